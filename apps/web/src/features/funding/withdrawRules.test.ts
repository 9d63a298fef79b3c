import { describe, expect, it } from 'vitest';
import { checkAddress, checkWithdrawAmount, receiveAmount } from './withdrawRules';

const limits = { withdrawMin: '10', withdrawMax: '1000', withdrawFee: '1.5' };
const context = { limits, decimals: 2, available: '1000.5' };
const check = (text: string, overrides: Partial<typeof context> = {}) =>
  checkWithdrawAmount(text, { ...context, ...overrides });

describe('withdrawal amount, as the server checks it', () => {
  it('accepts an amount inside every bound', () => {
    expect(check('10')).toBeUndefined();
    expect(check('1000')).toBeUndefined();
    expect(check('999.99')).toBeUndefined();
  });

  it('needs more than the fee, even when the minimum is lower', () => {
    const lowMin = { ...limits, withdrawMin: '0.5' };
    expect(check('1.5', { limits: lowMin })).toEqual({
      key: 'funding.error.notAboveFee',
      params: { fee: '1.5' },
    });
    expect(check('1.51', { limits: lowMin })).toBeUndefined();
  });

  it('keeps to the minimum and maximum, shown exactly as the server sent them', () => {
    expect(check('9.99')).toEqual({ key: 'funding.error.belowMin', params: { min: '10' } });
    expect(check('1000.01', { available: '5000' })).toEqual({
      key: 'funding.error.aboveMax',
      params: { max: '1,000' },
    });
  });

  it('refuses more decimals than the coin has, before any limit', () => {
    expect(check('1.001')).toEqual({ key: 'wallet.error.decimals', params: { places: 2 } });
    expect(check('100.10')).toBeUndefined();
  });

  it('refuses more than the available balance, compared exactly', () => {
    expect(check('500', { available: '499.99' })).toEqual({
      key: 'wallet.error.exceedsAvailable',
    });
    expect(check('499.99', { available: '499.99' })).toBeUndefined();
  });

  it('names the same first problem the server would', () => {
    // Below the fee and the minimum and above the balance: the fee comes first.
    expect(check('1', { available: '0' })?.key).toBe('funding.error.notAboveFee');
    expect(check('')?.key).toBe('account.error.required');
    expect(check('1e3')?.key).toBe('wallet.error.amountFormat');
    expect(check('0')?.key).toBe('wallet.error.amountPositive');
  });

  it('checks only the basics until a network is chosen', () => {
    expect(check('0.01', { limits: undefined })).toBeUndefined();
  });
});

describe('receive amount', () => {
  it('is amount minus fee, exact on decimals', () => {
    expect(receiveAmount('0.3', '0.1')).toBe('0.2');
    expect(receiveAmount('100', '1.5')).toBe('98.5');
    expect(receiveAmount('1.000000000000000001', '0.000000000000000001')).toBe('1');
    expect(receiveAmount('12345678901234567890.12', '0.02')).toBe('12345678901234567890.1');
  });

  it('reads a half-typed amount the way the form does', () => {
    expect(receiveAmount('10.', '1.5')).toBe('8.5');
    expect(receiveAmount('.5', '0.25')).toBe('0.25');
  });

  it('is null when nothing would arrive or the amount is not a number', () => {
    expect(receiveAmount('1.5', '1.5')).toBeNull();
    expect(receiveAmount('1', '1.5')).toBeNull();
    expect(receiveAmount('abc', '1.5')).toBeNull();
    expect(receiveAmount('', '1.5')).toBeNull();
  });
});

describe('withdrawal address', () => {
  it('needs 20 to 120 characters without spaces, after trimming', () => {
    expect(checkAddress('')?.key).toBe('funding.error.addressRequired');
    expect(checkAddress('   ')?.key).toBe('funding.error.addressRequired');
    expect(checkAddress('T'.repeat(19))?.key).toBe('funding.error.address');
    expect(checkAddress('T'.repeat(121))?.key).toBe('funding.error.address');
    expect(checkAddress('TJYeasTPa6gpEEfYq AZ8hoSZqbXKVMZLBK')?.key).toBe('funding.error.address');
    expect(checkAddress('  TJYeasTPa6gpEEfYqAZ8hoSZqbXKVMZLBK\n')).toBeUndefined();
  });
});
