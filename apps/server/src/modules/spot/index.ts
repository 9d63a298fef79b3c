/**
 * Spot: markets, orders and trades. One runner per market is the single
 * writer: commands queue, each batch freezes funds and records orders
 * (transaction A), then matches and settles (transaction B), and callers are
 * answered after B commits. Also the demo market maker and the read side
 * market data is built from.
 *
 * `MarketRunner` (`spot.runner.ts`) runs on `Database.writer`. Transaction
 * A freezes through the ledger's batch path, inserts orders SUBMITTED and
 * looks up the batch's client order ids in one query; cancels of live
 * orders are found in the runner's memory. Start-up rebuilds the book from
 * resting orders in (price, seq) order and replays SUBMITTED ones, as does
 * a failed transaction B. `spot.settle.ts` turns engine events into
 * postings through `clearing:spot`, fees taken from what each side
 * receives, 10 % of them to the security fund. `spot.config.ts` applies an
 * operator's change (tick and lot stay as listed). `market-maker.ts` is the
 * demo market maker (two ordinary accounts; never in production).
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
export { serveSpotCommands, spotOverBus, spotCommandSubject } from './spot.bus.js';
export { followSpotBatches, publishSpotBatches } from './spot.feed.js';
