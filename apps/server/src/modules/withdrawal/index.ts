/**
 * Withdrawal: requests checked against the coin's rules, funds frozen under
 * a hold, operator review, sending by a signer job, and settlement with the
 * fee to `fees`.
 *
 * The withdrawal row, its address and the freeze commit in one transaction;
 * every later step (cancel, reject, settlement) commits its posting with the
 * status it moves to, so a fault between steps leaves either nothing or the
 * whole step. Sending is the flow withdrawal.send (the flows module): sign
 * (the signer answers a repeat of one withdrawal id with the same
 * transaction), then settle (posting, status and the `withdrawal.settled`
 * event in one commit), resumed at settle after a crash between the two.
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
