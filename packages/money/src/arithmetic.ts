/**
 * Exact arithmetic and comparison. Addition, subtraction and multiplication
 * never round, so they need no rounding mode; division lives in rounding.ts
 * because every quotient must name one.
 */
import { aligned, Decimal, ZERO } from './decimal.js';

export type Comparison = -1 | 0 | 1;

export function add(a: Decimal, b: Decimal): Decimal {
  const x = aligned(a, b);
  return Decimal.fromBigInt(x.a + x.b, x.scale);
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const x = aligned(a, b);
  return Decimal.fromBigInt(x.a - x.b, x.scale);
}

/** The exact product; its scale is the sum of the operands' scales before trimming. */
export function mul(a: Decimal, b: Decimal): Decimal {
  return Decimal.fromBigInt(a.units * b.units, a.scale + b.scale);
}

export function neg(d: Decimal): Decimal {
  return Decimal.fromBigInt(-d.units, d.scale);
}

export function abs(d: Decimal): Decimal {
  return d.units < 0n ? neg(d) : d;
}

/** -1, 0 or 1 as `a` is less than, equal to or greater than `b`. */
export function cmp(a: Decimal, b: Decimal): Comparison {
  const x = aligned(a, b);
  if (x.a === x.b) return 0;
  return x.a < x.b ? -1 : 1;
}

export function eq(a: Decimal, b: Decimal): boolean {
  return cmp(a, b) === 0;
}

export function lt(a: Decimal, b: Decimal): boolean {
  return cmp(a, b) < 0;
}

export function lte(a: Decimal, b: Decimal): boolean {
  return cmp(a, b) <= 0;
}

export function gt(a: Decimal, b: Decimal): boolean {
  return cmp(a, b) > 0;
}

export function gte(a: Decimal, b: Decimal): boolean {
  return cmp(a, b) >= 0;
}

export function isZero(d: Decimal): boolean {
  return d.units === 0n;
}

/** Strictly greater than zero; zero is neither positive nor negative. */
export function isPositive(d: Decimal): boolean {
  return d.units > 0n;
}

/** Strictly less than zero. */
export function isNegative(d: Decimal): boolean {
  return d.units < 0n;
}

/** The smallest argument; the first parameter is separate so there is always one. */
export function min(first: Decimal, ...rest: readonly Decimal[]): Decimal {
  return rest.reduce((best, d) => (lt(d, best) ? d : best), first);
}

/** The largest argument. */
export function max(first: Decimal, ...rest: readonly Decimal[]): Decimal {
  return rest.reduce((best, d) => (gt(d, best) ? d : best), first);
}

/** The exact total; an empty list sums to zero. */
export function sum(list: readonly Decimal[]): Decimal {
  return list.reduce(add, ZERO);
}

/**
 * Whether `d` is a whole number of `step`s, as tick size and lot size checks
 * need. A step that is zero or negative is a programmer error, not a rule.
 */
export function isMultipleOf(d: Decimal, step: Decimal): boolean {
  if (step.units <= 0n) throw new RangeError(`step must be positive, got ${step.toString()}`);
  const x = aligned(d, step);
  return x.a % x.b === 0n;
}
