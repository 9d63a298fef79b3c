/**
 * The exact decimal value used wherever money appears (DESIGN.md section 4).
 *
 * A value is an integer mantissa (`units`) and a non-negative `scale`, meaning
 * `units / 10^scale`. Both are kept canonical: trailing fraction zeros are
 * stripped on construction, so two equal amounts always have the same fields
 * and `scale` is the real number of decimal places. A JS `number` never holds
 * an amount; the only numbers here are counts of decimal places.
 */

/** Longest integer part accepted from text; far above any supply or balance. */
export const MAX_INTEGER_DIGITS = 40;
/** Longest fraction accepted from text; wider than any asset's precision (18). */
export const MAX_FRACTION_DIGITS = 36;

// The sign is optional, the integer part is required and the fraction, when
// the point is present, must have at least one digit. Without the `u` flag
// `\d` matches only ASCII 0-9, so full-width and other script digits fail.
const DECIMAL_TEXT = new RegExp(
  `^(-?)(\\d{1,${MAX_INTEGER_DIGITS}})(?:\\.(\\d{1,${MAX_FRACTION_DIGITS}}))?$`,
);

export class Decimal {
  /** Use `fromBigInt`, `parseDecimal` or `decimal`; they keep the value canonical. */
  private constructor(
    readonly units: bigint,
    readonly scale: number,
  ) {
    Object.freeze(this);
  }

  /** Builds `units / 10^scale`, stripping trailing zeros so equal values look equal. */
  static fromBigInt(units: bigint, scale: number): Decimal {
    assertPlaces(scale, 'scale');
    let mantissa = units;
    let places = scale;
    while (places > 0 && mantissa % 10n === 0n) {
      mantissa /= 10n;
      places -= 1;
    }
    return new Decimal(mantissa, places);
  }

  /** Template literals and string concatenation show the plain amount. */
  toString(): string {
    return toPlainString(this);
  }

  /** Amounts travel as decimal strings on the wire, never as JSON numbers. */
  toJSON(): string {
    return toPlainString(this);
  }
}

export const ZERO = Decimal.fromBigInt(0n, 0);
export const ONE = Decimal.fromBigInt(1n, 0);

/** `units / 10^scale`, e.g. `fromBigInt(150n, 2)` is 1.5 (minor units to an amount). */
export function fromBigInt(units: bigint, scale: number): Decimal {
  return Decimal.fromBigInt(units, scale);
}

/**
 * Reads `-?digits(.digits)?` and returns null for anything else: empty text,
 * '+', exponents, spaces, 'NaN', 'Infinity', hex, a leading or trailing point,
 * or more than 40 integer or 36 fraction digits. Input comes from users and
 * the wire, so a bad shape is an expected outcome rather than an exception.
 */
export function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL_TEXT.exec(text);
  if (match === null) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  const magnitude = BigInt(integer + fraction);
  return Decimal.fromBigInt(sign === '-' ? -magnitude : magnitude, fraction.length);
}

/** For constants written in code, where invalid text is a programmer error. */
export function decimal(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (parsed === null) throw new RangeError(`Not a decimal: ${JSON.stringify(text)}`);
  return parsed;
}

/** Canonical plain text: no exponent, no trailing fraction zeros, never "-0". */
export function toPlainString(d: Decimal): string {
  return unitsToText(d.units, d.scale);
}

/** `units / 10^scale` as text with exactly `scale` decimals, zeros kept. */
export function unitsToText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const cut = digits.length - scale;
  const body = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
  return negative ? `-${body}` : body;
}

/** The number of decimal places the value really has ("1.50" has 1). */
export function scaleOf(d: Decimal): number {
  return d.scale;
}

/**
 * The value as an integer count of `10^-scale` steps, for integer ticks, lots
 * and minor units. Throws a RangeError when `d` has more decimals than
 * `scale`, because silently dropping them would lose money.
 */
export function toUnits(d: Decimal, scale: number): bigint {
  assertPlaces(scale, 'scale');
  if (d.scale > scale) {
    throw new RangeError(`${toPlainString(d)} has ${d.scale} decimal places, more than ${scale}`);
  }
  return d.units * pow10(scale - d.scale);
}

/**
 * `d * 10^places`, exact for either sign of `places`: only the decimal point
 * moves, e.g. from an amount to thousands of that amount.
 */
export function movePoint(d: Decimal, places: number): Decimal {
  if (!Number.isSafeInteger(places)) {
    throw new RangeError(`places must be an integer, got ${places}`);
  }
  return places >= 0
    ? Decimal.fromBigInt(d.units * pow10(places), d.scale)
    : Decimal.fromBigInt(d.units, d.scale - places);
}

/** 10^n as a bigint; `n` is a count of decimal places, never an amount. */
export function pow10(n: number): bigint {
  return 10n ** BigInt(n);
}

/** Mantissas of `a` and `b` brought to their common (larger) scale. */
export function aligned(a: Decimal, b: Decimal): { a: bigint; b: bigint; scale: number } {
  const scale = Math.max(a.scale, b.scale);
  return { a: a.units * pow10(scale - a.scale), b: b.units * pow10(scale - b.scale), scale };
}

/** A scale or a number of places must be a whole, non-negative count. */
export function assertPlaces(places: number, name: string): void {
  if (!Number.isSafeInteger(places) || places < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${places}`);
  }
}
