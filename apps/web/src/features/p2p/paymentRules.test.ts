import { describe, expect, it } from 'vitest';
import {
  checkAccount,
  checkBankName,
  checkType,
  draftOf,
  maskAccount,
  paymentBody,
} from './paymentRules';
import { ALL_TYPES, paymentMethod, paymentType } from './test/fixtures';

const bank = paymentType('bank_card');
const swift = paymentType('swift');
const wechat = paymentType('wechat');
const crypto = paymentType('crypto');

describe('payment method rules', () => {
  it('asks for a type, a bank for bank cards and SWIFT only, and an account or QR code', () => {
    expect(checkType(undefined)).toBe('p2p.payment.error.type');
    expect(checkType(bank)).toBeUndefined();

    expect(checkBankName(bank, '  ')).toBe('p2p.payment.error.bankName');
    expect(checkBankName(swift, '')).toBe('p2p.payment.error.bankName');
    expect(checkBankName(bank, 'Sparkasse')).toBeUndefined();
    expect(checkBankName(wechat, '')).toBeUndefined();
    expect(checkBankName(crypto, '')).toBeUndefined();

    expect(checkAccount(bank, ' ', false)).toBe('p2p.payment.error.account');
    // A QR code never stands in for a bank account, even if one were there.
    expect(checkAccount(bank, '', true)).toBe('p2p.payment.error.account');
    expect(checkAccount(wechat, '', false)).toBe('p2p.payment.error.accountOrQr');
    expect(checkAccount(wechat, '', true)).toBeUndefined();
    expect(checkAccount(crypto, 'TXyz', false)).toBeUndefined();
    expect(checkAccount(undefined, '', false)).toBeUndefined();
  });

  it('sends only what the type takes, trimmed, blanks left out', () => {
    const draft = { type: 'wechat', bankName: 'Left over', account: '  ', branch: 'Mitte' };
    expect(
      paymentBody({ info: wechat, draft, realName: 'Erika', qrFileId: 'file-qr', enabled: true }),
    ).toEqual({ type: 'wechat', realName: 'Erika', qrFileId: 'file-qr', enabled: true });

    expect(
      paymentBody({
        info: bank,
        draft: { type: 'bank_card', bankName: ' Sparkasse ', account: ' 6222 ', branch: '' },
        realName: 'Erika',
        qrFileId: 'file-qr',
        enabled: false,
        id: 7,
      }),
    ).toEqual({
      id: 7,
      type: 'bank_card',
      realName: 'Erika',
      bankName: 'Sparkasse',
      account: '6222',
      enabled: false,
    });
  });

  it('starts from a saved method, leaving a type no longer offered to be picked anew', () => {
    expect(draftOf(paymentMethod(), ALL_TYPES)).toEqual({
      type: 'bank_card',
      bankName: 'Sparkasse Berlin',
      account: '6222 0212 3456 7890',
      branch: 'Mitte',
    });
    expect(draftOf(paymentMethod(), [wechat]).type).toBe('');
    expect(draftOf(undefined, ALL_TYPES)).toEqual({
      type: '',
      bankName: '',
      account: '',
      branch: '',
    });
  });

  it('masks all but the last four characters, and short accounts whole', () => {
    expect(maskAccount('6222 0212 3456 7890')).toBe('•••• 7890');
    expect(maskAccount('TXk1abcd9Q')).toBe('•••• cd9Q');
    expect(maskAccount('1234')).toBe('••••');
  });
});
