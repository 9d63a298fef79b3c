import { add, decimal, min, mul, round, ROUNDING, ZERO, type Decimal } from '@exchange/money';
import { DAY_MS } from './lending.core.js';

/**
 * Credit loans' arithmetic, pure. A loan is repaid in one sum (`lump_sum`):
 * principal plus interest for the days begun since it was paid out, at
 * most the whole term's (repaying early costs only the days used, no
 * penalty); past the term, a late fee per day begun on the principal,
 * capped at the principal, so a forgotten loan can never owe more than
 * twice its principal plus the term's interest. Amounts the borrower pays
 * are rounded up to the coin's decimals.
 */

export interface CreditTerms {
  readonly principal: Decimal;
  readonly dailyRate: Decimal;
  readonly lateDailyRate: Decimal;
  readonly cycleDays: number;
  readonly lentAtMs: number;
  readonly dueAtMs: number;
  /** The coin's decimals. */
  readonly places: number;
}

export interface CreditOwed {
  readonly interest: Decimal;
  readonly lateFee: Decimal;
  /** Principal, interest and late fee: what repays the loan now. */
  readonly total: Decimal;
  readonly overdue: boolean;
}

/** Days begun from `fromMs` to `toMs`: a part day counts as one, none before `fromMs`. */
export function daysBegun(fromMs: number, toMs: number): number {
  return toMs <= fromMs ? 0 : Math.ceil((toMs - fromMs) / DAY_MS);
}

/** The whole term's interest: what the form promises at most. */
export function termInterest(
  principal: Decimal,
  dailyRate: Decimal,
  cycleDays: number,
  places: number,
): Decimal {
  return round(mul(mul(principal, dailyRate), decimal(String(cycleDays))), places, ROUNDING.up);
}

/** Principal and the whole term's interest: the "total to repay". */
export function totalToRepay(
  principal: Decimal,
  dailyRate: Decimal,
  cycleDays: number,
  places: number,
): Decimal {
  return add(principal, termInterest(principal, dailyRate, cycleDays, places));
}

/** What the loan owes at `nowMs` (the first day is charged as soon as it is paid out). */
export function owedAt(terms: CreditTerms, nowMs: number): CreditOwed {
  const days = Math.min(Math.max(1, daysBegun(terms.lentAtMs, nowMs)), terms.cycleDays);
  const interest = termInterest(terms.principal, terms.dailyRate, days, terms.places);
  const lateDays = daysBegun(terms.dueAtMs, nowMs);
  const lateFee =
    lateDays === 0
      ? ZERO
      : min(
          terms.principal,
          round(
            mul(mul(terms.principal, terms.lateDailyRate), decimal(String(lateDays))),
            terms.places,
            ROUNDING.up,
          ),
        );
  return {
    interest,
    lateFee,
    total: add(add(terms.principal, interest), lateFee),
    overdue: nowMs >= terms.dueAtMs,
  };
}
