import {
  PATHS,
  assetDetailSchema,
  coinSchema,
  envelope,
  symbolParams,
  transferBody,
  transferResultSchema,
  userTransferBody,
  walletHistoryQuery,
  walletHistorySchema,
  walletOverviewSchema,
  withdrawEnableSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { requestContext, type AccountService } from '../account/index.js';
import type { CoinService } from '../coin/index.js';
import type { WalletService } from './wallet.service.js';

const tags = ['wallet'];

export function registerWalletRoutes(
  api: Api,
  deps: { wallet: WalletService; coins: CoinService; accounts: AccountService },
): void {
  const { wallet, coins, accounts } = deps;
  const user = (token: string | undefined) => accounts.authenticate(token);

  api.get(
    PATHS.coins,
    {
      schema: {
        tags,
        summary: 'Coins with their chains and limits',
        response: { 200: envelope(z.array(coinSchema)) },
      },
    },
    async () => ok(await coins.list()),
  );

  api.get(
    PATHS.wallet,
    {
      schema: {
        tags,
        summary: 'Balances per account, with USD totals of priced assets',
        response: { 200: envelope(walletOverviewSchema) },
      },
    },
    async (req) => ok(await wallet.overview((await user(req.authToken)).id)),
  );

  api.get(
    PATHS.walletAsset,
    {
      schema: {
        tags,
        summary: 'One asset: its chains and its balance in each account',
        params: symbolParams,
        response: { 200: envelope(assetDetailSchema) },
      },
    },
    async (req) => ok(await wallet.detail((await user(req.authToken)).id, req.params.symbol)),
  );

  api.get(
    PATHS.walletHistory,
    {
      schema: {
        tags,
        summary: 'Account-change history (every ledger entry of the user)',
        querystring: walletHistoryQuery,
        response: { 200: envelope(walletHistorySchema) },
      },
    },
    async (req) => ok(await wallet.history((await user(req.authToken)).id, req.query)),
  );

  api.get(
    PATHS.withdrawEnable,
    {
      schema: {
        tags,
        summary: 'Whether the withdrawal security rules are met',
        response: { 200: envelope(withdrawEnableSchema) },
      },
    },
    async (req) => ok(wallet.withdrawEnable(await user(req.authToken))),
  );

  api.post(
    PATHS.transfer,
    {
      schema: {
        tags,
        summary: "Transfer between the user's own accounts; idempotent by requestId",
        body: transferBody,
        response: { 200: envelope(transferResultSchema) },
      },
    },
    async (req) => ok(await wallet.transfer(await user(req.authToken), req.body)),
  );

  api.post(
    PATHS.userTransfer,
    {
      schema: {
        tags,
        summary: 'Transfer to another user by UID, with the fund password; idempotent by requestId',
        body: userTransferBody,
        response: { 200: envelope(transferResultSchema) },
      },
    },
    async (req) =>
      ok(await wallet.transferToUser(await user(req.authToken), req.body, requestContext(req))),
  );
}
