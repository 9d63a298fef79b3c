import {
  ADMIN_PATHS,
  PERMISSIONS,
  auditPageSchema,
  auditQuery,
  createOperatorBody,
  createdOperatorSchema,
  envelope,
  operatorLoginBody,
  operatorRoleBody,
  operatorSchema,
  operatorSessionSchema,
  operatorStatusBody,
  roleBody,
  roleSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { registerConfigRoutes } from './admin.config-routes.js';
import { registerMarketRoutes } from './admin.market-routes.js';
import { registerMoneyRoutes } from './admin.money-routes.js';
import type { AdminServices } from './admin.module.js';
import { createSecured, idParams, tags, type ConsoleRoute, type Secured } from './admin.secure.js';

/**
 * The console API under /admin-api: sign-in, operators, roles and the
 * audit log here; users and money in `admin.money-routes.ts`.
 */
export function registerAdminRoutes(
  api: Api,
  s: AdminServices,
  moduleRoutes: readonly ((secured: Secured) => void)[] = [],
): ConsoleRoute[] {
  const k = createSecured(api, s);
  const { secured, routes, tokenOf, params, body, query, target } = k;
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

  registerMoneyRoutes(k, s);
  registerConfigRoutes(k, s);
  registerMarketRoutes(k, s.markets);
  // Modules' own console sections (content, currencies, ...), declared the same way.
  for (const register of moduleRoutes) register(k);
  return routes;
}
