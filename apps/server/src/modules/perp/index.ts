/**
 * Perp: perpetual and delivery contracts. One runner per contract is its
 * single writer (place, match, settle with group commit) and holds every
 * open position; between batches it runs closes, preset changes, the risk
 * pass (liquidation, auto-deleveraging, take-profit and stop-loss), funding
 * and delivery settlement.
 *
 * `ContractRunner` (`perp.runner.ts`) is built like the spot runner:
 * transaction A checks and freezes (`perp.placing.ts`, rules in
 * `perp.core.ts` and `perp.place.ts`: one direction, one leverage, closable
 * lots, TP/SL sides and distance), transaction B matches and settles
 * (`perp.settle.ts`); after a failure the book and positions are rebuilt
 * and SUBMITTED orders replayed. Exclusive tasks: closing at market and
 * presets (`perp.tasks.ts`), the risk pass on each mark price
 * (`perp.risk.ts`: liquidation through the book at the bankruptcy price
 * extended by the insurance fund, then auto-deleveraging at bankruptcy
 * prices), funding rounds (`perp.funding.ts`) and delivery settlement
 * (`perp.settlement.ts`); what bypasses the engine is written by
 * `perp.direct.ts`.
 *
 * Money (`perp.state.ts`): an order's margin and worst-case fee are frozen
 * under hold `perp_order:<id>`; a position's isolated margin is locked under
 * `perp_position:<id>:<v>` (a hold cannot grow, so each change rolls the
 * version); price PnL moves through the system account `perp_pnl`, funding
 * through `clearing:funding` (zero after each round); losses beyond a
 * margin are the `insurance` fund's; fees split 90/10 with the security
 * fund. `perp.jobs.ts` computes mark prices (index plus the book's clamped
 * basis), samples the premium and runs the risk pass every tick, and
 * settles funding when due; `perp.stream.ts` publishes the WebSocket
 * topics; `perp.check.ts` adds the contract invariants to the ledger
 * checker; `perp.maker.ts` is the demo market maker.
 *
 * A delivery series (BTCUSDT-5M, BTCUSDT-Q) is a contract row with product
 * 'delivery', margined in the `delivery` wallet, without funding. At expiry
 * every position settles at the index averaged over the window before it,
 * resting orders are cancelled ('expired') and the next contract is listed
 * under the same symbol (a perp_settlement row each). Routes:
 * `perp.delivery-routes.ts`. Operators change contracts through
 * `perp.config.ts`; each order keeps the fee rates it was placed under.
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
export type { MarginCallSink } from './perp.risk.js';
export { registerPerpRoutes } from './perp.routes.js';
export { createPerpService } from './perp.service.js';
export type { PerpService } from './perp.service.js';
export { candleSource } from './perp.candles.js';
export { createPerpStream } from './perp.stream.js';
