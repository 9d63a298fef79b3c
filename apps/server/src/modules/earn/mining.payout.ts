import { add, decimal, gt, isZero, toPlainString } from '@exchange/money';
import { sql, type Transaction } from 'kysely';
import { addDays, payoutAt, type PayoutClock } from './earn.core.js';
import type { EarnTables } from './earn.tables.js';
import { dayIncome, endOf, nextDue } from './mining.core.js';
import * as postings from './mining.postings.js';
import type { MiningDeps } from './mining.service.js';
import type { HashPriceRow, MiningOrderRow, MiningTables, WaitReason } from './mining.tables.js';

type Trx = Transaction<MiningTables & EarnTables>;
type PriceKey = { algorithm: string; coin: string; unit: string; day: string };

/** What one step of an order did: moved it on, found it waiting, or found nothing due. */
type Step = 'moved' | WaitReason | 'idle';

/**
 * Mining's daily work: each order's income days and the return of its
 * machines at term end, one order per transaction under its row lock, from
 * the module's tick. A day is paid only from `mining:income`, under that
 * coin's advisory lock so no two payouts spend the same balance; when it is
 * short, or the day has no hash price, the order waits, says why, and is
 * tried again at the next tick. Within a coin, orders are paid in the order
 * their days fell due: once one waits for the account, later ones wait too.
 */
export function createMiningPayouts(deps: MiningDeps) {
  const { db, ledger } = deps;

  /**
   * The hash price of `day`, asking the feed (outside any transaction: it
   * may be a network call) when nobody has published one. The first price
   * stored for a day is the one every order is paid at.
   */
  async function ensurePrice(key: PriceKey): Promise<HashPriceRow | null> {
    const found = await db
      .selectFrom('mining_hash_price')
      .selectAll()
      .where('algorithm', '=', key.algorithm)
      .where('coin', '=', key.coin)
      .where('day', '=', key.day)
      .executeTakeFirst();
    if (found || !deps.feed) return found ?? null;
    // An unreachable feed is a day without a price: the order waits and says so.
    const price = await deps.feed.price(key).catch(() => null);
    if (price === null) return null;
    await db
      .insertInto('mining_hash_price')
      .values({
        ...key,
        price,
        source: deps.feed.source,
        source_name: deps.feed.name,
        operator_id: null,
        published_at: new Date(deps.nowMs()),
      })
      .onConflict((oc) => oc.columns(['algorithm', 'coin', 'day']).doNothing())
      .execute();
    return ensurePrice(key);
  }

  /** The newest hash price of an algorithm and coin up to `day` (for quotes and the machine list). */
  async function latestPrice(algorithm: string, coin: string, unit: string, day: string) {
    const stored = await db
      .selectFrom('mining_hash_price')
      .selectAll()
      .where('algorithm', '=', algorithm)
      .where('coin', '=', coin)
      .where('day', '<=', day)
      .orderBy('day', 'desc')
      .limit(1)
      .executeTakeFirst();
    return stored ?? ensurePrice({ algorithm, coin, unit, day });
  }

  const waitOn = (trx: Trx, order: MiningOrderRow, reason: WaitReason) =>
    trx
      .updateTable('mining_order')
      .set({ wait_reason: reason, wait_since: order.wait_since ?? new Date(deps.nowMs()) })
      .where('id', '=', order.id)
      .execute();

  /** The next income day of an order, or null when every day is paid or none has fallen due. */
  function dueDay(order: MiningOrderRow, clock: PayoutClock, now: number): string | null {
    if (order.days_paid >= order.term_days) return null;
    if (payoutAt(order.start_date, order.days_paid + 1, clock) > now) return null;
    return addDays(order.start_date, order.days_paid);
  }

  /** One step of one order: its machines returned at term end, or its next day paid. */
  async function stepOrder(
    orderId: string,
    places: number,
    clock: PayoutClock,
    shortCoins: ReadonlySet<string>,
  ): Promise<Step> {
    return db.transaction().execute(async (trx): Promise<Step> => {
      const order = await trx
        .selectFrom('mining_order')
        .selectAll()
        .where('id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      const now = deps.nowMs();
      if (!order?.due_at || order.due_at.getTime() > now) return 'idle';
      if (order.status === 'custody' && endOf(order, clock) <= now) {
        const returned = { ...order, status: 'returned' as const };
        await trx
          .updateTable('mining_order')
          .set({ status: 'returned', returned_at: new Date(now), due_at: nextDue(returned, clock) })
          .where('id', '=', order.id)
          .execute();
        await trx
          .updateTable('mining_machine')
          .set({ sold: sql`sold - ${order.quantity}` })
          .where('id', '=', order.machine_id)
          .execute();
        return 'moved';
      }
      const day = dueDay(order, clock, now);
      if (day === null) return 'idle';
      const price = await trx
        .selectFrom('mining_hash_price')
        .selectAll()
        .where('algorithm', '=', order.algorithm)
        .where('coin', '=', order.coin)
        .where('day', '=', day)
        .executeTakeFirst();
      if (!price) {
        await waitOn(trx, order, 'price_missing');
        return 'price_missing';
      }
      const spec = {
        hashRate: decimal(order.hash_rate),
        powerW: order.power_w,
        electricity: decimal(order.electricity),
      };
      const income = dayIncome(spec, decimal(price.price), order.quantity, places);
      let transactionId: string | null = null;
      if (!isZero(income.net)) {
        if (shortCoins.has(order.coin)) {
          await waitOn(trx, order, 'income_short');
          return 'income_short';
        }
        // Every debit of `mining:income` is a payout under this lock: the balance read holds.
        await sql`select pg_advisory_xact_lock(hashtext(${`mining:income:${order.coin}`}))`.execute(
          trx,
        );
        const account = await ledger.balance(postings.incomeAccount(order.coin), { trx });
        if (gt(income.net, decimal(account.available))) {
          await waitOn(trx, order, 'income_short');
          return 'income_short';
        }
        const posted = await ledger.post(
          postings.income(
            { orderId: order.id, userId: order.user_id, coin: order.coin, day },
            toPlainString(income.net),
          ),
          { trx },
        );
        transactionId = posted.transactionId;
        await deps.incomePaid?.(trx as unknown as Transaction<unknown>, {
          orderId: order.id,
          userId: order.user_id,
          coin: order.coin,
          day,
          amount: toPlainString(income.net),
        });
      }
      await trx
        .insertInto('mining_payout')
        .values({
          order_id: order.id,
          machine_id: order.machine_id,
          user_id: order.user_id,
          coin: order.coin,
          day,
          quantity: order.quantity,
          hash_price: price.price,
          source: price.source,
          source_name: price.source_name,
          gross: toPlainString(income.gross),
          power: toPlainString(income.power),
          amount: toPlainString(income.net),
          transaction_id: transactionId,
          withdrawn_at: null,
          withdrawal_transaction_id: null,
          paid_at: new Date(now),
        })
        .execute();
      const paid = { ...order, days_paid: order.days_paid + 1 };
      await trx
        .updateTable('mining_order')
        .set({
          days_paid: paid.days_paid,
          income_paid: toPlainString(add(decimal(order.income_paid), income.net)),
          wait_reason: null,
          wait_since: null,
          due_at: nextDue(paid, clock),
        })
        .where('id', '=', order.id)
        .execute();
      return 'moved';
    });
  }

  /**
   * Every step due now, order by order in the order they fell due (run from
   * the module's tick, once per slot across processes; each step is also
   * guarded by its order's lock and the ledger's keys, so a second runner
   * changes nothing). Each order is visited once per run: one that waits
   * is tried again at the next tick; one already waiting for a reason that
   * still holds (its coin found short this run, its day still unpriced)
   * costs no transaction.
   */
  async function runDue(): Promise<{ steps: number; waiting: number }> {
    const clock = await deps.clock();
    const shortCoins = new Set<string>();
    let steps = 0;
    let waiting = 0;
    const now = deps.nowMs();
    const due = await db
      .selectFrom('mining_order')
      .selectAll()
      .where('due_at', '<=', new Date(now))
      .orderBy('due_at')
      .orderBy('id')
      .execute();
    for (const order of due) {
      const places = await deps.places(order.coin);
      for (;;) {
        // Read again: the step before may have moved it on.
        const current = await db
          .selectFrom('mining_order')
          .selectAll()
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow();
        const day = dueDay(current, clock, deps.nowMs());
        const price =
          day === null
            ? null
            : await ensurePrice({
                algorithm: current.algorithm,
                coin: current.coin,
                unit: current.hash_unit,
                day,
              });
        // Already waiting, for a reason that still holds, with no return of
        // its machines due either: nothing to write.
        const returning = current.status === 'custody' && endOf(current, clock) <= deps.nowMs();
        const stillShort = shortCoins.has(current.coin) && current.wait_reason === 'income_short';
        const stillUnpriced = day !== null && !price && current.wait_reason === 'price_missing';
        if (!returning && (stillShort || stillUnpriced)) {
          waiting += 1;
          break;
        }
        const step = await stepOrder(order.id, places, clock, shortCoins);
        if (step === 'moved') steps += 1;
        else {
          if (step === 'income_short') shortCoins.add(order.coin);
          if (step !== 'idle') waiting += 1;
          break;
        }
      }
    }
    return { steps, waiting };
  }

  return { runDue, ensurePrice, latestPrice };
}
