import { describe, expect, it } from 'vitest';
import { directionOf, formatBalance, formatExact, formatSigned } from './format';

describe('balance text', () => {
  it('shows two decimals, then only the places the value has, not the coin decimals', () => {
    expect(formatBalance('250', 6)).toBe('250.00');
    expect(formatBalance('250.000000', 6)).toBe('250.00');
    expect(formatBalance('1234.5', 6)).toBe('1,234.50');
    expect(formatBalance('0.123', 6)).toBe('0.123');
    expect(formatBalance('0.00000001', 8)).toBe('0.00000001');
    expect(formatBalance('1234567.891', 8)).toBe('1,234,567.891');
  });

  it('shows a zero as 0.00 whatever the coin decimals', () => {
    expect(formatBalance('0', 8)).toBe('0.00');
    expect(formatBalance('0.00000000', 8)).toBe('0.00');
    expect(formatBalance('-0', 6)).toBe('0.00');
  });

  it('keeps every place the ledger holds, even past the coin decimals', () => {
    expect(formatBalance('1.23456', 2)).toBe('1.23456');
    expect(formatBalance('0.999999999', 6)).toBe('0.999999999');
  });

  it('never pads past the coin decimals when the coin has fewer than two', () => {
    expect(formatBalance('5', 0)).toBe('5');
    expect(formatBalance('5', 1)).toBe('5.0');
    expect(formatBalance('5.25', 0)).toBe('5.25');
  });

  it('uses the same rule without a coin, and a dash for non-decimals', () => {
    expect(formatBalance('1234567.000100')).toBe('1,234,567.0001');
    expect(formatBalance('1000')).toBe('1,000.00');
    expect(formatBalance(' 12.5 ')).toBe('12.50');
    expect(formatBalance('1e5')).toBe('--');
    expect(formatBalance('')).toBe('--');
  });

  it('quotes rules exactly as set, trimmed and grouped', () => {
    expect(formatExact('1')).toBe('1');
    expect(formatExact('50000.000000')).toBe('50,000');
    expect(formatExact('1.5')).toBe('1.5');
    expect(formatExact('x')).toBe('--');
  });

  it('signs ledger amounts and tells in from out', () => {
    expect(formatSigned('25', 6)).toBe('+25.00');
    expect(formatSigned('-25', 6)).toBe('-25.00');
    expect(formatSigned('-0.00012345', 8)).toBe('-0.00012345');
    expect(formatSigned('0', 8)).toBe('0.00');
    expect(directionOf('0')).toBe('none');
    expect(directionOf('-0.1')).toBe('out');
    expect(directionOf('x')).toBe('none');
  });
});
