import {
  PATHS,
  earnBuyBody,
  earnIncomePageSchema,
  earnIncomeQuery,
  earnOrderDetailSchema,
  earnOrderQuery,
  earnOrderResultSchema,
  earnOrdersPageSchema,
  earnOrdersQuery,
  earnProductDetailSchema,
  earnProductQuery,
  earnProductSchema,
  earnProductsQuery,
  earnProofSchema,
  earnQuoteQuery,
  earnQuoteSchema,
  earnRedeemBody,
  envelope,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Earn } from './earn.service.js';
import type { EarnViews } from './earn.views.js';

const tags = ['earn'];

/**
 * Fixed-term earn products' routes. The products, their rules, quotes
 * and proof of yield are public; buying, redeeming and the caller's
 * orders and income need a session, and move real coins, so a demo
 * session is refused (DEMO_RESTRICTED).
 */
export function registerEarnRoutes(api: Api, deps: { earn: Earn; views: EarnViews }): void {
  const { earn, views } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.get(
    PATHS.earnProducts,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Fund and lock-up products on sale: terms, daily rates beside their APR, stock',
        querystring: earnProductsQuery,
        response: { 200: envelope(z.array(earnProductSchema)) },
      },
    },
    async (req) => ok(await views.products(req.locale, req.query.kind)),
  );
  api.get(
    PATHS.earnProduct,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'One product with its rules and its daily rates, paid and published ahead',
        querystring: earnProductQuery,
        response: { 200: envelope(earnProductDetailSchema) },
      },
    },
    async (req) => ok(await views.product(req.query.id, req.locale)),
  );
  api.get(
    PATHS.earnQuote,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Before buying: purchase date, value date, maturity and the income range',
        querystring: earnQuoteQuery,
        response: { 200: envelope(earnQuoteSchema) },
      },
    },
    async (req) => ok(await views.quote(req.query.productId, req.query.amount)),
  );
  api.get(
    PATHS.earnProof,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Proof of yield: the product’s funding account, reservations, payouts and each day’s income',
        querystring: earnProductQuery,
        response: { 200: envelope(earnProofSchema) },
      },
    },
    async (req) => ok(await views.proof(req.query.id)),
  );
  api.post(
    PATHS.earnBuy,
    {
      config: access,
      schema: {
        tags,
        summary: 'Buy a product with spot coins; the principal is held in the finance wallet',
        body: earnBuyBody,
        response: { 200: envelope(earnOrderResultSchema) },
      },
    },
    async (req) => {
      const result = await earn.buy(user(req).id, req.body);
      return ok({ order: await views.order(result.order, req.locale), replayed: result.replayed });
    },
  );
  api.post(
    PATHS.earnRedeem,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Redeem a fund early with the penalty, or cancel a lock-up before its lock; principal to spot',
        body: earnRedeemBody,
        response: { 200: envelope(earnOrderResultSchema) },
      },
    },
    async (req) => {
      const result = await earn.redeem(user(req).id, req.body.orderId);
      return ok({ order: await views.order(result.order, req.locale), replayed: result.replayed });
    },
  );
  api.get(
    PATHS.earnOrders,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s fund and lock-up orders, newest first, and what is in custody',
        querystring: earnOrdersQuery,
        response: { 200: envelope(earnOrdersPageSchema) },
      },
    },
    async (req) => ok(await views.orders(user(req).id, req.query, req.locale)),
  );
  api.get(
    PATHS.earnOrder,
    {
      config: access,
      schema: {
        tags,
        summary: 'One order with every payout and the ledger transaction that paid it',
        querystring: earnOrderQuery,
        response: { 200: envelope(earnOrderDetailSchema) },
      },
    },
    async (req) => ok(await views.orderDetail(user(req).id, req.query.id, req.locale)),
  );
  api.get(
    PATHS.earnIncome,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s daily income from funds and lock-ups, newest first',
        querystring: earnIncomeQuery,
        response: { 200: envelope(earnIncomePageSchema) },
      },
    },
    async (req) => ok(await views.income(user(req).id, req.query, req.locale)),
  );
}
