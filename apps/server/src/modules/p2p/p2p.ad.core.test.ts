import { decimal } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { adProblem, floatingPrice, type AdDraft } from './p2p.ad.core.js';

const d = decimal;
/** 1,000 USDT at 7.20 each, orders of 100 to 5,000 CNY, one payment method, 45 minutes. */
const ad: AdDraft = {
  priceType: 'fixed',
  price: d('7.20'),
  premiumPercent: null,
  quantity: d('1000'),
  minAmount: d('100'),
  maxAmount: d('5000'),
  paymentMethods: 1,
  paymentMinutes: 45,
};
const check = (change: Partial<AdDraft>, unitPrice = d('7.20')) =>
  adProblem({ ...ad, ...change }, unitPrice);

describe('an ad’s terms', () => {
  it('accepts the example and the boundaries the spec allows', () => {
    expect(check({})).toBeNull();
    // The maximum may equal the total for sale (1,000 × 7.20 = 7,200).
    expect(check({ maxAmount: d('7200') })).toBeNull();
    expect(check({ paymentMethods: 3, paymentMinutes: 15 })).toBeNull();
    expect(check({ priceType: 'floating', price: null, premiumPercent: d('-2.5') })).toBeNull();
  });

  it('refuses each rule of spec section 5 with the field it breaks', () => {
    const field = (change: Partial<AdDraft>, unitPrice?: ReturnType<typeof d>) =>
      check(change, unitPrice)?.params?.field;
    expect(check({ price: null })).toEqual({ key: 'FIELD_REQUIRED', params: { field: 'price' } });
    expect(check({ price: d('0') })?.key).toBe('FIELD_REQUIRED');
    expect(check({ priceType: 'floating', price: null })?.params?.field).toBe('premium');
    expect(field({ quantity: d('0') })).toBe('quantity');
    expect(field({ minAmount: d('99.99') })).toBe('minAmount');
    expect(field({ minAmount: d('5000') })).toBe('maxAmount');
    expect(field({ maxAmount: d('7200.01') })).toBe('maxAmount');
    expect(check({ paymentMethods: 0 })).toEqual({ key: 'P2P_PAYMENT_METHOD_MISSING' });
    expect(field({ paymentMethods: 4 })).toBe('paymentMethods');
    expect(field({ paymentMinutes: 20 })).toBe('paymentMinutes');
    expect(field({}, d('0'))).toBe('price');
  });
});

describe('a floating price', () => {
  it('is the index in the fiat, moved by the premium, to the fiat’s decimals', () => {
    // 1 USDT ≈ 1.0003 USD, 7.1 CNY per USD, 1.5 % over: 7.2087... → 7.21.
    expect(floatingPrice(d('1.0003'), d('7.1'), d('1.5'), 2).toString()).toBe('7.21');
    // Under the index, and a currency without decimals (JPY): 95,000 × 150 × 0.98.
    expect(floatingPrice(d('95000'), d('150'), d('-2'), 0).toString()).toBe('13965000');
    expect(floatingPrice(d('1'), d('7.1'), d('0'), 2).toString()).toBe('7.1');
  });
});
