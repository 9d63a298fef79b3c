import { decimal, isNegative, mul, ROUNDING, round, sub, type Decimal } from '@exchange/money';
import { localDate, payoutFrom, payoutInstant, previousDate } from '@exchange/contracts';

/**
 * Fixed-term earn arithmetic, pure. An order earns for `days` income days
 * from its value date; day k's income (k = 1..days) is paid at the payout
 * hour of value date + k, the last one with the principal. A fund's value
 * date is the day before its first payout at least 24 hours after the
 * purchase; a lock-up's is its product's lock date, the same for every
 * buyer. A day's income is the amount × that day's rate rounded down to the
 * coin's decimals, so the most an order can ever be paid is `days` × the
 * amount × the highest rate, rounded the same way: that is reserved at
 * purchase and no payout can exceed it.
 */

export const HOUR_MS = 3_600_000;
/** A purchase earns from the first payout at least this long after it (spec: "after 24 hours held"). */
export const HOLD_MS = 24 * HOUR_MS;

/** The calendar date `days` after `date` (YYYY-MM-DD); before it when negative. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * HOUR_MS).toISOString().slice(0, 10);
}

export interface PayoutClock {
  readonly hour: number;
  readonly zone: string;
}

/** When income day `k` of an order valued from `valueDate` is paid. */
export function payoutAt(valueDate: string, k: number, clock: PayoutClock): number {
  return payoutInstant(addDays(valueDate, k), clock.hour, clock.zone);
}

export interface Schedule {
  /** The first income day. */
  readonly valueDate: string;
  /** When a lock-up's coins lock (its lock date's payout hour); a fund is in custody at once. */
  readonly lockAtMs: number | null;
  readonly firstPayoutAtMs: number;
  /** The last income day's payout, which returns the principal too. */
  readonly maturityAtMs: number;
}

/** An order's dates, bought at `boughtAtMs`. */
export function scheduleOf(
  product: { kind: 'fund' | 'lockup'; lockDate: string | null; cycleDays: number },
  boughtAtMs: number,
  clock: PayoutClock,
): Schedule {
  let valueDate: string;
  let lockAtMs: number | null = null;
  if (product.kind === 'lockup' && product.lockDate) {
    valueDate = product.lockDate;
    lockAtMs = payoutInstant(valueDate, clock.hour, clock.zone);
  } else {
    const first = payoutFrom(boughtAtMs + HOLD_MS, clock.hour, clock.zone);
    valueDate = previousDate(localDate(first, clock.zone));
  }
  return {
    valueDate,
    lockAtMs,
    firstPayoutAtMs: payoutAt(valueDate, 1, clock),
    maturityAtMs: payoutAt(valueDate, product.cycleDays, clock),
  };
}

/** One day's income on `amount` at daily `rate`: rounded down to the coin's decimals. */
export function dailyIncome(amount: Decimal, rate: Decimal, places: number): Decimal {
  return round(mul(amount, rate), places, ROUNDING.down);
}

/** Income over `days` days at one daily rate, each day rounded as it is paid. */
export function incomeOver(amount: Decimal, rate: Decimal, days: number, places: number): Decimal {
  return mul(dailyIncome(amount, rate, places), decimal(String(days)));
}

/**
 * The early-redemption penalty: the settlement ratio × the days not yet
 * paid × the amount (spec: 0.4 % × 3 × 1000 = 12), rounded up to the coin's
 * decimals and never more than the amount.
 */
export function penaltyFor(
  amount: Decimal,
  ratio: Decimal,
  remainingDays: number,
  places: number,
): Decimal {
  const penalty = round(
    mul(mul(ratio, decimal(String(remainingDays))), amount),
    places,
    ROUNDING.up,
  );
  return isNegative(sub(amount, penalty)) ? amount : penalty;
}

/** A daily rate's annual equivalent, without compounding (× 365). */
export function aprOfDaily(daily: Decimal): Decimal {
  return mul(daily, decimal('365'));
}
