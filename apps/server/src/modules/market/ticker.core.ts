import {
  add,
  div,
  gt,
  isZero,
  lt,
  mul,
  sub,
  toFixed,
  toPlainString,
  ZERO,
  decimal,
  type Decimal,
} from '@exchange/money';
import type { CandleTrade } from './candles.core.js';

/**
 * The 24-hour rolling ticker of one market, maintained incrementally.
 *
 * Trades are summed into one bucket per UTC minute, so memory is bounded by
 * 1,441 buckets whatever the trade rate, and expiry drops whole minutes: a
 * bucket leaves the window once its minute began before `now - 24h` rounded
 * down to the minute. A trade therefore counts for at least 24 hours and at
 * most 24 hours and one minute. Volume and turnover are running sums; high
 * and low are cached and rescanned over the buckets only when the bucket
 * holding the extreme expires (at most once a minute).
 */

export const TICKER_WINDOW_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
const HUNDRED = decimal('100');

interface MinuteBucket {
  readonly minute: number;
  readonly open: Decimal;
  close: Decimal;
  high: Decimal;
  low: Decimal;
  volume: Decimal;
  turnover: Decimal;
}

export interface TickerWindow {
  /** Oldest first; the last one is the newest minute with trades. */
  readonly buckets: MinuteBucket[];
  volume: Decimal;
  turnover: Decimal;
  high: Decimal | null;
  low: Decimal | null;
}

/** The ticker's own figures; best bid and ask, index price and time come from elsewhere. */
export interface TickerFigures {
  readonly last: string | null;
  readonly open: string | null;
  readonly high: string | null;
  readonly low: string | null;
  readonly volume: string;
  readonly turnover: string;
  readonly change: string;
  readonly changePercent: string;
}

export function createTickerWindow(): TickerWindow {
  return { buckets: [], volume: ZERO, turnover: ZERO, high: null, low: null };
}

/** The first minute still inside the window at `nowMs`. */
export function windowStartMinute(nowMs: number): number {
  return Math.floor((nowMs - TICKER_WINDOW_MS) / MINUTE_MS) * MINUTE_MS;
}

/**
 * Counts one trade. Trades arrive in time order; one stamped before the
 * newest bucket (a clock step back) is counted in the newest bucket, so the
 * buckets stay ordered.
 */
export function addTickerTrade(window: TickerWindow, trade: CandleTrade): void {
  const minute = Math.floor(trade.time / MINUTE_MS) * MINUTE_MS;
  const newest = window.buckets.at(-1);
  if (newest !== undefined && minute <= newest.minute) {
    newest.close = trade.price;
    if (gt(trade.price, newest.high)) newest.high = trade.price;
    if (lt(trade.price, newest.low)) newest.low = trade.price;
    newest.volume = add(newest.volume, trade.amount);
    newest.turnover = add(newest.turnover, trade.quoteAmount);
  } else {
    window.buckets.push({
      minute,
      open: trade.price,
      close: trade.price,
      high: trade.price,
      low: trade.price,
      volume: trade.amount,
      turnover: trade.quoteAmount,
    });
  }
  window.volume = add(window.volume, trade.amount);
  window.turnover = add(window.turnover, trade.quoteAmount);
  if (window.high === null || gt(trade.price, window.high)) window.high = trade.price;
  if (window.low === null || lt(trade.price, window.low)) window.low = trade.price;
}

/** Drops the minutes that left the window at `nowMs`; true when anything was dropped. */
export function expireTicker(window: TickerWindow, nowMs: number): boolean {
  const start = windowStartMinute(nowMs);
  let dropped = 0;
  let extremeDropped = false;
  for (const bucket of window.buckets) {
    if (bucket.minute >= start) break;
    dropped += 1;
    window.volume = sub(window.volume, bucket.volume);
    window.turnover = sub(window.turnover, bucket.turnover);
    // Equal is enough: another bucket may share the extreme, the rescan finds it.
    if (
      (window.high !== null && !lt(bucket.high, window.high)) ||
      (window.low !== null && !gt(bucket.low, window.low))
    )
      extremeDropped = true;
  }
  if (dropped === 0) return false;
  window.buckets.splice(0, dropped);
  if (window.buckets.length === 0) {
    // Exact zero rather than whatever the subtractions left, which is zero anyway.
    window.volume = ZERO;
    window.turnover = ZERO;
    window.high = null;
    window.low = null;
  } else if (extremeDropped) {
    rescanExtremes(window);
  }
  return true;
}

function rescanExtremes(window: TickerWindow): void {
  let high: Decimal | null = null;
  let low: Decimal | null = null;
  for (const bucket of window.buckets) {
    if (high === null || gt(bucket.high, high)) high = bucket.high;
    if (low === null || lt(bucket.low, low)) low = bucket.low;
  }
  window.high = high;
  window.low = low;
}

/**
 * The figures as the API shows them. changePercent is (last - open) / open
 * in percent with two decimals, rounded half-up (ties away from zero); with
 * no trade in the window every price is null and the changes are zero.
 */
export function tickerFigures(window: TickerWindow): TickerFigures {
  const first = window.buckets[0];
  const newest = window.buckets.at(-1);
  if (first === undefined || newest === undefined || window.high === null || window.low === null) {
    return {
      last: null,
      open: null,
      high: null,
      low: null,
      volume: '0',
      turnover: '0',
      change: '0',
      changePercent: '0.00',
    };
  }
  const change = sub(newest.close, first.open);
  const percent = isZero(first.open) ? ZERO : div(mul(change, HUNDRED), first.open, 2, 'half_up');
  return {
    last: toPlainString(newest.close),
    open: toPlainString(first.open),
    high: toPlainString(window.high),
    low: toPlainString(window.low),
    volume: toPlainString(window.volume),
    turnover: toPlainString(window.turnover),
    change: toPlainString(change),
    changePercent: toFixed(percent, 2, 'half_up'),
  };
}
