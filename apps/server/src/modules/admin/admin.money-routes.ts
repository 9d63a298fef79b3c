import {
  ADMIN_PATHS,
  adjustmentBody,
  adjustmentPageSchema,
  adjustmentQuery,
  adjustmentSchema,
  adminDepositPageSchema,
  adminResetRequestPageSchema,
  adminSecurityLogPageSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminWithdrawalPageSchema,
  depositQueueQuery,
  envelope,
  dashboardTodaySchema,
  ledgerCheckSchema,
  ledgerPageSchema,
  ledgerQuery,
  pagingQuery,
  reasonBody,
  resetQuery,
  systemAccountSchema,
  userSearchQuery,
  userStatusBody,
  withdrawalApproveBody,
  withdrawalQueueQuery,
  withdrawalSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import type { AdminServices } from './admin.module.js';
import { idParams, type Secured } from './admin.secure.js';

/** Users, security resets, withdrawals, deposits, the ledger and adjustments. */
export function registerMoneyRoutes(k: Secured, s: AdminServices): void {
  /** A queue page with each row's UID, the number users know, beside the internal id. */
  async function withUids<R extends { userId: number }, P extends { list: R[] }>(page: P) {
    const uids = await s.users.uidsOf(page.list.map((row) => row.userId));
    return {
      ...page,
      list: page.list.map((row) => ({ ...row, uid: uids.get(row.userId) ?? null })),
    };
  }

  const { secured, params, body, query, target } = k;
  // Users.
  secured(
    'GET',
    ADMIN_PATHS.users,
    'users.read',
    { querystring: userSearchQuery, response: { 200: envelope(adminUserPageSchema) } },
    (req) => s.users.search(query(req, userSearchQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.user,
    'users.read',
    { params: idParams, response: { 200: envelope(adminUserDetailSchema) } },
    (req) => s.users.detail(params(req).id),
  );
  secured(
    'POST',
    ADMIN_PATHS.userStatus,
    'users.manage',
    {
      summary: 'Lock, freeze or unlock a user, with a reason',
      params: idParams,
      body: userStatusBody,
      response: { 200: envelope(adminUserSchema) },
    },
    (req, _op, within) =>
      s.users.setStatus(params(req).id, body(req, userStatusBody).status, within),
    {
      action: 'user.status',
      of: (req) => ({ ...target('user')(req), detail: body(req, userStatusBody) }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.userLedger,
    'ledger.read',
    { params: idParams, querystring: ledgerQuery, response: { 200: envelope(ledgerPageSchema) } },
    (req) => s.ledgerPage({ ...query(req, ledgerQuery), userId: params(req).id }),
  );
  secured(
    'GET',
    ADMIN_PATHS.userSecurityLog,
    'users.read',
    {
      params: idParams,
      querystring: pagingQuery(20, 100),
      response: { 200: envelope(adminSecurityLogPageSchema) },
    },
    (req) => {
      const q = query(req, pagingQuery(20, 100));
      return s.users.securityLog(params(req).id, q.pageNo, q.pageSize);
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.resetRequests,
    'users.security',
    { querystring: resetQuery, response: { 200: envelope(adminResetRequestPageSchema) } },
    (req) => {
      const q = query(req, resetQuery);
      return s.users.resetRequests(q.status, q.pageNo, q.pageSize);
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.resetApprove,
    'users.security',
    {
      summary: 'Approve a manual security reset after checking its message',
      params: idParams,
      response: { 200: envelope(z.null()) },
    },
    async (req, _op, within) => {
      await s.users.decideReset(params(req).id, true, within);
      return null;
    },
    { action: 'reset.approve', of: target('reset') },
  );
  secured(
    'POST',
    ADMIN_PATHS.resetReject,
    'users.security',
    { params: idParams, body: reasonBody, response: { 200: envelope(z.null()) } },
    async (req, _op, within) => {
      await s.users.decideReset(params(req).id, false, within);
      return null;
    },
    {
      action: 'reset.reject',
      of: (req) => ({ ...target('reset')(req), detail: body(req, reasonBody) }),
    },
  );

  // Money.
  secured(
    'GET',
    ADMIN_PATHS.withdrawals,
    'withdrawals.review',
    { querystring: withdrawalQueueQuery, response: { 200: envelope(adminWithdrawalPageSchema) } },
    (req) => {
      const q = query(req, withdrawalQueueQuery);
      return s.withdrawalReview.queue(q.status, q.pageNo, q.pageSize);
    },
  );
  // Above the console's threshold the approval carries the operator's code;
  // the approval, the code's spending and the audit entry commit together.
  secured(
    'POST',
    ADMIN_PATHS.withdrawalApprove,
    'withdrawals.review',
    {
      summary:
        "Approve a withdrawal; above the console's threshold (USDT) with the operator's authenticator code",
      params: idParams,
      body: withdrawalApproveBody,
      response: { 200: envelope(withdrawalSchema) },
    },
    (req, op, within) =>
      s.withdrawalReview.approve(op, params(req).id, body(req, withdrawalApproveBody).totp, {
        within,
        // A wrong code is worth a line in the audit log: it may be someone else at the desk.
        refused: () =>
          s.audit.record({
            operatorId: op.row.id,
            action: 'withdrawal.code_refused',
            target: `withdrawal:${params(req).id}`,
            detail: {},
            ip: req.ip,
          }),
      }),
    { action: 'withdrawal.approve', of: target('withdrawal') },
  );
  secured(
    'POST',
    ADMIN_PATHS.withdrawalReject,
    'withdrawals.review',
    { params: idParams, body: reasonBody, response: { 200: envelope(withdrawalSchema) } },
    (req) => s.withdrawalReview.reject(params(req).id, body(req, reasonBody).reason),
    {
      action: 'withdrawal.reject',
      of: (req) => ({ ...target('withdrawal')(req), detail: body(req, reasonBody) }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.deposits,
    'deposits.read',
    { querystring: depositQueueQuery, response: { 200: envelope(adminDepositPageSchema) } },
    async (req) => {
      const q = query(req, depositQueueQuery);
      return withUids(await s.deposits.queue(q.status, q.pageNo, q.pageSize));
    },
  );
  // A large deposit's review: the decision, its note and its audit entry commit together.
  secured(
    'POST',
    ADMIN_PATHS.depositApprove,
    'deposits.review',
    { params: idParams, response: { 200: envelope(z.null()) } },
    async (req, op, within) => {
      await s.deposits.review(
        params(req).id,
        { approve: true, operatorId: op.row.id, note: null },
        within,
      );
      return null;
    },
    { action: 'deposit.approve', of: target('deposit') },
  );
  secured(
    'POST',
    ADMIN_PATHS.depositReject,
    'deposits.review',
    { params: idParams, body: reasonBody, response: { 200: envelope(z.null()) } },
    async (req, op, within) => {
      const note = body(req, reasonBody).reason;
      await s.deposits.review(
        params(req).id,
        { approve: false, operatorId: op.row.id, note },
        within,
      );
      return null;
    },
    {
      action: 'deposit.reject',
      of: (req) => ({ ...target('deposit')(req), detail: body(req, reasonBody) }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.ledgerTransactions,
    'ledger.read',
    { querystring: ledgerQuery, response: { 200: envelope(ledgerPageSchema) } },
    (req) => s.ledgerPage(query(req, ledgerQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.ledgerCheck,
    'ledger.read',
    {
      summary: "The ledger checker's result, live",
      response: { 200: envelope(ledgerCheckSchema) },
    },
    () => s.check(),
  );
  secured(
    'GET',
    ADMIN_PATHS.ledgerSystemAccounts,
    'ledger.read',
    {
      summary: "The platform's own accounts: fees, security and insurance funds, custody, clearing",
      response: { 200: envelope(z.array(systemAccountSchema)) },
    },
    () => s.systemAccounts(),
  );
  secured(
    'GET',
    ADMIN_PATHS.dashboardToday,
    'ledger.read',
    {
      summary:
        "Today's business (UTC): sign-ups, deposits credited, withdrawals requested, fee revenue, and the queues waiting now",
      response: { 200: envelope(dashboardTodaySchema) },
    },
    () => s.today(),
  );
  secured(
    'GET',
    ADMIN_PATHS.adjustments,
    'ledger.read',
    { querystring: adjustmentQuery, response: { 200: envelope(adjustmentPageSchema) } },
    (req) => {
      const q = query(req, adjustmentQuery);
      return s.adjustments.list(q.status, q.pageNo, q.pageSize);
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.adjustments,
    'adjustments.make',
    {
      summary:
        'Ask for a manual deposit (credit), a correction (debit) or an insurance-fund top-up; a second operator approves',
      body: adjustmentBody,
      response: { 200: envelope(adjustmentSchema) },
    },
    (req, op) => s.adjustments.request(op, body(req, adjustmentBody)),
    {
      action: 'adjustment.request',
      of: (req, r) => ({
        target: `adjustment:${(r as { id: number }).id}`,
        detail: body(req, adjustmentBody),
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.adjustmentApprove,
    'adjustments.check',
    { params: idParams, response: { 200: envelope(adjustmentSchema) } },
    (req, op) => s.adjustments.approve(op, params(req).id),
    { action: 'adjustment.approve', of: target('adjustment') },
  );
  secured(
    'POST',
    ADMIN_PATHS.adjustmentReject,
    'adjustments.check',
    { params: idParams, body: reasonBody, response: { 200: envelope(adjustmentSchema) } },
    (req, op) => s.adjustments.reject(op, params(req).id, body(req, reasonBody).reason),
    {
      action: 'adjustment.reject',
      of: (req) => ({ ...target('adjustment')(req), detail: body(req, reasonBody) }),
    },
  );
}
