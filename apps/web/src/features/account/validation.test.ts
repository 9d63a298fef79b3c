import { PASSWORD_MAX, PASSWORD_MIN } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkCode,
  checkConfirm,
  checkEmail,
  checkFundConfirm,
  checkFundPassword,
  checkPassword,
  checkPhone,
  checkTerms,
  checkUsername,
  passwordStrength,
} from './validation';

describe('client checks mirror the server', () => {
  it('account name: 6 to 30 letters or digits, surrounding spaces trimmed', () => {
    expect(checkUsername('')).toBe('account.error.required');
    expect(checkUsername('abc12')).toBe('account.error.username');
    expect(checkUsername('abc123')).toBeUndefined();
    expect(checkUsername(' abc123 ')).toBeUndefined();
    expect(checkUsername('a'.repeat(30))).toBeUndefined();
    expect(checkUsername('a'.repeat(31))).toBe('account.error.username');
    expect(checkUsername('abc_123')).toBe('account.error.username');
    expect(checkUsername('名前名前名前')).toBe('account.error.username');
  });

  it('password: 8 to 128 characters of any kind', () => {
    expect(checkPassword('')).toBe('account.error.required');
    expect(checkPassword('x'.repeat(PASSWORD_MIN - 1))).toBe('account.error.passwordLength');
    expect(checkPassword('x'.repeat(PASSWORD_MIN))).toBeUndefined();
    expect(checkPassword(' !é密码 🔑')).toBeUndefined();
    expect(checkPassword('x'.repeat(PASSWORD_MAX))).toBeUndefined();
    expect(checkPassword('x'.repeat(PASSWORD_MAX + 1))).toBe('account.error.passwordLength');
  });

  it('confirmation must equal the password exactly', () => {
    expect(checkConfirm('', 'abcdefgh')).toBe('account.error.required');
    expect(checkConfirm('abcdefgH', 'abcdefgh')).toBe('account.error.mismatch');
    expect(checkConfirm('abcdefgh', 'abcdefgh')).toBeUndefined();
  });

  it('codes and fund passwords are exactly 6 digits', () => {
    for (const check of [checkCode, checkFundPassword]) {
      expect(check('123456')).toBeUndefined();
      expect(check('12345')).toBeDefined();
      expect(check('1234567')).toBeDefined();
      expect(check('12345a')).toBeDefined();
    }
    expect(checkFundConfirm('123456', '654321')).toBe('account.error.mismatch');
    expect(checkFundConfirm('12345', '12345')).toBe('account.error.fundPassword');
  });

  it('email and phone formats', () => {
    expect(checkEmail('bob@example.com')).toBeUndefined();
    expect(checkEmail('bob@example')).toBe('account.error.email');
    expect(checkEmail('bob example.com')).toBe('account.error.email');
    expect(checkPhone('13800138000')).toBeUndefined();
    expect(checkPhone('123')).toBe('account.error.phone');
    expect(checkPhone('+8613800138000')).toBe('account.error.phone');
  });

  it('terms must be accepted', () => {
    expect(checkTerms(false)).toBe('account.error.terms');
    expect(checkTerms(true)).toBeUndefined();
  });

  it('strength grows with length first', () => {
    expect(passwordStrength('short')).toBe('weak');
    expect(passwordStrength('aaaaaaaaaaaaaaaaaaaa')).toBe('weak');
    expect(passwordStrength('abcdefgh')).toBe('weak');
    expect(passwordStrength('abcdefghij')).toBe('fair');
    expect(passwordStrength('Abcdef1!')).toBe('fair');
    expect(passwordStrength('correct horse battery')).toBe('strong');
    expect(passwordStrength('Abcdefgh123!')).toBe('strong');
  });
});
