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

// The console's side.

export const redPacketsConsoleQuery = pagingQuery(50, 200).extend({
  status: z.enum(RED_PACKET_STATUSES).optional(),
});
export const redPacketsConsoleSchema = page(
  redPacketSchema.omit({ mine: true, own: true }).extend({ senderUid: z.string() }),
);
