import type { LoanBook } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  isPositive,
  max,
  min,
  mul,
  ONE,
  parseDecimal,
  ROUNDING,
  sub,
  toFixed,
  toPlainString,
  ZERO,
} from '@exchange/money';

type Payout = LoanBook['payouts'][number];

/**
 * How the latest payout that paid anything split its interest, as fractions
 * ("0.9" and "0.1"): the rule in force, read from the ledger rather than
 * assumed. Null before any such payout.
 */
export function latestSplit(payouts: readonly Payout[]): { savers: string; fund: string } | null {
  for (const payout of payouts) {
    const savers = parseDecimal(payout.savers);
    const fund = parseDecimal(payout.securityFund);
    if (savers === null || fund === null) continue;
    const total = add(savers, fund);
    if (!isPositive(total)) continue;
    const share = div(savers, total, 4, ROUNDING.half_up);
    return { savers: toPlainString(share), fund: toPlainString(sub(ONE, share)) };
  }
  return null;
}

/** The part of a shortfall the insurance fund did not cover (never below zero). */
export function uncovered(shortfall: string, covered: string): string {
  const gap = parseDecimal(shortfall);
  const paid = parseDecimal(covered);
  if (gap === null || paid === null) return shortfall;
  return toPlainString(max(ZERO, sub(gap, paid)));
}

/** Open loans counted in the histogram (those with a current price). */
export function pricedLoans(ratios: LoanBook['ratios']): number {
  return ratios.reduce((total, bucket) => total + bucket.loans, 0);
}

/**
 * A bucket's bar length as a percentage of the fullest bucket's (a count,
 * not money). A bucket holding any loan shows at least a sliver.
 */
export function barWidth(loans: number, most: number): number {
  if (loans <= 0 || most <= 0) return 0;
  return Math.max(2, Math.round((loans / most) * 100));
}

const HUNDRED = decimal('100');

/** A fraction of 0 to 1 ("0.2821") as a CSS width ("28.21%"), clamped; unreadable text is none. */
export function meterWidth(fraction: string): string {
  const value = parseDecimal(fraction);
  if (value === null) return '0%';
  const clamped = min(ONE, max(ZERO, value));
  return `${toFixed(mul(clamped, HUNDRED), 2, ROUNDING.half_up)}%`;
}
