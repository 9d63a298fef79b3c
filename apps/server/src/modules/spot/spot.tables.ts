import type { Generated } from 'kysely';

/** Tables of the spot module. NUMERIC and BIGINT columns arrive as strings. */
export interface SpotMarketTable {
  symbol: string;
  base: string;
  quote: string;
  tick_size: string;
  lot_size: string;
  min_amount: string;
  max_amount: string;
  min_notional: string;
  maker_fee: string;
  taker_fee: string;
  trading_hours: string;
  enabled: boolean;
  sort: number;
  last_seq: string;
  last_trade: string;
}

export interface SpotOrderTable {
  id: string;
  market: string;
  user_id: number;
  client_order_id: string | null;
  fingerprint: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  time_in_force: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
  price: string | null;
  amount: string | null;
  quote_amount: string | null;
  price_ticks: string | null;
  lots: string;
  remaining_lots: string;
  frozen: string;
  filled_amount: string;
  filled_quote: string;
  fee: string;
  status: 'SUBMITTED' | 'PENDING' | 'FILLED' | 'CANCELLED';
  cancel_reason: string | null;
  seq: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SpotTradeTable {
  market: string;
  trade_no: string;
  price: string;
  amount: string;
  quote_amount: string;
  taker_side: 'buy' | 'sell';
  maker_order_id: string;
  taker_order_id: string;
  maker_user_id: number;
  taker_user_id: number;
  maker_fee: string;
  taker_fee: string;
  created_at: Date;
}

/** One matching batch journaled but not yet projected (migration 0060). */
export interface SpotJournalTable {
  id: Generated<string>;
  market: string;
  at: Date;
  /** BIGINT[] arrives as strings. */
  orders: string[];
  cancels: string[];
  cancel_users: number[];
  maker_fee: string;
  taker_fee: string;
}

/** A conditional order (migration 0064, `spot.stops.ts`). */
export interface SpotStopOrderTable {
  id: Generated<string>;
  market: string;
  user_id: number;
  client_order_id: string | null;
  fingerprint: string;
  kind: 'stop_limit' | 'stop_market' | 'trailing' | 'oco';
  side: 'buy' | 'sell';
  direction: 'rise' | 'fall';
  stop_price: string | null;
  price: string | null;
  stop_limit_price: string | null;
  amount: string | null;
  quote_amount: string | null;
  callback_rate: string | null;
  activation_price: string | null;
  extreme_price: string | null;
  oco_order_id: string | null;
  frozen: string;
  freeze_asset: string;
  status: 'WAITING' | 'TRIGGERED' | 'CANCELLED' | 'REJECTED';
  reason: string | null;
  order_id: string | null;
  triggered_price: string | null;
  triggered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SpotTables {
  spot_market: SpotMarketTable;
  spot_order: SpotOrderTable;
  spot_trade: SpotTradeTable;
  spot_journal: SpotJournalTable;
  spot_stop_order: SpotStopOrderTable;
}
