import type { DepthLevelWire, DepthWire } from '@exchange/contracts';
import {
  add,
  cmp,
  div,
  isPositive,
  max,
  parseDecimal,
  ROUNDING,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';

/**
 * The order book as the client sees it: a snapshot, then deltas that must
 * continue its sequence. A delta whose `prevSeq` is not the book's `seq`
 * means one was missed; the book is then untrustworthy and the caller asks
 * for a fresh snapshot. Levels are keyed by their canonical price text, so
 * "100.10" and "100.1" are one level.
 */

/** One price of one side and the amount resting there, both exact. */
export interface BookLevel {
  readonly price: Decimal;
  readonly amount: Decimal;
}

export interface DepthBook {
  readonly symbol: string;
  readonly seq: number;
  readonly bids: ReadonlyMap<string, BookLevel>;
  readonly asks: ReadonlyMap<string, BookLevel>;
}

export interface DepthDelta {
  readonly seq?: number | undefined;
  readonly prevSeq?: number | undefined;
  readonly bids: readonly DepthLevelWire[];
  readonly asks: readonly DepthLevelWire[];
}

export type DeltaResult =
  | { readonly kind: 'applied'; readonly book: DepthBook }
  /** Already contained in the book (a delta older than the snapshot): nothing to do. */
  | { readonly kind: 'stale' }
  /** A delta was missed: resubscribe for a fresh snapshot. */
  | { readonly kind: 'gap' };

/** Applies wire levels; an amount of zero removes the level, malformed levels are skipped. */
function applyLevels(
  side: ReadonlyMap<string, BookLevel>,
  levels: readonly DepthLevelWire[],
): Map<string, BookLevel> {
  const next = new Map(side);
  for (const [priceText, amountText] of levels) {
    const price = parseDecimal(priceText.trim());
    const amount = parseDecimal(amountText.trim());
    if (price === null || amount === null || !isPositive(price)) continue;
    const key = toPlainString(price);
    if (isPositive(amount)) next.set(key, { price, amount });
    else next.delete(key);
  }
  return next;
}

export function bookFromSnapshot(wire: DepthWire): DepthBook {
  return {
    symbol: wire.symbol,
    seq: wire.seq,
    bids: applyLevels(new Map(), wire.bids),
    asks: applyLevels(new Map(), wire.asks),
  };
}

export function applyDelta(book: DepthBook, delta: DepthDelta): DeltaResult {
  // Without sequence numbers the delta cannot be placed; treat it as a gap, never guess.
  if (delta.seq === undefined || delta.prevSeq === undefined) return { kind: 'gap' };
  if (delta.seq <= book.seq) return { kind: 'stale' };
  if (delta.prevSeq !== book.seq) return { kind: 'gap' };
  return {
    kind: 'applied',
    book: {
      symbol: book.symbol,
      seq: delta.seq,
      bids: applyLevels(book.bids, delta.bids),
      asks: applyLevels(book.asks, delta.asks),
    },
  };
}

export interface BookRow {
  readonly price: string;
  readonly amount: string;
  /** Sum of the amounts from the best price to this one. */
  readonly cumulative: string;
  /** This row's cumulative amount as a share of the largest shown, 0 to 1, for the depth bar. */
  readonly share: number;
}

export interface BookView {
  /** Best (lowest) first. */
  readonly asks: readonly BookRow[];
  /** Best (highest) first. */
  readonly bids: readonly BookRow[];
  readonly bestAsk: string | null;
  readonly bestBid: string | null;
}

function bestLevels(side: ReadonlyMap<string, BookLevel>, which: 'bids' | 'asks', count: number) {
  const levels = [...side.values()];
  levels.sort((a, b) => (which === 'bids' ? cmp(b.price, a.price) : cmp(a.price, b.price)));
  return levels.slice(0, count);
}

function withTotals(levels: readonly BookLevel[]): { level: BookLevel; cumulative: Decimal }[] {
  let running = ZERO;
  return levels.map((level) => {
    running = add(running, level.amount);
    return { level, cumulative: running };
  });
}

/**
 * The best `count` levels of each side with cumulative amounts. Depth bars
 * share one scale across both sides, so their lengths compare. The share is
 * a CSS width, not an amount, which is why it may be a JS number.
 */
export function bookView(book: DepthBook | null, count: number): BookView {
  if (book === null) return { asks: [], bids: [], bestAsk: null, bestBid: null };
  return viewOfLevels(bestLevels(book.asks, 'asks', count), bestLevels(book.bids, 'bids', count));
}

/**
 * A view of levels already chosen and ordered, each side best first: the
 * cumulative amounts and the shared bar scale of `bookView`, for levels that
 * were grouped after a view had cut them (`regroupView`).
 */
export function viewOfLevels(
  askLevels: readonly BookLevel[],
  bidLevels: readonly BookLevel[],
): BookView {
  const asks = withTotals(askLevels);
  const bids = withTotals(bidLevels);
  const largest = max(ZERO, ...[...asks, ...bids].map((row) => row.cumulative));
  const toRow = ({ level, cumulative }: { level: BookLevel; cumulative: Decimal }): BookRow => ({
    price: toPlainString(level.price),
    amount: toPlainString(level.amount),
    cumulative: toPlainString(cumulative),
    share: isPositive(largest)
      ? Number(toPlainString(div(cumulative, largest, 4, ROUNDING.half_up)))
      : 0,
  });
  return {
    asks: asks.map(toRow),
    bids: bids.map(toRow),
    bestAsk: asks[0] ? toPlainString(asks[0].level.price) : null,
    bestBid: bids[0] ? toPlainString(bids[0].level.price) : null,
  };
}

export interface LadderSides {
  /** Top to bottom: empty slots first, then the asks, the best last, against the middle. */
  readonly asks: readonly (BookRow | null)[];
  /** Top to bottom: the best bid first, against the middle, then the bids, then empty slots. */
  readonly bids: readonly (BookRow | null)[];
}

/**
 * A view's two sides as the trade screens' ladder draws them: the same
 * number of rows each, as many as the deeper side has levels, so the halves
 * pair up row for row around the middle. The thinner side's empty slots
 * (null) go at its far end, away from the spread, so the best ask and the
 * best bid always touch the middle. Only a side thinner than the other gets
 * slots: padding both to a fixed count drew blank rows above a book that
 * simply had fewer levels than the screen had room for.
 */
export function ladderSides(view: BookView): LadderSides {
  const rows = Math.max(view.asks.length, view.bids.length);
  const slots = (side: readonly BookRow[]): null[] =>
    Array.from({ length: rows - side.length }, () => null);
  return {
    asks: [...slots(view.asks), ...[...view.asks].reverse()],
    bids: [...view.bids, ...slots(view.bids)],
  };
}

/** What a depth frame from the stream carries. */
export interface DepthFrame {
  readonly type: 'snapshot' | 'update';
  readonly seq?: number | undefined;
  readonly prevSeq?: number | undefined;
  readonly data: unknown;
}

export interface DepthStep {
  readonly book: DepthBook | null;
  /** The book cannot be trusted any more: ask the server for a fresh snapshot. */
  readonly resync: boolean;
}

function isLevelList(value: unknown): value is DepthLevelWire[] {
  return (
    Array.isArray(value) &&
    value.every(
      (level) =>
        Array.isArray(level) &&
        level.length === 2 &&
        typeof level[0] === 'string' &&
        typeof level[1] === 'string',
    )
  );
}

function sideLists(data: unknown): { bids: DepthLevelWire[]; asks: DepthLevelWire[] } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { bids, asks } = data as Record<string, unknown>;
  return isLevelList(bids) && isLevelList(asks) ? { bids, asks } : null;
}

function numberField(data: unknown, key: 'seq' | 'prevSeq'): number | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : undefined;
}

/**
 * One stream frame applied to the book. A snapshot replaces it; an update
 * must continue its sequence (the frame's seq and prevSeq, or the payload's
 * when the frame has none). An unreadable frame changes nothing.
 */
export function receiveDepth(book: DepthBook | null, symbol: string, frame: DepthFrame): DepthStep {
  const sides = sideLists(frame.data);
  if (sides === null) return { book, resync: false };
  const seq = frame.seq ?? numberField(frame.data, 'seq');
  if (frame.type === 'snapshot') {
    if (seq === undefined) return { book, resync: false };
    return { book: bookFromSnapshot({ symbol, seq, ...sides }), resync: false };
  }
  if (book === null) return { book, resync: true };
  const prevSeq = frame.prevSeq ?? numberField(frame.data, 'prevSeq');
  const result = applyDelta(book, { seq, prevSeq, ...sides });
  if (result.kind === 'applied') return { book: result.book, resync: false };
  return { book, resync: result.kind === 'gap' };
}
