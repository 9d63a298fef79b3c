import {
  CODE_PATTERN,
  EMAIL_PATTERN,
  FUND_PASSWORD_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PHONE_PATTERN,
  USERNAME_PATTERN,
} from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';

/**
 * Client checks that mirror the server's request schemas, so most mistakes
 * are caught before a round trip. Each returns the key of the message to
 * show, or undefined when the value is acceptable. The server stays the judge
 * (common passwords, taken names), and its errors are toasted by the client.
 */
export type Check = TextKey | undefined;

const required = (value: string): Check =>
  value.trim() === '' ? 'account.error.required' : undefined;

export function checkUsername(value: string): Check {
  // The server trims before matching, so surrounding spaces are not an error.
  return (
    required(value) ?? (USERNAME_PATTERN.test(value.trim()) ? undefined : 'account.error.username')
  );
}

export function checkEmail(value: string): Check {
  const trimmed = value.trim();
  if (trimmed === '') return 'account.error.required';
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed) ? undefined : 'account.error.email';
}

export function checkPhone(value: string): Check {
  return required(value) ?? (PHONE_PATTERN.test(value.trim()) ? undefined : 'account.error.phone');
}

/** Length in UTF-16 units, as the server's zod check counts it. Any characters are allowed. */
export function checkPassword(value: string): Check {
  if (value === '') return 'account.error.required';
  return value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX
    ? undefined
    : 'account.error.passwordLength';
}

export function checkConfirm(value: string, password: string): Check {
  if (value === '') return 'account.error.required';
  return value === password ? undefined : 'account.error.mismatch';
}

export function checkCode(value: string): Check {
  if (value === '') return 'account.error.required';
  return CODE_PATTERN.test(value) ? undefined : 'account.error.code';
}

export function checkFundPassword(value: string): Check {
  if (value === '') return 'account.error.required';
  return FUND_PASSWORD_PATTERN.test(value) ? undefined : 'account.error.fundPassword';
}

export function checkFundConfirm(value: string, fundPassword: string): Check {
  return (
    checkFundPassword(value) ?? (value === fundPassword ? undefined : 'account.error.mismatch')
  );
}

export function checkTerms(agreed: boolean): Check {
  return agreed ? undefined : 'account.error.terms';
}

export const PASSWORD_STRENGTHS = ['weak', 'fair', 'strong'] as const;
export type PasswordStrength = (typeof PASSWORD_STRENGTHS)[number];

/**
 * A hint, not a rule (NIST 800-63B advises against composition rules): length
 * counts most, variety of character kinds a little. Common passwords are
 * refused by the server whatever this says.
 */
export function passwordStrength(value: string): PasswordStrength {
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((kind) => kind.test(value)).length;
  const repeated = /^(.)\1*$/.test(value);
  if (value.length < PASSWORD_MIN || repeated) return 'weak';
  if (value.length >= 16 || (value.length >= 12 && kinds >= 3)) return 'strong';
  return value.length >= 10 || kinds >= 3 ? 'fair' : 'weak';
}

/** The first failing check of a form, or undefined when all pass. */
export function firstError(errors: Readonly<Record<string, Check>>): Check {
  return Object.values(errors).find((error) => error !== undefined);
}
