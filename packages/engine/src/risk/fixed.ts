/**
 * Fixed-point numbers for the risk maths. Every price, quantity, rate and
 * amount is a `bigint` counting units of 10^-DECIMALS, so `1.5` is
 * `1_500_000_000_000n`.
 *
 * Why 12 decimals: the finest coin amount we settle is 8 decimals (BTC), the
 * finest rate we quote is around 1e-12 (a per-second interest rate), and 12
 * covers both with room to spare. A product of two Fixed values has 24
 * decimals; the functions in this folder keep every intermediate product
 * exact and round once, at the end, in the direction that protects the
 * exchange's solvency. A wider scale (18, as in many token contracts) would
 * only make those intermediate products longer.
 */
import { assert } from '../rules.js';

/** A number in units of 10^-DECIMALS. Only a naming convention: it is a plain bigint. */
export type Fixed = bigint;

export const DECIMALS = 12;
/** The Fixed representation of 1. */
export const ONE: Fixed = 10n ** BigInt(DECIMALS);

/**
 * How a division that does not come out even picks an integer. floor and
 * ceil are toward minus and plus infinity (not toward and away from zero),
 * so they keep their meaning for negative amounts; half-even is for neutral
 * statistics that favour nobody, such as an index or a premium.
 */
export const ROUNDINGS = ['floor', 'ceil', 'half-even'] as const;
export type Rounding = (typeof ROUNDINGS)[number];

/**
 * `a * b / c` rounded once as asked. The product is exact (bigint), so this
 * is the one place where digits are dropped.
 */
export function mulDiv(a: bigint, b: bigint, c: bigint, rounding: Rounding): bigint {
  assert(c !== 0n, 'mulDiv divisor must not be zero');
  // A positive divisor lets the numerator alone carry the sign.
  const n = c < 0n ? -(a * b) : a * b;
  const d = c < 0n ? -c : c;
  const truncated = n / d;
  if (truncated * d === n) return truncated;
  // bigint division truncates toward zero, which is one above floor for negatives.
  const floor = n < 0n ? truncated - 1n : truncated;
  switch (rounding) {
    case 'floor':
      return floor;
    case 'ceil':
      return floor + 1n;
    case 'half-even': {
      const twiceRest = 2n * (n - floor * d); // twice the dropped part, in (0, 2d)
      if (twiceRest !== d) return twiceRest < d ? floor : floor + 1n;
      return floor % 2n === 0n ? floor : floor + 1n;
    }
  }
}

/**
 * An exact fraction of Fixed units with a positive denominator. The risk
 * functions build their results as ratios so that comparisons (which tier,
 * which liquidation candidate) are exact and rounding happens once.
 */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

export function ratio(num: bigint, den: bigint): Ratio {
  assert(den !== 0n, 'ratio denominator must not be zero');
  return den < 0n ? { num: -num, den: -den } : { num, den };
}

export function compareRatio(a: Ratio, b: Ratio): -1 | 0 | 1 {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function roundRatio(value: Ratio, rounding: Rounding): Fixed {
  return mulDiv(value.num, 1n, value.den, rounding);
}

const PLAIN_DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Parses plain decimal text (`"-12.5"`, `"0.0001"`) to Fixed. Text with more
 * than DECIMALS fraction digits is refused rather than rounded: a silently
 * rounded rate or price in a contract definition would misprice every trade.
 * Exponents, signs other than a leading minus, and bare dots are refused too.
 */
export function fx(text: string): Fixed {
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) throw new RangeError(`Not a plain decimal: ${JSON.stringify(text)}`);
  const [, sign = '', whole = '', fraction = ''] = match;
  if (fraction.length > DECIMALS) {
    throw new RangeError(`More than ${DECIMALS} decimals: ${JSON.stringify(text)}`);
  }
  const units = BigInt(whole) * ONE + BigInt(fraction.padEnd(DECIMALS, '0'));
  return sign === '-' ? -units : units;
}

/** Plain decimal text without trailing zeros or exponent: `fxToString(fx("1.50")) === "1.5"`. */
export function fxToString(value: Fixed): string {
  const magnitude = value < 0n ? -value : value;
  const sign = value < 0n ? '-' : '';
  const whole = magnitude / ONE;
  const fraction = (magnitude % ONE).toString().padStart(DECIMALS, '0').replace(/0+$/, '');
  return fraction === '' ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}
