import { describe, expect, it } from 'vitest';
import {
  legendAt,
  legendText,
  LINE_COLORS,
  overlayPanel,
  panelFormat,
  subPanel,
  type Panel,
} from './chartIndicators';
import type { Bar } from './indicators';

const bars: Bar[] = Array.from({ length: 120 }, (_, index) => ({
  open: 100 + index,
  close: index % 3 === 0 ? 99 + index : 101 + index,
  high: 103 + index,
  low: 98 + index,
  volume: 10 + index,
}));

const labels = (panel: Panel | null) => panel?.plots.map((plot) => plot.label);
const digits = { tickSize: '0.01', precision: 2, amountPrecision: 4 };

describe('indicator panels', () => {
  it('draws the chosen overlay’s lines in the fixed colours, and nothing for none', () => {
    expect(labels(overlayPanel('ma', bars))).toEqual(['MA7', 'MA25', 'MA99']);
    expect(labels(overlayPanel('ema', bars))).toEqual(['EMA7', 'EMA25', 'EMA99']);
    const boll = overlayPanel('boll', bars);
    expect(boll?.title).toBe('BOLL(20,2)');
    expect(labels(boll)).toEqual(['MB', 'UP', 'DN']);
    expect(
      overlayPanel('ma', bars)?.plots.map((plot) => plot.kind === 'line' && plot.color),
    ).toEqual([...LINE_COLORS]);
    expect(overlayPanel('none', bars)).toBeNull();
    for (const overlay of ['ma', 'ema', 'boll'] as const) {
      expect(overlayPanel(overlay, bars)?.format).toBe('price');
    }
  });

  it('draws the chosen sub-chart, bars first, and nothing for none', () => {
    expect(labels(subPanel('vol', bars))).toEqual(['VOL', 'MA5', 'MA10']);
    // A contract's volume is in lots, and its legend says so.
    expect(labels(subPanel('vol', bars, 'Vol (lots)'))).toEqual(['Vol (lots)', 'MA5', 'MA10']);
    expect(labels(subPanel('macd', bars, 'Vol (lots)'))).toEqual(['MACD', 'DIF', 'DEA']);
    expect(labels(subPanel('macd', bars))).toEqual(['MACD', 'DIF', 'DEA']);
    expect(subPanel('macd', bars)?.title).toBe('MACD(12,26,9)');
    expect(labels(subPanel('rsi', bars))).toEqual(['RSI6', 'RSI12', 'RSI24']);
    expect(labels(subPanel('kdj', bars))).toEqual(['K', 'D', 'J']);
    expect(subPanel('kdj', bars)?.title).toBe('KDJ(9,3,3)');
    expect(subPanel('none', bars)).toBeNull();
    expect(subPanel('vol', bars)?.plots[0]?.kind).toBe('histogram');
    expect(subPanel('macd', bars)?.plots[0]?.kind).toBe('histogram');
    expect(subPanel('vol', bars)?.format).toBe('volume');
    expect(subPanel('macd', bars)?.format).toBe('price');
    expect(subPanel('rsi', bars)?.format).toBe('oscillator');
  });

  it('colours volume bars by their candle and MACD bars by their sign', () => {
    const volume = subPanel('vol', bars)?.plots[0];
    if (volume?.kind !== 'histogram') throw new Error('no volume bars');
    expect(volume.values.slice(0, 3)).toEqual([10, 11, 12]);
    // Candle 0 closed at 99 from 100 (falling), candles 1 and 2 at 102 and 103 from 101 and 102.
    expect(volume.rising.slice(0, 3)).toEqual([false, true, true]);
    const histogram = subPanel('macd', bars)?.plots[0];
    if (histogram?.kind !== 'histogram') throw new Error('no MACD bars');
    histogram.values.forEach((value, index) => {
      if (value !== null) expect(histogram.rising[index]).toBe(value >= 0);
    });
  });

  it('has the same shape with no candles, which is how the chart makes its series', () => {
    for (const overlay of ['ma', 'ema', 'boll'] as const) {
      expect(labels(overlayPanel(overlay, []))).toEqual(labels(overlayPanel(overlay, bars)));
    }
    for (const sub of ['vol', 'macd', 'rsi', 'kdj'] as const) {
      expect(labels(subPanel(sub, []))).toEqual(labels(subPanel(sub, bars)));
    }
  });
});

describe('legend', () => {
  it('gives each line’s figure at a candle, in its colour, or the bar’s tone', () => {
    const panel = subPanel('vol', bars);
    if (panel === null) throw new Error('no panel');
    // Candle 9: volume 19, MA5 of 15..19 = 17, MA10 of 10..19 = 14.5; it closed at 99 + 9 = 108 from 109.
    expect(legendAt(panel, 9)).toEqual([
      { label: 'VOL', value: 19, paint: { tone: 'down' } },
      { label: 'MA5', value: 17, paint: { color: LINE_COLORS[0] } },
      { label: 'MA10', value: 14.5, paint: { color: LINE_COLORS[1] } },
    ]);
    // Before MA10 has ten candles it has no figure, rather than 0.
    expect(legendAt(panel, 5).map((entry) => entry.value)).toEqual([15, 13, null]);
  });

  it('writes figures as the panel’s axis does, and a dash while warming up', () => {
    expect(legendText('price', digits, 'en-US')(95012.3)).toBe('95,012.30');
    expect(legendText('volume', digits, 'en-US')(1234.56789)).toBe('1,234.5679');
    expect(legendText('price', digits, 'en-US')(-1.234567)).toBe('-1.23');
    expect(legendText('oscillator', digits, 'en-US')(71.236)).toBe('71.24');
    expect(legendText('price', digits, 'en-US')(null)).toBe('--');
    expect(legendText('price', digits, 'en-US')(Number.NaN)).toBe('--');
  });

  it('moves prices by the tick, volumes by the amount step and oscillators by 0.01', () => {
    expect(panelFormat('price', { ...digits, tickSize: '0.5' }, 'en-US').minMove).toBe(0.5);
    expect(panelFormat('volume', digits, 'en-US').minMove).toBe(0.0001);
    expect(panelFormat('oscillator', digits, 'en-US').minMove).toBe(0.01);
  });
});
