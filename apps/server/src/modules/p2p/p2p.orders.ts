import type { orderPlaceBody, P2pOrder, quickOrderBody } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gt,
  isPositive,
  lt,
  sub,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { ModuleJobQueue } from '../../module.js';
import { utcDayStart } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountService, RequestContext, SecurityService, UserRow } from '../account/index.js';
import type { IdentityQuery } from '../identity/index.js';
import type { Ledger, Posting } from '../ledger/index.js';
import { appendRecord, type OrderRecord, type Recorded } from './p2p.chain.js';
import { openEscrow, releaseEscrow, returnEscrow } from './p2p.escrow.js';
import { lockTrader, plain, type Market } from './p2p.market.js';
import { createOrderReads, OPEN_STATES, type PaymentSnapshot } from './p2p.orders.reads.js';
import { createOrderTerms, sizeOf } from './p2p.orders.terms.js';
import { step, type OrderAction, type OrderRole, type OrderState } from './p2p.order.core.js';
import type { AdRow, OrderRow, P2pTables } from './p2p.tables.js';
import type { OutflowCheck } from '../../module.js';

export interface OrderDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly market: Market;
  readonly box: SecretBox;
  readonly jobs: ModuleJobQueue;
  /** Reports a new case-file record, in its transaction, for the parties' notifications. */
  readonly recorded: Recorded;
  readonly identity: () => IdentityQuery;
  readonly accounts: Pick<AccountService, 'summaries'>;
  readonly security: Pick<SecurityService, 'verifyFundPassword'>;
  /** What a user holds in USD across their wallets (the "holding above 30 USDT" condition). */
  readonly holdingUsd: (userId: number) => Promise<Decimal>;
  /** Pushes an order's records from a sequence on to its parties (the chat's live feed). */
  readonly pushFrom: (orderId: number, fromSeq: number) => Promise<void>;
  /** Promotional credit's check on coins a seller puts in escrow from their balance, in the order's transaction. */
  readonly outflow?: OutflowCheck;
}

export { OPEN_STATES };

export const EXPIRE_JOB = 'p2p.expire';
export const OVERDUE_JOB = 'p2p.overdue';
/**
 * Jobs enqueued with records before notifications became domain events:
 * each now publishes its record's event (see `p2p.module.ts`).
 */
export const NOTIFY_JOB = 'p2p.notify';

const orderNo = (id: number, at: Date) =>
  `${at.toISOString().slice(2, 10).replaceAll('-', '')}${String(id).padStart(8, '0')}`;

/**
 * P2P orders: taking an ad puts the seller's coins in escrow; the buyer
 * pays outside the platform and marks it paid; the seller releases the
 * coins to the buyer, or the buyer cancels and they go back. Every change
 * of an order's state is one transaction under the order's row lock,
 * checked against the one transition table (`p2p.order.core.ts`), with its
 * ledger posting and its record in the order's chained case file. Payment
 * deadlines and release windows are durable jobs, enqueued with the order.
 */
export function createOrders(deps: OrderDeps) {
  const { db, ledger, market, box } = deps;
  const now = () => new Date(deps.nowMs());
  const reads = createOrderReads(deps);
  const { view } = reads;
  const terms = createOrderTerms(deps);
  const { conditionRefusal, hasHistory, firstTradeCapUsd } = terms;

  const coins = (order: OrderRow) => ({
    orderId: order.id,
    sellerId: order.seller_id,
    buyerId: order.buyer_id,
    coin: order.coin,
    quantity: plain(order.quantity),
  });

  /** The payment method the fiat goes to, sealed for the order. Errors: see `place`. */
  async function paymentFor(
    user: UserRow,
    ad: AdRow,
    buying: boolean,
    methodId: number,
  ): Promise<{ id: number; snapshot: PaymentSnapshot }> {
    const accepted = (await market.paymentsOf([ad]))(ad);
    let chosen;
    if (buying) {
      if (!accepted.some((p) => p.id === methodId))
        throw new AppError('P2P_PAYMENT_METHOD_MISMATCH');
      chosen = methodId;
    } else {
      const own = await db
        .selectFrom('p2p_payment_method')
        .select(['id', 'type'])
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .where('enabled', '=', true)
        .execute();
      if (own.length === 0) throw new AppError('P2P_PAYMENT_METHOD_MISSING');
      const mine = own.find((m) => m.id === methodId);
      if (!mine) throw new AppError('P2P_PAYMENT_METHOD_NOT_FOUND');
      if (!accepted.some((p) => p.type === mine.type))
        throw new AppError('P2P_PAYMENT_METHOD_MISMATCH');
      chosen = methodId;
    }
    const row = await db
      .selectFrom('p2p_payment_method')
      .selectAll()
      .where('id', '=', chosen)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      snapshot: {
        type: row.type,
        realName: row.real_name,
        bankName: row.bank_name,
        account: row.account === null ? null : box.open(row.account),
        branch: row.branch,
        qrFileId: row.qr_file_id,
      },
    };
  }

  /** The caller's order, locked; its role. Errors: P2P_ORDER_NOT_FOUND. */
  async function lockedOrder(
    trx: Transaction<P2pTables>,
    id: number,
    userId: number | null,
  ): Promise<{ order: OrderRow; role: OrderRole }> {
    const order = await trx
      .selectFrom('p2p_order')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw new AppError('P2P_ORDER_NOT_FOUND');
    if (userId === null) return { order, role: 'system' };
    if (order.buyer_id === userId) return { order, role: 'buyer' };
    if (order.seller_id === userId) return { order, role: 'seller' };
    throw new AppError('P2P_ORDER_NOT_FOUND');
  }

  /** Moves an order by the transition table, or throws its refusal. */
  function next(order: OrderRow, action: OrderAction, role: OrderRole): OrderState {
    const result = step(order.status, action, role);
    if ('error' in result) throw new AppError(result.error);
    return result.to;
  }

  /** Each open transaction's new records: order id to its first new sequence, pushed once it commits. */
  const written = new WeakMap<Transaction<P2pTables>, Map<number, number>>();

  /** Appends to an order's case file; the parties get it live once the transaction commits. */
  async function record(trx: Transaction<P2pTables>, orderId: number, entry: OrderRecord) {
    const { seq } = await appendRecord(trx, orderId, entry, now());
    // The parties' notifications are a domain event that commits with the record.
    await deps.recorded(trx, orderId, seq, entry);
    const pending = written.get(trx);
    if (pending && !pending.has(orderId)) pending.set(orderId, seq);
    return seq;
  }

  /** A transaction whose records are pushed to the orders' parties after it commits. */
  async function inTx<T>(work: (trx: Transaction<P2pTables>) => Promise<T>): Promise<T> {
    let pending = new Map<number, number>();
    const result = await db.transaction().execute(async (trx) => {
      pending = new Map();
      written.set(trx, pending);
      return work(trx);
    });
    for (const [orderId, seq] of pending) await deps.pushFrom(orderId, seq);
    return result;
  }

  /** An open appeal ends with its order: the seller released it or the buyer cancelled. */
  async function closeAppeal(trx: Transaction<P2pTables>, orderId: number): Promise<void> {
    await trx
      .updateTable('p2p_appeal')
      .set({ status: 'resolved', closed_at: now() })
      .where('order_id', '=', orderId)
      .where('status', '=', 'open')
      .execute();
  }

  /**
   * Cancels: the escrow goes back where it came from (a listed sell ad's
   * hold, or the seller's balance) and the ad's remaining quantity grows.
   */
  async function cancelIn(
    trx: Transaction<P2pTables>,
    order: OrderRow,
    by: 'buyer' | 'system' | 'operator',
    reason: string,
    actor: string = by,
  ): Promise<OrderRow> {
    const ad = await trx
      .selectFrom('p2p_ad')
      .selectAll()
      .where('id', '=', order.ad_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const quantity = decimal(order.quantity);
    const remaining = add(decimal(ad.remaining), quantity);
    let seq = ad.hold_seq;
    if (ad.side === 'sell' && ad.status === 'listed') {
      seq += 1;
      await ledger.post(
        returnEscrow(coins(order), {
          kind: 'ad',
          adId: ad.id,
          oldSeq: ad.hold_seq,
          held: plain(ad.remaining),
          newSeq: seq,
          total: toPlainString(remaining),
        }),
        { trx },
      );
    } else {
      await ledger.post(returnEscrow(coins(order), { kind: 'balance' }), { trx });
    }
    await trx
      .updateTable('p2p_ad')
      .set({ remaining: toPlainString(remaining), hold_seq: seq, updated_at: now() })
      .where('id', '=', ad.id)
      .execute();
    await closeAppeal(trx, order.id);
    const cancelled = await trx
      .updateTable('p2p_order')
      .set({
        status: 'cancelled',
        cancel_reason: reason,
        cancelled_by: by,
        finished_at: now(),
        updated_at: now(),
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await record(trx, order.id, {
      kind: 'status',
      actor,
      body: { from: order.status, to: 'cancelled', reason },
    });
    return cancelled;
  }

  /** The escrow to the buyer; the ad ends when nothing is left and no order is open. */
  async function completeIn(
    trx: Transaction<P2pTables>,
    order: OrderRow,
    actor: string,
    posting: Posting = releaseEscrow(coins(order), 'released'),
    detail: Record<string, unknown> = {},
  ): Promise<OrderRow> {
    await ledger.post(posting, { trx });
    await closeAppeal(trx, order.id);
    const completed = await trx
      .updateTable('p2p_order')
      .set({ status: 'completed', finished_at: now(), updated_at: now() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const ad = await trx
      .selectFrom('p2p_ad')
      .selectAll()
      .where('id', '=', order.ad_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (
      !isPositive(decimal(ad.remaining)) &&
      (ad.status === 'listed' || ad.status === 'delisted')
    ) {
      const open = await trx
        .selectFrom('p2p_order')
        .select('id')
        .where('ad_id', '=', ad.id)
        .where('status', 'in', OPEN_STATES as OrderState[])
        .limit(1)
        .executeTakeFirst();
      if (!open)
        await trx
          .updateTable('p2p_ad')
          .set({ status: 'ended', updated_at: now() })
          .where('id', '=', ad.id)
          .execute();
    }
    await record(trx, order.id, {
      kind: 'status',
      actor,
      body: { from: order.status, to: 'completed', ...detail },
    });
    return completed;
  }

  async function byRequest(user: UserRow, requestId: string): Promise<P2pOrder | null> {
    const row = await db
      .selectFrom('p2p_order')
      .selectAll()
      .where('taker_id', '=', user.id)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? view(row, user.id) : null;
  }

  /**
   * Takes an ad. `buying` takes a sell ad; otherwise the caller sells to a
   * buy ad. Errors: REAL_NAME_NOT_PASSED, P2P_AD_NOT_FOUND, P2P_OWN_AD,
   * P2P_AD_REQUIREMENTS, P2P_PAYMENT_METHOD_MISSING / _NOT_FOUND /
   * _MISMATCH / _INELIGIBLE (a first trade above its method's risk cap),
   * P2P_PRICE_UNAVAILABLE, FIELD_OUT_OF_RANGE (more decimals than the coin
   * or fiat has), P2P_AMOUNT_OUT_OF_RANGE, P2P_AD_QUANTITY_SHORT,
   * P2P_CANCEL_LIMIT, P2P_OPEN_ORDER_LIMIT, P2P_DAILY_LIMIT, INSUFFICIENT_BALANCE.
   */
  async function place(
    user: UserRow,
    buying: boolean,
    input: z.output<typeof orderPlaceBody>,
  ): Promise<P2pOrder> {
    const repeated = await byRequest(user, input.requestId);
    if (repeated) return repeated;
    await deps.identity().require(user.id, 'primary');
    const ad = await db
      .selectFrom('p2p_ad')
      .selectAll()
      .where('id', '=', input.adId)
      .executeTakeFirst();
    if (!ad || !market.takesOrders(ad, deps.nowMs()) || ad.side !== (buying ? 'sell' : 'buy')) {
      if (ad && ad.status === 'listed' && ad.side === (buying ? 'sell' : 'buy'))
        throw new AppError('P2P_AD_QUANTITY_SHORT');
      throw new AppError('P2P_AD_NOT_FOUND');
    }
    if (ad.user_id === user.id) throw new AppError('P2P_OWN_AD');
    if (await conditionRefusal(user, ad)) throw new AppError('P2P_AD_REQUIREMENTS');
    const payment = await paymentFor(user, ad, buying, input.paymentMethodId);
    const prices = market.pricer();
    const price = await prices.priceOf(ad);
    const fiat = await prices.fiatOf(ad.fiat);
    if (price === null || fiat === null) throw new AppError('P2P_PRICE_UNAVAILABLE');
    const coin = await db
      .selectFrom('p2p_coin')
      .select('decimals')
      .where('coin', '=', ad.coin)
      .executeTakeFirstOrThrow();
    const size = sizeOf(input.by, decimal(input.value), price, coin.decimals, fiat.decimals);
    const usdValue = div(size.amount, fiat.rate, 8, 'half_up');
    const buyerId = buying ? user.id : ad.user_id;
    const sellerId = buying ? ad.user_id : user.id;
    if (!(await hasHistory(buyerId)) && gt(usdValue, await firstTradeCapUsd(payment.snapshot.type)))
      throw new AppError('P2P_PAYMENT_METHOD_INELIGIBLE');
    const dailyUsd = await deps.identity().fiatDailyUsd(user.id);

    const created = await inTx(async (trx) => {
      await lockTrader(trx, user.id, now());
      const twin = await trx
        .selectFrom('p2p_order')
        .selectAll()
        .where('taker_id', '=', user.id)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (twin) return twin;
      const settings = await trx.selectFrom('p2p_setting').selectAll().executeTakeFirstOrThrow();
      if (buying && (await cancellationsToday(trx, user.id)) >= settings.cancel_limit)
        throw new AppError('P2P_CANCEL_LIMIT');
      const { n } = await trx
        .selectFrom('p2p_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('taker_id', '=', user.id)
        .where('status', 'in', OPEN_STATES as OrderState[])
        .executeTakeFirstOrThrow();
      if (Number(n) >= settings.open_order_limit)
        throw new AppError('P2P_OPEN_ORDER_LIMIT', { limit: settings.open_order_limit });
      if (dailyUsd !== null) {
        const today = await trx
          .selectFrom('p2p_order')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('usd_value'), eb.val('0')).as('usd'))
          .where((eb) => eb.or([eb('buyer_id', '=', user.id), eb('seller_id', '=', user.id)]))
          .where('status', '!=', 'cancelled')
          .where('created_at', '>=', utcDayStart(deps.nowMs()))
          .executeTakeFirstOrThrow();
        if (gt(add(decimal(String(today.usd)), usdValue), decimal(dailyUsd)))
          throw new AppError('P2P_DAILY_LIMIT', { limit: plain(dailyUsd) });
      }
      // The ad's row lock: two takers of its last coins queue here, and the
      // second sees what the first left.
      const fresh = await trx
        .selectFrom('p2p_ad')
        .selectAll()
        .where('id', '=', ad.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!market.takesOrders(fresh, deps.nowMs())) {
        if (fresh.status === 'listed') throw new AppError('P2P_AD_QUANTITY_SHORT');
        throw new AppError('P2P_AD_NOT_FOUND');
      }
      const max = await market.maxNow(fresh, price, prices);
      if (lt(size.amount, decimal(fresh.min_amount)) || gt(size.amount, max))
        throw new AppError('P2P_AMOUNT_OUT_OF_RANGE', {
          min: plain(fresh.min_amount),
          max: toPlainString(max),
        });
      if (!isPositive(size.quantity))
        throw new AppError('P2P_AMOUNT_OUT_OF_RANGE', {
          min: plain(fresh.min_amount),
          max: toPlainString(max),
        });
      if (gt(size.quantity, decimal(fresh.remaining))) throw new AppError('P2P_AD_QUANTITY_SHORT');
      const { id } = await sql<{ id: number }>`select nextval('p2p_order_id_seq')::int as id`
        .execute(trx)
        .then((r) => r.rows[0] ?? { id: 0 });
      if (id === 0) throw new Error('no order id');
      const at = now();
      const deadline = new Date(deps.nowMs() + fresh.payment_minutes * 60_000);
      const order = await trx
        .insertInto('p2p_order')
        .values({
          id,
          order_no: orderNo(id, at),
          ad_id: fresh.id,
          taker_id: user.id,
          request_id: input.requestId,
          buyer_id: buyerId,
          seller_id: sellerId,
          coin: fresh.coin,
          fiat: fresh.fiat,
          price: toPlainString(price),
          quantity: toPlainString(size.quantity),
          amount: toPlainString(size.amount),
          usd_value: toPlainString(usdValue),
          status: 'unpaid',
          payment_type: payment.snapshot.type,
          payment_method_id: payment.id,
          payment: box.seal(JSON.stringify(payment.snapshot)),
          payment_minutes: fresh.payment_minutes,
          pay_deadline: deadline,
          release_deadline: null,
          hold_key: `p2p-order:${id}`,
          cancel_reason: null,
          cancelled_by: null,
          created_at: at,
          paid_at: null,
          finished_at: null,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // Selling to a buy ad: the seller's coins leave through this escrow.
      if (fresh.side === 'buy')
        await deps.outflow?.(user.id, fresh.coin, size.quantity, trx as unknown as Kysely<unknown>);
      await ledger.post(
        openEscrow(
          coins(order),
          fresh.side === 'sell'
            ? { kind: 'ad', adId: fresh.id, seq: fresh.hold_seq }
            : { kind: 'balance' },
        ),
        { trx },
      );
      await trx
        .updateTable('p2p_ad')
        .set({
          remaining: toPlainString(sub(decimal(fresh.remaining), size.quantity)),
          updated_at: at,
        })
        .where('id', '=', fresh.id)
        .execute();
      await record(trx, id, {
        kind: 'status',
        actor: buying ? 'buyer' : 'seller',
        body: {
          to: 'unpaid',
          price: toPlainString(price),
          quantity: toPlainString(size.quantity),
          amount: toPlainString(size.amount),
          payDeadline: deadline.toISOString(),
        },
      });
      // The ad's auto-reply opens the chat, in its owner's name.
      if (fresh.auto_reply)
        await record(trx, id, {
          kind: 'message',
          actor: buying ? 'seller' : 'buyer',
          body: { text: fresh.auto_reply, fileIds: [], autoReply: true },
        });
      await deps.jobs.enqueue(
        EXPIRE_JOB,
        { orderId: id },
        {
          key: `${EXPIRE_JOB}:${id}`,
          runAtMs: deadline.getTime(),
          trx,
        },
      );
      return order;
    });
    return view(created, user.id);
  }

  /** Cancellations that count against a buyer today (UTC): their own, and payment times they let run out. */
  async function cancellationsToday(trx: Kysely<P2pTables>, userId: number): Promise<number> {
    const { n } = await trx
      .selectFrom('p2p_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('buyer_id', '=', userId)
      .where('status', '=', 'cancelled')
      .where('cancelled_by', 'in', ['buyer', 'system'])
      .where('finished_at', '>=', utcDayStart(deps.nowMs()))
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  return {
    place,

    /** What appeals settle orders with: the same locks, table, records and postings. */
    settlement: {
      inTx,
      lockedOrder,
      next,
      record,
      complete: completeIn,
      cancel: cancelIn,
      coins,
      view,
    },

    /**
     * The quick zone: the best-priced ad that takes this amount from this
     * caller (lowest price to buy, highest to sell), taken at once.
     * Errors: P2P_ORDER_NOT_FOUND (no ad matches), and those of `place`.
     */
    async quick(
      user: UserRow,
      buying: boolean,
      input: z.output<typeof quickOrderBody>,
      candidates: (query: {
        side: 'buy' | 'sell';
        coin: string;
        fiat: string;
        paymentType?: OrderRow['payment_type'];
      }) => Promise<AdRow[]>,
    ): Promise<P2pOrder> {
      const repeated = await byRequest(user, input.requestId);
      if (repeated) return repeated;
      let paymentType = input.paymentType;
      if (!buying) {
        if (input.paymentMethodId === undefined) throw new AppError('P2P_PAYMENT_METHOD_MISSING');
        const own = await db
          .selectFrom('p2p_payment_method')
          .select('type')
          .where('id', '=', input.paymentMethodId)
          .where('user_id', '=', user.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!own) throw new AppError('P2P_PAYMENT_METHOD_NOT_FOUND');
        paymentType = own.type;
      }
      const ads = await candidates({
        side: buying ? 'sell' : 'buy',
        coin: input.coin,
        fiat: input.fiat,
        ...(paymentType ? { paymentType } : {}),
      });
      const prices = market.pricer();
      const payments = await market.paymentsOf(ads);
      for (const ad of ads) {
        if (ad.user_id === user.id || (await conditionRefusal(user, ad))) continue;
        const price = await prices.priceOf(ad);
        const fiat = await prices.fiatOf(ad.fiat);
        if (price === null || fiat === null) continue;
        const coin = await db
          .selectFrom('p2p_coin')
          .select('decimals')
          .where('coin', '=', ad.coin)
          .executeTakeFirstOrThrow();
        let size;
        try {
          size = sizeOf(input.by, decimal(input.value), price, coin.decimals, fiat.decimals);
        } catch {
          continue;
        }
        const max = await market.maxNow(ad, price, prices);
        if (lt(size.amount, decimal(ad.min_amount)) || gt(size.amount, max)) continue;
        if (!isPositive(size.quantity) || gt(size.quantity, decimal(ad.remaining))) continue;
        const method = buying
          ? payments(ad).find((p) => paymentType === undefined || p.type === paymentType)
          : { id: input.paymentMethodId ?? 0 };
        if (!method) continue;
        return place(user, buying, {
          adId: ad.id,
          by: input.by,
          value: input.value,
          paymentMethodId: method.id,
          requestId: input.requestId,
        });
      }
      throw new AppError('P2P_ORDER_NOT_FOUND');
    },

    preview: terms.preview,

    /** The buyer marks the fiat sent; the release window starts. Errors: P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE, P2P_ORDER_FINISHED. */
    async pay(user: UserRow, id: number): Promise<P2pOrder> {
      const row = await inTx(async (trx) => {
        const { order, role } = await lockedOrder(trx, id, user.id);
        const to = next(order, 'pay', role);
        const { release_minutes: minutes } = await trx
          .selectFrom('p2p_setting')
          .select('release_minutes')
          .executeTakeFirstOrThrow();
        const releaseDeadline = new Date(deps.nowMs() + minutes * 60_000);
        const paid = await trx
          .updateTable('p2p_order')
          .set({ status: to, paid_at: now(), release_deadline: releaseDeadline, updated_at: now() })
          .where('id', '=', order.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await record(trx, order.id, {
          kind: 'status',
          actor: role,
          body: { from: order.status, to },
        });
        await deps.jobs.enqueue(
          OVERDUE_JOB,
          { orderId: order.id },
          {
            key: `${OVERDUE_JOB}:${order.id}`,
            runAtMs: releaseDeadline.getTime(),
            trx,
          },
        );
        return paid;
      });
      return view(row, user.id);
    },

    /**
     * The buyer gives the order up, with a reason; the coins go back.
     * Errors: P2P_CANCEL_REASON_REQUIRED, P2P_ORDER_NOT_FOUND,
     * P2P_ORDER_STATE (the seller may not cancel), P2P_ORDER_FINISHED.
     */
    async cancel(user: UserRow, id: number, reason: string): Promise<P2pOrder> {
      if (reason.trim() === '') throw new AppError('P2P_CANCEL_REASON_REQUIRED');
      const row = await inTx(async (trx) => {
        const { order, role } = await lockedOrder(trx, id, user.id);
        next(order, 'cancel', role);
        return cancelIn(trx, order, 'buyer', reason.trim());
      });
      return view(row, user.id);
    },

    /**
     * The seller confirms receipt from the buyer's verified name and
     * releases the coins, irreversibly. The fund password is checked first
     * (five wrong in a row lock it). Errors: FUND_PASSWORD_NOT_SET,
     * FUND_PASSWORD_WRONG, FUND_PASSWORD_LOCKED, P2P_ORDER_NOT_FOUND,
     * P2P_ORDER_STATE (not the seller, or not paid), P2P_ORDER_FINISHED.
     */
    async release(
      user: UserRow,
      id: number,
      fundPassword: string,
      context: RequestContext,
    ): Promise<P2pOrder> {
      // The state is checked before the password, so a wrong state costs no attempt.
      const current = await db
        .selectFrom('p2p_order')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!current || (current.buyer_id !== user.id && current.seller_id !== user.id))
        throw new AppError('P2P_ORDER_NOT_FOUND');
      next(current, 'release', current.seller_id === user.id ? 'seller' : 'buyer');
      await deps.security.verifyFundPassword(user.id, fundPassword, context);
      const row = await inTx(async (trx) => {
        const { order, role } = await lockedOrder(trx, id, user.id);
        next(order, 'release', role);
        return completeIn(trx, order, role);
      });
      return view(row, user.id);
    },

    /** The payment deadline's job: an order still unpaid is cancelled. Safe to run twice. */
    async expire(id: number): Promise<void> {
      await inTx(async (trx) => {
        const { order } = await lockedOrder(trx, id, null);
        if (order.status !== 'unpaid' || order.pay_deadline.getTime() > deps.nowMs()) return;
        next(order, 'expire', 'system');
        await cancelIn(trx, order, 'system', 'payment time ran out');
      });
    },

    /** The release window's job: a paid order still not released counts as timed out. */
    async overdue(id: number): Promise<void> {
      await inTx(async (trx) => {
        const { order } = await lockedOrder(trx, id, null);
        if (
          order.status !== 'paid' ||
          (order.release_deadline?.getTime() ?? Infinity) > deps.nowMs()
        )
          return;
        const to = next(order, 'overdue', 'system');
        await trx
          .updateTable('p2p_order')
          .set({ status: to, updated_at: now() })
          .where('id', '=', order.id)
          .execute();
        await record(trx, order.id, {
          kind: 'status',
          actor: 'system',
          body: { from: order.status, to },
        });
      });
    },

    withdrawHold: reads.withdrawHold,
    mine: reads.mine,
    detail: reads.detail,
  };
}

export type Orders = ReturnType<typeof createOrders>;
