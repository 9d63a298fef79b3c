/**
 * Calendar arithmetic for daily schedules in an operator's time zone: the
 * date at an instant, the instant a date reaches an hour, and the daily
 * slot due now. Earn payouts (savings at 04:00, fixed-term income) are
 * paid at such slots; the console checks the days operators type with
 * the same functions. Uses the platform's ICU time-zone data.
 */

const DAY_MS = 86_400_000;

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
