/**
 * Admin: the operator console's API under /admin-api, beside the user API.
 * Operators, roles, console sessions, the audit log, maker-checker balance
 * adjustments, user and reset-request review, configuration of coins,
 * pricing currencies, content, spot markets and contracts.
 *
 * Boundary: owns operator_role, operator, operator_session, operator_audit
 * and ledger_adjustment, and every /admin-api route; changes other modules'
 * state through their services (but see admin.users.ts and
 * admin.adjustments.ts, which still read and write account tables).
 *
 * Invariant: a user token is never accepted; every route needs exactly one
 * permission, checked before the request is validated; every change that
 * succeeds is audited, and the audit log is append-only.
 */
export { createMarketAdmin } from './admin.markets.js';
export { mountConsole } from './admin.mount.js';
export type { Console } from './admin.mount.js';
export { bootstrapOperator } from './bootstrap.js';
