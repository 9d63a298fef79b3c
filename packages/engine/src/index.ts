/**
 * Pure limit order book for one market: integer ticks and lots, price-time
 * priority, self-trade prevention by cancelling the resting order. No I/O,
 * clock or randomness inside, so replaying commands reproduces every event.
 */
export { OrderBook } from './book.js';
export { ReferenceEngine } from './reference.js';
export { affordableLots, crosses, isLots, isPrice, validatePlace } from './rules.js';
export { makeWorkload, mulberry32, runWorkload } from './workload.js';
export type { WorkloadOptions, WorkloadResult } from './workload.js';
export {
  CANCEL_REASONS,
  MAX_LOTS,
  MAX_PRICE_TICKS,
  REJECT_REASONS,
  SIDES,
  TIME_IN_FORCE,
} from './types.js';
export type * from './types.js';
export * as risk from './risk/index.js';
