/**
 * Proof of liabilities: daily and on-demand rounds of per-asset Merkle sum
 * trees over every user's ledger balances at one snapshot, published roots
 * and totals, each user's inclusion proofs (verified in the browser or
 * offline with `scripts/verify-liabilities.ts`), and the share of users who
 * verified each round.
 *
 * Boundary: owns liability_round, liability_root, liability_leaf and
 * liability_verification; reads balances through the ledger's
 * `userLiabilities`, UIDs through the account service.
 *
 * Invariant: a published round's tree totals equal the ledger's user
 * balances at its snapshot, asset by asset; no leaf is negative; stored
 * leaves rebuild the published roots.
 */
export { liabilitiesModule } from './liabilities.module.js';
