import {
  PATHS,
  contentIdQuery,
  depositListQuery,
  envelope,
  withdrawAddressCheckSchema,
  withdrawAddressQuery,
  withdrawBody,
  withdrawalListSchema,
  withdrawalSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import { requestContext, type UserRow } from '../account/index.js';
import { registerAddressBookRoutes } from './withdrawal.addressbook.routes.js';
import type { WithdrawalService } from './withdrawal.service.js';

const tags = ['wallet'];

export function registerWithdrawalRoutes(api: Api, deps: { withdrawals: WithdrawalService }): void {
  const { withdrawals } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;

  api.post(
    PATHS.withdraw,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Request a withdrawal: funds are frozen until it is sent or refused; idempotent by requestId',
        body: withdrawBody,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (req) => ok(await withdrawals.apply(user(req), req.body, requestContext(req))),
  );

  api.get(
    PATHS.withdrawAddressCheck,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Check a withdrawal address as it is typed: valid on the network, new (held 24 h) or used before, saved in the address book, and whether the whitelist holds',
        querystring: withdrawAddressQuery,
        response: { 200: envelope(withdrawAddressCheckSchema) },
      },
    },
    async (req) => ok(await withdrawals.checkAddress(user(req), req.query)),
  );

  api.get(
    PATHS.withdrawList,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Withdrawal records, newest first',
        querystring: depositListQuery,
        response: { 200: envelope(withdrawalListSchema) },
      },
    },
    async (req) => ok(await withdrawals.list(user(req).id, req.query.pageNo, req.query.pageSize)),
  );

  api.get(
    PATHS.withdrawDetail,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'One withdrawal record',
        querystring: contentIdQuery,
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (req) => ok(await withdrawals.detail(user(req).id, req.query.id)),
  );

  api.post(
    PATHS.withdrawCancel,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Cancel a withdrawal not yet reviewed; the frozen funds return',
        body: z.object({ id: contentIdQuery.shape.id }),
        response: { 200: envelope(withdrawalSchema) },
      },
    },
    async (req) => ok(await withdrawals.cancel(user(req), req.body.id)),
  );

  registerAddressBookRoutes(api, withdrawals.addressBook);
}
