import {
  add,
  cmp,
  decimal,
  div,
  ROUNDING,
  scaleOf,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { DepthBook } from './depthBook';

/**
 * The depth chart's shape: each side's cumulative amount against price,
 * spreading out from the mid price. Totals are summed as decimals and only
 * then turned into JS numbers, which place pixels and nothing else.
 */

/** Levels per side the chart reads: the book holds up to 500, the chart's width shows far fewer. */
export const DEPTH_CHART_LEVELS = 100;

/**
 * The widest the price range goes either side of the mid price, as a share
 * of it: one order far from the market (a bid at 1 for a coin at 95,000)
 * would otherwise squeeze the whole book into a line at the middle.
 */
const MAX_SPAN_SHARE = 0.1;

/** One step of a side: from this price outward, this much is on offer in total. */
export interface DepthStep {
  readonly price: number;
  readonly total: number;
}

export interface DepthCurve {
  /** Best (highest) first, within the chart's range. */
  readonly bids: readonly DepthStep[];
  /** Best (lowest) first, within the chart's range. */
  readonly asks: readonly DepthStep[];
  /** Halfway between the best bid and the best ask (or the one best price of a one-sided book). */
  readonly mid: string;
  readonly midValue: number;
  /** The range shown, the same distance either side of the mid price. */
  readonly low: number;
  readonly high: number;
  /** The largest total shown, the top of the chart. */
  readonly maxTotal: number;
}

interface Level {
  readonly price: Decimal;
  readonly amount: Decimal;
}

function bestFirst(side: ReadonlyMap<string, Level>, which: 'bids' | 'asks'): Level[] {
  const levels = [...side.values()];
  levels.sort((a, b) => (which === 'bids' ? cmp(b.price, a.price) : cmp(a.price, b.price)));
  return levels.slice(0, DEPTH_CHART_LEVELS);
}

/** Display numbers, for pixels only: never read back as an amount. */
const pixels = (value: Decimal) => Number(toPlainString(value));

function steps(levels: readonly Level[]): DepthStep[] {
  let running = ZERO;
  return levels.map((level) => {
    running = add(running, level.amount);
    return { price: pixels(level.price), total: pixels(running) };
  });
}

function midOf(bestBid: Decimal | undefined, bestAsk: Decimal | undefined): Decimal | null {
  if (bestBid === undefined || bestAsk === undefined) return bestBid ?? bestAsk ?? null;
  const places = Math.max(scaleOf(bestBid), scaleOf(bestAsk)) + 1;
  return div(add(bestBid, bestAsk), decimal('2'), places, ROUNDING.half_up);
}

/** The chart of a book, or null when the book is missing or empty. */
export function depthCurve(book: DepthBook | null): DepthCurve | null {
  if (book === null) return null;
  const bidLevels = bestFirst(book.bids, 'bids');
  const askLevels = bestFirst(book.asks, 'asks');
  const mid = midOf(bidLevels[0]?.price, askLevels[0]?.price);
  if (mid === null) return null;
  const midValue = pixels(mid);
  const bids = steps(bidLevels);
  const asks = steps(askLevels);
  const distance = (step: DepthStep | undefined) =>
    step === undefined ? 0 : Math.abs(step.price - midValue);
  // Wide enough for the farthest level read, but not for a stray one far away;
  // always wide enough for the best prices. A book of one price (a single
  // level on one side) has no width of its own and gets 1% either side.
  const nearest = Math.max(distance(bids[0]), distance(asks[0]));
  const farthest = Math.max(distance(bids.at(-1)), distance(asks.at(-1)));
  const span =
    Math.min(farthest, Math.max(midValue * MAX_SPAN_SHARE, nearest * 2)) || midValue * 0.01;
  // A book whose spread is wider than its mid price would reach below zero; prices do not.
  const low = Math.max(midValue - span, 0);
  const high = midValue + span;
  const shownBids = bids.filter((step) => step.price >= low);
  const shownAsks = asks.filter((step) => step.price <= high);
  const maxTotal = Math.max(
    shownBids.at(-1)?.total ?? 0,
    shownAsks.at(-1)?.total ?? 0,
    Number.MIN_VALUE,
  );
  return {
    bids: shownBids,
    asks: shownAsks,
    mid: toPlainString(mid),
    midValue,
    low,
    high,
    maxTotal,
  };
}

/** The SVG paths of both sides, in a `width` × `height` box with y growing downward. */
export function depthPaths(curve: DepthCurve, width: number, height: number) {
  const x = (price: number) => round(((price - curve.low) / (curve.high - curve.low)) * width);
  const y = (total: number) => round(height - (total / curve.maxTotal) * height * 0.9);
  /** A side as a staircase from the mid price out to its edge of the chart. */
  const stairs = (side: readonly DepthStep[], edge: number) => {
    let path = '';
    let total = 0;
    for (const step of side) {
      path += `${path === '' ? 'M' : 'L'}${x(step.price)},${y(total)}`;
      total = step.total;
      path += `L${x(step.price)},${y(total)}`;
    }
    return path === '' ? '' : `${path}L${edge},${y(total)}`;
  };
  const area = (line: string, start: number, edge: number) =>
    line === '' ? '' : `M${start},${height}${line.replace(/^M/, 'L')}L${edge},${height}Z`;
  const bidLine = stairs(curve.bids, 0);
  const askLine = stairs(curve.asks, width);
  const middle = x(curve.midValue);
  return {
    bidLine,
    askLine,
    bidArea: area(bidLine, middle, 0),
    askArea: area(askLine, middle, width),
    middle,
  };
}

const round = (value: number) => Math.round(value * 10) / 10;
