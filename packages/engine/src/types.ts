/**
 * Commands into the engine and events out of it. Prices are integer ticks,
 * quantities integer lots; both are plain JS numbers kept inside the limits
 * below so that every product priceTicks * lots is an exact safe integer.
 */

/** 2^26 ticks: with MAX_LOTS the product stays within 2^52, exact in a double. */
export const MAX_PRICE_TICKS = 67_108_864;
/** 2^26 lots per order, for the same reason as MAX_PRICE_TICKS. */
export const MAX_LOTS = 67_108_864;
/**
 * 2^27 resting orders per book at most; beyond it an order that could rest is
 * rejected BOOK_FULL. Why this bound: a level's total lots then stays within
 * 2^27 * MAX_LOTS = 2^53, exact in a double, and every table of the book
 * (order rows, id cells, levels) stays addressable by int32 slots, so the
 * matching path needs no overflow checks.
 */
export const MAX_ORDERS = 134_217_728;

export const SIDES = ['buy', 'sell'] as const;
export type Side = (typeof SIDES)[number];

export const TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'POST_ONLY'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];

export interface PlaceLimit {
  readonly kind: 'place';
  readonly type: 'limit';
  readonly orderId: number;
  readonly accountId: number;
  readonly side: Side;
  readonly priceTicks: number;
  readonly lots: number;
  readonly timeInForce: TimeInForce;
}

/**
 * A market order never rests. `lots` caps the quantity; a market buy may also
 * carry `quoteLimit` (in tick*lot units), the most it may spend. To buy purely
 * by quote amount, pass lots = MAX_LOTS.
 */
export interface PlaceMarket {
  readonly kind: 'place';
  readonly type: 'market';
  readonly orderId: number;
  readonly accountId: number;
  readonly side: Side;
  readonly lots: number;
  readonly quoteLimit?: number;
}

export type PlaceCommand = PlaceLimit | PlaceMarket;

export interface CancelCommand {
  readonly kind: 'cancel';
  readonly orderId: number;
}

export type Command = PlaceCommand | CancelCommand;

/** Stable, append-only rejection codes (never reorder or reuse). */
export const REJECT_REASONS = [
  'DUPLICATE_ID',
  'UNKNOWN_ORDER',
  'POST_ONLY_WOULD_TAKE',
  'FOK_NOT_FILLABLE',
  'NO_LIQUIDITY',
  'BAD_PRICE',
  'BAD_LOTS',
  /** The book already holds its maximum number of resting orders (MAX_ORDERS by default). */
  'BOOK_FULL',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const CANCEL_REASONS = ['user', 'ioc_remainder', 'self_trade', 'market_remainder'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export interface AcceptedEvent {
  readonly kind: 'accepted';
  readonly orderId: number;
}
export interface RejectedEvent {
  readonly kind: 'rejected';
  readonly orderId: number;
  readonly reason: RejectReason;
}
/** A trade, always at the maker's (resting) price. */
export interface FillEvent {
  readonly kind: 'fill';
  readonly makerOrderId: number;
  readonly takerOrderId: number;
  readonly makerAccountId: number;
  readonly takerAccountId: number;
  readonly priceTicks: number;
  readonly lots: number;
}
/** The taker's remainder now rests on the book. */
export interface RestedEvent {
  readonly kind: 'rested';
  readonly orderId: number;
  readonly side: Side;
  readonly priceTicks: number;
  readonly lots: number;
}
export interface CancelledEvent {
  readonly kind: 'cancelled';
  readonly orderId: number;
  readonly remainingLots: number;
  readonly reason: CancelReason;
}
/** Fully filled; emitted for takers and for makers. */
export interface DoneEvent {
  readonly kind: 'done';
  readonly orderId: number;
}

export type EngineEvent =
  AcceptedEvent | RejectedEvent | FillEvent | RestedEvent | CancelledEvent | DoneEvent;

/** One aggregated price level: [priceTicks, totalLots]. */
export type DepthLevel = readonly [priceTicks: number, lots: number];
export interface Depth {
  /** Best (highest) first. */
  readonly bids: DepthLevel[];
  /** Best (lowest) first. */
  readonly asks: DepthLevel[];
}

/** What both the fast book and the reference implement, so tests and benchmarks drive either. */
export interface Engine {
  /** Applies one command, appending its events to `out` (no per-call array, for speed). */
  execute(command: Command, out: EngineEvent[]): void;
  depth(levels: number): Depth;
}

export interface SnapshotOrder {
  readonly orderId: number;
  readonly accountId: number;
  readonly priceTicks: number;
  readonly lots: number;
}
/**
 * Everything the book holds: resting orders per side in priority order (best
 * price first, oldest first within a price). The book has no other state, so
 * this rebuilds it exactly.
 */
export interface Snapshot {
  readonly version: 1;
  readonly bids: SnapshotOrder[];
  readonly asks: SnapshotOrder[];
}
