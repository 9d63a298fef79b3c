import type { Locale } from '@exchange/contracts';
import { formatCompact, parseDecimal } from '@exchange/money';

/**
 * A quantity that is not a price (volume, open interest, holders) shortened
 * per spec section 9: above 10,000 as 万/亿 in Chinese, K/M/B otherwise.
 * Prices go through FiatValue instead, which also converts the currency.
 */
export function compactNumber(text: string, locale: Locale): string {
  const value = parseDecimal(text.trim());
  return value === null ? '--' : formatCompact(value, locale);
}
