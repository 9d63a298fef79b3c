import { formatCountdown } from '../perp/format';

/**
 * Where the current contract of a delivery series stands against the
 * clock. Integer milliseconds only: no money here.
 */
export type Expiry =
  | { state: 'unknown' }
  /** Expired: the server settles it and lists the next contract within seconds. */
  | { state: 'settling' }
  | { state: 'countdown'; text: string }
  /** Too far off for a countdown to mean much: the date instead. */
  | { state: 'date'; atMs: number };

const HOUR_MS = 3_600_000;
/** A countdown shows under a day; further expiries (weekly, quarterly) show their date. */
const COUNTDOWN_LIMIT_MS = 24 * HOUR_MS;

/**
 * The expiry at `nowMs`. The countdown rounds up to the second, so "00:00"
 * never shows while trading is still open: the second it would, the
 * contract is settling. Under an hour it reads "MM:SS", else "HH:MM:SS".
 */
export function expiryOf(expiresAtMs: number | null, nowMs: number): Expiry {
  if (expiresAtMs === null) return { state: 'unknown' };
  const remainingMs = expiresAtMs - nowMs;
  if (remainingMs <= 0) return { state: 'settling' };
  if (remainingMs >= COUNTDOWN_LIMIT_MS) return { state: 'date', atMs: expiresAtMs };
  const shownMs = Math.ceil(remainingMs / 1000) * 1000;
  const text = formatCountdown(shownMs);
  // formatCountdown always starts with the hours: "00:03:12" is "03:12".
  return { state: 'countdown', text: shownMs < HOUR_MS ? text.slice(3) : text };
}
