import { LOCALE_BCP47, type Locale } from '@exchange/contracts';

/** A server timestamp as a date in the reader's language; unparseable text is shown as sent. */
export function formatDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(LOCALE_BCP47[locale], { dateStyle: 'medium' }).format(time);
}

/** A timestamp as a date and time in the reader's language. */
export function formatDateTime(timeMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(timeMs);
}

/**
 * How long ago `timeMs` was, in the reader's language ("5 minutes ago",
 * "yesterday"); a date once it is more than a week old.
 */
export function formatAgo(timeMs: number, nowMs: number, locale: Locale): string {
  const tag = LOCALE_BCP47[locale];
  const seconds = Math.round((timeMs - nowMs) / 1000);
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size)
      return relative.format(unit === 'second' ? Math.min(value, 0) : value, unit);
    value = Math.trunc(value / size);
  }
  return new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(timeMs);
}
