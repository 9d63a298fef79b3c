import { describe, expect, it } from 'vitest';
import { directionOf, formatBalance, formatSigned } from './format';

describe('balance text', () => {
  it('uses the coin decimals, grouped, and keeps any extra places', () => {
    expect(formatBalance('1234.5', 2)).toBe('1,234.50');
    expect(formatBalance('0', 8)).toBe('0.00000000');
    expect(formatBalance('1.23456', 2)).toBe('1.23456');
  });

  it('shows the exact value without a coin, and a dash for non-decimals', () => {
    expect(formatBalance('1234567.000100')).toBe('1,234,567.0001');
    expect(formatBalance('1e5')).toBe('--');
  });

  it('signs ledger amounts and tells in from out', () => {
    expect(formatSigned('25', 2)).toBe('+25.00');
    expect(formatSigned('-25', 2)).toBe('-25.00');
    expect(directionOf('0')).toBe('none');
    expect(directionOf('-0.1')).toBe('out');
    expect(directionOf('x')).toBe('none');
  });
});
