import { formatAmount, isNegative, isPositive, parseDecimal, ROUNDING } from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';

/** Shown instead of amounts while the user has balances hidden. */
export const HIDDEN_TEXT = '****';

/** Every amount shows at least cents, as exchanges show them: "250.00", "0.00". */
const MIN_PLACES = 2;

/**
 * An amount as display text, grouped in threes, the way exchanges show it: at
 * least two decimals ("250.00", a zero as "0.00"), then only the places the
 * value really has, so a USDT balance of 250 is not padded to "250.000000".
 * The coin's decimals only cap the two-place floor (a coin without decimals
 * shows none). A value with more places than its coin keeps them all: the
 * screen never shows less (or more) than the ledger holds.
 */
export function formatBalance(text: string, decimals?: number): string {
  const value = parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  // Counts of decimal places, not amounts: comparing them as numbers is fine.
  // A parsed value carries no trailing zeros, so its scale is the places it really has.
  const floor = decimals === undefined ? MIN_PLACES : Math.min(MIN_PLACES, decimals);
  const places = Math.max(floor, value.scale);
  // No digits are ever dropped (places >= scale), so the rounding mode never applies.
  return formatAmount(value, { places, rounding: ROUNDING.down });
}

/**
 * A figure quoted rather than held (a minimum, a review threshold, the demo
 * grant) as display text: exact, grouped in threes, trailing zeros trimmed
 * ("1", "50,000"), as the rule or the sentence reads, not padded like an amount.
 */
export function formatExact(text: string): string {
  const value = parseDecimal(text.trim());
  if (value === null) return NO_VALUE;
  // Every place the value has is shown, so the rounding mode never applies.
  return formatAmount(value, { places: value.scale, rounding: ROUNDING.down });
}

export type Direction = 'in' | 'out' | 'none';

/** Whether a signed ledger amount came in or went out. */
export function directionOf(text: string): Direction {
  const value = parseDecimal(text.trim());
  if (value === null) return 'none';
  if (isPositive(value)) return 'in';
  return isNegative(value) ? 'out' : 'none';
}

/** A signed ledger amount: "+1,000.00" in, "-5.00" out, "-0.00012345" as held. */
export function formatSigned(text: string, decimals?: number): string {
  const shown = formatBalance(text, decimals);
  return directionOf(text) === 'in' ? `+${shown}` : shown;
}
