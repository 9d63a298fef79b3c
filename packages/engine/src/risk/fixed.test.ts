import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fx, fxToString, mulDiv, ONE, ROUNDINGS, type Rounding } from './fixed.js';

/**
 * The reference: scan the integers around the quotient and keep the ones the
 * definition allows, with nothing but multiplication and comparison. k is the
 * floor of n/d (d > 0) when k*d <= n < (k+1)*d.
 */
function reference(a: bigint, b: bigint, c: bigint, rounding: Rounding): bigint {
  const n = c < 0n ? -(a * b) : a * b;
  const d = c < 0n ? -c : c;
  // |n / d| <= |n|, so the scan starts below the quotient.
  let floor = (n < 0n ? n : -n) - 1n;
  while ((floor + 1n) * d <= n) floor += 1n;
  if (floor * d === n) return floor;
  if (rounding === 'floor') return floor;
  if (rounding === 'ceil') return floor + 1n;
  const toFloor = n - floor * d;
  const toCeil = (floor + 1n) * d - n;
  if (toFloor !== toCeil) return toFloor < toCeil ? floor : floor + 1n;
  return floor % 2n === 0n ? floor : floor + 1n;
}

const small = fc.bigInt({ min: -40n, max: 40n });
const divisor = fc.bigInt({ min: -25n, max: 25n }).filter((c) => c !== 0n);
const rounding = fc.constantFrom(...ROUNDINGS);

describe('mulDiv', () => {
  it('matches a brute-force reference, negatives included', () => {
    fc.assert(
      fc.property(small, small, divisor, rounding, (a, b, c, mode) => {
        expect(mulDiv(a, b, c, mode)).toBe(reference(a, b, c, mode));
      }),
      { numRuns: 3000 },
    );
  });

  it('brackets the exact quotient for large values', () => {
    const big = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n });
    fc.assert(
      fc.property(
        big,
        big,
        big.filter((c) => c !== 0n),
        (a, b, c) => {
          // With a positive divisor, floor * d <= n < (floor + 1) * d, and ceil is floor or floor + 1.
          const n = c < 0n ? -(a * b) : a * b;
          const d = c < 0n ? -c : c;
          const floor = mulDiv(a, b, c, 'floor');
          const ceil = mulDiv(a, b, c, 'ceil');
          expect(floor * d <= n && n < (floor + 1n) * d).toBe(true);
          expect(ceil - floor).toBe(floor * d === n ? 0n : 1n);
          const even = mulDiv(a, b, c, 'half-even');
          expect(even === floor || even === ceil).toBe(true);
        },
      ),
    );
  });

  it('rounds the worked cases as named', () => {
    // -7 / 2 = -3.5: floor -4, ceil -3, half-even -4 (the even neighbour).
    expect(mulDiv(-7n, 1n, 2n, 'floor')).toBe(-4n);
    expect(mulDiv(-7n, 1n, 2n, 'ceil')).toBe(-3n);
    expect(mulDiv(-7n, 1n, 2n, 'half-even')).toBe(-4n);
    // -5 / 2 = -2.5 goes to -2; 7 / -3 = -2.33 floors to -3.
    expect(mulDiv(-5n, 1n, 2n, 'half-even')).toBe(-2n);
    expect(mulDiv(7n, 1n, -3n, 'floor')).toBe(-3n);
    expect(mulDiv(7n, 1n, -3n, 'ceil')).toBe(-2n);
  });

  it('refuses a zero divisor', () => {
    expect(() => mulDiv(1n, 1n, 0n, 'floor')).toThrow(/zero/);
  });
});

describe('fx and fxToString', () => {
  it('parses plain decimals into units of 10^-12', () => {
    expect(fx('1')).toBe(ONE);
    expect(fx('1.5')).toBe(1_500_000_000_000n);
    expect(fx('-0.000000000001')).toBe(-1n);
    expect(fx('0.0001')).toBe(100_000_000n);
    expect(fx('-0')).toBe(0n);
  });

  it('refuses more than 12 decimals and anything that is not a plain decimal', () => {
    expect(() => fx('0.0000000000001')).toThrow(/12 decimals/);
    expect(() => fx('1.0000000000000')).toThrow(/12 decimals/);
    for (const bad of ['', '1e3', '.5', '5.', '+1', '1,5', ' 1', 'NaN', '--1', '0x10']) {
      expect(() => fx(bad), bad).toThrow(RangeError);
    }
  });

  it('prints without trailing zeros or exponent', () => {
    expect(fxToString(fx('1.50'))).toBe('1.5');
    expect(fxToString(fx('-0.000000000001'))).toBe('-0.000000000001');
    expect(fxToString(fx('123456789012345678901234567890'))).toBe('123456789012345678901234567890');
    expect(fxToString(0n)).toBe('0');
    expect(fxToString(-ONE)).toBe('-1');
  });

  it('round-trips every value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (value) => {
        expect(fx(fxToString(value))).toBe(value);
      }),
    );
  });
});
