/**
 * Ledger: the double-entry ledger, the only writer of balances. Accounts per
 * (user, wallet, asset) and system accounts (custody, fees, insurance,
 * security fund, promotions, clearing); `post` applies one balanced posting,
 * `postBatch` many inside a caller's transaction (the runners' group
 * commit); `checkLedger` is the invariant checker.
 *
 * Boundary: owns ledger_account, ledger_transaction, ledger_entry and
 * ledger_hold; no routes. The invariant checks of deposit, withdrawal, spot
 * and perp read these tables, read-only.
 *
 * Invariant: every posting balances per asset; frozen and locked amounts
 * equal the sum of their open holds; a posting's idempotency key applies it
 * at most once; accounts are locked in id order.
 */
export { createLedger } from './ledger.service.js';
export type { Ledger, PostResult } from './ledger.service.js';
export { lockedAvailable, postBatch } from './ledger.batch.js';
export { checkLedger, LEDGER_RULES } from './ledger.check.js';
export type { Violation } from './ledger.check.js';
export { accountKey } from './ledger.types.js';
export type { AccountRef, Posting, PostingLine } from './ledger.types.js';
