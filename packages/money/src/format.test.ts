import { describe, expect, it } from 'vitest';
import { decimal } from './decimal.js';
import { formatAmount, formatCompact, formatPercent } from './format.js';

const d = decimal;

describe('formatAmount', () => {
  it.each([
    ['0', 2, '0.00'],
    ['1', 0, '1'],
    ['999', 2, '999.00'],
    ['1000', 2, '1,000.00'],
    ['1234567.891', 2, '1,234,567.89'],
    ['-1234567.895', 2, '-1,234,567.90'],
    ['100000', 0, '100,000'],
    ['-0.004', 2, '0.00'],
    ['12345678901234567890.5', 1, '12,345,678,901,234,567,890.5'],
  ] as const)('%s to %i places is %s', (value, places, out) => {
    expect(formatAmount(d(value), { places, rounding: 'half_up' })).toBe(out);
  });

  it('applies the rounding it is given', () => {
    expect(formatAmount(d('1.999'), { places: 2, rounding: 'down' })).toBe('1.99');
    expect(formatAmount(d('-1.001'), { places: 2, rounding: 'floor' })).toBe('-1.01');
  });

  it('uses custom separators', () => {
    const european = { groupSeparator: '.', decimalSeparator: ',' };
    expect(formatAmount(d('1234567.891'), { places: 2, rounding: 'half_up', ...european })).toBe(
      '1.234.567,89',
    );
    expect(formatAmount(d('1234.5'), { places: 1, rounding: 'down', groupSeparator: '' })).toBe(
      '1234.5',
    );
    expect(formatAmount(d('-9876543'), { places: 0, rounding: 'down', groupSeparator: ' ' })).toBe(
      '-9 876 543',
    );
  });

  it('trims trailing zeros, and the separator when nothing is left', () => {
    const trim = { places: 4, rounding: 'half_up', trimZeros: true } as const;
    expect(formatAmount(d('1234.5000'), trim)).toBe('1,234.5');
    expect(formatAmount(d('1234.00001'), trim)).toBe('1,234');
    expect(formatAmount(d('-0.00001'), trim)).toBe('0');
    expect(formatAmount(d('10.0100'), trim)).toBe('10.01');
  });
});

describe('formatCompact', () => {
  it.each([
    ['0', '0', '0'],
    ['9999', '9,999', '9,999'],
    ['1234.567', '1,234.57', '1,234.57'],
    ['10000', '10,000', '10,000'],
    ['-10000', '-10,000', '-10,000'],
    ['10000.01', '10K', '1万'],
    ['12345', '12.35K', '1.23万'],
    ['-12345', '-12.35K', '-1.23万'],
    ['15000', '15K', '1.5万'],
    ['999999', '1M', '100万'],
    ['999994', '999.99K', '100万'],
    ['1000000', '1M', '100万'],
    ['1234567', '1.23M', '123.46万'],
    ['99999999', '100M', '1亿'],
    ['99999949', '100M', '9,999.99万'],
    ['100000000', '100M', '1亿'],
    ['123456789', '123.46M', '1.23亿'],
    ['-123456789', '-123.46M', '-1.23亿'],
    ['999999999', '1B', '10亿'],
    ['1000000000', '1B', '10亿'],
    ['1234567890123', '1,234.57B', '12,345.68亿'],
    ['12345.6789', '12.35K', '1.23万'],
    ['0.0017', '0.0017', '0.0017'],
    ['-0.123456789', '-0.12345679', '-0.12345679'],
  ])('%s is %s in English and %s in Chinese', (value, western, chinese) => {
    expect(formatCompact(d(value), 'en_US')).toBe(western);
    expect(formatCompact(d(value), 'zh_CN')).toBe(chinese);
    expect(formatCompact(d(value), 'zh_HK')).toBe(chinese);
  });

  it.each(['ja_JP', 'ko_KR', 'de_DE', 'zh_TW', ''])('uses K/M/B for %j', (locale) => {
    expect(formatCompact(d('123456789'), locale)).toBe('123.46M');
  });

  it('accepts hyphenated Chinese locale ids', () => {
    expect(formatCompact(d('123456789'), 'zh-CN')).toBe('1.23亿');
  });
});

describe('formatPercent', () => {
  it.each([
    ['0.0123', 2, '1.23%'],
    ['0.5', 0, '50%'],
    ['-0.00005', 2, '-0.01%'],
    ['0.123456', 3, '12.346%'],
    ['12.5', 1, '1,250.0%'],
    ['0', 2, '0.00%'],
  ] as const)('%s to %i places is %s', (ratio, places, out) => {
    expect(formatPercent(d(ratio), places)).toBe(out);
  });

  it('applies the rounding it is given', () => {
    expect(formatPercent(d('0.00129'), 1, 'down')).toBe('0.1%');
  });
});
