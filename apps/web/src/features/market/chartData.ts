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

/** Whether the axis should show clock times (intraday frames) or only dates. */
export function isIntraday(interval: KlineInterval): boolean {
  return interval.endsWith('m') || interval.endsWith('h');
}

/** A candle's open time as the chart's seconds, shifted so the UTC axis reads local time. */
export function chartTime(openMs: number): UTCTimestamp {
  const offsetS = new Date(openMs).getTimezoneOffset() * 60;
  return (Math.floor(openMs / 1000) - offsetS) as UTCTimestamp;
}

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
