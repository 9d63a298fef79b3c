import {
  PATHS,
  earnHistoryPageSchema,
  earnHistoryQuery,
  envelope,
  loanBookSchema,
  savingsMoveBody,
  savingsMoveResultSchema,
  savingsOverviewSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { LoanBookRead } from './lending.book.js';
import type { Savings } from './savings.service.js';
import type { SavingsViews } from './savings.views.js';

const tags = ['lending'];

/**
 * Flexible savings' routes. Savings move real coins of the real account,
 * so a demo session is refused (DEMO_RESTRICTED).
 */
export function registerSavingsRoutes(
  api: Api,
  deps: { savings: Savings; views: SavingsViews; loanBook: LoanBookRead },
): void {
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  api.get(
    PATHS.loanBook,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'The loan book, public: pools, loans by ratio, margin calls, liquidations, the deficit and each payout',
        response: { 200: envelope(loanBookSchema) },
      },
    },
    async () => ok(await deps.loanBook()),
  );
  api.get(
    PATHS.savings,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Flexible savings: each coin, its rate and pool, and the caller’s savings',
        response: { 200: envelope(savingsOverviewSchema) },
      },
    },
    async (req) => ok(await deps.views.overview(user(req).id)),
  );
  api.post(
    PATHS.savingsSubscribe,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Put spot coins into flexible savings; they earn from the first payout 24 h later',
        body: savingsMoveBody,
        response: { 200: envelope(savingsMoveResultSchema) },
      },
    },
    async (req) => ok({ ...(await deps.savings.subscribe(user(req).id, req.body)), queued: false }),
  );
  api.post(
    PATHS.savingsRedeem,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Take coins out of flexible savings to the spot wallet: at once from free cash, else queued',
        body: savingsMoveBody,
        response: { 200: envelope(savingsMoveResultSchema) },
      },
    },
    async (req) => ok(await deps.savings.redeem(user(req).id, req.body)),
  );
  api.get(
    PATHS.earnHistory,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Earn history: subscriptions, redemptions and daily income, newest first',
        querystring: earnHistoryQuery,
        response: { 200: envelope(earnHistoryPageSchema) },
      },
    },
    async (req) => ok(await deps.views.history(user(req).id, req.query)),
  );
}
