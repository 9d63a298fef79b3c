import {
  ALERT_NOTE_MAX,
  ALERT_PERCENT_MAX,
  alertIsPercent,
  alertRises,
  type AlertKind,
} from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gt,
  gte,
  isPositive,
  isZero,
  lte,
  mul,
  parseDecimal,
  round,
  ROUNDING,
  sub,
  toFixed,
  type Decimal,
} from '@exchange/money';

const HUNDRED = decimal('100');

/** Why a new alert's value cannot be sent, as the form says it (null when it can). */
export type AlertProblem = 'required' | 'positive' | 'percent' | 'reached' | 'note' | null;

/**
 * The form's own check, the same as the server's (`planAlert`): a price
 * above 0 that the last price does not already meet, or a move above 0 %
 * and at most 1000 % (below 100 % for a fall).
 */
export function alertProblem(
  kind: AlertKind,
  text: string,
  last: string | null,
  note = '',
): AlertProblem {
  if ([...note.trim()].length > ALERT_NOTE_MAX) return 'note';
  if (text.trim() === '') return 'required';
  const value = parseDecimal(text.trim());
  if (alertIsPercent(kind)) {
    const ceiling = decimal(alertRises(kind) ? ALERT_PERCENT_MAX : '100');
    const fits = alertRises(kind) ? lte : (a: Decimal, b: Decimal) => gt(b, a);
    return value !== null && isPositive(value) && fits(value, ceiling) ? null : 'percent';
  }
  if (value === null || !isPositive(value)) return 'positive';
  if (last === null) return null;
  const price = decimal(last);
  return (alertRises(kind) ? gte(price, value) : lte(price, value)) ? 'reached' : null;
}

/**
 * The price that fires the alert: the target, or the last price moved by
 * the percentage and rounded to the market's precision away from it, as
 * the server computes it. Null while the value is not usable.
 */
export function thresholdOf(
  kind: AlertKind,
  text: string,
  last: string | null,
  places: number,
): string | null {
  if (alertProblem(kind, text, last) !== null) return null;
  const value = decimal(text.trim());
  if (!alertIsPercent(kind)) return toFixed(value, Math.max(places, value.scale), ROUNDING.down);
  if (last === null) return null;
  const base = decimal(last);
  const moved = mul(base, alertRises(kind) ? add(HUNDRED, value) : sub(HUNDRED, value));
  const exact = div(moved, HUNDRED, moved.scale + 2, ROUNDING.down);
  const threshold = round(exact, places, alertRises(kind) ? ROUNDING.ceil : ROUNDING.floor);
  return isPositive(threshold) ? toFixed(threshold, places, ROUNDING.down) : null;
}

/**
 * How far `price` is from `last`, as a signed percentage with two decimals
 * ("+5.00", "-2.50"); a target a tick away is "+<0.01", never a misleading 0.00.
 */
export function distancePercent(price: string, last: string): string {
  const base = decimal(last);
  if (!isPositive(base)) return '0.00';
  const exact = div(mul(sub(decimal(price), base), HUNDRED), base, 8, ROUNDING.half_up);
  const sign = isPositive(exact) ? '+' : isZero(exact) ? '' : '-';
  const shown = round(exact, 2, ROUNDING.half_up);
  if (isZero(shown) && !isZero(exact)) return `${sign}<0.01`;
  const text = toFixed(shown, 2, ROUNDING.half_up);
  return isPositive(exact) ? `+${text}` : text;
}
