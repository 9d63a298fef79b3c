/**
 * Perp: perpetual and delivery contracts. One runner per contract is its
 * single writer (place, match, settle with group commit) and holds every
 * open position; between batches it runs closes, preset changes, the risk
 * pass (liquidation, auto-deleveraging, take-profit and stop-loss), funding
 * and delivery settlement.
 *
 * Boundary: owns perp_contract, perp_position, perp_order, perp_trade,
 * perp_funding and perp_settlement; serves the /contract and /api contract
 * routes and the perp_* and mark: WebSocket topics. Money moves only through
 * the ledger.
 *
 * Invariant: an order's margin and worst fee are frozen under its hold, a
 * position's margin locked under its own; funding payments of a round sum
 * to zero; every rounding favours the exchange's solvency.
 */
export { checkPerp, PERP_RULES } from './perp.check.js';
export { contractSettingsOf, seriesListingOf } from './perp.config.js';
export { createPerpMaker, perpLadder } from './perp.maker.js';
export { createPerpFromPlatform } from './perp.module.js';
export { registerPerpRoutes } from './perp.routes.js';
export type { PerpService } from './perp.service.js';
export { createPerpStream } from './perp.stream.js';
