/**
 * Turns the engine's events into money: ledger postings for every fill and
 * every release of frozen funds (their shapes: `spot.postings.ts`), trade
 * rows, and the new state of each order touched. Pure: the runner owns the
 * order states and passes them in.
 */
import type { EngineEvent, RejectReason } from '@exchange/engine';
import type { SpotOrder } from '@exchange/contracts';
import {
  add,
  div,
  isPositive,
  isZero,
  lt,
  mul,
  round,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { FilledOrder, Posting } from '../ledger/index.js';
import type { SpotBatchEvent } from './spot.events.js';
import { stepsToDecimal, type Market } from './spot.core.js';
import { FillPostings, releasePostings } from './spot.postings.js';

export type OrderStatus = 'SUBMITTED' | 'PENDING' | 'FILLED' | 'CANCELLED';

/** One order as the runner keeps it; mutated by `settle`. */
export interface OrderState {
  readonly id: number;
  readonly userId: number;
  readonly clientOrderId: string | null;
  readonly side: 'buy' | 'sell';
  readonly type: 'limit' | 'market';
  readonly timeInForce: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
  readonly price: Decimal | null;
  readonly amount: Decimal | null;
  readonly quoteAmount: Decimal | null;
  readonly priceTicks: number | null;
  readonly lots: number;
  remainingLots: number;
  /** Still frozen for this order (its hold `order:<id>`). */
  frozen: Decimal;
  filledAmount: Decimal;
  filledQuote: Decimal;
  fee: Decimal;
  status: OrderStatus;
  cancelReason: string | null;
  seq: number | null;
  readonly createdAt: number;
  updatedAt: number;
}

export interface TradeRecord {
  readonly tradeNo: number;
  readonly price: Decimal;
  readonly amount: Decimal;
  readonly quoteAmount: Decimal;
  readonly takerSide: 'buy' | 'sell';
  readonly makerOrderId: number;
  readonly takerOrderId: number;
  readonly makerUserId: number;
  readonly takerUserId: number;
  readonly makerFee: Decimal;
  readonly takerFee: Decimal;
}

export interface Settlement {
  readonly postings: Posting[];
  readonly trades: TradeRecord[];
  /** Ids of every order whose state changed. */
  readonly changed: Set<number>;
  readonly lastTradeNo: number;
}

const REJECT_TO_REASON: Partial<Record<RejectReason, string>> = {
  POST_ONLY_WOULD_TAKE: 'post_only_would_take',
  FOK_NOT_FILLABLE: 'fok_not_fillable',
  NO_LIQUIDITY: 'no_liquidity',
};

export function settle(
  market: Market,
  events: readonly EngineEvent[],
  orders: ReadonlyMap<number, OrderState>,
  context: {
    readonly lastTradeNo: number;
    readonly nowMs: number;
    /** The batch's first sequence number: its postings' keys (`spot:<market>:b<seq>:buy`). */
    readonly batchSeq: number;
  },
): Settlement {
  const fills = new FillPostings(market, context.batchSeq);
  const releasing: OrderState[] = [];
  const trades: TradeRecord[] = [];
  const changed = new Set<number>();
  let tradeNo = context.lastTradeNo;
  const get = (id: number): OrderState => {
    const order = orders.get(id);
    if (!order) throw new Error(`engine event for unknown order ${id}`);
    changed.add(id);
    order.updatedAt = context.nowMs;
    return order;
  };
  const finish = (order: OrderState, status: OrderStatus, reason: string | null): void => {
    order.status = status;
    order.cancelReason = reason;
    // Released after the batch's fills, with the frozen amount they left.
    if (isPositive(order.frozen)) releasing.push({ ...order });
    order.frozen = ZERO;
  };

  for (const event of events) {
    switch (event.kind) {
      case 'accepted':
        break;
      case 'rested':
        get(event.orderId).status = 'PENDING';
        break;
      case 'done':
        finish(get(event.orderId), 'FILLED', null);
        break;
      case 'cancelled': {
        const order = get(event.orderId);
        finish(order, spentBudget(market, order) ? 'FILLED' : 'CANCELLED', event.reason);
        if (order.status === 'FILLED') order.cancelReason = null;
        break;
      }
      case 'rejected': {
        const reason = REJECT_TO_REASON[event.reason];
        if (reason === undefined)
          throw new Error(`engine rejected order ${event.orderId}: ${event.reason}`);
        finish(get(event.orderId), 'CANCELLED', reason);
        break;
      }
      case 'fill': {
        tradeNo += 1;
        const maker = get(event.makerOrderId);
        const taker = get(event.takerOrderId);
        trades.push(fill(market, maker, taker, event.priceTicks, event.lots, tradeNo, fills));
        break;
      }
    }
  }
  // The fills first: a release frees what an order holds after them.
  return {
    postings: [...fills.postings(), ...releasePostings(market, releasing, context.batchSeq)],
    trades,
    changed,
    lastTradeNo: tradeNo,
  };
}

/**
 * A market buy by quote amount asks for lots it cannot afford (the engine
 * caps it by the budget), so it always ends "cancelled". It is filled when
 * what is left of the budget no longer buys one lot at its average price.
 */
function spentBudget(market: Market, order: OrderState): boolean {
  if (order.quoteAmount === null || isZero(order.filledAmount)) return false;
  const average = div(order.filledQuote, order.filledAmount, market.quoteDecimals, 'down');
  return lt(order.frozen, mul(average, market.lot));
}

function fill(
  market: Market,
  maker: OrderState,
  taker: OrderState,
  priceTicks: number,
  lots: number,
  tradeNo: number,
  fills: FillPostings,
): TradeRecord {
  const price = stepsToDecimal(priceTicks, market.tick);
  const amount = stepsToDecimal(lots, market.lot);
  const quote = mul(price, amount);
  const [buyer, seller] = taker.side === 'buy' ? [taker, maker] : [maker, taker];
  const rate = (order: OrderState) => (order === maker ? market.makerFee : market.takerFee);
  // Rounded up: the platform never collects less than the published rate.
  const buyerFee = round(mul(amount, rate(buyer)), market.baseDecimals, 'ceil');
  const sellerFee = round(mul(quote, rate(seller)), market.quoteDecimals, 'ceil');
  fills.add(`spot_trade:${market.symbol}:${tradeNo}`, buyer, seller, amount, quote, {
    buyer: buyerFee,
    seller: sellerFee,
  });

  buyer.frozen = sub(buyer.frozen, quote);
  seller.frozen = sub(seller.frozen, amount);
  buyer.fee = add(buyer.fee, buyerFee);
  seller.fee = add(seller.fee, sellerFee);
  for (const order of [maker, taker]) {
    order.remainingLots -= lots;
    order.filledAmount = add(order.filledAmount, amount);
    order.filledQuote = add(order.filledQuote, quote);
  }
  return {
    tradeNo,
    price,
    amount,
    quoteAmount: quote,
    takerSide: taker.side,
    makerOrderId: maker.id,
    takerOrderId: taker.id,
    makerUserId: maker.userId,
    takerUserId: taker.userId,
    makerFee: maker === buyer ? buyerFee : sellerFee,
    takerFee: taker === buyer ? buyerFee : sellerFee,
  };
}

/** The API's view of an order. */
export function toWire(market: Market, order: OrderState): SpotOrder {
  const text = (value: Decimal | null) => (value === null ? null : toPlainString(value));
  const pricePlaces = market.tick.scale + 4;
  return {
    orderId: String(order.id),
    clientOrderId: order.clientOrderId,
    symbol: market.symbol,
    side: order.side,
    type: order.type,
    timeInForce: order.timeInForce,
    price: text(order.price),
    amount: text(order.amount),
    quoteAmount: text(order.quoteAmount),
    filledAmount: toPlainString(order.filledAmount),
    filledQuote: toPlainString(order.filledQuote),
    averagePrice: isZero(order.filledAmount)
      ? null
      : toPlainString(div(order.filledQuote, order.filledAmount, pricePlaces, 'half_even')),
    fee: toPlainString(order.fee),
    feeAsset: order.side === 'buy' ? market.base : market.quote,
    status: order.status,
    cancelReason: order.cancelReason as SpotOrder['cancelReason'],
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
  };
}

/**
 * What a committed batch tells the rest of the server. Every changed order
 * moved its owner's balance (a freeze, a fill or a release), so its owner is
 * in `balanceUsers`.
 */
export function batchEvent(
  symbol: string,
  events: readonly EngineEvent[],
  trades: readonly TradeRecord[],
  changed: readonly OrderState[],
  wire: ReadonlyMap<number, SpotOrder>,
  now: number,
): SpotBatchEvent {
  return {
    symbol,
    trades: trades.map((t) => ({
      id: String(t.tradeNo),
      symbol,
      price: toPlainString(t.price),
      amount: toPlainString(t.amount),
      quoteAmount: toPlainString(t.quoteAmount),
      takerSide: t.takerSide,
      time: now,
    })),
    // IOC and market remainders never rested, so cancelling them leaves the book as it was.
    bookChanged: events.some(
      (e) =>
        e.kind === 'rested' ||
        e.kind === 'fill' ||
        (e.kind === 'cancelled' && e.reason !== 'ioc_remainder' && e.reason !== 'market_remainder'),
    ),
    orders: changed.flatMap((o) => {
      const order = wire.get(o.id);
      return order ? [{ userId: o.userId, order }] : [];
    }),
    balanceUsers: [...new Set(changed.map((o) => o.userId))],
  };
}

/** The orders a batch filled completely, for the fee sink (users are told: notifications). */
export function filledOrders(market: Market, changed: readonly OrderState[]): FilledOrder[] {
  return changed
    .filter((order) => order.status === 'FILLED' && !isZero(order.filledAmount))
    .map((order) => {
      const wire = toWire(market, order);
      return {
        userId: order.userId,
        orderId: order.id,
        venue: 'spot',
        symbol: market.symbol,
        side: order.side,
        quantity: wire.filledAmount,
        price: wire.averagePrice ?? '0',
      };
    });
}
