import { z } from 'zod';
import { id, page, pageNo, pageSize, positiveAmount } from './fields.js';
import { assetSymbol, requestId } from './wallet.js';

/**
 * Flexible savings (and, beside it, the pledge loans that pay its income).
 * Amounts, rates and prices are decimal strings; a rate is a fraction
 * (0.0017 is 0.17 %), shown beside its annual equivalent.
 */

/** `POST /financial/savings/subscribe` and `/redeem`: an amount of one coin, idempotent by `requestId`. */
export const savingsMoveBody = z.object({
  asset: assetSymbol(),
  amount: positiveAmount(),
  requestId: requestId(),
});
export type SavingsMoveBody = z.infer<typeof savingsMoveBody>;

export const savingsMoveResultSchema = z.object({
  /** True when this requestId had already been applied: nothing moved twice. */
  replayed: z.boolean(),
  /** A redemption waiting for the pool's cash (paid first come first served). */
  queued: z.boolean(),
});

/** The caller's savings in one coin. */
export const savingsHoldingSchema = z.object({
  /** Everything theirs: earning, waiting and queued for payment. */
  total: z.string(),
  /** The value of their shares, which earn. */
  earning: z.string(),
  /** Subscribed, not earning until the first payout at least 24 hours later. */
  waiting: z.string(),
  /** Redeemed, waiting for the pool's cash. */
  queued: z.string(),
  /** When the oldest waiting coins start to earn (ms), or null. */
  earnsFrom: z.number().nullable(),
  yesterdayIncome: z.string(),
  totalIncome: z.string(),
});
export type SavingsHolding = z.infer<typeof savingsHoldingSchema>;

/** `GET /financial/savings`: each coin offered, the pool's state, and the caller's part. */
export const savingsCoinSchema = z.object({
  asset: z.string(),
  decimals: z.number().int(),
  minSubscribe: z.string(),
  /** The savers' daily rate at today's loans (an estimate: it moves with borrowing). */
  dailyRate: z.string(),
  /** `dailyRate` × 365, without compounding. */
  apr: z.string(),
  /** What the pool holds for savers, earning and waiting. */
  poolValue: z.string(),
  /** Lent out now, principal and interest owed. */
  lent: z.string(),
  /** Lent over everything savers hold, 0 to 1. */
  utilisation: z.string(),
  /** The last payout's share price increase, as a daily rate. */
  lastDailyRate: z.string().nullable(),
  /** Savers' share of loan interest (0.9); the rest is the security fund's. */
  saverShare: z.string(),
  holding: savingsHoldingSchema.nullable(),
});
export type SavingsCoin = z.infer<typeof savingsCoinSchema>;

export const savingsOverviewSchema = z.object({
  coins: z.array(savingsCoinSchema),
  /** The daily payout: its hour in its time zone, and the next one (ms). */
  payoutHour: z.number().int(),
  timeZone: z.string(),
  nextPayoutAt: z.number(),
  /** Hours a subscription waits before it earns. */
  holdHours: z.number().int(),
});
export type SavingsOverview = z.infer<typeof savingsOverviewSchema>;

export const EARN_RECORD_TYPES = ['subscribe', 'redeem', 'income'] as const;
export type EarnRecordType = (typeof EARN_RECORD_TYPES)[number];

/** `GET /financial/earn/his/findByPage` (spec: type, pageNo, size 10). */
export const earnHistoryQuery = z.object({
  type: z.enum(EARN_RECORD_TYPES, { error: 'FIELD_OUT_OF_RANGE' }).optional(),
  pageNo: pageNo().default(1),
  size: pageSize(10, 50),
});

export const earnRecordSchema = z.object({
  type: z.enum(EARN_RECORD_TYPES),
  asset: z.string(),
  amount: z.string(),
  /** For a redemption: paid at once, or queued until the pool had cash. */
  status: z.enum(['done', 'queued']),
  time: z.number(),
  /** For income: the payout date (YYYY-MM-DD in the payout's time zone). */
  date: z.string().nullable(),
});
export type EarnRecord = z.infer<typeof earnRecordSchema>;
export const earnHistoryPageSchema = page(earnRecordSchema);

// Pledge loans: borrow one coin against another locked as collateral.

/** `GET /pledge/pairs`: what may be pledged for what, with rates, ratios and today's index. */
export const loanPairSchema = z.object({
  id: z.number().int(),
  collateral: z.string(),
  loanCoin: z.string(),
  collateralDecimals: z.number().int(),
  loanDecimals: z.number().int(),
  /** Borrowable = collateral value × this. */
  initialRatio: z.string(),
  /** At or above it: a margin call (the spec's warning above 60 %). */
  callRatio: z.string(),
  /** At or above it: the collateral is sold to repay the loan. */
  liquidationRatio: z.string(),
  hourlyRate: z.string(),
  dailyRate: z.string(),
  /** `hourlyRate` × 8760, without compounding. */
  apr: z.string(),
  /** Added to the hourly rate for each hour past the term. */
  lateHourlyRate: z.string(),
  termDays: z.array(z.number().int()),
  minLoan: z.string(),
  /** The index in USD now, null when no fresh price (borrowing is refused then). */
  collateralPrice: z.string().nullable(),
  loanPrice: z.string().nullable(),
});
export type LoanPair = z.infer<typeof loanPairSchema>;

/** `POST /pledge/borrow`. */
export const borrowBody = z.object({
  collateral: assetSymbol(),
  loanCoin: assetSymbol(),
  collateralAmount: positiveAmount(),
  amount: positiveAmount(),
  termDays: z.number({ error: 'FIELD_TYPE' }).int({ error: 'FIELD_TYPE' }).min(1).max(3650),
  requestId: requestId(),
});
export type BorrowBody = z.infer<typeof borrowBody>;

/** `POST /pledge/repay`: an amount, or `full` for the whole debt now. */
export const repayBody = z
  .object({
    id: id(),
    amount: positiveAmount().optional(),
    full: z.boolean().optional(),
    requestId: requestId(),
  })
  .refine((body) => body.full === true || body.amount !== undefined, {
    error: 'FIELD_REQUIRED',
    path: ['amount'],
  });

/** `POST /pledge/collateral/add`. */
export const addCollateralBody = z.object({
  id: id(),
  amount: positiveAmount(),
  requestId: requestId(),
});

/** `POST /pledge/renew`. */
export const renewBody = z.object({ id: id(), requestId: requestId() });

export const LOAN_STATES = ['accruing', 'overdue', 'liquidating', 'settled', 'liquidated'] as const;
export type LoanState = (typeof LOAN_STATES)[number];

/** One pledge loan as its borrower sees it, figures at this moment. */
export const pledgeLoanSchema = z.object({
  id: z.number().int(),
  collateral: z.string(),
  loanCoin: z.string(),
  collateralAmount: z.string(),
  borrowed: z.string(),
  principal: z.string(),
  /** Interest owed now: charged, and the hour begun counted whole. */
  interest: z.string(),
  interestPaid: z.string(),
  /** Principal and interest: what repays it in full now. */
  debt: z.string(),
  hourlyRate: z.string(),
  dailyRate: z.string(),
  apr: z.string(),
  lateHourlyRate: z.string(),
  termDays: z.number().int(),
  createdAt: z.number(),
  termEnd: z.number(),
  closedAt: z.number().nullable(),
  status: z.enum(LOAN_STATES),
  /** Debt over collateral at the index; null without a fresh price or once closed. */
  ratio: z.string().nullable(),
  health: z.enum(['healthy', 'call', 'liquidate']).nullable(),
  initialRatio: z.string(),
  callRatio: z.string(),
  liquidationRatio: z.string(),
  /** The collateral's USD price at which the loan is liquidated, at today's debt. */
  liquidationPrice: z.string().nullable(),
  renewable: z.boolean(),
  repayable: z.boolean(),
});
export type PledgeLoan = z.infer<typeof pledgeLoanSchema>;

export const pledgeRecordSchema = z.object({
  kind: z.enum([
    'borrow',
    'add_collateral',
    'renew',
    'repay',
    'margin_call',
    'liquidation',
    'settled',
  ]),
  amount: z.string().nullable(),
  /** Repayments: the interest and principal they paid; renewals: the new term end (ms). */
  interest: z.string().nullable(),
  principal: z.string().nullable(),
  termEnd: z.number().nullable(),
  /** Margin calls and a liquidation's start: the pledge ratio then. */
  ratio: z.string().nullable(),
  /** A liquidation's records: started (collateral taken), sold (one round), settled. */
  stage: z.enum(['started', 'sold', 'settled']).nullable(),
  /** A round's collateral sold and its net proceeds. */
  sold: z.string().nullable(),
  proceeds: z.string().nullable(),
  /** At settlement: the debt repaid, proceeds above it and collateral unsold (both back to the borrower), the shortfall. */
  repaid: z.string().nullable(),
  surplus: z.string().nullable(),
  returned: z.string().nullable(),
  shortfall: z.string().nullable(),
  time: z.number(),
});
export type PledgeRecord = z.infer<typeof pledgeRecordSchema>;

export const pledgeLoanDetailSchema = pledgeLoanSchema.extend({
  records: z.array(pledgeRecordSchema),
});
export type PledgeLoanDetail = z.infer<typeof pledgeLoanDetailSchema>;

/** `GET /pledge/orders`: the caller's loans, newest first, open or closed. */
export const pledgeListQuery = z.object({
  status: z.enum(['open', 'closed'], { error: 'FIELD_OUT_OF_RANGE' }).optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 50),
});
export const pledgeLoanPageSchema = page(pledgeLoanSchema);

/** `GET /pledge/order?id=`. */
export const pledgeIdQuery = z.object({ id: id() });

// The public loan book: what the pools hold and lend, read from the ledger.

export const loanBookCoinSchema = z.object({
  asset: z.string(),
  /** What the pool owes savers: earning, waiting and queued for redemption. */
  owedToSavers: z.string(),
  /** What borrowers owe: principal and interest charged. */
  lent: z.string(),
  /** Coins in the pool and not lent out. */
  cash: z.string(),
  /** Lent over what savers hold, 0 to 1. */
  utilisation: z.string(),
  /** Interest charged since the last payout, not yet paid out. */
  undistributed: z.string(),
  /** The security fund's share of interest so far. */
  securityFund: z.string(),
  /** Liquidation shortfalls the insurance fund has not covered (0 or negative). */
  deficit: z.string(),
  openLoans: z.number().int(),
});

/** Open loans by pledge ratio at the index now: `from` inclusive, `to` exclusive (null: no bound). */
export const ratioBucketSchema = z.object({
  from: z.string(),
  to: z.string().nullable(),
  loans: z.number().int(),
});

/** One day's savings payout and the ledger transaction that made it. */
export const payoutRecordSchema = z.object({
  asset: z.string(),
  date: z.string(),
  interest: z.string(),
  savers: z.string(),
  securityFund: z.string(),
  /** The share price's rise that day, as a daily rate. */
  dailyRate: z.string(),
  transactionId: z.string().nullable(),
  paidAt: z.number(),
});

/** `GET /lending/book` (public): the loan book's health, read from the ledger. */
export const loanBookSchema = z.object({
  coins: z.array(loanBookCoinSchema),
  ratios: z.array(ratioBucketSchema),
  /** Loans without a fresh index price, left out of the ratios. */
  unpriced: z.number().int(),
  last30Days: z.object({
    marginCalls: z.number().int(),
    liquidations: z.number().int(),
    /** Of the liquidations, the debt their sales did not cover, and what the insurance fund paid of it. */
    shortfall: z.string(),
    covered: z.string(),
  }),
  payouts: z.array(payoutRecordSchema),
});
export type LoanBook = z.infer<typeof loanBookSchema>;

// The console's lending configuration (permission config.manage).

const fraction = (error: 'FIELD_OUT_OF_RANGE' = 'FIELD_OUT_OF_RANGE') =>
  z.string().regex(/^0\.\d{1,6}$/, { error });
const rate = () => z.string().regex(/^0(?:\.\d{1,8})?$/, { error: 'FIELD_OUT_OF_RANGE' });

/** `GET|POST /admin-api/lending/settings`. */
export const lendingSettingsSchema = z.object({
  /** Savers' share of loan interest (the spec's 90 %); the rest is the security fund's. */
  saverShare: z.string().regex(/^(?:0\.\d{1,6}|1(?:\.0{1,6})?)$/, { error: 'FIELD_OUT_OF_RANGE' }),
  /** The daily payout's hour (0 to 23) in `timeZone` (an IANA zone such as Asia/Shanghai). */
  payoutHour: z.number().int().min(0).max(23),
  timeZone: z.string().trim().min(1).max(64),
  /** Hours a subscription waits before it earns. */
  holdHours: z.number().int().min(0).max(168),
  /** How far under the index a liquidation may sell (0.05 = 5 %). */
  liquidationBand: fraction(),
  /** IOC slices a liquidation round sells in. */
  liquidationSlices: z.number().int().min(1).max(20),
});
export type LendingSettings = z.infer<typeof lendingSettingsSchema>;
export const lendingSettingsPatch = lendingSettingsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: 'FIELD_REQUIRED' });

/** `GET|POST /admin-api/lending/pairs`: a pair (with `id` to change one). */
export const loanPairConfigSchema = z.object({
  id: z.number().int().positive().optional(),
  collateral: assetSymbol(),
  loanCoin: assetSymbol(),
  initialRatio: fraction(),
  callRatio: fraction(),
  liquidationRatio: fraction(),
  hourlyRate: rate(),
  lateHourlyRate: rate(),
  termDays: z.array(z.number().int().min(1).max(365)).min(1).max(10),
  minLoan: positiveAmount(),
  enabled: z.boolean(),
});
export type LoanPairConfig = z.infer<typeof loanPairConfigSchema>;
export const loanPairConfigsSchema = z.object({
  pairs: z.array(loanPairConfigSchema.extend({ id: z.number().int(), apr: z.string() })),
});

/** `GET|POST /admin-api/lending/savings-coins`. */
export const savingsCoinConfigSchema = z.object({
  asset: assetSymbol(),
  minSubscribe: positiveAmount(),
  enabled: z.boolean(),
});
export const savingsCoinConfigsSchema = z.object({ coins: z.array(savingsCoinConfigSchema) });

/** `POST /pledge/borrow`'s reply. */
export const borrowResultSchema = z.object({ id: z.number().int(), replayed: z.boolean() });
/** `POST /pledge/repay`'s reply: the amount paid, and whether that settled the loan. */
export const repayResultSchema = z.object({
  settled: z.boolean(),
  paid: z.string(),
  replayed: z.boolean(),
});
/** `POST /pledge/collateral/add`'s reply. */
export const replayedSchema = z.object({ replayed: z.boolean() });
/** `POST /pledge/renew`'s reply: the new term end (ms). */
export const renewResultSchema = z.object({ termEnd: z.number(), replayed: z.boolean() });
