import { connect, type NatsConnection } from '@nats-io/transport-node';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { MarketLog } from '../../lib/market-log.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { fundSpotUsers, spotEngine } from '../../test/spot-engines.js';
import { describeWithNats, startNats, type NatsServer } from '../../test/nats.js';
import type { SpotBatchEvent } from './spot.events.js';
import { followSpotBatches, publishSpotBatches } from './spot.feed.js';
import type { SpotService } from './spot.service.js';

const SYMBOL = 'BTC/USDT';
const TTL_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The engines' batches on the market log, followed by an API process: every
 * trade once and in order, across a takeover of the market.
 */
describeWithNats('spot batches on the market log', () => {
  describeWithPostgres('across a change of owner (PostgreSQL, NATS)', () => {
    let database: Database;
    let server: NatsServer;
    const connections: NatsConnection[] = [];
    const clock = manualClock(Date.UTC(2026, 10, 21, 12));
    const logOf = async () => {
      const nc = await connect({ servers: server.url });
      connections.push(nc);
      return MarketLog.open(nc, { replicas: 1, maxAgeMs: 3_600_000 });
    };
    const engine = (owner: string) => spotEngine(database, clock, owner, TTL_MS);

    beforeAll(async () => {
      server = await startNats();
      database = await createPostgresDatabase();
      await fundSpotUsers(
        database,
        2,
        [
          ['USDT', '100000'],
          ['BTC', '2'],
        ],
        clock.nowMs(),
      );
    });
    afterAll(async () => {
      await Promise.all(connections.map((nc) => nc.close()));
      await server.stop();
      await database.close();
    });

    const trade = (spot: SpotService, i: number) =>
      Promise.all([
        spot.place(1, {
          symbol: SYMBOL,
          side: 'sell',
          type: 'limit',
          price: String(60000 + i),
          amount: '0.01',
        }),
        spot.place(2, {
          symbol: SYMBOL,
          side: 'buy',
          type: 'limit',
          price: String(60000 + i),
          amount: '0.01',
        }),
      ]);

    it('delivers every trade once, in order, while the market changes hands', async () => {
      const received: SpotBatchEvent[] = [];
      const gaps: [number, number][] = [];
      const stop = await followSpotBatches(
        await logOf(),
        [SYMBOL],
        (event) => received.push(event),
        (_symbol, from, to) => gaps.push([from, to]),
      );
      const a = engine('engine-a');
      await a.start();
      const b = engine('engine-b');
      await b.start();
      const feedA = publishSpotBatches(a, await logOf(), () => undefined);
      const feedB = publishSpotBatches(b, await logOf(), () => undefined);
      for (let i = 0; i < 5; i += 1) await trade(a, i);
      await a.settled();
      await feedA.idle();
      await sleep(TTL_MS + 100); // A pauses; B takes the market
      expect((await b.keepLeases()).taken).toContain(SYMBOL);
      for (let i = 5; i < 10; i += 1) await trade(b, i);
      await b.settled();
      await feedB.idle();

      const { rows } = await sql<{ trade_no: string }>`
        select trade_no from spot_trade where market = ${SYMBOL} order by trade_no`.execute(
        database.db,
      );
      await expect.poll(() => received.flatMap((e) => e.trades).length).toBe(rows.length);
      const ids = received.flatMap((e) => e.trades.map((t) => Number(t.id)));
      expect(ids).toEqual(rows.map((r) => Number(r.trade_no)));
      expect(ids).toHaveLength(10);
      expect(gaps).toEqual([]);
      // The owners' private halves arrived too: every order change, once written.
      expect(received.flatMap((e) => e.orders).length).toBeGreaterThanOrEqual(20);
      feedA.stop();
      feedB.stop();
      await stop();
    });
  });
});
