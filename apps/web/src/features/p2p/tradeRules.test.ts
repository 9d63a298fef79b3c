import { describe, expect, it } from 'vitest';
import {
  adSideFor,
  capBinds,
  checkOrderValue,
  checkQuickValue,
  conversionOf,
  orderMaxAmount,
  sizeOf,
  type OrderTerms,
} from './tradeRules';

const terms = (overrides: Partial<OrderTerms> = {}): OrderTerms => ({
  price: '0.95',
  minAmount: '100',
  maxAmount: '500',
  remaining: '1000',
  firstTradeCap: null,
  coinDecimals: 6,
  fiatDecimals: 2,
  ...overrides,
});

describe('P2P order rules', () => {
  it('looks at the opposite side’s ads', () => {
    expect(adSideFor('buy')).toBe('sell');
    expect(adSideFor('sell')).toBe('buy');
  });

  it('sizes an order as the server does: an amount buys coins rounded down, a quantity costs half up', () => {
    expect(sizeOf('amount', '100', terms())).toEqual({ amount: '100', quantity: '105.263157' });
    expect(sizeOf('quantity', '105.263157', terms())).toEqual({
      amount: '100',
      quantity: '105.263157',
    });
    expect(sizeOf('quantity', '0.01', terms({ price: '0.95' }))).toEqual({
      amount: '0.01',
      quantity: '0.01',
    });
    expect(conversionOf('1.', 'amount', terms())).toEqual({ amount: '1', quantity: '1.052631' });
    expect(conversionOf('abc', 'amount', terms())).toBeNull();
    expect(conversionOf('0', 'quantity', terms())).toBeNull();
  });

  it('caps the maximum by a first-trade cap only when it is lower', () => {
    expect(orderMaxAmount(terms())).toBe('500');
    expect(orderMaxAmount(terms({ firstTradeCap: '150' }))).toBe('150');
    expect(orderMaxAmount(terms({ firstTradeCap: '2000' }))).toBe('500');
    expect(capBinds(terms({ firstTradeCap: '150' }))).toBe(true);
    expect(capBinds(terms({ firstTradeCap: '500' }))).toBe(false);
    expect(capBinds(terms())).toBe(false);
  });

  it('refuses a size outside the range, with the range in the message', () => {
    const range = { key: 'p2p.trade.error.range', params: { min: '100', max: '500', fiat: 'EUR' } };
    expect(checkOrderValue('99.99', 'amount', terms(), 'EUR')).toEqual(range);
    expect(checkOrderValue('500.01', 'amount', terms(), 'EUR')).toEqual(range);
    expect(checkOrderValue('100', 'amount', terms(), 'EUR')).toBeUndefined();
    expect(checkOrderValue('500', 'amount', terms(), 'EUR')).toBeUndefined();
    // 526.32 USDT costs 500.00 EUR; one more millionth is over.
    expect(checkOrderValue('526.315789', 'quantity', terms(), 'EUR')).toBeUndefined();
    expect(checkOrderValue('527', 'quantity', terms(), 'EUR')).toEqual(range);
    expect(checkOrderValue('200', 'amount', terms({ firstTradeCap: '150' }), 'EUR')).toEqual({
      key: 'p2p.trade.error.range',
      params: { min: '100', max: '150', fiat: 'EUR' },
    });
  });

  it('refuses the shape first: empty, not a number, zero, too many decimals', () => {
    expect(checkOrderValue('', 'amount', terms(), 'EUR')?.key).toBe('account.error.required');
    expect(checkOrderValue('1e3', 'amount', terms(), 'EUR')?.key).toBe('wallet.error.amountFormat');
    expect(checkOrderValue('0', 'amount', terms(), 'EUR')?.key).toBe('wallet.error.amountPositive');
    expect(checkOrderValue('100.001', 'amount', terms(), 'EUR')?.key).toBe('wallet.error.decimals');
    expect(checkOrderValue('120.1234567', 'quantity', terms(), 'EUR')?.key).toBe(
      'wallet.error.decimals',
    );
  });

  it('refuses more than the ad has left', () => {
    const short = terms({ remaining: '110', maxAmount: '500' });
    expect(checkOrderValue('120', 'quantity', short, 'EUR')).toEqual({
      key: 'p2p.trade.error.remaining',
    });
  });

  it('holds the quick zone to the smallest trade by amount', () => {
    const context = { coinDecimals: 6, fiatDecimals: 2, fiat: 'EUR' };
    expect(checkQuickValue('99', 'amount', context)).toEqual({
      key: 'p2p.trade.error.minTrade',
      params: { min: '100', fiat: 'EUR' },
    });
    expect(checkQuickValue('100', 'amount', context)).toBeUndefined();
    expect(checkQuickValue('5', 'quantity', context)).toBeUndefined();
    expect(checkQuickValue('', 'quantity', context)?.key).toBe('account.error.required');
  });
});
