import {
  decimal,
  div,
  isNegative,
  isPositive,
  mul,
  ONE,
  ROUNDING,
  round,
  sub,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { HOUR_MS } from './lending.core.js';

export {
  latestPayout,
  localDate,
  nextDate,
  payoutFrom,
  payoutInstant,
  previousDate,
} from '@exchange/contracts';

/**
 * Flexible savings' arithmetic, pure. Savers hold shares of a per-coin
 * pool; a share's price is what the pool owes its share holders divided by
 * the shares, so income raises the price and no saver's row is touched
 * (the cToken and liquidity-index model). Income reaches the pool once a
 * day, at the payout hour, from the loan interest accrued since the last
 * payout: the savers' share of it (90 % by default) to the pool, the rest
 * to the security fund. A subscription earns from the first payout at
 * least 24 hours after it.
 */

/** Shares and share prices keep 18 decimals. */
export const SHARE_PLACES = 18;

/** The pool's share price: what it owes share holders per share; 1 before any share exists. */
export function sharePrice(owedToHolders: Decimal, shares: Decimal): Decimal {
  if (!isPositive(shares)) return ONE;
  // Down: a share is never worth more than the pool can pay.
  return div(owedToHolders, shares, SHARE_PLACES, ROUNDING.down);
}

/** Shares bought by `amount` at `price`, rounded down (the pool keeps the dust). */
export function sharesFor(amount: Decimal, price: Decimal): Decimal {
  return div(amount, price, SHARE_PLACES, ROUNDING.down);
}

/** What `shares` are worth at `price`, in the coin's decimals, rounded down. */
export function valueOf(shares: Decimal, price: Decimal, places: number): Decimal {
  return round(mul(shares, price), places, ROUNDING.down);
}

/**
 * Shares to burn to pay out `amount`: rounded up, so a redemption never
 * leaves the pool owing more per share than before; at most `held`.
 */
export function sharesToRedeem(amount: Decimal, price: Decimal, held: Decimal): Decimal {
  const needed = div(amount, price, SHARE_PLACES, ROUNDING.up);
  return isNegative(sub(held, needed)) ? held : needed;
}

/** The day's interest split: the savers' part rounded down, the security fund gets the rest. */
export function splitIncome(
  interest: Decimal,
  saverShare: Decimal,
  places: number,
): { savers: Decimal; fund: Decimal } {
  if (!isPositive(interest)) return { savers: ZERO, fund: ZERO };
  const savers = round(mul(interest, saverShare), places, ROUNDING.down);
  return { savers, fund: sub(interest, savers) };
}

/** Whether a subscription made at `atMs` earns at a payout at `payoutMs` (held 24 hours). */
export function earnsAt(atMs: number, payoutMs: number, holdHours = 24): boolean {
  return payoutMs - atMs >= holdHours * HOUR_MS;
}

/** The savers' estimated daily rate now: the day's interest at current loans, their share, over the pool. */
export function savingsDailyRate(
  hourlyInterestNow: Decimal,
  saverShare: Decimal,
  poolValue: Decimal,
): Decimal {
  if (!isPositive(poolValue)) return ZERO;
  return div(mul(mul(hourlyInterestNow, decimal('24')), saverShare), poolValue, 8, ROUNDING.down);
}
