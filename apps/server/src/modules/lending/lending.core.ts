import {
  add,
  decimal,
  div,
  gte,
  isPositive,
  max,
  min,
  mul,
  ROUNDING,
  round,
  sub,
  ZERO,
  type Decimal,
} from '@exchange/money';

/**
 * The pledge loans' arithmetic, pure: interest by the hour (a part hour
 * counts as a whole one), the pledge ratio, what may be borrowed, the
 * liquidation price, and a rate's annualised equivalent. Every amount is a
 * Decimal; every rounding is named and favours the pool (interest up, what
 * may be borrowed down).
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** Ratios and rates keep this many decimals (0.000001 = 0.0001 %). */
export const RATIO_PLACES = 6;
/** USD values in ratio arithmetic keep this many decimals. */
const USD_PLACES = 12;

/** Whole hours charged from `fromMs` to `toMs`: a part hour counts as one, none before `fromMs`. */
export function chargedHours(fromMs: number, toMs: number): number {
  return toMs <= fromMs ? 0 : Math.ceil((toMs - fromMs) / HOUR_MS);
}

export interface InterestTerms {
  /** What interest is charged on. */
  readonly principal: Decimal;
  readonly hourlyRate: Decimal;
  /** Added to the hourly rate for every hour that starts at or after the term's end. */
  readonly lateHourlyRate: Decimal;
  /** Interest is charged up to here already (always a whole number of hours after the loan began). */
  readonly throughMs: number;
  readonly termEndMs: number;
  /** The coin's decimals: interest is rounded up to them. */
  readonly places: number;
}

export interface Accrual {
  readonly interest: Decimal;
  readonly hours: number;
  /** Of `hours`, those that began at or after the term's end (charged the late rate too). */
  readonly lateHours: number;
  /** Where the next charge starts: the end of the last hour charged. */
  readonly throughMs: number;
}

/**
 * The interest owed from `terms.throughMs` to `nowMs`. Each hour begun is
 * charged whole: the first at the moment it begins, so a loan repaid a
 * minute after it was taken pays one hour. An hour that begins at or after
 * the term's end is late and pays the late rate on top.
 */
export function accrue(terms: InterestTerms, nowMs: number): Accrual {
  const hours = chargedHours(terms.throughMs, nowMs);
  if (hours === 0 || !isPositive(terms.principal))
    return { interest: ZERO, hours: 0, lateHours: 0, throughMs: terms.throughMs };
  // Hours whose start lies before the term's end are on time.
  const onTime = Math.min(hours, chargedHours(terms.throughMs, terms.termEndMs));
  const lateHours = hours - onTime;
  const rate = add(
    mul(terms.hourlyRate, decimal(String(hours))),
    mul(terms.lateHourlyRate, decimal(String(lateHours))),
  );
  return {
    interest: round(mul(terms.principal, rate), terms.places, ROUNDING.up),
    hours,
    lateHours,
    throughMs: terms.throughMs + hours * HOUR_MS,
  };
}

/**
 * Debt over collateral, both valued at the index in USD; null when the
 * collateral is worth nothing (no ratio can be given).
 */
export function pledgeRatio(
  debt: Decimal,
  loanPriceUsd: Decimal,
  collateral: Decimal,
  collateralPriceUsd: Decimal,
): Decimal | null {
  const collateralUsd = mul(collateral, collateralPriceUsd);
  if (!isPositive(collateralUsd)) return null;
  // Rounded up: the ratio never looks healthier than it is.
  return div(mul(debt, loanPriceUsd), collateralUsd, RATIO_PLACES, ROUNDING.up);
}

/** How much of the loan coin `collateral` may secure at the pair's initial ratio, rounded down. */
export function borrowable(
  collateral: Decimal,
  collateralPriceUsd: Decimal,
  loanPriceUsd: Decimal,
  initialRatio: Decimal,
  places: number,
): Decimal {
  if (!isPositive(loanPriceUsd)) return ZERO;
  const usd = round(
    mul(mul(collateral, collateralPriceUsd), initialRatio),
    USD_PLACES,
    ROUNDING.down,
  );
  return div(usd, loanPriceUsd, places, ROUNDING.down);
}

/**
 * The collateral coin's USD price at which the loan reaches `ratio` (the
 * liquidation level), with the loan coin's price as it is now; null with
 * no collateral. Rounded up: liquidation is announced no later than it comes.
 */
export function priceAtRatio(
  debt: Decimal,
  loanPriceUsd: Decimal,
  collateral: Decimal,
  ratio: Decimal,
): Decimal | null {
  const denominator = mul(collateral, ratio);
  if (!isPositive(denominator)) return null;
  return div(mul(debt, loanPriceUsd), denominator, USD_PLACES, ROUNDING.up);
}

/** An hourly rate as a daily one (× 24) and its annual equivalent without compounding (× 8760). */
export function ratesOfHourly(hourly: Decimal): { daily: Decimal; apr: Decimal } {
  return { daily: mul(hourly, decimal('24')), apr: mul(hourly, decimal('8760')) };
}

/** A daily rate's annual equivalent without compounding (× 365). */
export function aprOfDaily(daily: Decimal): Decimal {
  return mul(daily, decimal('365'));
}

export type Health = 'healthy' | 'call' | 'liquidate';

/** Where a ratio stands against the pair's margin-call and liquidation levels. */
export function healthOf(
  ratio: Decimal | null,
  levels: { callRatio: Decimal; liquidationRatio: Decimal },
): Health {
  // No collateral value and a debt: nothing secures it.
  if (ratio === null) return 'liquidate';
  if (gte(ratio, levels.liquidationRatio)) return 'liquidate';
  return gte(ratio, levels.callRatio) ? 'call' : 'healthy';
}

/**
 * A repayment split: interest first, then principal; never more than owed
 * (the caller refuses that before).
 */
export function splitRepayment(
  amount: Decimal,
  owed: { interest: Decimal; principal: Decimal },
): { interest: Decimal; principal: Decimal } {
  const interest = min(amount, owed.interest);
  const principal = min(sub(amount, interest), owed.principal);
  return { interest, principal: max(principal, ZERO) };
}
