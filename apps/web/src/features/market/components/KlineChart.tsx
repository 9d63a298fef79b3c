import { klineSchema, LOCALE_BCP47, type Kline } from '@exchange/contracts';
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStream } from '../../../api/stream';
import { useLocale } from '../../../state/settings';
import {
  chartTime,
  isIntraday,
  priceFormat,
  toCandle,
  toLinePoint,
  toVolumeBar,
  volumeFormat,
  withAlpha,
  type Frame,
} from '../chartData';
import { itemsOf, TOPICS } from '../live';
import { useKlines } from '../queries';

/** The app's one number format: comma thousands, point decimals. */
const NUMBER_GROUPING = 'en-US';

interface ChartParts {
  chart: IChartApi;
  main: ISeriesApi<'Candlestick'> | ISeriesApi<'Area'>;
  volume: ISeriesApi<'Histogram'>;
  /** The newest candle drawn: the library refuses updates older than it. */
  lastTime: UTCTimestamp | null;
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
interface ChartSpec {
  frame: Frame;
  tickSize: string;
  precision: number;
  amountPrecision: number;
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
    },
    grid: { vertLines: { color: colors.line }, horzLines: { color: colors.line } },
    rightPriceScale: { borderColor: colors.line },
    timeScale: {
      borderColor: colors.line,
      timeVisible: isIntraday(frame.interval),
      secondsVisible: false,
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
  main.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: '',
    priceFormat: volumeFormat(spec.amountPrecision, NUMBER_GROUPING),
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const volumeColors = { up: withAlpha(colors.up, 0.45), down: withAlpha(colors.down, 0.45) };
  return { chart, main, volume, volumeColors };
}

/** Draws one candle (or line point) and its volume bar; older than the newest drawn is skipped. */
function draw(
  parts: ChartParts,
  kline: Kline,
  frame: Frame,
  volumeColors: { up: string; down: string },
) {
  const time = chartTime(kline.time);
  if (parts.lastTime !== null && time < parts.lastTime) return;
  if (frame.line) (parts.main as ISeriesApi<'Area'>).update(toLinePoint(kline));
  else (parts.main as ISeriesApi<'Candlestick'>).update(toCandle(kline));
  parts.volume.update(toVolumeBar(kline, volumeColors));
  parts.lastTime = time;
}

/**
 * The candlestick (or time-sharing line) chart with volume, loaded from the
 * API and kept live from `kline:SYMBOL:INTERVAL`. This module pulls in the
 * chart library, so only the lazily loaded trend screen imports it.
 */
export function KlineChart({
  symbol,
  frame,
  tickSize,
  precision,
  amountPrecision,
}: {
  symbol: string;
  frame: Frame;
  tickSize: string;
  precision: number;
  amountPrecision: number;
}) {
  const { t } = useTranslation();
  const locale = LOCALE_BCP47[useLocale()];
  const container = useRef<HTMLDivElement>(null);
  const parts = useRef<ChartParts | null>(null);
  const colorsRef = useRef({ up: '', down: '' });
  const klines = useKlines(symbol, frame.interval);

  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    const built = buildChart(element, { frame, tickSize, precision, amountPrecision, locale });
    parts.current = { chart: built.chart, main: built.main, volume: built.volume, lastTime: null };
    colorsRef.current = built.volumeColors;
    return () => {
      parts.current = null;
      built.chart.remove();
    };
  }, [frame, tickSize, precision, amountPrecision, locale]);

  useEffect(() => {
    const current = parts.current;
    if (current === null || klines.data === undefined) return;
    const list = klines.data;
    if (frame.line) (current.main as ISeriesApi<'Area'>).setData(list.map(toLinePoint));
    else (current.main as ISeriesApi<'Candlestick'>).setData(list.map(toCandle));
    current.volume.setData(list.map((kline) => toVolumeBar(kline, colorsRef.current)));
    const newest = list.at(-1);
    current.lastTime = newest ? chartTime(newest.time) : null;
    current.chart.timeScale().scrollToRealTime();
    // A new chart (another language, tick or frame) starts empty: the spec is listed so it is filled again.
  }, [klines.data, frame, tickSize, precision, amountPrecision, locale]);

  useStream(TOPICS.kline(symbol, frame.interval), (message) => {
    const current = parts.current;
    if (current === null || klines.data === undefined) return;
    for (const kline of itemsOf<Kline>(message.data, klineSchema)) {
      draw(current, kline, frame, colorsRef.current);
    }
  });

  const empty = klines.data !== undefined && klines.data.length === 0;
  return (
    <div className="kline-chart" data-testid="kline-chart">
      <div ref={container} className="kline-canvas" />
      {empty && <p className="kline-empty muted">{t('market.chart.noData')}</p>}
    </div>
  );
}
