import type { AdSide, PaymentType } from '@exchange/contracts';
import {
  decimal,
  div,
  gt,
  isPositive,
  lt,
  min,
  mul,
  parseDecimal,
  round,
  ROUNDING,
  toPlainString,
} from '@exchange/money';
import { canonicalAmount, checkAmount, type Problem } from '../wallet/transferRules';

/**
 * The order rules of `p2p.orders.ts`, mirrored so a mistake shows beside the
 * field before a round trip, and the conversion between a fiat amount and a
 * coin quantity at an ad's price, rounded as the server rounds it. Pure
 * (STYLE.md: components never do money arithmetic); the server stays the
 * judge of every order.
 */

/** What the user wants to do; the market shows the opposite side's ads. */
export type Intent = 'buy' | 'sell';
/** An order is sized by its fiat amount or by its coin quantity. */
export type OrderBy = 'amount' | 'quantity';

/** Spec section 9: the smallest trade, in the ad's fiat (no ad takes less). */
export const MIN_TRADE_FIAT = '100';

/** A user who wants to buy takes sell ads, and the other way round. */
export function adSideFor(intent: Intent): AdSide {
  return intent === 'buy' ? 'sell' : 'buy';
}

/** Taking one ad (`/otc/order/buy` and `/sell`). */
export interface OrderPlaceBody {
  adId: number;
  by: OrderBy;
  value: string;
  paymentMethodId: number;
  requestId: string;
}

/** The quick zone (`/otc/order/quick-buy` and `quick-sell`). */
export interface QuickOrderBody {
  coin: string;
  fiat: string;
  by: OrderBy;
  value: string;
  paymentType?: PaymentType;
  paymentMethodId?: number;
  requestId: string;
}

/** An ad's terms as an order on it is judged. */
export interface OrderTerms {
  /** Fiat per coin, locked into the order when it is created. */
  price: string;
  minAmount: string;
  /** The ad's per-order maximum now (already no more than its remaining quantity is worth). */
  maxAmount: string;
  remaining: string;
  /** The first-trade risk cap in fiat, or null for none. */
  firstTradeCap: string | null;
  coinDecimals: number;
  fiatDecimals: number;
}

/** An order's size: the fiat the buyer pays and the coins that move. */
export interface OrderSize {
  amount: string;
  quantity: string;
}

/** The most one order may be worth: the ad's maximum, or the first-trade cap when lower. */
export function orderMaxAmount(terms: OrderTerms): string {
  const max = decimal(terms.maxAmount);
  const cap = terms.firstTradeCap === null ? null : parseDecimal(terms.firstTradeCap);
  return toPlainString(cap === null ? max : min(max, cap));
}

/** Whether the first-trade cap, not the ad, sets this order's maximum. */
export function capBinds(terms: OrderTerms): boolean {
  const cap = terms.firstTradeCap === null ? null : parseDecimal(terms.firstTradeCap);
  return cap !== null && lt(cap, decimal(terms.maxAmount));
}

/**
 * The size of an order typed as `by` at the ad's price, as the server
 * computes it: an amount buys the coins it pays for, rounded down; a
 * quantity costs its price, rounded half up to the fiat's decimals.
 */
export function sizeOf(by: OrderBy, value: string, terms: OrderTerms): OrderSize | null {
  const parsed = parseDecimal(value);
  const price = parseDecimal(terms.price);
  if (parsed === null || price === null || !isPositive(price)) return null;
  if (by === 'amount') {
    const quantity = div(parsed, price, terms.coinDecimals, ROUNDING.down);
    return { amount: toPlainString(parsed), quantity: toPlainString(quantity) };
  }
  const amount = round(mul(parsed, price), terms.fiatDecimals, ROUNDING.half_up);
  return { amount: toPlainString(amount), quantity: toPlainString(parsed) };
}

/** The other side of what is being typed, for the live conversion line; null while unreadable. */
export function conversionOf(text: string, by: OrderBy, terms: OrderTerms): OrderSize | null {
  const canonical = canonicalAmount(text);
  if (canonical === null) return null;
  const size = sizeOf(by, canonical, terms);
  return size !== null && isPositive(decimal(size.amount)) ? size : null;
}

/**
 * Why an order of `text` (an amount or a quantity) cannot be placed, or
 * undefined: the shape and decimals, then the ad's per-order range (with
 * the first-trade cap) and what it has left.
 */
export function checkOrderValue(
  text: string,
  by: OrderBy,
  terms: OrderTerms,
  fiat: string,
): Problem | undefined {
  const decimals = by === 'amount' ? terms.fiatDecimals : terms.coinDecimals;
  const shape = checkAmount(text, { decimals });
  if (shape) return shape;
  const size = sizeOf(by, canonicalAmount(text) ?? '', terms);
  if (size === null) return { key: 'wallet.error.amountFormat' };
  const amount = decimal(size.amount);
  const max = orderMaxAmount(terms);
  const outside =
    lt(amount, decimal(terms.minAmount)) ||
    gt(amount, decimal(max)) ||
    !isPositive(decimal(size.quantity));
  if (outside) return { key: 'p2p.trade.error.range', params: { min: terms.minAmount, max, fiat } };
  if (gt(decimal(size.quantity), decimal(terms.remaining))) {
    return { key: 'p2p.trade.error.remaining' };
  }
  return undefined;
}

/** The quick zone's value: a plain positive number, and by amount at least the smallest trade. */
export function checkQuickValue(
  text: string,
  by: OrderBy,
  context: { coinDecimals: number; fiatDecimals: number; fiat: string },
): Problem | undefined {
  const decimals = by === 'amount' ? context.fiatDecimals : context.coinDecimals;
  const shape = checkAmount(text, { decimals });
  if (shape) return shape;
  const value = decimal(canonicalAmount(text) ?? '0');
  if (by === 'amount' && lt(value, decimal(MIN_TRADE_FIAT))) {
    return { key: 'p2p.trade.error.minTrade', params: { min: MIN_TRADE_FIAT, fiat: context.fiat } };
  }
  return undefined;
}
