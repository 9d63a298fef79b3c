import { z } from 'zod';
import { id, page, pagingQuery } from './fields.js';
import { assetSymbol } from './wallet.js';

/**
 * Identity verification (spec 001 sections 2-9): three levels, each applied
 * for in turn, and business (merchant) certification with a security
 * deposit. Documents are photos uploaded first through the files module
 * (purpose `identity`) and named here by their file ids.
 */

/** The levels in the order they are reached; a level needs the one before it passed. */
export const VERIFICATION_LEVELS = ['primary', 'advanced', 'notarised'] as const;
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/**
 * A level's state for its user. `resubmit`: a reviewer asked for one
 * document again (the application waits for it, then returns to review).
 */
export const VERIFICATION_STATES = [
  'not_verified',
  'under_review',
  'passed',
  'failed',
  'resubmit',
] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** 0 not verified, 1 primary, 2 advanced, 3 notarised: the highest level passed. */
export const LEVEL_NUMBER: Readonly<Record<VerificationLevel, 1 | 2 | 3>> = {
  primary: 1,
  advanced: 2,
  notarised: 3,
};

export const ID_TYPES = ['passport', 'driving_licence', 'national_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Every document photo an application may hold, by the spec's field names where it has them. */
export const IDENTITY_DOCUMENTS = [
  'idCardFront',
  'idCardBack',
  'handHeldIdCard',
  'selfie',
  'notarised',
] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

/** Which documents each level's form asks for. */
export const LEVEL_DOCUMENTS: Readonly<Record<VerificationLevel, readonly IdentityDocument[]>> = {
  primary: ['idCardFront', 'idCardBack', 'handHeldIdCard'],
  advanced: ['selfie'],
  notarised: ['notarised'],
};

/** Review takes up to this many working days (spec section 9). */
export const REVIEW_WORKING_DAYS: Readonly<Record<VerificationLevel, string>> = {
  primary: '3',
  advanced: '3',
  notarised: '1-30',
};

/** A file id from `POST /upload/local/image`; absent or blank is DOCUMENT_PHOTO_MISSING. */
const photo = () => z.string().trim().max(64).optional();
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * The primary (real-name) application, with the spec's field names:
 * `areaCode` the nationality (ISO 3166 alpha-2), `idname` the ID type,
 * `idCard` the ID number. Sent as the query of `GET /approve/real/name`
 * (the spec) or the body of the same path by POST (our clients).
 */
export const primaryApplicationBody = z.object({
  areaCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((value) => value.toUpperCase()),
  idname: z.enum(ID_TYPES),
  idCard: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/),
  realName: text(64),
  idCardFront: photo(),
  idCardBack: photo(),
  handHeldIdCard: photo(),
});

/** Advanced: a selfie and two addresses; the relative's details are optional (the spec records both readings). */
export const advancedApplicationBody = z.object({
  selfie: photo(),
  homeAddress: text(200),
  workAddress: text(200),
  relativeName: optionalText(64),
  relation: optionalText(32),
  relativeAddress: optionalText(200),
  relativePhone: optionalText(32),
});

/** Notarised: one notarised document. */
export const notarisedApplicationBody = z.object({ notarised: photo() });

/** Sends the one document a reviewer asked for again. */
export const resubmitBody = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  document: z.enum(IDENTITY_DOCUMENTS),
  fileId: photo(),
});

/** What a reviewer asked for again, and why (the user sees this). */
export const resubmitRequestSchema = z.object({
  document: z.enum(IDENTITY_DOCUMENTS),
  reason: z.string(),
});

/** One level as its user sees it. */
export const levelStatusSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  state: z.enum(VERIFICATION_STATES),
  /** May the user apply now (the level before has passed, nothing under review, not passed)? */
  canApply: z.boolean(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  /** The reviewer's reason, shown to the user when failed. */
  rejectReason: z.string().nullable(),
  /** A failed application the user may not simply resend (reviewer chose final). */
  final: z.boolean(),
  resubmit: resubmitRequestSchema.nullable(),
  reviewWorkingDays: z.string(),
});
export type LevelStatus = z.infer<typeof levelStatusSchema>;

/** A level's limits: USD values per UTC day; null is unlimited. */
export const levelLimitSchema = z.object({
  level: z.number().int().min(0).max(3),
  /** Crypto withdrawals, valued in USD when requested. */
  withdrawDailyUsd: z.string().nullable(),
  /** Peer-to-peer fiat trading; "0" where P2P is not allowed at the level. */
  fiatDailyUsd: z.string().nullable(),
});
export type LevelLimit = z.infer<typeof levelLimitSchema>;

/** `GET /approve/overview`: the certification centre. */
export const identityOverviewSchema = z.object({
  /** The highest level passed: 0 not verified, then 1, 2, 3. */
  level: z.number().int().min(0).max(3),
  levels: z.array(levelStatusSchema),
  /** Every level's limits, the user's own among them. */
  limits: z.array(levelLimitSchema),
  /** USD value of today's withdrawals counted against the limit (UTC day). */
  withdrawnTodayUsd: z.string(),
  /** c2c_user_type is not 0. */
  merchant: z.boolean(),
});
export type IdentityOverview = z.infer<typeof identityOverviewSchema>;

/** `POST /approve/real/detail`: the primary record, the ID number masked. */
export const primaryDetailSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  realName: z.string().nullable(),
  areaCode: z.string().nullable(),
  idname: z.enum(ID_TYPES).nullable(),
  /** Only the first two and last two characters; never the whole number. */
  idCardMasked: z.string().nullable(),
  submittedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type PrimaryDetail = z.infer<typeof primaryDetailSchema>;

/** `POST /approve/real/high/detail`: the advanced record. */
export const advancedDetailSchema = z.object({
  state: z.enum(VERIFICATION_STATES),
  homeAddress: z.string().nullable(),
  workAddress: z.string().nullable(),
  relativeName: z.string().nullable(),
  relation: z.string().nullable(),
  relativeAddress: z.string().nullable(),
  relativePhone: z.string().nullable(),
  submittedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
});
export type AdvancedDetail = z.infer<typeof advancedDetailSchema>;

/** `GET /approve/documents`: every document held for the user, and who has looked at it. */
export const heldDocumentSchema = z.object({
  level: z.enum(VERIFICATION_LEVELS),
  document: z.enum(IDENTITY_DOCUMENTS),
  /** The owner may fetch it at `GET /upload/file/:id`; null once erased. */
  fileId: z.string().nullable(),
  uploadedAt: z.string(),
  /** Set once the retention job erased it. */
  erasedAt: z.string().nullable(),
  /** Each reviewer's view, as "reviewer #12 on <date>". */
  views: z.array(z.object({ reviewer: z.number().int(), at: z.string() })),
});
export type HeldDocument = z.infer<typeof heldDocumentSchema>;

// Business (merchant) certification.

export const BUSINESS_STATES = [
  'applied',
  'passed',
  'refused',
  'refund_requested',
  'refund_in_progress',
  'refund_rejected',
  'refunded',
] as const;
export type BusinessState = (typeof BUSINESS_STATES)[number];

/** A coin the deposit may be paid in, and how much (operator-set). */
export const businessDepositOptionSchema = z.object({ coin: z.string(), amount: z.string() });

export const businessApplyBody = z.object({
  coin: assetSymbol(),
  /** Idempotency: a repeat with the same id answers as the first did. */
  requestId: z.string().trim().min(8).max(64),
});

/** `POST /approve/certified/business/status`. */
export const businessStatusSchema = z.object({
  /** null: never applied (or every application ended and the user may apply again). */
  id: z.number().int().nullable(),
  status: z.enum(BUSINESS_STATES).nullable(),
  coin: z.string().nullable(),
  amount: z.string().nullable(),
  appliedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
  /** The reviewer's reason for a refusal or a rejected refund. */
  reason: z.string().nullable(),
  canApply: z.boolean(),
  /** Cancel an application under review, or ask for the deposit back. */
  canCancel: z.boolean(),
  merchant: z.boolean(),
  options: z.array(businessDepositOptionSchema),
});
export type BusinessStatus = z.infer<typeof businessStatusSchema>;

/** `POST /approve/business-auth-deposit/list`: the deposit's movements. */
export const businessDepositRecordSchema = z.object({
  certificationId: z.number().int(),
  kind: z.enum(['locked', 'released']),
  coin: z.string(),
  amount: z.string(),
  at: z.string(),
});
export type BusinessDepositRecord = z.infer<typeof businessDepositRecordSchema>;
export const businessDepositPageSchema = page(businessDepositRecordSchema);
export const businessDepositQuery = pagingQuery(20, 50);

// The console's review.

export const identityQueueQuery = pagingQuery(20, 100).extend({
  level: z.enum(VERIFICATION_LEVELS).optional(),
  status: z.enum(['under_review', 'resubmit', 'passed', 'failed']).optional(),
  /** Real name, UID or user id. */
  q: z.string().trim().max(64).optional(),
});

/** What the screening adapter said about the applicant. */
export const screeningSchema = z.object({
  adapter: z.string(),
  outcome: z.enum(['clear', 'hit', 'manual']),
  detail: z.string(),
  at: z.string(),
});

export const identityQueueItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uid: z.string(),
  level: z.enum(VERIFICATION_LEVELS),
  status: z.enum(['under_review', 'resubmit', 'passed', 'failed']),
  realName: z.string(),
  nationality: z.string(),
  submittedAt: z.string(),
  /** Set while a notarised approval waits for its second operator. */
  firstApprovedBy: z.number().int().nullable(),
  screening: screeningSchema.nullable(),
});
export const identityQueuePageSchema = page(identityQueueItemSchema);

/** One application in full, for its reviewer; opening it is audited. */
export const identityApplicationSchema = identityQueueItemSchema.extend({
  idType: z.enum(ID_TYPES),
  /** The whole number, for the reviewer to compare with the photo. */
  idNumber: z.string(),
  /** Advanced fields (null at other levels). */
  homeAddress: z.string().nullable(),
  workAddress: z.string().nullable(),
  relativeName: z.string().nullable(),
  relation: z.string().nullable(),
  relativeAddress: z.string().nullable(),
  relativePhone: z.string().nullable(),
  documents: z.array(z.enum(IDENTITY_DOCUMENTS)),
  rejectReason: z.string().nullable(),
  internalNote: z.string().nullable(),
  final: z.boolean(),
  resubmit: resubmitRequestSchema.nullable(),
  reviewedBy: z.number().int().nullable(),
  reviewedAt: z.string().nullable(),
  /** The user's other applications, newest first (earlier attempts and levels). */
  history: z.array(
    z.object({
      id: z.number().int(),
      level: z.enum(VERIFICATION_LEVELS),
      status: z.enum(['under_review', 'resubmit', 'passed', 'failed']),
      submittedAt: z.string(),
      rejectReason: z.string().nullable(),
    }),
  ),
});
export type IdentityApplication = z.infer<typeof identityApplicationSchema>;

export const identityDocumentParams = z.object({
  id: id(),
  document: z.enum(IDENTITY_DOCUMENTS),
});

export const identityRejectBody = z.object({
  /** Shown to the user. */
  reason: z.string().trim().min(1).max(500),
  /** Kept for operators only. */
  note: z.string().trim().max(1000).default(''),
  /** Final: the user may not apply again at this level without an operator. */
  final: z.boolean().default(false),
});

export const identityResubmitRequestBody = z.object({
  document: z.enum(IDENTITY_DOCUMENTS),
  reason: z.string().trim().min(1).max(500),
});

export const businessQueueQuery = pagingQuery(20, 100).extend({
  status: z.enum(BUSINESS_STATES).optional(),
});

export const businessQueueItemSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uid: z.string(),
  realName: z.string().nullable(),
  status: z.enum(BUSINESS_STATES),
  coin: z.string(),
  amount: z.string(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  firstApprovedBy: z.number().int().nullable(),
  reason: z.string().nullable(),
  internalNote: z.string().nullable(),
});
export const businessQueuePageSchema = page(businessQueueItemSchema);

export const businessDecisionBody = z.object({
  reason: z.string().trim().min(1).max(500),
  note: z.string().trim().max(1000).default(''),
});

/** The console's limits: every level 0-3 at once. */
export const levelLimitsReplySchema = z.object({ limits: z.array(levelLimitSchema) });

export const levelLimitsBody = z.object({
  limits: z
    .array(
      z.object({
        level: z.number().int().min(0).max(3),
        withdrawDailyUsd: z
          .string()
          .trim()
          .regex(/^\d{1,15}(\.\d{1,2})?$/)
          .nullable(),
        fiatDailyUsd: z
          .string()
          .trim()
          .regex(/^\d{1,15}(\.\d{1,2})?$/)
          .nullable(),
      }),
    )
    .length(4),
});

export const businessDepositsReplySchema = z.object({
  deposits: z.array(businessDepositOptionSchema),
});

export const businessDepositsBody = z.object({
  deposits: z
    .array(
      z.object({
        coin: assetSymbol(),
        amount: z
          .string()
          .trim()
          .regex(/^\d{1,15}(\.\d{1,8})?$/),
      }),
    )
    .max(20),
});

/** Identity's own settings: how long a failed application's documents are kept. */
export const identitySettingsSchema = z.object({
  failedRetentionDays: z.number().int().min(1).max(3650),
});
export type IdentitySettings = z.infer<typeof identitySettingsSchema>;
