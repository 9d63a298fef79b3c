import type { ColumnType, Generated, Selectable } from 'kysely';

/** One candle of one market and interval; prices and amounts are NUMERIC strings. */
export interface KlineTable {
  symbol: string;
  interval: string;
  /** BIGINT unix milliseconds: a string when read, a number or string when written. */
  open_time: ColumnType<string, number | string, number | string>;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
  turnover: string;
  count: number;
  /** Id of the newest trade counted, so a restart replays only the trades after it. */
  last_trade_id: string;
}

export interface FavouriteTable {
  /** Orders a user's favourites by insertion, even when two share a timestamp. */
  id: Generated<string>;
  user_id: number;
  symbol: string;
  created_at: Date;
}

/** Tables of the market data module (candles, favourites). */
export interface MarketDataTables {
  kline: KlineTable;
  favourite: FavouriteTable;
}

export type KlineRow = Selectable<KlineTable>;
export type FavouriteRow = Selectable<FavouriteTable>;
