import {
  PATHS,
  advertiserProfileSchema,
  advertiserQuery,
  envelope,
  orderReviewBody,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { People } from './p2p.people.js';

const tags = ['p2p'];

/** Reviews, advertiser profiles (public) and the caller's P2P notification settings. */
export function registerPeopleRoutes(api: Api, deps: { people: People }): void {
  const { people } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  api.post(
    PATHS.p2pOrderReview,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Review the counterpart of a completed order (once)',
        body: orderReviewBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await people.review(user(req), req.body);
      return ok(null);
    },
  );
  for (const method of ['GET', 'POST'] as const)
    api.route({
      method,
      url: PATHS.p2pAdvertiser,
      config: PUBLIC,
      schema: {
        tags,
        summary: 'An advertiser’s statistics, reviews and listed ads',
        [method === 'GET' ? 'querystring' : 'body']: advertiserQuery,
        response: { 200: envelope(advertiserProfileSchema) },
      },
      handler: async (req) => {
        const { userId } = (method === 'GET' ? req.query : req.body) as z.output<
          typeof advertiserQuery
        >;
        return ok(await people.profile(userId));
      },
    });
}
