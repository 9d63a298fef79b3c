import { z } from 'zod';
import { page, pagingQuery } from './fields.js';

/**
 * The referral programme. Every user has an invitation code; registering
 * with it (or adding it within the programme's window after registering)
 * binds the referrer once, for good. Rebates are shares of what an invitee
 * did (trading fees actually paid, deposits, mining income), paid to the
 * invitee's uplines level by level at the programme's rates, only for
 * verified invitees, and only from the promotions account that the operator
 * funds: each rebate is set aside from it when it accrues, so a claim can
 * never fail for want of money; when the account is empty, rebates are
 * recorded as unfunded and users are told. Rebates vest for the
 * programme's vesting days (clawed back if the invitee's activity is
 * reversed in that time) and may be claimed into the spot wallet once a day.
 *
 * The default programme pays on trading fees over one level. Deposit-based
 * rebates and more than two levels (the spec's full scheme: 4 levels,
 * deposits 5/3/2/1 %) match the legal tests for pyramid schemes, so the
 * console refuses them unless an operator turns on the compliance switch,
 * which records who and why; the rules page always says what rebates are
 * based on and where they are paid from. Amounts are decimal strings,
 * rates fractions ("0.05" is 5 %), instants epoch ms.
 */

/** What a rebate is a share of: trading fees the invitee paid, their deposits, their mining income. */
export const REBATE_BASES = ['fee', 'deposit', 'mining'] as const;
export type RebateBasis = (typeof REBATE_BASES)[number];

/** The spec's most levels of downline. */
export const MAX_REFERRAL_LEVELS = 4;
/** Levels allowed without the compliance switch. */
export const COMPLIANCE_FREE_LEVELS = 2;

/** The spec's level tier names, lowest first. */
export const REFERRAL_TIERS = ['bronze', 'silver', 'gold', 'platinum', 'diamond'] as const;
export type ReferralTier = (typeof REFERRAL_TIERS)[number];

/**
 * A rebate's state. Paid ones: `vesting` (set aside, claimable once
 * `vestsAt` has passed), `claimed`, `clawed_back` (the invitee's activity was
 * reversed before it vested). Recorded but never paid, with the reason:
 * `unverified` (the invitee had not verified their identity), `flagged` (the
 * pair is linked: same public IP address, withdrawal address, payment account or
 * identity), `miner_level` (the referrer's miner level was below the
 * invitee's), `capped` (the referrer's daily cap was reached), `unfunded`
 * (the promotions account was empty), `unpriced` (no USD price for the coin).
 */
export const REBATE_STATES = [
  'vesting',
  'claimed',
  'clawed_back',
  'unverified',
  'flagged',
  'miner_level',
  'capped',
  'unfunded',
  'unpriced',
] as const;
export type RebateState = (typeof REBATE_STATES)[number];
/** The states of rebates not paid (or taken back), each with its reason. */
export const UNPAID_REBATE_STATES = REBATE_STATES.filter(
  (state): state is Exclude<RebateState, 'vesting' | 'claimed'> =>
    state !== 'vesting' && state !== 'claimed',
);

const decimalString = z.string();
const amounts = z.array(z.object({ asset: z.string(), amount: decimalString }));
export type AssetAmount = z.infer<typeof amounts>[number];

/** A rate as a fraction above 0 and at most 1 ("0.2" is 20 %). */
const rate = () =>
  z
    .string()
    .trim()
    .regex(/^(?:0(?:\.\d{1,6})?|1(?:\.0{1,6})?)$/, { error: 'REFERRAL_SETTINGS_INVALID' })
    .refine((value) => /[1-9]/.test(value), { error: 'REFERRAL_SETTINGS_INVALID' });
const usdt = () =>
  z
    .string()
    .trim()
    .regex(/^(?:0|[1-9]\d{0,14})(?:\.\d{1,2})?$/, { error: 'REFERRAL_SETTINGS_INVALID' });

/** A tier's range of the direct invitees' total recharge in USDT; no minimum means unset (the tier is not awarded). */
export const referralTierSchema = z.object({
  name: z.enum(REFERRAL_TIERS),
  minUsdt: usdt().nullable(),
  maxUsdt: usdt().nullable(),
});
export type ReferralTierRange = z.infer<typeof referralTierSchema>;

/**
 * The programme an operator sets. `rates[basis][i]` is level i + 1's rate;
 * an empty list turns the basis off; no list may be longer than `levels`.
 */
export const referralProgrammeSchema = z.object({
  levels: z.number().int().min(1).max(MAX_REFERRAL_LEVELS),
  rates: z.object({
    fee: z.array(rate()).max(MAX_REFERRAL_LEVELS),
    deposit: z.array(rate()).max(MAX_REFERRAL_LEVELS),
    mining: z.array(rate()).max(MAX_REFERRAL_LEVELS),
  }),
  /** The spec: a deposit rebate needs the invitee's deposits that day (UTC) above this. */
  qualifyingDailyRechargeUsdt: usdt(),
  tiers: z.array(referralTierSchema).max(REFERRAL_TIERS.length),
  /** The spec: paid only if the referrer's miner level (machines in custody) is at least the invitee's. */
  minerLevelRule: z.boolean(),
  /** The most one referrer accrues a day (UTC), valued in USDT when accrued; null is no cap. */
  dailyCapUsdt: usdt().nullable(),
  /** Days a rebate waits before it can be claimed; reversed activity claws it back meanwhile. */
  vestingDays: z.number().int().min(0).max(90),
  /** Days after registering in which a user without a referrer may still add one. */
  bindWindowDays: z.number().int().min(0).max(90),
  /** Whether users may refer unless an operator says otherwise. */
  defaultMayRefer: z.boolean(),
});
export type ReferralProgramme = z.infer<typeof referralProgrammeSchema>;

export const complianceStateSchema = z.object({
  on: z.boolean(),
  /** Who turned it on or off last, and why. */
  by: z.string().nullable(),
  reason: z.string().nullable(),
  at: z.number().nullable(),
});
export type ComplianceState = z.infer<typeof complianceStateSchema>;

/** What the rules page says: the programme, what it is based on and where rebates come from. */
export const referralRulesSchema = z.object({
  levels: z.number().int(),
  bases: z.array(z.object({ basis: z.enum(REBATE_BASES), rates: z.array(z.string()) })),
  qualifyingDailyRechargeUsdt: z.string(),
  tiers: z.array(referralTierSchema),
  minerLevelRule: z.boolean(),
  dailyCapUsdt: z.string().nullable(),
  vestingDays: z.number().int(),
  bindWindowDays: z.number().int(),
  /** Always `promotions`: rebates are paid from the platform's promotions budget, never from invitees. */
  source: z.literal('promotions'),
  /** Whether the budget has money in any coin: when false, new rebates are recorded as unfunded. */
  budgetOpen: z.boolean(),
  compliance: z.boolean(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

/** `GET /promotion/summary`: the caller's promotion centre. */
export const promotionSummarySchema = z.object({
  inviteCode: z.string(),
  /** The registration path with the code; the app puts its own origin before it. */
  invitePath: z.string(),
  mayRefer: z.boolean(),
  /** The caller's referrer (masked), when they have one. */
  referrer: z.object({ name: z.string(), since: z.number() }).nullable(),
  /** Until when the caller may still add a referrer; null when they have one or the window closed. */
  bindUntil: z.number().nullable(),
  tier: z.enum(REFERRAL_TIERS).nullable(),
  /** Direct invitees' total recharge, in USDT, that the tier is read from. */
  teamRechargeUsdt: z.string(),
  rules: referralRulesSchema,
  /** Set aside and waiting: `claimable` has vested, `vesting` has not yet. */
  claimable: amounts,
  vesting: amounts,
  claimed: amounts,
  /** USDT value of the claimable amounts now (coins without a price are left out). */
  claimableUsdt: z.string(),
  lastClaimAt: z.number().nullable(),
  /** Whether the caller has claimed this UTC day (the spec: once a day). */
  claimedToday: z.boolean(),
  /** When the caller may claim next: the server's now, or the next UTC day once claimed today. */
  nextClaimAt: z.number(),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

/** `GET /promotion/generations`: customers by generation. */
export const promotionGenerationSchema = z.object({
  generation: z.number().int().min(1),
  headCount: z.number().int(),
  verifiedCount: z.number().int(),
  rechargeUsdt: z.string(),
  rebates: amounts,
  /** Whether the programme pays on this generation now. */
  paid: z.boolean(),
});
export const promotionGenerationsSchema = z.array(promotionGenerationSchema);
export type PromotionGeneration = z.infer<typeof promotionGenerationSchema>;

/** `GET /promotion/invitees`: the caller's downline, newest first, masked. */
export const promotionInviteeSchema = z.object({
  name: z.string(),
  generation: z.number().int(),
  joinedAt: z.number(),
  verified: z.boolean(),
  rechargeUsdt: z.string(),
});
export const promotionInviteesQuery = pagingQuery(20, 100).extend({
  generation: z
    .union([z.number().int(), z.string().regex(/^[1-4]$/)])
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_REFERRAL_LEVELS))
    .optional(),
});
export const promotionInviteesPageSchema = page(promotionInviteeSchema);
export type PromotionInvitee = z.infer<typeof promotionInviteeSchema>;

/** `GET /promotion/records`: the caller's rebates, newest first. */
export const rebateRecordSchema = z.object({
  id: z.string(),
  at: z.number(),
  invitee: z.string(),
  generation: z.number().int(),
  basis: z.enum(REBATE_BASES),
  asset: z.string(),
  /** What the rebate is a share of (the fee, deposit or income), in `asset`. */
  base: z.string(),
  rate: z.string(),
  amount: z.string(),
  /** USDT value when it accrued; null when unpriced. */
  usdt: z.string().nullable(),
  state: z.enum(REBATE_STATES),
  vestsAt: z.number(),
  claimedAt: z.number().nullable(),
});
export const rebateRecordsQuery = pagingQuery(20, 100).extend({
  state: z.enum(REBATE_STATES).optional(),
  basis: z.enum(REBATE_BASES).optional(),
});
export const rebateRecordsPageSchema = page(rebateRecordSchema);
export type RebateRecord = z.infer<typeof rebateRecordSchema>;

/** `POST /promotion/claim`: every vested rebate into the spot wallet, once a day. */
export const promotionClaimSchema = z.object({
  id: z.string(),
  at: z.number(),
  amounts,
  nextClaimAt: z.number(),
});
export type PromotionClaim = z.infer<typeof promotionClaimSchema>;

/** `POST /promotion/bind`: add a referrer after registering, within the window, once. */
export const promotionBindBody = z.object({
  code: z
    .string({ error: 'REFERRAL_CODE_WRONG' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{8}$/, { error: 'REFERRAL_CODE_WRONG' }),
});

// The console's side.

export const referralConsoleSchema = z.object({
  programme: referralProgrammeSchema,
  version: z.number().int(),
  compliance: complianceStateSchema,
  /** Whether the programme as set needs the compliance switch. */
  needsCompliance: z.boolean(),
  /** Tier ranges that overlap (the spec's given ranges do), each as "bronze/silver". */
  overlaps: z.array(z.string()),
  /** Per coin: what the promotions account holds free, and what is set aside for rebates not yet claimed. */
  budget: z.array(z.object({ asset: z.string(), available: z.string(), payable: z.string() })),
});
export type ReferralConsole = z.infer<typeof referralConsoleSchema>;

export const referralProgrammeBody = z.object({
  programme: referralProgrammeSchema,
  /** The version read; a change made meanwhile is refused (REFERRAL_STALE). */
  version: z.number().int().min(0),
});

export const referralComplianceBody = z.object({
  on: z.boolean(),
  /** Why, for the record: a legal review's reference, at least 20 characters. */
  reason: z.string().trim().min(20).max(500),
});

export const complianceLogSchema = page(
  z.object({ on: z.boolean(), by: z.string(), reason: z.string(), at: z.number() }),
);

/** An operator's decision on whether a user may refer. */
export const referralPermissionBody = z.object({
  uid: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, { error: 'INVALID_UID' }),
  mayRefer: z.boolean(),
  reason: z.string().trim().min(4).max(300),
});
export const referralPermissionsSchema = page(
  z.object({
    uid: z.string(),
    name: z.string(),
    mayRefer: z.boolean(),
    reason: z.string(),
    by: z.string(),
    at: z.number(),
  }),
);

/**
 * Why an inviter and an invitee are taken for one person (or one household
 * farming rebates): they signed in from the same public address, withdrew
 * to or saved the same address, hold the same P2P payment account, or have
 * the same verified name. A flagged pair earns nothing until an operator
 * clears it; rebates of the pair still vesting when it is flagged are clawed back.
 */
export const PAIR_LINKS = ['ip', 'withdrawal_address', 'payment_method', 'identity'] as const;
export type PairLink = (typeof PAIR_LINKS)[number];

export const referralFlagsQuery = pagingQuery(50, 200).extend({
  /** Cleared flags too, or only those in force (default). */
  all: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true')
    .default(false),
});
export const referralFlagsSchema = page(
  z.object({
    referrerUid: z.string(),
    referrer: z.string(),
    inviteeUid: z.string(),
    invitee: z.string(),
    links: z.array(z.enum(PAIR_LINKS)),
    checkedAt: z.number(),
    cleared: z.object({ by: z.string(), reason: z.string(), at: z.number() }).nullable(),
  }),
);
export const referralFlagClearBody = z.object({
  referrerUid: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, { error: 'INVALID_UID' }),
  inviteeUid: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, { error: 'INVALID_UID' }),
  reason: z.string().trim().min(10).max(300),
});

export const referralAccrualsQuery = pagingQuery(50, 200).extend({
  state: z.enum(REBATE_STATES).optional(),
  basis: z.enum(REBATE_BASES).optional(),
  uid: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, { error: 'INVALID_UID' })
    .optional(),
});
export const referralAccrualsSchema = page(
  rebateRecordSchema.extend({ referrer: z.string(), referrerUid: z.string(), level: z.number() }),
);
