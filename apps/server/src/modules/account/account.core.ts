import { PASSWORD_MAX, PASSWORD_MIN, type ErrorKey } from '@exchange/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Pure rules for accounts: no I/O, no clock (times are passed in). */

export const SESSION_RULES = {
  /** A session unused this long must log in again. */
  idleMs: 7 * 24 * 3_600_000,
  /** Whatever the use, a session ends this long after login. */
  absoluteMs: 30 * 24 * 3_600_000,
  /** last_seen_at is written at most this often, not on every request. */
  touchEveryMs: 60_000,
} as const;

/** At most 5 wrong passwords per account per 15 minutes, then a growing delay. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60_000,
  freeFailures: 5,
  baseDelayS: 30,
  maxDelayS: 15 * 60,
  perIpFailures: 50,
  /** An account that signed in from an IP this recently is not held back by that IP's failures. */
  knownPlaceMs: 30 * 24 * 3_600_000,
} as const;

export const FUND_PASSWORD_RULES = { maxFailures: 5, lockMs: 2 * 3_600_000 } as const;

/**
 * Seconds the next login attempt must wait, given the failures inside the
 * window (newest first). Zero while under the free allowance; then 30 s,
 * 60 s, 120 s ... up to 15 minutes after the latest failure.
 */
export function loginDelayS(
  failureTimesMs: readonly number[],
  nowMs: number,
  freeFailures: number = LOGIN_THROTTLE.freeFailures,
): number {
  if (failureTimesMs.length < freeFailures) return 0;
  const latest = Math.max(...failureTimesMs);
  const extra = failureTimesMs.length - freeFailures;
  const delayS = Math.min(LOGIN_THROTTLE.baseDelayS * 2 ** extra, LOGIN_THROTTLE.maxDelayS);
  return Math.max(0, Math.ceil((latest + delayS * 1000 - nowMs) / 1000));
}

export interface PhoneNumber {
  /** Dialling code without '+', e.g. "86". */
  readonly countryCode: string;
  /** National significant number, digits only. */
  readonly phone: string;
  /** "+8613800000000": the verification-code target. */
  readonly e164: string;
}

/** Validates a phone number with its country's numbering plan; null when it cannot exist. */
export function parsePhone(countryCode: string, phone: string): PhoneNumber | null {
  const cc = countryCode.replace(/^\+/, '');
  const parsed = parsePhoneNumberFromString(`+${cc}${phone}`);
  if (!parsed || !parsed.isValid()) return null;
  return {
    countryCode: parsed.countryCallingCode,
    phone: parsed.nationalNumber,
    e164: parsed.number,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

let commonPasswords: Set<string> | undefined;

/** Loaded once: about 18,000 common passwords of 8 or more characters (zxcvbn's list). */
export async function loadCommonPasswords(): Promise<Set<string>> {
  if (!commonPasswords) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const list = (dictionary as Record<string, unknown>)['passwords-common'];
    const words = Array.isArray(list) ? list.filter((w): w is string => typeof w === 'string') : [];
    commonPasswords = new Set(
      words.filter((w) => w.length >= PASSWORD_MIN).map((w) => w.toLowerCase()),
    );
  }
  return commonPasswords;
}

/**
 * DESIGN.md section 2 (NIST 800-63B): 8 to 128 characters of any kind, not a
 * known common password, not the account's own name or email.
 */
export function passwordProblem(
  password: string,
  common: ReadonlySet<string>,
  identifiers: readonly (string | null | undefined)[] = [],
): ErrorKey | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'PASSWORD_LENGTH';
  const lower = password.toLowerCase();
  if (common.has(lower)) return 'PASSWORD_COMMON';
  if (identifiers.some((id) => id && id.toLowerCase() === lower)) return 'PASSWORD_COMMON';
  if (/^(.)\1+$/.test(password)) return 'PASSWORD_COMMON';
  return null;
}

export function maskEmail(email: string | null): string {
  if (!email) return '';
  const at = email.indexOf('@');
  const name = email.slice(0, at);
  return `${name.slice(0, Math.min(2, name.length))}***${email.slice(at)}`;
}

export function maskPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.length <= 4
    ? '****'
    : `${phone.slice(0, Math.min(3, phone.length - 4))}****${phone.slice(-4)}`;
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** An 8-character invitation code from an unambiguous alphabet (no 0/O, 1/I). */
export function inviteCodeFrom(randomBytes: Uint8Array): string {
  let code = '';
  for (let i = 0; i < 8; i++)
    code += INVITE_ALPHABET[(randomBytes[i] ?? 0) % INVITE_ALPHABET.length];
  return code;
}

/** A public 8-digit user id that does not start with 0. */
export function uidFrom(randomInt: (max: number) => number): string {
  return String(10_000_000 + randomInt(90_000_000));
}
