import { connect, type NatsConnection } from '@nats-io/transport-node';
import { ERRORS } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { fundSpotUsers, spotEngine } from '../../test/spot-engines.js';
import { describeWithNats, startNats, type NatsServer } from '../../test/nats.js';
import { checkLedger } from '../ledger/index.js';
import { serveSpotCommands, spotOverBus } from './spot.bus.js';
import { checkSpot } from './spot.check.js';
import type { SpotService } from './spot.service.js';

const SYMBOL = 'BTC/USDT';
const TTL_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Commands from an API process reach the market's owner over NATS, and
 * follow the market when another engine process takes it over.
 */
describeWithNats('spot commands over the bus', () => {
  describeWithPostgres('to whichever engine owns the market (PostgreSQL, NATS)', () => {
    let database: Database;
    let server: NatsServer;
    const connections: NatsConnection[] = [];
    const clock = manualClock(Date.UTC(2026, 10, 21, 12));
    const engine = (owner: string) => spotEngine(database, clock, owner, TTL_MS);
    const connection = async () => {
      const nc = await connect({ servers: server.url });
      connections.push(nc);
      return nc;
    };
    let a: SpotService;
    let b: SpotService;
    let servedA: ReturnType<typeof serveSpotCommands>;
    let servedB: ReturnType<typeof serveSpotCommands>;
    let api: ReturnType<typeof spotOverBus>;

    beforeAll(async () => {
      server = await startNats();
      database = await createPostgresDatabase();
      await fundSpotUsers(
        database,
        3,
        [
          ['USDT', '100000'],
          ['BTC', '2'],
        ],
        clock.nowMs(),
      );
      a = engine('engine-a');
      await a.start();
      b = engine('engine-b');
      await b.start();
      servedA = serveSpotCommands(await connection(), a, () => undefined);
      servedB = serveSpotCommands(await connection(), b, () => undefined);
      api = spotOverBus(await connection(), async (userId, orderId) => {
        const { rows } = await sql<{ market: string }>`
          select market from spot_order where id = ${orderId} and user_id = ${userId}`.execute(
          database.db,
        );
        return rows[0]?.market ?? null;
      });
    });
    afterAll(async () => {
      await Promise.all([servedA.close(), servedB.close()]);
      await Promise.all(connections.map((nc) => nc.close()));
      await server.stop();
      await b.settled();
      expect(await checkLedger(database.db, [() => checkSpot(database.db)])).toEqual([]);
      await database.close();
    });

    const limit = (side: 'buy' | 'sell', amount: string, clientOrderId?: string) =>
      ({
        symbol: SYMBOL,
        side,
        type: 'limit',
        price: '60000',
        amount,
        timeInForce: 'GTC',
        ...(clientOrderId ? { clientOrderId } : {}),
      }) as const;

    it('places and cancels through the owner, with its refusals as they are', async () => {
      expect(servedA.serving()).toContain(SYMBOL);
      expect(servedB.serving()).toEqual([]);
      const rest = await api.place(1, limit('sell', '0.1'));
      expect(rest.status).toBe('PENDING');
      const cancelled = await api.cancel(1, rest.orderId);
      expect(cancelled.status).toBe('CANCELLED');
      await expect(api.cancel(1, rest.orderId)).rejects.toMatchObject({
        code: ERRORS.ORDER_ALREADY_CLOSED.code,
      });
      await expect(api.place(2, limit('buy', '2'))).rejects.toMatchObject({
        code: ERRORS.INSUFFICIENT_BALANCE.code,
      });
      await api.place(1, limit('sell', '0.1'));
      expect((await api.place(2, limit('buy', '0.04'))).status).toBe('FILLED');
    });

    it('follows the market to its new owner after a takeover', async () => {
      await a.settled();
      await sleep(TTL_MS + 100); // engine A is paused: its lease runs out
      expect((await b.keepLeases()).taken).toContain(SYMBOL);
      servedB.sync();
      // A still takes the subject's commands until it finds out: one that
      // reaches it is refused by the fence with nothing done (MARKET_BUSY),
      // and the caller retries with the same client order id.
      let order: Awaited<ReturnType<typeof api.place>> | undefined;
      for (let attempt = 0; attempt < 5 && !order; attempt += 1)
        order = await api
          .place(3, limit('buy', '0.03', 'after-takeover'))
          .catch((error: unknown) => {
            expect(error).toMatchObject({ code: ERRORS.MARKET_BUSY.code });
            return undefined;
          });
      expect(order?.status).toBe('FILLED');
      // Its next renewal, if not a refused write before it, tells A it lost the markets.
      await a.keepLeases();
      servedA.sync();
      expect(a.owned()).toEqual([]);
      expect(servedA.serving()).toEqual([]);
      expect(servedB.serving()).toContain(SYMBOL);
      // The retry did not place twice.
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from spot_order where user_id = 3`.execute(database.db);
      expect(rows[0]?.n).toBe('1');
      expect((await api.place(2, limit('buy', '0.03'))).status).toBe('FILLED');
    });

    it('answers MARKET_BUSY while nobody owns the market', async () => {
      await b.releaseLeases();
      servedB.sync();
      await expect(api.place(2, limit('buy', '0.01'))).rejects.toMatchObject({
        code: ERRORS.MARKET_BUSY.code,
      });
    });
  });
});
