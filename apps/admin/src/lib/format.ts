const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Times as operators compare them: `2025-03-01 14:05:09`, local time, the
 * same in both languages. Accepts epoch milliseconds or an ISO string.
 */
export function formatTime(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** Epoch milliseconds of a time value, for sorting. */
export function timeValue(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const ms = new Date(value).getTime();
  return Number.isNaN(ms) ? 0 : ms;
}

/** ISO 8601 for exports, where a machine reads the time. */
export function isoTime(value: number | string | null | undefined): string {
  const ms = timeValue(value);
  return ms === 0 ? '' : new Date(ms).toISOString();
}

/** Local midnight of a `YYYY-MM-DD` date input, in epoch milliseconds; undefined when empty. */
export function dayStartMs(day: string, plusDays = 0): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plusDays).getTime();
}

/**
 * A duration in seconds as the two largest units an operator reads at a
 * glance: days and hours, hours and minutes, or minutes and seconds.
 */
export function durationParts(
  totalS: number,
):
  | { unit: 'days'; days: number; hours: number }
  | { unit: 'hours'; hours: number; minutes: number }
  | { unit: 'minutes'; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalS));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  if (days > 0) return { unit: 'days', days, hours };
  if (hours > 0) return { unit: 'hours', hours, minutes };
  return { unit: 'minutes', minutes, seconds: s % 60 };
}
