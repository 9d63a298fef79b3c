/**
 * The spot durable path end to end against PostgreSQL (DESIGN.md section 7:
 * at least 15 k orders/s with ledger postings, commit-wait p99 at most
 * 25 ms). Drives the spot service directly, as the order route does: each
 * placement goes through `spot.place` (client order id check, validation,
 * the market's runner: freeze, insert and journal in one commit, then match
 * in memory and answer; postings, trades and order states follow in a
 * projection commit), so its commit-wait is the time from the call to the
 * answer, after the journal commit. The projection lag (answer to the
 * batch's last commit) is printed beside it, and a pass ends only when
 * everything it answered is written, so its rate counts whole orders.
 *
 * Set-up, passes, profile and report are `durable-harness.ts`'s (a fresh
 * migrated schema; saturation, write limit, paced). Here: 1,000 users funded
 * in spot through the ledger; the workload (fixed seed): limit orders near
 * the touch on both sides of BTC/USDT, so a fair share fills, some IOC, and
 * about one operation in ten cancels a resting order; batches are counted at
 * the runner's `nextval('spot_order_id_seq')`. After the passes, the ledger
 * check.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createCoinService, createCoinStore } from '../apps/server/src/modules/coin/index.js';
import { checkLedger } from '../apps/server/src/modules/ledger/index.js';
import { checkSpot, createSpotService } from '../apps/server/src/modules/spot/index.js';
import { CLIENT_ORDER_IDS, fund, runDurable, seeded, USERS, venueFees } from './durable-harness.js';

const SYMBOL = 'BTC/USDT';

type Op =
  | {
      kind: 'place';
      userId: number;
      side: 'buy' | 'sell';
      price: string;
      amount: string;
      timeInForce: 'GTC' | 'IOC';
    }
  | { kind: 'cancel' };

/** The fixed-seed mix: 90 % limits one to six dollars around 60,000 (5 % of them IOC), 10 % cancels. */
function workload(count: number, seed: number): Op[] {
  const random = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return Array.from({ length: count }, (): Op => {
    if (random() < 0.1) return { kind: 'cancel' };
    const side = random() < 0.5 ? 'buy' : 'sell';
    // Buyers a little above the middle and sellers a little below: a fair share crosses.
    const price = String(60_000 + (side === 'buy' ? int(-5, 3) : int(-3, 5)));
    const lots = int(10, 200);
    return {
      kind: 'place',
      userId: int(1, USERS),
      side,
      price,
      amount: `0.${String(lots).padStart(4, '0')}`,
      timeInForce: random() < 0.05 ? 'IOC' : 'GTC',
    };
  });
}

const fundAll = (database: Database) =>
  fund(
    database,
    Array.from({ length: USERS }, (_, i) => i + 1),
    { USDT: '10000000', BTC: '200' },
  );

export async function run(): Promise<void> {
  await runDurable<Op>({
    name: 'durable',
    batchSequence: 'spot_order_id_seq',
    async setup({ database, db, writer }) {
      await fundAll(database);
      let lags: number[] = [];
      const spot = createSpotService({
        db,
        writer,
        clock: systemClock,
        coins: createCoinService(createCoinStore(database.db)),
        log: (error, message) => console.error(message, error),
        fees: venueFees(db),
        projected: (batchLags) => lags.push(...batchLags),
      });
      await spot.start();

      const resting: { userId: number; orderId: string }[] = [];
      let clientOrder = 0;
      return {
        description: `${SYMBOL}, limits around 60,000 on both sides, 5 % IOC, 10 % cancels`,
        workload,
        settled: () => spot.settled(),
        takeLags() {
          const taken = lags;
          lags = [];
          return taken;
        },
        async tradeCount() {
          const { rows } = await sql<{
            n: string;
          }>`select last_trade as n from spot_market where symbol = ${SYMBOL}`.execute(database.db);
          return Number(rows[0]?.n ?? 0);
        },
        async execute(op, stats) {
          if (op.kind === 'cancel') {
            const target = resting.splice(Math.floor(resting.length / 2), 1)[0];
            if (!target) return null;
            stats.cancels += 1;
            await spot.cancel(target.userId, target.orderId).catch(() => undefined);
            return null;
          }
          clientOrder += 1;
          const started = performance.now();
          try {
            const order = await spot.place(op.userId, {
              symbol: SYMBOL,
              side: op.side,
              type: 'limit',
              price: op.price,
              amount: op.amount,
              timeInForce: op.timeInForce,
              ...(CLIENT_ORDER_IDS ? { clientOrderId: `b${clientOrder}` } : {}),
            });
            if (order.status === 'PENDING')
              resting.push({ userId: op.userId, orderId: order.orderId });
          } catch {
            stats.refused += 1;
          }
          return performance.now() - started;
        },
        checks: async () => [
          { name: 'ledger', violations: await checkLedger(database.db) },
          { name: 'spot', violations: await checkSpot(database.db) },
        ],
      };
    },
  });
}
