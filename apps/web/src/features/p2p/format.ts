import type { Currency, P2pCoin } from '@exchange/contracts';
import { formatAmount, formatPercent, parseDecimal, ROUNDING } from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';

/**
 * Display text for P2P figures, which arrive as decimal strings: grouped in
 * threes with @exchange/money, never through JS numbers. Fiat is shown with
 * its currency's decimals, coins rounded down (a quantity shown is never
 * more than what moves); where the decimals are not known yet, as sent.
 */

/** A fiat amount or price with its currency's decimals. */
export function fiatText(text: string | null | undefined, places: number | undefined): string {
  const value = text == null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  return formatAmount(value, { places: places ?? value.scale, rounding: ROUNDING.half_up });
}

/** A coin quantity, rounded down to the coin's decimals, trailing zeros trimmed. */
export function coinText(text: string | null | undefined, places: number | undefined): string {
  const value = text == null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  return formatAmount(value, {
    places: places ?? value.scale,
    rounding: ROUNDING.down,
    trimZeros: true,
  });
}

/** A ratio from 0 to 1 ("0.9850") as a percentage ("98.5%"). */
export function rateText(ratio: string): string {
  const value = parseDecimal(ratio.trim());
  if (value === null) return NO_VALUE;
  return formatPercent(value, 2).replace(/\.?0+%$/, '%');
}

/** A floating price's premium ("1.5", "-2") with its sign ("+1.5%", "-2%"). */
export function premiumText(premium: string): string {
  const value = parseDecimal(premium.trim());
  if (value === null) return NO_VALUE;
  const text = formatAmount(value, { places: 2, rounding: ROUNDING.half_up, trimZeros: true });
  return `${text.startsWith('-') ? '' : '+'}${text}%`;
}

/** Seconds left as "mm:ss", or "h:mm:ss" from an hour up. */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const pad = (part: number) => String(part).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

export function fiatDecimalsOf(
  fiats: readonly Currency[] | undefined,
  code: string,
): number | undefined {
  return fiats?.find((fiat) => fiat.name === code)?.decimals;
}

export function coinDecimalsOf(
  coins: readonly P2pCoin[] | undefined,
  code: string,
): number | undefined {
  return coins?.find((coin) => coin.coin === code)?.decimals;
}
