import type {
  AssetBalance,
  WalletOverview,
  transferBody,
  userTransferBody,
  UserWalletName,
  walletHistoryQuery,
} from '@exchange/contracts';
import { USER_WALLETS } from '@exchange/contracts';
import {
  add,
  decimal,
  isZero,
  lt,
  mul,
  sub,
  scaleOf,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { Kysely } from 'kysely';
import type { OutflowCheck } from '../../module.js';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { AccountService, RequestContext, UserRow, SecurityService } from '../account/index.js';
import type { CoinService } from '../coin/index.js';
import type { Ledger, Posting, PostResult } from '../ledger/index.js';
import type { Statement } from './wallet.statement.js';

/** USD price of one unit, or null when the platform has no price for it yet. */
export type PriceSource = (asset: string) => Decimal | null;

/**
 * Until the index feed arrives (markets issue), only USD stablecoins are
 * priced, at their 1 USD peg; everything else is reported as unpriced
 * instead of being counted as zero.
 */
export const pegOnlyPrices: PriceSource = (asset) =>
  asset === 'USDT' || asset === 'USDC' ? decimal('1') : null;

/** Balances, history and transfers. Money moves only through the ledger. */
export function createWalletService(deps: {
  ledger: Ledger;
  coins: CoinService;
  accounts: AccountService;
  security: SecurityService;
  prices: PriceSource;
  statement: Statement;
  /** The venue's database: a transfer to another user and its outflow check share a transaction. */
  db?: Kysely<unknown>;
  outflow?: OutflowCheck;
  /**
   * What a transfer out of a wallet must leave behind in an asset (decimal
   * text): the free balance cross-margin positions need (`perp.cross.ts`).
   */
  reserved?: (userId: number, wallet: UserWalletName, asset: string) => string;
}) {
  const { ledger, coins, prices } = deps;

  function balanceOf(
    asset: string,
    row: { available: string; frozen: string; locked: string } | undefined,
  ): AssetBalance {
    const available = decimal(row?.available ?? '0');
    const frozen = decimal(row?.frozen ?? '0');
    const locked = decimal(row?.locked ?? '0');
    const total = add(add(available, frozen), locked);
    const price = prices(asset);
    return {
      asset,
      available: toPlainString(available),
      frozen: toPlainString(frozen),
      locked: toPlainString(locked),
      total: toPlainString(total),
      usdValue: price ? toPlainString(mul(total, price)) : null,
    };
  }

  /** Errors: ASSET_UNKNOWN, AMOUNT_PRECISION. */
  async function checkAmount(asset: string, amount: string): Promise<void> {
    const coin = await coins.get(asset);
    if (scaleOf(decimal(amount)) > coin.decimals)
      throw new AppError('AMOUNT_PRECISION', { places: coin.decimals });
  }

  return {
    async overview(userId: number): Promise<WalletOverview> {
      const [rows, coinList] = await Promise.all([ledger.userAccounts(userId), coins.list()]);
      const unpricedAll = new Set<string>();
      let totalUsd: Decimal = ZERO;
      const accounts = USER_WALLETS.map((wallet) => {
        const own = rows.filter((r) => r.wallet === wallet);
        // Spot lists every coin (to deposit into); other accounts list what they hold, and USDT.
        const symbols =
          wallet === 'spot'
            ? coinList.map((c) => c.symbol)
            : [...new Set(['USDT', ...own.map((r) => r.asset)])];
        const assets = symbols.map((asset) =>
          balanceOf(
            asset,
            own.find((r) => r.asset === asset),
          ),
        );
        let walletUsd: Decimal = ZERO;
        const unpriced: string[] = [];
        for (const a of assets) {
          if (a.usdValue !== null) walletUsd = add(walletUsd, decimal(a.usdValue));
          else if (!isZero(decimal(a.total))) unpriced.push(a.asset);
        }
        unpriced.forEach((asset) => unpricedAll.add(asset));
        totalUsd = add(totalUsd, walletUsd);
        return { wallet, totalUsd: toPlainString(walletUsd), unpriced, assets };
      });
      return { totalUsd: toPlainString(totalUsd), unpriced: [...unpricedAll], accounts };
    },

    async detail(userId: number, symbol: string) {
      const coin = await coins.get(symbol);
      const rows = (await ledger.userAccounts(userId)).filter((r) => r.asset === symbol);
      return {
        coin,
        accounts: USER_WALLETS.map((wallet) => ({
          wallet,
          ...balanceOf(
            symbol,
            rows.find((r) => r.wallet === wallet),
          ),
        })),
      };
    },

    /** The statement: one line per event, with its ledger entries (`wallet.statement.ts`). */
    history(userId: number, query: z.output<typeof walletHistoryQuery>) {
      return deps.statement.page(userId, query);
    },

    /** Between a user's own accounts. Errors: TRANSFER_SAME_ACCOUNT, CROSS_MARGIN_RESERVED, ASSET_UNKNOWN, AMOUNT_PRECISION, INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT. */
    async transfer(user: UserRow, input: z.output<typeof transferBody>): Promise<PostResult> {
      if (input.from === input.to) throw new AppError('TRANSFER_SAME_ACCOUNT');
      await checkAmount(input.asset, input.amount);
      const amount = toPlainString(decimal(input.amount));
      // A best-effort guard, read before the posting: the risk pass still
      // tops up or liquidates whatever a racing order leaves short.
      const reserved = decimal(deps.reserved?.(user.id, input.from, input.asset) ?? '0');
      if (!isZero(reserved)) {
        const from = { userId: user.id, wallet: input.from, asset: input.asset };
        const free = decimal((await ledger.balance(from)).available);
        if (lt(sub(free, reserved), decimal(amount))) throw new AppError('CROSS_MARGIN_RESERVED');
      }
      return ledger.post({
        idempotencyKey: `transfer:${user.id}:${input.requestId}`,
        type: 'transfer',
        reference: `transfer:${input.from}->${input.to}`,
        lines: [
          {
            account: { userId: user.id, wallet: input.from, asset: input.asset },
            part: 'available',
            amount: `-${amount}`,
          },
          {
            account: { userId: user.id, wallet: input.to, asset: input.asset },
            part: 'available',
            amount,
          },
        ],
      });
    },

    /**
     * Spot to another user's spot by UID, authorised by the fund password.
     * Errors: DEMO_RESTRICTED, FUND_PASSWORD_*, INVALID_UID (also for a demo account), TRANSFER_SAME_ACCOUNT, plus those of `transfer`.
     */
    async transferToUser(
      user: UserRow,
      input: z.output<typeof userTransferBody>,
      context: RequestContext,
    ): Promise<PostResult> {
      if (user.is_demo) throw new AppError('DEMO_RESTRICTED');
      await checkAmount(input.asset, input.amount);
      // The fund password comes first, so probing whether a UID exists costs a try.
      await deps.security.verifyFundPassword(user.id, input.fundPassword, context);
      const target = await deps.accounts.findByUid(input.toUid);
      // A demo account's live spot account is shown nowhere: real money sent
      // there would vanish from view. It reads as no such user.
      if (!target || target.status !== 'active' || target.is_demo)
        throw new AppError('INVALID_UID');
      if (target.id === user.id) throw new AppError('TRANSFER_SAME_ACCOUNT');
      const amount = toPlainString(decimal(input.amount));
      const posting: Posting = {
        idempotencyKey: `user-transfer:${user.id}:${input.requestId}`,
        type: 'transfer',
        reference: `user-transfer:${user.uid}->${target.uid}`,
        lines: [
          {
            account: { userId: user.id, wallet: 'spot', asset: input.asset },
            part: 'available',
            amount: `-${amount}`,
          },
          {
            account: { userId: target.id, wallet: 'spot', asset: input.asset },
            part: 'available',
            amount,
          },
        ],
      };
      const { outflow, db } = deps;
      if (!outflow || !db) return ledger.post(posting);
      return db.transaction().execute(async (trx) => {
        await outflow(user.id, input.asset, decimal(amount), trx);
        return ledger.post(posting, { trx });
      });
    },

    withdrawEnable(user: UserRow) {
      const fundPasswordSet = user.fund_password_hash !== null;
      const googleBound = user.google_secret !== null;
      const emailBound = user.email !== null;
      const phoneBound = user.phone !== null;
      // Spec section 5: a bound authenticator, or both a bound email and phone, and a fund password.
      const enabled =
        fundPasswordSet && (googleBound || (emailBound && phoneBound)) && !user.is_demo;
      return { enabled, fundPasswordSet, googleBound, emailBound, phoneBound };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
