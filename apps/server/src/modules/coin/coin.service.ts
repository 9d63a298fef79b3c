import type { ChainInfo, Coin } from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
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

/** Coins and their per-chain settings. Reads only; operators edit through the console later. */
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
  };
}

export type CoinService = ReturnType<typeof createCoinService>;
