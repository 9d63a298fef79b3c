import { describe, expect, it } from 'vitest';
import {
  canonicalAmount,
  checkAmount,
  checkOwnTransfer,
  checkUserTransfer,
  normaliseAmountInput,
} from './transferRules';

const key = (problem: { key: string } | undefined) => problem?.key;

describe('transfer rules', () => {
  it('reads a lone comma as the decimal point and nothing else', () => {
    expect(normaliseAmountInput('1,5')).toBe('1.5');
    expect(normaliseAmountInput('1,000.5')).toBe('1,000.5');
  });

  it('respells amounts without changing their value', () => {
    expect(canonicalAmount('1.')).toBe('1');
    expect(canonicalAmount('.5')).toBe('0.5');
    expect(canonicalAmount('007.10')).toBe('7.10');
    expect(canonicalAmount('.')).toBeNull();
    expect(canonicalAmount('1e3')).toBeNull();
    expect(canonicalAmount('-1')).toBeNull();
  });

  it('checks the amount against format, zero, decimals and the available balance', () => {
    const context = { available: '100.5', decimals: 2 };
    expect(key(checkAmount('', context))).toBe('account.error.required');
    expect(key(checkAmount('abc', context))).toBe('wallet.error.amountFormat');
    expect(key(checkAmount('0.00', context))).toBe('wallet.error.amountPositive');
    expect(checkAmount('1.234', context)).toEqual({
      key: 'wallet.error.decimals',
      params: { places: 2 },
    });
    expect(key(checkAmount('100.51', context))).toBe('wallet.error.exceedsAvailable');
    expect(checkAmount('100.50', context)).toBeUndefined();
    // Beyond any float's precision: the comparison is exact.
    const huge = { available: '9007199254740993.000000000000000001' };
    expect(checkAmount('9007199254740993.000000000000000001', huge)).toBeUndefined();
    expect(key(checkAmount('9007199254740993.000000000000000002', huge))).toBe(
      'wallet.error.exceedsAvailable',
    );
  });

  it('refuses a transfer to the same account', () => {
    const values = { asset: 'USDT', from: 'spot', to: 'spot', amount: '1' } as const;
    expect(key(checkOwnTransfer(values, { available: '5' }).to)).toBe('wallet.error.sameAccount');
    expect(checkOwnTransfer({ ...values, to: 'contract' }, { available: '5' })).toEqual({
      amount: undefined,
      to: undefined,
    });
  });

  it('needs a UID other than the own one, and a 6-digit fund password', () => {
    const values = { asset: 'USDT', toUid: ' ', amount: '1', fundPassword: '12345' };
    const problems = checkUserTransfer(values, { available: '5', ownUid: '100001' });
    expect(key(problems.toUid)).toBe('wallet.error.uidRequired');
    expect(key(problems.fundPassword)).toBe('account.error.fundPassword');
    const self = checkUserTransfer({ ...values, toUid: '100001' }, { ownUid: '100001' });
    expect(key(self.toUid)).toBe('wallet.error.selfUid');
    expect(key(checkUserTransfer({ ...values, toUid: '1'.repeat(21) }, {}).toUid)).toBe(
      'wallet.error.uidFormat',
    );
  });
});
