import { add, decimal, isZero, toPlainString, ZERO, type Decimal } from '@exchange/money';
import type { Transaction } from 'kysely';
import { addDays, dailyIncome, payoutAt, type PayoutClock } from './earn.core.js';
import * as postings from './earn.postings.js';
import type { EarnDeps } from './earn.service.js';
import type { EarnOrderRow, EarnProductRow, EarnTables, RateSource } from './earn.tables.js';

type Trx = Transaction<EarnTables>;
const text = (value: Decimal) => toPlainString(value);

/**
 * The daily work of fixed-term earn products: each order's lock-up lock,
 * its income days and its maturity, one order per transaction under its
 * row lock, from the module's tick.
 */
export function createPayouts(
  deps: EarnDeps & {
    clock: () => Promise<PayoutClock>;
    places: (coin: string) => Promise<number>;
    lockOrder: (trx: Trx, orderId: string) => Promise<EarnOrderRow | undefined>;
    closeOrder: (
      trx: Trx,
      order: EarnOrderRow,
      how: 'matured' | 'redeemed' | 'cancelled',
      penalty: Decimal,
    ) => Promise<EarnOrderRow>;
  },
) {
  const { db, ledger, clock, places, lockOrder, closeOrder } = deps;

  /**
   * The rate of income day `day`: the one published, or (the first time a
   * payout needs a day nobody published) the range's minimum, written down
   * so every order of the product is paid the same that day.
   */
  async function rateOf(
    trx: Trx,
    product: Pick<EarnProductRow, 'id' | 'rate_min' | 'rate_max'>,
    day: string,
  ): Promise<{ rate: string; source: RateSource }> {
    const found = await trx
      .selectFrom('earn_rate')
      .select(['rate', 'source'])
      .where('product_id', '=', product.id)
      .where('day', '=', day)
      .executeTakeFirst();
    if (found) return found;
    const fixed = decimal(product.rate_min).toString() === decimal(product.rate_max).toString();
    const row = {
      product_id: product.id,
      day,
      rate: product.rate_min,
      source: (fixed ? 'fixed' : 'minimum') as RateSource,
      operator_id: null,
      published_at: new Date(deps.nowMs()),
    };
    await trx
      .insertInto('earn_rate')
      .values(row)
      .onConflict((oc) => oc.columns(['product_id', 'day']).doNothing())
      .execute();
    return trx
      .selectFrom('earn_rate')
      .select(['rate', 'source'])
      .where('product_id', '=', product.id)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
  }

  /**
   * One order's next step, if due, in its own transaction: a lock-up's
   * lock, or the next income day's payout (with the principal on the last
   * day). Returns whether a step was taken; the caller repeats until none
   * is due, so days missed while the server was down are all paid.
   */
  async function stepOrder(
    orderId: string,
    coinPlaces: number,
    payout: PayoutClock,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId);
      const now = deps.nowMs();
      if (!order?.due_at || order.due_at.getTime() > now) return false;
      if (order.status === 'confirming') {
        await trx
          .updateTable('earn_order')
          .set({ status: 'custody', due_at: new Date(payoutAt(order.value_date, 1, payout)) })
          .where('id', '=', order.id)
          .execute();
        return true;
      }
      const k = order.days_paid + 1;
      // Income day k is value date + (k − 1); its payout is the next day's payout hour.
      const day = addDays(order.value_date, k - 1);
      const product = await trx
        .selectFrom('earn_product')
        .select(['id', 'rate_min', 'rate_max'])
        .where('id', '=', order.product_id)
        .executeTakeFirstOrThrow();
      const { rate } = await rateOf(trx, product, day);
      const income = dailyIncome(decimal(order.amount), decimal(rate), coinPlaces);
      const posted = isZero(income)
        ? null
        : await ledger.post(postings.income(postings.moneyOf(order), day, text(income)), { trx });
      await trx
        .insertInto('earn_payout')
        .values({
          order_id: order.id,
          product_id: order.product_id,
          user_id: order.user_id,
          day,
          rate,
          amount: text(income),
          transaction_id: posted?.transactionId ?? null,
          paid_at: new Date(now),
        })
        .execute();
      const updated = await trx
        .updateTable('earn_order')
        .set({
          days_paid: k,
          income_paid: text(add(decimal(order.income_paid), income)),
          // The last day's stays until the order closes just below.
          due_at:
            k < order.cycle_days
              ? new Date(payoutAt(order.value_date, k + 1, payout))
              : order.due_at,
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (k === order.cycle_days) await closeOrder(trx, updated, 'matured', ZERO);
      return true;
    });
  }

  /**
   * Every step due now, order by order (run from the module's tick, once
   * per slot across processes; each step is also guarded by its order's
   * lock and the ledger's keys, so a second runner changes nothing).
   */
  async function runDue(): Promise<{ steps: number }> {
    const payout = await clock();
    let steps = 0;
    for (;;) {
      const due = await db
        .selectFrom('earn_order')
        .select(['id', 'coin'])
        .where('due_at', '<=', new Date(deps.nowMs()))
        .orderBy('due_at')
        .orderBy('id')
        .limit(500)
        .execute();
      if (due.length === 0) return { steps };
      for (const { id, coin } of due) {
        const coinPlaces = await places(coin);
        while (await stepOrder(id, coinPlaces, payout)) steps += 1;
      }
    }
  }

  return { runDue, rateOf };
}
