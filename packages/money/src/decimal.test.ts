import { describe, expect, it } from 'vitest';
import {
  decimal,
  fromBigInt,
  movePoint,
  parseDecimal,
  scaleOf,
  toPlainString,
  toUnits,
} from './decimal.js';

const digits = (count: number) => '1'.repeat(count);

describe('parseDecimal', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['-0.000', '0'],
    ['7', '7'],
    ['-7', '-7'],
    ['1.50', '1.5'],
    ['1.0', '1'],
    ['100', '100'],
    ['007.100', '7.1'],
    ['0.000001', '0.000001'],
    ['-123.456', '-123.456'],
    [digits(40), digits(40)],
    [`0.${digits(36)}`, `0.${digits(36)}`],
    [`-${digits(40)}.${digits(36)}`, `-${digits(40)}.${digits(36)}`],
  ])('accepts %j as %s', (text, canonical) => {
    expect(parseDecimal(text)?.toString()).toBe(canonical);
  });

  it.each([
    ['empty', ''],
    ['only a sign', '-'],
    ['plus sign', '+1'],
    ['double minus', '--1'],
    ['exponent', '1e5'],
    ['capital exponent', '1.5E-3'],
    ['space inside', '1 000'],
    ['leading space', ' 1'],
    ['trailing space', '1 '],
    ['space after sign', '- 1'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['negative Infinity', '-Infinity'],
    ['leading point', '.5'],
    ['negative leading point', '-.5'],
    ['trailing point', '5.'],
    ['lone point', '.'],
    ['two points', '1.2.3'],
    ['hex', '0x1f'],
    ['binary', '0b101'],
    ['grouping comma', '1,000'],
    ['decimal comma', '1,5'],
    ['underscore', '1_000'],
    ['full-width digits', '１２'],
    ['41 integer digits', digits(41)],
    ['37 fraction digits', `0.${digits(37)}`],
  ])('rejects %s (%j)', (_shape, text) => {
    expect(parseDecimal(text)).toBeNull();
  });
});

describe('decimal', () => {
  it('builds constants from valid text', () => {
    expect(decimal('0.25').toString()).toBe('0.25');
  });

  it('throws a RangeError on invalid text', () => {
    expect(() => decimal('1e3')).toThrow(RangeError);
  });
});

describe('fromBigInt', () => {
  it.each([
    [150n, 2, '1.5'],
    [-150n, 2, '-1.5'],
    [1n, 8, '0.00000001'],
    [0n, 18, '0'],
    [1000n, 0, '1000'],
    [-5n, 1, '-0.5'],
  ])('fromBigInt(%s, %i) is %s', (units, scale, text) => {
    expect(toPlainString(fromBigInt(units, scale))).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects scale %s', (scale) => {
    expect(() => fromBigInt(1n, scale)).toThrow(RangeError);
  });

  it('keeps values canonical so equal amounts have equal fields', () => {
    expect(fromBigInt(1500n, 3)).toEqual(fromBigInt(15n, 1));
    expect(fromBigInt(-0n, 4)).toEqual(fromBigInt(0n, 0));
  });

  it('is immutable', () => {
    expect(Object.isFrozen(decimal('1.5'))).toBe(true);
  });
});

describe('text output', () => {
  it('shows the plain amount in templates and JSON', () => {
    const d = decimal('-0.10');
    expect(`${d}`).toBe('-0.1');
    expect(JSON.stringify({ amount: d })).toBe('{"amount":"-0.1"}');
  });
});

describe('scaleOf', () => {
  it.each([
    ['1.50', 1],
    ['100', 0],
    ['0.000', 0],
    ['-0.00012', 5],
  ])('scaleOf(%s) is %i', (text, scale) => {
    expect(scaleOf(decimal(text))).toBe(scale);
  });
});

describe('toUnits', () => {
  it.each([
    ['1.5', 2, 150n],
    ['-1.5', 2, -150n],
    ['1.50', 1, 15n],
    ['12', 0, 12n],
    ['0.00000001', 8, 1n],
    ['0', 6, 0n],
  ])('toUnits(%s, %i) is %s', (text, scale, units) => {
    expect(toUnits(decimal(text), scale)).toBe(units);
  });

  it('throws when the value has more decimals than the scale', () => {
    expect(() => toUnits(decimal('1.005'), 2)).toThrow(RangeError);
    expect(() => toUnits(decimal('0.5'), 0)).toThrow(/more than 0/);
  });

  it('throws on an invalid scale', () => {
    expect(() => toUnits(decimal('1'), -1)).toThrow(RangeError);
  });
});

describe('movePoint', () => {
  it.each([
    ['1.5', 2, '150'],
    ['1.5', -3, '0.0015'],
    ['-12345', -3, '-12.345'],
    ['0.01', 0, '0.01'],
  ])('movePoint(%s, %i) is %s', (text, places, result) => {
    expect(movePoint(decimal(text), places).toString()).toBe(result);
  });

  it('rejects a fractional shift', () => {
    expect(() => movePoint(decimal('1'), 0.5)).toThrow(RangeError);
  });
});
