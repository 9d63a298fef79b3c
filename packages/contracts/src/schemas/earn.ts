import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { digitId, id, page, pageNo, pageSize, positiveAmount, positiveDecimal } from './fields.js';
import { assetSymbol, requestId } from './wallet.js';

/**
 * Fixed-term earn products: funds (a cycle of days at a daily rate within
 * a published range; early redemption costs the settlement ratio × the
 * days left × the amount) and pool lock-ups (fixed lock dates at a fixed
 * rate, unlocked at expiry). Income is paid daily at the payout hour
 * (04:00 by default) from the product's own funding account, where the
 * most each order can earn was reserved when it was bought. Amounts and
 * rates are decimal strings; a rate is a daily fraction (0.003 is 0.3 %),
 * shown beside its annual equivalent. Dates are YYYY-MM-DD in the payout
 * time zone; instants are epoch milliseconds.
 */

export const EARN_PRODUCT_KINDS = ['fund', 'lockup'] as const;
export type EarnProductKind = (typeof EARN_PRODUCT_KINDS)[number];

/** Where a product's sale stands now. */
export const EARN_SALE_STATES = ['upcoming', 'open', 'sold_out', 'closed'] as const;

/**
 * An order's state: `confirming` (a lock-up bought, before its lock date:
 * it may be cancelled), `custody` (earning), `redeemed` (ended early, with
 * the penalty), `matured` (principal returned at expiry), `cancelled`.
 */
export const EARN_ORDER_STATUSES = [
  'confirming',
  'custody',
  'redeemed',
  'matured',
  'cancelled',
] as const;
export type EarnOrderStatus = (typeof EARN_ORDER_STATUSES)[number];

/** How a day's rate was set: published by operators in advance, the range's minimum when none was, or fixed. */
export const EARN_RATE_SOURCES = ['published', 'minimum', 'fixed'] as const;

export const earnProductSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EARN_PRODUCT_KINDS),
  coin: z.string(),
  decimals: z.number().int(),
  /** In the caller's language, else English. */
  name: z.string(),
  cycleDays: z.number().int(),
  rateMin: z.string(),
  rateMax: z.string(),
  /** `rateMin` and `rateMax` × 365, without compounding. */
  aprMin: z.string(),
  aprMax: z.string(),
  /** The most one user may hold in it at once. */
  userLimit: z.string(),
  minAmount: z.string(),
  maxAmount: z.string(),
  stock: z.string(),
  remaining: z.string(),
  /** Early redemption costs this × the days left × the amount (0 for a lock-up, which cannot be redeemed early). */
  penaltyRatio: z.string(),
  opensAt: z.number(),
  closesAt: z.number(),
  /** A lock-up's first income day; its coins lock at that day's payout hour. */
  lockDate: z.string().nullable(),
  sale: z.enum(EARN_SALE_STATES),
  /** The payout hour and its time zone. */
  payoutHour: z.number().int(),
  timeZone: z.string(),
});
export type EarnProduct = z.infer<typeof earnProductSchema>;

export const earnProductsQuery = z.object({
  kind: z.enum(EARN_PRODUCT_KINDS, { error: 'FIELD_OUT_OF_RANGE' }).optional(),
});

export const earnRateSchema = z.object({
  day: z.string(),
  rate: z.string(),
  apr: z.string(),
  source: z.enum(EARN_RATE_SOURCES),
});

/** `GET /financial/fund/product`: the terms, the rules and the daily rates, past and published ahead. */
export const earnProductDetailSchema = earnProductSchema.extend({
  rates: z.array(earnRateSchema),
});

export const earnProductQuery = z.object({ id: id() });

/** `GET /financial/fund/quote`: what buying `amount` now would mean, before buying. */
export const earnQuoteQuery = z.object({ productId: id(), amount: positiveAmount() });
export const earnQuoteSchema = z.object({
  amount: z.string(),
  /** Today (the purchase date). */
  purchaseDate: z.string(),
  /** The first income day. */
  valueDate: z.string(),
  firstPayoutAt: z.number(),
  /** The last income day's payout, which returns the principal. */
  maturityDate: z.string(),
  maturityAt: z.number(),
  days: z.number().int(),
  /** Income over the whole term at the lowest and highest daily rate (each day rounded down as paid). */
  incomeMin: z.string(),
  incomeMax: z.string(),
  aprMin: z.string(),
  aprMax: z.string(),
});
export type EarnQuote = z.infer<typeof earnQuoteSchema>;

export const earnBuyBody = z.object({
  productId: id(),
  amount: positiveAmount(),
  requestId: requestId(),
});

export const earnRedeemBody = z.object({ orderId: digitId('EARN_ORDER_NOT_FOUND') });

export const earnOrderSchema = z.object({
  id: z.string(),
  productId: z.number().int(),
  kind: z.enum(EARN_PRODUCT_KINDS),
  name: z.string(),
  coin: z.string(),
  amount: z.string(),
  cycleDays: z.number().int(),
  rateMin: z.string(),
  rateMax: z.string(),
  aprMin: z.string(),
  aprMax: z.string(),
  penaltyRatio: z.string(),
  status: z.enum(EARN_ORDER_STATUSES),
  createdAt: z.number(),
  valueDate: z.string(),
  firstPayoutAt: z.number(),
  maturityDate: z.string(),
  maturityAt: z.number(),
  daysPaid: z.number().int(),
  incomePaid: z.string(),
  incomeMin: z.string(),
  incomeMax: z.string(),
  /** The most it can still be paid, held in the product's funding account. */
  reserveLeft: z.string(),
  /** The next payout while earning, else null. */
  nextPayoutAt: z.number().nullable(),
  /** Early redemption now: the penalty and what would come back (null when it cannot be redeemed). */
  redeemNow: z
    .object({ remainingDays: z.number().int(), penalty: z.string(), returned: z.string() })
    .nullable(),
  /** Whether a lock-up may still be cancelled (before its lock). */
  cancellable: z.boolean(),
  penalty: z.string().nullable(),
  returned: z.string().nullable(),
  closedAt: z.number().nullable(),
});
export type EarnOrder = z.infer<typeof earnOrderSchema>;

export const earnOrderResultSchema = z.object({
  order: earnOrderSchema,
  /** True when this request had already been applied: nothing moved twice. */
  replayed: z.boolean(),
});

/** Open: confirming or in custody; closed: the rest. */
export const earnOrdersQuery = z.object({
  state: z.enum(['open', 'closed'], { error: 'FIELD_OUT_OF_RANGE' }).optional(),
  kind: z.enum(EARN_PRODUCT_KINDS, { error: 'FIELD_OUT_OF_RANGE' }).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});
export const earnOrdersPageSchema = page(earnOrderSchema).extend({
  /** Per coin, what the caller holds in custody now. */
  custody: z.array(z.object({ coin: z.string(), amount: z.string() })),
});

export const earnPayoutSchema = z.object({
  orderId: z.string(),
  productId: z.number().int(),
  name: z.string(),
  coin: z.string(),
  day: z.string(),
  rate: z.string(),
  source: z.enum(EARN_RATE_SOURCES),
  amount: z.string(),
  /** The ledger transaction that paid it, from the product's funding account. */
  transactionId: z.string().nullable(),
  paidAt: z.number(),
});

export const earnOrderQuery = z.object({ id: digitId('EARN_ORDER_NOT_FOUND') });
export const earnOrderDetailSchema = earnOrderSchema.extend({
  payouts: z.array(earnPayoutSchema),
});

/** `GET /financial/fund/income`: the caller's income, newest first. */
export const earnIncomeQuery = z.object({
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
});
export const earnIncomePageSchema = page(earnPayoutSchema);

/**
 * `GET /financial/fund/proof`, public: where a product's income comes
 * from. Its funding account's balance, what is reserved for open orders,
 * what has been paid; per income day, the rate and the income paid.
 */
export const earnProofSchema = z.object({
  productId: z.number().int(),
  coin: z.string(),
  /** All the funding account holds: free plus reserved. */
  funded: z.string(),
  /** Reserved for open orders: the most they can still be paid. */
  reserved: z.string(),
  /** Free to back new sales. */
  free: z.string(),
  /** The most the unsold stock could be owed: listing needs `free` to cover it. */
  unsoldMaxIncome: z.string(),
  paid: z.string(),
  principalInCustody: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      rate: z.string().nullable(),
      source: z.enum(EARN_RATE_SOURCES).nullable(),
      orders: z.number().int(),
      principal: z.string(),
      paid: z.string(),
    }),
  ),
});
export type EarnProof = z.infer<typeof earnProofSchema>;

// The console's side.

const dailyRate = () => positiveDecimal('EARN_RATE_OUT_OF_RANGE').or(z.literal('0'));
const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'FIELD_OUT_OF_RANGE' });
const names = z
  .partialRecord(z.enum(LOCALES), z.string().trim().min(1).max(80))
  .refine((value) => Boolean(value.en_US), { error: 'FIELD_OUT_OF_RANGE' });

export const earnProductBody = z.object({
  kind: z.enum(EARN_PRODUCT_KINDS),
  coin: assetSymbol(),
  name: names,
  cycleDays: z.number().int().min(1).max(3650),
  rateMin: dailyRate(),
  rateMax: dailyRate(),
  userLimit: positiveAmount(),
  minAmount: positiveAmount(),
  maxAmount: positiveAmount(),
  stock: positiveAmount(),
  penaltyRatio: dailyRate(),
  opensAt: z.number().int().positive(),
  closesAt: z.number().int().positive(),
  lockDate: day().nullable(),
  sort: z.number().int().min(0).max(10_000).default(0),
});
export type EarnProductBody = z.infer<typeof earnProductBody>;

export const earnStatusBody = z.object({ status: z.enum(['listed', 'delisted']) });
export const earnRateBody = z.object({ day: day(), rate: dailyRate() });
export const earnFundingBody = z.object({
  direction: z.enum(['in', 'out']),
  amount: positiveAmount(),
  requestId: requestId(),
});

export const earnConsoleProductSchema = earnProductSchema.extend({
  names: z.record(z.string(), z.string()),
  status: z.enum(['draft', 'listed', 'delisted']),
  sort: z.number().int(),
  sold: z.string(),
  openOrders: z.number().int(),
  funding: earnProofSchema.omit({ days: true }),
});
export type EarnConsoleProduct = z.infer<typeof earnConsoleProductSchema>;

export const earnTreasurySchema = z.array(
  z.object({ coin: z.string(), available: z.string(), allocated: z.string() }),
);

export const earnPayoutsQuery = z.object({
  productId: id().optional(),
  day: day().optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const earnConsolePayoutsSchema = page(earnPayoutSchema.extend({ userId: z.number().int() }));
