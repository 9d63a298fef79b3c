/**
 * Pure limit order book for one market: integer ticks and lots, price-time
 * priority, self-trade prevention by cancelling the resting order. No I/O,
 * clock or randomness inside, so replaying commands reproduces every event.
 */
export { OrderBook } from './book.js';
export type { OrderBookOptions } from './book.js';
export { CommandColumns, ReusableCommand } from './commands.js';
export {
  EVENT_ACCEPTED,
  EVENT_CANCELLED,
  EVENT_DONE,
  EVENT_KINDS,
  EventBuffer,
  EVENT_FILL,
  EVENT_REJECTED,
  EVENT_RESTED,
  cancelCode,
  rejectCode,
} from './events.js';
export { ReferenceEngine } from './reference.js';
export { affordableLots, crosses, isLots, isPrice, validatePlace } from './rules.js';
export { makeWorkload, makeWorkloadColumns, mulberry32, runWorkload } from './workload.js';
export type { WorkloadOptions, WorkloadResult } from './workload.js';
export {
  CANCEL_REASONS,
  MAX_LOTS,
  MAX_ORDERS,
  MAX_PRICE_TICKS,
  REJECT_REASONS,
  SIDES,
  TIME_IN_FORCE,
} from './types.js';
export type * from './types.js';
export * as risk from './risk/index.js';
