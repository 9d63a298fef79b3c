import { z } from 'zod';
import { id, page, pageNo, pageSize, positiveAmount } from './fields.js';
import { assetSymbol, requestId } from './wallet.js';

/**
 * Credit loans: an unsecured loan applied for with documents, reviewed by
 * two operators, and paid from the platform's own lending account (never
 * from users' savings). Amounts and rates are decimal strings; a rate is a
 * fraction (0.0005 is 0.05 %), shown beside its annual equivalent.
 */

/** The documents an application carries: ID photos, then the proofs. */
export const CREDIT_DOCUMENTS = [
  'idFront',
  'idBack',
  'idHandheld',
  'income',
  'bankStatement',
  'creditReport',
  'housing',
] as const;
export type CreditDocument = (typeof CREDIT_DOCUMENTS)[number];
/** Required in every application; a credit report and a housing proof are optional. */
export const CREDIT_REQUIRED_DOCUMENTS = [
  'idFront',
  'idBack',
  'idHandheld',
  'income',
  'bankStatement',
] as const satisfies readonly CreditDocument[];

/**
 * How a loan is repaid. `lump_sum`: principal and interest together at the
 * end of the term; repaying earlier charges only the days begun, no penalty.
 */
export const CREDIT_REPAYMENTS = ['lump_sum'] as const;
export type CreditRepayment = (typeof CREDIT_REPAYMENTS)[number];

export const CREDIT_STATES = ['pending', 'rejected', 'lending', 'repaid', 'overdue'] as const;
export type CreditState = (typeof CREDIT_STATES)[number];

/**
 * The rule a reviewer applied to set the approved amount, stored with the
 * decision: the amount asked for within the product's range; at most three
 * months of the proven income; at most the bank statement's average monthly
 * inflow; or an amount reduced for a stated risk (the note says which).
 */
export const CREDIT_LIMIT_RULES = [
  'requested',
  'income_3_months',
  'bank_inflow',
  'reduced_risk',
] as const;
export type CreditLimitRule = (typeof CREDIT_LIMIT_RULES)[number];

/** `GET /credit/loan/config/getAll`: one product. */
export const creditProductSchema = z.object({
  id: z.number().int(),
  coin: z.string(),
  coinDecimals: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
  cycleDays: z.number().int(),
  dailyRate: z.string(),
  /** `dailyRate` × 365, without compounding. */
  apr: z.string(),
  /** Charged per day begun past the term, on the principal, instead of nothing. */
  lateDailyRate: z.string(),
  lateApr: z.string(),
  repayment: z.enum(CREDIT_REPAYMENTS),
  /** Who lends: the platform's lending account, by the name the operator gives it. */
  lender: z.string(),
  /** Interest on the maximum over the whole term, for the form's example. */
  exampleInterest: z.string(),
});
export type CreditProduct = z.infer<typeof creditProductSchema>;

const documentsShape = Object.fromEntries(
  CREDIT_DOCUMENTS.map((document) => [
    document,
    z.string({ error: 'CREDIT_DOCUMENT_MISSING' }).trim().min(1).max(64).optional(),
  ]),
) as Record<CreditDocument, z.ZodOptional<z.ZodString>>;

/** `POST /credit/loan/apply`: file ids from `/uc/upload/local/image` (purpose `document`). */
export const creditApplyBody = z.object({
  productId: id(),
  amount: positiveAmount(),
  documents: z.object(documentsShape, { error: 'CREDIT_DOCUMENT_MISSING' }),
  /** The loan agreement, accepted: must be `true`. */
  agreeTerms: z.boolean({ error: 'CREDIT_TERMS_NOT_AGREED' }),
  requestId: requestId(),
});
export type CreditApplyBody = z.infer<typeof creditApplyBody>;
export const creditApplyResultSchema = z.object({ id: z.number().int(), replayed: z.boolean() });

/** One application or loan as its borrower sees it, figures at this moment. */
export const creditLoanSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  coin: z.string(),
  /** What was asked for. */
  amount: z.string(),
  /** What the reviewers approved and paid; null until then. */
  approvedAmount: z.string().nullable(),
  cycleDays: z.number().int(),
  dailyRate: z.string(),
  apr: z.string(),
  lateDailyRate: z.string(),
  repayment: z.enum(CREDIT_REPAYMENTS),
  lender: z.string(),
  status: z.enum(CREDIT_STATES),
  rejectReason: z.string().nullable(),
  /** Principal and the whole term's interest: what is due at the term's end; null until approved. */
  totalToRepay: z.string().nullable(),
  /** Interest for the days begun so far (or, once repaid, what was paid). */
  interest: z.string(),
  /** Late fee for the days begun past the term. */
  lateFee: z.string(),
  /** What repays it in full now: principal, interest so far and late fee. */
  owedNow: z.string(),
  /** What was paid back, once repaid. */
  repaid: z.string(),
  overdue: z.boolean(),
  documents: z.array(z.enum(CREDIT_DOCUMENTS)),
  createdAt: z.number(),
  lentAt: z.number().nullable(),
  dueAt: z.number().nullable(),
  closedAt: z.number().nullable(),
});
export type CreditLoan = z.infer<typeof creditLoanSchema>;

/** `GET /credit/loan/historyByPage`. */
export const creditHistoryQuery = z.object({
  pageNo: pageNo().default(1),
  pageSize: pageSize(10, 50),
  status: z.enum(CREDIT_STATES).optional(),
});
export const creditLoanPageSchema = page(creditLoanSchema);

/** `GET /credit/loan/statisticsCreditLoanHis`: the caller's credit at a glance. */
export const creditStatisticsSchema = z.object({
  /** The application under review or the loan outstanding, if any (one at a time). */
  open: creditLoanSchema.nullable(),
  applications: z.number().int(),
  repaidLoans: z.number().int(),
  /** Per coin: everything approved and paid out, and everything paid back. */
  totals: z.array(z.object({ coin: z.string(), borrowed: z.string(), repaid: z.string() })),
});
export type CreditStatistics = z.infer<typeof creditStatisticsSchema>;

/** `POST /credit/loan/repay`: the whole loan, from the spot wallet. */
export const creditRepayBody = z.object({ id: id(), requestId: requestId() });
export const creditRepayResultSchema = z.object({ paid: z.string(), replayed: z.boolean() });

// The console: products and budget (config.manage), review (credit.review).

const rate = () => z.string().regex(/^0(?:\.\d{1,8})?$/, { error: 'FIELD_OUT_OF_RANGE' });

/** `GET|POST /admin-api/lending/credit/products`: a product (with `id` to change one). */
export const creditProductConfigSchema = z.object({
  id: z.number().int().positive().optional(),
  coin: assetSymbol(),
  minAmount: positiveAmount(),
  maxAmount: positiveAmount(),
  cycleDays: z.number().int().min(1).max(365),
  dailyRate: rate(),
  lateDailyRate: rate(),
  repayment: z.enum(CREDIT_REPAYMENTS),
  lender: z.string().trim().min(1).max(60),
  enabled: z.boolean(),
});
export type CreditProductConfig = z.infer<typeof creditProductConfigSchema>;
export const creditProductConfigsSchema = z.object({
  products: z.array(
    creditProductConfigSchema.extend({
      id: z.number().int(),
      apr: z.string(),
      lateApr: z.string(),
    }),
  ),
});

/**
 * `GET|POST /admin-api/lending/credit/budget`: per coin, the most the
 * platform will have lent at once, beside the lending account's balance
 * (funded by top-ups, maker-checker, in Adjustments), what is lent now,
 * and the interest and late fees earned.
 */
export const creditBudgetSchema = z.object({
  coin: z.string(),
  budget: z.string(),
  /** The `credit:fund` account: coins ready to lend. */
  fund: z.string(),
  /** Principal of loans lending or overdue. */
  outstanding: z.string(),
  /** What may still be approved: the lesser of budget − outstanding and the fund. */
  available: z.string(),
  /** The `credit:income` account: interest and late fees received. */
  income: z.string(),
  loans: z.number().int(),
  overdue: z.number().int(),
});
export type CreditBudget = z.infer<typeof creditBudgetSchema>;
export const creditBudgetsSchema = z.object({ budgets: z.array(creditBudgetSchema) });
export const creditBudgetBody = z.object({
  coin: assetSymbol(),
  budget: z.string().regex(/^(?:0|[1-9]\d{0,29})(?:\.\d{1,18})?$/, { error: 'AMOUNT_INVALID' }),
});

/** `GET /admin-api/lending/credit/applications`. */
export const creditQueueQuery = z.object({
  status: z.enum(CREDIT_STATES).default('pending'),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});

/** A decision's record: who, when, what they had opened, by which rule. */
export const creditDecisionSchema = z.object({
  operator: z.string(),
  at: z.number(),
  /** Documents this operator opened before deciding. */
  evidence: z.array(z.enum(CREDIT_DOCUMENTS)),
  decision: z.enum(['approve', 'confirm', 'reject']),
  amount: z.string().nullable(),
  rule: z.enum(CREDIT_LIMIT_RULES).nullable(),
  note: z.string(),
});
export type CreditDecision = z.infer<typeof creditDecisionSchema>;

/** One application in the console: the loan as the user sees it, and the review. */
export const creditApplicationSchema = creditLoanSchema.extend({
  userId: z.number().int(),
  uid: z.string(),
  /** The verified real name (advanced verification passed to apply). */
  realName: z.string().nullable(),
  product: z.object({ minAmount: z.string(), maxAmount: z.string() }),
  /** The first approval waiting for a second operator, or null. */
  proposal: creditDecisionSchema.nullable(),
  decisions: z.array(creditDecisionSchema),
  /** Documents the calling operator has opened. */
  viewedByMe: z.array(z.enum(CREDIT_DOCUMENTS)),
  /** The user's earlier applications. */
  history: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(CREDIT_STATES),
      coin: z.string(),
      amount: z.string(),
      createdAt: z.number(),
    }),
  ),
});
export type CreditApplication = z.infer<typeof creditApplicationSchema>;
export const creditQueueSchema = page(creditApplicationSchema.omit({ history: true }));

/**
 * `POST /admin-api/lending/credit/applications/:id/approve`: the first
 * operator proposes the amount and rule; a different operator's approval
 * (amount and rule omitted, or equal) confirms it and pays the loan out.
 * Each must have opened every document the application carries.
 */
export const creditApproveBody = z.object({
  amount: positiveAmount().optional(),
  rule: z.enum(CREDIT_LIMIT_RULES).optional(),
  note: z.string().trim().max(500).default(''),
});
export const creditRejectBody = z.object({ reason: z.string().trim().min(1).max(300) });
export const creditDocumentParams = z.object({
  id: id(),
  document: z.enum(CREDIT_DOCUMENTS),
});
