import type { Kline } from '@exchange/contracts';

/**
 * Chart indicators, computed in the browser from the candles the chart
 * already holds. Every figure here is a JS number because it only places a
 * line on a chart or fills a legend: no balance, order or payment is ever
 * worked out from it (amounts stay decimal strings everywhere else).
 *
 * Each indicator returns one value per input candle, in the same order.
 * Where the definition has no value yet (fewer candles than the window) the
 * entry is `null`, never a made-up 0 that would draw a line from the floor.
 * A value depends only on its own candle and earlier ones, so appending a
 * candle never changes an earlier value, and updating the last candle
 * changes only the last value.
 */

/** One candle's figures as numbers; parsed once per candle list. */
export interface Bar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** One value per candle; `null` where the indicator is not defined yet. */
export type Line = (number | null)[];

export function toBars(klines: readonly Kline[]): Bar[] {
  return klines.map((kline) => ({
    open: Number(kline.open),
    high: Number(kline.high),
    low: Number(kline.low),
    close: Number(kline.close),
    volume: Number(kline.volume),
  }));
}

export const closesOf = (bars: readonly Bar[]): number[] => bars.map((bar) => bar.close);

function assertPeriod(period: number): void {
  if (!Number.isInteger(period) || period < 1) {
    throw new RangeError(`an indicator period is a whole number of candles, not ${period}`);
  }
}

/** The mean of `values[end - period + 1 ..= end]`, summed afresh so no rounding drift builds up. */
function windowMean(values: readonly number[], end: number, period: number): number {
  let total = 0;
  for (let index = end - period + 1; index <= end; index += 1) total += values[index] ?? 0;
  return total / period;
}

/** Simple moving average: the mean of the last `period` values, from the `period`-th value on. */
export function sma(values: readonly number[], period: number): Line {
  assertPeriod(period);
  return values.map((_, index) => (index + 1 < period ? null : windowMean(values, index, period)));
}

/**
 * Exponential moving average with weight 2 / (period + 1) on the newest
 * value. It starts, at the `period`-th value, from the simple average of the
 * first `period` values (as TA-Lib and TradingView do) rather than from the
 * first value alone, so its first point is already a fair average. Entries
 * of `values` that are `null` (an input still warming up) are skipped: the
 * average starts at the `period`-th defined value.
 */
export function ema(values: readonly (number | null)[], period: number): Line {
  assertPeriod(period);
  const weight = 2 / (period + 1);
  const result: Line = [];
  const seed: number[] = [];
  let previous: number | null = null;
  for (const value of values) {
    if (value === null) {
      result.push(null);
    } else if (previous !== null) {
      previous = value * weight + previous * (1 - weight);
      result.push(previous);
    } else {
      seed.push(value);
      previous = seed.length === period ? windowMean(seed, period - 1, period) : null;
      result.push(previous);
    }
  }
  return result;
}

export const MA_PERIODS = [7, 25, 99] as const;
export const EMA_PERIODS = [7, 25, 99] as const;

/** One simple moving average of the closes per period. */
export function movingAverages(bars: readonly Bar[], periods: readonly number[] = MA_PERIODS) {
  const closes = closesOf(bars);
  return periods.map((period) => ({ period, values: sma(closes, period) }));
}

/** One exponential moving average of the closes per period. */
export function exponentialAverages(
  bars: readonly Bar[],
  periods: readonly number[] = EMA_PERIODS,
) {
  const closes = closesOf(bars);
  return periods.map((period) => ({ period, values: ema(closes, period) }));
}

export const BOLL = { period: 20, width: 2 } as const;

/**
 * Bollinger bands: the middle band is the simple average of the last
 * `period` closes, the outer bands lie `width` standard deviations above and
 * below it. The deviation is the population one (divided by `period`, not
 * `period - 1`), as exchanges and Bollinger himself compute it.
 */
export function bollinger(
  bars: readonly Bar[],
  period: number = BOLL.period,
  width: number = BOLL.width,
) {
  const closes = closesOf(bars);
  const middle = sma(closes, period);
  const upper: Line = [];
  const lower: Line = [];
  middle.forEach((mean, index) => {
    if (mean === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    let squares = 0;
    for (let at = index - period + 1; at <= index; at += 1) {
      squares += ((closes[at] ?? mean) - mean) ** 2;
    }
    const deviation = Math.sqrt(squares / period);
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  });
  return { middle, upper, lower };
}

export const VOLUME_PERIODS = [5, 10] as const;

/** Volume bars (rising when the candle closed at or above its open) and averages of the volume. */
export function volumes(bars: readonly Bar[], periods: readonly number[] = VOLUME_PERIODS) {
  const amounts = bars.map((bar) => bar.volume);
  return {
    bars: bars.map((bar) => ({ value: bar.volume, rising: bar.close >= bar.open })),
    averages: periods.map((period) => ({ period, values: sma(amounts, period) })),
  };
}

export const MACD = { fast: 12, slow: 26, signal: 9 } as const;

/**
 * MACD. DIF is the fast EMA of the closes minus the slow one; DEA is the
 * `signal`-period EMA of DIF; the histogram is 2 × (DIF − DEA). The factor
 * 2 is the convention of the big exchanges' apps and of Chinese charting
 * software (where these names come from); TradingView and TA-Lib draw
 * DIF − DEA without it. DIF starts with the slow EMA, DEA and the
 * histogram `signal` − 1 candles later.
 */
export function macd(
  bars: readonly Bar[],
  fast: number = MACD.fast,
  slow: number = MACD.slow,
  signal: number = MACD.signal,
) {
  const closes = closesOf(bars);
  const fastLine = ema(closes, fast);
  const slowLine = ema(closes, slow);
  const dif: Line = fastLine.map((value, index) => {
    const other = slowLine[index] ?? null;
    return value === null || other === null ? null : value - other;
  });
  const dea = ema(dif, signal);
  const histogram: Line = dif.map((value, index) => {
    const average = dea[index] ?? null;
    return value === null || average === null ? null : 2 * (value - average);
  });
  return { dif, dea, histogram };
}

export const RSI_PERIODS = [6, 12, 24] as const;

/**
 * Relative strength index with Wilder's smoothing: the first average gain
 * and loss are the plain means of the first `period` close-to-close changes,
 * each later one is (previous × (period − 1) + this change) / period. The
 * first value is at candle `period` (counting from 0): it needs `period`
 * changes. Only gains gives 100, only losses 0, and no movement at all 50:
 * a flat market is neither overbought nor oversold.
 */
export function rsi(bars: readonly Bar[], period: number): Line {
  assertPeriod(period);
  const closes = closesOf(bars);
  const result: Line = closes.length > 0 ? [null] : [];
  let gain = 0;
  let loss = 0;
  for (let index = 1; index < closes.length; index += 1) {
    const change = (closes[index] ?? 0) - (closes[index - 1] ?? 0);
    const up = Math.max(change, 0);
    const down = Math.max(-change, 0);
    if (index <= period) {
      gain += up / period;
      loss += down / period;
    } else {
      gain = (gain * (period - 1) + up) / period;
      loss = (loss * (period - 1) + down) / period;
    }
    result.push(index < period ? null : strength(gain, loss));
  }
  return result;
}

function strength(gain: number, loss: number): number {
  if (loss === 0) return gain === 0 ? 50 : 100;
  return 100 - 100 / (1 + gain / loss);
}

/** One RSI per period. */
export function relativeStrengths(bars: readonly Bar[], periods: readonly number[] = RSI_PERIODS) {
  return periods.map((period) => ({ period, values: rsi(bars, period) }));
}

export const KDJ = { period: 9, kSmoothing: 3, dSmoothing: 3 } as const;

/**
 * KDJ, the stochastic oscillator as the exchanges draw it. RSV is where the
 * close sits between the lowest low and the highest high of the last
 * `period` candles, 0 to 100 (50 when they are equal: no range, no
 * position in it). K = (1 − 1/m) × previous K + 1/m × RSV with m =
 * `kSmoothing`, D likewise from K with `dSmoothing`, both starting from 50;
 * J = 3K − 2D. K and D stay within 0 to 100; J may leave it.
 */
export function kdj(
  bars: readonly Bar[],
  period: number = KDJ.period,
  kSmoothing: number = KDJ.kSmoothing,
  dSmoothing: number = KDJ.dSmoothing,
) {
  assertPeriod(period);
  assertPeriod(kSmoothing);
  assertPeriod(dSmoothing);
  const k: Line = [];
  const d: Line = [];
  const j: Line = [];
  let previousK = 50;
  let previousD = 50;
  bars.forEach((bar, index) => {
    if (index + 1 < period) {
      k.push(null);
      d.push(null);
      j.push(null);
      return;
    }
    const window = bars.slice(index - period + 1, index + 1);
    const lowest = Math.min(...window.map((candle) => candle.low));
    const highest = Math.max(...window.map((candle) => candle.high));
    const rsv = highest === lowest ? 50 : ((bar.close - lowest) / (highest - lowest)) * 100;
    previousK = (previousK * (kSmoothing - 1) + rsv) / kSmoothing;
    previousD = (previousD * (dSmoothing - 1) + previousK) / dSmoothing;
    k.push(previousK);
    d.push(previousD);
    j.push(3 * previousK - 2 * previousD);
  });
  return { k, d, j };
}
