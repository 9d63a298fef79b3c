import {
  PATHS,
  contentIdQuery,
  depositAddressQuery,
  depositAddressSchema,
  depositListQuery,
  depositListSchema,
  depositSchema,
  envelope,
  faucetBody,
  faucetResultSchema,
} from '@exchange/contracts';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../account/index.js';
import type { DepositService } from './deposit.service.js';
import type { Faucet } from './faucet.js';

const tags = ['wallet'];

export function registerDepositRoutes(
  api: Api,
  deps: { deposits: DepositService; faucet: Faucet | undefined },
): void {
  const { deposits, faucet } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;

  api.get(
    PATHS.depositAddress,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: "The user's deposit address for a coin on a network",
        querystring: depositAddressQuery,
        response: { 200: envelope(depositAddressSchema) },
      },
    },
    async (req) => ok(await deposits.address(user(req).id, req.query.symbol, req.query.chain)),
  );

  api.get(
    PATHS.depositList,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Deposit records, newest first',
        querystring: depositListQuery,
        response: { 200: envelope(depositListSchema) },
      },
    },
    async (req) => ok(await deposits.list(user(req).id, req.query.pageNo, req.query.pageSize)),
  );

  api.get(
    PATHS.depositDetail,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'One deposit record',
        querystring: contentIdQuery,
        response: { 200: envelope(depositSchema) },
      },
    },
    async (req) => ok(await deposits.detail(user(req).id, req.query.id)),
  );

  // The demo faucet exists only on simulated chains outside production.
  if (faucet) {
    api.post(
      PATHS.faucet,
      {
        config: session('refuse'),
        schema: {
          tags,
          summary: 'Demo faucet: simulated coins to your deposit address (never in production)',
          body: faucetBody,
          response: { 200: envelope(faucetResultSchema) },
        },
      },
      async (req) => ok(await faucet.drip(user(req).id, req.body.symbol, req.body.chain)),
    );
  }
}
