import {
  PATHS,
  apiKeyIdBody,
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyBody,
  createdApiKeySchema,
  envelope,
  updateApiKeyBody,
} from '@exchange/contracts';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import { requestContext, type UserRow } from '../account/index.js';
import type { Keys } from './keys.service.js';

const tags = ['api keys'];

/**
 * API management in the security centre. A session is needed, a demo one
 * refused (bots trade the live account). Creating, enabling and loosening
 * a key need a step-up token from `/safeVerify`.
 */
export function registerKeyRoutes(api: Api, deps: { keys: Keys }): void {
  const { keys } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const config = session('refuse');

  api.get(
    PATHS.apiKeys,
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s API keys',
        response: { 200: envelope(apiKeyListSchema) },
      },
    },
    async (req) => ok(await keys.list(user(req).id)),
  );
  api.post(
    PATHS.apiKeyCreate,
    {
      config,
      schema: {
        tags,
        summary:
          'Creates an API key (HMAC: the secret is in this answer only; Ed25519: the public key given)',
        body: createApiKeyBody,
        response: { 200: envelope(createdApiKeySchema) },
      },
    },
    async (req) => ok(await keys.create(user(req).id, req.body, requestContext(req))),
  );
  api.post(
    PATHS.apiKeyUpdate,
    {
      config,
      schema: {
        tags,
        summary: 'Relabels a key, or changes its scopes or IP allowlist (step-up)',
        body: updateApiKeyBody,
        response: { 200: envelope(apiKeySchema) },
      },
    },
    async (req) => ok(await keys.update(user(req).id, req.body, requestContext(req))),
  );
  api.post(
    PATHS.apiKeyDisable,
    {
      config,
      schema: {
        tags,
        summary: 'Stops a key at once; it stays listed',
        body: apiKeyIdBody,
        response: { 200: envelope(apiKeySchema) },
      },
    },
    async (req) => ok(await keys.disable(user(req).id, req.body.id, requestContext(req))),
  );
  api.post(
    PATHS.apiKeyEnable,
    {
      config,
      schema: {
        tags,
        summary: 'Enables a disabled key again (step-up)',
        body: apiKeyIdBody,
        response: { 200: envelope(apiKeySchema) },
      },
    },
    async (req) =>
      ok(await keys.enable(user(req).id, req.body.id, req.body.stepUpToken, requestContext(req))),
  );
  api.post(
    PATHS.apiKeyDelete,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes a key',
        body: apiKeyIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await keys.remove(user(req).id, req.body.id, requestContext(req));
      return ok(null);
    },
  );
}
