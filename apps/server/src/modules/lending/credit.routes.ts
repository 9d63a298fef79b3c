import {
  PATHS,
  creditApplyBody,
  creditApplyResultSchema,
  creditHistoryQuery,
  creditLoanPageSchema,
  creditProductSchema,
  creditRepayBody,
  creditRepayResultSchema,
  creditStatisticsSchema,
  envelope,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { Credit } from './credit.service.js';
import type { CreditViews } from './credit.views.js';

const tags = ['lending'];

/** Credit loans' routes: the spec's four calls and repayment. Demo sessions are refused. */
export function registerCreditRoutes(api: Api, deps: { credit: Credit; views: CreditViews }): void {
  const { credit, views } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  const access = session('refuse');
  api.get(
    PATHS.creditProducts,
    {
      config: access,
      schema: {
        tags,
        summary: 'Credit loan products: range, cycle, daily rate beside its APR, repayment, lender',
        response: { 200: envelope(z.array(creditProductSchema)) },
      },
    },
    async () => ok(await views.products()),
  );
  api.post(
    PATHS.creditApply,
    {
      config: access,
      schema: {
        tags,
        summary: 'Apply for a credit loan with documents (advanced verification needed)',
        body: creditApplyBody,
        response: { 200: envelope(creditApplyResultSchema) },
      },
    },
    async (req) => ok(await credit.apply(user(req).id, { ...req.body, locale: req.locale })),
  );
  api.get(
    PATHS.creditHistory,
    {
      config: access,
      schema: {
        tags,
        summary: 'The caller’s credit applications and loans, newest first',
        querystring: creditHistoryQuery,
        response: { 200: envelope(creditLoanPageSchema) },
      },
    },
    async (req) => ok(await views.history(user(req).id, req.query)),
  );
  api.get(
    PATHS.creditStatistics,
    {
      config: access,
      schema: {
        tags,
        summary: 'The open application or loan, counts, and totals borrowed and repaid',
        response: { 200: envelope(creditStatisticsSchema) },
      },
    },
    async (req) => ok(await views.statistics(user(req).id)),
  );
  api.post(
    PATHS.creditRepay,
    {
      config: access,
      schema: {
        tags,
        summary:
          'Repay a credit loan in full from the spot wallet: only the days begun are charged',
        body: creditRepayBody,
        response: { 200: envelope(creditRepayResultSchema) },
      },
    },
    async (req) => ok(await credit.repay(user(req).id, req.body.id, req.body.requestId)),
  );
}
