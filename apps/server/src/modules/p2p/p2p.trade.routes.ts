import {
  PATHS,
  adCreateBody,
  adIdBody,
  adMarketQuery,
  adSchema,
  adUpdateBody,
  appealAnswerBody,
  chatQuery,
  chatReadBody,
  chatRecordSchema,
  chatSchema,
  chatSendBody,
  orderAppealBody,
  orderFileQuery,
  p2pOrderDetailSchema,
  envelope,
  myAdSchema,
  myAdsQuery,
  myOrdersQuery,
  orderCancelBody,
  p2pOrderIdBody,
  orderPlaceBody,
  orderPreviewSchema,
  orderReleaseBody,
  p2pOrderSchema,
  page,
  quickOrderBody,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import { requestContext, type UserRow } from '../account/index.js';
import type { Ads } from './p2p.ads.js';
import type { Appeals } from './p2p.appeals.js';
import type { ChatService } from './p2p.chat.js';
import type { Orders } from './p2p.orders.js';
import { sendImage } from '../files/index.js';

const tags = ['p2p'];

/**
 * The spec's ad and order calls (`/otc/advertise/application/*`,
 * `/otc/order/*`). The market is public; everything else is the real
 * account's (a demo session is refused). Lists are served by GET with a
 * query and by POST with a body, as the spec's clients call them either way.
 */
export function registerTradeRoutes(
  api: Api,
  deps: { ads: Ads; orders: Orders; appeals: Appeals; chat: ChatService },
): void {
  const { ads, orders, appeals, chat } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const input = <T>(req: FastifyRequest) => (req.method === 'GET' ? req.query : req.body) as T;

  for (const method of ['GET', 'POST'] as const) {
    const carrier = method === 'GET' ? 'querystring' : 'body';
    api.route({
      method,
      url: PATHS.adMarket,
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The market’s ads for a side, coin and fiat, best price first',
        [carrier]: adMarketQuery,
        response: { 200: envelope(page(adSchema)) },
      },
      handler: async (req) => ok(await ads.market(input<z.output<typeof adMarketQuery>>(req))),
    });
    api.route({
      method,
      url: PATHS.adMine,
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The caller’s ads, newest first',
        [carrier]: myAdsQuery,
        response: { 200: envelope(page(myAdSchema)) },
      },
      handler: async (req) => ok(await ads.mine(user(req), input(req))),
    });
    api.route({
      method,
      url: PATHS.adDetail,
      config: session('refuse'),
      schema: {
        tags,
        summary: 'One ad (its owner sees their own view)',
        [carrier]: adIdBody,
        response: { 200: envelope(z.union([myAdSchema, adSchema])) },
      },
      handler: async (req) =>
        ok(await ads.detail(input<z.output<typeof adIdBody>>(req).id, user(req).id)),
    });
    api.route({
      method,
      url: PATHS.p2pOrderMine,
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The caller’s P2P orders, newest first',
        [carrier]: myOrdersQuery,
        response: { 200: envelope(page(p2pOrderSchema)) },
      },
      handler: async (req) => ok(await orders.mine(user(req), input(req))),
    });
  }

  api.post(
    PATHS.adCreate,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Post an ad (merchants); a sell ad listed now holds its quantity',
        body: adCreateBody,
        response: { 200: envelope(myAdSchema) },
      },
    },
    async (req) => ok(await ads.create(user(req), req.body)),
  );
  api.post(
    PATHS.adUpdate,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Change a listed or delisted ad',
        body: adUpdateBody,
        response: { 200: envelope(myAdSchema) },
      },
    },
    async (req) => ok(await ads.update(user(req), req.body)),
  );
  const adActions = [
    [PATHS.adList, 'List an ad again', ads.list],
    [PATHS.adDelist, 'Take an ad off the market', ads.delist],
    [PATHS.adClose, 'Close an ad for good (none of its orders open)', ads.close],
  ] as const;
  for (const [url, summary, action] of adActions)
    api.post(
      url,
      {
        config: session('refuse'),
        schema: { tags, summary, body: adIdBody, response: { 200: envelope(myAdSchema) } },
      },
      async (req) => ok(await action(user(req), req.body.id)),
    );

  api.post(
    PATHS.p2pOrderPreview,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'An ad as the caller would take it now, with the methods they may use',
        body: adIdBody,
        response: { 200: envelope(orderPreviewSchema) },
      },
    },
    async (req) => ok(await orders.preview(user(req), req.body.id)),
  );
  for (const [url, buying] of [
    [PATHS.p2pOrderBuy, true],
    [PATHS.p2pOrderSell, false],
  ] as const)
    api.post(
      url,
      {
        config: session('refuse'),
        schema: {
          tags,
          summary: buying ? 'Buy from a sell ad' : 'Sell to a buy ad',
          body: orderPlaceBody,
          response: { 200: envelope(p2pOrderSchema) },
        },
      },
      async (req) => ok(await orders.place(user(req), buying, req.body)),
    );
  for (const [url, buying] of [
    [PATHS.p2pQuickBuy, true],
    [PATHS.p2pQuickSell, false],
  ] as const)
    api.post(
      url,
      {
        config: session('refuse'),
        schema: {
          tags,
          summary: buying
            ? 'Buy from the best-priced ad that takes this amount'
            : 'Sell to the best-priced ad that takes this amount',
          body: quickOrderBody,
          response: { 200: envelope(p2pOrderSchema) },
        },
      },
      async (req) => ok(await orders.quick(user(req), buying, req.body, ads.candidates)),
    );
  const orderActions = [
    [PATHS.p2pOrderDetail, 'One of the caller’s orders, with its appeal', appeals.detail],
    [
      PATHS.p2pAppealWithdraw,
      'The appellant withdraws the appeal; the order awaits release again',
      appeals.withdraw,
    ],
  ] as const;
  for (const [url, summary, action] of orderActions)
    api.post(
      url,
      {
        config: session('refuse'),
        schema: {
          tags,
          summary,
          body: p2pOrderIdBody,
          response: { 200: envelope(p2pOrderDetailSchema) },
        },
      },
      async (req) => ok(await action(user(req), req.body.id)),
    );
  api.post(
    PATHS.p2pOrderPay,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The buyer marks the fiat sent',
        body: p2pOrderIdBody,
        response: { 200: envelope(p2pOrderSchema) },
      },
    },
    async (req) => ok(await orders.pay(user(req), req.body.id)),
  );
  api.post(
    PATHS.p2pOrderAppeal,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Appeal a paid or timed-out order: reason, description, contact and proof (at most 5 files, 50 MB)',
        body: orderAppealBody,
        response: { 200: envelope(p2pOrderDetailSchema) },
      },
    },
    async (req) => ok(await appeals.open(user(req), req.body)),
  );
  api.post(
    PATHS.p2pAppealAnswer,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Add evidence to an open appeal (either party)',
        body: appealAnswerBody,
        response: { 200: envelope(p2pOrderDetailSchema) },
      },
    },
    async (req) => ok(await appeals.answer(user(req), req.body)),
  );
  for (const method of ['GET', 'POST'] as const)
    api.route({
      method,
      url: PATHS.p2pChat,
      config: session('refuse'),
      schema: {
        tags,
        summary: 'An order’s chat and case file after a sequence, oldest first',
        [method === 'GET' ? 'querystring' : 'body']: chatQuery,
        response: { 200: envelope(chatSchema) },
      },
      handler: async (req) => {
        const query = input<z.output<typeof chatQuery>>(req);
        return ok(await chat.records(user(req), query.orderId, query.afterSeq, query.limit));
      },
    });
  api.post(
    PATHS.p2pChatSend,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Send a message (text, an image, or both) in an order’s chat',
        body: chatSendBody,
        response: { 200: envelope(chatRecordSchema) },
      },
    },
    async (req) => ok(await chat.send(user(req), req.body.orderId, req.body.text, req.body.fileId)),
  );
  api.get(
    PATHS.p2pOrderFile,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'An image the order names (the seller’s QR code, a chat image, appeal evidence), to its parties only',
        querystring: orderFileQuery,
      },
    },
    async (req, reply) => {
      return sendImage(reply, await chat.file(user(req), req.query.orderId, req.query.fileId));
    },
  );
  api.post(
    PATHS.p2pChatRead,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Mark an order’s chat read up to a sequence',
        body: chatReadBody,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => {
      await chat.read(user(req), req.body.orderId, req.body.seq);
      return ok(null);
    },
  );
  api.post(
    PATHS.p2pOrderCancel,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The buyer cancels, with a reason; the coins go back to the seller',
        body: orderCancelBody,
        response: { 200: envelope(p2pOrderSchema) },
      },
    },
    async (req) => ok(await orders.cancel(user(req), req.body.id, req.body.reason)),
  );
  api.post(
    PATHS.p2pOrderRelease,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'The seller confirms the buyer’s payment and releases the coins (fund password)',
        body: orderReleaseBody,
        response: { 200: envelope(p2pOrderSchema) },
      },
    },
    async (req) =>
      ok(await orders.release(user(req), req.body.id, req.body.fundPassword, requestContext(req))),
  );
}
