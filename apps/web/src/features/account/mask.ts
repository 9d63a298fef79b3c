/**
 * Masks for contact details on screen. The server may already send them
 * masked; masking is idempotent on its output ("a***@x.com" stays as is).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

export function maskPhone(phone: string, countryCode = ''): string {
  const digits = phone.replace(/\s+/g, '');
  const tail = digits.length > 4 ? digits.slice(-4) : '';
  const masked = tail ? `****${tail}` : digits;
  const prefix = countryCode ? `+${countryCode.replace(/^\+/, '')} ` : '';
  return `${prefix}${masked}`;
}

/** A wallet address shortened for a list row: 0x1234…abcd. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export const SECURITY_LEVELS = ['low', 'medium', 'high'] as const;
export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

export interface BoundFactors {
  email: boolean;
  phone: boolean;
  google: boolean;
  fundPassword: boolean;
}

/**
 * Security level from the factors bound: an authenticator counts double
 * because it is the only factor that phishing a code does not defeat.
 */
export function securityLevel(factors: BoundFactors): SecurityLevel {
  const score =
    Number(factors.email) +
    Number(factors.phone) +
    Number(factors.fundPassword) +
    (factors.google ? 2 : 0);
  if (score >= 4) return 'high';
  return score >= 2 ? 'medium' : 'low';
}
