import { describe, expect, it } from 'vitest';
import {
  formatChange,
  formatFeeRate,
  formatPrice,
  formatQuantity,
  formatVolume,
  toneOf,
} from './format';

describe('market formatting', () => {
  it('shows prices with the market decimals and missing figures as --', () => {
    expect(formatPrice('27000.5', 2)).toBe('27,000.50');
    expect(formatPrice('0.000012345', 8)).toBe('0.00001235');
    expect(formatPrice(null, 2)).toBe('--');
    expect(formatPrice('1e5', 2)).toBe('--');
  });

  it('rounds quantities down so nothing is overstated', () => {
    expect(formatQuantity('1.23456789', 4)).toBe('1.2345');
  });

  it('signs the change and colours it', () => {
    expect(formatChange('2.5')).toBe('+2.50%');
    expect(formatChange('-1.254')).toBe('-1.25%');
    expect(formatChange('0')).toBe('0.00%');
    expect([toneOf('2.5'), toneOf('-0.01'), toneOf('0'), toneOf(null)]).toEqual([
      'up',
      'down',
      'flat',
      'flat',
    ]);
  });

  it('shows fee fractions as percentages', () => {
    expect(formatFeeRate('0.001')).toBe('0.1%');
    expect(formatFeeRate('0.00075')).toBe('0.075%');
    expect(formatFeeRate('0')).toBe('0%');
  });

  it('shows a volume shortened with its asset, in Chinese units in Chinese', () => {
    expect(formatVolume('1234567.8', 'USDT', 'en_US')).toBe('1.23M USDT');
    expect(formatVolume('123456789', 'USDT', 'zh_CN')).toBe('1.23亿 USDT');
    expect(formatVolume('950', 'USD', 'en_US')).toBe('950 USD');
    expect(formatVolume(null, 'USDT', 'en_US')).toBe('--');
    expect(formatVolume('1e5', 'USDT', 'en_US')).toBe('--');
  });
});
