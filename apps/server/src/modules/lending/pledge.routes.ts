import {
  PATHS,
  addCollateralBody,
  borrowBody,
  borrowResultSchema,
  envelope,
  loanPairSchema,
  pledgeIdQuery,
  pledgeListQuery,
  pledgeLoanDetailSchema,
  pledgeLoanPageSchema,
  renewBody,
  renewResultSchema,
  replayedSchema,
  repayBody,
  repayResultSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Pledge } from './pledge.service.js';
import type { PledgeViews } from './pledge.views.js';

const tags = ['lending'];

/** Pledge loans' routes; real money of the real account, so a demo session is refused. */
export function registerPledgeRoutes(api: Api, deps: { pledge: Pledge; views: PledgeViews }): void {
  const { pledge, views } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.get(
    PATHS.pledgePairs,
    {
      config: access,
      schema: {
        tags,
        summary: 'Pledge loan pairs: ratios, rates beside their annual equivalent, terms, index',
        response: { 200: envelope(z.array(loanPairSchema)) },
      },
    },
    async () => ok(await views.pairs()),
  );
  api.post(
    PATHS.pledgeBorrow,
    {
      config: access,
      schema: {
        tags,
        summary: 'Borrow against collateral locked in the spot wallet',
        body: borrowBody,
        response: { 200: envelope(borrowResultSchema) },
      },
    },
    async (req) => {
      const result = await pledge.borrow(user(req).id, { ...req.body, locale: req.locale });
      return ok({ id: Number(result.id), replayed: result.replayed });
    },
  );
  api.post(
    PATHS.pledgeRepay,
    {
      config: access,
      schema: {
        tags,
        summary: 'Repay part or all of a loan: interest first, no fee, no early-repayment penalty',
        body: repayBody,
        response: { 200: envelope(repayResultSchema) },
      },
    },
    async (req) => ok(await pledge.repay(user(req).id, { ...req.body, id: String(req.body.id) })),
  );
  api.post(
    PATHS.pledgeAddCollateral,
    {
      config: access,
      schema: {
        tags,
        summary: 'Lock more collateral for a loan',
        body: addCollateralBody,
        response: { 200: envelope(replayedSchema) },
      },
    },
    async (req) =>
      ok(await pledge.addCollateral(user(req).id, { ...req.body, id: String(req.body.id) })),
  );
  api.post(
    PATHS.pledgeRenew,
    {
      config: access,
      schema: {
        tags,
        summary: 'Extend a healthy loan by its term',
        body: renewBody,
        response: { 200: envelope(renewResultSchema) },
      },
    },
    async (req) => ok(await pledge.renew(user(req).id, { ...req.body, id: String(req.body.id) })),
  );
  api.get(
    PATHS.pledgeOrders,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s pledge loans, newest first',
        querystring: pledgeListQuery,
        response: { 200: envelope(pledgeLoanPageSchema) },
      },
    },
    async (req) => ok(await views.list(user(req).id, req.query)),
  );
  api.get(
    PATHS.pledgeOrder,
    {
      config: access,
      schema: {
        tags,
        summary: 'One pledge loan with its records',
        querystring: pledgeIdQuery,
        response: { 200: envelope(pledgeLoanDetailSchema) },
      },
    },
    async (req) => ok(await views.detail(user(req).id, req.query.id)),
  );
}
