import type { PaymentMethod, PaymentType, PaymentTypeInfo } from '@exchange/contracts';
import type { Check } from '../account/validation';

/**
 * The payment method rules of `p2p.core.ts` and `paymentMethodBody`,
 * mirrored so a missing detail shows beside its field before a round trip.
 * The server stays the judge (the verified name, the cap, whose QR image).
 */

/** The body's limits; the inputs stop there, and the server trims as the body does here. */
export const MAX_LENGTH = { bankName: 64, account: 128, branch: 64 } as const;

/** The server's limit for purpose `document` (`files.core.ts`), checked first to spare a doomed upload. */
export const QR_MAX_MB = 50;

/** `/payment/saveOrUpdate`: with `id` it changes that method, without it adds one. */
export interface PaymentMethodBody {
  id?: number;
  type: PaymentType;
  realName: string;
  bankName?: string;
  account?: string;
  branch?: string;
  qrFileId?: string;
  enabled: boolean;
}

/** What the form holds as typed; `type` is '' until one is picked. */
export type PaymentDraft = {
  type: string;
  bankName: string;
  account: string;
  branch: string;
};

/** The details a saved method starts the form with; a type no longer offered is picked anew. */
export function draftOf(
  method: PaymentMethod | undefined,
  offered: readonly PaymentTypeInfo[],
): PaymentDraft {
  return {
    type: method && offered.some((info) => info.type === method.type) ? method.type : '',
    bankName: method?.bankName ?? '',
    account: method?.account ?? '',
    branch: method?.branch ?? '',
  };
}

export function checkType(info: PaymentTypeInfo | undefined): Check {
  return info ? undefined : 'p2p.payment.error.type';
}

/** Bank card and SWIFT name their bank. */
export function checkBankName(info: PaymentTypeInfo | undefined, value: string): Check {
  return info?.needsBank && value.trim() === '' ? 'p2p.payment.error.bankName' : undefined;
}

/** The account, unless a QR code image stands in for it (WeChat, Alipay). */
export function checkAccount(
  info: PaymentTypeInfo | undefined,
  value: string,
  hasQr: boolean,
): Check {
  if (!info || value.trim() !== '') return undefined;
  if (info.acceptsQr) return hasQr ? undefined : 'p2p.payment.error.accountOrQr';
  return 'p2p.payment.error.account';
}

const filled = (value: string): string | undefined => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The body for a checked draft. Only the details the type takes are sent,
 * so switching from a bank card to WeChat leaves no bank name behind; a
 * blank detail is left out, which the server stores as none.
 */
export function paymentBody(input: {
  info: PaymentTypeInfo;
  draft: PaymentDraft;
  realName: string;
  qrFileId: string | null;
  enabled: boolean;
  id?: number | undefined;
}): PaymentMethodBody {
  const { info, draft } = input;
  const body: PaymentMethodBody = {
    type: info.type,
    realName: input.realName,
    enabled: input.enabled,
  };
  if (input.id !== undefined) body.id = input.id;
  const account = filled(draft.account);
  if (account !== undefined) body.account = account;
  if (info.needsBank) {
    const bankName = filled(draft.bankName);
    const branch = filled(draft.branch);
    if (bankName !== undefined) body.bankName = bankName;
    if (branch !== undefined) body.branch = branch;
  }
  if (info.acceptsQr && input.qrFileId !== null) body.qrFileId = input.qrFileId;
  return body;
}

/** The list shows only an account's last four characters; the edit form shows it whole. */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, '');
  return compact.length > 4 ? `•••• ${compact.slice(-4)}` : '••••';
}
