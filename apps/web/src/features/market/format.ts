import {
  formatAmount,
  isNegative,
  isPositive,
  movePoint,
  parseDecimal,
  ROUNDING,
} from '@exchange/money';
import type { Locale } from '@exchange/contracts';
import { compactNumber } from '../../lib/numbers';
import { NO_VALUE } from '../settings/fiat';

/**
 * Display text for market figures. Prices and amounts arrive as decimal
 * strings; these only shorten and group them with @exchange/money, never
 * through JS numbers. A missing figure (no trade yet) shows as "--".
 */

/** A price in the quote currency with the market's price decimals, grouped in threes. */
export function formatPrice(text: string | null | undefined, places: number): string {
  const value = text == null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  return formatAmount(value, { places, rounding: ROUNDING.half_up });
}

/**
 * A base quantity with the market's amount decimals. Rounded down: a shown
 * balance or fill is never more than what is there.
 */
export function formatQuantity(text: string | null | undefined, places: number): string {
  const value = text == null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  return formatAmount(value, { places, rounding: ROUNDING.down });
}

/**
 * A volume or value with its asset, shortened per spec section 9 ("1.23M
 * USDT", "1.23亿 USDT"): the 24-hour turnover in the quote currency, which
 * compares across pairs where base volumes do not.
 */
export function formatVolume(
  text: string | null | undefined,
  asset: string,
  locale: Locale,
): string {
  const shown = text == null ? NO_VALUE : compactNumber(text, locale);
  return shown === NO_VALUE ? NO_VALUE : `${shown} ${asset}`;
}

/** Which way a figure moved: drives the green and red colours. */
export type Tone = 'up' | 'down' | 'flat';

export function toneOf(text: string | null | undefined): Tone {
  const value = text == null ? null : parseDecimal(text.trim());
  if (value === null) return 'flat';
  if (isPositive(value)) return 'up';
  return isNegative(value) ? 'down' : 'flat';
}

/** The ticker's `changePercent` ("-1.25", already a percentage) as "+1.25%" or "-1.25%". */
export function formatChange(changePercent: string): string {
  const value = parseDecimal(changePercent.trim());
  if (value === null) return NO_VALUE;
  const text = formatAmount(value, { places: 2, rounding: ROUNDING.half_up });
  return `${isPositive(value) ? '+' : ''}${text}%`;
}

/** A fee rate given as a fraction ("0.001") as a percentage ("0.1%"), trailing zeros trimmed. */
export function formatFeeRate(rate: string): string {
  const value = parseDecimal(rate.trim());
  if (value === null) return NO_VALUE;
  // Moving the point is exact; four places show any real fee tier.
  const percent = movePoint(value, 2);
  return `${formatAmount(percent, { places: 4, rounding: ROUNDING.half_up, trimZeros: true })}%`;
}

/** A unix-millisecond time as "HH:MM:SS" in the reader's zone, for trade lists. */
export function formatClock(timeMs: number): string {
  const date = new Date(timeMs);
  return [date.getHours(), date.getMinutes(), date.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
}

/** A unix-millisecond time as "YYYY-MM-DD HH:MM:SS" in the reader's zone, for records. */
export function formatDateTime(timeMs: number): string {
  const date = new Date(timeMs);
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `${day} ${formatClock(timeMs)}`;
}
