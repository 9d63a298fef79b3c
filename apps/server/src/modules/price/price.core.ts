/**
 * The index rule, pure: the median of the latest fresh quote of each source.
 *
 * Why the median: with three or more sources, one source reporting any value
 * at all (a glitch, a thin book, a manipulated venue) cannot move the result
 * outside the range of the honest sources, because it can only shift which
 * honest value sits in the middle. More generally, fewer than half of the
 * sources being wrong keeps the median inside the honest range. No further
 * outlier rejection is done. With two sources the median is their mean and a
 * bad source moves it, so production should poll four exchanges and require
 * three fresh ones: one may be down and the rest still outvote a bad one.
 *
 * No clock here: the caller passes `nowMs`, so tests and replays are exact.
 */
import {
  add,
  cmp,
  div,
  fromBigInt,
  isPositive,
  parseDecimal,
  ROUNDING,
  scaleOf,
  sum,
  type Decimal,
} from '@exchange/money';
import type { Quote } from './price.types.js';

/**
 * Every rounding in the index goes to the nearest, ties to the even
 * neighbour: over many marks and settlements it favours neither longs nor
 * shorts, where half-up would nudge every tie the same way.
 */
export const INDEX_ROUNDING = ROUNDING.half_even;

const TWO = fromBigInt(2n, 0);

export interface IndexRules {
  /** A quote older than this is stale and ignored (30 s by default). */
  readonly maxAgeMs: number;
  /** Fewer fresh sources than this and there is no index price (1 for the demo, 3 in production). */
  readonly minSources: number;
}

export const DEFAULT_RULES: IndexRules = { maxAgeMs: 30_000, minSources: 1 };

/** Bad rules are a configuration bug; failing at start-up beats a silently wrong index. */
export function assertRules(rules: IndexRules): void {
  if (!Number.isSafeInteger(rules.maxAgeMs) || rules.maxAgeMs <= 0)
    throw new RangeError(`maxAgeMs must be a positive integer, got ${rules.maxAgeMs}`);
  if (!Number.isSafeInteger(rules.minSources) || rules.minSources < 1)
    throw new RangeError(`minSources must be an integer of at least 1, got ${rules.minSources}`);
}

/** A quote that passed the checks, its price parsed. */
export interface FreshQuote {
  readonly source: string;
  readonly price: Decimal;
  readonly atMs: number;
}

/**
 * The latest usable quote of each source. A source gets one vote however
 * many quotes it sent. Unparseable and non-positive prices are dropped, as
 * are quotes older than `maxAgeMs` and quotes from the future: a timestamp
 * ahead of our clock means someone's clock is wrong, and trusting it would
 * keep that quote "fresh" long after it went stale.
 */
export function freshQuotes(
  quotes: readonly Quote[],
  nowMs: number,
  maxAgeMs: number,
): FreshQuote[] {
  const latest = new Map<string, FreshQuote>();
  for (const quote of quotes) {
    const age = nowMs - quote.atMs;
    if (!(age >= 0 && age <= maxAgeMs)) continue;
    const price = parseDecimal(quote.price);
    if (price === null || !isPositive(price)) continue;
    const seen = latest.get(quote.source);
    if (seen === undefined || quote.atMs > seen.atMs)
      latest.set(quote.source, { source: quote.source, price, atMs: quote.atMs });
  }
  return [...latest.values()];
}

/**
 * The middle value; for an even count, the mean of the two middle values.
 * The result is rounded to `scale` places with `INDEX_ROUNDING`. An empty
 * list is a programmer error: callers check the source count first.
 */
export function median(values: readonly Decimal[], scale: number): Decimal {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort(cmp);
  const upper = sorted[Math.floor(sorted.length / 2)];
  const lower = sorted[Math.floor((sorted.length - 1) / 2)];
  if (upper === undefined || lower === undefined) throw new RangeError('median index out of range');
  return div(add(lower, upper), TWO, scale, INDEX_ROUNDING);
}

/** The arithmetic mean rounded to `scale` places; an empty list is a programmer error. */
export function mean(values: readonly Decimal[], scale: number): Decimal {
  if (values.length === 0) throw new RangeError('mean of no values');
  return div(sum(values), fromBigInt(BigInt(values.length), 0), scale, INDEX_ROUNDING);
}

/** The most decimal places among `values`: the precision the sources themselves used. */
export function widestScale(values: readonly Decimal[]): number {
  return values.reduce((widest, d) => Math.max(widest, scaleOf(d)), 0);
}

export type IndexOutcome =
  | {
      readonly ok: true;
      readonly price: Decimal;
      /** The oldest quote used, so the price claims no more recency than its inputs have. */
      readonly atMs: number;
      readonly sources: readonly string[];
    }
  | { readonly ok: false; readonly fresh: number; readonly required: number };

/**
 * The index price of one coin from all quotes held for it. `scale` defaults
 * to the widest scale among the fresh quotes, so an odd count is exact and an
 * even count gains no invented precision beyond what the sources sent.
 */
export function computeIndex(
  quotes: readonly Quote[],
  nowMs: number,
  rules: IndexRules,
  scale?: number,
): IndexOutcome {
  const fresh = freshQuotes(quotes, nowMs, rules.maxAgeMs);
  if (fresh.length === 0 || fresh.length < rules.minSources)
    return { ok: false, fresh: fresh.length, required: rules.minSources };
  const prices = fresh.map((q) => q.price);
  return {
    ok: true,
    price: median(prices, scale ?? widestScale(prices)),
    atMs: Math.min(...fresh.map((q) => q.atMs)),
    sources: fresh.map((q) => q.source).sort(),
  };
}
