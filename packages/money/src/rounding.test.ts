import { describe, expect, it } from 'vitest';
import { decimal } from './decimal.js';
import {
  convert,
  div,
  divideInteger,
  round,
  ROUNDING_MODES,
  toFixed,
  type Rounding,
} from './rounding.js';

const d = decimal;

// Each row rounds a value to 0 places in every mode, in this column order.
const COLUMNS = ['down', 'up', 'floor', 'ceil', 'half_up', 'half_even', 'half_down'] as const;
const TO_INTEGER: readonly (readonly [string, ...string[]])[] = [
  ['2.5', '2', '3', '2', '3', '3', '2', '2'],
  ['-2.5', '-2', '-3', '-3', '-2', '-3', '-2', '-2'],
  ['1.5', '1', '2', '1', '2', '2', '2', '1'],
  ['-1.5', '-1', '-2', '-2', '-1', '-2', '-2', '-1'],
  ['0.5', '0', '1', '0', '1', '1', '0', '0'],
  ['-0.5', '0', '-1', '-1', '0', '-1', '0', '0'],
  ['2.4', '2', '3', '2', '3', '2', '2', '2'],
  ['-2.4', '-2', '-3', '-3', '-2', '-2', '-2', '-2'],
  ['2.6', '2', '3', '2', '3', '3', '3', '3'],
  ['-2.6', '-2', '-3', '-3', '-2', '-3', '-3', '-3'],
  ['2.50001', '2', '3', '2', '3', '3', '3', '3'],
  ['-2.49999', '-2', '-3', '-3', '-2', '-2', '-2', '-2'],
  ['2', '2', '2', '2', '2', '2', '2', '2'],
  ['-2', '-2', '-2', '-2', '-2', '-2', '-2', '-2'],
];

describe('round', () => {
  describe.each(TO_INTEGER)('%s to 0 places', (value, ...expected) => {
    it.each(COLUMNS.map((mode, i) => [mode, expected[i]] as const))('%s gives %s', (mode, out) => {
      expect(round(d(value), 0, mode).toString()).toBe(out);
    });
  });

  it.each([
    ['1.005', 2, 'half_even', '1'],
    ['1.015', 2, 'half_even', '1.02'],
    ['-1.005', 2, 'half_up', '-1.01'],
    ['-1.005', 2, 'half_down', '-1'],
    ['0.123456789', 8, 'down', '0.12345678'],
    ['-0.123456789', 8, 'floor', '-0.12345679'],
    ['0.000000001', 8, 'ceil', '0.00000001'],
    ['-0.000000001', 8, 'ceil', '0'],
  ] as const)('round(%s, %i, %s) is %s', (value, places, mode, out) => {
    expect(round(d(value), places, mode).toString()).toBe(out);
  });

  it('leaves a value with few enough decimals unchanged', () => {
    const value = d('1.25');
    expect(round(value, 2, 'down')).toBe(value);
    expect(round(value, 10, 'up')).toBe(value);
  });

  it.each([-1, 0.5])('throws on places %s', (places) => {
    expect(() => round(d('1'), places, 'down')).toThrow(RangeError);
  });

  it('covers every mode in the table', () => {
    expect([...COLUMNS].sort()).toEqual([...ROUNDING_MODES].sort());
  });
});

describe('div', () => {
  it.each([
    ['1', '3', 8, 'half_even', '0.33333333'],
    ['2', '3', 2, 'down', '0.66'],
    ['2', '3', 2, 'half_up', '0.67'],
    ['-2', '3', 2, 'floor', '-0.67'],
    ['-2', '3', 2, 'ceil', '-0.66'],
    ['10', '4', 0, 'half_even', '2'],
    ['10', '4', 0, 'half_up', '3'],
    ['1', '-8', 2, 'half_up', '-0.13'],
    ['1', '-8', 2, 'half_down', '-0.12'],
    ['1', '-8', 2, 'half_even', '-0.12'],
    ['-1', '-8', 3, 'down', '0.125'],
    ['0.0003', '0.07', 6, 'up', '0.004286'],
    ['123.45', '0.001', 0, 'down', '123450'],
    ['0', '-7', 4, 'up', '0'],
  ] as const)('%s / %s to %i places %s is %s', (a, b, scale, mode, out) => {
    expect(div(d(a), d(b), scale, mode).toString()).toBe(out);
  });

  it.each(['0', '-0', '0.000'])('throws a RangeError when dividing by %s', (zero) => {
    expect(() => div(d('1'), d(zero), 2, 'half_even')).toThrow(RangeError);
    expect(() => div(d('0'), d(zero), 2, 'half_even')).toThrow(/Division by zero/);
  });

  it('throws on a negative scale', () => {
    expect(() => div(d('1'), d('3'), -1, 'down')).toThrow(RangeError);
  });
});

describe('divideInteger', () => {
  it.each([
    [7n, 2n, 'half_even', 4n],
    [-7n, 2n, 'half_even', -4n],
    [5n, 2n, 'half_even', 2n],
    [5n, -2n, 'floor', -3n],
    [-5n, -2n, 'ceil', 3n],
    [9n, 3n, 'up', 3n],
  ] as const)('%s / %s %s is %s', (n, den, mode, out) => {
    expect(divideInteger(n, den, mode)).toBe(out);
  });

  it('throws on a zero denominator and an unknown mode', () => {
    expect(() => divideInteger(1n, 0n, 'down')).toThrow(RangeError);
    expect(() => divideInteger(1n, 2n, 'nearest' as Rounding)).toThrow(/Unknown rounding mode/);
  });
});

describe('toFixed', () => {
  it.each([
    ['1.5', 2, 'down', '1.50'],
    ['0.1', 3, 'down', '0.100'],
    ['123', 0, 'down', '123'],
    ['123.999', 0, 'half_up', '124'],
    ['-0.001', 2, 'half_up', '0.00'],
    ['-0.005', 2, 'half_up', '-0.01'],
    ['-0.005', 2, 'half_even', '0.00'],
    ['1.005', 2, 'down', '1.00'],
    ['-7', 3, 'down', '-7.000'],
  ] as const)('toFixed(%s, %i, %s) is %s', (value, places, mode, out) => {
    expect(toFixed(d(value), places, mode)).toBe(out);
  });
});

describe('convert', () => {
  it.each([
    ['123.45', '7.1234', 2, 'half_up', '879.38'],
    ['123.45', '7.1234', 4, 'half_up', '879.3837'],
    ['0.005', '1', 2, 'half_even', '0'],
    ['-10', '0.333', 1, 'floor', '-3.4'],
    ['1', '0.9999', 2, 'up', '1'],
  ] as const)('%s at rate %s to %i places %s is %s', (amount, rate, places, mode, out) => {
    expect(convert(d(amount), d(rate), places, mode).toString()).toBe(out);
  });
});
