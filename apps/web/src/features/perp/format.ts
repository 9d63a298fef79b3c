import {
  decimal,
  formatAmount,
  formatPercent,
  parseDecimal,
  ROUNDING,
  type Rounding,
} from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';

/**
 * Display text for contract figures. Money arrives as decimal strings and is
 * only grouped and rounded by @exchange/money; lots are whole numbers.
 */

/** Whole lots, grouped in threes: 12500 is "12,500". */
export function formatLots(lots: number): string {
  if (!Number.isSafeInteger(lots)) return NO_VALUE;
  return formatAmount(decimal(String(lots)), { places: 0, rounding: ROUNDING.down });
}

/** Stablecoin margins read as money: four decimals at most; coin margins keep eight. */
const STABLE = new Set(['USDT', 'USDC', 'USD']);
const placesFor = (asset: string | undefined) => (asset !== undefined && STABLE.has(asset) ? 4 : 8);

/**
 * An amount of the margin asset, grouped, cut (never padded) to the places
 * its asset shows: "189.99696" USDT is "189.9969", "500" stays "500". A
 * balance rounds down, so it never shows more than is there (a requirement
 * such as a margin estimate passes ROUNDING.ceil); null shows "--".
 */
export function formatMoney(
  text: string | null,
  asset?: string,
  rounding: Rounding = ROUNDING.down,
): string {
  const value = text === null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  const places = Math.min(value.scale, placesFor(asset));
  return formatAmount(value, { places, rounding });
}

/**
 * A gain or loss: "+12.5" or "-3.1", cut as formatMoney but toward minus
 * infinity, so neither a gain nor a loss looks better than it is.
 */
export function formatPnl(text: string | null, asset?: string): string {
  const value = text === null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  const places = Math.min(value.scale, placesFor(asset));
  const shown = formatAmount(value, { places, rounding: ROUNDING.floor });
  return value.units > 0n ? `+${shown}` : shown;
}

/** A rate given as a fraction ("0.0001") as a percentage ("0.0100%"); null shows "--". */
export function formatRate(text: string | null, places = 4): string {
  const value = text === null ? null : parseDecimal(text.trim());
  return value === null ? NO_VALUE : formatPercent(value, places, ROUNDING.half_up);
}

export const leverageText = (leverage: number) => `${leverage}x`;

/** Milliseconds left as "HH:MM:SS", never below zero; hours may exceed 24. */
export function formatCountdown(remainingMs: number): string {
  const totalS = Math.max(0, Math.floor(remainingMs / 1000));
  const parts = [Math.floor(totalS / 3600), Math.floor((totalS % 3600) / 60), totalS % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/** An ROE in percent ("12.5") as "+12.50%", two places half-up; null shows "--". */
export function formatRoe(text: string | null): string {
  const value = text === null ? null : parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  const shown = formatAmount(value, { places: 2, rounding: ROUNDING.half_up });
  return `${value.units > 0n ? '+' : ''}${shown}%`;
}
