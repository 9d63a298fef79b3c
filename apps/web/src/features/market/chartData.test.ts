import type { Kline } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import {
  BAR_SPACING_PX,
  chartViewKey,
  chartViewOf,
  mergeKline,
  priceFormat,
  priceLabel,
  shortListRange,
  volumeFormat,
  volumeLabel,
  WIDEST_BAR_SPACING_PX,
} from './chartData';

describe('chart axis labels', () => {
  it('groups prices the reader’s way, with exactly the market’s decimals', () => {
    expect(priceLabel('en-US', 2)(27000.5)).toBe('27,000.50');
    expect(priceLabel('en-US', 2)(1234567)).toBe('1,234,567.00');
    expect(priceLabel('de-DE', 2)(27000.5)).toBe('27.000,50');
    expect(priceLabel('en-US', 0)(27000.4)).toBe('27,000');
    expect(priceLabel('en-US', 8)(0.00001235)).toBe('0.00001235');
  });

  it('groups volumes, up to the amount decimals and without trailing zeros', () => {
    expect(volumeLabel('en-US', 4)(1234567.5)).toBe('1,234,567.5');
    expect(volumeLabel('en-US', 4)(0.00175)).toBe('0.0018');
    expect(volumeLabel('fr-FR', 4)(12345).replace(/\s/g, ' ')).toBe('12 345');
  });

  it('gives the series custom formats that keep the tick as the smallest move', () => {
    const price = priceFormat('0.01', 2, 'en-US');
    expect(price.type).toBe('custom');
    expect(price.minMove).toBe(0.01);
    expect(price.formatter(27000.5)).toBe('27,000.50');
    expect(priceFormat('x', 3, 'en-US').minMove).toBe(0.001);
    expect(priceFormat('0', 4, 'en-US').minMove).toBe(0.0001);
    const volume = volumeFormat(4, 'en-US');
    expect(volume.minMove).toBe(0.0001);
    expect(volume.formatter(25000)).toBe('25,000');
  });
});

describe('chart views', () => {
  it('reads `?frame=` as a time frame, or the depth chart', () => {
    expect(chartViewOf('depth')).toEqual({ kind: 'depth' });
    const hour = chartViewOf('1h');
    expect(hour.kind === 'kline' && hour.frame.interval).toBe('1h');
    const fallback = chartViewOf('nonsense');
    expect(fallback.kind === 'kline' && fallback.frame.key).toBe('15m');
    expect(chartViewKey(chartViewOf('depth'))).toBe('depth');
    expect(chartViewKey(chartViewOf('line'))).toBe('line');
    expect(chartViewKey(chartViewOf(null))).toBe('15m');
  });
});

const kline = (time: number, close: string): Kline => ({
  time,
  open: '1',
  high: '2',
  low: '1',
  close,
  volume: '1',
  turnover: '1',
  count: 1,
});

describe('streamed candles', () => {
  it('replaces the newest candle, appends a later one and ignores an older one', () => {
    const list = [kline(60_000, '1'), kline(120_000, '1.5')];
    expect(mergeKline(list, kline(120_000, '1.8')).map((k) => k.close)).toEqual(['1', '1.8']);
    expect(mergeKline(list, kline(180_000, '2')).map((k) => k.time)).toEqual([
      60_000, 120_000, 180_000,
    ]);
    expect(mergeKline(list, kline(60_000, '9'))).toBe(list);
    expect(mergeKline([], kline(60_000, '1'))).toEqual([kline(60_000, '1')]);
    // The list it was given is left as it was.
    expect(list.map((k) => k.close)).toEqual(['1', '1.5']);
  });
});

describe('placing a short candle list', () => {
  it('leaves a list that fills the chart to open on its newest candles', () => {
    expect(shortListRange(300, 340)).toBeNull();
    // 38 candles and 4 empty slots at 8 px are 336 px: nearly full, still placed.
    expect(shortListRange(38, 340)).not.toBeNull();
    expect(shortListRange(39, 340)).toBeNull();
    expect(shortListRange(0, 340)).toBeNull();
    expect(shortListRange(5, 0)).toBeNull();
  });

  it('widens a few candles, up to the widest spacing, from the left edge', () => {
    const range = shortListRange(5, 340);
    // 5 candles + 4 slots would be 38 px each; they are drawn 16 px apart instead.
    expect(range).toEqual({ from: -1, to: -1 + 340 / WIDEST_BAR_SPACING_PX });
    // 30 candles + 4 slots: 10 px each, filling the width.
    const fuller = shortListRange(30, 340);
    expect(fuller?.from).toBe(-1);
    expect(fuller?.to).toBeCloseTo(33, 9);
    for (const count of [1, 5, 20, 38]) {
      const placed = shortListRange(count, 340);
      if (placed === null) throw new Error(`${count} candles not placed`);
      const spacingPx = 340 / (placed.to - placed.from);
      expect(spacingPx).toBeGreaterThanOrEqual(BAR_SPACING_PX);
      expect(spacingPx).toBeLessThanOrEqual(WIDEST_BAR_SPACING_PX);
      // Every candle and the empty slots after the newest are in view.
      expect(placed.to).toBeGreaterThanOrEqual(count - 1 + 4 - 1e-9);
    }
  });
});
