import {
  PATHS,
  deliveryConfigQuery,
  envelope,
  perpConfigReplySchema,
  perpOrderSchema,
  perpPlaceOrderBody,
} from '@exchange/contracts';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session, type ByVenue } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import type { PerpService } from './perp.service.js';

const tags = ['delivery'];

/**
 * The spec's two delivery calls. A delivery series (BTCUSDT-5M, BTCUSDT-Q)
 * trades like a perpetual on its own book; its entrusts, positions, fills,
 * cancels and closes use the `/contract/wallet/` routes by id.
 */
export function registerDeliveryRoutes(api: Api, deps: { perp: ByVenue<PerpService> }): void {
  const userId = (req: FastifyRequest) => callerOf(req).user.id;
  /** The caller's venue's contracts: a demo account trades on the demo venue. */
  const perp = (req: FastifyRequest) => deps.perp(callerOf(req).venue);
  /** Contract rules are the same in both venues (the demo venue copies the live listing). */
  const listed = deps.perp('live');

  api.get(
    PATHS.deliveryConfig,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Delivery series: rules, current expiry, settlement window and last settlement',
        querystring: deliveryConfigQuery,
        response: { 200: envelope(perpConfigReplySchema) },
      },
    },
    async (req) => {
      const symbol = req.query.symbol ?? null;
      const list = listed.config({ symbol, contractType: null }, 'delivery');
      return ok(symbol !== null && list[0] ? list[0] : list);
    },
  );

  const summary = 'Open or close on a delivery series, by limit or market, in lots';
  const response = { 200: envelope(perpOrderSchema) };
  api.get(
    PATHS.deliveryOrder,
    {
      config: session('venue'),
      schema: { tags, summary, querystring: perpPlaceOrderBody, response },
    },
    async (req) => ok(await perp(req).place(userId(req), req.query, 'delivery')),
  );
  api.post(
    PATHS.deliveryOrder,
    { config: session('venue'), schema: { tags, summary, body: perpPlaceOrderBody, response } },
    async (req) => ok(await perp(req).place(userId(req), req.body, 'delivery')),
  );
}
