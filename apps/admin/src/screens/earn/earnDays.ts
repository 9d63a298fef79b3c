import { localDate, nextDate } from '@exchange/contracts';

/**
 * Calendar days in the payout time zone, counted as the server counts them
 * (the shared `daily` functions of `@exchange/contracts`, here with the
 * browser's time-zone data; the server checks again with its own), and
 * what the console adds: whether a typed day is real, and the first day a
 * rate may still be published for.
 */

export { localDate, nextDate, payoutInstant } from '@exchange/contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The payout hour and its time zone, the same for every product. */
export interface PayoutClock {
  readonly hour: number;
  readonly zone: string;
}

/** A well-formed calendar day: YYYY-MM-DD that names a real date. */
export function isDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/**
 * The first day a rate may still be published for: tomorrow in the payout
 * zone (the server refuses a day that has begun, today included).
 */
export const firstFutureDay = (nowMs: number, zone: string): string =>
  nextDate(localDate(nowMs, zone));
