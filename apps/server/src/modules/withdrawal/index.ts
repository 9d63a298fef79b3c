/**
 * Withdrawal: requests checked against the coin's rules, funds frozen under
 * a hold, operator review, sending by a signer job, and settlement with the
 * fee to `fees`.
 *
 * The withdrawal row, its address and the freeze commit in one transaction;
 * every later step (cancel, reject, settlement) commits its posting with the
 * status it moves to, so a fault between steps leaves either nothing or the
 * whole step. Sending is the flow withdrawal.send (the flows module): sign
 * and broadcast (the signer answers a repeat of one withdrawal id with the
 * same transaction), then record the txid on the row, resumed at record
 * after a crash between the two. The row stays "review passed" (sent,
 * confirming) until the signer's status, read at the network's
 * confirmation depth, says confirmed (settle: posting, "success" and the
 * `withdrawal.settled` event in one commit) or reverted ("not arrived" and
 * the frozen amount returned in one commit: nothing left the hot wallet).
 *
 * The address book (withdrawal.addressbook.ts): addresses a user saved
 * with a label, per network, and the whitelist switch. With the whitelist
 * enforced, a withdrawal goes only to a saved address whose usable time has
 * passed, refused before anything is frozen. A save while it is enforced
 * waits the new-address hold; switching it on is immediate, switching it
 * off waits the same hold (enforced meanwhile).
 *
 * Boundary: owns withdrawal, withdrawal_address, withdrawal_address_book
 * and withdrawal_whitelist; serves the /uc/asset/withdraw routes, the
 * address book and whitelist among them (operators review through the
 * console). Its invariant check reads the ledger's tables, read-only.
 *
 * Invariant: one withdrawal in progress per user; states move only along
 * the transition table in withdrawal.core.ts; each step is one ledger
 * posting with its own idempotency key; a first withdrawal to a new address
 * waits 24 hours. A user saves an address once per network (EVM addresses
 * compared in any letter case), at most 100; while the whitelist is
 * enforced no withdrawal is accepted to an address not saved or not yet
 * usable; adding an address and switching the whitelist need the fund
 * password.
 */
export { createSigners } from './signers.js';
export { checkWithdrawals } from './withdrawal.check.js';
export { registerWithdrawalRoutes } from './withdrawal.routes.js';
export { createWithdrawalService } from './withdrawal.service.js';
export type { WithdrawalService, WithdrawalSigner } from './withdrawal.service.js';
export type { AddressBookService } from './withdrawal.addressbook.js';
