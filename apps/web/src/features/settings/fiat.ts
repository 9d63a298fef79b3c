import type { Currency, Locale } from '@exchange/contracts';
import { convert, formatAmount, formatCompact, parseDecimal, ROUNDING } from '@exchange/money';

export interface FiatOptions {
  /** Above 10,000 in magnitude, show 万/亿 (Chinese) or K/M/B (spec section 9). */
  compact?: boolean;
}

/** Shown where an amount is missing or not a decimal, rather than a made-up zero. */
export const NO_VALUE = '--';

/**
 * A USD decimal string in the pricing currency: converted at the currency's
 * rate (units per USD), rounded half up to its decimals, with its symbol.
 * Returns NO_VALUE for text that is not a decimal or a malformed rate.
 */
export function formatFiat(
  usd: string,
  currency: Currency,
  locale: Locale,
  options: FiatOptions = {},
): string {
  const amount = parseDecimal(usd.trim());
  const rate = parseDecimal(currency.rate);
  if (amount === null || rate === null) return NO_VALUE;
  const converted = convert(amount, rate, currency.decimals, ROUNDING.half_up);
  const text = options.compact
    ? formatCompact(converted, locale)
    : formatAmount(converted, { places: currency.decimals, rounding: ROUNDING.half_up });
  // The sign goes before the symbol: "-$5.00", not "$-5.00".
  return text.startsWith('-')
    ? `-${currency.currency_symbol}${text.slice(1)}`
    : `${currency.currency_symbol}${text}`;
}
