/**
 * Flash: the flash exchange. Finds a route (one spot market, or two through
 * USDT), prices an amount on the live books, and confirms a quote by
 * placing one fill-or-kill spot order per leg at the quote's worst price.
 *
 * Routing and pricing are pure (`flash.core.ts`); quotes are held in memory.
 * Confirming a quote needs the fund password; when the books no longer give
 * the quoted amount, the answer is RATE_CHANGED with a fresh quote. The
 * flash_exchange row is the user's record of each exchange.
 *
 * Boundary: owns flash_exchange; serves /uc/order/application/quick-exchange
 * and its list. Moves money only through spot orders.
 *
 * Invariant: a quote lives ten seconds; the user gets the quoted amount or
 * better, or nothing moves (RATE_CHANGED); a two-leg route whose second
 * book moved is recorded PARTIAL with the USDT held.
 */
export { FLASH_ORDER_PREFIX } from './flash.core.js';
export { createFlashOverSpot } from './flash.module.js';
export { registerFlashRoutes } from './flash.routes.js';
export type { FlashService } from './flash.service.js';
