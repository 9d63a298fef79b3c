import type { KlineInterval } from '@exchange/contracts';
import { add, gt, lt, type Decimal } from '@exchange/money';

/**
 * Candles (klines) from trades, pure. A candle covers one interval whose open
 * time is aligned to UTC boundaries: minutes and hours from the epoch, days at
 * 00:00 UTC, weeks from Monday 00:00 UTC, months from the 1st at 00:00 UTC.
 * Intervals without trades have no candle; charts draw the gap.
 */

/** What a candle needs of a trade, parsed once by the caller. */
export interface CandleTrade {
  readonly price: Decimal;
  /** Base amount. */
  readonly amount: Decimal;
  /** Quote amount (price * amount as the engine computed it). */
  readonly quoteAmount: Decimal;
  readonly time: number;
}

export interface Candle {
  readonly openTime: number;
  readonly open: Decimal;
  readonly high: Decimal;
  readonly low: Decimal;
  readonly close: Decimal;
  /** Base volume. */
  readonly volume: Decimal;
  /** Quote turnover. */
  readonly turnover: Decimal;
  /** Number of trades. */
  readonly count: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-01 was a Thursday; the first Monday 00:00 UTC came four days later. */
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** Lengths of the intervals that are a fixed number of milliseconds (all but the month). */
const FIXED_MS = {
  '1m': MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': HOUR_MS,
  '4h': 4 * HOUR_MS,
  '1d': DAY_MS,
  '1w': WEEK_MS,
} as const satisfies Record<Exclude<KlineInterval, '1M'>, number>;

const floorTo = (timeMs: number, stepMs: number) => Math.floor(timeMs / stepMs) * stepMs;

/** Open time of the candle of `interval` that contains `timeMs`. */
export function openTimeOf(interval: KlineInterval, timeMs: number): number {
  if (interval === '1M') {
    const date = new Date(timeMs);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === '1w') return FIRST_MONDAY_MS + floorTo(timeMs - FIRST_MONDAY_MS, WEEK_MS);
  return floorTo(timeMs, FIXED_MS[interval]);
}

/** Open time of the candle after the one opening at `openTime` (months vary in length). */
export function nextOpenTime(interval: KlineInterval, openTime: number): number {
  if (interval === '1M') {
    const date = new Date(openTime);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  }
  return openTime + FIXED_MS[interval];
}

function startCandle(openTime: number, trade: CandleTrade): Candle {
  return {
    openTime,
    open: trade.price,
    high: trade.price,
    low: trade.price,
    close: trade.price,
    volume: trade.amount,
    turnover: trade.quoteAmount,
    count: 1,
  };
}

function extendCandle(candle: Candle, trade: CandleTrade): Candle {
  return {
    openTime: candle.openTime,
    open: candle.open,
    high: gt(trade.price, candle.high) ? trade.price : candle.high,
    low: lt(trade.price, candle.low) ? trade.price : candle.low,
    close: trade.price,
    volume: add(candle.volume, trade.amount),
    turnover: add(candle.turnover, trade.quoteAmount),
    count: candle.count + 1,
  };
}

/**
 * The series' current candle after one more trade: the same candle extended,
 * or a new one when the trade falls in a later interval. A trade stamped
 * before the current candle's open (the engine clock stepped back) is counted
 * in the current candle: a closed candle is never reopened, so what clients
 * and the database were shown stays true.
 */
export function addTrade(
  current: Candle | undefined,
  interval: KlineInterval,
  trade: CandleTrade,
): Candle {
  const openTime = openTimeOf(interval, trade.time);
  if (current === undefined || openTime > current.openTime) return startCandle(openTime, trade);
  return extendCandle(current, trade);
}

/** Candles built from scratch from trades in time order, oldest first. */
export function buildCandles(trades: readonly CandleTrade[], interval: KlineInterval): Candle[] {
  const candles: Candle[] = [];
  for (const trade of trades) {
    const last = candles.at(-1);
    const next = addTrade(last, interval, trade);
    if (last !== undefined && next.openTime === last.openTime) candles[candles.length - 1] = next;
    else candles.push(next);
  }
  return candles;
}

/** Two adjacent pieces of one interval as one: `earlier` must end before `later` begins. */
export function mergeCandles(earlier: Candle, later: Candle): Candle {
  return {
    openTime: earlier.openTime,
    open: earlier.open,
    high: gt(later.high, earlier.high) ? later.high : earlier.high,
    low: lt(later.low, earlier.low) ? later.low : earlier.low,
    close: later.close,
    volume: add(earlier.volume, later.volume),
    turnover: add(earlier.turnover, later.turnover),
    count: earlier.count + later.count,
  };
}

/**
 * Finer candles (oldest first) aggregated into a coarser interval that each
 * of them lies wholly inside, e.g. 1m into 1h or 1d into 1M (but not 1w into
 * 1M: a week can straddle two months).
 */
export function aggregateCandles(finer: readonly Candle[], coarser: KlineInterval): Candle[] {
  const result: Candle[] = [];
  for (const candle of finer) {
    const openTime = openTimeOf(coarser, candle.openTime);
    const last = result.at(-1);
    if (last !== undefined && last.openTime === openTime) {
      result[result.length - 1] = mergeCandles(last, candle);
    } else {
      result.push({ ...candle, openTime });
    }
  }
  return result;
}
