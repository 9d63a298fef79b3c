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
import { requestContext, type UserRow } from '../account/index.js';
import { callerOf, PUBLIC, session, type ByVenue } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import type { CoinService } from '../coin/index.js';
import type { WalletService } from './wallet.service.js';

const tags = ['wallet'];

export function registerWalletRoutes(
  api: Api,
  deps: { wallet: ByVenue<WalletService>; coins: CoinService },
): void {
  const { coins } = deps;
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;
  /** The caller's venue's wallet: a demo account's balances are the demo venue's. */
  const wallet = (req: FastifyRequest) => deps.wallet(callerOf(req).venue);

  api.get(
    PATHS.coins,
    {
      config: PUBLIC,
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
      config: session('venue'),
      schema: {
        tags,
        summary: 'Balances per account, with USD totals of priced assets',
        response: { 200: envelope(walletOverviewSchema) },
      },
    },
    async (req) => ok(await wallet(req).overview(user(req).id)),
  );

  api.get(
    PATHS.walletAsset,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'One asset: its chains and its balance in each account',
        params: symbolParams,
        response: { 200: envelope(assetDetailSchema) },
      },
    },
    async (req) => ok(await wallet(req).detail(user(req).id, req.params.symbol)),
  );

  api.get(
    PATHS.walletHistory,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Account-change history (every ledger entry of the user)',
        querystring: walletHistoryQuery,
        response: { 200: envelope(walletHistorySchema) },
      },
    },
    async (req) => ok(await wallet(req).history(user(req).id, req.query)),
  );

  api.get(
    PATHS.withdrawEnable,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: 'Whether the withdrawal security rules are met',
        response: { 200: envelope(withdrawEnableSchema) },
      },
    },
    async (req) => ok(wallet(req).withdrawEnable(user(req))),
  );

  api.post(
    PATHS.transfer,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: "Transfer between the user's own accounts; idempotent by requestId",
        body: transferBody,
        response: { 200: envelope(transferResultSchema) },
      },
    },
    async (req) => ok(await wallet(req).transfer(user(req), req.body)),
  );

  api.post(
    PATHS.userTransfer,
    {
      // Demo money never leaves its owner: no transfers to others.
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Transfer to another user by UID, with the fund password; idempotent by requestId',
        body: userTransferBody,
        response: { 200: envelope(transferResultSchema) },
      },
    },
    async (req) => ok(await wallet(req).transferToUser(user(req), req.body, requestContext(req))),
  );
}
