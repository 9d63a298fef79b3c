import {
  PATHS,
  contentIdQuery,
  depositListQuery,
  envelope,
  withdrawBody,
  withdrawalListSchema,
  withdrawalSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { requestContext, type AccountService } from '../account/index.js';
import type { WithdrawalService } from './withdrawal.service.js';

const tags = ['wallet'];

export function registerWithdrawalRoutes(
  api: Api,
  deps: { withdrawals: WithdrawalService; accounts: AccountService },
): void {
  const { withdrawals, accounts } = deps;
  const user = (token: string | undefined) => accounts.authenticate(token);

  api.post(
    PATHS.withdraw,
    {
      schema: {
        tags,
        summary:
          'Request a withdrawal: funds are frozen until it is sent or refused; idempotent by requestId',
        body: withdrawBody,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (req) =>
      ok(await withdrawals.apply(await user(req.authToken), req.body, requestContext(req))),
  );

  api.get(
    PATHS.withdrawList,
    {
      schema: {
        tags,
        summary: 'Withdrawal records, newest first',
        querystring: depositListQuery,
        response: { 200: envelope(withdrawalListSchema) },
      },
    },
    async (req) =>
      ok(
        await withdrawals.list(
          (await user(req.authToken)).id,
          req.query.pageNo,
          req.query.pageSize,
        ),
      ),
  );

  api.get(
    PATHS.withdrawDetail,
    {
      schema: {
        tags,
        summary: 'One withdrawal record',
        querystring: contentIdQuery,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (req) => ok(await withdrawals.detail((await user(req.authToken)).id, req.query.id)),
  );

  api.post(
    PATHS.withdrawCancel,
    {
      schema: {
        tags,
        summary: 'Cancel a withdrawal not yet reviewed; the frozen funds return',
        body: z.object({ id: contentIdQuery.shape.id }),
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (req) => ok(await withdrawals.cancel(await user(req.authToken), req.body.id)),
  );
}
