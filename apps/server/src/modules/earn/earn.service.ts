import {
  decimal,
  gt,
  isPositive,
  scaleOf,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Ledger } from '../ledger/index.js';
import { incomeOver, penaltyFor, scheduleOf, type PayoutClock } from './earn.core.js';
import { createPayouts } from './earn.payout.js';
import * as postings from './earn.postings.js';
import type { EarnOrderRow, EarnProductRow, EarnTables } from './earn.tables.js';

type Trx = Transaction<EarnTables>;
const text = (value: Decimal) => toPlainString(value);

export interface EarnDeps {
  readonly db: Kysely<EarnTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly decimalsOf: (coin: string) => Promise<number | null>;
}

/** `2026-12-01 04:00 UTC`: how a sales opening is named in an error. */
const utcMinute = (ms: number) =>
  `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Buying, redeeming and the daily work of fixed-term earn products. Every
 * change to an order takes its row's lock (a purchase, its product's),
 * so a redemption and a payout of the same order, or two purchases of the
 * last stock, happen one after the other.
 */
export function createEarn(deps: EarnDeps) {
  const { db, ledger } = deps;

  async function clock(reader: Kysely<EarnTables> = db): Promise<PayoutClock> {
    const row = await reader
      .selectFrom('earn_setting')
      .select(['payout_hour', 'time_zone'])
      .executeTakeFirstOrThrow();
    return { hour: row.payout_hour, zone: row.time_zone };
  }

  async function places(coin: string): Promise<number> {
    const found = await deps.decimalsOf(coin);
    if (found === null) throw new AppError('EARN_PRODUCT_NOT_FOUND');
    return found;
  }

  /** The product's funding account now: free (available) and reserved (locked). */
  async function funding(product: { id: number; coin: string }, trx?: Trx) {
    const balance = await ledger.balance(
      postings.productAccount(product.id, product.coin),
      trx ? { trx } : {},
    );
    return { free: decimal(balance.available), reserved: decimal(balance.locked) };
  }

  /**
   * The spec's purchase checks, in the order a buyer would want to hear
   * them: the product (found, listed, open now), the amount (decimals,
   * range), then the stock and the buyer's own limit.
   */
  async function checkPurchase(
    trx: Trx,
    product: EarnProductRow,
    userId: number,
    amount: Decimal,
    coinPlaces: number,
  ): Promise<void> {
    const now = deps.nowMs();
    if (product.status !== 'listed') throw new AppError('EARN_PRODUCT_NOT_LISTED');
    if (now < product.opens_at.getTime())
      throw new AppError('EARN_NOT_YET_OPEN', { opensAt: utcMinute(product.opens_at.getTime()) });
    if (now >= product.closes_at.getTime()) throw new AppError('EARN_CLOSED');
    if (scaleOf(amount) > coinPlaces)
      throw new AppError('AMOUNT_PRECISION', { places: coinPlaces });
    const min = decimal(product.min_amount);
    const max = decimal(product.max_amount);
    if (gt(min, amount) || gt(amount, max))
      throw new AppError('EARN_AMOUNT_OUT_OF_RANGE', {
        min: text(min),
        max: text(max),
        coin: product.coin,
      });
    const remaining = sub(decimal(product.stock), decimal(product.sold));
    if (!isPositive(remaining)) throw new AppError('EARN_SOLD_OUT');
    if (gt(amount, remaining))
      throw new AppError('EARN_STOCK_SHORT', { remaining: text(remaining), coin: product.coin });
    const held = await trx
      .selectFrom('earn_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('held'))
      .where('user_id', '=', userId)
      .where('product_id', '=', product.id)
      .where('status', 'in', ['confirming', 'custody'])
      .executeTakeFirstOrThrow();
    const room = sub(decimal(product.user_limit), decimal(held.held));
    if (gt(amount, room))
      throw new AppError('EARN_USER_LIMIT', {
        remaining: text(isPositive(room) ? room : ZERO),
        coin: product.coin,
      });
  }

  /** A replay of `requestId`: the order it made, or IDEMPOTENCY_CONFLICT for different content. */
  async function replayOf(
    reader: Kysely<EarnTables>,
    userId: number,
    body: { productId: number; amount: string; requestId: string },
  ): Promise<EarnOrderRow | null> {
    const order = await reader
      .selectFrom('earn_order')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_id', '=', body.requestId)
      .executeTakeFirst();
    if (!order) return null;
    if (
      order.product_id !== body.productId ||
      decimal(order.amount).toString() !== decimal(body.amount).toString()
    )
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return order;
  }

  /**
   * Buys `amount` of a product with spot coins. In one transaction under
   * the product's lock: the checks, the order, the stock sold, and one
   * posting that moves the principal into custody in the buyer's finance
   * wallet and reserves the most the order can earn from the product's
   * funding account. A product whose free funding cannot cover that is
   * sold out. A repeated `requestId` answers with the first order.
   */
  async function buy(
    userId: number,
    body: { productId: number; amount: string; requestId: string },
  ): Promise<{ order: EarnOrderRow; replayed: boolean }> {
    const earlier = await replayOf(db, userId, body);
    if (earlier) return { order: earlier, replayed: true };
    const amount = decimal(body.amount);
    const payout = await clock();
    // Read before the transaction: on embedded PostgreSQL (one connection) a
    // query outside it would wait for it forever.
    const coin = await db
      .selectFrom('earn_product')
      .select('coin')
      .where('id', '=', body.productId)
      .executeTakeFirst();
    if (!coin) throw new AppError('EARN_PRODUCT_NOT_FOUND');
    const coinPlaces = await places(coin.coin);
    return db.transaction().execute(async (trx) => {
      const product = await trx
        .selectFrom('earn_product')
        .selectAll()
        .where('id', '=', body.productId)
        .forUpdate()
        .executeTakeFirst();
      if (!product) throw new AppError('EARN_PRODUCT_NOT_FOUND');
      // A twin of this request may have committed while we waited for the lock.
      const twin = await replayOf(trx, userId, body);
      if (twin) return { order: twin, replayed: true };
      await checkPurchase(trx, product, userId, amount, coinPlaces);
      const now = deps.nowMs();
      const schedule = scheduleOf(
        { kind: product.kind, lockDate: product.lock_date, cycleDays: product.cycle_days },
        now,
        payout,
      );
      if (schedule.lockAtMs !== null && now >= schedule.lockAtMs) throw new AppError('EARN_CLOSED');
      const reserved = incomeOver(
        amount,
        decimal(product.rate_max),
        product.cycle_days,
        coinPlaces,
      );
      const { free } = await funding(product, trx);
      if (gt(reserved, free)) throw new AppError('EARN_SOLD_OUT');
      const order = await trx
        .insertInto('earn_order')
        .values({
          user_id: userId,
          request_id: body.requestId,
          product_id: product.id,
          kind: product.kind,
          coin: product.coin,
          amount: text(amount),
          cycle_days: product.cycle_days,
          rate_min: product.rate_min,
          rate_max: product.rate_max,
          penalty_ratio: product.penalty_ratio,
          reserved: text(reserved),
          value_date: schedule.valueDate,
          status: schedule.lockAtMs === null ? 'custody' : 'confirming',
          due_at: new Date(schedule.lockAtMs ?? schedule.firstPayoutAtMs),
          created_at: new Date(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('earn_product')
        .set({ sold: sql`sold + ${text(amount)}::numeric` })
        .where('id', '=', product.id)
        .execute();
      await ledger.post(postings.purchase(postings.moneyOf(order), text(reserved)), { trx });
      return { order, replayed: false };
    });
  }

  async function lockOrder(trx: Trx, orderId: string, userId?: number) {
    let query = trx.selectFrom('earn_order').selectAll().where('id', '=', orderId);
    if (userId !== undefined) query = query.where('user_id', '=', userId);
    return query.forUpdate().executeTakeFirst();
  }

  /** What ending `order` early would cost now: the days not yet paid × the settlement ratio × the amount. */
  function redemptionOf(order: EarnOrderRow, coinPlaces: number) {
    const remainingDays = order.cycle_days - order.days_paid;
    const amount = decimal(order.amount);
    const penalty = penaltyFor(amount, decimal(order.penalty_ratio), remainingDays, coinPlaces);
    return { remainingDays, penalty, returned: sub(amount, penalty) };
  }

  /** Ends an order in the caller's transaction: principal back (less `penalty`), reserve freed. */
  async function closeOrder(
    trx: Trx,
    order: EarnOrderRow,
    how: 'matured' | 'redeemed' | 'cancelled',
    penalty: Decimal,
  ): Promise<EarnOrderRow> {
    const returned = sub(decimal(order.amount), penalty);
    const unused = sub(decimal(order.reserved), decimal(order.income_paid));
    await ledger.post(
      postings.close(postings.moneyOf(order), how, text(returned), text(penalty), text(unused)),
      { trx },
    );
    if (how === 'cancelled')
      await trx
        .updateTable('earn_product')
        .set({ sold: sql`sold - ${order.amount}::numeric` })
        .where('id', '=', order.product_id)
        .execute();
    return trx
      .updateTable('earn_order')
      .set({
        status: how,
        penalty: text(penalty),
        returned: text(returned),
        due_at: null,
        closed_at: new Date(deps.nowMs()),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Ends a fund early, with the penalty (spec: 0.4 % × 3 days × 1000 = 12,
   * so 988 comes back), or cancels a lock-up subscription before its lock
   * (no penalty: nothing was locked yet). A lock-up in its lock cannot be
   * ended: it unlocks at expiry. Redeeming a redeemed order answers with it.
   */
  async function redeem(
    userId: number,
    orderId: string,
  ): Promise<{ order: EarnOrderRow; replayed: boolean }> {
    const coin = await db
      .selectFrom('earn_order')
      .select('coin')
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!coin) throw new AppError('EARN_ORDER_NOT_FOUND');
    const coinPlaces = await places(coin.coin);
    return db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId, userId);
      if (!order) throw new AppError('EARN_ORDER_NOT_FOUND');
      if (order.status === 'redeemed' || order.status === 'cancelled')
        return { order, replayed: true };
      if (order.status === 'confirming')
        return { order: await closeOrder(trx, order, 'cancelled', ZERO), replayed: false };
      if (order.status !== 'custody' || order.kind !== 'fund')
        throw new AppError('EARN_NOT_REDEEMABLE');
      const { penalty } = redemptionOf(order, coinPlaces);
      return { order: await closeOrder(trx, order, 'redeemed', penalty), replayed: false };
    });
  }

  const payouts = createPayouts({
    ...deps,
    clock,
    places,
    lockOrder,
    closeOrder,
  });

  return { clock, places, funding, buy, redeem, redemptionOf, runDue: payouts.runDue };
}

export type Earn = ReturnType<typeof createEarn>;
