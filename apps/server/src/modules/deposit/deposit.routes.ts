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
import type { AccountService } from '../account/index.js';
import type { DepositService } from './deposit.service.js';
import type { Faucet } from './faucet.js';

const tags = ['wallet'];

export function registerDepositRoutes(
  api: Api,
  deps: { deposits: DepositService; accounts: AccountService; faucet: Faucet | undefined },
): void {
  const { deposits, accounts, faucet } = deps;
  const user = (token: string | undefined) => accounts.authenticate(token);

  api.get(
    PATHS.depositAddress,
    {
      schema: {
        tags,
        summary: "The user's deposit address for a coin on a network",
        querystring: depositAddressQuery,
        response: { 200: envelope(depositAddressSchema) },
      },
    },
    async (req) =>
      ok(await deposits.address((await user(req.authToken)).id, req.query.symbol, req.query.chain)),
  );

  api.get(
    PATHS.depositList,
    {
      schema: {
        tags,
        summary: 'Deposit records, newest first',
        querystring: depositListQuery,
        response: { 200: envelope(depositListSchema) },
      },
    },
    async (req) =>
      ok(await deposits.list((await user(req.authToken)).id, req.query.pageNo, req.query.pageSize)),
  );

  api.get(
    PATHS.depositDetail,
    {
      schema: {
        tags,
        summary: 'One deposit record',
        querystring: contentIdQuery,
        response: { 200: envelope(depositSchema) },
      },
    },
    async (req) => ok(await deposits.detail((await user(req.authToken)).id, req.query.id)),
  );

  // The demo faucet exists only on simulated chains outside production.
  if (faucet) {
    api.post(
      PATHS.faucet,
      {
        schema: {
          tags,
          summary: 'Demo faucet: simulated coins to your deposit address (never in production)',
          body: faucetBody,
          response: { 200: envelope(faucetResultSchema) },
        },
      },
      async (req) =>
        ok(await faucet.drip((await user(req.authToken)).id, req.body.symbol, req.body.chain)),
    );
  }
}
