import { formatAmount, isNegative, isPositive, parseDecimal, ROUNDING } from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';

/** Shown instead of amounts while the user has balances hidden. */
export const HIDDEN_TEXT = '****';

/**
 * A balance as display text, grouped in threes. With the coin's decimals
 * every amount of that coin lines up; a value that somehow has more places
 * keeps them, so the screen never shows less (or more) than the ledger holds.
 * Without the coin, the value is shown exactly, trailing zeros trimmed.
 */
export function formatBalance(text: string, decimals?: number): string {
  const value = parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  // Counts of decimal places, not amounts: comparing them as numbers is fine.
  const places = Math.max(decimals ?? 0, value.scale);
  // No digits are ever dropped (places >= scale), so the rounding mode never applies.
  return formatAmount(value, { places, rounding: ROUNDING.down });
}

export type Direction = 'in' | 'out' | 'none';

/** Whether a signed ledger amount came in or went out. */
export function directionOf(text: string): Direction {
  const value = parseDecimal(text.trim());
  if (value === null) return 'none';
  if (isPositive(value)) return 'in';
  return isNegative(value) ? 'out' : 'none';
}

/** A signed ledger amount: "+1,000.00" in, "-5.00" out. */
export function formatSigned(text: string, decimals?: number): string {
  const shown = formatBalance(text, decimals);
  return directionOf(text) === 'in' ? `+${shown}` : shown;
}
