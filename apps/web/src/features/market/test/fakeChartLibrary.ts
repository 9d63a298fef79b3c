/**
 * A stand-in for `lightweight-charts` in screen tests: jsdom has no canvas,
 * so this records what the chart component asks of the library (series,
 * their data and updates, price lines) for the test to read back. Only the
 * calls KlineChart and klineSeries make are here.
 *
 *   vi.mock('lightweight-charts', () => import('../../market/test/fakeChartLibrary'));
 */

type Options = Record<string, unknown>;

export interface FakePriceLine {
  options: Options;
  removed: boolean;
}

export interface FakeSeries {
  type: string;
  pane: number;
  options: Options;
  data: unknown[];
  updates: unknown[];
  priceLines: FakePriceLine[];
  removed: boolean;
}

export interface FakeChart {
  options: Options;
  series: FakeSeries[];
  removed: boolean;
}

const charts: FakeChart[] = [];

/** Every chart made since the last `resetCharts`, oldest first. */
export function madeCharts(): readonly FakeChart[] {
  return charts;
}

/** The chart on screen now: the newest one not yet removed. */
export function liveChart(): FakeChart | undefined {
  return charts.filter((chart) => !chart.removed).at(-1);
}

/** The price lines on a series now, by title. */
export function shownPriceLines(series: FakeSeries | undefined): Options[] {
  return (series?.priceLines ?? []).filter((line) => !line.removed).map((line) => line.options);
}

export function resetCharts(): void {
  charts.length = 0;
}

export const AreaSeries = { type: 'Area' };
export const CandlestickSeries = { type: 'Candlestick' };
export const HistogramSeries = { type: 'Histogram' };
export const LineSeries = { type: 'Line' };
export const ColorType = { Solid: 'solid', VerticalGradient: 'gradient' } as const;
export const LineStyle = { Solid: 0, Dotted: 1, Dashed: 2, LargeDashed: 3, SparseDotted: 4 };

function makeSeries(type: string, options: Options, pane: number): FakeSeries {
  return { type, pane, options, data: [], updates: [], priceLines: [], removed: false };
}

function seriesApi(record: FakeSeries) {
  return {
    record,
    setData(data: unknown[]) {
      record.data = [...data];
    },
    update(point: unknown) {
      record.updates.push(point);
    },
    applyOptions(options: Options) {
      record.options = { ...record.options, ...options };
    },
    priceScale: () => ({ applyOptions: () => undefined }),
    createPriceLine(options: Options) {
      const line: FakePriceLine = { options: { ...options }, removed: false };
      record.priceLines.push(line);
      return {
        applyOptions(next: Options) {
          line.options = { ...line.options, ...next };
        },
        options: () => line.options,
        line,
      };
    },
    removePriceLine(handle: { line: FakePriceLine }) {
      handle.line.removed = true;
    },
  };
}

export function createChart(_element: HTMLElement, options: Options) {
  const record: FakeChart = { options, series: [], removed: false };
  charts.push(record);
  return {
    addSeries(definition: { type: string }, seriesOptions: Options = {}, pane = 0) {
      const series = makeSeries(definition.type, seriesOptions, pane);
      record.series.push(series);
      return seriesApi(series);
    },
    removeSeries(api: { record: FakeSeries }) {
      api.record.removed = true;
    },
    subscribeCrosshairMove: () => undefined,
    timeScale: () => ({
      width: () => 360,
      setVisibleLogicalRange: () => undefined,
      scrollToRealTime: () => undefined,
    }),
    // A pane for the candles, and one more under them while a sub-chart's series is in it.
    panes: () => {
      const last = Math.max(0, ...record.series.filter((s) => !s.removed).map((s) => s.pane));
      return Array.from({ length: last + 1 }, (_, index) => ({
        getHeight: () => (index === 0 ? 300 : 100),
        setStretchFactor: () => undefined,
      }));
    },
    remove() {
      record.removed = true;
    },
  };
}
