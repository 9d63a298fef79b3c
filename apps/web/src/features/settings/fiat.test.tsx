import type { Currency } from '@exchange/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSettings } from '../../state/settings';
import { FiatValue } from './components/FiatValue';
import { formatFiat } from './fiat';
import { settingsKeys, USD } from './queries';

const CNY: Currency = {
  id: 2,
  name: 'CNY',
  currency_symbol: '¥',
  rate: '7.1',
  decimals: 2,
  updatedAt: '2025-01-01T00:00:00Z',
};
const JPY: Currency = {
  id: 3,
  name: 'JPY',
  currency_symbol: '¥',
  rate: '151.236',
  decimals: 0,
  updatedAt: '2025-01-01T00:00:00Z',
};
const USD_ROW: Currency = { ...USD, id: 1, updatedAt: '2025-01-01T00:00:00Z' };

describe('formatFiat', () => {
  it('converts at the rate, rounds half up to the currency decimals and adds the symbol', () => {
    expect(formatFiat('1234.5', USD, 'en_US')).toBe('$1,234.50');
    expect(formatFiat('1234.5', CNY, 'en_US')).toBe('¥8,764.95');
    expect(formatFiat('1234.5', JPY, 'en_US')).toBe('¥186,701');
    expect(formatFiat('0.125', USD, 'en_US')).toBe('$0.13');
    expect(formatFiat('0.00000001', USD, 'en_US')).toBe('$0.00');
  });

  it('is exact where binary floats are not', () => {
    // 0.1 + 0.2 style drift would show 0.30000000000000004 units before rounding.
    expect(formatFiat('1.005', USD, 'en_US')).toBe('$1.01');
    expect(formatFiat('99999999999999999.99', USD, 'en_US')).toBe('$99,999,999,999,999,999.99');
  });

  it('puts the sign before the symbol', () => {
    expect(formatFiat('-5', USD, 'en_US')).toBe('-$5.00');
  });

  it('shows large numbers as 万/亿 in Chinese and K/M/B otherwise when compact', () => {
    expect(formatFiat('123456789', USD, 'zh_CN', { compact: true })).toBe('$1.23亿');
    expect(formatFiat('123456', USD, 'zh_HK', { compact: true })).toBe('$12.35万');
    expect(formatFiat('123456789', USD, 'en_US', { compact: true })).toBe('$123.46M');
    expect(formatFiat('12345', USD, 'de_DE', { compact: true })).toBe('$12.35K');
    expect(formatFiat('9999', USD, 'zh_CN', { compact: true })).toBe('$9,999');
  });

  it('shows -- for text that is not a decimal', () => {
    expect(formatFiat('abc', USD, 'en_US')).toBe('--');
    expect(formatFiat('1e5', USD, 'en_US')).toBe('--');
    expect(formatFiat('', USD, 'en_US')).toBe('--');
    expect(formatFiat('1', { ...CNY, rate: 'bad' }, 'en_US')).toBe('--');
  });
});

describe('<FiatValue>', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient();
    client.setQueryData(settingsKeys.currencies(), [USD_ROW, CNY, JPY]);
    useSettings.setState({ currencyId: null, lang: 'en' });
  });

  function show(usd: string, compact = false) {
    return render(
      <QueryClientProvider client={client}>
        <span data-testid="value">
          <FiatValue usd={usd} compact={compact} />
        </span>
      </QueryClientProvider>,
    );
  }

  it('uses USD until a currency is chosen', () => {
    show('10');
    expect(screen.getByTestId('value').textContent).toBe('$10.00');
  });

  it('follows the chosen currency and language', () => {
    show('20000', true);
    act(() => useSettings.getState().setCurrencyId(CNY.id));
    expect(screen.getByTestId('value').textContent).toBe('¥142K');
    act(() => useSettings.getState().setLang('zh-CN'));
    expect(screen.getByTestId('value').textContent).toBe('¥14.2万');
  });

  it('falls back to USD when the stored currency no longer exists', () => {
    useSettings.setState({ currencyId: 99 });
    show('1');
    expect(screen.getByTestId('value').textContent).toBe('$1.00');
  });
});
