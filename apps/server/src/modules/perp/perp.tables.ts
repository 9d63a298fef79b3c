/** Tables of the perpetual-contract module. NUMERIC and BIGINT columns arrive as strings. */
import type { Generated } from 'kysely';

export type PerpContractType = 'usdt' | 'coin';
export type PerpDirection = 'long' | 'short';
/** How a position is margined (0069): its own margin, or the contract account's shared balance. */
export type MarginMode = 'isolated' | 'cross';
export type PerpAction = 'open' | 'close';
export type PerpTrigger = 'take_profit' | 'stop_loss' | 'liquidation' | 'adl';

/** One maintenance tier as stored: decimal strings and an integer leverage cap. */
export interface StoredTier {
  maxNotional: string;
  maintenanceRate: string;
  maxLeverage: number;
}

export interface PerpContractTable {
  symbol: string;
  coin: string;
  contract_type: PerpContractType;
  quote: 'USDT' | 'USD';
  margin_asset: string;
  contract_size: string;
  tick_size: string;
  min_open_lots: string;
  max_open_lots: string;
  min_close_lots: string;
  max_close_lots: string;
  leverages: number[];
  default_leverage: number;
  tiers: StoredTier[];
  maker_fee: string;
  taker_fee: string;
  funding_interval_hours: number;
  trading_hours: string;
  enabled: boolean;
  sort: number;
  last_seq: string;
  last_trade: string;
  /** 0016: delivery series carry their term, current expiry and settlement window. */
  product: Generated<'perpetual' | 'delivery'>;
  term: string | null;
  expires_at: Date | null;
  settle_window_minutes: number | null;
  last_settlement_price: string | null;
}

/** One settled delivery contract (0016). */
export interface PerpSettlementTable {
  contract: string;
  expires_at: Date;
  price: string;
  samples: number;
  positions: number;
  lots: string;
  settled_at: Date;
}

export interface PerpPositionTable {
  id: string;
  contract: string;
  user_id: number;
  direction: PerpDirection;
  status: 'OPEN' | 'CLOSED';
  lots: string;
  closed_lots: Generated<string>;
  leverage: number;
  entry_price: string;
  margin: string;
  realised_pnl: Generated<string>;
  funding_fees: Generated<string>;
  fees: Generated<string>;
  take_profit: string | null;
  stop_loss: string | null;
  close_price: string | null;
  /** Sum of price x lots over closing fills (0014). */
  close_value: Generated<string>;
  closed_by: 'user' | PerpTrigger | 'settlement' | null;
  /** Version of the margin hold `perp_position:<id>:<v>` (0014). */
  hold_version: Generated<number>;
  margin_mode: Generated<MarginMode>;
  opened_at: Date;
  closed_at: Date | null;
  updated_at: Date;
}

export interface PerpOrderTable {
  id: string;
  contract: string;
  user_id: number;
  client_order_id: string | null;
  fingerprint: string;
  direction: PerpDirection;
  action: PerpAction;
  type: 'limit' | 'market';
  time_in_force: 'GTC' | 'IOC' | 'FOK' | 'POST_ONLY';
  price: string | null;
  price_ticks: string | null;
  lots: string;
  remaining_lots: string;
  leverage: number;
  frozen: string;
  /** Initial margin of all lots at the order's price (0014); 0 for a close. */
  margin: Generated<string>;
  filled_lots: Generated<string>;
  filled_price_lots: Generated<string>;
  fee: Generated<string>;
  realised_pnl: Generated<string>;
  take_profit: string | null;
  stop_loss: string | null;
  trigger: PerpTrigger | null;
  position_id: string | null;
  status: 'SUBMITTED' | 'PENDING' | 'FILLED' | 'CANCELLED';
  cancel_reason: string | null;
  seq: string | null;
  created_at: Date;
  updated_at: Date;
  /** The contract's fee rates when the order was placed (0020): its fills pay these. */
  maker_fee_rate: string;
  taker_fee_rate: string;
}

export interface PerpTradeTable {
  /** A fill's own id (0014). */
  id: Generated<string>;
  contract: string;
  trade_no: string;
  price: string;
  lots: string;
  taker_direction: PerpDirection;
  taker_action: PerpAction;
  maker_order_id: string;
  taker_order_id: string;
  maker_user_id: number;
  taker_user_id: number;
  maker_fee: string;
  taker_fee: string;
  maker_pnl: Generated<string>;
  taker_pnl: Generated<string>;
  created_at: Date;
}

export interface PerpFundingTable {
  contract: string;
  funding_time: Date;
  rate: string;
  mark_price: string;
  long_lots: string;
  short_lots: string;
  residual: string;
}

/** One matching batch journaled but not yet projected (migration 0061). BIGINT[] arrives as strings. */
export interface PerpJournalTable {
  id: Generated<string>;
  contract: string;
  at: Date;
  orders: string[];
  cancels: string[];
  cancel_reasons: string[];
  position_ids: string[];
}

/** A contract conditional order (migration 0068, `perp.stops.ts`). */
export interface PerpStopOrderTable {
  id: Generated<string>;
  symbol: string;
  user_id: number;
  client_order_id: string | null;
  fingerprint: string;
  kind: 'trigger' | 'trailing';
  source: 'mark' | 'last';
  trigger: 'rise' | 'fall';
  trigger_price: string | null;
  callback_rate: string | null;
  activation_price: string | null;
  extreme_price: string | null;
  direction: 'long' | 'short';
  action: 'open' | 'close';
  type: 'limit' | 'market';
  price: string | null;
  lots: string;
  leverage: number | null;
  take_profit: string | null;
  stop_loss: string | null;
  time_in_force: string;
  status: 'WAITING' | 'TRIGGERED' | 'CANCELLED' | 'REJECTED';
  reason: string | null;
  order_id: string | null;
  triggered_price: string | null;
  triggered_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
export interface PerpTables {
  perp_contract: PerpContractTable;
  perp_position: PerpPositionTable;
  perp_order: PerpOrderTable;
  perp_trade: PerpTradeTable;
  perp_funding: PerpFundingTable;
  perp_settlement: PerpSettlementTable;
  perp_journal: PerpJournalTable;
  perp_stop_order: PerpStopOrderTable;
  perp_margin_mode: PerpMarginModeTable;
}

/** A user's margin mode in one contract (0069); no row is isolated. */
export interface PerpMarginModeTable {
  user_id: number;
  contract: string;
  mode: MarginMode;
  updated_at: Generated<Date>;
}
