/**
 * Rounding and division. Every operation that can lose digits takes the
 * number of places and the rounding mode as required arguments, so the
 * choice is visible at each call site (DESIGN.md section 4).
 */
import { mul } from './arithmetic.js';
import { assertPlaces, Decimal, pow10, unitsToText } from './decimal.js';

export const ROUNDING = {
  /** Toward zero: truncation. */
  down: 'down',
  /** Away from zero. */
  up: 'up',
  /** Toward negative infinity. */
  floor: 'floor',
  /** Toward positive infinity. */
  ceil: 'ceil',
  /** To nearest; a tie goes away from zero. */
  half_up: 'half_up',
  /** To nearest; a tie goes to the even neighbour (banker's rounding). */
  half_even: 'half_even',
  /** To nearest; a tie goes toward zero. */
  half_down: 'half_down',
} as const;
export type Rounding = (typeof ROUNDING)[keyof typeof ROUNDING];

/** Every mode, for tests and for validating a mode read from configuration. */
export const ROUNDING_MODES: readonly Rounding[] = Object.values(ROUNDING);

/**
 * `numerator / denominator` rounded to an integer. The whole module rests on
 * this one function: bigint division truncates toward zero, and the remainder
 * (which has the numerator's sign) decides whether to step one further away.
 */
export function divideInteger(numerator: bigint, denominator: bigint, mode: Rounding): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  // A positive denominator lets the numerator alone carry the sign.
  const n = denominator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const remainder = n % d;
  if (remainder === 0n) return quotient;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const half = twiceRemainder < d ? -1 : twiceRemainder === d ? 0 : 1;
  const odd = quotient % 2n !== 0n;
  if (!roundsAway(mode, n < 0n, half, odd)) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/**
 * Whether an inexact quotient steps away from zero. `half` tells whether the
 * dropped part is below (-1), exactly at (0) or above (1) one half.
 */
function roundsAway(mode: Rounding, negative: boolean, half: -1 | 0 | 1, odd: boolean): boolean {
  switch (mode) {
    case 'down':
      return false;
    case 'up':
      return true;
    case 'floor':
      return negative;
    case 'ceil':
      return !negative;
    case 'half_up':
      return half >= 0;
    case 'half_down':
      return half > 0;
    case 'half_even':
      return half > 0 || (half === 0 && odd);
    default:
      // Reachable only from untyped input; guessing a mode would misprice silently.
      throw new RangeError(`Unknown rounding mode: ${String(mode satisfies never)}`);
  }
}

/** `d` with at most `places` decimals; values already that short are returned unchanged. */
export function round(d: Decimal, places: number, rounding: Rounding): Decimal {
  assertPlaces(places, 'places');
  if (d.scale <= places) return d;
  return Decimal.fromBigInt(divideInteger(d.units, pow10(d.scale - places), rounding), places);
}

/**
 * `a / b` rounded to `scale` decimals. Throws a RangeError when `b` is zero:
 * a zero divisor means a missing guard upstream, never a valid amount.
 */
export function div(a: Decimal, b: Decimal, scale: number, rounding: Rounding): Decimal {
  assertPlaces(scale, 'scale');
  if (b.units === 0n) throw new RangeError(`Division by zero: ${a.toString()} / 0`);
  // a / b = (a.units / 10^a.scale) / (b.units / 10^b.scale); multiplying by
  // 10^scale before the integer division keeps the wanted decimals.
  const numerator = a.units * pow10(b.scale + scale);
  const denominator = b.units * pow10(a.scale);
  return Decimal.fromBigInt(divideInteger(numerator, denominator, rounding), scale);
}

/** Text with exactly `places` decimals, zeros kept ("1.5" to 2 places is "1.50"). */
export function toFixed(d: Decimal, places: number, rounding: Rounding): string {
  const rounded = round(d, places, rounding);
  return unitsToText(rounded.units * pow10(places - rounded.scale), places);
}

/**
 * `amount * rate` rounded to `places`, e.g. a USD value shown in another
 * pricing currency. The product is exact; only the final result is rounded.
 */
export function convert(
  amount: Decimal,
  rate: Decimal,
  places: number,
  rounding: Rounding,
): Decimal {
  return round(mul(amount, rate), places, rounding);
}
