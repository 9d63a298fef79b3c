/**
 * Calendar days in the payout time zone, as the server counts them
 * (`apps/server/src/lib/daily.ts`, mirrored): the date at an instant, the
 * instant a date reaches the payout hour, the day after. Uses the
 * browser's time-zone data; the server checks again with its own.
 */

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The payout hour and its time zone, the same for every product. */
export interface PayoutClock {
  readonly hour: number;
  readonly zone: string;
}

/** The offset (ms) of `zone` from UTC at the instant `utcMs`; positive east of Greenwich. */
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

/** The instant at which `date` (YYYY-MM-DD) reaches `hour`:00 in `zone`. */
export function payoutInstant(date: string, hour: number, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour);
  // Two passes settle the offset on either side of a clock change.
  let guess = asUtc - zoneOffsetMs(asUtc, zone);
  guess = asUtc - zoneOffsetMs(guess, zone);
  return guess;
}

/** The calendar day after `date` (YYYY-MM-DD). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
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
