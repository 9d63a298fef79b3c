import {
  PATHS,
  envelope,
  paymentMethodBody,
  paymentMethodIdBody,
  paymentMethodSchema,
  paymentTypeSchema,
  p2pCoinSchema,
  type P2pCoin,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Payments } from './p2p.payments.js';

const tags = ['p2p'];

/**
 * The P2P coins (public) and the payment method routes. The spec calls
 * the lists by GET or POST, so both are served. Payment methods belong to
 * the real account: a demo session is refused.
 */
export function registerP2pRoutes(
  api: Api,
  deps: { payments: Payments; coins: () => Promise<P2pCoin[]> },
): void {
  const { payments } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  for (const method of ['GET', 'POST'] as const) {
    api.route({
      method,
      url: PATHS.p2pCoins,
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The coins peer-to-peer ads may trade',
        response: { 200: envelope(z.array(p2pCoinSchema)) },
      },
      handler: async () => ok(await deps.coins()),
    });
    api.route({
      method,
      url: PATHS.paymentTypes,
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The payment types a user may add, what each needs, and its risk class',
        response: { 200: envelope(z.array(paymentTypeSchema)) },
      },
      handler: async () => ok(await payments.types()),
    });
    api.route({
      method,
      url: PATHS.paymentMethods,
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The caller’s payment methods',
        response: { 200: envelope(z.array(paymentMethodSchema)) },
      },
      handler: async (req) => ok(await payments.list(user(req))),
    });
  }
  api.post(
    PATHS.paymentMethodSave,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Add a payment method, or change one (with its id); the name is the verified one',
        body: paymentMethodBody,
        response: { 200: envelope(paymentMethodSchema) },
      },
    },
    async (req) => ok(await payments.save(user(req), req.body)),
  );
  api.post(
    PATHS.paymentMethodDelete,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Delete a payment method (orders that named it keep it)',
        body: paymentMethodIdBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await payments.remove(user(req), req.body.id);
      return ok(null);
    },
  );
}
