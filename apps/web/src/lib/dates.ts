import { LOCALE_BCP47, type Locale } from '@exchange/contracts';

/** A server timestamp as a date in the reader's language; unparseable text is shown as sent. */
export function formatDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(LOCALE_BCP47[locale], { dateStyle: 'medium' }).format(time);
}
