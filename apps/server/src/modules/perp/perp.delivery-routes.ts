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
import type { AccountService } from '../account/index.js';
import type { PerpService } from './perp.service.js';

const tags = ['delivery'];

/**
 * The spec's two delivery calls. A delivery series (BTCUSDT-5M, BTCUSDT-Q)
 * trades like a perpetual on its own book; its entrusts, positions, fills,
 * cancels and closes use the `/contract/wallet/` routes by id.
 */
export function registerDeliveryRoutes(
  api: Api,
  deps: { perp: PerpService; accounts: AccountService },
): void {
  const { perp, accounts } = deps;
  const userId = async (token: string | undefined) => (await accounts.authenticate(token)).id;

  api.get(
    PATHS.deliveryConfig,
    {
      schema: {
        tags,
        summary: 'Delivery series: rules, current expiry, settlement window and last settlement',
        querystring: deliveryConfigQuery,
        response: { 200: envelope(perpConfigReplySchema) },
      },
    },
    async (req) => {
      const symbol = req.query.symbol ?? null;
      const list = perp.config({ symbol, contractType: null }, 'delivery');
      return ok(symbol !== null && list[0] ? list[0] : list);
    },
  );

  const summary = 'Open or close on a delivery series, by limit or market, in lots';
  const response = { 200: envelope(perpOrderSchema) };
  api.get(
    PATHS.deliveryOrder,
    { schema: { tags, summary, querystring: perpPlaceOrderBody, response } },
    async (req) => ok(await perp.place(await userId(req.authToken), req.query, 'delivery')),
  );
  api.post(
    PATHS.deliveryOrder,
    { schema: { tags, summary, body: perpPlaceOrderBody, response } },
    async (req) => ok(await perp.place(await userId(req.authToken), req.body, 'delivery')),
  );
}
