import type { EarnProduct, EarnProof } from '@exchange/contracts';
import {
  decimal,
  div,
  eq,
  gt,
  isPositive,
  lt,
  max,
  min,
  mul,
  parseDecimal,
  round,
  ROUNDING,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';

/**
 * The earn arithmetic the screens show, mirroring the server's
 * (`earn.core.ts`): decimal text in, decimal text out, never a JS number.
 * The server stays the source of every figure of an order; this only
 * explains a product's terms before anyone buys.
 */

/** A purchase earns from the first payout at least this long after it (the server's HOLD_MS). */
export const HOLD_HOURS = 24;
/** Shares keep this many decimals: enough for a bar and a percentage with two decimals. */
const SHARE_PLACES = 4;
/** The spec's example amount (0.4 % × 3 × 1000 = 12), used when the product allows it. */
const EXAMPLE_AMOUNT = decimal('1000');

function parse(text: string): Decimal | null {
  return parseDecimal(text.trim());
}

/** The part of the stock sold, as a fraction ("0.25"); "0" without stock. */
export function soldShare(product: Pick<EarnProduct, 'stock' | 'remaining'>): string {
  const stock = parse(product.stock);
  const remaining = parse(product.remaining);
  if (!stock || !remaining || !isPositive(stock)) return '0';
  const sold = max(ZERO, sub(stock, remaining));
  return toPlainString(div(sold, stock, SHARE_PLACES, ROUNDING.down));
}

/** Whether a range is one rate (a lock-up's, or a fund's with no room to move). */
export function isOneRate(low: string, high: string): boolean {
  const a = parse(low);
  const b = parse(high);
  return a !== null && b !== null && eq(a, b);
}

/**
 * The early-redemption penalty as the server charges it: the ratio × the
 * days not yet paid × the amount, rounded up to the coin's decimals and
 * never more than the amount.
 */
export function penaltyFor(amount: string, ratio: string, days: number, places: number): string {
  const value = parse(amount);
  const share = parse(ratio);
  if (!value || !share) return '0';
  const penalty = round(mul(mul(share, decimal(String(days))), value), places, ROUNDING.up);
  return toPlainString(gt(penalty, value) ? value : penalty);
}

export interface RedemptionExample {
  amount: string;
  days: number;
  penalty: string;
  returned: string;
}

/**
 * A fund's early redemption worked through with its own terms: 1,000 of
 * its coin (or its nearest allowed amount) redeemed right after buying,
 * when every day is still to be paid: the most it can cost. Null for a
 * lock-up, which cannot be redeemed early.
 */
export function redemptionExample(
  product: Pick<
    EarnProduct,
    'kind' | 'minAmount' | 'maxAmount' | 'penaltyRatio' | 'cycleDays' | 'decimals'
  >,
): RedemptionExample | null {
  const low = parse(product.minAmount);
  const high = parse(product.maxAmount);
  if (product.kind !== 'fund' || !low || !high) return null;
  const amount = toPlainString(min(high, max(low, EXAMPLE_AMOUNT)));
  const days = product.cycleDays;
  const penalty = penaltyFor(amount, product.penaltyRatio, days, product.decimals);
  return {
    amount,
    days,
    penalty,
    returned: toPlainString(sub(decimal(amount), decimal(penalty))),
  };
}

/**
 * What "Max" fills in: the least of the spot balance, the most one
 * purchase may be, the stock left and the user's limit. Null while the
 * balance is unknown. The server also counts what the user already holds.
 */
export function buyMax(
  product: Pick<EarnProduct, 'maxAmount' | 'remaining' | 'userLimit'>,
  available: string | null,
): string | null {
  const bounds = [available, product.maxAmount, product.remaining, product.userLimit].map((text) =>
    text === null ? null : parse(text),
  );
  if (bounds.some((bound) => bound === null)) return null;
  const [first, ...rest] = bounds.filter((bound): bound is Decimal => bound !== null);
  return first ? toPlainString(max(ZERO, min(first, ...rest))) : null;
}

/** Whether two decimal texts are the same amount ("10000" and "10000.0"). */
export function sameAmount(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = a == null ? null : parse(a);
  const y = b == null ? null : parse(b);
  return x !== null && y !== null && eq(x, y);
}

/** Whether the funding account's free part covers the most the unsold stock could be owed. */
export function fundingCovers(proof: Pick<EarnProof, 'free' | 'unsoldMaxIncome'>): boolean {
  const free = parse(proof.free);
  const needed = parse(proof.unsoldMaxIncome);
  return free !== null && needed !== null && !lt(free, needed);
}
