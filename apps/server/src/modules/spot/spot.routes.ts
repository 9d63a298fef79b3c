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
  placeStopBody,
  spotOrderSchema,
  spotStopSchema,
  stopIdBody,
  stopListQuery,
  stopPageSchema,
  userTradePageSchema,
} from '@exchange/contracts';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session, type ByVenue } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import type { SpotService } from './spot.service.js';

const tags = ['spot'];

/** Spot order entry and the user's orders and fills. Every route needs a session and runs in the caller's venue. */
export function registerSpotRoutes(api: Api, deps: { spot: ByVenue<SpotService> }): void {
  const userId = (req: FastifyRequest) => callerOf(req).user.id;
  /** The caller's venue's spot: a demo account trades on the demo venue. */
  const spot = (req: FastifyRequest) => deps.spot(callerOf(req).venue);

  api.post(
    PATHS.orderPlace,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          'Place a limit or market order; answered once durable and matched. Idempotent by clientOrderId',
        body: placeOrderBody,
        response: { 200: envelope(spotOrderSchema) },
      },
    },
    async (req) => ok(await spot(req).place(userId(req), req.body)),
  );

  api.post(
    PATHS.orderCancel,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Cancel one resting order',
        body: orderIdBody,
        response: { 200: envelope(spotOrderSchema) },
      },
    },
    async (req) => ok(await spot(req).cancel(userId(req), req.body.orderId)),
  );

  api.post(
    PATHS.orderCancelAll,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Cancel every resting order, in one market or all',
        body: cancelAllBody,
        response: { 200: envelope(cancelAllResultSchema) },
      },
    },
    async (req) => ok({ cancelled: await spot(req).cancelAll(userId(req), req.body.symbol) }),
  );

  api.post(
    PATHS.stopPlace,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          'Place a conditional order (stop-limit, stop-market, trailing stop or OCO); its funds are held until it triggers. Idempotent by clientOrderId',
        body: placeStopBody,
        response: { 200: envelope(spotStopSchema) },
      },
    },
    async (req) => ok(await spot(req).stops.place(userId(req), req.body)),
  );

  api.post(
    PATHS.stopCancel,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          'Cancel a waiting conditional order (an OCO with its limit order); its hold is released',
        body: stopIdBody,
        response: { 200: envelope(spotStopSchema) },
      },
    },
    async (req) => ok(await spot(req).stops.cancel(userId(req), req.body.stopId)),
  );

  for (const [path, open] of [
    [PATHS.stopsCurrent, true],
    [PATHS.stopsHistory, false],
  ] as const) {
    api.get(
      path,
      {
        config: session('venue'),
        schema: {
          tags,
          summary: open
            ? 'Waiting conditional orders, newest first'
            : 'Triggered, cancelled and rejected conditional orders, newest first',
          querystring: stopListQuery,
          response: { 200: envelope(stopPageSchema) },
        },
      },
      async (req) =>
        ok(
          await spot(req).stops.list(
            userId(req),
            { ...(req.query.symbol ? { symbol: req.query.symbol } : {}), open },
            req.query.pageNo,
            req.query.pageSize,
          ),
        ),
    );
  }

  for (const [path, open] of [
    [PATHS.ordersCurrent, true],
    [PATHS.ordersHistory, false],
  ] as const) {
    api.get(
      path,
      {
        config: session('venue'),
        schema: {
          tags,
          summary: open ? 'Open orders, newest first' : 'Finished orders, newest first',
          querystring: orderListQuery,
          response: { 200: envelope(orderPageSchema) },
        },
      },
      async (req) =>
        ok(
          await spot(req).orders(
            userId(req),
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
      config: session('venue'),
      schema: {
        tags,
        summary: 'One order with its fills',
        querystring: orderDetailQuery,
        response: { 200: envelope(orderDetailSchema) },
      },
    },
    async (req) => ok(await spot(req).detail(userId(req), req.query.orderId)),
  );

  api.get(
    PATHS.userTrades,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: "The caller's fills, newest first",
        querystring: orderListQuery,
        response: { 200: envelope(userTradePageSchema) },
      },
    },
    async (req) =>
      ok(
        await spot(req).trades(userId(req), req.query.symbol, req.query.pageNo, req.query.pageSize),
      ),
  );
}
