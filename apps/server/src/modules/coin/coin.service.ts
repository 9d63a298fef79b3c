import type { ChainConfig, ChainInfo, Coin } from '@exchange/contracts';
import { decimal, gt, toPlainString } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import type { CoinChainRow, CoinRow } from './coin.store.js';
import type { createCoinStore } from './coin.store.js';

const plain = (value: string) => toPlainString(decimal(value));

function toChain(row: CoinChainRow): ChainInfo {
  return {
    chain: row.chain,
    contract: row.contract,
    depositEnabled: row.deposit_enabled,
    withdrawEnabled: row.withdraw_enabled,
    confirmations: row.confirmations,
    depositMin: plain(row.deposit_min),
    depositReviewAbove: row.deposit_review_above === null ? null : plain(row.deposit_review_above),
    withdrawMin: plain(row.withdraw_min),
    withdrawMax: plain(row.withdraw_max),
    withdrawFee: plain(row.withdraw_fee),
    withdrawDailyCount: row.withdraw_daily_count,
    withdrawWindow: row.withdraw_window,
  };
}

function toCoin(row: CoinRow, chains: readonly CoinChainRow[]): Coin {
  return {
    symbol: row.symbol,
    name: row.name,
    isTop: row.is_top ? '1' : '0',
    decimals: row.decimals,
    chains: chains.filter((c) => c.symbol === row.symbol).map(toChain),
  };
}

/** Coins and their per-chain settings; operators change the settings from the console. */
export function createCoinService(store: ReturnType<typeof createCoinStore>) {
  return {
    async list(): Promise<Coin[]> {
      const [coins, chains] = await Promise.all([store.coins(), store.chains()]);
      return coins.map((c) => toCoin(c, chains));
    },

    /** Errors: ASSET_UNKNOWN. */
    async get(symbol: string): Promise<Coin> {
      const coin = (await this.list()).find((c) => c.symbol === symbol);
      if (!coin) throw new AppError('ASSET_UNKNOWN');
      return coin;
    },

    /**
     * Changes a chain's deposit and withdrawal settings; answers the settings
     * before and after (for the audit log). Errors: DEPOSIT_CHAIN_WRONG (no
     * such coin on that chain), FIELD_OUT_OF_RANGE (a minimum above the
     * maximum). A withdrawal must still exceed its fee (withdrawal rules).
     */
    async updateChain(symbol: string, chain: string, change: ChainConfig) {
      const current = (await store.chains()).find((c) => c.symbol === symbol && c.chain === chain);
      if (!current) throw new AppError('DEPOSIT_CHAIN_WRONG');
      const min = decimal(change.withdrawMin ?? current.withdraw_min);
      const max = decimal(change.withdrawMax ?? current.withdraw_max);
      if (gt(min, max)) throw new AppError('FIELD_OUT_OF_RANGE', { field: 'withdrawMin' });
      const updated = await store.updateChain(symbol, chain, {
        ...(change.depositEnabled !== undefined ? { deposit_enabled: change.depositEnabled } : {}),
        ...(change.withdrawEnabled !== undefined
          ? { withdraw_enabled: change.withdrawEnabled }
          : {}),
        ...(change.confirmations !== undefined ? { confirmations: change.confirmations } : {}),
        ...(change.depositMin !== undefined ? { deposit_min: change.depositMin } : {}),
        ...(change.depositReviewAbove !== undefined
          ? { deposit_review_above: change.depositReviewAbove }
          : {}),
        ...(change.withdrawMin !== undefined ? { withdraw_min: change.withdrawMin } : {}),
        ...(change.withdrawMax !== undefined ? { withdraw_max: change.withdrawMax } : {}),
        ...(change.withdrawFee !== undefined ? { withdraw_fee: change.withdrawFee } : {}),
        ...(change.withdrawDailyCount !== undefined
          ? { withdraw_daily_count: change.withdrawDailyCount }
          : {}),
        ...(change.withdrawWindow !== undefined ? { withdraw_window: change.withdrawWindow } : {}),
      });
      if (!updated) throw new AppError('DEPOSIT_CHAIN_WRONG');
      return { before: toChain(current), after: toChain(updated) };
    },
  };
}

export type CoinService = ReturnType<typeof createCoinService>;
