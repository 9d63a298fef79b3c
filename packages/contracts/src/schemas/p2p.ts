import { z } from 'zod';
import { id } from './fields.js';

/**
 * Peer-to-peer fiat trading (spec 001): payment methods first. A user
 * trades only with primary verification passed, and every payment method
 * carries their verified real name.
 */

/** Spec section 3: bank card, WeChat, Alipay, Western Union, SWIFT transfer, virtual currency. */
export const PAYMENT_TYPES = [
  'bank_card',
  'wechat',
  'alipay',
  'western_union',
  'swift',
  'crypto',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/**
 * How likely a payment of this type is to be reversed after the coins are
 * released (1 very low to 4 high); an operator sets it per type. Orders,
 * once built, cap by it what a counterparty without trading history may
 * take in one order.
 */
export const RISK_CLASSES = [1, 2, 3, 4] as const;

/** `/payment/list`: the payment types a user may add, with what each needs. */
export const paymentTypeSchema = z.object({
  type: z.enum(PAYMENT_TYPES),
  /** Needs a bank name (bank card, SWIFT). */
  needsBank: z.boolean(),
  /** A QR code image may stand in for the account (WeChat, Alipay). */
  acceptsQr: z.boolean(),
  riskClass: z.number().int().min(1).max(4),
});
export type PaymentTypeInfo = z.infer<typeof paymentTypeSchema>;

/** `/payment/getRecords`: a saved method as its owner sees it (the account number in full). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENT_TYPES),
  realName: z.string(),
  bankName: z.string().nullable(),
  /** Account, card number, Western Union details or wallet address. */
  account: z.string().nullable(),
  /** Branch or SWIFT/BIC code. */
  branch: z.string().nullable(),
  /** A file id of the owner's QR code image (files module, purpose `document`). */
  qrFileId: z.string().nullable(),
  enabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** `/payment/saveOrUpdate`: with `id` it changes that method, without it adds one. */
export const paymentMethodBody = z.object({
  id: id().optional(),
  type: z.enum(PAYMENT_TYPES),
  realName: z.string().trim().min(1).max(64),
  bankName: optionalText(64),
  account: optionalText(128),
  branch: optionalText(64),
  qrFileId: optionalText(64),
  enabled: z.boolean().default(true),
});

export const paymentMethodIdBody = z.object({ id: id() });

/** `/otc/coin/all`: a coin ads may trade. */
export const p2pCoinSchema = z.object({
  coin: z.string(),
  /** Decimal places of an order's quantity. */
  decimals: z.number().int().min(0).max(18),
});
export type P2pCoin = z.infer<typeof p2pCoinSchema>;

// The console's P2P configuration.

/** Each payment type's risk class and whether it is offered; all six at once. */
export const p2pPaymentTypesSchema = z.object({
  types: z
    .array(
      z.object({
        type: z.enum(PAYMENT_TYPES),
        riskClass: z.number().int().min(1).max(4),
        enabled: z.boolean(),
      }),
    )
    .length(PAYMENT_TYPES.length),
});
export type P2pPaymentTypes = z.infer<typeof p2pPaymentTypesSchema>;

/** P2P's own settings. */
export const p2pSettingsSchema = z.object({
  /** How many live payment methods one user may hold. */
  paymentMethodCap: z.number().int().min(1).max(100),
});
export type P2pSettings = z.infer<typeof p2pSettingsSchema>;
