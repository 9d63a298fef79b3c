import { describe, expect, it } from 'vitest';
import { compactNumber } from './numbers';

describe('compactNumber', () => {
  it('uses 万 and 亿 for Chinese and K, M, B otherwise above 10,000', () => {
    expect(compactNumber('25000', 'zh_CN')).toBe('2.5万');
    expect(compactNumber('310000000', 'zh_HK')).toBe('3.1亿');
    expect(compactNumber('25000', 'en_US')).toBe('25K');
    expect(compactNumber('4200000', 'ja_JP')).toBe('4.2M');
    expect(compactNumber('10000', 'en_US')).toBe('10,000');
  });

  it('shows -- for text that is not a decimal', () => {
    expect(compactNumber('n/a', 'en_US')).toBe('--');
  });
});
