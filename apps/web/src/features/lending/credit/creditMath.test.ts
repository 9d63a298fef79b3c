import { describe, expect, it } from 'vitest';
import { creditTermInterest, creditTotalToRepay } from './creditMath';
import { checkCreditAmount, missingDocuments } from './creditRules';

const terms = { dailyRate: '0.0005', cycleDays: 30, coinDecimals: 2 };
const product = { coin: 'USDT', coinDecimals: 2, minAmount: '100', maxAmount: '10000' };

describe('credit arithmetic', () => {
  it('charges the whole term and rounds the interest up to the coin, as the server', () => {
    expect(creditTermInterest('1000', terms)).toBe('15');
    expect(creditTotalToRepay('1000', terms)).toBe('1015');
    // 333.33 × 0.0005 × 30 = 4.99995, rounded up to 5.00.
    expect(creditTermInterest('333.33', terms)).toBe('5');
    expect(creditTotalToRepay('333.33', terms)).toBe('338.33');
    expect(creditTotalToRepay('0.1', { ...terms, coinDecimals: 8 })).toBe('0.1015');
  });

  it('has no figure for an unreadable or non-positive amount', () => {
    expect(creditTermInterest('', terms)).toBeNull();
    expect(creditTermInterest('abc', terms)).toBeNull();
    expect(creditTotalToRepay('0', terms)).toBeNull();
  });
});

describe('credit form checks', () => {
  it('keeps the amount within the product’s range and the coin’s decimals', () => {
    const outOfRange = {
      key: 'lending.credit.error.outOfRange',
      params: { min: '100', max: '10,000', coin: 'USDT' },
    };
    expect(checkCreditAmount('', product)).toEqual({ key: 'account.error.required' });
    expect(checkCreditAmount('99.99', product)).toEqual(outOfRange);
    expect(checkCreditAmount('10000.01', product)).toEqual(outOfRange);
    expect(checkCreditAmount('100.001', product)).toEqual({
      key: 'wallet.error.decimals',
      params: { places: 2 },
    });
    expect(checkCreditAmount('100', product)).toBeUndefined();
    expect(checkCreditAmount('10000', product)).toBeUndefined();
  });

  it('names the required documents still missing, never the optional ones', () => {
    expect(missingDocuments({})).toEqual([
      'idFront',
      'idBack',
      'idHandheld',
      'income',
      'bankStatement',
    ]);
    expect(
      missingDocuments({ idFront: 'a', idBack: 'b', idHandheld: 'c', income: 'd', housing: 'e' }),
    ).toEqual(['bankStatement']);
  });
});
