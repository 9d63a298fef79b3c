/**
 * Property tests with decimal.js as the oracle. decimal.js is only ever used
 * here, to check the hand-written bigint arithmetic against an independent
 * implementation.
 */
import { Decimal as DecimalJs } from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  cmp,
  div,
  eq,
  fromBigInt,
  isMultipleOf,
  lte,
  mul,
  neg,
  parseDecimal,
  round,
  ROUNDING_MODES,
  sub,
  toFixed,
  toUnits,
  type Decimal,
  type Rounding,
} from './index.js';

// A private copy so the precision setting cannot leak into other users of decimal.js.
const Oracle = DecimalJs.clone();
// Mantissas stay below 10^40 and scales at most 18, so an exact product has
// at most 116 digits and a quotient needs at most 77 digits up to its
// rounding digit. Its denominator is below 10^58, so past that point its
// expansion cannot hold a run of 123 zeros or nines: 200 significant digits
// always decide the final rounding exactly as the true quotient would.
Oracle.set({ precision: 200 });

const ORACLE_MODE: Record<Rounding, DecimalJs.Rounding> = {
  down: Oracle.ROUND_DOWN,
  up: Oracle.ROUND_UP,
  floor: Oracle.ROUND_FLOOR,
  ceil: Oracle.ROUND_CEIL,
  half_up: Oracle.ROUND_HALF_UP,
  half_even: Oracle.ROUND_HALF_EVEN,
  half_down: Oracle.ROUND_HALF_DOWN,
};

const LIMIT = 10n ** 40n;

/**
 * Decimal text built from a bigint mantissa and a scale, trailing zeros kept
 * ("1.50"), so parsing sees non-canonical input. Small mantissas are mixed
 * in because they make ties and exact quotients common.
 */
const decimalText = fc
  .tuple(
    fc.oneof(
      fc.bigInt({ min: -1000n, max: 1000n }),
      fc.bigInt({ min: 1n - LIMIT, max: LIMIT - 1n }),
    ),
    fc.integer({ min: 0, max: 18 }),
  )
  .map(([units, scale]) => {
    const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
    const cut = digits.length - scale;
    const body = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
    return units < 0n ? `-${body}` : body;
  });

const nonZeroText = decimalText.filter((text) => !new Oracle(text).isZero());
const mode = fc.constantFrom(...ROUNDING_MODES);
const places = fc.integer({ min: 0, max: 18 });

function parse(text: string): Decimal {
  const parsed = parseDecimal(text);
  if (parsed === null) throw new Error(`generator produced invalid text ${text}`);
  return parsed;
}

/** decimal.js plain text, with its negative zero ("-0.00") written as zero. */
function plain(value: DecimalJs, fixedPlaces?: number): string {
  const text = fixedPlaces === undefined ? value.toFixed() : value.toFixed(fixedPlaces);
  return text.replace(/^-(?=[0.]+$)/, '');
}

const RUNS = { numRuns: 500 };

describe('against decimal.js', () => {
  it('parses to the same value', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        expect(parse(text).toString()).toBe(plain(new Oracle(text)));
      }),
      RUNS,
    );
  });

  it('adds, subtracts and multiplies exactly', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [x, y] = [new Oracle(a), new Oracle(b)];
        expect(add(parse(a), parse(b)).toString()).toBe(plain(x.add(y)));
        expect(sub(parse(a), parse(b)).toString()).toBe(plain(x.sub(y)));
        expect(mul(parse(a), parse(b)).toString()).toBe(plain(x.mul(y)));
      }),
      RUNS,
    );
  });

  it('divides with every rounding mode like toDecimalPlaces of the exact quotient', () => {
    fc.assert(
      fc.property(decimalText, nonZeroText, places, mode, (a, b, scale, rounding) => {
        const expected = new Oracle(a).div(b).toDecimalPlaces(scale, ORACLE_MODE[rounding]);
        expect(div(parse(a), parse(b), scale, rounding).toString()).toBe(plain(expected));
      }),
      { numRuns: 2000 },
    );
  });

  it('divides exact ties with every rounding mode', () => {
    // Random quotients are almost never exactly half way, so build dividends
    // whose quotient is k + 0.5 units of the last place, where modes differ.
    const half = fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.boolean());
    fc.assert(
      fc.property(half, nonZeroText, places, mode, ([k, negative], b, scale, rounding) => {
        const quotient = fromBigInt(10n * k + (negative ? -5n : 5n), scale + 1);
        const a = mul(quotient, parse(b));
        const expected = new Oracle(a.toString())
          .div(b)
          .toDecimalPlaces(scale, ORACLE_MODE[rounding]);
        expect(div(a, parse(b), scale, rounding).toString()).toBe(plain(expected));
      }),
      RUNS,
    );
  });

  it('rounds and formats fixed places like decimal.js', () => {
    fc.assert(
      fc.property(decimalText, places, mode, (text, scale, rounding) => {
        const oracle = new Oracle(text);
        const expected = oracle.toDecimalPlaces(scale, ORACLE_MODE[rounding]);
        expect(round(parse(text), scale, rounding).toString()).toBe(plain(expected));
        expect(toFixed(parse(text), scale, rounding)).toBe(plain(expected, scale));
      }),
      RUNS,
    );
  });

  it('compares like decimal.js', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(cmp(parse(a), parse(b))).toBe(new Oracle(a).cmp(b));
        expect(cmp(parse(a), parse(a))).toBe(0);
      }),
      RUNS,
    );
  });

  it('checks multiples like a zero remainder', () => {
    fc.assert(
      fc.property(decimalText, nonZeroText, (a, b) => {
        const step = new Oracle(b).abs();
        expect(isMultipleOf(parse(a), parse(step.toFixed()))).toBe(
          new Oracle(a).mod(step).isZero(),
        );
      }),
      RUNS,
    );
  });
});

describe('round trips and laws', () => {
  it('parses its own text back to the same value', () => {
    fc.assert(
      fc.property(decimalText, (text) => {
        const value = parse(text);
        const again = parseDecimal(value.toString());
        expect(again).toEqual(value);
      }),
      RUNS,
    );
  });

  it('converts to units and back at any wide enough scale', () => {
    fc.assert(
      fc.property(decimalText, fc.integer({ min: 0, max: 18 }), (text, extra) => {
        const value = parse(text);
        const scale = value.scale + extra;
        expect(eq(parse(toFixed(value, scale, 'down')), value)).toBe(true);
        expect(toUnits(value, scale)).toBe(value.units * 10n ** BigInt(extra));
      }),
      RUNS,
    );
  });

  it('adds and multiplies commutatively and associatively', () => {
    fc.assert(
      fc.property(decimalText, decimalText, decimalText, (a, b, c) => {
        const [x, y, z] = [parse(a), parse(b), parse(c)];
        expect(add(x, y)).toEqual(add(y, x));
        expect(mul(x, y)).toEqual(mul(y, x));
        expect(add(add(x, y), z)).toEqual(add(x, add(y, z)));
        expect(mul(x, add(y, z))).toEqual(add(mul(x, y), mul(x, z)));
      }),
      RUNS,
    );
  });

  it('undoes subtraction by addition and negation by negation', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        const [x, y] = [parse(a), parse(b)];
        expect(add(sub(x, y), y)).toEqual(x);
        expect(neg(neg(x))).toEqual(x);
        expect(sub(x, y)).toEqual(neg(sub(y, x)));
      }),
      RUNS,
    );
  });

  it('never lets a truncated quotient times the divisor exceed the dividend', () => {
    fc.assert(
      fc.property(decimalText, nonZeroText, places, (a, b, scale) => {
        const [x, y] = [parse(a), parse(b)];
        const product = mul(div(x, y, scale, 'down'), y);
        expect(lte(abs(product), abs(x))).toBe(true);
      }),
      RUNS,
    );
  });
});
