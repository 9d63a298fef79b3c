import {
  PATHS,
  advertiserProfileSchema,
  advertiserQuery,
  envelope,
  notificationSettingsSchema,
  orderReviewBody,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Notify } from './p2p.notify.js';
import type { People } from './p2p.people.js';

const tags = ['p2p'];

/** Reviews, advertiser profiles (public) and the caller's P2P notification settings. */
export function registerPeopleRoutes(api: Api, deps: { people: People; notify: Notify }): void {
  const { people, notify } = deps;
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
  api.get(
    PATHS.p2pNotifications,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Which P2P events reach the caller, in the app and by email and SMS',
        response: { 200: envelope(notificationSettingsSchema) },
      },
    },
    async (req) => {
      const { locale: _locale, ...settings } = await notify.settingsOf(user(req).id);
      return ok(settings);
    },
  );
  api.post(
    PATHS.p2pNotifications,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Set the caller’s P2P notifications; email and SMS come in the language of this request',
        body: notificationSettingsSchema,
        response: { 200: envelope(notificationSettingsSchema) },
      },
    },
    async (req) => ok(await notify.save(user(req).id, req.body, req.locale)),
  );
}
