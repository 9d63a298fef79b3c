import { z } from 'zod';
import { LIABILITY_PROOF_VERSION } from '../liabilities.js';
import { RESERVE_FAMILIES } from '../reserves.js';

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

/**
 * Reserves: a custody address the operator proved control of (a message
 * signed in its chain's wallet format, checkable by anyone) and what it held
 * when the round was taken. Simulated chains are labelled: their coins are
 * worth nothing and their balances are the simulator's.
 */
export const reserveHoldingSchema = z.object({
  addressId: z.number().int(),
  network: z.string(),
  family: z.enum(RESERVE_FAMILIES),
  address: z.string(),
  label: z.string(),
  simulated: z.boolean(),
  message: z.string(),
  signature: z.string(),
  /** The balance read from the chain at the snapshot; null when it could not be read. */
  amount: z.string().nullable(),
});
export type ReserveHolding = z.infer<typeof reserveHoldingSchema>;
export const reserveAssetSchema = z.object({
  asset: z.string(),
  /** The sum of the holdings that were read. */
  total: z.string(),
  holdings: z.array(reserveHoldingSchema),
});
export type ReserveAsset = z.infer<typeof reserveAssetSchema>;

export const liabilityRoundSchema = z.object({
  id: z.number().int(),
  snapshotAt: z.number().int(),
  publishedAt: z.number().int(),
  /** Users with any balance: those who can verify. */
  users: z.number().int(),
  /** Users who verified their proof of this round in the app. */
  verifiedUsers: z.number().int(),
  roots: z.array(liabilityRootSchema),
  /** Custody holdings per asset at the same time; empty when no address is published. */
  reserves: z.array(reserveAssetSchema),
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
  reserves: z.array(reserveAssetSchema),
});
export type AdminLiabilityRound = z.infer<typeof adminLiabilityRoundSchema>;

/** A custody address as the console manages it. */
export const adminReserveAddressSchema = reserveHoldingSchema.omit({ amount: true }).extend({
  signedAt: z.number().int(),
  addedAt: z.number().int(),
  /** Null: registered by the server itself (a simulated chain's test key). */
  addedBy: z.number().int().nullable(),
  removedAt: z.number().int().nullable(),
});
export type AdminReserveAddress = z.infer<typeof adminReserveAddressSchema>;

const reserveTarget = {
  network: z.string().trim().min(1).max(20),
  address: z.string().trim().min(1).max(100),
};
/** The exact message to sign for an address, dated today. */
export const reserveChallengeQuery = z.object(reserveTarget);
export const reserveChallengeSchema = z.object({
  network: z.string(),
  family: z.enum(RESERVE_FAMILIES),
  address: z.string(),
  signedAt: z.number().int(),
  message: z.string(),
  /** How the chain's wallets sign it (EIP-191, TronWeb signMessageV2, BIP-137). */
  format: z.string(),
});
export type ReserveChallenge = z.infer<typeof reserveChallengeSchema>;
/** Publishes an address: the challenge's day and the signature made over its message. */
export const addReserveBody = z.object({
  ...reserveTarget,
  label: z.string().trim().min(1).max(60),
  signedAt: z.number().int(),
  signature: z.string().trim().min(1).max(200),
});
export type AddReserveBody = z.input<typeof addReserveBody>;
