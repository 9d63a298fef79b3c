import { describe, expect, it } from 'vitest';
import { compareDecimal, isNegative } from './decimal';

describe('compareDecimal', () => {
  it('orders decimal strings exactly, including signs, scales and zeros', () => {
    const sorted = ['10', '-2.5', '0.1', '9.99999999999999999', '-0', '2', '-10', '0.10000001'];
    expect([...sorted].sort(compareDecimal)).toEqual([
      '-10',
      '-2.5',
      '-0',
      '0.1',
      '0.10000001',
      '2',
      '9.99999999999999999',
      '10',
    ]);
  });

  it('treats equal values of different spelling as equal', () => {
    expect(compareDecimal('1.50', '001.5')).toBe(0);
    expect(compareDecimal('-0.0', '0')).toBe(0);
  });

  it('puts text that is not a number after every number', () => {
    expect(compareDecimal('abc', '1')).toBe(1);
    expect(compareDecimal('1', 'abc')).toBe(-1);
  });

  it('reads the sign without arithmetic', () => {
    expect(isNegative('-0.01')).toBe(true);
    expect(isNegative('-0')).toBe(false);
    expect(isNegative('3')).toBe(false);
  });
});
