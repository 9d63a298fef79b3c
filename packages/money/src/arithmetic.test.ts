import { describe, expect, it } from 'vitest';
import {
  abs,
  add,
  cmp,
  eq,
  gt,
  gte,
  isMultipleOf,
  isNegative,
  isPositive,
  isZero,
  lt,
  lte,
  max,
  min,
  mul,
  neg,
  sub,
  sum,
} from './arithmetic.js';
import { decimal } from './decimal.js';

const d = decimal;

describe('exact arithmetic', () => {
  it.each([
    ['0.1', '0.2', '0.3'],
    ['1.005', '-1.005', '0'],
    ['-2.5', '0.25', '-2.25'],
    ['99999999999999999999.99', '0.01', '100000000000000000000'],
  ])('%s + %s = %s', (a, b, result) => {
    expect(add(d(a), d(b)).toString()).toBe(result);
  });

  it.each([
    ['0.3', '0.1', '0.2'],
    ['1', '1.000001', '-0.000001'],
    ['-1.5', '-1.5', '0'],
  ])('%s - %s = %s', (a, b, result) => {
    expect(sub(d(a), d(b)).toString()).toBe(result);
  });

  it.each([
    ['1.1', '1.1', '1.21'],
    ['0.5', '-0.2', '-0.1'],
    ['123456789.123456789', '1000000000', '123456789123456789'],
    ['0.000000001', '0.000000001', '0.000000000000000001'],
  ])('%s * %s = %s', (a, b, result) => {
    expect(mul(d(a), d(b)).toString()).toBe(result);
  });

  it('negates and takes absolute values', () => {
    expect(neg(d('1.5')).toString()).toBe('-1.5');
    expect(neg(d('0')).toString()).toBe('0');
    expect(abs(d('-0.01')).toString()).toBe('0.01');
    expect(abs(d('3')).toString()).toBe('3');
  });
});

describe('comparison', () => {
  it.each([
    ['1.5', '1.50', 0],
    ['-0', '0.000', 0],
    ['0.1', '0.09', 1],
    ['-0.1', '-0.09', -1],
    ['100', '99.999999', 1],
  ] as const)('cmp(%s, %s) is %i', (a, b, result) => {
    expect(cmp(d(a), d(b))).toBe(result);
  });

  it('derives the predicates from cmp', () => {
    const [one, two] = [d('1'), d('2')];
    expect([lt(one, two), lte(one, two), gt(one, two), gte(one, two), eq(one, two)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([lte(one, d('1.0')), gte(one, d('1.0')), eq(one, d('1.0'))]).toEqual([true, true, true]);
  });

  it.each([
    ['0', true, false, false],
    ['-0.000', true, false, false],
    ['0.00000001', false, true, false],
    ['-0.00000001', false, false, true],
  ])('%s: zero %s, positive %s, negative %s', (text, zero, positive, negative) => {
    expect([isZero(d(text)), isPositive(d(text)), isNegative(d(text))]).toEqual([
      zero,
      positive,
      negative,
    ]);
  });
});

describe('min, max and sum', () => {
  it('pick the extreme value', () => {
    const values = [d('2'), d('-3.5'), d('10.25'), d('0')];
    expect(min(d('1'), ...values).toString()).toBe('-3.5');
    expect(max(d('1'), ...values).toString()).toBe('10.25');
    expect(min(d('7')).toString()).toBe('7');
  });

  it('sums exactly, and an empty list to zero', () => {
    expect(sum([d('0.1'), d('0.2'), d('-0.3')]).toString()).toBe('0');
    expect(sum(Array.from({ length: 10 }, () => d('0.1'))).toString()).toBe('1');
    expect(sum([]).toString()).toBe('0');
  });
});

describe('isMultipleOf', () => {
  it.each([
    ['1.25', '0.05', true],
    ['1.26', '0.05', false],
    ['-0.3', '0.1', true],
    ['0', '0.01', true],
    ['100', '25', true],
    ['100', '0.00000001', true],
    ['0.000000015', '0.00000001', false],
    ['10', '3', false],
    ['1.5', '1.5', true],
  ])('%s is a multiple of %s: %s', (value, step, result) => {
    expect(isMultipleOf(d(value), d(step))).toBe(result);
  });

  it.each(['0', '-0.01'])('throws when the step is %s', (step) => {
    expect(() => isMultipleOf(d('1'), d(step))).toThrow(RangeError);
  });
});
