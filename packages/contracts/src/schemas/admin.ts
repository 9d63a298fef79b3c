import { z } from 'zod';
import { id, instant, page, pagingQuery, positiveAmount } from './fields.js';
import { SECURITY_CHANGE_EVENTS } from './account.js';
import { CHANGE_TYPES, USER_WALLETS, depositSchema, withdrawalSchema } from './wallet.js';

/**
 * The operator console's API: its own prefix, its own sessions
 * (header `x-admin-token`), never a user's. Every reply is the usual
 * envelope; `lang` is en_US or zh_CN.
 */
export const ADMIN_API_BASE = '/admin-api';
export const ADMIN_TOKEN_HEADER = 'x-admin-token';

export const ADMIN_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  operators: '/operators',
  operatorRole: '/operators/:id/role',
  operatorStatus: '/operators/:id/status',
  roles: '/roles',
  role: '/roles/:id',
  roleDelete: '/roles/:id/delete',
  permissions: '/permissions',
  audit: '/audit',
  users: '/users',
  user: '/users/:id',
  userStatus: '/users/:id/status',
  userLedger: '/users/:id/ledger',
  userSecurityLog: '/users/:id/security-log',
  resetRequests: '/reset-requests',
  resetApprove: '/reset-requests/:id/approve',
  resetReject: '/reset-requests/:id/reject',
  withdrawals: '/withdrawals',
  withdrawalApprove: '/withdrawals/:id/approve',
  withdrawalReject: '/withdrawals/:id/reject',
  deposits: '/deposits',
  depositApprove: '/deposits/:id/approve',
  depositReject: '/deposits/:id/reject',
  ledgerTransactions: '/ledger/transactions',
  ledgerCheck: '/ledger/check',
  dashboardToday: '/dashboard/today',
  ledgerSystemAccounts: '/ledger/system-accounts',
  adjustments: '/adjustments',
  adjustmentApprove: '/adjustments/:id/approve',
  adjustmentReject: '/adjustments/:id/reject',
  configCoins: '/config/coins',
  configChain: '/config/chains/:symbol/:chain',
  configSettings: '/config/settings',
  configCurrencies: '/config/currencies',
  configCurrency: '/config/currencies/:code',
  content: '/content',
  contentItem: '/content/:id',
  contentCreate: '/content',
  contentUpdate: '/content/:id',
  contentDelete: '/content/:id/delete',
  configSpotMarkets: '/config/spot-markets',
  configSpotMarket: '/config/spot-markets/update',
  configContracts: '/config/contracts',
  configContract: '/config/contracts/update',
  configSpotMarketList: '/config/spot-markets/list',
  configDeliveryList: '/config/contracts/list-delivery',
  identityQueue: '/identity/applications',
  identityApplication: '/identity/applications/:id',
  identityDocument: '/identity/applications/:id/documents/:document',
  identityApprove: '/identity/applications/:id/approve',
  identityReject: '/identity/applications/:id/reject',
  identityResubmit: '/identity/applications/:id/resubmit',
  identityReopen: '/identity/applications/:id/reopen',
  businessQueue: '/identity/business',
  businessApprove: '/identity/business/:id/approve',
  businessRefuse: '/identity/business/:id/refuse',
  businessRefundApprove: '/identity/business/:id/refund-approve',
  businessRefundReject: '/identity/business/:id/refund-reject',
  identityLimits: '/identity/limits',
  identitySettings: '/identity/settings',
  p2pPaymentTypes: '/p2p/payment-types',
  p2pSettings: '/p2p/settings',
  lendingSettings: '/lending/settings',
  lendingPairs: '/lending/pairs',
  lendingSavingsCoins: '/lending/savings-coins',
  creditProducts: '/lending/credit/products',
  creditBudget: '/lending/credit/budget',
  creditQueue: '/lending/credit/applications',
  creditApplication: '/lending/credit/applications/:id',
  creditDocument: '/lending/credit/applications/:id/documents/:document',
  creditApprove: '/lending/credit/applications/:id/approve',
  creditReject: '/lending/credit/applications/:id/reject',
  earnProducts: '/earn/products',
  earnProduct: '/earn/products/:id',
  earnProductStatus: '/earn/products/:id/status',
  earnRates: '/earn/products/:id/rates',
  earnFunding: '/earn/products/:id/funding',
  earnTreasury: '/earn/treasury',
  earnPayouts: '/earn/payouts',
  miningMachines: '/mining/machines',
  miningMachine: '/mining/machines/:id',
  miningMachineStatus: '/mining/machines/:id/status',
  miningHashPrices: '/mining/hash-prices',
  miningIncome: '/mining/income',
  miningPayouts: '/mining/payouts',
  referralProgramme: '/referral/programme',
  referralCompliance: '/referral/compliance',
  referralPermissions: '/referral/permissions',
  referralAccruals: '/referral/accruals',
  referralFlags: '/referral/flags',
  referralFlagClear: '/referral/flags/clear',
  redPackets: '/promotions/red-packets',
  activities: '/promotions/activities',
  activity: '/promotions/activities/:id',
  activityStatus: '/promotions/activities/:id/status',
  bonusSettings: '/promotions/bonus',
  bonusCredits: '/promotions/bonus/credits',
  p2pRiskClasses: '/p2p/risk-classes',
  p2pAds: '/p2p/ads',
  p2pAdDelist: '/p2p/ads/:id/delist',
  p2pMerchants: '/p2p/merchants',
  p2pAppeals: '/p2p/appeals',
  p2pAppeal: '/p2p/appeals/:id',
  p2pAppealDecide: '/p2p/appeals/:id/decide',
  p2pAppealMessage: '/p2p/appeals/:id/message',
  p2pAppealExport: '/p2p/appeals/:id/export',
  p2pAppealFile: '/p2p/appeals/:id/files/:fileId',
  businessDepositConfig: '/identity/business-deposits',
  supportQueue: '/support/conversations',
  supportConversation: '/support/conversations/:id',
  supportMessages: '/support/conversations/:id/messages',
  supportTakeover: '/support/conversations/:id/takeover',
  supportHandover: '/support/conversations/:id/handover',
  supportRelease: '/support/conversations/:id/release',
  supportReply: '/support/conversations/:id/reply',
  supportUpload: '/support/conversations/:id/upload',
  supportRecall: '/support/conversations/:id/recall',
  supportResolve: '/support/conversations/:id/resolve',
  supportSnooze: '/support/conversations/:id/snooze',
  supportRead: '/support/conversations/:id/read',
  supportTyping: '/support/conversations/:id/typing',
  supportFile: '/support/conversations/:id/file',
  supportNext: '/support/next',
  supportCanned: '/support/canned',
  liabilityRounds: '/liabilities/rounds',
  liabilityRun: '/liabilities/rounds/run',
  reserveAddresses: '/liabilities/reserves',
  reserveChallenge: '/liabilities/reserves/challenge',
  reserveRemove: '/liabilities/reserves/:id/remove',
  apiKeys: '/api-keys',
  apiKeyAbuse: '/api-keys/abuse',
  apiKeyDisable: '/api-keys/:id/disable',
  supportCannedDelete: '/support/canned/:id/delete',
  supportAgents: '/support/agents',
  /** The console's WebSocket: the support desk's live queue and conversations. */
  websocket: '/ws',
} as const;

/**
 * What an operator may do. A role is a set of these; every console route
 * needs exactly one.
 */
export const PERMISSIONS = [
  'operators.manage',
  'audit.read',
  'users.read',
  'users.manage',
  'users.security',
  'withdrawals.review',
  'deposits.read',
  'deposits.review',
  'ledger.read',
  'adjustments.make',
  'adjustments.check',
  'config.manage',
  'content.manage',
  'identity.review',
  'p2p.arbitrate',
  'credit.review',
  'earn.manage',
  'referral.manage',
  /** The referral compliance switch: separate, as it records a legal sign-off. */
  'referral.compliance',
  /** Customer-service agents: the support desk. */
  'support.chat',
  /** Agents' capacity and names, canned replies, taking a chat from a colleague. */
  'support.manage',
  /** Running a proof-of-liabilities round on demand (the schedule runs one daily). */
  'liabilities.publish',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

export const operatorLoginBody = z.object({
  username: text(40),
  password: z.string().min(1).max(200),
  totp: z.string().regex(/^\d{6}$/, { error: 'GOOGLE_CODE_WRONG' }),
});

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  status: z.enum(['active', 'disabled']),
  role: z.object({ id: z.number().int(), name: z.string() }),
  permissions: z.array(z.enum(PERMISSIONS)),
  createdAt: z.number(),
  lastLoginAt: z.number().nullable(),
});
export type OperatorView = z.infer<typeof operatorSchema>;

export const operatorSessionSchema = z.object({ token: z.string(), operator: operatorSchema });

export const createOperatorBody = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,40}$/, { error: 'OPERATOR_NAME_FORMAT' }),
  password: z.string().min(12, { error: 'PASSWORD_LENGTH' }).max(200),
  roleId: id(),
});
/** The new operator, with the authenticator secret shown this once. */
export const createdOperatorSchema = z.object({
  operator: operatorSchema,
  totpSecret: z.string(),
  otpauthUrl: z.string(),
});
export const operatorRoleBody = z.object({ roleId: id() });
export const operatorStatusBody = z.object({ status: z.enum(['active', 'disabled']) });

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(z.enum(PERMISSIONS)),
  operators: z.number().int().nonnegative(),
  createdAt: z.number(),
});
export type RoleView = z.infer<typeof roleSchema>;
export const roleBody = z.object({
  name: text(40),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length),
});

export const auditQuery = pagingQuery(50, 200).extend({
  operatorId: id().optional(),
  action: z.string().trim().max(60).optional(),
  target: z.string().trim().max(120).optional(),
  from: instant().optional(),
  to: instant().optional(),
});
export const auditEntrySchema = z.object({
  id: z.string(),
  operatorId: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string(),
  time: z.number(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = page(auditEntrySchema);

export const USER_STATUSES = ['active', 'locked', 'frozen'] as const;
export const userSearchQuery = pagingQuery(20, 100).extend({
  q: z.string().trim().max(120).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export const adminUserSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  username: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  isDemo: z.boolean(),
  googleBound: z.boolean(),
  createdAt: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = page(adminUserSchema);
export const adminBalanceSchema = z.object({
  wallet: z.string(),
  asset: z.string(),
  available: z.string(),
  frozen: z.string(),
  locked: z.string(),
});
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  balances: z.array(adminBalanceSchema),
  /** The user's demo account and its virtual balances (in the demo venue), when they have one. */
  demo: z
    .object({
      userId: z.number().int(),
      uid: z.string().nullable(),
      balances: z.array(adminBalanceSchema),
      /**
       * Real balances booked to the demo account in the live ledger. Nothing
       * can send money there any more; this shows what older versions let through.
       */
      liveBalances: z.array(adminBalanceSchema),
    })
    .nullable(),
});
export const userStatusBody = z.object({
  status: z.enum(USER_STATUSES),
  reason: text(500),
});

export const ledgerQuery = pagingQuery(50, 200).extend({
  userId: id().optional(),
  type: z.enum(CHANGE_TYPES).optional(),
  reference: z.string().trim().max(200).optional(),
  asset: z.string().trim().max(20).optional(),
});
export const ledgerEntrySchema = z.object({
  transactionId: z.string(),
  type: z.string(),
  reference: z.string(),
  memo: z.string(),
  userId: z.number().int().nullable(),
  account: z.string(),
  wallet: z.string(),
  asset: z.string(),
  part: z.string(),
  amount: z.string(),
  balanceAfter: z.string(),
  time: z.number(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;
export const ledgerPageSchema = page(ledgerEntrySchema);

export const adminSecurityLogPageSchema = page(
  z.object({
    id: z.number().int(),
    event: z.string(),
    ip: z.string(),
    device: z.string(),
    time: z.number(),
  }),
);

export const adminResetRequestSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  uid: z.string().nullable(),
  loginName: z.string(),
  factor: z.enum(['google', 'phone', 'email']),
  contact: z.string(),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  time: z.number(),
  reviewedAt: z.number().nullable(),
});
export const adminResetRequestPageSchema = page(adminResetRequestSchema);
export const resetQuery = pagingQuery(20, 100).extend({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});

export const reasonBody = z.object({ reason: text(500) });

export const withdrawalQueueQuery = pagingQuery(20, 100).extend({
  status: z.string().trim().max(30).optional(),
});
export const depositQueueQuery = withdrawalQueueQuery;

export const ledgerCheckSchema = z.object({
  checkedAt: z.number(),
  ok: z.boolean(),
  rules: z.array(z.object({ rule: z.string(), ok: z.boolean(), violations: z.array(z.string()) })),
  demo: z
    .array(z.object({ rule: z.string(), ok: z.boolean(), violations: z.array(z.string()) }))
    .nullable(),
});
export type LedgerCheckView = z.infer<typeof ledgerCheckSchema>;

/** One of the platform's own ledger accounts: `fees`, `security_fund`, `insurance`, `custody:*`, `clearing:*`. */
export const systemAccountSchema = z.object({
  account: z.string(),
  asset: z.string(),
  available: z.string(),
  frozen: z.string(),
  locked: z.string(),
});
export type SystemAccountView = z.infer<typeof systemAccountSchema>;

/** The dashboard's business figures since UTC midnight, and the queues waiting now. */
export const dashboardTodaySchema = z.object({
  /** UTC midnight of the day counted, epoch milliseconds. */
  since: z.number(),
  signUps: z.number().int(),
  depositsCredited: z.number().int(),
  withdrawalsRequested: z.number().int(),
  queues: z.object({
    withdrawals: z.number().int(),
    deposits: z.number().int(),
    adjustments: z.number().int(),
    resets: z.number().int(),
  }),
  /** Fee revenue booked today, per asset (decimal strings). */
  fees: z.array(z.object({ asset: z.string(), amount: z.string() })),
});
export type DashboardToday = z.infer<typeof dashboardTodaySchema>;

/** Maker-checker ledger adjustments: a credit is a manual deposit, a debit a manual withdrawal (correction). */
export const ADJUSTMENT_KINDS = [
  'credit',
  'debit',
  'insurance',
  'credit_fund',
  'earn_fund',
  'mining_income',
  'promotions_fund',
] as const;
/**
 * Top-ups of the platform's own accounts: the contracts' insurance fund, and
 * the credit-loan lending account (`credit:fund`, what credit loans are paid from).
 */
export const SYSTEM_ADJUSTMENT_KINDS = [
  'insurance',
  'credit_fund',
  'earn_fund',
  'mining_income',
  'promotions_fund',
] as const;
const topsUpSystem = (kind: (typeof ADJUSTMENT_KINDS)[number]) =>
  (SYSTEM_ADJUSTMENT_KINDS as readonly string[]).includes(kind);
/** A user's credit or debit names the user and wallet; a system account's top-up names neither. */
export const adjustmentBody = z
  .object({
    uid: z
      .string()
      .trim()
      .regex(/^\d{8,12}$/, { error: 'INVALID_UID' })
      .optional(),
    kind: z.enum(ADJUSTMENT_KINDS),
    wallet: z.enum(USER_WALLETS).optional(),
    asset: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{2,10}$/, { error: 'ASSET_UNKNOWN' }),
    amount: positiveAmount(),
    reason: text(500),
    requestId: z.string().trim().min(8).max(64),
  })
  .refine((b) => topsUpSystem(b.kind) || b.uid !== undefined, {
    error: 'INVALID_UID',
    path: ['uid'],
  })
  .refine((b) => topsUpSystem(b.kind) || b.wallet !== undefined, {
    error: 'FIELD_REQUIRED',
    path: ['wallet'],
  });
export const adjustmentSchema = z.object({
  id: z.number().int(),
  /** Null for a system account's top-up. */
  userId: z.number().int().nullable(),
  uid: z.string().nullable(),
  kind: z.enum(ADJUSTMENT_KINDS),
  wallet: z.string(),
  asset: z.string(),
  amount: z.string(),
  reason: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  maker: z.string(),
  checker: z.string().nullable(),
  rejectReason: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
export type AdjustmentView = z.infer<typeof adjustmentSchema>;
export const adjustmentPageSchema = page(adjustmentSchema);
export const adjustmentQuery = pagingQuery(20, 100).extend({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(),
});

/**
 * What a reviewer weighs beside a withdrawal, computed for the whole page at
 * once. Windows are relative to the request, so a row reads the same later.
 */
export const withdrawalRiskSchema = z.object({
  /** When the account registered (epoch ms); the console shows its age at the request. */
  registeredAt: z.number(),
  /** On-chain deposits credited to the user ever, and their worth in USDT now (null: a coin has no price). */
  deposits: z.object({ count: z.number().int(), usdtValue: z.string().nullable() }),
  /** The user's withdrawal requests in the 24 hours up to this one, this one included. */
  withdrawals24h: z.number().int(),
  /** No earlier withdrawal of this user to this address on this chain was approved. */
  newAddress: z.boolean(),
  /** The user's latest security change from 48 hours before the request until now. */
  securityChange: z.object({ event: z.enum(SECURITY_CHANGE_EVENTS), time: z.number() }).nullable(),
});
export type WithdrawalRisk = z.infer<typeof withdrawalRiskSchema>;

/** Queue rows name the user by the UID users know, with the internal id for links. */
export const adminWithdrawalPageSchema = page(
  withdrawalSchema.extend({
    userId: z.number().int(),
    uid: z.string().nullable(),
    /** The amount's worth in USDT at the index price now; null when the coin has no price. */
    usdtValue: z.string().nullable(),
    /**
     * Approving it needs the operator's authenticator code: it is worth more
     * than the console's threshold, or it has no price to compare.
     */
    needsCode: z.boolean(),
    risk: withdrawalRiskSchema,
  }),
);
/** An approval; `totp` is the operator's current code, required above the threshold. */
export const withdrawalApproveBody = z.object({
  totp: z
    .string()
    .regex(/^\d{6}$/, { error: 'WITHDRAWAL_APPROVAL_CODE_WRONG' })
    .optional(),
});
export const adminDepositPageSchema = page(
  depositSchema.extend({
    userId: z.number().int(),
    uid: z.string().nullable(),
    reviewNote: z.string().nullable(),
  }),
);

/** A non-negative decimal as text ("0" allowed: a free withdrawal, no minimum). */
const nonNegative = () =>
  z
    .string()
    .trim()
    .regex(/^\d{1,20}(\.\d{1,18})?$/, { error: 'AMOUNT_INVALID' });

/** What an operator may change on a coin's chain; at least one field. */
export const chainConfigBody = z
  .object({
    depositEnabled: z.boolean().optional(),
    withdrawEnabled: z.boolean().optional(),
    confirmations: z.number().int().min(0).max(10_000).optional(),
    depositMin: nonNegative().optional(),
    /** Null: no deposit on this chain is reviewed. */
    depositReviewAbove: nonNegative().nullable().optional(),
    withdrawMin: nonNegative().optional(),
    withdrawMax: nonNegative().optional(),
    withdrawFee: nonNegative().optional(),
    withdrawDailyCount: z.number().int().min(0).max(10_000).optional(),
    withdrawWindow: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, { error: 'FIELD_FORMAT' })
      .optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: 'FIELD_REQUIRED' });
export type ChainConfig = z.output<typeof chainConfigBody>;
export const chainParams = z.object({
  symbol: z.string().trim().toUpperCase().max(10),
  chain: z.string().trim().max(20),
});
/** The console's own settings. */
export const consoleSettingsSchema = z.object({
  /**
   * Approving a withdrawal worth more than this (USDT, at the index price)
   * needs the operator's authenticator code; "0": every approval does.
   */
  withdrawalCodeAboveUsdt: z.string(),
  updatedAt: z.number().nullable(),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;
export const consoleSettingsBody = z.object({ withdrawalCodeAboveUsdt: nonNegative() });
export const currencyParams = z.object({ code: z.string().trim().toUpperCase().max(10) });
export const currencyRateBody = z.object({ rate: z.string().trim().min(1).max(40) });
