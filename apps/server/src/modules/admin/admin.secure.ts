import { ADMIN_TOKEN_HEADER, id, type Permission } from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { registerMultipart } from '../files/index.js';
import type { AdminServices } from './admin.module.js';
import type { Operator } from './admin.operators.js';

export const tags = ['operator console'];
export const idParams = z.object({ id: id() });

/** One console route: the permission it needs (null: any signed-in operator). */
export interface ConsoleRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly permission: Permission | null;
}

/**
 * Writes the route's audit entry inside the action's own transaction: a
 * handler whose change spans several writes passes it to the service, so
 * the change and its entry commit together or not at all. Handlers that do
 * not use it get the entry written after they succeed.
 */
export type AuditWithin = (trx: Kysely<unknown>) => Promise<void>;

type Handler = (req: FastifyRequest, operator: Operator, within: AuditWithin) => Promise<unknown>;

/**
 * A handler's answer that is a file (an identity document's image), sent
 * as its bytes instead of the envelope: never cached, never sniffed,
 * shown inline only as the image it is.
 */
export class FileReply {
  constructor(
    readonly bytes: Buffer,
    readonly contentType: string,
  ) {}
}
type Audited = (
  req: FastifyRequest,
  result: unknown,
) => { target: string; detail?: Record<string, unknown> };

/**
 * How every console route but sign-in is declared: `secured` authenticates
 * the console token (never a user's) and checks the route's permission
 * before the request is even validated, runs the handler and, for changes,
 * appends the audit entry. `routes` lists them all, so the tests can walk
 * every one.
 */
export function createSecured(api: Api, s: AdminServices) {
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
    limits?: { bodyLimitBytes?: number; multipart?: boolean },
  ) {
    routes.push({ method, path, permission });
    const declare = (scope: Api) =>
      scope.route({
        method,
        url: path,
        schema: { tags, ...schema },
        ...(limits?.bodyLimitBytes ? { bodyLimit: limits.bodyLimitBytes } : {}),
        // Who asks is settled before anything of the request is even validated.
        onRequest: async (req) => {
          const operator = await s.operators.authenticate(tokenOf(req));
          if (permission !== null && !operator.permissions.has(permission))
            throw new AppError('PERMISSION_DENIED', { permission });
          callers.set(req, operator);
        },
        handler: async (req, reply) => {
          const operator = callers.get(req);
          if (!operator) throw new AppError('OPERATOR_SESSION_INVALID');
          const entry = (result: unknown) => {
            if (!audit) throw new Error(`${method} ${path} is not audited`);
            const { target, detail } = audit.of(req, result);
            return {
              operatorId: operator.row.id,
              action: audit.action,
              target,
              detail: detail ?? {},
              ip: req.ip,
            };
          };
          let recorded = false;
          const within: AuditWithin = async (trx) => {
            await s.audit.record(entry(undefined), trx);
            recorded = true;
          };
          const result = await handler(req, operator, within);
          if (audit && !recorded) await s.audit.record(entry(result));
          if (result instanceof FileReply)
            return reply
              .header('content-type', result.contentType)
              .header('cache-control', 'no-store')
              .header('x-content-type-options', 'nosniff')
              .header('content-disposition', 'inline')
              .send(result.bytes);
          return ok(result ?? null);
        },
      });
    // An upload (a support agent's chat image) parses multipart in a scope of its own.
    if (limits?.multipart)
      void api.register(async (scope: Api) => {
        await registerMultipart(scope);
        declare(scope);
      });
    else declare(api);
  }
  const params = (req: FastifyRequest) => req.params as z.output<typeof idParams>;
  const body = <T extends z.ZodType>(req: FastifyRequest, _schema: T) => req.body as z.output<T>;
  const query = <T extends z.ZodType>(req: FastifyRequest, _schema: T) => req.query as z.output<T>;
  const target = (kind: string) => (req: FastifyRequest) => ({
    target: `${kind}:${params(req).id}`,
  });

  /** Operators' names by id, for a module's records of who decided what. */
  const operatorNames = async (ids: readonly number[]): Promise<Map<number, string>> => {
    const wanted = new Set(ids);
    const all = wanted.size === 0 ? [] : await s.operators.list();
    return new Map(all.filter((o) => wanted.has(o.id)).map((o) => [o.id, o.username]));
  };

  /** Active operators holding a permission (say, the support agents), by id and name. */
  const operatorsWith = async (
    permission: Permission,
  ): Promise<{ id: number; username: string }[]> =>
    (await s.operators.list())
      .filter((o) => o.status === 'active' && o.permissions.includes(permission))
      .map((o) => ({ id: o.id, username: o.username }));

  return { secured, routes, tokenOf, params, body, query, target, operatorNames, operatorsWith };
}

export type Secured = ReturnType<typeof createSecured>;
