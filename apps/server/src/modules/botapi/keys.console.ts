import {
  ADMIN_PATHS,
  adminApiKeyQuery,
  adminApiKeySchema,
  apiKeyAbuseSchema,
  envelope,
  id,
} from '@exchange/contracts';
import { z } from 'zod';
import type { Secured } from '../admin/index.js';
import type { KeyAbuse } from './keys.abuse.js';
import type { Keys } from './keys.service.js';

const idParams = z.object({ id: id() });

/**
 * The console's view of bot API keys (users.read): every user's keys with
 * their refusals, and the abuse seen in the last day; an operator stops a
 * key at once (users.security, audited, in the owner's security log).
 */
export function registerKeyConsole(k: Secured, deps: { keys: Keys; abuse: KeyAbuse }): void {
  const { secured, query, params } = k;
  secured(
    'GET',
    ADMIN_PATHS.apiKeys,
    'users.read',
    { querystring: adminApiKeyQuery, response: { 200: envelope(z.array(adminApiKeySchema)) } },
    async (req) => deps.abuse.list(query(req, adminApiKeyQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.apiKeyAbuse,
    'users.read',
    { response: { 200: envelope(apiKeyAbuseSchema) } },
    async () => deps.abuse.abuse(),
  );
  secured(
    'POST',
    ADMIN_PATHS.apiKeyDisable,
    'users.security',
    { params: idParams, response: { 200: envelope(adminApiKeySchema) } },
    async (req, operator) => {
      const keyId = params(req).id;
      await deps.keys.disableAny(keyId, {
        ip: req.ip,
        userAgent: `operator ${operator.row.username}`,
        locale: 'en_US',
      });
      return deps.abuse.one(keyId);
    },
    {
      action: 'api_key.disable',
      of: (req) => ({ target: `api_key:${params(req).id}`, detail: {} }),
    },
  );
}
