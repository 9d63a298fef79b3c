import {
  ADMIN_PATHS,
  ADMIN_TOKEN_HEADER,
  PERMISSIONS,
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
  auditPageSchema,
  auditQuery,
  createOperatorBody,
  createdOperatorSchema,
  depositQueueQuery,
  envelope,
  id,
  ledgerCheckSchema,
  ledgerPageSchema,
  ledgerQuery,
  operatorLoginBody,
  operatorRoleBody,
  operatorSchema,
  operatorSessionSchema,
  operatorStatusBody,
  pagingQuery,
  reasonBody,
  resetQuery,
  roleBody,
  roleSchema,
  userSearchQuery,
  userStatusBody,
  withdrawalQueueQuery,
  withdrawalSchema,
  type Permission,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import type { AdminServices } from './admin.module.js';
import type { Operator } from './admin.operators.js';

const tags = ['operator console'];
const idParams = z.object({ id: id() });

/** One console route: the permission it needs (null: any signed-in operator). */
export interface ConsoleRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly permission: Permission | null;
}

type Handler = (req: FastifyRequest, operator: Operator) => Promise<unknown>;
type Audited = (
  req: FastifyRequest,
  result: unknown,
) => { target: string; detail?: Record<string, unknown> };

/**
 * The console API under /admin-api. Every route but sign-in is declared
 * with its permission through `secured`, which authenticates the console
 * token (never a user's), checks the permission, runs the handler and, for
 * changes, appends the audit entry. `routes` lists them all, so the tests
 * can walk every one.
 */
export function registerAdminRoutes(api: Api, s: AdminServices): ConsoleRoute[] {
  const routes: ConsoleRoute[] = [];
  const callers = new WeakMap<FastifyRequest, Operator>();
  const tokenOf = (req: FastifyRequest) => {
    const value = req.headers[ADMIN_TOKEN_HEADER];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  function secured(
    method: 'GET' | 'POST',
    path: string,
    permission: Permission | null,
    schema: Record<string, unknown>,
    handler: Handler,
    audit?: { action: string; of: Audited },
  ) {
    routes.push({ method, path, permission });
    api.route({
      method,
      url: path,
      schema: { tags, ...schema },
      // Who asks is settled before anything of the request is even validated.
      onRequest: async (req) => {
        const operator = await s.operators.authenticate(tokenOf(req));
        if (permission !== null && !operator.permissions.has(permission))
          throw new AppError('PERMISSION_DENIED', { permission });
        callers.set(req, operator);
      },
      handler: async (req) => {
        const operator = callers.get(req);
        if (!operator) throw new AppError('OPERATOR_SESSION_INVALID');
        const result = await handler(req, operator);
        if (audit) {
          const { target, detail } = audit.of(req, result);
          await s.audit.record({
            operatorId: operator.row.id,
            action: audit.action,
            target,
            detail: detail ?? {},
            ip: req.ip,
          });
        }
        return ok(result ?? null);
      },
    });
  }
  const params = (req: FastifyRequest) => req.params as z.output<typeof idParams>;
  const body = <T extends z.ZodType>(req: FastifyRequest, _schema: T) => req.body as z.output<T>;
  const query = <T extends z.ZodType>(req: FastifyRequest, _schema: T) => req.query as z.output<T>;
  const target = (kind: string) => (req: FastifyRequest) => ({
    target: `${kind}:${params(req).id}`,
  });

  // Sign-in: password and authenticator code, then a console token.
  api.post(
    ADMIN_PATHS.login,
    {
      schema: {
        tags,
        summary: 'Operator sign-in (password and authenticator code)',
        body: operatorLoginBody,
        response: { 200: envelope(operatorSessionSchema) },
      },
    },
    async (req) => {
      const session = await s.operators.login(req.body, req.ip);
      await s.audit.record({
        operatorId: session.operator.id,
        action: 'auth.login',
        target: `operator:${session.operator.id}`,
        detail: {},
        ip: req.ip,
      });
      return ok(session);
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.logout,
    null,
    { summary: 'End this console session', response: { 200: envelope(z.null()) } },
    async (req) => {
      await s.operators.logout(tokenOf(req));
      return null;
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.me,
    null,
    {
      summary: 'The signed-in operator and their permissions',
      response: { 200: envelope(operatorSchema) },
    },
    async (_req, op) => s.operators.view(op.row),
  );
  secured(
    'GET',
    ADMIN_PATHS.permissions,
    null,
    {
      summary: 'Every permission a role can hold',
      response: { 200: envelope(z.array(z.string())) },
    },
    async () => [...PERMISSIONS],
  );

  // Operators and roles.
  secured(
    'GET',
    ADMIN_PATHS.operators,
    'operators.manage',
    { response: { 200: envelope(z.array(operatorSchema)) } },
    () => s.operators.list(),
  );
  secured(
    'POST',
    ADMIN_PATHS.operators,
    'operators.manage',
    {
      summary: 'Create an operator; the authenticator secret is shown once',
      body: createOperatorBody,
      response: { 200: envelope(createdOperatorSchema) },
    },
    (req, op) => s.operators.create(op, body(req, createOperatorBody)),
    {
      action: 'operator.create',
      of: (_req, r) => {
        const c = r as { operator: { id: number; username: string; role: { name: string } } };
        return {
          target: `operator:${c.operator.id}`,
          detail: { username: c.operator.username, role: c.operator.role.name },
        };
      },
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.operatorRole,
    'operators.manage',
    { params: idParams, body: operatorRoleBody, response: { 200: envelope(operatorSchema) } },
    (req, op) => s.operators.setRole(op, params(req).id, body(req, operatorRoleBody).roleId),
    {
      action: 'operator.role',
      of: (req) => ({
        ...target('operator')(req),
        detail: { roleId: body(req, operatorRoleBody).roleId },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.operatorStatus,
    'operators.manage',
    { params: idParams, body: operatorStatusBody, response: { 200: envelope(operatorSchema) } },
    (req, op) => s.operators.setStatus(op, params(req).id, body(req, operatorStatusBody).status),
    {
      action: 'operator.status',
      of: (req) => ({
        ...target('operator')(req),
        detail: { status: body(req, operatorStatusBody).status },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.roles,
    'operators.manage',
    { response: { 200: envelope(z.array(roleSchema)) } },
    () => s.operators.roles(),
  );
  secured(
    'POST',
    ADMIN_PATHS.roles,
    'operators.manage',
    { body: roleBody, response: { 200: envelope(roleSchema) } },
    (req) => {
      const b = body(req, roleBody);
      return s.operators.saveRole(null, b.name, b.permissions);
    },
    {
      action: 'role.create',
      of: (req, r) => ({ target: `role:${(r as { id: number }).id}`, detail: body(req, roleBody) }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.role,
    'operators.manage',
    { params: idParams, body: roleBody, response: { 200: envelope(roleSchema) } },
    (req) => {
      const b = body(req, roleBody);
      return s.operators.saveRole(params(req).id, b.name, b.permissions);
    },
    {
      action: 'role.update',
      of: (req) => ({ ...target('role')(req), detail: body(req, roleBody) }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.roleDelete,
    'operators.manage',
    { params: idParams, response: { 200: envelope(z.null()) } },
    async (req) => {
      await s.operators.deleteRole(params(req).id);
      return null;
    },
    { action: 'role.delete', of: target('role') },
  );
  secured(
    'GET',
    ADMIN_PATHS.audit,
    'audit.read',
    { querystring: auditQuery, response: { 200: envelope(auditPageSchema) } },
    (req) => s.audit.search(query(req, auditQuery)),
  );

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
    (req) => s.users.setStatus(params(req).id, body(req, userStatusBody).status),
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
    async (req) => {
      await s.users.decideReset(params(req).id, true);
      return null;
    },
    { action: 'reset.approve', of: target('reset') },
  );
  secured(
    'POST',
    ADMIN_PATHS.resetReject,
    'users.security',
    { params: idParams, body: reasonBody, response: { 200: envelope(z.null()) } },
    async (req) => {
      await s.users.decideReset(params(req).id, false);
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
      return s.withdrawals.queue(q.status, q.pageNo, q.pageSize);
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.withdrawalApprove,
    'withdrawals.review',
    { params: idParams, response: { 200: envelope(withdrawalSchema) } },
    (req) => s.reviewWithdrawal(params(req).id, null),
    { action: 'withdrawal.approve', of: target('withdrawal') },
  );
  secured(
    'POST',
    ADMIN_PATHS.withdrawalReject,
    'withdrawals.review',
    { params: idParams, body: reasonBody, response: { 200: envelope(withdrawalSchema) } },
    (req) => s.reviewWithdrawal(params(req).id, body(req, reasonBody).reason),
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
    (req) => {
      const q = query(req, depositQueueQuery);
      return s.deposits.queue(q.status, q.pageNo, q.pageSize);
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
        'Ask for a manual deposit (credit) or a correction (debit); a second operator approves',
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
  return routes;
}
