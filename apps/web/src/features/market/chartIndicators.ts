import { NO_VALUE } from '../settings/fiat';
import { priceFormat, priceLabel, volumeFormat } from './chartData';
import type { Overlay, SubChart } from './chartSettings';
import {
  BOLL,
  bollinger,
  exponentialAverages,
  KDJ,
  kdj,
  MACD,
  macd,
  movingAverages,
  relativeStrengths,
  volumes,
  type Bar,
  type Line,
} from './indicators';

/**
 * What the chart draws for the chosen indicators: the lines and bars of the
 * main-chart overlay and of the sub-chart, each with its legend label and
 * colour. Pure, so the choice of lines is tested without a canvas; the
 * chart component only hands these to the chart library.
 */

/**
 * The indicator line colours, first line first. They are fixed, as on
 * exchanges' charts, so "the yellow one is MA7" holds in either theme;
 * rising and falling bars take the theme's green and red instead.
 */
export const LINE_COLORS = ['#f0b90b', '#e8499e', '#9b7cf4'] as const;

export interface LinePlot {
  readonly kind: 'line';
  readonly label: string;
  readonly color: string;
  readonly values: Line;
}

export interface BarPlot {
  readonly kind: 'histogram';
  readonly label: string;
  readonly values: Line;
  /** Per value: green when true, red when false. */
  readonly rising: readonly boolean[];
}

export type Plot = LinePlot | BarPlot;

/**
 * How a panel's figures are written: as prices (MACD's too, a difference of
 * prices, to the market's price decimals), as volumes, or as 0 to 100.
 */
export type PanelFormat = 'price' | 'volume' | 'oscillator';

export interface Panel {
  /** The indicator and its parameters ("BOLL(20,2)"), when the line labels alone do not say it. */
  readonly title: string | null;
  readonly format: PanelFormat;
  readonly plots: readonly Plot[];
}

const colorAt = (index: number): string => LINE_COLORS[index % LINE_COLORS.length] ?? '#f0b90b';

function lines(entries: readonly { label: string; values: Line }[]): LinePlot[] {
  return entries.map((entry, index) => ({ kind: 'line', color: colorAt(index), ...entry }));
}

/** The overlay's lines over the candles, or null for none. */
export function overlayPanel(overlay: Overlay, bars: readonly Bar[]): Panel | null {
  switch (overlay) {
    case 'ma':
      return {
        title: null,
        format: 'price',
        plots: lines(movingAverages(bars).map((line) => ({ label: `MA${line.period}`, ...line }))),
      };
    case 'ema':
      return {
        title: null,
        format: 'price',
        plots: lines(
          exponentialAverages(bars).map((line) => ({ label: `EMA${line.period}`, ...line })),
        ),
      };
    case 'boll': {
      const bands = bollinger(bars);
      return {
        title: `BOLL(${BOLL.period},${BOLL.width})`,
        format: 'price',
        plots: lines([
          { label: 'MB', values: bands.middle },
          { label: 'UP', values: bands.upper },
          { label: 'DN', values: bands.lower },
        ]),
      };
    }
    case 'none':
      return null;
  }
}

/** The volume bars' legend label where the unit goes without saying (spot: the base coin). */
export const VOLUME_LABEL = 'VOL';

/**
 * The sub-chart's bars and lines under the candles, or null for none.
 * `volumeLabel` names the volume bars where their unit needs saying
 * ("Vol (lots)" on a contract).
 */
export function subPanel(
  subChart: SubChart,
  bars: readonly Bar[],
  volumeLabel: string = VOLUME_LABEL,
): Panel | null {
  switch (subChart) {
    case 'vol': {
      const volume = volumes(bars);
      return {
        title: null,
        format: 'volume',
        plots: [
          {
            kind: 'histogram',
            label: volumeLabel,
            values: volume.bars.map((item) => item.value),
            rising: volume.bars.map((item) => item.rising),
          },
          ...lines(volume.averages.map((line) => ({ label: `MA${line.period}`, ...line }))),
        ],
      };
    }
    case 'macd': {
      const result = macd(bars);
      return {
        title: `MACD(${MACD.fast},${MACD.slow},${MACD.signal})`,
        format: 'price',
        plots: [
          {
            kind: 'histogram',
            label: 'MACD',
            values: result.histogram,
            rising: result.histogram.map((value) => value === null || value >= 0),
          },
          ...lines([
            { label: 'DIF', values: result.dif },
            { label: 'DEA', values: result.dea },
          ]),
        ],
      };
    }
    case 'rsi':
      return {
        title: null,
        format: 'oscillator',
        plots: lines(
          relativeStrengths(bars).map((line) => ({ label: `RSI${line.period}`, ...line })),
        ),
      };
    case 'kdj': {
      const result = kdj(bars);
      return {
        title: `KDJ(${KDJ.period},${KDJ.kSmoothing},${KDJ.dSmoothing})`,
        format: 'oscillator',
        plots: lines([
          { label: 'K', values: result.k },
          { label: 'D', values: result.d },
          { label: 'J', values: result.j },
        ]),
      };
    }
    case 'none':
      return null;
  }
}

export interface LegendEntry {
  readonly label: string;
  /** Null during the indicator's warm-up: the legend shows a dash, not 0. */
  readonly value: number | null;
  /** A line's colour, or the tone of a bar. */
  readonly paint: { readonly color: string } | { readonly tone: 'up' | 'down' };
}

/** The panel's figures at one candle (the newest, or the one under the crosshair). */
export function legendAt(panel: Panel, index: number): LegendEntry[] {
  return panel.plots.map((plot) => ({
    label: plot.label,
    value: plot.values[index] ?? null,
    paint:
      plot.kind === 'line'
        ? { color: plot.color }
        : { tone: (plot.rising[index] ?? true) ? 'up' : 'down' },
  }));
}

/** The market figures a panel's numbers are written with. */
export interface MarketDigits {
  readonly tickSize: string;
  /** Price decimals. */
  readonly precision: number;
  /** Amount decimals, for volumes. */
  readonly amountPrecision: number;
}

/**
 * The series format (axis labels, smallest move) of a panel's figures, and
 * the same formatter for its legend. The figures are display numbers: their
 * text is never read back as an amount.
 */
export function panelFormat(format: PanelFormat, digits: MarketDigits, locale: string) {
  switch (format) {
    case 'price':
      return priceFormat(digits.tickSize, digits.precision, locale);
    case 'volume':
      return volumeFormat(digits.amountPrecision, locale);
    case 'oscillator':
      return { type: 'custom' as const, minMove: 0.01, formatter: priceLabel(locale, 2) };
  }
}

/** The legend's text for one figure: as the panel's axis writes it, a dash when there is none. */
export function legendText(
  format: PanelFormat,
  digits: MarketDigits,
  locale: string,
): (value: number | null) => string {
  const write = panelFormat(format, digits, locale).formatter;
  return (value) => (value === null || !Number.isFinite(value) ? NO_VALUE : write(value));
}
