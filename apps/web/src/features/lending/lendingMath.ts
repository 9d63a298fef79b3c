import type { LoanPair, SavingsHolding } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gte,
  isPositive,
  mul,
  parseDecimal,
  round,
  ROUNDING,
  toPlainString,
  type Decimal,
} from '@exchange/money';

/**
 * The lending arithmetic the screens show before the server answers,
 * mirroring the server's (`lending.core.ts`): what may be borrowed, the
 * pledge ratio, the liquidation price, and each rate's annual equivalent.
 * Decimal text in, decimal text out, never a JS number; every rounding is
 * named and leans the server's way (what may be borrowed down, the ratio
 * and the liquidation price up).
 */

/** Ratios keep this many decimals, as the server's. */
export const RATIO_PLACES = 6;
/** USD values in ratio arithmetic keep this many decimals, as the server's. */
const USD_PLACES = 12;
const HOURS_A_YEAR = decimal('8760');
const DAYS_A_YEAR = decimal('365');
const HOURS_A_DAY = decimal('24');

function parse(text: string | null | undefined): Decimal | null {
  return text == null ? null : parseDecimal(text.trim());
}

/** An hourly rate's annual equivalent, without compounding (× 8760). */
export function aprOfHourly(hourly: string | null | undefined): string | null {
  const rate = parse(hourly);
  return rate && toPlainString(mul(rate, HOURS_A_YEAR));
}

/** A daily rate's annual equivalent, without compounding (× 365). */
export function aprOfDaily(daily: string | null | undefined): string | null {
  const rate = parse(daily);
  return rate && toPlainString(mul(rate, DAYS_A_YEAR));
}

export type PairPrices = Pick<LoanPair, 'collateralPrice' | 'loanPrice'>;

/** Both index prices, positive; null when either is missing (borrowing is refused then). */
function pricesOf(pair: PairPrices): { collateral: Decimal; loan: Decimal } | null {
  const collateral = parse(pair.collateralPrice);
  const loan = parse(pair.loanPrice);
  if (!collateral || !loan || !isPositive(collateral) || !isPositive(loan)) return null;
  return { collateral, loan };
}

export function hasPrices(pair: PairPrices): boolean {
  return pricesOf(pair) !== null;
}

/**
 * The most `collateral` secures at the pair's initial ratio: collateral ×
 * collateral price × initial ratio / loan price, rounded down to the loan
 * coin's decimals. Null without prices or a readable collateral amount.
 */
export function borrowableMax(
  collateral: string,
  pair: PairPrices & Pick<LoanPair, 'initialRatio' | 'loanDecimals'>,
): string | null {
  const prices = pricesOf(pair);
  const amount = parse(collateral);
  const initial = parse(pair.initialRatio);
  if (!prices || !amount || !initial) return null;
  if (!isPositive(amount)) return '0';
  const usd = round(mul(mul(amount, prices.collateral), initial), USD_PLACES, ROUNDING.down);
  return toPlainString(div(usd, prices.loan, pair.loanDecimals, ROUNDING.down));
}

/**
 * Debt over collateral, both at the index in USD: debt × loan price /
 * (collateral × collateral price), rounded up (never healthier than it is).
 * Null without prices, readable amounts or collateral value.
 */
export function pledgeRatio(debt: string, collateral: string, pair: PairPrices): string | null {
  const prices = pricesOf(pair);
  const owed = parse(debt);
  const held = parse(collateral);
  if (!prices || !owed || !held) return null;
  const collateralUsd = mul(held, prices.collateral);
  if (!isPositive(collateralUsd)) return null;
  return toPlainString(div(mul(owed, prices.loan), collateralUsd, RATIO_PLACES, ROUNDING.up));
}

/**
 * The collateral's USD price at which the loan reaches the liquidation
 * level: debt × loan price / (collateral × liquidation ratio), rounded up
 * (announced no later than it comes). Null without a loan price or collateral.
 */
export function liquidationPrice(
  debt: string,
  collateral: string,
  pair: Pick<LoanPair, 'loanPrice' | 'liquidationRatio'>,
): string | null {
  const owed = parse(debt);
  const held = parse(collateral);
  const loanPrice = parse(pair.loanPrice);
  const level = parse(pair.liquidationRatio);
  if (!owed || !held || !loanPrice || !level || !isPositive(owed)) return null;
  const denominator = mul(held, level);
  if (!isPositive(denominator)) return null;
  return toPlainString(div(mul(owed, loanPrice), denominator, USD_PLACES, ROUNDING.up));
}

export type Health = 'healthy' | 'call' | 'liquidate';

/** Where a ratio stands against the margin-call and liquidation levels (the server's `healthOf`). */
export function healthOf(
  ratio: string | null,
  levels: Pick<LoanPair, 'callRatio' | 'liquidationRatio'>,
): Health | null {
  const value = parse(ratio);
  const call = parse(levels.callRatio);
  const liquidation = parse(levels.liquidationRatio);
  if (!value || !call || !liquidation) return null;
  if (gte(value, liquidation)) return 'liquidate';
  return gte(value, call) ? 'call' : 'healthy';
}

/** Whether a ratio goes above the pair's initial pledge ratio (a borrow is refused then). */
export function aboveInitial(ratio: string | null, initialRatio: string): boolean {
  const value = parse(ratio);
  const initial = parse(initialRatio);
  return value !== null && initial !== null && !gte(initial, value);
}

/**
 * The interest a loan of `amount` would owe over a whole term at the
 * hourly rate: amount × hourly × 24 × days, rounded up to the loan coin's
 * decimals (the server rounds interest up). Null for an unreadable amount.
 */
export function termInterest(
  amount: string,
  hourlyRate: string,
  termDays: number,
  decimals: number,
): string | null {
  const principal = parse(amount);
  const rate = parse(hourlyRate);
  if (!principal || !rate || !isPositive(principal)) return null;
  const hours = mul(HOURS_A_DAY, decimal(String(termDays)));
  return toPlainString(round(mul(mul(principal, rate), hours), decimals, ROUNDING.up));
}

/**
 * What may be redeemed now: the savings that earn and those waiting to;
 * coins already queued for payment are redeemed already (the server's
 * SAVINGS_REDEEM_TOO_MUCH counts the same two).
 */
export function redeemable(holding: SavingsHolding | null): string {
  if (!holding) return '0';
  const earning = parse(holding.earning);
  const waiting = parse(holding.waiting);
  if (!earning || !waiting) return '0';
  return toPlainString(add(earning, waiting));
}

/** A balance as a "Max" fills it in: rounded down to the coin's decimals, never negative. */
export function maxOf(text: string | null | undefined, decimals: number | undefined): string {
  const value = parse(text);
  if (!value || !isPositive(value)) return '0';
  return toPlainString(decimals === undefined ? value : round(value, decimals, ROUNDING.down));
}

/** Whether decimal text is above zero (unreadable text is not). */
export function isAboveZero(text: string | null | undefined): boolean {
  const value = parse(text);
  return value !== null && isPositive(value);
}
