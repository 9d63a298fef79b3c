import type { DepthLevelWire } from '@exchange/contracts';
import { cmp, decimal, isZero } from '@exchange/money';

/**
 * Depth deltas, pure. A snapshot is the book aggregated by price, best first
 * on each side (bids high to low, asks low to high). A delta lists the levels
 * whose amount changed, with the new amount, and the levels that went away,
 * with amount "0". Prices are compared as text for identity (the engine
 * prints them canonically) and as decimals for order.
 */

export interface DepthSides {
  readonly bids: readonly DepthLevelWire[];
  readonly asks: readonly DepthLevelWire[];
}

/** A delta has the same shape as a snapshot; "0" amounts remove levels. */
export type DepthDelta = DepthSides;

export const REMOVED = '0';

function diffSide(previous: readonly DepthLevelWire[], next: readonly DepthLevelWire[]) {
  const before = new Map<string, string>();
  for (const [price, amount] of previous) before.set(price, amount);
  const changed: DepthLevelWire[] = [];
  for (const [price, amount] of next) {
    if (before.get(price) !== amount) changed.push([price, amount]);
    before.delete(price);
  }
  // What is left in `before` is gone from the book (or fell out of the top levels).
  for (const price of before.keys()) changed.push([price, REMOVED]);
  return changed;
}

const bestBidFirst = (a: DepthLevelWire, b: DepthLevelWire) => cmp(decimal(b[0]), decimal(a[0]));
const bestAskFirst = (a: DepthLevelWire, b: DepthLevelWire) => cmp(decimal(a[0]), decimal(b[0]));

/** What turns `previous` into `next`, each side best first. */
export function diffDepth(previous: DepthSides, next: DepthSides): DepthDelta {
  return {
    bids: diffSide(previous.bids, next.bids).sort(bestBidFirst),
    asks: diffSide(previous.asks, next.asks).sort(bestAskFirst),
  };
}

export function isEmptyDelta(delta: DepthDelta): boolean {
  return delta.bids.length === 0 && delta.asks.length === 0;
}

function applySide(
  book: readonly DepthLevelWire[],
  delta: readonly DepthLevelWire[],
  order: (a: DepthLevelWire, b: DepthLevelWire) => number,
): DepthLevelWire[] {
  const levels = new Map<string, string>();
  for (const [price, amount] of book) levels.set(price, amount);
  for (const [price, amount] of delta) {
    if (isZero(decimal(amount))) levels.delete(price);
    else levels.set(price, amount);
  }
  return [...levels].map(([price, amount]): DepthLevelWire => [price, amount]).sort(order);
}

/** The book after a delta: what a client does with each update. */
export function applyDepth(book: DepthSides, delta: DepthDelta): DepthSides {
  return {
    bids: applySide(book.bids, delta.bids, bestBidFirst),
    asks: applySide(book.asks, delta.asks, bestAskFirst),
  };
}
