import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { createMarketLeases } from '../lib/market-lease.js';
import { createCoinService, createCoinStore } from '../modules/coin/index.js';
import { postBatch, type Posting } from '../modules/ledger/index.js';
import { createSpotService } from '../modules/spot/index.js';

/** Test support for the scale-out tests: funded spot users, and spot services owning markets by lease. */

/** Credits each of `users` (ids 1..users) every `funds` amount in the spot wallet, in one transaction. */
export async function fundSpotUsers(
  database: Database,
  users: number,
  funds: readonly (readonly [asset: string, amount: string])[],
  nowMs: number,
): Promise<void> {
  const postings: Posting[] = [];
  for (let userId = 1; userId <= users; userId += 1)
    for (const [asset, amount] of funds)
      postings.push({
        idempotencyKey: `fund-${asset}-${userId}`,
        type: 'recharge',
        reference: `fund-${asset}-${userId}`,
        lines: [
          { account: { system: 'custody:TRON', asset }, part: 'available', amount: `-${amount}` },
          { account: { userId, wallet: 'spot', asset }, part: 'available', amount },
        ],
      });
  await database.db
    .transaction()
    .execute((trx) => postBatch(trx, postings, { partial: false, nowMs }));
}

/** A spot service as an engine process builds it: serving only the markets it holds a lease on. */
export function spotEngine(database: Database, clock: Clock, owner: string, ttlMs: number) {
  return createSpotService({
    db: database.db,
    writer: database.writer,
    clock,
    coins: createCoinService(createCoinStore(database.db)),
    log: () => undefined,
    ownership: {
      leases: createMarketLeases(database.db as unknown as Kysely<unknown>),
      owner,
      ttlMs,
    },
  });
}
