import {
  PATHS,
  alertCreateBody,
  alertDeletedSchema,
  alertHistoryDeleteBody,
  alertIdBody,
  alertListQuery,
  alertListSchema,
  envelope,
  priceAlertSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { Alerts } from './alerts.service.js';

const tags = ['alerts'];

/**
 * The caller's price alerts. A session is needed; a demo one is refused
 * (alerts are told through the notification centre, which is the real
 * account's).
 */
export function registerAlertRoutes(api: Api, alerts: Alerts): void {
  const userId = (req: FastifyRequest) => callerOf(req).user.id;
  const config = session('refuse');

  api.get(
    PATHS.alerts,
    {
      config,
      schema: {
        tags,
        summary: 'The caller’s active price alerts, or the fired and cancelled ones, newest first',
        querystring: alertListQuery,
        response: { 200: envelope(alertListSchema) },
      },
    },
    async (req) => ok(await alerts.list(userId(req), req.query)),
  );
  api.post(
    PATHS.alertCreate,
    {
      config,
      schema: {
        tags,
        summary:
          'Sets a price alert: the last price rises to or falls to a price, or moves up or down by a percentage from now',
        body: alertCreateBody,
        response: { 200: envelope(priceAlertSchema) },
      },
    },
    async (req) => ok(await alerts.create(userId(req), req.body)),
  );
  api.post(
    PATHS.alertCancel,
    {
      config,
      schema: {
        tags,
        summary: 'Cancels one of the caller’s active price alerts',
        body: alertIdBody,
        response: { 200: envelope(priceAlertSchema) },
      },
    },
    async (req) => ok(await alerts.cancel(userId(req), req.body.id)),
  );
  api.post(
    PATHS.alertHistoryDelete,
    {
      config,
      schema: {
        tags,
        summary: 'Deletes one fired or cancelled price alert of the caller’s, or all of them',
        body: alertHistoryDeleteBody,
        response: { 200: envelope(alertDeletedSchema) },
      },
    },
    async (req) => ok({ deleted: await alerts.deleteHistory(userId(req), req.body.id) }),
  );
}
