import {
  PATHS,
  cancelAllBody,
  cancelAllResultSchema,
  envelope,
  orderDetailQuery,
  orderDetailSchema,
  orderIdBody,
  orderListQuery,
  orderPageSchema,
  placeOrderBody,
  spotOrderSchema,
  userTradePageSchema,
} from '@exchange/contracts';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import type { AccountService } from '../account/index.js';
import type { SpotService } from './spot.service.js';

const tags = ['spot'];

/** Spot order entry and the user's orders and fills. Every route needs a session. */
export function registerSpotRoutes(
  api: Api,
  deps: { spot: SpotService; accounts: AccountService },
): void {
  const { spot, accounts } = deps;
  const userId = async (token: string | undefined) => (await accounts.authenticate(token)).id;

  api.post(
    PATHS.orderPlace,
    {
      schema: {
        tags,
        summary:
          'Place a limit or market order; answered once durable and matched. Idempotent by clientOrderId',
        body: placeOrderBody,
        response: { 200: envelope(spotOrderSchema) },
      },
    },
    async (req) => ok(await spot.place(await userId(req.authToken), req.body)),
  );

  api.post(
    PATHS.orderCancel,
    {
      schema: {
        tags,
        summary: 'Cancel one resting order',
        body: orderIdBody,
        response: { 200: envelope(spotOrderSchema) },
      },
    },
    async (req) => ok(await spot.cancel(await userId(req.authToken), req.body.orderId)),
  );

  api.post(
    PATHS.orderCancelAll,
    {
      schema: {
        tags,
        summary: 'Cancel every resting order, in one market or all',
        body: cancelAllBody,
        response: { 200: envelope(cancelAllResultSchema) },
      },
    },
    async (req) =>
      ok({ cancelled: await spot.cancelAll(await userId(req.authToken), req.body.symbol) }),
  );

  for (const [path, open] of [
    [PATHS.ordersCurrent, true],
    [PATHS.ordersHistory, false],
  ] as const) {
    api.get(
      path,
      {
        schema: {
          tags,
          summary: open ? 'Open orders, newest first' : 'Finished orders, newest first',
          querystring: orderListQuery,
          response: { 200: envelope(orderPageSchema) },
        },
      },
      async (req) =>
        ok(
          await spot.orders(
            await userId(req.authToken),
            { ...(req.query.symbol ? { symbol: req.query.symbol } : {}), open },
            req.query.pageNo,
            req.query.pageSize,
          ),
        ),
    );
  }

  api.get(
    PATHS.orderDetail,
    {
      schema: {
        tags,
        summary: 'One order with its fills',
        querystring: orderDetailQuery,
        response: { 200: envelope(orderDetailSchema) },
      },
    },
    async (req) => ok(await spot.detail(await userId(req.authToken), req.query.orderId)),
  );

  api.get(
    PATHS.userTrades,
    {
      schema: {
        tags,
        summary: "The caller's fills, newest first",
        querystring: orderListQuery,
        response: { 200: envelope(userTradePageSchema) },
      },
    },
    async (req) =>
      ok(
        await spot.trades(
          await userId(req.authToken),
          req.query.symbol,
          req.query.pageNo,
          req.query.pageSize,
        ),
      ),
  );
}
