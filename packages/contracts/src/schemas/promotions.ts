import { z } from 'zod';
import { fundPassword } from './account.js';
import { page, pagingQuery, positiveAmount } from './fields.js';
import { assetSymbol, requestId } from './wallet.js';

/**
 * Red packets: a verified user packs an amount of a coin from their spot
 * wallet into shares behind a code; whoever has the code claims one share,
 * first come first served, one per person, never the sender. The coins
 * stay the sender's, held (hold kind `red_packet`), until a share is
 * claimed; what nobody claimed in 24 hours goes back. Shares are equal, or
 * "lucky" (random, drawn when the packet is made, each at least the
 * smallest share). Every move is a ledger posting of the account-change
 * type `red_packet`. Amounts are decimal strings, instants epoch ms.
 */

export const RED_PACKET_KINDS = ['equal', 'lucky'] as const;
export type RedPacketKind = (typeof RED_PACKET_KINDS)[number];
/** `open` while shares are left, `finished` when all are claimed, `expired` once the rest went back. */
export const RED_PACKET_STATUSES = ['open', 'finished', 'expired'] as const;
export type RedPacketStatus = (typeof RED_PACKET_STATUSES)[number];

/** Unclaimed shares return to the sender after this long (the spec's 24 hours). */
export const RED_PACKET_TTL_MS = 24 * 3_600_000;
export const RED_PACKET_MAX_SHARES = 100;

export const redPacketCreateBody = z.object({
  asset: assetSymbol(),
  total: positiveAmount(),
  shares: z.number({ error: 'FIELD_TYPE' }).int().min(1).max(RED_PACKET_MAX_SHARES),
  kind: z.enum(RED_PACKET_KINDS),
  greeting: z.string().trim().max(60).default(''),
  fundPassword: fundPassword(),
  requestId: requestId(),
});
export type RedPacketCreateBody = z.input<typeof redPacketCreateBody>;

const code = () =>
  z
    .string({ error: 'RED_PACKET_NOT_FOUND' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, { error: 'RED_PACKET_NOT_FOUND' });

export const redPacketClaimBody = z.object({ code: code() });
export const redPacketQuery = z.object({ code: code() });

export const redPacketClaimSchema = z.object({
  name: z.string(),
  amount: z.string(),
  at: z.number(),
  /** The largest share so far, when the packet is lucky. */
  best: z.boolean(),
});

/** A packet as anyone with its code sees it: who sent it, what is left, who claimed what. */
export const redPacketSchema = z.object({
  code: z.string(),
  sender: z.string(),
  asset: z.string(),
  total: z.string(),
  shares: z.number().int(),
  kind: z.enum(RED_PACKET_KINDS),
  greeting: z.string(),
  status: z.enum(RED_PACKET_STATUSES),
  claimedShares: z.number().int(),
  claimedAmount: z.string(),
  /** What went back to the sender when it expired. */
  refunded: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  claims: z.array(redPacketClaimSchema),
  /** The caller's own share, when they claimed one. */
  mine: z.string().nullable(),
  /** Whether the caller sent it. */
  own: z.boolean(),
});
export type RedPacket = z.infer<typeof redPacketSchema>;

export const redPacketCreatedSchema = z.object({
  packet: redPacketSchema,
  /** True when `requestId` had already made this packet. */
  replayed: z.boolean(),
});
export const redPacketClaimedSchema = z.object({ packet: redPacketSchema, amount: z.string() });

export const redPacketsQuery = pagingQuery(20, 100);
export const redPacketsPageSchema = page(redPacketSchema);
/** What the caller received: each claim with its packet's code, coin and sender. */
export const redPacketReceivedPageSchema = page(
  z.object({
    code: z.string(),
    sender: z.string(),
    asset: z.string(),
    amount: z.string(),
    greeting: z.string(),
    at: z.number(),
  }),
);

/**
 * Activities: operator campaigns paid from the promotions budget as
 * ledger postings of the account-change type `activity_reward`. A
 * `deposit` activity rewards a user who, after joining and within its
 * window, has deposits credited worth at least its target in USDT; a
 * `trade` activity, one who has traded at least its target in USDT (spot
 * and contracts, every fill's notional at index prices); a
 * `claim` activity pays at once on joining, one reward per user and per
 * wallet address given (the spec: one wallet address can claim only once).
 * A user's state: not joined, joining (joined, reward not yet earned),
 * joined (rewarded), expired (ended without a reward). An activity has at
 * most `slots` rewards; when the budget cannot pay one, the entry waits and
 * is paid when it can, while the activity runs.
 */
export const ACTIVITY_KINDS = ['deposit', 'trade', 'claim'] as const;
/** The kinds with a target in USDT to reach after joining. */
export const TARGET_ACTIVITY_KINDS: readonly ActivityKind[] = ['deposit', 'trade'];
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_STATES = ['not_joined', 'joining', 'joined', 'expired'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];

export const activitySchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.string(),
  body: z.string(),
  asset: z.string(),
  reward: z.string(),
  /** Deposits (deposit activities) or trading (trade activities) to reach, in USDT. */
  targetUsdt: z.string().nullable(),
  startsAt: z.number(),
  endsAt: z.number(),
  /** Rewards in all; null is as many as the budget pays. */
  slots: z.number().int().nullable(),
  rewarded: z.number().int(),
  state: z.enum(ACTIVITY_STATES),
  /** Deposits or trading counted so far, in USDT (deposit and trade activities the caller joined). */
  progressUsdt: z.string().nullable(),
  joinedAt: z.number().nullable(),
  rewardedAt: z.number().nullable(),
  /** The wallet address the caller claimed with (claim activities). */
  address: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activitiesSchema = z.array(activitySchema);

export const activityJoinBody = z.object({
  id: z.number({ error: 'ACTIVITY_NOT_FOUND' }).int().positive(),
  /** Claim activities: the wallet address claimed for (letters and digits, as chains write them). */
  address: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_-]{10,100}$/, { error: 'FIELD_FORMAT' })
    .optional(),
});

// The console's side.

export const redPacketsConsoleQuery = pagingQuery(50, 200).extend({
  status: z.enum(RED_PACKET_STATUSES).optional(),
});
export const redPacketsConsoleSchema = page(
  redPacketSchema.omit({ mine: true, own: true }).extend({ senderUid: z.string() }),
);

const names = z
  .record(z.string(), z.string().trim().max(2000))
  .refine((value) => Boolean(value.en_US?.trim()), { error: 'FIELD_OUT_OF_RANGE' });

export const activityBody = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  title: names,
  body: names,
  asset: assetSymbol(),
  reward: positiveAmount(),
  targetUsdt: positiveAmount().nullable(),
  startsAt: z.number().int().positive(),
  endsAt: z.number().int().positive(),
  slots: z.number().int().min(1).max(1_000_000).nullable(),
});
export type ActivityBody = z.infer<typeof activityBody>;
export const activityStatusBody = z.object({ status: z.enum(['published', 'closed']) });
export const activityConsoleSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ACTIVITY_KINDS),
  title: z.record(z.string(), z.string()),
  body: z.record(z.string(), z.string()),
  asset: z.string(),
  reward: z.string(),
  targetUsdt: z.string().nullable(),
  startsAt: z.number(),
  endsAt: z.number(),
  slots: z.number().int().nullable(),
  status: z.enum(['draft', 'published', 'closed']),
  joined: z.number().int(),
  rewarded: z.number().int(),
  /** Entries that earned a reward the budget could not pay yet. */
  waiting: z.number().int(),
});
export type ActivityConsole = z.infer<typeof activityConsoleSchema>;

/**
 * The sign-up bonus (the spec's 3,000 dollars is an example): when an
 * operator offers one, a user whose identity is verified is granted it
 * once, from the promotions budget, as promotional credit in USDT in their
 * spot wallet (a ledger posting of the account-change type
 * `activity_reward`). The credit trades like any coin, but the account's
 * value may not drop below what is still locked through a withdrawal, a
 * P2P sale, a red packet or a transfer to another user until the user has
 * traded `turnoverRequired` USDT (spot and contracts, both sides counted),
 * then it is released. Losses are taken from the credit first, as observed
 * when a deposit arrives and whenever coins are about to leave: own funds
 * above the credit are never held back. `unfunded` means the budget could
 * not pay it when it was due.
 */
export const BONUS_STATUSES = ['active', 'released', 'unfunded'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];
export const BONUS_ASSET = 'USDT';

export const bonusCreditSchema = z.object({
  asset: z.string(),
  amount: z.string(),
  /** The value, in USDT, still held in the account by the credit (losses come from it first). */
  locked: z.string(),
  turnoverRequired: z.string(),
  traded: z.string(),
  /** Trading still needed before release, in USDT. */
  remaining: z.string(),
  status: z.enum(BONUS_STATUSES),
  grantedAt: z.number(),
  releasedAt: z.number().nullable(),
});
export type BonusCredit = z.infer<typeof bonusCreditSchema>;

export const bonusSchema = z.object({
  /** What the programme offers now, to users not yet granted one; null when none. */
  offer: z
    .object({ asset: z.string(), amount: z.string(), turnoverRequired: z.string() })
    .nullable(),
  credit: bonusCreditSchema.nullable(),
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusSettingsBody = z.object({
  enabled: z.boolean(),
  amount: positiveAmount(),
  /** The turnover required, as a multiple of the credit: 10 means 10 times the amount traded. */
  turnoverMultiple: positiveAmount(),
});
export type BonusSettingsBody = z.infer<typeof bonusSettingsBody>;
export const bonusSettingsSchema = z.object({
  enabled: z.boolean(),
  asset: z.string(),
  amount: z.string(),
  turnoverMultiple: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
  /** Credit granted and still locked, in all, and the promotions budget in USDT now. */
  outstanding: z.string(),
  budget: z.string(),
});
export type BonusSettings = z.infer<typeof bonusSettingsSchema>;
export const bonusCreditsConsoleQuery = pagingQuery(50, 200).extend({
  status: z.enum(BONUS_STATUSES).optional(),
});
export const bonusCreditsConsoleSchema = page(
  bonusCreditSchema.extend({ uid: z.string(), name: z.string() }),
);
