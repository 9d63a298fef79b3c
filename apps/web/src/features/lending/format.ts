import {
  abs,
  decimal,
  formatAmount,
  gte,
  isZero,
  mul,
  ONE,
  parseDecimal,
  ROUNDING,
  toPlainString,
  type Rounding,
} from '@exchange/money';
import { NO_VALUE } from '../settings/fiat';

const HUNDRED = decimal('100');
/** The most decimals a percentage shows: 0.000001 % is below any rate offered. */
const MAX_PERCENT_PLACES = 6;

/**
 * A fraction ("0.0017") as a percentage ("0.17%"), trailing zeros trimmed.
 * From 1 % up two decimals; below it enough decimals to show two
 * significant digits, so an hourly rate of 0.0000708 reads "0.0071%" rather
 * than "0%". Display rounding is half up unless told (ratios round up).
 */
export function percentText(
  fraction: string | null | undefined,
  rounding: Rounding = ROUNDING.half_up,
): string {
  const value = fraction == null ? null : parseDecimal(fraction.trim());
  if (value === null) return NO_VALUE;
  const percent = mul(value, HUNDRED);
  if (isZero(percent)) return '0%';
  let places = 2;
  if (!gte(abs(percent), ONE)) {
    // "0.00708" has two zeros after the point before its first digit.
    const digits = toPlainString(abs(percent)).split('.')[1] ?? '';
    const zeros = digits.length - digits.replace(/^0+/, '').length;
    places = Math.min(MAX_PERCENT_PLACES, Math.max(2, zeros + 2));
  }
  return `${formatAmount(percent, { places, rounding, trimZeros: true })}%`;
}

/** A pledge ratio as a percentage, rounded up: it never looks healthier than it is. */
export function ratioText(ratio: string | null | undefined): string {
  return percentText(ratio, ROUNDING.up);
}

/** An hour of the day as the clock shows it: 4 is "04:00". */
export function hourText(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}
