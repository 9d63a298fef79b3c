import { klineSchema, LOCALE_BCP47, type Kline } from '@exchange/contracts';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type MouseEventParams,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../../api/stream';
import { useLocale } from '../../../state/settings';
import {
  BAR_SPACING_PX,
  chartTime,
  isIntraday,
  mergeKline,
  NUMBER_GROUPING,
  priceFormat,
  RIGHT_OFFSET_BARS,
  shortListRange,
  toCandle,
  toLinePoint,
  withAlpha,
  type Frame,
} from '../chartData';
import {
  overlayPanel,
  panelFormat,
  subPanel,
  VOLUME_LABEL,
  type MarketDigits,
} from '../chartIndicators';
import type { Overlay, SubChart } from '../chartSettings';
import type { ChartSource, PriceLineSpec } from '../chartSource';
import { toBars } from '../indicators';
import { itemsOf } from '../live';
import { useKlines } from '../queries';
import { ChartLegend } from './ChartLegend';
import { addPanel, barTones, fillPanel, removePanel, type DrawnPlot } from './klineSeries';

type ThemeColors = ReturnType<typeof themeColors>;

interface ChartParts {
  chart: IChartApi;
  main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  colors: ThemeColors;
  /** The newest candle drawn: the library refuses updates older than it. */
  lastTime: UTCTimestamp | null;
  /** How many candles are drawn, to place a short list. */
  count: number;
}

/** Theme colours read from the page, so the chart follows the night theme of this screen. */
function themeColors() {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    up: read('--up', '#0ecb81'),
    down: read('--down', '#f6465d'),
    text: read('--text-3', '#6b7483'),
    line: read('--line', '#232b38'),
    background: read('--bg', '#0b0e14'),
    brand: read('--brand', '#f0b90b'),
  };
}

/** What the chart is built from; a change to any of it builds a new chart. */
interface ChartSpec extends MarketDigits {
  frame: Frame;
  /** BCP 47 tag: axis numbers and dates follow the app's language, not the browser's. */
  locale: string;
}

function buildChart(element: HTMLElement, spec: ChartSpec) {
  const { frame, locale } = spec;
  const colors = themeColors();
  const chart = createChart(element, {
    autoSize: true,
    localization: { locale },
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      fontSize: 10,
      // Dragging the separator would fight the page's scrolling on a phone.
      panes: { separatorColor: colors.line, enableResize: false },
    },
    grid: { vertLines: { color: colors.line }, horzLines: { color: colors.line } },
    rightPriceScale: { borderColor: colors.line },
    timeScale: {
      borderColor: colors.line,
      timeVisible: isIntraday(frame.interval),
      secondsVisible: false,
      barSpacing: BAR_SPACING_PX,
      rightOffset: RIGHT_OFFSET_BARS,
      minBarSpacing: 1,
    },
  });
  // Grouped as every other figure in the app is (1,234.5 in every language),
  // not the language's own way, so the axis matches the figures beside it.
  const format = priceFormat(spec.tickSize, spec.precision, NUMBER_GROUPING);
  const main = frame.line
    ? chart.addSeries(AreaSeries, {
        lineColor: colors.brand,
        topColor: withAlpha(colors.brand, 0.28),
        bottomColor: withAlpha(colors.brand, 0),
        lineWidth: 2,
        priceFormat: format,
      })
    : chart.addSeries(CandlestickSeries, {
        upColor: colors.up,
        downColor: colors.down,
        wickUpColor: colors.up,
        wickDownColor: colors.down,
        borderVisible: false,
        priceFormat: format,
      });
  // Room at the top for the overlay's legend.
  main.priceScale().applyOptions({ scaleMargins: { top: 0.14, bottom: 0.06 } });
  return { chart, main, colors };
}

/** Draws one candle (or line point); returns whether it was a new one. Older than the newest is skipped. */
function draw(parts: ChartParts, kline: Kline, frame: Frame): boolean {
  const time = chartTime(kline.time);
  if (parts.lastTime !== null && time < parts.lastTime) return false;
  if (frame.line) (parts.main as ISeriesApi<'Area'>).update(toLinePoint(kline));
  else (parts.main as ISeriesApi<'Candlestick'>).update(toCandle(kline));
  const added = parts.lastTime === null || time > parts.lastTime;
  parts.lastTime = time;
  return added;
}

/**
 * Shows a short candle list across the chart rather than as a sliver at its
 * right edge; a long one opens on its newest candles when `reset` (a fresh
 * load) and is otherwise left where the reader scrolled it.
 */
function place(parts: ChartParts, element: HTMLElement, reset: boolean) {
  const timeScale = parts.chart.timeScale();
  const range = shortListRange(parts.count, timeScale.width() || element.clientWidth);
  if (range !== null) timeScale.setVisibleLogicalRange(range);
  else if (reset) timeScale.scrollToRealTime();
}

/** Where the sub-chart's pane starts, in pixels from the chart's top; null without one. */
function subPaneTop(chart: IChartApi): number | null {
  const [main, sub] = chart.panes();
  // The one-pixel separator lies between the panes.
  return main !== undefined && sub !== undefined ? main.getHeight() + 1 : null;
}

const LINE_STYLES: Record<PriceLineSpec['style'], LineStyle> = {
  dashed: LineStyle.Dashed,
  dotted: LineStyle.Dotted,
};

/**
 * Draws `specs` over the candles: a line already drawn under the same key
 * is moved (a mark price ticks every second), a new one is added, and one
 * no longer asked for is taken away. The series' own last-price line is
 * the library's and is left alone.
 */
function syncPriceLines(
  main: ChartParts['main'],
  drawn: Map<string, IPriceLine>,
  specs: readonly PriceLineSpec[],
): void {
  const wanted = new Set(specs.map((spec) => spec.key));
  for (const [key, line] of drawn) {
    if (wanted.has(key)) continue;
    main.removePriceLine(line);
    drawn.delete(key);
  }
  for (const spec of specs) {
    const options = {
      price: spec.price,
      color: spec.color,
      title: spec.title,
      lineStyle: LINE_STYLES[spec.style],
      lineWidth: 1 as const,
      axisLabelVisible: true,
    };
    const line = drawn.get(spec.key);
    if (line === undefined) drawn.set(spec.key, main.createPriceLine(options));
    else line.applyOptions(options);
  }
}

interface LiveList {
  /** The loaded list this one grew from: a new load starts over. */
  base: readonly Kline[];
  list: readonly Kline[];
}

const NO_KLINES: readonly Kline[] = [];
const NO_LINES: readonly PriceLineSpec[] = [];

/**
 * The candlestick (or time-sharing line) chart with its indicators, loaded
 * from the source's route and kept live from its topic (spot's
 * `kline:SYMBOL:INTERVAL`, a contract's `perp_kline:SYMBOL:INTERVAL`): the
 * overlay's lines over the candles, the sub-chart in a pane under them,
 * each with a legend of its figures at the newest candle or the one under
 * the crosshair, and any `priceLines` (a contract's mark and index) across
 * the candles. This module pulls in the chart library, so only the lazily
 * loaded chart screens import it.
 */
export function KlineChart({
  source,
  symbol,
  frame,
  tickSize,
  precision,
  amountPrecision,
  overlay,
  subChart,
  priceLines = NO_LINES,
}: {
  source: ChartSource;
  symbol: string;
  frame: Frame;
  tickSize: string;
  precision: number;
  amountPrecision: number;
  overlay: Overlay;
  subChart: SubChart;
  priceLines?: readonly PriceLineSpec[];
}) {
  const { t } = useTranslation();
  const locale = LOCALE_BCP47[useLocale()];
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<ChartParts | null>(null);
  const drawn = useRef<{ overlay: DrawnPlot[]; sub: DrawnPlot[] }>({ overlay: [], sub: [] });
  const lines = useRef(new Map<string, IPriceLine>());
  const klines = useKlines(source, symbol, frame.interval);
  const [live, setLive] = useState<LiveList | null>(null);
  // The stream may send several frames between renders, so they build on this, not on state.
  const latest = useRef<LiveList | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const [subTop, setSubTop] = useState<number | null>(null);

  const candles =
    live !== null && live.base === klines.data ? live.list : (klines.data ?? NO_KLINES);
  const bars = useMemo(() => toBars(candles), [candles]);
  const overlayData = useMemo(() => overlayPanel(overlay, bars), [overlay, bars]);
  const volumeLabel = source.units === null ? VOLUME_LABEL : t(source.units.volume);
  const subData = useMemo(
    () => subPanel(subChart, bars, volumeLabel),
    [subChart, bars, volumeLabel],
  );

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const spec = { frame, tickSize, precision, amountPrecision, locale };
    const current: ChartParts = { ...buildChart(element, spec), lastTime: null, count: 0 };
    parts.current = current;
    const onCrosshair = (param: MouseEventParams) => setHover(param.logical ?? null);
    current.chart.subscribeCrosshairMove(onCrosshair);
    // The library resizes itself; this follows with the placement and the sub-chart's legend.
    let frameId = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => {
        place(current, element, false);
        setSubTop(subPaneTop(current.chart));
      });
    });
    resized.observe(element);
    return () => {
      cancelAnimationFrame(frameId);
      resized.disconnect();
      parts.current = null;
      // The lines go with the chart; the next one draws its own.
      lines.current = new Map();
      current.chart.remove();
    };
  }, [frame, tickSize, precision, amountPrecision, locale]);

  useEffect(() => {
    const current = parts.current;
    const element = container.current;
    if (current === null || element === null || klines.data === undefined) return;
    const list = klines.data;
    if (frame.line) (current.main as ISeriesApi<'Area'>).setData(list.map(toLinePoint));
    else (current.main as ISeriesApi<'Candlestick'>).setData(list.map(toCandle));
    const newest = list.at(-1);
    current.lastTime = newest ? chartTime(newest.time) : null;
    current.count = list.length;
    place(current, element, true);
    // A new chart (another language, tick or frame) starts empty: the spec is listed so it is filled again.
  }, [klines.data, frame, tickSize, precision, amountPrecision, locale]);

  // The indicators' series: made again when the choice or the chart changes, filled below.
  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    const { chart } = current;
    const digits = { tickSize, precision, amountPrecision };
    const seriesOf = (panel: ReturnType<typeof overlayPanel>, paneIndex: number) =>
      panel === null
        ? []
        : addPanel(chart, panel, paneIndex, panelFormat(panel.format, digits, NUMBER_GROUPING));
    // Their shape depends on the choice alone, so an empty list gives it.
    const made = {
      overlay: seriesOf(overlayPanel(overlay, []), 0),
      sub: seriesOf(subPanel(subChart, []), 1),
    };
    drawn.current = made;
    // The panes are laid out on the library's next frame.
    const frameId = requestAnimationFrame(() => setSubTop(subPaneTop(chart)));
    return () => {
      cancelAnimationFrame(frameId);
      drawn.current = { overlay: [], sub: [] };
      // A chart being rebuilt has already gone, and its series with it.
      if (parts.current?.chart !== chart) return;
      removePanel(chart, made.overlay);
      removePanel(chart, made.sub);
    };
  }, [overlay, subChart, frame, tickSize, precision, amountPrecision, locale]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    const times = candles.map((kline) => chartTime(kline.time));
    if (overlayData !== null) fillPanel(drawn.current.overlay, overlayData, times, current.colors);
    if (subData !== null) {
      fillPanel(drawn.current.sub, subData, times, barTones(current.colors, subData.format));
    }
  }, [candles, overlayData, subData, frame, tickSize, precision, amountPrecision, locale]);

  useEffect(() => {
    const current = parts.current;
    if (current === null) return;
    syncPriceLines(current.main, lines.current, priceLines);
    // Listed with the spec, so a rebuilt chart gets its lines again.
  }, [priceLines, frame, tickSize, precision, amountPrecision, locale]);

  useStream(source.topic(symbol, frame.interval), (message) => {
    const current = parts.current;
    const element = container.current;
    const base = klines.data;
    if (current === null || element === null || base === undefined) return;
    let list = latest.current?.base === base ? latest.current.list : base;
    let added = false;
    for (const kline of itemsOf<Kline>(message.data, klineSchema)) {
      if (draw(current, kline, frame)) added = true;
      list = mergeKline(list, kline);
    }
    current.count = list.length;
    // The library moves the view one bar on a new one; a short list is placed again instead.
    if (added) place(current, element, false);
    latest.current = { base, list };
    setLive(latest.current);
  });

  const digits = { tickSize, precision, amountPrecision };
  const index =
    hover === null
      ? candles.length - 1
      : Math.min(Math.max(Math.round(hover), 0), candles.length - 1);
  const empty = klines.data !== undefined && klines.data.length === 0;
  return (
    <div className="kline-chart" data-testid="kline-chart">
      <div ref={container} className="kline-canvas" />
      {index >= 0 && (
        <>
          <ChartLegend panel={overlayData} index={index} digits={digits} top={null} />
          {subTop !== null && (
            <ChartLegend panel={subData} index={index} digits={digits} top={subTop} />
          )}
        </>
      )}
      {empty && <p className="kline-empty muted">{t('market.chart.noData')}</p>}
    </div>
  );
}
