import type { CreditProduct } from '@exchange/contracts';
import {
  add,
  decimal,
  isPositive,
  mul,
  parseDecimal,
  round,
  ROUNDING,
  toPlainString,
} from '@exchange/money';

/**
 * The credit arithmetic the form shows before the server answers,
 * mirroring the server's (`credit.core.ts`): decimal text in, decimal text
 * out, never a JS number. The whole term's interest is amount × daily rate
 * × days, rounded up to the coin's decimals as the server rounds what the
 * borrower pays; the total to repay is the amount plus that interest, which
 * is amount × (1 + daily rate × days) rounded the server's way.
 */

type Terms = Pick<CreditProduct, 'dailyRate' | 'cycleDays' | 'coinDecimals'>;

/** The interest on `amount` over the whole term; null for an unreadable or non-positive amount. */
export function creditTermInterest(amount: string, terms: Terms): string | null {
  const principal = parseDecimal(amount.trim());
  const rate = parseDecimal(terms.dailyRate.trim());
  if (!principal || !rate || !isPositive(principal)) return null;
  const days = decimal(String(terms.cycleDays));
  return toPlainString(round(mul(mul(principal, rate), days), terms.coinDecimals, ROUNDING.up));
}

/** Principal and the whole term's interest: what is due at the term's end. */
export function creditTotalToRepay(amount: string, terms: Terms): string | null {
  const interest = creditTermInterest(amount, terms);
  const principal = parseDecimal(amount.trim());
  const owed = interest === null ? null : parseDecimal(interest);
  if (!principal || !owed) return null;
  return toPlainString(add(principal, owed));
}
