import { decimal, formatAmount, formatPercent, parseDecimal, ROUNDING } from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';
import { formatBalance, formatSigned } from '../wallet/format';

/**
 * Display text for contract figures. Money arrives as decimal strings and is
 * only grouped and rounded by @exchange/money; lots are whole numbers.
 */

/** Whole lots, grouped in threes: 12500 is "12,500". */
export function formatLots(lots: number): string {
  if (!Number.isSafeInteger(lots)) return NO_VALUE;
  return formatAmount(decimal(String(lots)), { places: 0, rounding: ROUNDING.down });
}

/** An amount of the margin asset, exactly as the server sent it, grouped; null shows "--". */
export function formatMoney(text: string | null): string {
  return text === null ? NO_VALUE : formatBalance(text);
}

/** A gain or loss: "+12.5" or "-3.1"; null shows "--". */
export function formatPnl(text: string | null): string {
  return text === null ? NO_VALUE : formatSigned(text);
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
