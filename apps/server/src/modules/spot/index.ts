/**
 * Spot: markets, orders and trades. One runner per market is the single
 * writer: commands queue, each batch freezes funds and records orders
 * (transaction A), then matches and settles (transaction B), and callers are
 * answered after B commits. Also the demo market maker and the read side
 * market data is built from.
 *
 * Boundary: owns spot_market, spot_order and spot_trade; serves the
 * /uc/exchange/order routes. Money moves only through the ledger's batch
 * path; market data learns of batches through `SpotListener`.
 *
 * Invariant: a reused client order id answers with the order it placed;
 * every open order's funds are frozen under its hold; the book rebuilt at
 * start equals the one before.
 */
export { createMarketMaker, ladder } from './market-maker.js';
export { checkSpot, SPOT_RULES } from './spot.check.js';
export { checkTradingHours, spotListingOf, spotSettingsOf } from './spot.config.js';
export { isTradingTime } from './spot.core.js';
export type {
  SpotBatchEvent,
  SpotListener,
  SpotMarketView,
  SpotTradeEvent,
} from './spot.events.js';
export { registerSpotRoutes } from './spot.routes.js';
export { createSpotService } from './spot.service.js';
export type { SpotService } from './spot.service.js';
