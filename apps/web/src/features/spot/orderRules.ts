import type { MarketConfig, OrderSide, SpotTimeInForce } from '@exchange/contracts';
import {
  gt,
  isMultipleOf,
  isPositive,
  lt,
  mul,
  parseDecimal,
  scaleOf,
  type Decimal,
} from '@exchange/money';
import { canonicalAmount, type Problem } from '../wallet/transferRules';
import { inputValue } from './orderMath';

export type { Problem } from '../wallet/transferRules';

/**
 * Client checks for an order, mirroring the market's rules as the server
 * applies them (contracts `MarketConfig`: tick size, lot size, minimum and
 * maximum amount, minimum order value), so a mistake shows before submit
 * with a translated message. The server stays the judge.
 */

export type OrderType = 'limit' | 'market';
/** A market buy is sized by base amount or by the quote total to spend. */
export type BuyBy = 'amount' | 'total';

export interface OrderDraft {
  side: OrderSide;
  type: OrderType;
  buyBy: BuyBy;
  price: string;
  amount: string;
  /** The quote total of a market buy by total. */
  total: string;
  /** How long a limit order lives; market orders always take what the book has now. */
  timeInForce: SpotTimeInForce;
}

export interface OrderContext {
  market: MarketConfig;
  /** Quote available for a buy, base for a sell; undefined for guests or while loading. */
  available?: string | undefined;
}

export interface OrderProblems {
  price?: Problem | undefined;
  amount?: Problem | undefined;
  total?: Problem | undefined;
}

/** The figure that sizes the order: the total for a market buy by total, else the amount. */
export function sizesByTotal(draft: Pick<OrderDraft, 'side' | 'type' | 'buyBy'>): boolean {
  return draft.type === 'market' && draft.side === 'buy' && draft.buyBy === 'total';
}

/** Shape checks shared by every field: filled in, a plain decimal, above zero. */
function readPositive(text: string): Decimal | Problem {
  if (text.trim() === '') return { key: 'account.error.required' };
  const value = inputValue(text);
  if (value === null) return { key: 'trade.error.format' };
  if (!isPositive(value)) return { key: 'trade.error.positive' };
  return value;
}

export function isProblem(value: Decimal | Problem): value is Problem {
  return 'key' in value;
}

export function checkPrice(text: string, market: MarketConfig): Decimal | Problem {
  const value = readPositive(text);
  if (isProblem(value)) return value;
  const tick = parseDecimal(market.tickSize);
  if (tick !== null && isPositive(tick) && !isMultipleOf(value, tick)) {
    return { key: 'trade.error.tick', params: { tick: market.tickSize } };
  }
  return value;
}

export function checkAmount(text: string, market: MarketConfig): Decimal | Problem {
  const value = readPositive(text);
  if (isProblem(value)) return value;
  const lot = parseDecimal(market.lotSize);
  if (lot !== null && isPositive(lot) && !isMultipleOf(value, lot)) {
    return { key: 'trade.error.lot', params: { lot: market.lotSize } };
  }
  const min = parseDecimal(market.minAmount);
  if (min !== null && lt(value, min)) {
    return { key: 'trade.error.minAmount', params: { min: market.minAmount } };
  }
  const max = parseDecimal(market.maxAmount);
  // A maximum of zero means "no maximum".
  if (max !== null && isPositive(max) && gt(value, max)) {
    return { key: 'trade.error.maxAmount', params: { max: market.maxAmount } };
  }
  return value;
}

export function checkTotal(text: string, market: MarketConfig): Decimal | Problem {
  const value = readPositive(text);
  if (isProblem(value)) return value;
  if (scaleOf(value) > market.pricePrecision) {
    return { key: 'trade.error.decimals', params: { places: market.pricePrecision } };
  }
  return value;
}

export function belowNotional(value: Decimal, market: MarketConfig): Problem | undefined {
  const min = parseDecimal(market.minNotional);
  return min !== null && lt(value, min)
    ? { key: 'trade.error.minNotional', params: { min: market.minNotional, asset: market.quote } }
    : undefined;
}

export function exceeds(value: Decimal, available: string | undefined): Problem | undefined {
  const limit = available === undefined ? null : parseDecimal(available.trim());
  return limit !== null && gt(value, limit) ? { key: 'trade.error.insufficient' } : undefined;
}

export const problemOf = (value: Decimal | Problem) => (isProblem(value) ? value : undefined);

/**
 * Every problem with the draft, by field. Balance is checked where the
 * client knows the cost exactly: a limit buy's total, a market buy's total,
 * any sell's amount. A market buy by amount costs what the book asks, which
 * only the server knows.
 */
export function checkOrder(draft: OrderDraft, context: OrderContext): OrderProblems {
  const { market, available } = context;
  if (sizesByTotal(draft)) {
    const total = checkTotal(draft.total, market);
    if (isProblem(total)) return { total };
    return { total: belowNotional(total, market) ?? exceeds(total, available) };
  }
  const amount = checkAmount(draft.amount, market);
  if (draft.type === 'market') {
    if (isProblem(amount)) return { amount };
    return { amount: draft.side === 'sell' ? exceeds(amount, available) : undefined };
  }
  const price = checkPrice(draft.price, market);
  const problems: OrderProblems = { price: problemOf(price), amount: problemOf(amount) };
  if (isProblem(price) || isProblem(amount)) return problems;
  const total = mul(price, amount);
  if (draft.side === 'sell') {
    return { amount: exceeds(amount, available), total: belowNotional(total, market) };
  }
  return { total: belowNotional(total, market) ?? exceeds(total, available) };
}

export function hasProblems(problems: OrderProblems): boolean {
  return Object.values(problems).some((problem) => problem !== undefined);
}

/** The body of `POST /exchange/order/add` without its client order id, in a fixed key order. */
export interface OrderRequest {
  symbol: string;
  side: OrderSide;
  type: OrderType;
  price?: string;
  amount?: string;
  quoteAmount?: string;
  timeInForce: SpotTimeInForce;
}

/** The request for a checked draft; figures are sent as the plain decimals typed ("1." as "1"). */
export function orderRequest(draft: OrderDraft, symbol: string): OrderRequest {
  const plain = (text: string) => canonicalAmount(text) ?? text.trim();
  const base = { symbol, side: draft.side, type: draft.type };
  if (sizesByTotal(draft)) return { ...base, quoteAmount: plain(draft.total), timeInForce: 'GTC' };
  if (draft.type === 'market') return { ...base, amount: plain(draft.amount), timeInForce: 'GTC' };
  return {
    ...base,
    price: plain(draft.price),
    amount: plain(draft.amount),
    timeInForce: draft.timeInForce,
  };
}
