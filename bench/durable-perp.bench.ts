/**
 * The perpetual contracts' durable path end to end against PostgreSQL, the
 * same figures as the spot one (`durable.bench.ts`; DESIGN.md section 7's
 * target of 15 k orders/s with ledger postings, commit-wait p99 at most
 * 25 ms, holds for contracts too). Drives the contracts service directly,
 * as the order route does: each placement goes through `perp.place` (client
 * order id, the coin guard, the contract's runner: checks against the
 * positions in memory, margin frozen, the order inserted, the batch matched
 * in memory and journaled in one commit, answered; its positions,
 * postings, trades and orders follow in a projection commit), so its
 * commit-wait is the time from the call to the answer, and the report
 * prints the projection's lag beside it.
 *
 * Set-up, passes, profile and report are `durable-harness.ts`'s. Here:
 * 1,000 users with 1,000,000 USDT each in their contract wallet (one
 * `postBatch`), the index price of BTC at 60,000 (the runner's mark), and
 * the workload on BTCUSDT (fixed seed): limit orders near the touch on both
 * sides, 5 % IOC, about one operation in ten a cancel of a resting order.
 * One-way mode allows a user one direction and one leverage, so odd users
 * trade long and even users short, all at 10x; an operation is an intent
 * (user, open or close, price offset, lots) that becomes an order against
 * the user's position when it is sent: 45 % of intents close (part of the
 * position's closable lots, or all of them) when there is something to
 * close, the rest open (a position, or more of it). Buying is a long's
 * open or a short's close, selling the reverse, so a fair share fills and
 * positions open, grow, reduce and close, with their margin holds, fees,
 * PnL and postings. Batches are counted at the runner's
 * `nextval('perp_order_id_seq')`. After the passes: what the placements
 * were, the positions, the ledger check and the contracts' own
 * (`checkPerp`).
 */
import { performance } from 'node:perf_hooks';
import type { PerpPlaceOrder } from '@exchange/contracts';
import { sql } from 'kysely';
import type { Database } from '../apps/server/src/db/database.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createCoinService, createCoinStore } from '../apps/server/src/modules/coin/index.js';
import { checkLedger } from '../apps/server/src/modules/ledger/index.js';
import { checkPerp, createPerpService } from '../apps/server/src/modules/perp/index.js';
import {
  CLIENT_ORDER_IDS,
  count,
  fund,
  runDurable,
  seeded,
  USERS,
  venueFees,
} from './durable-harness.js';

const SYMBOL = 'BTCUSDT';
const INDEX: Readonly<Record<string, string>> = { BTC: '60000', ETH: '3000' };
const LEVERAGE = 10;
const CLOSE_SHARE = 0.45;
const FUNDS = '1000000';

type Op =
  | {
      kind: 'order';
      userId: number;
      /** Close when the position has closable lots, else open. */
      close: boolean;
      /** 0..8: a buy at 60,000 + offset - 5, a sell at 60,000 + offset - 3. */
      offset: number;
      lots: number;
      ioc: boolean;
    }
  | { kind: 'cancel' };

/** The fixed-seed intents: 90 % orders of 1 to 20 lots (0.001 BTC each), 10 % cancels. */
function workload(total: number, seed: number): Op[] {
  const random = seeded(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  return Array.from({ length: total }, (): Op => {
    if (random() < 0.1) return { kind: 'cancel' };
    return {
      kind: 'order',
      userId: int(1, USERS),
      close: random() < CLOSE_SHARE,
      offset: int(0, 8),
      lots: int(1, 20),
      ioc: random() < 0.05,
    };
  });
}

const fundAll = (database: Database) =>
  fund(
    database,
    Array.from({ length: USERS }, (_, i) => i + 1),
    { USDT: FUNDS },
    'contract',
  );

/** How the placements went, over the whole run: what they did to positions, and refusals by reason. */
interface Tally {
  readonly kinds: Map<string, number>;
  readonly refusals: Map<string, number>;
}
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
const listed = (map: ReadonlyMap<string, number>) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `${count(n)} ${key}`)
    .join(', ') || 'none';

export async function run(): Promise<void> {
  await runDurable<Op>({
    name: 'durable-perp',
    batchSequence: 'perp_order_id_seq',
    async setup({ database, db, writer }) {
      await fundAll(database);
      let lags: number[] = [];
      const perp = createPerpService({
        db,
        writer,
        clock: systemClock,
        coins: createCoinService(createCoinStore(database.db)),
        indexPrice: (coin) => INDEX[coin] ?? null,
        log: (error, message) => console.error(message, error),
        fees: venueFees(db),
        projected: (batchLags) => lags.push(...batchLags),
      });
      await perp.start();
      const runner = perp.runner(SYMBOL);

      const resting: { userId: number; orderId: string }[] = [];
      /** Close lots sent and not yet answered, per user: not yet counted by the runner. */
      const closing = new Map<number, number>();
      const tally: Tally = { kinds: new Map(), refusals: new Map() };
      let clientOrder = 0;

      /** The intent as an order against the user's position now. */
      function orderOf(op: Extract<Op, { kind: 'order' }>): PerpPlaceOrder {
        const direction = op.userId % 2 === 1 ? 'long' : 'short';
        const position = runner.position(op.userId);
        const closable =
          position && position.direction === direction
            ? position.lots - position.pendingCloseLots - (closing.get(op.userId) ?? 0)
            : 0;
        const action = op.close && closable > 0 ? 'close' : 'open';
        const lots = action === 'close' ? Math.min(op.lots, closable) : op.lots;
        bump(
          tally.kinds,
          action === 'open'
            ? position
              ? 'adding to a position'
              : 'opening'
            : lots === closable
              ? 'closing all that was closable'
              : 'closing part',
        );
        const buy = (direction === 'long') === (action === 'open');
        clientOrder += 1;
        return {
          symbol: SYMBOL,
          direction,
          action,
          type: 'limit',
          // Buyers a little above the middle and sellers a little below: a fair share crosses.
          price: String(60_000 + op.offset - (buy ? 5 : 3)),
          lots,
          leverage: action === 'open' ? LEVERAGE : null,
          takeProfit: null,
          stopLoss: null,
          timeInForce: op.ioc ? 'IOC' : 'GTC',
          clientOrderId: CLIENT_ORDER_IDS ? `b${clientOrder}` : null,
        };
      }

      return {
        description:
          `${SYMBOL} perpetual, opening and closing limits around 60,000 on both sides ` +
          `(${LEVERAGE}x, ${CLOSE_SHARE * 100} % of intents close), 5 % IOC, 10 % cancels`,
        workload,
        settled: () => perp.settled(),
        takeLags() {
          const taken = lags;
          lags = [];
          return taken;
        },
        async tradeCount() {
          const { rows } = await sql<{
            n: string;
          }>`select last_trade as n from perp_contract where symbol = ${SYMBOL}`.execute(
            database.db,
          );
          return Number(rows[0]?.n ?? 0);
        },
        async execute(op, stats) {
          if (op.kind === 'cancel') {
            const target = resting.splice(Math.floor(resting.length / 2), 1)[0];
            if (!target) return null;
            stats.cancels += 1;
            await perp.cancel(target.userId, target.orderId).catch(() => undefined);
            return null;
          }
          const order = orderOf(op);
          const reserved = order.action === 'close' ? order.lots : 0;
          closing.set(op.userId, (closing.get(op.userId) ?? 0) + reserved);
          const started = performance.now();
          try {
            const placed = await perp.place(op.userId, order);
            if (placed.status === 'PENDING')
              resting.push({ userId: op.userId, orderId: placed.orderId });
          } catch (error) {
            stats.refused += 1;
            bump(tally.refusals, error instanceof Error ? error.message : String(error));
          } finally {
            closing.set(op.userId, (closing.get(op.userId) ?? 0) - reserved);
          }
          return performance.now() - started;
        },
        async summary() {
          const { rows } = await sql<{
            opened: string;
            closed: string;
            open: string;
            lots: string;
          }>`
            select count(*) as opened, count(*) filter (where status = 'CLOSED') as closed,
              count(*) filter (where status = 'OPEN') as open,
              coalesce(sum(lots) filter (where status = 'OPEN' and direction = 'long'), 0) as lots
            from perp_position where contract = ${SYMBOL}`.execute(database.db);
          const p = rows[0];
          return [
            `\nplacements, all passes: ${listed(tally.kinds)}; refused: ${listed(tally.refusals)}`,
            `positions: ${count(Number(p?.opened ?? 0))} opened, ${count(Number(p?.closed ?? 0))} ` +
              `closed, ${count(Number(p?.open ?? 0))} open at the end (${count(Number(p?.lots ?? 0))} lots a side)`,
          ];
        },
        checks: async () => [
          { name: 'ledger', violations: await checkLedger(database.db) },
          { name: 'perp', violations: await checkPerp(database.db) },
        ],
      };
    },
  });
}
