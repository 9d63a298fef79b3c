import {
  PATHS,
  activitiesSchema,
  activityJoinBody,
  activitySchema,
  envelope,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Activities } from './activity.service.js';

const tags = ['promotions'];

/** Activities' routes: a session, and never a demo one (demo accounts earn nothing real). */
export function registerActivityRoutes(api: Api, deps: { activities: Activities }): void {
  const { activities } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.get(
    PATHS.activities,
    {
      config: access,
      schema: {
        tags,
        summary: 'Activities running or ended in the last 30 days, each with the caller’s state',
        response: { 200: envelope(activitiesSchema) },
      },
    },
    async (req) => ok(await activities.list(user(req).id, req.locale)),
  );
  api.post(
    PATHS.activityJoin,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Join an activity; a claim activity pays at once, one reward per user and per wallet address',
        body: activityJoinBody,
        response: { 200: envelope(activitySchema) },
      },
    },
    async (req) => ok(await activities.join(user(req).id, req.body, req.locale)),
  );
}
