import { z } from 'zod';
import { page } from './fields.js';
import { SPOT_CANCEL_REASONS } from './market.js';
import { PERP_CONTRACT_TYPES, PERP_KINDS } from './contract.js';
import {
  PERP_ACTIONS,
  MARGIN_MODES,
  PERP_DIRECTIONS,
  PERP_ORDER_LIST_STATUSES,
  PERP_ORDER_TYPES,
  PERP_POSITION_LIST_STATUSES,
  PERP_TIME_IN_FORCE,
} from './contract-requests.js';

/**
 * Perpetual contracts: what the server answers, and the WebSocket
 * topics. Symbols are in `contract.ts`, requests in
 * `contract-requests.ts`.
 *
 * Units: lots are JS integers; prices, amounts and rates are decimal strings
 * ("0.0005" is 0.05 %); times are unix milliseconds. Every amount of money
 * (margin, fee, PnL, funding) is in the contract's `marginAsset`: USDT for a
 * linear contract, the base coin for an inverse one. Signs: `fee` and `fees`
 * are what the user paid (negative for a maker rebate); `realisedPnl`,
 * `unrealisedPnl` and `fundingFees` are what the user gained (negative for a
 * loss or for funding paid).
 *
 * These are response schemas: no transforms, because the server encodes
 * replies through them.
 */

const decimal = z.string();
const time = z.number().int();
const lots = z.number().int().nonnegative();
const leverage = z.number().int().positive();

/**
 * One maintenance tier (engine `risk.MaintenanceTier`). A position belongs
 * to the first tier whose maxNotional is at least its notional: the value in
 * USDT at the mark price for a linear contract, the USD face value (lots *
 * contractSize) for an inverse one. Opening is refused above the tier's
 * maxLeverage (LEVERAGE_ABOVE_TIER).
 */
export const perpMaintenanceTierSchema = z.object({
  maxNotional: decimal,
  maintenanceRate: decimal,
  maxLeverage: leverage,
});
export type PerpMaintenanceTier = z.infer<typeof perpMaintenanceTierSchema>;

/** `GET|POST /contract/margin-mode`: the caller's margin mode in a contract. */
export const perpMarginModeSchema = z.object({
  symbol: z.string(),
  mode: z.enum(MARGIN_MODES),
});
export type PerpMarginMode = z.infer<typeof perpMarginModeSchema>;

/** `GET /contract/perpetual/leverage/findAllBySymbol`: the leverages offered, ascending. */
export const perpLeverageSchema = z.object({
  symbol: z.string(),
  leverages: z.array(leverage),
  defaultLeverage: leverage,
  maintenanceTiers: z.array(perpMaintenanceTierSchema),
});
export type PerpLeverage = z.infer<typeof perpLeverageSchema>;

/**
 * One contract of `GET /contract/perpetual/getPerpetualConfig`: its rules,
 * then live figures, each null while unknown (no index feed yet, a contract
 * never traded, funding not scheduled).
 */
export const perpConfigSchema = z.object({
  symbol: z.string(),
  coinSymbol: z.string(),
  contractType: z.enum(PERP_CONTRACT_TYPES),
  kind: z.enum(PERP_KINDS),
  /** "BTC" and "USDT" (linear) or "BTC" and "USD" (inverse). */
  base: z.string(),
  quote: z.string(),
  marginAsset: z.string(),
  /** One lot: base coin for a linear contract ("0.001"), USD for an inverse one ("100"). */
  contractSize: decimal,
  tickSize: decimal,
  /** Decimal places implied by tickSize, for formatting. */
  pricePrecision: z.number().int().nonnegative(),
  minOpenLots: lots,
  maxOpenLots: lots,
  minCloseLots: lots,
  maxCloseLots: lots,
  leverages: z.array(leverage),
  defaultLeverage: leverage,
  maintenanceTiers: z.array(perpMaintenanceTierSchema),
  /** Fee rates as decimals; a negative maker fee is a rebate. */
  makerFee: decimal,
  takerFee: decimal,
  fundingIntervalHours: z.number().int().positive(),
  /** UTC window(s) as for spot markets: "00:00-24:00", several joined by ",". */
  tradingHours: z.string(),
  enabled: z.boolean(),
  /**
   * 'delivery' for a fixed-expiry series: `term` ("5M", "1H", "Q"),
   * the current contract's `expiresAt`, and the index window its settlement
   * price averages; all null for a perpetual.
   */
  product: z.enum(['perpetual', 'delivery']),
  term: z.string().nullable(),
  expiresAt: time.nullable(),
  settleWindowMinutes: z.number().int().positive().nullable(),
  /** The previous contract of the series settled at this price; null before the first. */
  lastSettlementPrice: decimal.nullable(),
  indexPrice: decimal.nullable(),
  markPrice: decimal.nullable(),
  lastPrice: decimal.nullable(),
  /** The current estimate of the next settlement's rate; longs pay shorts when positive. */
  fundingRate: decimal.nullable(),
  nextFundingTime: time.nullable(),
  openInterestLots: lots.nullable(),
});
export type PerpConfig = z.infer<typeof perpConfigSchema>;
export const perpConfigListSchema = z.array(perpConfigSchema);
/** The reply: one contract when the query named one, else every listed contract (enabled or not). */
export const perpConfigReplySchema = z.union([perpConfigSchema, perpConfigListSchema]);

/** Spot's reasons, and the contract's own: see `perpOrderSchema.cancelReason` ('expired': a delivery contract settled). */
export const PERP_CANCEL_REASONS = [
  ...SPOT_CANCEL_REASONS,
  'position_closed',
  'liquidation',
  'expired',
] as const;
export type PerpCancelReason = (typeof PERP_CANCEL_REASONS)[number];

/** Why the system, not the user, placed a close order. */
export const PERP_TRIGGERS = ['take_profit', 'stop_loss', 'liquidation', 'adl'] as const;
export type PerpTrigger = (typeof PERP_TRIGGERS)[number];

/** What closed a position: the user (any close order of theirs), or a trigger. */
export const PERP_CLOSE_CAUSES = ['user', ...PERP_TRIGGERS, 'settlement'] as const;
export type PerpCloseCause = (typeof PERP_CLOSE_CAUSES)[number];

/**
 * An entrust's statuses, as in spot: SUBMITTED (durable, not yet matched,
 * seen briefly), PENDING (resting, maybe partly filled), FILLED, CANCELLED
 * (with cancelReason; filledLots 0 is the spec's "unfilled").
 */
export const PERP_ORDER_STATUSES = ['SUBMITTED', 'PENDING', 'FILLED', 'CANCELLED'] as const;
export type PerpOrderStatus = (typeof PERP_ORDER_STATUSES)[number];

/** The spec's "contract order": one entrust to open or close. */
export const perpOrderSchema = z.object({
  orderId: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: z.string(),
  marginAsset: z.string(),
  direction: z.enum(PERP_DIRECTIONS),
  action: z.enum(PERP_ACTIONS),
  type: z.enum(PERP_ORDER_TYPES),
  /** IOC for every market order. */
  timeInForce: z.enum(PERP_TIME_IN_FORCE),
  /** Null for a market order. */
  price: decimal.nullable(),
  lots,
  filledLots: lots,
  /** lots - filledLots while it rests; 0 once FILLED or CANCELLED. */
  remainingLots: lots,
  leverage,
  /**
   * Initial margin of the entrust's lots at its price (a market order: at the
   * mark price when placed): frozen while it rests, moved into the position
   * as it fills, released when cancelled. "0" for a close.
   */
  margin: decimal,
  /** Volume-weighted fill price; null before the first fill. */
  averagePrice: decimal.nullable(),
  fee: decimal,
  /** Price PnL of a close order's fills, before fees; "0" for an opening order. */
  realisedPnl: decimal,
  /** Presets carried by an opening order onto its position; null when none. */
  takeProfit: decimal.nullable(),
  stopLoss: decimal.nullable(),
  /** The position opened, added to or closed; null for an opening order not yet filled. */
  positionId: z.string().nullable(),
  status: z.enum(PERP_ORDER_STATUSES),
  /**
   * Null unless CANCELLED. Beyond spot's: 'position_closed' (a pending close
   * order whose position was closed by another path: a market close, close
   * all, take-profit or stop-loss), 'liquidation' (pending orders of a
   * position cancelled when its liquidation starts).
   */
  cancelReason: z.enum(PERP_CANCEL_REASONS).nullable(),
  /** Null for the user's own orders; why the system placed this close order otherwise. */
  trigger: z.enum(PERP_TRIGGERS).nullable(),
  createdAt: time,
  updatedAt: time,
});
export type PerpOrder = z.infer<typeof perpOrderSchema>;

export const PERP_POSITION_STATUSES = ['OPEN', 'CLOSED'] as const;
export type PerpPositionStatus = (typeof PERP_POSITION_STATUSES)[number];

/**
 * The spec's "contract position": one per user and contract while OPEN,
 * isolated or cross margined (`marginMode`). Figures that depend on the mark price are null once CLOSED or
 * while no mark price is available.
 */
export const perpPositionSchema = z.object({
  positionId: z.string(),
  symbol: z.string(),
  marginAsset: z.string(),
  direction: z.enum(PERP_DIRECTIONS),
  marginMode: z.enum(MARGIN_MODES),
  /** Lots held now: 0 once CLOSED. */
  lots,
  /** Every lot ever opened into it, for the history screen. */
  openedLots: lots,
  /** lots minus the lots of pending close orders: what a new close may take. */
  closableLots: lots,
  leverage,
  /** Volume-weighted open price. */
  entryPrice: decimal,
  markPrice: decimal.nullable(),
  /** Volume-weighted close price; null while OPEN. */
  closePrice: decimal.nullable(),
  /**
   * Margin the position holds; once CLOSED, the last margin it held (kept
   * for history). A cross position holds its initial margin here and is
   * backed by the account's free balance besides.
   */
  margin: decimal,
  /**
   * Maintenance margin over equity (margin + unrealisedPnl), rounded up:
   * liquidation starts at "1". Null also when equity is zero or below. For
   * a cross position, the account's: every cross position's maintenance
   * over the free balance plus their margins and PnL, in the margin asset.
   */
  marginRate: decimal.nullable(),
  maintenanceMargin: decimal.nullable(),
  /**
   * Null also when the position cannot be liquidated (its price would be at
   * or below 0). For a cross position, an estimate with the account's other
   * positions held at their marks.
   */
  liquidationPrice: decimal.nullable(),
  bankruptcyPrice: decimal.nullable(),
  /** At the mark price. */
  unrealisedPnl: decimal.nullable(),
  /** Price PnL of the closed lots, before fees and funding. */
  realisedPnl: decimal,
  /** Net funding received (negative when paid). */
  fundingFees: decimal,
  /** Fees paid on every opening and closing fill. */
  fees: decimal,
  takeProfit: decimal.nullable(),
  stopLoss: decimal.nullable(),
  status: z.enum(PERP_POSITION_STATUSES),
  /** Null while OPEN; otherwise the cause of the fill that closed the last lot. */
  closedBy: z.enum(PERP_CLOSE_CAUSES).nullable(),
  openedAt: time,
  closedAt: time.nullable(),
  /** The last change of lots, margin, funding or presets: a client keeps the newer of two copies. */
  updatedAt: time,
});
export type PerpPosition = z.infer<typeof perpPositionSchema>;

/** One fill of one of the caller's entrusts. */
export const perpFillSchema = z.object({
  tradeId: z.string(),
  orderId: z.string(),
  positionId: z.string(),
  symbol: z.string(),
  marginAsset: z.string(),
  direction: z.enum(PERP_DIRECTIONS),
  action: z.enum(PERP_ACTIONS),
  price: decimal,
  lots,
  fee: decimal,
  /** Price PnL of a closing fill, before fees; null for an opening one. */
  realisedPnl: decimal.nullable(),
  role: z.enum(['maker', 'taker']),
  time,
});
export type PerpFill = z.infer<typeof perpFillSchema>;
export const perpFillPageSchema = page(perpFillSchema);
export const perpFillListSchema = z.array(perpFillSchema);

/**
 * `GET /contract/wallet/findOrderByPage`: a page whose items follow the
 * status asked for, which it echoes. PENDING and HISTORY list entrusts
 * (`PerpOrder`), OPEN and CLOSED list positions (`PerpPosition`), so a
 * client narrows on `status` before reading `list`.
 */
export const perpOrderListSchema = z.discriminatedUnion('status', [
  page(perpOrderSchema).extend({ status: z.enum(PERP_ORDER_LIST_STATUSES) }),
  page(perpPositionSchema).extend({ status: z.enum(PERP_POSITION_LIST_STATUSES) }),
]);
export type PerpOrderList = z.infer<typeof perpOrderListSchema>;

/**
 * `/api/contractOrder!closeAll.action`: how many positions got a market close
 * order. Cancel-all answers spot's `cancelAllResultSchema` ({cancelled}).
 */
export const perpCloseAllResultSchema = z.object({ closing: z.number().int().nonnegative() });

/** net = realisedPnl - fees + fundingFees, all in marginAsset. */
const pnlFigures = {
  marginAsset: z.string(),
  realisedPnl: decimal,
  fees: decimal,
  fundingFees: decimal,
  net: decimal,
};

/**
 * `GET /contract/wallet/profitLoss` (our addition): the closing fills' PnL,
 * every fill's fee and the funding settled inside the window. Totals are per
 * margin asset because USDT and coin amounts cannot be added up.
 */
export const perpProfitLossSchema = z.object({
  from: time.nullable(),
  to: time.nullable(),
  totals: z.array(z.object(pnlFigures)),
  byContract: z.array(
    z.object({
      symbol: z.string(),
      ...pnlFigures,
      /** Positions that reached CLOSED inside the window. */
      closedPositions: z.number().int().nonnegative(),
    }),
  ),
});
export type PerpProfitLoss = z.infer<typeof perpProfitLossSchema>;

// WebSocket (`/uc/ws`), the same protocol as spot (market.ts): public
// "perp_depth:BTCUSDT" (see perpDepthTopic) and "mark:BTCUSDT" (the symbol in any spelling `normalizePerpSymbol` accepts;
// messages name the canonical topic), and after {op:"auth"} the private
// "perp_orders" and "perp_positions". Snapshots and updates as for "orders":
// - perp_orders: snapshot = the open entrusts (SUBMITTED, PENDING), as
//   `PerpOrder[]`; update = the entrusts that changed, any status, so a
//   FILLED or CANCELLED one leaves the list;
// - perp_positions: snapshot = the OPEN positions, `PerpPosition[]`; update =
//   those that changed, mark-price moves included (coalesced per tick), a
//   CLOSED one leaving the list;
// - mark:{symbol}: snapshot and update = `PerpMark`, sent on every mark tick
//   and after every batch that traded (so its last price is live).
// - perp_kline:{symbol}:{interval}: snapshot = the open candle, update = the
//   candles that changed (`Kline[]`, volume in lots); history from
//   `GET /contract/market/kline`.

export const PERP_PRIVATE_TOPICS = ['perp_orders', 'perp_positions'] as const;
export type PerpPrivateTopic = (typeof PERP_PRIVATE_TOPICS)[number];

/**
 * The public topic of a contract's order book: "perp_depth:BTCUSDT", with
 * spot's depth payload ({symbol, bids, asks}, best first) where each level
 * is [price, lots]. Not "depth:": "depth:BTCUSDT" is the spot market
 * BTC/USDT, which `normalizeSymbol` reads it as.
 */
export function perpDepthTopic(symbol: string): string {
  return `perp_depth:${symbol}`;
}

/** The public topic of a contract's index, mark and funding: "mark:BTCUSDT". */
export function perpMarkTopic(symbol: string): string {
  return `mark:${symbol}`;
}

/** A contract's live candle of one interval: snapshot = the open candle, update = the candles that changed. */
export function perpKlineTopic(symbol: string, interval: string): string {
  return `perp_kline:${symbol}:${interval}`;
}

export const perpMarkSchema = z.object({
  symbol: z.string(),
  /** The contract's last trade: sent on every batch with trades, as well as on each tick. */
  lastPrice: decimal.nullable(),
  indexPrice: decimal.nullable(),
  markPrice: decimal.nullable(),
  fundingRate: decimal.nullable(),
  nextFundingTime: time.nullable(),
  time,
});
export type PerpMark = z.infer<typeof perpMarkSchema>;
