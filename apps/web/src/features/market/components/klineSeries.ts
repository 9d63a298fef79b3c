import {
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { withAlpha } from '../chartData';
import type { Panel, PanelFormat, panelFormat } from '../chartIndicators';

/**
 * The chart library's side of the indicators: one series per plot of a
 * panel, in the main pane or a pane of its own, filled from the panel's
 * values. Only the lazily loaded chart imports this module.
 */

export type DrawnPlot =
  | { readonly kind: 'line'; readonly series: ISeriesApi<'Line'> }
  | { readonly kind: 'histogram'; readonly series: ISeriesApi<'Histogram'> };

export interface Tones {
  readonly up: string;
  readonly down: string;
}

/** The main pane's share of the height when a sub-chart is shown under it. */
const MAIN_PANE_STRETCH = 3;

/**
 * Adds a series for each plot of `panel` to pane `paneIndex`; a pane index
 * one past the last makes a new pane under the others.
 */
export function addPanel(
  chart: IChartApi,
  panel: Panel,
  paneIndex: number,
  format: ReturnType<typeof panelFormat>,
): DrawnPlot[] {
  const common = {
    priceFormat: format,
    lastValueVisible: false,
    priceLineVisible: false,
  };
  const drawn = panel.plots.map((plot): DrawnPlot => {
    if (plot.kind === 'histogram') {
      return { kind: 'histogram', series: chart.addSeries(HistogramSeries, common, paneIndex) };
    }
    const series = chart.addSeries(
      LineSeries,
      { ...common, color: plot.color, lineWidth: 1, crosshairMarkerVisible: false },
      paneIndex,
    );
    return { kind: 'line', series };
  });
  if (paneIndex > 0) {
    chart.panes()[0]?.setStretchFactor(MAIN_PANE_STRETCH);
    // Room at the top of the pane for its legend.
    drawn[0]?.series.priceScale().applyOptions({ scaleMargins: { top: 0.22, bottom: 0.02 } });
  }
  return drawn;
}

/** Removes a panel's series; its pane goes with its last series. */
export function removePanel(chart: IChartApi, drawn: readonly DrawnPlot[]): void {
  for (const plot of drawn) chart.removeSeries(plot.series);
}

/**
 * Draws a panel's values at the candles' times. A value still warming up is
 * a gap in the line (the library's whitespace point), never a point at 0.
 * The whole series is set again on every change: the list is a few hundred
 * candles, and an EMA's last value depends on all before it anyway.
 */
export function fillPanel(
  drawn: readonly DrawnPlot[],
  panel: Panel,
  times: readonly UTCTimestamp[],
  tones: Tones,
): void {
  drawn.forEach((target, index) => {
    const plot = panel.plots[index];
    if (plot === undefined) return;
    if (target.kind === 'line') {
      target.series.setData(
        times.map((time, at) => {
          const value = plot.values[at] ?? null;
          return value === null ? { time } : { time, value };
        }),
      );
      return;
    }
    const rising = plot.kind === 'histogram' ? plot.rising : [];
    target.series.setData(
      times.map((time, at) => {
        const value = plot.values[at] ?? null;
        if (value === null) return { time };
        return { time, value, color: (rising[at] ?? true) ? tones.up : tones.down };
      }),
    );
  });
}

/** Bar colours of a sub-chart: the theme's green and red, softened so lines over them read. */
export function barTones(colors: Tones, format: PanelFormat): Tones {
  const alpha = format === 'volume' ? 0.5 : 0.75;
  return { up: withAlpha(colors.up, alpha), down: withAlpha(colors.down, alpha) };
}
