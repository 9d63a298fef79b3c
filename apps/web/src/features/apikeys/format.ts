import { formatDateTime } from '../../lib/dates';
import { LOCALE_BCP47, type Locale } from '@exchange/contracts';

/** A timestamp as a date in the reader's language. */
export function dateText(timeMs: number, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_BCP47[locale], { dateStyle: 'medium' }).format(timeMs);
}

/** A timestamp as a date and time in the reader's language. */
export const dateTimeText = formatDateTime;
