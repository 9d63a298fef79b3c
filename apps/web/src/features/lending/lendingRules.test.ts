import { describe, expect, it } from 'vitest';
import {
  checkAddCollateral,
  checkCollateral,
  checkLoanAmount,
  checkRedeem,
  checkRepay,
  checkSubscribe,
} from './lendingRules';
import { loan, pair, savingsCoin } from './test/fixtures';

describe('lending form rules', () => {
  it('checks a subscription: amount, decimals, minimum and spot balance', () => {
    const coin = savingsCoin();
    expect(checkSubscribe('', coin, '500')?.key).toBe('account.error.required');
    expect(checkSubscribe('-1', coin, '500')?.key).toBe('wallet.error.amountFormat');
    expect(checkSubscribe('0', coin, '500')?.key).toBe('wallet.error.amountPositive');
    expect(checkSubscribe('1.1234567', coin, '500')).toEqual({
      key: 'wallet.error.decimals',
      params: { places: 6 },
    });
    expect(checkSubscribe('0.5', coin, '500')).toEqual({
      key: 'lending.error.belowMinSubscribe',
      params: { min: '1', coin: 'USDT' },
    });
    expect(checkSubscribe('500.01', coin, '500')?.key).toBe('wallet.error.exceedsAvailable');
    expect(checkSubscribe('500', coin, '500')).toBeUndefined();
    // With the balance unknown the server judges it.
    expect(checkSubscribe('900', coin, null)).toBeUndefined();
  });

  it('redeems at most what earns and waits', () => {
    const coin = savingsCoin();
    expect(checkRedeem('1200.51', coin)).toEqual({
      key: 'lending.error.aboveHolding',
      params: { amount: '1,200.5', coin: 'USDT' },
    });
    expect(checkRedeem('1200.5', coin)).toBeUndefined();
    expect(checkRedeem('1', savingsCoin({ holding: null }))?.key).toBe(
      'lending.error.aboveHolding',
    );
  });

  it('checks the collateral against its decimals and the spot balance', () => {
    expect(checkCollateral('2.1', pair(), '2')?.key).toBe('wallet.error.exceedsAvailable');
    expect(checkCollateral('0.123456789', pair(), '2')?.key).toBe('wallet.error.decimals');
    expect(checkCollateral('2', pair(), '2')).toBeUndefined();
  });

  it('borrows between the minimum loan and the initial ratio, and never without prices', () => {
    expect(checkLoanAmount('50', pair(), '1')).toEqual({
      key: 'lending.error.belowMinLoan',
      params: { min: '100', coin: 'USDT' },
    });
    expect(checkLoanAmount('30000.01', pair(), '1')).toEqual({
      key: 'lending.error.ratioTooHigh',
      params: { max: '30,000', coin: 'USDT' },
    });
    expect(checkLoanAmount('100.001', pair(), '1')?.key).toBe('wallet.error.decimals');
    expect(checkLoanAmount('30000', pair(), '1')).toBeUndefined();
    expect(checkLoanAmount('100', pair(), '')?.key).toBe('lending.error.ratioTooHigh');
    expect(checkLoanAmount('100', pair({ collateralPrice: null }), '1')?.key).toBe(
      'lending.error.noPrice',
    );
  });

  it('repays at most the debt, out of the spot balance', () => {
    expect(checkRepay('10012.01', loan(), 2, '20000')).toEqual({
      key: 'lending.error.aboveDebt',
      params: { debt: '10,012', coin: 'USDT' },
    });
    expect(checkRepay('600', loan(), 2, '500')?.key).toBe('wallet.error.exceedsAvailable');
    expect(checkRepay('500', loan(), 2, '500')).toBeUndefined();
    expect(checkAddCollateral('2.5', 8, '2')?.key).toBe('wallet.error.exceedsAvailable');
    expect(checkAddCollateral('0.5', 8, '2')).toBeUndefined();
  });
});
