import type { Kline, KlineInterval } from '@exchange/contracts';
import type { CandlestickData, HistogramData, LineData, UTCTimestamp } from 'lightweight-charts';

/**
 * Candles as the chart library wants them. The library draws numbers, so
 * this is the one place decimal strings become JS numbers: for pixels only,
 * never for amounts anyone reads or pays. It also shows times in UTC, so each
 * time is shifted by the reader's offset to label the axis in local time.
 */

export interface Frame {
  key: string;
  interval: KlineInterval;
  /** Time-sharing: the 1-minute closes as a line, as the spec lists first. */
  line: boolean;
}

export const FRAMES: readonly Frame[] = [
  { key: 'line', interval: '1m', line: true },
  { key: '1m', interval: '1m', line: false },
  { key: '5m', interval: '5m', line: false },
  { key: '15m', interval: '15m', line: false },
  { key: '30m', interval: '30m', line: false },
  { key: '1h', interval: '1h', line: false },
  { key: '4h', interval: '4h', line: false },
  { key: '1d', interval: '1d', line: false },
  { key: '1w', interval: '1w', line: false },
  { key: '1M', interval: '1M', line: false },
];

export const DEFAULT_FRAME = '15m';

export function frameOf(key: string | null): Frame {
  return (
    FRAMES.find((frame) => frame.key === key) ??
    FRAMES.find((frame) => frame.key === DEFAULT_FRAME) ??
    (FRAMES[0] as Frame)
  );
}

/** The `?frame=` value that shows the depth chart instead of candles. */
export const DEPTH_VIEW = 'depth';

/** What the chart area shows: candles (or the line) in a time frame, or the market's depth. */
export type ChartView = { kind: 'kline'; frame: Frame } | { kind: 'depth' };

export function chartViewOf(key: string | null): ChartView {
  return key === DEPTH_VIEW ? { kind: 'depth' } : { kind: 'kline', frame: frameOf(key) };
}

export function chartViewKey(view: ChartView): string {
  return view.kind === 'depth' ? DEPTH_VIEW : view.frame.key;
}

/**
 * The candle list with a streamed candle: the newest one is replaced by a
 * newer figure of itself, a later one is appended, and an older one is
 * ignored, as the chart itself refuses to draw behind its newest candle.
 */
export function mergeKline(list: readonly Kline[], kline: Kline): readonly Kline[] {
  const newest = list.at(-1);
  if (newest === undefined || kline.time > newest.time) return [...list, kline];
  if (kline.time === newest.time) return [...list.slice(0, -1), kline];
  return list;
}

/**
 * Bar spacing on a phone. The library's default of 6 px draws candles as
 * slivers; 8 px is about what exchanges' apps show (some 45 candles across
 * a phone), and the newest candle keeps a few empty slots to its right.
 */
export const BAR_SPACING_PX = 8;
export const RIGHT_OFFSET_BARS = 4;
/** The widest a candle is drawn when there are too few to fill the chart. */
export const WIDEST_BAR_SPACING_PX = 16;

/**
 * Where a short candle list goes: the logical range (bar indices, the first
 * candle is 0) to show, or null when the candles fill `widthPx` at the usual
 * spacing and the chart simply opens on the newest ones. Left alone, the
 * library draws a new market's five candles as a 30-pixel sliver against the
 * price axis, and fitting them to the width would make them fat blocks; so
 * they are widened up to WIDEST_BAR_SPACING_PX and start from the left,
 * with the empty future to their right.
 */
export function shortListRange(
  count: number,
  widthPx: number,
): { from: number; to: number } | null {
  const slots = count + RIGHT_OFFSET_BARS;
  if (count === 0 || widthPx <= 0 || slots * BAR_SPACING_PX >= widthPx) return null;
  const spacingPx = Math.min(WIDEST_BAR_SPACING_PX, widthPx / slots);
  // The first candle sits one slot in from the left edge, not cut in half by it.
  const from = -1;
  return { from, to: from + widthPx / spacingPx };
}

/** Whether the axis should show clock times (intraday frames) or only dates. */
export function isIntraday(interval: KlineInterval): boolean {
  return interval.endsWith('m') || interval.endsWith('h');
}

/** A candle's open time as the chart's seconds, shifted so the UTC axis reads local time. */
export function chartTime(openMs: number): UTCTimestamp {
  const offsetS = new Date(openMs).getTimezoneOffset() * 60;
  return (Math.floor(openMs / 1000) - offsetS) as UTCTimestamp;
}

/** The app's one number format for chart figures: comma thousands, point decimals. */
export const NUMBER_GROUPING = 'en-US';

const pixels = (text: string) => Number(text);

export function toCandle(kline: Kline): CandlestickData<UTCTimestamp> {
  return {
    time: chartTime(kline.time),
    open: pixels(kline.open),
    high: pixels(kline.high),
    low: pixels(kline.low),
    close: pixels(kline.close),
  };
}

export function toLinePoint(kline: Kline): LineData<UTCTimestamp> {
  return { time: chartTime(kline.time), value: pixels(kline.close) };
}

export function toVolumeBar(
  kline: Kline,
  colors: { up: string; down: string },
): HistogramData<UTCTimestamp> {
  const rising = pixels(kline.close) >= pixels(kline.open);
  return {
    time: chartTime(kline.time),
    value: pixels(kline.volume),
    color: rising ? colors.up : colors.down,
  };
}

/** "#0ecb81" with an alpha as "rgba(14, 203, 129, 0.4)"; anything else is returned as is. */
export function withAlpha(color: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (match === null) return color;
  const [, r = '0', g = '0', b = '0'] = match;
  return `rgba(${parseInt(r, 16)}, ${parseInt(g, 16)}, ${parseInt(b, 16)}, ${alpha})`;
}

/**
 * The main series' format: the tick size as the smallest price move, and
 * axis and crosshair labels with the market's price decimals grouped the
 * reader's way ("27,000.50", "27.000,50" in German). The labels read the
 * chart's own numbers: they mark where a line is drawn, not an amount.
 */
export function priceFormat(tickSize: string, precision: number, locale: string) {
  const minMove = pixels(tickSize);
  return {
    type: 'custom' as const,
    minMove: Number.isFinite(minMove) && minMove > 0 ? minMove : smallestStep(precision),
    formatter: priceLabel(locale, precision),
  };
}

/** 10^-places read from text: `10 ** -4` is 0.00009999999999999999 in floating point. */
function smallestStep(places: number): number {
  return Number(`1e-${places}`);
}

/** Axis text for a price: exactly `precision` decimals, with the locale's grouping. */
export function priceLabel(locale: string, precision: number): (value: number) => string {
  const format = new Intl.NumberFormat(locale, {
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  });
  return (value) => format.format(value);
}

/** The volume bars' format: labels grouped the reader's way, to the market's amount decimals. */
export function volumeFormat(amountPrecision: number, locale: string) {
  return {
    type: 'custom' as const,
    minMove: smallestStep(amountPrecision),
    formatter: volumeLabel(locale, amountPrecision),
  };
}

/** Axis text for a volume: up to `places` decimals, trailing zeros dropped, grouped. */
export function volumeLabel(locale: string, places: number): (value: number) => string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: places });
  return (value) => format.format(value);
}
