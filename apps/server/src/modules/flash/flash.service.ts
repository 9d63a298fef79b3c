/**
 * Flash exchange: quote, then confirm (spec section 4). A quote prices an
 * amount on the spot books as they stand (`flash.core.ts`) and is kept for
 * QUOTE_VALID_MS. Confirming it, with the fund password, places one
 * fill-or-kill spot order per leg at the quote's worst prices: the user gets
 * the quoted amount or more, or nothing moves and the answer is RATE_CHANGED
 * with a fresh quote. Money moves only through those spot orders (so through
 * the ledger, with the spot fees); this module records the conversion.
 *
 * A two-leg route (through USDT) cannot be atomic across two books: if the
 * second leg's rate moved after the first filled, the exchange is recorded
 * PARTIAL, the user holds the USDT, and the reply carries a quote for the
 * rest (`nextQuote`).
 */
import { randomBytes } from 'node:crypto';
import type {
  MarketConfig,
  PlaceOrderBody,
  QuickExchange,
  QuickQuote,
  SpotOrder,
} from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  mul,
  round,
  sub,
  toPlainString,
  ROUNDING,
  type Decimal,
} from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError, isAppError } from '../../http/app-error.js';
import type { RequestContext } from '../account/index.js';
import type { Clock } from '../../lib/clock.js';
import { paged } from '../../lib/paging.js';
import { flashOrderId, quoteLeg, route, type Leg, type LegQuote } from './flash.core.js';
import type { FlashTables, FlashExchangeRow } from './flash.tables.js';

/** How long a quote may be confirmed. */
export const QUOTE_VALID_MS = 10_000;
/** Book levels a quote may walk. */
const DEPTH_LEVELS = 500;

export interface FlashDeps<T> {
  readonly db: Kysely<T>;
  readonly clock: Clock;
  readonly spot: {
    markets(): readonly MarketConfig[];
    depth(symbol: string, levels: number): { bids: [string, string][]; asks: [string, string][] };
    place(userId: number, body: PlaceOrderBody): Promise<SpotOrder>;
  };
  readonly decimalsOf: () => Promise<(coin: string) => number>;
  /**
   * Brings the books of these markets up to date before a quote reads them
   * (the demo venue syncs its mirror of the live books); none live.
   */
  readonly prepare?: (symbols: readonly string[]) => Promise<void>;
  readonly verifyFundPassword: (
    userId: number,
    password: string,
    context: RequestContext,
  ) => Promise<void>;
}

interface Held {
  readonly userId: number;
  readonly quote: QuickQuote;
  readonly legs: readonly LegQuote[];
  readonly request: { fromCoin: string; toCoin: string; amount: string };
}

const text = (d: Decimal) => toPlainString(d);

export function createFlashService<T>(deps: FlashDeps<T>) {
  const db = deps.db as unknown as Kysely<FlashTables>;
  const quotes = new Map<string, Held>();
  const confirming = new Map<string, Promise<QuickExchange>>();

  function prune(now: number): void {
    // Kept a minute past expiry so a late confirm is told QUOTE_EXPIRED, not "not found".
    for (const [id, held] of quotes) if (held.quote.expiresAt + 60_000 < now) quotes.delete(id);
  }

  async function makeQuote(userId: number, request: Held['request']): Promise<QuickQuote> {
    const now = deps.clock.nowMs();
    prune(now);
    const decimalsOf = await deps.decimalsOf();
    const legs: LegQuote[] = [];
    let spend = decimal(request.amount);
    const path = route(deps.spot.markets(), request.fromCoin, request.toCoin);
    await deps.prepare?.(path.map((leg) => leg.market.symbol));
    for (const leg of path) {
      const depth = deps.spot.depth(leg.market.symbol, DEPTH_LEVELS);
      const quoted = quoteLeg(
        leg,
        spend,
        leg.side === 'sell' ? depth.bids : depth.asks,
        decimalsOf,
      );
      legs.push(quoted);
      spend = quoted.net;
    }
    const first = legs[0];
    const last = legs.at(-1);
    if (!first || !last) throw new AppError('EXCHANGE_PAIR_UNSUPPORTED');
    // A first leg's fee (in USDT) shown in toCoin at the second leg's own rate.
    const fee =
      first === last
        ? last.fee
        : round(
            mul(first.fee, div(last.gross, last.spend, 18, ROUNDING.floor)),
            decimalsOf(request.toCoin),
            ROUNDING.ceil,
          );
    const quoteId = randomBytes(12).toString('base64url');
    const quote: QuickQuote = {
      quoteId,
      fromCoin: request.fromCoin,
      toCoin: request.toCoin,
      fromAmount: text(first.spend),
      toAmount: text(last.net),
      rate: text(div(last.net, first.spend, 12, ROUNDING.floor)),
      fee: text(fee),
      route: legs.map((q) => ({
        symbol: q.leg.market.symbol,
        side: q.leg.side,
        limitPrice: text(q.limitPrice),
      })),
      expiresAt: now + QUOTE_VALID_MS,
      validForMs: QUOTE_VALID_MS,
    };
    quotes.set(quoteId, { userId, quote, legs, request });
    return quote;
  }

  /** A fresh quote to hand back with RATE_CHANGED / QUOTE_EXPIRED; its own failure wins. */
  async function requote(
    userId: number,
    request: Held['request'],
    key: 'RATE_CHANGED' | 'QUOTE_EXPIRED',
  ) {
    const fresh = await makeQuote(userId, request);
    return new AppError(key, {}, fresh);
  }

  /** One leg as a fill-or-kill order; null when the book no longer allows it. */
  async function execute(userId: number, leg: Leg, amount: Decimal, limit: Decimal, id: string) {
    const order = await deps.spot.place(userId, {
      symbol: leg.market.symbol,
      side: leg.side,
      type: 'limit',
      timeInForce: 'FOK',
      price: text(limit),
      amount: text(amount),
      clientOrderId: id,
    });
    return order.status === 'FILLED' ? order : null;
  }

  /** What a filled spot order gave the user, fees taken, and what it cost. */
  const received = (order: SpotOrder) =>
    sub(
      decimal(order.side === 'sell' ? order.filledQuote : order.filledAmount),
      decimal(order.fee),
    );
  const spent = (order: SpotOrder) =>
    decimal(order.side === 'sell' ? order.filledAmount : order.filledQuote);

  /**
   * The fees paid, in toCoin: the last leg's own, plus a first leg's (in
   * USDT) at the rate the second leg achieved. A PARTIAL exchange paid the
   * first leg's fee in USDT and received no toCoin: its fee reads 0 here and
   * the USDT it holds is net of it.
   */
  function feeInToCoin(orders: readonly SpotOrder[], status: 'FILLED' | 'PARTIAL'): Decimal {
    const [one, two] = orders;
    if (!one || status === 'PARTIAL') return decimal('0');
    if (!two) return decimal(one.fee);
    const rate = div(add(received(two), decimal(two.fee)), spent(two), 18, ROUNDING.floor);
    return add(decimal(two.fee), round(mul(decimal(one.fee), rate), 18, ROUNDING.ceil));
  }

  async function confirm(userId: number, held: Held, quoteId: string): Promise<QuickExchange> {
    const [first, second] = held.legs;
    if (!first) throw new AppError('QUOTE_NOT_FOUND');
    const one = await execute(
      userId,
      first.leg,
      first.amount,
      first.limitPrice,
      flashOrderId(quoteId, 1),
    );
    if (!one) {
      // Nothing executed; this quote can never fill now, so it is gone.
      quotes.delete(quoteId);
      throw await requote(userId, held.request, 'RATE_CHANGED');
    }
    const orders = [one];
    let status: 'FILLED' | 'PARTIAL' = 'FILLED';
    let nextQuote: QuickQuote | null = null;
    if (second) {
      const have = received(one);
      const lot = decimal(second.leg.market.lotSize);
      const base =
        second.leg.side === 'sell' ? have : div(have, second.limitPrice, 18, ROUNDING.floor);
      const amount = mul(div(base, lot, 0, ROUNDING.floor), lot);
      const two =
        amount.units > 0n
          ? await execute(
              userId,
              second.leg,
              amount,
              second.limitPrice,
              flashOrderId(quoteId, 2),
            ).catch((error: unknown) => (isAppError(error) ? null : Promise.reject(error)))
          : null;
      if (two) orders.push(two);
      else {
        status = 'PARTIAL';
        const rest = {
          fromCoin: first.leg.market.quote,
          toCoin: held.request.toCoin,
          amount: text(have),
        };
        // The rest may not be quotable at all (an empty book): the record still stands.
        nextQuote = await makeQuote(userId, rest).catch((error: unknown) =>
          isAppError(error) ? null : Promise.reject(error),
        );
      }
    }
    const last = orders.at(-1) ?? one;
    const fromAmount = spent(one);
    const toAmount = status === 'FILLED' ? received(last) : decimal('0');
    const row = await db
      .insertInto('flash_exchange')
      .values({
        user_id: userId,
        quote_id: quoteId,
        from_coin: held.request.fromCoin,
        to_coin: held.request.toCoin,
        from_amount: text(fromAmount),
        to_amount: text(toAmount),
        rate: text(div(toAmount, fromAmount, 12, ROUNDING.floor)),
        quoted_rate: held.quote.rate,
        fee: text(feeInToCoin(orders, status)),
        route: JSON.stringify(held.quote.route.map((leg) => leg.symbol)),
        order_ids: JSON.stringify(orders.map((o) => o.orderId)),
        status,
        held_asset: status === 'PARTIAL' ? first.leg.market.quote : null,
        held_amount: status === 'PARTIAL' ? text(received(one)) : null,
        created_at: new Date(deps.clock.nowMs()),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    quotes.delete(quoteId);
    return { ...toWire(row), nextQuote };
  }

  return {
    quote: (userId: number, request: Held['request']) => makeQuote(userId, request),

    /** Executes a quote once; a repeat answers the first result. */
    async confirm(
      userId: number,
      quoteId: string,
      fundPassword: string,
      context: RequestContext,
    ): Promise<QuickExchange> {
      const done = await db
        .selectFrom('flash_exchange')
        .selectAll()
        .where('quote_id', '=', quoteId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (done) return toWire(done);
      const held = quotes.get(quoteId);
      if (!held || held.userId !== userId) throw new AppError('QUOTE_NOT_FOUND');
      // Expiry first: a password sent for a dead quote is never checked or counted.
      if (deps.clock.nowMs() > held.quote.expiresAt) {
        quotes.delete(quoteId);
        throw await requote(userId, held.request, 'QUOTE_EXPIRED');
      }
      await deps.verifyFundPassword(userId, fundPassword, context);
      const running = confirming.get(quoteId);
      if (running) return running;
      const result = confirm(userId, held, quoteId);
      confirming.set(quoteId, result);
      try {
        return await result;
      } finally {
        confirming.delete(quoteId);
      }
    },

    list(userId: number, pageNo: number, pageSize: number) {
      const base = db.selectFrom('flash_exchange').where('user_id', '=', userId);
      return paged(
        pageNo,
        pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        toWire,
      );
    },
  };
}

function toWire(row: FlashExchangeRow): QuickExchange {
  const plain = (value: string | null) => (value === null ? null : toPlainString(decimal(value)));
  const list = (value: unknown): string[] =>
    (typeof value === 'string' ? (JSON.parse(value) as string[]) : (value as string[])) ?? [];
  return {
    id: row.id,
    quoteId: row.quote_id,
    fromCoin: row.from_coin,
    toCoin: row.to_coin,
    fromAmount: plain(row.from_amount) ?? '0',
    toAmount: plain(row.to_amount) ?? '0',
    rate: plain(row.rate) ?? '0',
    quotedRate: plain(row.quoted_rate) ?? '0',
    fee: plain(row.fee) ?? '0',
    route: list(row.route),
    orderIds: list(row.order_ids),
    status: row.status,
    heldAsset: row.held_asset,
    heldAmount: plain(row.held_amount),
    createdAt: row.created_at.getTime(),
  };
}

export type FlashService = ReturnType<typeof createFlashService<unknown>>;
