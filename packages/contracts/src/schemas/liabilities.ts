import { z } from 'zod';
import { LIABILITY_PROOF_VERSION } from '../liabilities.js';

/**
 * Proof of liabilities (`/liabilities/*`): rounds of per-asset Merkle sum
 * trees over every user's balances at one ledger snapshot. Anyone reads
 * the published roots and totals; a signed-in user downloads their own
 * proofs and verifies them in the app or offline; the share of users who
 * verified each round is published with it.
 */
export const liabilityRootSchema = z.object({
  asset: z.string(),
  decimals: z.number().int(),
  hash: z.string(),
  /** The sum of every user's balance in the asset, as a decimal. */
  total: z.string(),
  /** Accounts with a balance in the asset (leaves of its tree). */
  accounts: z.number().int(),
});
export type LiabilityRoot = z.infer<typeof liabilityRootSchema>;

export const liabilityRoundSchema = z.object({
  id: z.number().int(),
  snapshotAt: z.number().int(),
  publishedAt: z.number().int(),
  /** Users with any balance: those who can verify. */
  users: z.number().int(),
  /** Users who verified their proof of this round in the app. */
  verifiedUsers: z.number().int(),
  roots: z.array(liabilityRootSchema),
});
export type LiabilityRound = z.infer<typeof liabilityRoundSchema>;
export const liabilityRoundListSchema = z.array(liabilityRoundSchema);

export const liabilityProofSchema = z.object({
  version: z.literal(LIABILITY_PROOF_VERSION),
  round: z.number().int(),
  asset: z.string(),
  decimals: z.number().int(),
  snapshotAt: z.number().int(),
  account: z.string(),
  nonce: z.string(),
  balance: z.string(),
  index: z.number().int(),
  path: z.array(z.object({ hash: z.string(), sum: z.string() })),
  root: z.object({ hash: z.string(), sum: z.string(), total: z.string() }),
});

/** The caller's proofs of a round: one per asset they held; none when they held nothing. */
export const myLiabilityProofsSchema = z.object({
  round: liabilityRoundSchema,
  proofs: z.array(liabilityProofSchema),
});
export type MyLiabilityProofs = z.infer<typeof myLiabilityProofsSchema>;

export const liabilityRoundQuery = z.object({
  round: z.coerce.number().int().positive().optional(),
});
export const liabilityVerifiedBody = z.object({ round: z.number().int().positive() });

/** The console's view of a round, failed ones included. */
export const adminLiabilityRoundSchema = z.object({
  id: z.number().int(),
  status: z.enum(['building', 'published', 'failed']),
  snapshotAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  publishedAt: z.number().int().nullable(),
  /** Null: the schedule's round. */
  operatorId: z.number().int().nullable(),
  error: z.string().nullable(),
  users: z.number().int(),
  verifiedUsers: z.number().int(),
  roots: z.array(liabilityRootSchema.extend({ ledgerTotal: z.string() })),
});
export type AdminLiabilityRound = z.infer<typeof adminLiabilityRoundSchema>;
