import type { Generated, Updateable, Kysely, Selectable } from 'kysely';

export interface CoinTable {
  symbol: string;
  name: string;
  decimals: number;
  is_top: boolean;
  sort: number;
  enabled: boolean;
}

export interface CoinChainTable {
  symbol: string;
  chain: string;
  family: 'btc' | 'evm' | 'tron' | 'none';
  contract: string;
  token_decimals: number;
  confirmations: number;
  deposit_min: string;
  /** Deposits above this wait for an operator's review before crediting; null: none do. */
  deposit_review_above: Generated<string | null>;
  withdraw_min: string;
  withdraw_max: string;
  withdraw_fee: string;
  withdraw_daily_count: number;
  withdraw_window: string;
  deposit_enabled: boolean;
  withdraw_enabled: boolean;
}

export interface CoinTables {
  coin: CoinTable;
  coin_chain: CoinChainTable;
}

export type CoinRow = Selectable<CoinTable>;
export type CoinChainRow = Selectable<CoinChainTable>;

export function createCoinStore<T>(database: Kysely<T>) {
  // See ledger.service.ts: Kysely<DB> does not always widen to a module's subset.
  const db = database as unknown as Kysely<CoinTables>;
  return {
    coins: () =>
      db.selectFrom('coin').selectAll().where('enabled', '=', true).orderBy('sort').execute(),
    chains: () =>
      db.selectFrom('coin_chain').selectAll().orderBy('symbol').orderBy('chain').execute(),
    updateChain: (symbol: string, chain: string, values: Updateable<CoinChainTable>) =>
      db
        .updateTable('coin_chain')
        .set(values)
        .where('symbol', '=', symbol)
        .where('chain', '=', chain)
        .returningAll()
        .executeTakeFirst(),
  };
}
