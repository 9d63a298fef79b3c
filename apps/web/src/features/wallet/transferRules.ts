import { FUND_PASSWORD_PATTERN, type UserWalletName } from '@exchange/contracts';
import { gt, isPositive, parseDecimal } from '@exchange/money';
import type { TextKey, TextParams } from '../../i18n/types';

/**
 * Client checks for transfers, mirroring the server's (contracts
 * `transferBody` / `userTransferBody` and the wallet service), so mistakes
 * show while typing. The server stays the judge; its errors are toasted.
 */
export interface Problem {
  key: TextKey;
  params?: TextParams;
}

/** The contract's positive-amount shape: at most 30 integer and 18 fraction digits. */
const CONTRACT_AMOUNT = /^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/;
/** The contract's UID bound. */
export const UID_MAX_LENGTH = 20;

/**
 * Keyboards in comma-decimal languages type "1,5": a single comma with no
 * point is read as the decimal point. Anything else is left as typed, so
 * "1,000.5" is refused rather than silently turned into another number.
 */
export function normaliseAmountInput(raw: string): string {
  return /^\d*,\d*$/.test(raw) ? raw.replace(',', '.') : raw;
}

/**
 * The amount as the contract wants it, or null when it is not a plain
 * decimal. Only the spelling changes, never the value: "1." is "1", ".5" is
 * "0.5" and leading zeros go, so a half-typed "1." does not flash an error.
 */
export function canonicalAmount(text: string): string | null {
  const trimmed = text.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (match === null || trimmed === '' || trimmed === '.') return null;
  const [, integerPart = '', fraction = ''] = match;
  const integer = integerPart.replace(/^0+(?=\d)/, '') || '0';
  return fraction === '' ? integer : `${integer}.${fraction}`;
}

export interface AmountContext {
  /** The available balance it comes out of, as sent by the server. */
  available?: string | undefined;
  /** The coin's decimals, when the coin list has loaded. */
  decimals?: number | undefined;
}

export function checkAmount(text: string, context: AmountContext): Problem | undefined {
  if (text.trim() === '') return { key: 'account.error.required' };
  const canonical = canonicalAmount(text);
  const value = canonical === null ? null : parseDecimal(canonical);
  if (canonical === null || value === null) return { key: 'wallet.error.amountFormat' };
  if (!isPositive(value)) return { key: 'wallet.error.amountPositive' };
  if (context.decimals !== undefined && value.scale > context.decimals) {
    return { key: 'wallet.error.decimals', params: { places: context.decimals } };
  }
  if (!CONTRACT_AMOUNT.test(canonical)) return { key: 'wallet.error.amountFormat' };
  const available = context.available === undefined ? null : parseDecimal(context.available);
  if (available !== null && gt(value, available)) return { key: 'wallet.error.exceedsAvailable' };
  return undefined;
}

export interface OwnTransferValues {
  asset: string;
  from: UserWalletName;
  to: UserWalletName;
  amount: string;
}

export function checkOwnTransfer(
  values: OwnTransferValues,
  context: AmountContext,
): { amount?: Problem | undefined; to?: Problem | undefined } {
  return {
    amount: checkAmount(values.amount, context),
    to: values.from === values.to ? { key: 'wallet.error.sameAccount' } : undefined,
  };
}

export interface UserTransferValues {
  asset: string;
  toUid: string;
  amount: string;
  fundPassword: string;
}

export function checkUid(text: string, ownUid: string | undefined): Problem | undefined {
  const uid = text.trim();
  if (uid === '') return { key: 'wallet.error.uidRequired' };
  if (uid.length > UID_MAX_LENGTH) return { key: 'wallet.error.uidFormat' };
  return uid === ownUid ? { key: 'wallet.error.selfUid' } : undefined;
}

export function checkFundPassword(text: string): Problem | undefined {
  if (text === '') return { key: 'account.error.required' };
  return FUND_PASSWORD_PATTERN.test(text) ? undefined : { key: 'account.error.fundPassword' };
}

export function checkUserTransfer(
  values: UserTransferValues,
  context: AmountContext & { ownUid?: string | undefined },
): {
  toUid?: Problem | undefined;
  amount?: Problem | undefined;
  fundPassword?: Problem | undefined;
} {
  return {
    toUid: checkUid(values.toUid, context.ownUid),
    amount: checkAmount(values.amount, context),
    fundPassword: checkFundPassword(values.fundPassword),
  };
}

export function isClean(problems: Readonly<Record<string, Problem | undefined>>): boolean {
  return Object.values(problems).every((problem) => problem === undefined);
}
