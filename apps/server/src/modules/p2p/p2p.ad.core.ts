import type { ErrorKey, MessageParams } from '@exchange/contracts';
import {
  decimal,
  div,
  gt,
  gte,
  isPositive,
  lt,
  mul,
  add,
  round,
  type Decimal,
} from '@exchange/money';

/** Spec section 9: the smallest per-order amount an ad may set, in its fiat. */
export const MIN_ORDER_FIAT = decimal('100');
/** Spec section 5: an ad accepts at most three payment methods. */
export const MAX_AD_PAYMENT_METHODS = 3;
/** Spec section 9: payment time limits offered (minutes), 45 by default. */
export const PAYMENT_MINUTES = [15, 30, 45, 60, 120] as const;
export const DEFAULT_PAYMENT_MINUTES = 45;

/** An ad's terms as the advertiser sets them, amounts already parsed. */
export interface AdDraft {
  readonly priceType: 'fixed' | 'floating';
  /** Fiat per coin, for a fixed price. */
  readonly price: Decimal | null;
  /** Percent over (or, negative, under) the index, for a floating price. */
  readonly premiumPercent: Decimal | null;
  /** Coins on offer (a sell ad) or wanted (a buy ad). */
  readonly quantity: Decimal;
  /** Per-order limits, in fiat. */
  readonly minAmount: Decimal;
  readonly maxAmount: Decimal;
  readonly paymentMethods: number;
  readonly paymentMinutes: number;
}

export interface AdProblem {
  readonly key: ErrorKey;
  readonly params?: MessageParams;
}

const outOfRange = (field: string): AdProblem => ({ key: 'FIELD_OUT_OF_RANGE', params: { field } });

/**
 * The fiat price of a floating ad now: the index (USD per coin) in the
 * ad's fiat, moved by the premium, to the fiat's decimals (half up: the
 * price is shown, and an order locks it when it is created).
 */
export function floatingPrice(
  indexUsd: Decimal,
  fiatPerUsd: Decimal,
  premiumPercent: Decimal,
  fiatDecimals: number,
): Decimal {
  const factor = div(add(decimal('100'), premiumPercent), decimal('100'), 8, 'half_up');
  return round(mul(mul(indexUsd, fiatPerUsd), factor), fiatDecimals, 'half_up');
}

/**
 * Why an ad's terms are refused (spec section 5), or null. `unitPrice` is
 * its price now (fixed, or floating at today's index), which turns the
 * quantity into the total the maximum may not exceed.
 */
export function adProblem(draft: AdDraft, unitPrice: Decimal): AdProblem | null {
  if (draft.priceType === 'fixed' && (draft.price === null || !isPositive(draft.price)))
    return { key: 'FIELD_REQUIRED', params: { field: 'price' } };
  if (draft.priceType === 'floating' && draft.premiumPercent === null)
    return { key: 'FIELD_REQUIRED', params: { field: 'premium' } };
  if (!isPositive(unitPrice)) return outOfRange('price');
  if (!isPositive(draft.quantity)) return outOfRange('quantity');
  if (lt(draft.minAmount, MIN_ORDER_FIAT)) return outOfRange('minAmount');
  if (gte(draft.minAmount, draft.maxAmount)) return outOfRange('maxAmount');
  if (gt(draft.maxAmount, mul(draft.quantity, unitPrice))) return outOfRange('maxAmount');
  if (draft.paymentMethods < 1) return { key: 'P2P_PAYMENT_METHOD_MISSING' };
  if (draft.paymentMethods > MAX_AD_PAYMENT_METHODS) return outOfRange('paymentMethods');
  if (!(PAYMENT_MINUTES as readonly number[]).includes(draft.paymentMinutes))
    return outOfRange('paymentMinutes');
  return null;
}
