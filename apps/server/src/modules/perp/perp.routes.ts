import {
  PATHS,
  cancelAllResultSchema,
  envelope,
  perpBulkQuery,
  perpCloseAllResultSchema,
  perpConfigQuery,
  perpConfigReplySchema,
  perpFillIdQuery,
  perpFillListQuery,
  perpFillListSchema,
  perpFillPageSchema,
  perpFillSchema,
  perpLeverageQuery,
  perpLeverageSchema,
  perpMarginModeQuery,
  perpMarginModeSchema,
  perpSetMarginModeBody,
  perpModifyPresetQuery,
  perpOrderFillsQuery,
  perpOrderIdQuery,
  perpOrderListQuery,
  perpOrderListSchema,
  perpOrderSchema,
  perpPlaceOrderBody,
  perpPositionIdQuery,
  perpPositionSchema,
  perpProfitLossQuery,
  perpProfitLossSchema,
  type PerpOrderList,
} from '@exchange/contracts';
import type { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session, type ByVenue } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import { registerDeliveryRoutes } from './perp.delivery-routes.js';
import { registerPerpStopRoutes } from './perp.stops.routes.js';
import type { PerpService } from './perp.service.js';

const tags = ['perpetual'];

type LooseRoute = (
  path: string,
  options: { config: object; schema: object },
  handler: (req: FastifyRequest) => Promise<unknown>,
) => void;

/**
 * The spec's perpetual-contract routes, all GET (placement also takes a POST
 * body), and the delivery series' two. Configuration and leverage are
 * public; the rest need a session and run in the caller's venue.
 */
export function registerPerpRoutes(api: Api, deps: { perp: ByVenue<PerpService> }): void {
  const userId = (req: FastifyRequest) => callerOf(req).user.id;
  /** The caller's venue's contracts: a demo account trades on the demo venue. */
  const perp = (req: FastifyRequest) => deps.perp(callerOf(req).venue);
  /** Contract rules are the same in both venues (the demo venue copies the live listing). */
  const listed = deps.perp('live');
  registerDeliveryRoutes(api, deps);
  registerPerpStopRoutes(api, deps);
  /**
   * A write at the spec's GET path (query parameters) and, for our clients
   * (DESIGN.md section 5: state changes are POSTs), the same path as POST
   * with the same fields in a JSON body.
   */
  function write<S extends z.ZodType, R extends z.ZodType>(
    path: string,
    summary: string,
    input: S,
    reply: R,
    handle: (perp: PerpService, userId: number, input: z.output<S>) => Promise<z.input<R>>,
  ): void {
    const response = { 200: envelope(reply) };
    // Generic schemas defeat the type provider's inference; the schemas
    // still validate the input and serialise the reply at run time.
    const routes = api as unknown as Record<'get' | 'post', LooseRoute>;
    const config = session('venue');
    routes.get(
      path,
      { config, schema: { tags, summary, querystring: input, response } },
      async (req) => ok(await handle(perp(req), userId(req), req.query as z.output<S>)),
    );
    routes.post(path, { config, schema: { tags, summary, body: input, response } }, async (req) =>
      ok(await handle(perp(req), userId(req), req.body as z.output<S>)),
    );
  }

  api.get(
    PATHS.perpConfig,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Contract rules and live figures: one contract when named, else all',
        querystring: perpConfigQuery,
        response: { 200: envelope(perpConfigReplySchema) },
      },
    },
    async (req) => {
      const list = listed.config(req.query);
      return ok(req.query.symbol !== null && list[0] ? list[0] : list);
    },
  );

  api.get(
    PATHS.perpLeverage,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Leverages offered and maintenance tiers of one contract',
        querystring: perpLeverageQuery,
        response: { 200: envelope(perpLeverageSchema) },
      },
    },
    async (req) => ok(listed.leverage(req.query.symbol)),
  );

  api.get(
    PATHS.perpMarginMode,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: "The caller's margin mode in a contract: isolated (the default) or cross",
        querystring: perpMarginModeQuery,
        response: { 200: envelope(perpMarginModeSchema) },
      },
    },
    async (req) => ok(perp(req).marginMode(userId(req), req.query.symbol)),
  );
  api.post(
    PATHS.perpMarginMode,
    {
      config: session('venue'),
      schema: {
        tags,
        summary:
          'Set the margin mode of a contract; refused while a position or an order is open in it',
        body: perpSetMarginModeBody,
        response: { 200: envelope(perpMarginModeSchema) },
      },
    },
    async (req) => ok(await perp(req).setMarginMode(userId(req), req.body.symbol, req.body.mode)),
  );

  const placeSchema = {
    tags,
    summary:
      'Open or close by limit or market, in lots; answered once matched. Idempotent by clientOrderId',
    response: { 200: envelope(perpOrderSchema) },
  };
  api.get(
    PATHS.perpOrder,
    { config: session('venue'), schema: { ...placeSchema, querystring: perpPlaceOrderBody } },
    async (req) => ok(await perp(req).place(userId(req), req.query)),
  );
  api.post(
    PATHS.perpOrder,
    { config: session('venue'), schema: { ...placeSchema, body: perpPlaceOrderBody } },
    async (req) => ok(await perp(req).place(userId(req), req.body)),
  );

  write(
    PATHS.perpModifyPreset,
    "Set, change or remove a position's take-profit and stop-loss",
    perpModifyPresetQuery,
    perpPositionSchema,
    (perp, user, change) => perp.modifyPreset(user, change),
  );

  api.get(
    PATHS.perpOrders,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Entrusts (PENDING, HISTORY) or positions (OPEN, CLOSED), newest first',
        querystring: perpOrderListQuery,
        response: { 200: envelope(perpOrderListSchema) },
      },
    },
    async (req) => {
      const { status, pageNo, pageSize, ...filter } = req.query;
      const page = await perp(req).list(userId(req), status, filter, pageNo, pageSize);
      return ok(page as PerpOrderList);
    },
  );

  api.get(
    PATHS.perpOrderDetail,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'One entrust',
        querystring: perpOrderIdQuery,
        response: { 200: envelope(perpOrderSchema) },
      },
    },
    async (req) => ok(await perp(req).order(userId(req), req.query.id)),
  );

  write(
    PATHS.perpCancel,
    'Cancel one resting entrust',
    perpOrderIdQuery,
    perpOrderSchema,
    (perp, user, query) => perp.cancel(user, query.id),
  );

  api.get(
    PATHS.perpFills,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: "The caller's fills, newest first",
        querystring: perpFillListQuery,
        response: { 200: envelope(perpFillPageSchema) },
      },
    },
    async (req) => {
      const { pageNo, pageSize, ...filter } = req.query;
      return ok(await perp(req).fills(userId(req), filter, pageNo, pageSize));
    },
  );

  api.get(
    PATHS.perpFill,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'One fill',
        querystring: perpFillIdQuery,
        response: { 200: envelope(perpFillSchema) },
      },
    },
    async (req) => ok(await perp(req).fill(userId(req), req.query.id)),
  );

  api.get(
    PATHS.perpOrderFills,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'The fills of one entrust, oldest first',
        querystring: perpOrderFillsQuery,
        response: { 200: envelope(perpFillListSchema) },
      },
    },
    async (req) => ok(await perp(req).orderFills(userId(req), req.query.orderId)),
  );

  write(
    PATHS.perpClose,
    'Close a whole position at market (pending closes are cancelled first)',
    perpPositionIdQuery,
    perpOrderSchema,
    (perp, user, query) => perp.close(user, query.id),
  );

  write(
    PATHS.perpCancelAll,
    'Cancel every resting entrust, in one contract, one type or all',
    perpBulkQuery,
    cancelAllResultSchema,
    async (perp, user, filter) => ({ cancelled: await perp.cancelAll(user, filter) }),
  );

  write(
    PATHS.perpCloseAll,
    'Close every open position at market',
    perpBulkQuery,
    perpCloseAllResultSchema,
    async (perp, user, filter) => ({ closing: await perp.closeAll(user, filter) }),
  );

  api.get(
    PATHS.perpProfitLoss,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Realised PnL, fees and funding per margin asset and contract in a window',
        querystring: perpProfitLossQuery,
        response: { 200: envelope(perpProfitLossSchema) },
      },
    },
    async (req) =>
      ok(
        await perp(req).profitLoss(userId(req), {
          symbol: req.query.symbol,
          contractType: req.query.contractType,
          from: req.query.from ?? null,
          to: req.query.to ?? null,
        }),
      ),
  );
}
