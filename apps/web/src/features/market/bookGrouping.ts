import {
  add,
  decimal,
  div,
  isPositive,
  lte,
  movePoint,
  mul,
  parseDecimal,
  ROUNDING,
  scaleOf,
  sub,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import {
  bookView,
  ladderSides,
  viewOfLevels,
  type BookLevel,
  type BookRow,
  type BookView,
  type DepthBook,
  type LadderSides,
} from './depthBook';

/**
 * A book grouped by a coarser price step ("precision"), and its one-sided
 * views. Grouping merges the levels whose prices fall in one step: a bid
 * goes down to the step below it and an ask up to the step above, as
 * exchanges do, so a grouped row never shows a better price than the book
 * has and the grouped sides never cross. Amounts are summed exactly.
 */

/** Both sides around the middle (the default), or one side filling the ladder. */
export const BOOK_LAYOUTS = ['both', 'bids', 'asks'] as const;
export type BookLayout = (typeof BOOK_LAYOUTS)[number];

/** The steps offered are the tick times these powers of ten: ×1, ×10, ×100, ×1000. */
const STEP_POWERS = [0, 1, 2, 3] as const;

/**
 * A coarser step is offered only while the price is at least ten of it: a
 * step near the price itself would fold the whole book into a row or two.
 */
const STEPS_PER_PRICE = decimal('10');

/**
 * The steps a book can be grouped by, finest first: the tick, then its
 * multiples by ten while the reference price (the last price, else a best
 * price) is at least ten of them. With no reference price only the tick is
 * offered, and an unreadable or non-positive tick offers nothing.
 */
export function precisionSteps(tickSize: string, referencePrice: string | null): Decimal[] {
  const tick = parseDecimal(tickSize.trim());
  if (tick === null || !isPositive(tick)) return [];
  const price = referencePrice === null ? null : parseDecimal(referencePrice.trim());
  return STEP_POWERS.map((power) => movePoint(tick, power)).filter(
    (step, index) => index === 0 || (price !== null && lte(mul(step, STEPS_PER_PRICE), price)),
  );
}

/**
 * The step to group by: the remembered one (canonical text) while it is
 * offered, else the finest offered; null when nothing is offered.
 */
export function chooseStep(steps: readonly Decimal[], remembered: string | null): Decimal | null {
  return steps.find((step) => toPlainString(step) === remembered) ?? steps[0] ?? null;
}

/** Decimals a grouped price needs: the market's own, or fewer for a coarser step ("27,010" for 10). */
export function stepPlaces(pricePrecision: number, step: Decimal | null): number {
  return step === null ? pricePrecision : Math.min(pricePrecision, scaleOf(step));
}

type SideRounding = typeof ROUNDING.floor | typeof ROUNDING.ceil;

/** Which way each side's prices go: bids down, asks up, away from the spread. */
const SIDE_ROUNDING = { bids: ROUNDING.floor, asks: ROUNDING.ceil } as const;

/** `price` as a whole number of `step`s, rounded the given way; exact. */
export function roundToStep(price: Decimal, step: Decimal, rounding: SideRounding): Decimal {
  return mul(div(price, step, 0, rounding), step);
}

/**
 * Levels merged by their rounded price, amounts summed, in the order the
 * groups are first met: levels given best first give groups best first,
 * because rounding keeps the order of prices.
 */
function groupLevels(
  levels: Iterable<BookLevel>,
  step: Decimal,
  rounding: SideRounding,
): Map<string, BookLevel> {
  const groups = new Map<string, BookLevel>();
  for (const level of levels) {
    const price = roundToStep(level.price, step, rounding);
    const key = toPlainString(price);
    const merged = groups.get(key);
    groups.set(key, { price, amount: merged ? add(merged.amount, level.amount) : level.amount });
  }
  return groups;
}

/**
 * The book with each side's levels merged into steps of `step`. Grouping by
 * the tick changes nothing, since every price is already a whole number of
 * ticks. A step that is not positive is a programmer error: no selector
 * offers one.
 */
export function groupBook(book: DepthBook, step: Decimal): DepthBook {
  if (!isPositive(step)) throw new RangeError(`step must be positive, got ${toPlainString(step)}`);
  return {
    symbol: book.symbol,
    seq: book.seq,
    bids: groupLevels(book.bids.values(), step, SIDE_ROUNDING.bids),
    asks: groupLevels(book.asks.values(), step, SIDE_ROUNDING.asks),
  };
}

/**
 * The ladder a book screen draws: with `layout` 'both', `rows` levels a side
 * paired row for row around the middle (`ladderSides`); with one side only,
 * that side alone with twice as many, so it fills the height both sides
 * would. Bars are scaled to the levels shown.
 */
export function bookLadder(book: DepthBook | null, layout: BookLayout, rows: number): LadderSides {
  if (layout === 'both') return ladderSides(bookView(book, rows));
  const empty = new Map<string, BookLevel>();
  const oneSided =
    book === null ? null : layout === 'bids' ? { ...book, asks: empty } : { ...book, bids: empty };
  const view = bookView(oneSided, rows * 2);
  return layout === 'bids'
    ? { asks: [], bids: view.bids }
    : { asks: [...view.asks].reverse(), bids: [] };
}

/** `bookLadder` of the book grouped by `step` (null: ungrouped, the market has no tick). */
export function groupedLadder(
  book: DepthBook | null,
  step: Decimal | null,
  layout: BookLayout,
  rows: number,
): LadderSides {
  const grouped = book === null || step === null ? book : groupBook(book, step);
  return bookLadder(grouped, layout, rows);
}

function levelOf(row: BookRow): BookLevel | null {
  const price = parseDecimal(row.price);
  const amount = parseDecimal(row.amount);
  return price === null || amount === null ? null : { price, amount };
}

/**
 * One side of a view cut to `levels` rows, grouped. A side that filled its
 * rows may go on past its last one, and the levels beyond would belong to
 * the deepest group if they could share its step: that group is then left
 * out (its amount would be short), unless it is the only one. The next level
 * is at least one tick further than the last row, which decides it.
 */
function regroupSide(
  rows: readonly BookRow[],
  side: 'bids' | 'asks',
  step: Decimal,
  tick: Decimal,
  levels: number,
): BookLevel[] {
  const parsed = rows.map(levelOf).filter((level): level is BookLevel => level !== null);
  const groups = [...groupLevels(parsed, step, SIDE_ROUNDING[side]).values()];
  const last = parsed.at(-1);
  const deepest = groups.at(-1);
  if (rows.length < levels || last === undefined || deepest === undefined || groups.length === 1)
    return groups;
  const next = side === 'bids' ? sub(last.price, tick) : add(last.price, tick);
  const mayGoOn = side === 'bids' ? lte(deepest.price, next) : lte(next, deepest.price);
  return mayGoOn ? groups.slice(0, -1) : groups;
}

/**
 * A view that was already cut to `levels` a side, grouped by `step`, with
 * cumulative amounts and bars recomputed: for a screen that is handed the
 * view rather than the book (the trend screen's depth table). Every row
 * shown is complete (see `regroupSide`).
 */
export function regroupView(
  view: BookView,
  step: Decimal,
  tick: Decimal,
  levels: number,
): BookView {
  if (!isPositive(step)) throw new RangeError(`step must be positive, got ${toPlainString(step)}`);
  return viewOfLevels(
    regroupSide(view.asks, 'asks', step, tick, levels),
    regroupSide(view.bids, 'bids', step, tick, levels),
  );
}
