import { describe, expect, it } from 'vitest';
import { checkEarnAmount, quotableAmount } from './earnRules';
import { product } from './test/fixtures';

describe('the buy form’s checks', () => {
  const terms = product({ remaining: '15000', userLimit: '12000' });

  it('wants a plain amount within one purchase’s range, the coin’s decimals and the balance', () => {
    expect(checkEarnAmount('', terms, '20000')?.key).toBe('account.error.required');
    expect(checkEarnAmount('abc', terms, '20000')?.key).toBe('wallet.error.amountFormat');
    expect(checkEarnAmount('1.1234567', terms, '20000')?.key).toBe('wallet.error.decimals');
    expect(checkEarnAmount('600', terms, '500')?.key).toBe('wallet.error.exceedsAvailable');
    expect(checkEarnAmount('99.99', terms, '20000')).toEqual({
      key: 'earn.error.outOfRange',
      params: { min: '100', max: '20,000', coin: 'USDT' },
    });
    expect(checkEarnAmount('100', terms, '20000')).toBeUndefined();
    // The balance unknown yet: the server checks it.
    expect(checkEarnAmount('100', terms, null)).toBeUndefined();
  });

  it('refuses more than the stock left or the user’s limit', () => {
    const roomy = product({ maxAmount: '50000', remaining: '15000', userLimit: '12000' });
    expect(checkEarnAmount('15000.5', roomy, '100000')).toEqual({
      key: 'earn.error.stockShort',
      params: { remaining: '15,000', coin: 'USDT' },
    });
    expect(checkEarnAmount('12001', roomy, '100000')).toEqual({
      key: 'earn.error.userLimit',
      params: { limit: '12,000', coin: 'USDT' },
    });
    expect(checkEarnAmount('12000', roomy, '100000')).toBeUndefined();
  });

  it('quotes any purchase one could make, whatever the balance', () => {
    expect(quotableAmount('10000', terms)).toBe('10000');
    expect(quotableAmount('0100.50', terms)).toBe('100.50');
    expect(quotableAmount('50', terms)).toBeNull();
    expect(quotableAmount('1.', terms)).toBeNull();
    expect(quotableAmount('100.1234567', terms)).toBeNull();
  });
});
