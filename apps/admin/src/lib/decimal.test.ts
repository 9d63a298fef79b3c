import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  isNegative,
  movePoint,
  multiplyDecimal,
  percentOf,
  subtractDecimal,
} from './decimal';

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

describe('movePoint', () => {
  it('turns rates into percentages and back without rounding', () => {
    expect(movePoint('0.001', 2)).toBe('0.1');
    expect(movePoint('0.1', -2)).toBe('0.001');
    expect(movePoint('-0.0002', 2)).toBe('-0.02');
    expect(movePoint('0.000001', 2)).toBe('0.0001');
    expect(movePoint('12.5', -2)).toBe('0.125');
    expect(movePoint('1', 2)).toBe('100');
    expect(movePoint('0.05', 2)).toBe('5');
  });

  it('writes the result canonically and refuses what is not a decimal', () => {
    expect(movePoint('000.0100', 2)).toBe('1');
    expect(movePoint('-0.00', -2)).toBe('0');
    expect(movePoint('0', 2)).toBe('0');
    expect(movePoint('1e-3', 2)).toBeNull();
    expect(movePoint('', 2)).toBeNull();
  });
});

describe('subtractDecimal', () => {
  it('subtracts decimal strings exactly, across scales and signs', () => {
    expect(subtractDecimal('200', '120')).toBe('80');
    expect(subtractDecimal('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimal('1', '0.00000001')).toBe('0.99999999');
    expect(subtractDecimal('123456789012345678.5', '0.25')).toBe('123456789012345678.25');
    expect(subtractDecimal('1.50', '1.5')).toBe('0');
    expect(subtractDecimal('1', '2.5')).toBe('-1.5');
    expect(subtractDecimal('-1', '-1.25')).toBe('0.25');
  });

  it('refuses text that is not a plain decimal', () => {
    expect(subtractDecimal('1e3', '1')).toBeNull();
    expect(subtractDecimal('1', '')).toBeNull();
  });
});

describe('multiplyDecimal', () => {
  it('multiplies decimal strings exactly, across scales and signs', () => {
    expect(multiplyDecimal('3000', '10')).toBe('30000');
    expect(multiplyDecimal('0.1', '0.2')).toBe('0.02');
    expect(multiplyDecimal('12.34', '2.5')).toBe('30.85');
    expect(multiplyDecimal('100.50', '1.0')).toBe('100.5');
    expect(multiplyDecimal('123456789012345678.99', '100')).toBe('12345678901234567899');
    expect(multiplyDecimal('-1.5', '2')).toBe('-3');
    expect(multiplyDecimal('-0', '5')).toBe('0');
  });

  it('refuses text that is not a plain decimal', () => {
    expect(multiplyDecimal('1e3', '1')).toBeNull();
    expect(multiplyDecimal('1', '')).toBeNull();
  });
});

describe('percentOf', () => {
  it('gives a share in per cent at fixed places, cut toward zero', () => {
    expect(percentOf('1', '1')).toBe('100.00');
    expect(percentOf('1.5', '3')).toBe('50.00');
    expect(percentOf('0.99999', '1')).toBe('99.99');
    expect(percentOf('2', '3')).toBe('66.66');
    expect(percentOf('1', '300', 4)).toBe('0.3333');
    expect(percentOf('123456789012345678.000000000000000001', '123456789012345678')).toBe('100.00');
    expect(percentOf('3', '2', 0)).toBe('150');
    expect(percentOf('0', '5')).toBe('0.00');
    expect(percentOf('-1', '4')).toBe('-25.00');
  });

  it('refuses a zero whole and text that is not a plain decimal', () => {
    expect(percentOf('1', '0')).toBeNull();
    expect(percentOf('1', '0.000')).toBeNull();
    expect(percentOf('abc', '1')).toBeNull();
    expect(percentOf('1', '1e3')).toBeNull();
  });
});
