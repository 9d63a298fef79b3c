/**
 * Withdrawal: requests checked against the coin's rules, funds frozen under
 * a hold, operator review, sending by a signer job, and settlement with the
 * fee to `fees`.
 *
 * Boundary: owns withdrawal and withdrawal_address; serves the
 * /uc/asset/withdraw routes (operators review through the console). Its
 * invariant check reads the ledger's tables, read-only.
 *
 * Invariant: one withdrawal in progress per user; states move only along
 * the transition table in withdrawal.core.ts; each step is one ledger
 * posting with its own idempotency key; a first withdrawal to a new address
 * waits 24 hours.
 */
export { createSigners } from './signers.js';
export { checkWithdrawals } from './withdrawal.check.js';
export { registerWithdrawalRoutes } from './withdrawal.routes.js';
export { createWithdrawalService } from './withdrawal.service.js';
export type { WithdrawalService, WithdrawalSigner } from './withdrawal.service.js';
