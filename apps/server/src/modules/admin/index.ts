/**
 * Admin: the operator console's API under /admin-api, beside the user API.
 * Operators, roles, console sessions, the audit log, maker-checker balance
 * adjustments, user and reset-request review, configuration of coins,
 * pricing currencies, content, spot markets and contracts.
 *
 * Operators are not users: their own table, argon2 password hashes, an
 * authenticator code (its secret sealed by the secrets key) at every
 * sign-in, each code counted once, and five failed sign-ins lock the name
 * for 15 minutes. Console sessions are sent as `x-admin-token` and end
 * after 30 idle minutes or 12 hours. `admin.mount.ts` mounts the API;
 * `admin.secure.ts` declares every route with its permission, checks the
 * session and the permission before the request is validated, and appends
 * the audit entry after a change succeeds. `admin.users.ts` adds the live
 * and demo ledgers' balances to the account module's console surface.
 * `admin.adjustments.ts` is maker-checker: one operator asks for a credit
 * (manual deposit), a debit (correction) or an insurance-fund top-up, a
 * different one approves, and only then is it posted against
 * `custody:MANUAL` (the claim decides races; an approval that a crash left
 * without its posting is posted at start). Coin chains and currency rates
 * change through their services (`admin.config-routes.ts`), beside the
 * console's own settings (`admin.settings.ts`, one row); spot markets
 * and contracts through `spot.config.ts` and `perp.config.ts`
 * (`admin.markets.ts`), where tick, lot and contract size stay as listed.
 * Every market change, and every new spot market or delivery series listed
 * at run time, is applied to the live venue and then to the demo venue.
 * `admin.withdrawal-review.ts` is the withdrawal queue: each row's worth in
 * USDT at the index price (the wallet's valuation), whether approving it
 * needs the operator's code, and the user's risk facts (account age,
 * deposits, the day's requests, a new address, a recent security change),
 * gathered for a page in a few grouped queries through the account,
 * deposit and withdrawal services. Approving one worth more than the
 * settings' threshold (or unpriced) needs the operator's current
 * authenticator code on the request, checked by sign-in's rule
 * (`withCode` in `admin.operators.ts`: the step counts once, wrong codes
 * count toward the lock) and spent in the approval's transaction.
 * The dashboard runs the ledger checker with every module's invariants, on
 * the demo venue too. The first operator comes from `npm run admin:create`,
 * or, in the embedded default, is written to DATA_DIR/console-operator.txt
 * at start.
 *
 * Boundary: owns operator_role, operator, operator_session, operator_audit,
 * ledger_adjustment and console_setting, and every /admin-api route;
 * changes other modules' state through their services (users through
 * `account.admin.ts`).
 *
 * Invariant: a user token is never accepted; every route is declared with
 * its permission (none only for the operator's own logout, profile and
 * permission list), checked before the request is validated; every change
 * that succeeds is audited, and the audit log is append-only.
 */
export { createMarketAdmin } from './admin.markets.js';
export { mountConsole } from './admin.mount.js';
export type { Console } from './admin.mount.js';
export type { AuditWithin, Secured } from './admin.secure.js';
export { FileReply } from './admin.secure.js';
export { bootstrapOperator } from './bootstrap.js';
