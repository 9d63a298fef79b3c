import { z } from 'zod';
import { id, pageNo, pageSize, positiveDecimal } from './fields.js';

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
  /** How many ads (listed or delisted) one merchant may hold. */
  adLimit: z.number().int().min(1).max(1000),
  /** How many unfinished orders one user may have as a taker. */
  openOrderLimit: z.number().int().min(1).max(100),
  /** Cancellations in one day (UTC) after which a user may not buy until the next (spec: 3). */
  cancelLimit: z.number().int().min(1).max(100),
  /** Minutes after payment before an unreleased order counts as timed out. */
  releaseMinutes: z.number().int().min(5).max(1440),
  /** The order value (USD) above which an appeal decision takes two operators. */
  appealSecondUsd: z
    .string()
    .regex(/^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/, { error: 'AMOUNT_INVALID' }),
});
export type P2pSettings = z.infer<typeof p2pSettingsSchema>;
/** A change of some of the settings; the others stay. */
export const p2pSettingsPatch = p2pSettingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'FIELD_REQUIRED' });
export type P2pSettingsPatch = z.infer<typeof p2pSettingsPatch>;

// Ads (spec 001 sections 3, 5 and 7: /otc/advertise/application/*).

export const AD_SIDES = ['buy', 'sell'] as const;
export type AdSide = (typeof AD_SIDES)[number];
/** listed: takes orders; delisted: paused, may be listed again; closed: by its owner; ended: sold out. */
export const AD_STATES = ['listed', 'delisted', 'closed', 'ended'] as const;
export type AdState = (typeof AD_STATES)[number];
/** Spec section 9: the payment time limits offered, in minutes (45 by default). */
export const AD_PAYMENT_MINUTES = [15, 30, 45, 60, 120] as const;

/**
 * Who may take an ad (spec section 3): advanced verification passed
 * (everyone trading has primary), registered 30 days or more, holding
 * above 30 USDT in value.
 */
export const adConditionsSchema = z.object({
  advancedVerified: z.boolean().default(false),
  registered30Days: z.boolean().default(false),
  holdingAbove30Usdt: z.boolean().default(false),
});
export type AdConditions = z.infer<typeof adConditionsSchema>;

const fiatCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'FIELD_FORMAT' });
const coinCode = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,16}$/, { error: 'FIELD_FORMAT' });
/** A signed percentage with at most two decimals, -50 to +50: a floating price's premium. */
const premium = () =>
  z
    .string()
    .trim()
    .regex(/^-?(?:(?:[0-9]|[1-4][0-9])(?:\.\d{1,2})?|50(?:\.0{1,2})?)$/, {
      error: 'FIELD_OUT_OF_RANGE',
    });
const clientRequestId = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'FIELD_FORMAT' });

/** The terms an advertiser sets (create, and update with `id`). */
const adTerms = {
  side: z.enum(AD_SIDES),
  coin: coinCode(),
  fiat: fiatCode(),
  priceType: z.enum(['fixed', 'floating']),
  /** Fiat per coin, for a fixed price. */
  price: positiveDecimal('FIELD_OUT_OF_RANGE').optional(),
  /** Percent over (or, negative, under) our index in the ad's fiat, for a floating price. */
  premium: premium().optional(),
  /** Coins on offer (sell) or wanted (buy). */
  quantity: positiveDecimal('FIELD_OUT_OF_RANGE'),
  /** Per-order limits in fiat: the minimum at least 100, below the maximum. */
  minAmount: positiveDecimal('FIELD_OUT_OF_RANGE'),
  maxAmount: positiveDecimal('FIELD_OUT_OF_RANGE'),
  /** The advertiser's own payment methods (one to three). */
  paymentMethodIds: z.array(id()).max(10),
  paymentMinutes: z
    .number()
    .int()
    .refine((m) => (AD_PAYMENT_MINUTES as readonly number[]).includes(m), {
      error: 'FIELD_OUT_OF_RANGE',
    })
    .default(45),
  terms: optionalText(1000),
  autoReply: optionalText(500),
  conditions: adConditionsSchema.default({
    advancedVerified: false,
    registered30Days: false,
    holdingAbove30Usdt: false,
  }),
  /** When it goes online: now (absent), or a time within 30 days. */
  onlineAt: z.iso.datetime({ offset: true }).optional(),
};

export const adCreateBody = z.object({
  ...adTerms,
  /** Posted delisted, to be listed later by hand. */
  offline: z.boolean().default(false),
  requestId: clientRequestId(),
});
export const adUpdateBody = z.object({ id: id(), ...adTerms });
export const adIdBody = z.object({ id: id() });

/** A payment method as a counterparty sees it before ordering: its type, never its account. */
export const adPaymentSchema = z.object({ id: z.number().int(), type: z.enum(PAYMENT_TYPES) });

/** An advertiser as the market shows them (spec section 3: advertiser statistics). */
export const advertiserSchema = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  merchant: z.boolean(),
  /** Orders completed in the last 30 days, and completed over all finished in that window (0 to 1, or null with none). */
  orders30d: z.number().int(),
  completionRate30d: z.string().nullable(),
});
export type Advertiser = z.infer<typeof advertiserSchema>;

export const adSchema = z.object({
  id: z.number().int(),
  /** The ad number shown to users. */
  adNo: z.string(),
  side: z.enum(AD_SIDES),
  coin: z.string(),
  fiat: z.string(),
  priceType: z.enum(['fixed', 'floating']),
  /** The price now (a floating ad's moves with the index); null when no index price is fresh. */
  price: z.string().nullable(),
  premium: z.string().nullable(),
  quantity: z.string(),
  /** What is left to trade (not in open or completed orders). */
  remaining: z.string(),
  minAmount: z.string(),
  /** The per-order maximum now: the ad's, or what the remaining quantity is worth if less. */
  maxAmount: z.string(),
  payments: z.array(adPaymentSchema),
  paymentMinutes: z.number().int(),
  terms: z.string().nullable(),
  conditions: adConditionsSchema,
  status: z.enum(AD_STATES),
  onlineAt: z.string().nullable(),
  advertiser: advertiserSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Ad = z.infer<typeof adSchema>;

/** The owner's view adds what only they see. */
export const myAdSchema = adSchema.extend({
  autoReply: z.string().nullable(),
  /** Coins held in escrow for a listed sell ad's remaining quantity. */
  held: z.string(),
  /** Orders not yet finished. */
  openOrders: z.number().int(),
  /** Quantity completed so far. */
  traded: z.string(),
});
export type MyAd = z.infer<typeof myAdSchema>;

/** `page-by-unit`: the market's ads for a side, coin and fiat, best price first. */
export const adMarketQuery = z.object({
  /** The ads' side: a user who wants to buy looks at sell ads. */
  side: z.enum(AD_SIDES),
  coin: coinCode(),
  fiat: fiatCode(),
  /** Only ads whose per-order range holds this fiat amount. */
  amount: positiveDecimal('FIELD_OUT_OF_RANGE').optional(),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  /** Only ads of certified merchants. */
  merchantOnly: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});

export const myAdsQuery = z.object({
  status: z.enum(AD_STATES).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});

// Orders (/otc/order/*).

export const P2P_ORDER_STATES = [
  'unpaid',
  'paid',
  'timed_out',
  'appeal',
  'completed',
  'cancelled',
] as const;
export type P2pOrderState = (typeof P2P_ORDER_STATES)[number];

/** Taking an ad: by fiat amount or by coin quantity, with the payment method. */
export const orderPlaceBody = z.object({
  adId: id(),
  by: z.enum(['amount', 'quantity']),
  value: positiveDecimal('FIELD_OUT_OF_RANGE'),
  /**
   * Buying: one of the ad's payment methods (`payments[].id`). Selling to a
   * buy ad: one of the caller's own methods of a type the ad accepts.
   */
  paymentMethodId: id(),
  requestId: clientRequestId(),
});

/** The quick zone: the best ad for an amount, taken at once. */
export const quickOrderBody = z.object({
  coin: coinCode(),
  fiat: fiatCode(),
  by: z.enum(['amount', 'quantity']),
  value: positiveDecimal('FIELD_OUT_OF_RANGE'),
  paymentType: z.enum(PAYMENT_TYPES).optional(),
  /** Selling: the caller's own method the buyer will pay to. */
  paymentMethodId: id().optional(),
  requestId: clientRequestId(),
});

export const p2pOrderIdBody = z.object({ id: id() });
export const orderCancelBody = z.object({
  id: id(),
  reason: z.string().trim().max(500).default(''),
});
export const orderReleaseBody = z.object({
  id: id(),
  fundPassword: z.string().min(1).max(64),
  /** The seller confirms the payment came from the buyer's verified name, shown beside the button. */
  payerNameMatches: z.literal(true, { error: 'P2P_PAYMENT_NAME_MISMATCH' }),
});
export const myOrdersQuery = z.object({
  /** open: unpaid, paid, timed out, in appeal; finished: completed, cancelled. */
  scope: z.enum(['open', 'finished', 'all']).default('all'),
  /** advertiser: orders on the caller's own ads; taker: orders the caller placed. */
  as: z.enum(['any', 'advertiser', 'taker']).default('any'),
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});

/** What the seller is paid to, as the buyer sees it on the order. */
export const orderPaymentSchema = z.object({
  type: z.enum(PAYMENT_TYPES),
  realName: z.string(),
  bankName: z.string().nullable(),
  account: z.string().nullable(),
  branch: z.string().nullable(),
  qrFileId: z.string().nullable(),
});

export const p2pOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  adId: z.number().int(),
  /** The caller's side in this order. */
  role: z.enum(['buyer', 'seller']),
  /** Whether the caller is the ad's owner. */
  advertiser: z.boolean(),
  coin: z.string(),
  fiat: z.string(),
  /** Locked when the order was created. */
  price: z.string(),
  quantity: z.string(),
  /** Fiat the buyer pays. */
  amount: z.string(),
  status: z.enum(P2P_ORDER_STATES),
  payment: orderPaymentSchema,
  counterpart: z.object({
    userId: z.number().int(),
    nickname: z.string(),
    /** The counterpart's verified real name: the name the fiat must come from or go to. */
    realName: z.string(),
  }),
  paymentMinutes: z.number().int(),
  payDeadline: z.string(),
  /** After payment, when the order counts as timed out if not released. */
  releaseDeadline: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Who cancelled: the buyer, the system (the payment time ran out) or an operator's decision. */
  cancelledBy: z.enum(['buyer', 'system', 'operator']).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  terms: z.string().nullable(),
});
export type P2pOrder = z.infer<typeof p2pOrderSchema>;

/** `/otc/order/pre`: an ad as a taker is about to order it, with what they may use. */
export const orderPreviewSchema = z.object({
  ad: adSchema,
  /** Why the caller cannot take it, or null. */
  refusal: z.string().nullable(),
  /** Selling to a buy ad: the caller's own methods of a type the ad accepts. */
  ownMethods: z.array(adPaymentSchema),
  /** The most one order may take from this caller now (the risk cap for a first trade, in fiat), or null for none. */
  firstTradeCap: z.string().nullable(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;

// Appeals (spec section 3: reason, description, contact person, contact phone, proof files).

export const APPEAL_REASONS = [
  /** The buyer paid and the seller does not release. */
  'paid_not_released',
  /** The buyer marked it paid, and the seller received nothing. */
  'not_received',
  /** The payment came from someone other than the buyer's verified name. */
  'payer_name_mismatch',
  /** The amount received differs from the order's. */
  'wrong_amount',
  'other',
] as const;
export type AppealReason = (typeof APPEAL_REASONS)[number];
/** Spec section 9: at most 5 proof files, 50 MB in total. */
export const APPEAL_MAX_FILES = 5;
export const APPEAL_MAX_BYTES = 50 * 1024 * 1024;

const fileIds = () =>
  z.array(z.string().trim().min(1).max(64)).max(APPEAL_MAX_FILES, { error: 'FIELD_OUT_OF_RANGE' });

export const orderAppealBody = z.object({
  id: id(),
  reason: z.enum(APPEAL_REASONS),
  description: z.string().trim().max(2000).default(''),
  contactName: z.string().trim().max(64).default(''),
  contactPhone: z.string().trim().max(32).default(''),
  /** Uploads of purpose `appeal` (or `document`) by the caller. */
  proofFileIds: fileIds().default([]),
});
export const appealAnswerBody = z.object({
  id: id(),
  text: z.string().trim().min(1).max(2000),
  fileIds: fileIds().default([]),
});

export const APPEAL_STATES = ['open', 'withdrawn', 'resolved', 'decided'] as const;
export const APPEAL_DECISIONS = ['release', 'return', 'split'] as const;

export const appealSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPEAL_STATES),
  appellantRole: z.enum(['buyer', 'seller']),
  /** Whether the caller opened it (only they may withdraw it). */
  mine: z.boolean(),
  reason: z.enum(APPEAL_REASONS),
  description: z.string(),
  decision: z.enum(APPEAL_DECISIONS).nullable(),
  /** Of a split: the coins the buyer got; the rest went back to the seller. */
  buyerQuantity: z.string().nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type Appeal = z.infer<typeof appealSchema>;

export const p2pOrderDetailSchema = p2pOrderSchema.extend({
  appeal: appealSchema.nullable(),
  /** The caller's review of a completed order, once left. */
  review: z.object({ positive: z.boolean(), comment: z.string() }).nullable(),
});
export type P2pOrderDetail = z.infer<typeof p2pOrderDetailSchema>;

// Chat: each order's records (messages, evidence and every status change) as its parties see them.

export const chatQuery = z.object({
  orderId: id(),
  /** Only records after this one (resuming after a reconnect). */
  afterSeq: z
    .union([z.number().int().min(0), z.string().regex(/^\d{1,9}$/)])
    .transform(Number)
    .default(0),
  limit: pageSize(50, 200),
});
export const chatSendBody = z.object({
  orderId: id(),
  text: z.string().trim().max(2000).default(''),
  /** An image the caller uploaded (purpose `appeal` or `document`). */
  fileId: z.string().trim().min(1).max(64).optional(),
});
export const chatReadBody = z.object({ orderId: id(), seq: z.number().int().min(0) });
/** An image an order names (the seller's payment QR code, a chat image, appeal evidence), to its parties. */
export const orderFileQuery = z.object({ orderId: id(), fileId: z.string().trim().min(1).max(64) });

export const chatRecordSchema = z.object({
  seq: z.number().int(),
  kind: z.enum(['message', 'status', 'evidence']),
  /** Who wrote it, from the caller's side: themselves, the counterpart, the platform, or staff. */
  from: z.enum(['me', 'counterpart', 'system', 'staff']),
  text: z.string().nullable(),
  fileIds: z.array(z.string()),
  /** For a status change: where the order went. */
  status: z.enum(P2P_ORDER_STATES).nullable(),
  at: z.string(),
});
export type ChatRecord = z.infer<typeof chatRecordSchema>;

export const chatSchema = z.object({
  records: z.array(chatRecordSchema),
  /** The newest record's number. */
  lastSeq: z.number().int(),
  /** How far the caller has read (marked from any device). */
  readSeq: z.number().int(),
  /** How far the counterpart has read. */
  counterpartReadSeq: z.number().int(),
});
export type Chat = z.infer<typeof chatSchema>;

/** The realtime `p2p` topic: an order's new record, pushed to both parties. */
export const p2pPushSchema = z.object({
  orderId: z.number().int(),
  record: chatRecordSchema,
  /** Whether the user's notification settings ask for this record to be shown as a notification. */
  notify: z.boolean(),
});

// The console's appeals.

export const appealDecisionBody = z.object({
  decision: z.enum(APPEAL_DECISIONS),
  /** Of a split: the coins the buyer gets, above 0 and below the order's quantity. */
  buyerQuantity: positiveDecimal('FIELD_OUT_OF_RANGE').optional(),
  note: z.string().trim().min(1).max(1000),
});
export const appealMessageBody = z.object({ text: z.string().trim().min(1).max(2000) });
export const appealQueueQuery = z.object({
  status: z.enum(APPEAL_STATES).default('open'),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});

export const appealQueueItemSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  coin: z.string(),
  fiat: z.string(),
  amount: z.string(),
  quantity: z.string(),
  usdValue: z.string(),
  appellantRole: z.enum(['buyer', 'seller']),
  reason: z.string(),
  status: z.enum(APPEAL_STATES),
  /** A decision proposed and waiting for a second operator. */
  proposal: z.enum(APPEAL_DECISIONS).nullable(),
  createdAt: z.string(),
});
export const appealQueueSchema = z.object({
  list: z.array(appealQueueItemSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});

/** The case file an operator decides on. */
export const appealCaseSchema = z.object({
  appeal: appealSchema.extend({
    contactName: z.string(),
    contactPhone: z.string(),
    proofFileIds: z.array(z.string()),
    proposal: z.enum(APPEAL_DECISIONS).nullable(),
    proposalBuyerQuantity: z.string().nullable(),
    proposedBy: z.number().int().nullable(),
    decidedBy: z.number().int().nullable(),
    note: z.string().nullable(),
    /** The head of the order's chained records when the appeal opened. */
    openedHash: z.string(),
  }),
  order: z.object({
    id: z.number().int(),
    orderNo: z.string(),
    adId: z.number().int(),
    coin: z.string(),
    fiat: z.string(),
    price: z.string(),
    quantity: z.string(),
    amount: z.string(),
    usdValue: z.string(),
    status: z.enum(P2P_ORDER_STATES),
    payDeadline: z.string(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
    /** Where the buyer was told to pay: the seller's details as sealed on the order. */
    payment: orderPaymentSchema,
  }),
  parties: z.array(
    z.object({
      role: z.enum(['buyer', 'seller']),
      userId: z.number().int(),
      nickname: z.string(),
      realName: z.string(),
      orders30d: z.number().int(),
      completionRate30d: z.string().nullable(),
    }),
  ),
  records: z.array(
    z.object({
      seq: z.number().int(),
      kind: z.string(),
      actor: z.string(),
      body: z.record(z.string(), z.unknown()),
      prevHash: z.string(),
      hash: z.string(),
      at: z.string(),
    }),
  ),
  /** Every record links to the one before and hashes to what it says. */
  chainIntact: z.boolean(),
  brokenAt: z.number().int().nullable(),
  /** The head the appeal opened on is still in the chain. */
  openedOnChain: z.boolean(),
  secondApprovalAboveUsd: z.string(),
});
export type AppealCase = z.infer<typeof appealCaseSchema>;
export const appealDecisionReplySchema = z.object({
  outcome: z.enum(['proposed', 'decided']),
  case: appealCaseSchema,
});
export const appealFileParams = z.object({ id: id(), fileId: z.string().min(1).max(64) });

/** Per chargeback-risk class: a buyer's first trade cap (USD) and how long P2P-bought coins stay unwithdrawable. */
export const p2pRiskClassesSchema = z.object({
  classes: z
    .array(
      z.object({
        riskClass: z.number().int().min(1).max(4),
        firstTradeCapUsd: positiveDecimal('AMOUNT_INVALID'),
        withdrawHoldHours: z.number().int().min(0).max(720),
      }),
    )
    .length(RISK_CLASSES.length),
});
export type P2pRiskClasses = z.infer<typeof p2pRiskClassesSchema>;

/** The console's view of ads, every owner's, any status. */
export const consoleAdsQuery = z.object({
  status: z.enum(AD_STATES).optional(),
  userId: id().optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const consoleAdsSchema = z.object({
  list: z.array(myAdSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export const consoleDelistBody = z.object({ reason: z.string().trim().min(1).max(500) });

/** Advertisers: every user who has posted an ad, with their 30-day figures. */
export const consoleMerchantsSchema = z.object({
  list: z.array(
    advertiserSchema.extend({
      adsListed: z.number().int(),
      adsTotal: z.number().int(),
      openOrders: z.number().int(),
      appealsOpen: z.number().int(),
    }),
  ),
});

// Reviews, advertiser profiles and notification settings.

/** One review per party per completed order. */
export const orderReviewBody = z.object({
  id: id(),
  positive: z.boolean(),
  comment: z.string().trim().max(300).default(''),
});

export const advertiserQuery = z.object({ userId: id() });

/** Spec section 3's advertiser statistics, and the advertiser's listed ads. */
export const advertiserProfileSchema = advertiserSchema.extend({
  registeredAt: z.string(),
  /** When they first completed a P2P order; null before. */
  firstTradeAt: z.string().nullable(),
  /** Over the last 30 days, minutes from payment to release (as seller) and from order to payment (as buyer). */
  avgReleaseMinutes30d: z.number().nullable(),
  avgPayMinutes30d: z.number().nullable(),
  positiveReviews: z.number().int(),
  negativeReviews: z.number().int(),
  /** Distinct counterparts of completed orders. */
  traders: z.number().int(),
  totalOrders: z.number().int(),
  ads: z.array(adSchema),
  reviews: z.array(z.object({ positive: z.boolean(), comment: z.string(), at: z.string() })),
});
export type AdvertiserProfile = z.infer<typeof advertiserProfileSchema>;

/** Which P2P events reach the user, and how: in the app always can; email and SMS by these switches. */
export const notificationSettingsSchema = z.object({
  /** New orders, payment, release and cancellation. */
  order: z.boolean(),
  /** Appeals opened, answered and decided. */
  appeal: z.boolean(),
  /** Chat messages (in the app only; never by SMS). */
  chat: z.boolean(),
  email: z.boolean(),
  sms: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
