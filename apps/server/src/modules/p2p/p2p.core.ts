import type { ErrorKey, PaymentType } from '@exchange/contracts';

/** Types whose account is at a bank: the bank's name is needed. */
const NEEDS_BANK: ReadonlySet<PaymentType> = new Set(['bank_card', 'swift']);
/** Types a QR code image can stand for. */
const ACCEPTS_QR: ReadonlySet<PaymentType> = new Set(['wechat', 'alipay']);

export const needsBank = (type: PaymentType) => NEEDS_BANK.has(type);
export const acceptsQr = (type: PaymentType) => ACCEPTS_QR.has(type);

/**
 * Names compared as a person would: case and runs
 * of spaces do not matter ("erika  MUSTERMANN" is Erika Mustermann).
 */
export const sameName = (a: string, b: string): boolean =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() ===
  b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** What a payment method of `type` needs, or the error when it lacks it. */
export function detailsProblem(details: {
  type: PaymentType;
  bankName: string | null;
  account: string | null;
  qrFileId: string | null;
}): ErrorKey | null {
  if (needsBank(details.type) && details.bankName === null) return 'P2P_PAYMENT_DETAILS_INVALID';
  if (details.qrFileId !== null && !acceptsQr(details.type)) return 'P2P_PAYMENT_DETAILS_INVALID';
  if (details.account === null && details.qrFileId === null) return 'P2P_PAYMENT_DETAILS_INVALID';
  return null;
}
