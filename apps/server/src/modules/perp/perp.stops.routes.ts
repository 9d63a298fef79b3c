import {
  envelope,
  PATHS,
  perpStopBody,
  perpStopIdBody,
  perpStopListQuery,
  perpStopPageSchema,
  perpStopSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session, type ByVenue } from '../../http/user-routes.js';
import type { PerpService } from './perp.service.js';

const tags = ['perpetual'];

/** Contract conditional orders (`perp.stops.ts`): place, cancel, and the waiting and finished lists. */
export function registerPerpStopRoutes(api: Api, deps: { perp: ByVenue<PerpService> }): void {
  const userId = (req: FastifyRequest) => callerOf(req).user.id;
  const stops = (req: FastifyRequest) => deps.perp(callerOf(req).venue).stops;

  api.post(
    PATHS.perpStopPlace,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          'Place a contract order to be sent when the mark or last price reaches a trigger (or a trailing stop); nothing is held until then. Idempotent by clientOrderId',
        body: perpStopBody,
        response: { 200: envelope(perpStopSchema) },
      },
    },
    async (req) => ok(await stops(req).place(userId(req), req.body)),
  );

  api.post(
    PATHS.perpStopCancel,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Cancel a waiting contract conditional order',
        body: perpStopIdBody,
        response: { 200: envelope(perpStopSchema) },
      },
    },
    async (req) => ok(await stops(req).cancel(userId(req), req.body.stopId)),
  );

  for (const [path, open] of [
    [PATHS.perpStopsCurrent, true],
    [PATHS.perpStopsHistory, false],
  ] as const)
    api.get(
      path,
      {
        config: session('venue'),
        schema: {
          tags,
          summary: open
            ? 'Waiting contract conditional orders, newest first'
            : 'Triggered, cancelled and rejected contract conditional orders, newest first',
          querystring: perpStopListQuery,
          response: { 200: envelope(perpStopPageSchema) },
        },
      },
      async (req) =>
        ok(
          await stops(req).list(
            userId(req),
            { ...(req.query.symbol ? { symbol: req.query.symbol } : {}), open },
            req.query.pageNo,
            req.query.pageSize,
          ),
        ),
    );
}
