import {
  PATHS,
  custodyOrdersSchema,
  envelope,
  hashPricesPageSchema,
  hashPricesQuery,
  miningBuyBody,
  miningIncomePageSchema,
  miningIncomeQuery,
  miningMachineDetailSchema,
  miningMachineQuery,
  miningMachineSchema,
  miningMachinesQuery,
  miningOrderDetailSchema,
  miningOrderQuery,
  miningOrderResultSchema,
  miningOrdersPageSchema,
  miningOrdersQuery,
  miningQuoteQuery,
  miningQuoteSchema,
  miningRenewBody,
  miningRewardsSchema,
  miningWithdrawBody,
  miningWithdrawResultSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Mining } from './mining.service.js';
import type { MiningViews } from './mining.views.js';

const tags = ['earn'];

/**
 * Mining machines' routes. Machines, quotes and hash prices are public;
 * buying, renewing, withdrawing rewards and the caller's orders need a
 * session, and move real coins, so a demo session is refused (DEMO_RESTRICTED).
 */
export function registerMiningRoutes(api: Api, deps: { mining: Mining; views: MiningViews }): void {
  const { mining, views } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.get(
    PATHS.miningMachines,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Mining machines: specifications, price and term, and net income at the latest hash price',
        querystring: miningMachinesQuery,
        response: { 200: envelope(z.array(miningMachineSchema)) },
      },
    },
    async (req) => ok(await views.machines(req.locale, req.query.type)),
  );
  api.get(
    PATHS.miningMachine,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'One machine with its last 30 days of hash prices, each with its source and date',
        querystring: miningMachineQuery,
        response: { 200: envelope(miningMachineDetailSchema) },
      },
    },
    async (req) => ok(await views.machine(req.query.id, req.locale)),
  );
  api.get(
    PATHS.miningQuote,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Before buying: cost, start and end, net per day and breakeven days at the latest hash price',
        querystring: miningQuoteQuery,
        response: { 200: envelope(miningQuoteSchema) },
      },
    },
    async (req) => ok(await views.quote(req.query.machineId, req.query.quantity)),
  );
  api.get(
    PATHS.miningHashPrices,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Every published hash price, newest first, with its source and date',
        querystring: hashPricesQuery,
        response: { 200: envelope(hashPricesPageSchema) },
      },
    },
    async (req) => ok(await views.hashPrices(req.query)),
  );
  api.post(
    PATHS.miningBuy,
    {
      config: access,
      schema: {
        tags,
        summary: 'Rent machines for their term with spot coins; they are held in custody',
        body: miningBuyBody,
        response: { 200: envelope(miningOrderResultSchema) },
      },
    },
    async (req) => {
      const result = await mining.buy(user(req).id, req.body);
      return ok({ order: await views.order(result.order, req.locale), replayed: result.replayed });
    },
  );
  api.post(
    PATHS.miningRenew,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Renew a machine order for one more term, once its remaining time is at most one term',
        body: miningRenewBody,
        response: { 200: envelope(miningOrderResultSchema) },
      },
    },
    async (req) => {
      const result = await mining.renew(user(req).id, req.body);
      return ok({ order: await views.order(result.order, req.locale), replayed: result.replayed });
    },
  );
  api.get(
    PATHS.miningOrders,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s machine orders, newest first',
        querystring: miningOrdersQuery,
        response: { 200: envelope(miningOrdersPageSchema) },
      },
    },
    async (req) => ok(await views.orders(user(req).id, req.query, req.locale)),
  );
  api.get(
    PATHS.miningOrder,
    {
      config: access,
      schema: {
        tags,
        summary:
          'One machine order with every day’s hash price, power cost, income and its ledger transaction',
        querystring: miningOrderQuery,
        response: { 200: envelope(miningOrderDetailSchema) },
      },
    },
    async (req) => ok(await views.orderDetail(user(req).id, req.query.id, req.locale)),
  );
  api.get(
    PATHS.miningIncome,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s mining income, newest first',
        querystring: miningIncomeQuery,
        response: { 200: envelope(miningIncomePageSchema) },
      },
    },
    async (req) => ok(await views.income(user(req).id, req.query, req.locale)),
  );
  api.get(
    PATHS.miningRewards,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s mining rewards per coin and when they may next withdraw them',
        response: { 200: envelope(miningRewardsSchema) },
      },
    },
    async (req) => ok(await views.rewards(user(req).id)),
  );
  api.post(
    PATHS.miningWithdraw,
    {
      config: access,
      schema: {
        tags,
        summary: 'Withdraw every mining reward to spot; once every 12 hours',
        body: miningWithdrawBody,
        response: { 200: envelope(miningWithdrawResultSchema) },
      },
    },
    async (req) => ok(await mining.withdraw(user(req).id, req.body.requestId)),
  );
  api.get(
    PATHS.custodyOrders,
    {
      config: access,
      schema: {
        tags,
        summary: 'Everything the caller holds in custody now: funds, lock-ups and machines',
        response: { 200: envelope(custodyOrdersSchema) },
      },
    },
    async (req) => ok(await views.custody(user(req).id, req.locale)),
  );
}
