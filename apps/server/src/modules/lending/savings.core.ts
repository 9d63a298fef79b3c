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
import { DAY_MS, HOUR_MS } from './lending.core.js';

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

/**
 * The offset (ms) of `zone` from UTC at the instant `utcMs`: positive east
 * of Greenwich. Uses the platform's ICU time-zone data.
 */
function zoneOffsetMs(utcMs: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(utcMs / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) in `zone` at `utcMs`. */
export function localDate(utcMs: number, zone: string): string {
  return new Date(utcMs + zoneOffsetMs(utcMs, zone)).toISOString().slice(0, 10);
}

/**
 * The instant at which `date` (YYYY-MM-DD) reaches `hour`:00 in `zone`. An
 * hour skipped by a clock change counts from the instant after the gap.
 */
export function payoutInstant(date: string, hour: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // Two passes settle the offset on either side of a change.
  let guess = asUtc - zoneOffsetMs(asUtc, zone);
  guess = asUtc - zoneOffsetMs(guess, zone);
  return guess;
}

/** The calendar day before `date` (YYYY-MM-DD). */
export function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** The first payout at or after `atMs`. */
export function payoutFrom(atMs: number, hour: number, zone: string): number {
  const latest = latestPayout(atMs, hour, zone);
  return latest.atMs === atMs ? atMs : payoutInstant(nextDate(latest.date), hour, zone);
}

/**
 * The payout due at `nowMs`, if any has come: the latest date whose payout
 * instant is at or before now (today's once the hour has struck, else
 * yesterday's), with that instant.
 */
export function latestPayout(
  nowMs: number,
  hour: number,
  zone: string,
): { date: string; atMs: number } {
  const today = localDate(nowMs, zone);
  const todayAt = payoutInstant(today, hour, zone);
  if (todayAt <= nowMs) return { date: today, atMs: todayAt };
  const yesterday = previousDate(today);
  return { date: yesterday, atMs: payoutInstant(yesterday, hour, zone) };
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
