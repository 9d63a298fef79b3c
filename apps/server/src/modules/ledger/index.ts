/**
 * Ledger: the double-entry ledger, the only writer of balances. Accounts per
 * (user, wallet, asset) and system accounts (custody, fees, insurance,
 * security fund, promotions, clearing); `post` applies one balanced posting,
 * `postBatch` many inside a caller's transaction (the runners' group
 * commit); `checkLedger` is the invariant checker. `forgetUnusedHolds`
 * (`ledger.forget.ts`) is the one deletion: a hold opened and released
 * with nothing taken, and its two postings, for the demo makers' churn.
 *
 * There is one write path, `ledger.batch.ts`. `post` and `postAll` take one
 * posting or many, in the caller's transaction (`{ trx }`: the postings
 * commit with the caller's own rows, or not at all) or in one of their own,
 * retried on serialization failures, deadlocks and a concurrent twin of a
 * key. Every way in replays a key already committed (or applied earlier in
 * the same batch) and refuses one reused with other content
 * (IDEMPOTENCY_CONFLICT); the check runs after the accounts are locked, so
 * a concurrent twin is seen. Postings are checked pure (`ledger.core.ts`:
 * balanced per asset, frozen and locked changes matched by holds) and
 * written with multi-row statements. Every hold has a kind from HOLD_KINDS
 * (`ledger.types.ts`), and the module owning each kind checks that no open
 * hold lacks its record. `ledger.check.ts` holds the rules; `npm run
 * ledger:check` runs them, on the demo venue's ledger too.
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
export { postBatch } from './ledger.batch.js';
export { lockedAvailable } from './ledger.locks.js';
export { checkLedger, LEDGER_RULES } from './ledger.check.js';
export { forgetUnusedHolds } from './ledger.forget.js';
export { feesPaid, recordFees } from './ledger.fees.js';
export { userLiabilities } from './ledger.liabilities.js';
export type { NegativeAccount, UserLiability } from './ledger.liabilities.js';
export type { FeePaid, FeeSink, FilledOrder, Traded } from './ledger.fees.js';
export type { Violation } from './ledger.check.js';
export { accountKey } from './ledger.types.js';
export type {
  AccountRef,
  HoldKind,
  HoldOpen,
  HoldRelease,
  Posting,
  PostingLine,
} from './ledger.types.js';
