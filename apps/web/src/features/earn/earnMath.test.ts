import { describe, expect, it } from 'vitest';
import {
  buyMax,
  fundingCovers,
  isOneRate,
  penaltyFor,
  redemptionExample,
  sameAmount,
  soldShare,
} from './earnMath';
import { lockup, product } from './test/fixtures';

describe('earn arithmetic', () => {
  it('charges the spec’s early-redemption penalty: 0.4 % × 3 × 1000 = 12', () => {
    expect(penaltyFor('1000', '0.004', 3, 6)).toBe('12');
    // Rounded up to the coin's decimals, as the server charges it.
    expect(penaltyFor('333.33', '0.004', 3, 2)).toBe('4');
    expect(penaltyFor('333.37', '0.004', 1, 2)).toBe('1.34');
    // Never more than the amount.
    expect(penaltyFor('100', '0.5', 3, 2)).toBe('100');
    expect(penaltyFor('x', '0.004', 3, 2)).toBe('0');
  });

  it('works a fund’s early redemption through with its own terms, and none for a lock-up', () => {
    expect(redemptionExample(product())).toEqual({
      amount: '1000',
      days: 5,
      penalty: '20',
      returned: '980',
    });
    // 1000 is outside the range: the nearest amount allowed stands in.
    expect(redemptionExample(product({ minAmount: '5000', maxAmount: '9000' }))?.amount).toBe(
      '5000',
    );
    expect(redemptionExample(product({ minAmount: '10', maxAmount: '500' }))?.amount).toBe('500');
    expect(redemptionExample(lockup())).toBeNull();
  });

  it('measures the stock sold as a fraction', () => {
    expect(soldShare({ stock: '100000', remaining: '40000' })).toBe('0.6');
    expect(soldShare({ stock: '3', remaining: '2' })).toBe('0.3333');
    expect(soldShare({ stock: '100', remaining: '0' })).toBe('1');
    expect(soldShare({ stock: '0', remaining: '0' })).toBe('0');
  });

  it('fills "Max" with the least bound, and nothing while the balance is unknown', () => {
    const terms = { maxAmount: '20000', remaining: '40000', userLimit: '50000' };
    expect(buyMax(terms, '500.25')).toBe('500.25');
    expect(buyMax(terms, '1000000')).toBe('20000');
    expect(buyMax({ ...terms, remaining: '7500.5' }, '1000000')).toBe('7500.5');
    expect(buyMax({ ...terms, userLimit: '300' }, '1000000')).toBe('300');
    expect(buyMax(terms, null)).toBeNull();
  });

  it('compares decimal texts as amounts and tells one rate from a range', () => {
    expect(sameAmount('10000', '10000.00')).toBe(true);
    expect(sameAmount('10000', '10001')).toBe(false);
    expect(sameAmount(null, '1')).toBe(false);
    expect(isOneRate('0.002', '0.0020')).toBe(true);
    expect(isOneRate('0.003', '0.005')).toBe(false);
  });

  it('says whether the free funding covers the unsold stock’s most', () => {
    expect(fundingCovers({ free: '300', unsoldMaxIncome: '250' })).toBe(true);
    expect(fundingCovers({ free: '250', unsoldMaxIncome: '250' })).toBe(true);
    expect(fundingCovers({ free: '249.99', unsoldMaxIncome: '250' })).toBe(false);
  });
});
