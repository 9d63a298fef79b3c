import { sql } from 'kysely';
import { ERRORS } from '@exchange/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { fundSpotUsers, spotEngine } from '../../test/spot-engines.js';
import { checkLedger } from '../ledger/index.js';
import { checkSpot } from './spot.check.js';
import type { SpotService } from './spot.service.js';

const SYMBOL = 'BTC/USDT';
const TTL_MS = 600;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two engine processes on one PostgreSQL (issue 27), each a spot service
 * with its own name in the market leases: one owns the markets; when it
 * stops renewing (a pause, a partition), the other takes them over,
 * rebuilds the books from the database and carries on, while the first
 * is refused as soon as it writes again.
 */
describeWithPostgres('spot markets owned by one engine process at a time (PostgreSQL)', () => {
  let database: Database;
  let a: SpotService;
  let b: SpotService;
  const clock = manualClock(Date.UTC(2026, 10, 21, 12));
  const engine = (owner: string) => spotEngine(database, clock, owner, TTL_MS);
  beforeAll(async () => {
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
  });
  afterAll(async () => {
    await b.settled();
    expect(await checkLedger(database.db, [() => checkSpot(database.db)])).toEqual([]);
    await database.close();
  });

  const limit = (side: 'buy' | 'sell', amount: string) =>
    ({ symbol: SYMBOL, side, type: 'limit', price: '60000', amount, timeInForce: 'GTC' }) as const;

  it('serves each market from one process only', async () => {
    expect(a.owned()).toContain(SYMBOL);
    expect(b.owned()).toEqual([]);
    await expect(b.place(3, limit('buy', '0.01'))).rejects.toMatchObject({
      code: ERRORS.MARKET_BUSY.code,
    });
    const rest = await a.place(1, limit('sell', '0.1'));
    const take = await a.place(2, limit('buy', '0.04'));
    expect(take.status).toBe('FILLED');
    expect(rest.orderId).toBeDefined();
    // Renewing keeps the lease; the other process still cannot take it.
    expect(await a.keepLeases()).toEqual({ lost: [], taken: [] });
    expect((await b.keepLeases()).taken).toEqual([]);
  });

  it('hands a market over when its owner stops renewing, and refuses the deposed owner', async () => {
    await a.settled();
    await sleep(TTL_MS + 100); // engine A is paused: no renewal
    const { taken } = await b.keepLeases();
    expect(taken).toContain(SYMBOL);
    // B rebuilt the book from the database: the rest of user 1's sale is there.
    const take = await b.place(3, limit('buy', '0.06'));
    expect(take.status).toBe('FILLED');
    // A wakes up and writes: refused by the fence, and it stops serving the market.
    await expect(a.place(2, limit('buy', '0.01'))).rejects.toMatchObject({
      code: ERRORS.MARKET_BUSY.code,
    });
    expect(a.owned()).not.toContain(SYMBOL);
    expect((await a.keepLeases()).taken).toEqual([]);
    // What A wrote before its lease ran out stands; nothing after it.
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from spot_order where user_id = 2`.execute(database.db);
    expect(rows[0]?.n).toBe('1');
    const sold = await b.place(1, limit('sell', '0.01'));
    expect(sold.status).toBe('PENDING');
  });
});
