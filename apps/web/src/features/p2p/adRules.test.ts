import { describe, expect, it } from 'vitest';
import { myAd } from './test/fixtures';
import {
  adCreateBody,
  adUpdateBody,
  checkLimitsStep,
  checkPriceStep,
  checkTermsStep,
  draftOfAd,
  emptyDraft,
  isClean,
  totalValue,
  type AdDraft,
} from './adRules';

const context = { coinDecimals: 6, fiatDecimals: 2 };
const NOW = Date.parse('2025-03-01T10:00:00Z');

const draft = (overrides: Partial<AdDraft> = {}): AdDraft => ({
  ...emptyDraft('USDT', 'EUR'),
  price: '0.95',
  quantity: '1000',
  minAmount: '100',
  maxAmount: '500',
  paymentMethodIds: [7],
  ...overrides,
});

describe('P2P ad rules', () => {
  it('starts as a sell ad at a fixed price, 45 minutes to pay, online now', () => {
    expect(emptyDraft('USDT', 'EUR')).toMatchObject({
      side: 'sell',
      priceType: 'fixed',
      paymentMinutes: 45,
      online: 'now',
      paymentMethodIds: [],
    });
  });

  it('needs a positive price, or a premium from -50 to 50 with two decimals', () => {
    expect(isClean(checkPriceStep(draft(), context))).toBe(true);
    expect(checkPriceStep(draft({ price: '' }), context).price?.key).toBe('account.error.required');
    expect(checkPriceStep(draft({ price: '0' }), context).price?.key).toBe(
      'wallet.error.amountPositive',
    );
    expect(checkPriceStep(draft({ price: '0.955' }), context).price?.key).toBe(
      'wallet.error.decimals',
    );
    const floating = (premium: string) =>
      checkPriceStep(draft({ priceType: 'floating', price: '', premium }), context).premium;
    expect(floating('1.5')).toBeUndefined();
    expect(floating('-50')).toBeUndefined();
    expect(floating('+2')).toBeUndefined();
    expect(floating('50.01')?.key).toBe('p2p.ad.error.premium');
    expect(floating('1.555')?.key).toBe('p2p.ad.error.premium');
    expect(floating('')?.key).toBe('account.error.required');
    expect(checkPriceStep(draft({ coin: '' }), context).coin?.key).toBe('p2p.ad.error.coin');
  });

  it('holds the minimum to at least 100 and below the maximum', () => {
    expect(isClean(checkLimitsStep(draft(), context))).toBe(true);
    expect(checkLimitsStep(draft({ minAmount: '99.99' }), context).minAmount).toEqual({
      key: 'p2p.ad.error.minAmount',
      params: { min: '100', fiat: 'EUR' },
    });
    expect(checkLimitsStep(draft({ minAmount: '500' }), context).maxAmount).toEqual({
      key: 'p2p.ad.error.maxBelowMin',
    });
  });

  it('holds the maximum to the quantity’s value at a fixed price, and leaves a floating one to the server', () => {
    expect(totalValue(draft(), context)).toBe('950');
    expect(checkLimitsStep(draft({ maxAmount: '950' }), context).maxAmount).toBeUndefined();
    expect(checkLimitsStep(draft({ maxAmount: '950.01' }), context).maxAmount).toEqual({
      key: 'p2p.ad.error.maxAboveTotal',
      params: { total: '950', fiat: 'EUR' },
    });
    expect(totalValue(draft({ quantity: '10.123457' }), context)).toBe('9.61');
    const floating = draft({ priceType: 'floating', price: '', premium: '1', maxAmount: '5000' });
    expect(totalValue(floating, context)).toBeNull();
    expect(checkLimitsStep(floating, context).maxAmount).toBeUndefined();
  });

  it('takes one to three payment methods', () => {
    const methods = (ids: number[]) => checkLimitsStep(draft({ paymentMethodIds: ids }), context);
    const refused = { key: 'p2p.ad.error.methods', params: { max: 3 } };
    expect(methods([]).methods).toEqual(refused);
    expect(methods([1, 2, 3, 4]).methods).toEqual(refused);
    expect(methods([1]).methods).toBeUndefined();
    expect(methods([1, 2, 3]).methods).toBeUndefined();
  });

  it('schedules within the next 30 days only, and keeps texts to their limits', () => {
    const at = (iso: string) =>
      checkTermsStep(draft({ online: 'scheduled', onlineAt: iso }), NOW).onlineAt;
    expect(at('')?.key).toBe('account.error.required');
    expect(at('2025-03-01T09:00:00Z')?.key).toBe('p2p.ad.error.onlineAt');
    expect(at('2025-04-15T09:00:00Z')?.key).toBe('p2p.ad.error.onlineAt');
    expect(at('2025-03-05T09:00:00Z')).toBeUndefined();
    expect(checkTermsStep(draft({ terms: 'x'.repeat(1001) }), NOW).terms).toEqual({
      key: 'p2p.ad.error.tooLong',
      params: { max: 1000 },
    });
    expect(isClean(checkTermsStep(draft(), NOW))).toBe(true);
  });

  it('sends canonical amounts, only the price its type uses, and no blank texts', () => {
    expect(adCreateBody(draft({ price: '0.950', terms: '  ', autoReply: ' Hi ' }))).toEqual({
      side: 'sell',
      coin: 'USDT',
      fiat: 'EUR',
      priceType: 'fixed',
      quantity: '1000',
      minAmount: '100',
      maxAmount: '500',
      paymentMethodIds: [7],
      paymentMinutes: 45,
      conditions: { advancedVerified: false, registered30Days: false, holdingAbove30Usdt: false },
      price: '0.950',
      autoReply: 'Hi',
      offline: false,
    });
    const floating = adUpdateBody(5, draft({ priceType: 'floating', premium: '+1.5' }));
    expect(floating).toMatchObject({ id: 5, premium: '1.5' });
    expect(floating).not.toHaveProperty('price');
    expect(adCreateBody(draft({ online: 'offline' })).offline).toBe(true);
  });

  it('opens a saved ad with its terms, and a schedule still ahead', () => {
    const saved = myAd({ onlineAt: '2025-03-02T10:00:00Z', autoReply: 'Online 9-18' });
    expect(draftOfAd(saved, NOW)).toMatchObject({
      side: 'sell',
      price: '0.95',
      paymentMethodIds: [31],
      paymentMinutes: 15,
      autoReply: 'Online 9-18',
      online: 'scheduled',
    });
    expect(draftOfAd(myAd({ onlineAt: '2025-02-01T10:00:00Z' }), NOW).online).toBe('now');
  });
});
