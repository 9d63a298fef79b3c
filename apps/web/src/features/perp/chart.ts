import { PATHS, perpKlineTopic, type PerpConfig, type PerpMark } from '@exchange/contracts';
import type { ChartSource, ChartSubject, PriceLineSpec } from '../market/chartSource';

/**
 * A contract on the market feature's chart: where its candles come from,
 * how its figures are written, and the mark and index prices drawn across
 * its candles. Pure, so the chart screen only hands these to the chart.
 */

/**
 * A perpetual's or a delivery series' candles: `GET /contract/market/kline`
 * and `perp_kline:{symbol}:{interval}` ("perp_kline:BTCUSDT-5M:15m" for a
 * series). Volumes and book amounts are in lots.
 */
export const CONTRACT_CHART: ChartSource = {
  id: 'contract',
  klinePath: PATHS.perpKline,
  topic: perpKlineTopic,
  units: { volume: 'perp.chart.volume', amount: 'perp.book.lots' },
};

/** Lots are whole: volumes and book amounts show no decimals. */
export const LOT_PLACES = 0;

export function contractChartSubject(contract: PerpConfig, name: string): ChartSubject {
  return {
    symbol: contract.symbol,
    name,
    tickSize: contract.tickSize,
    precision: contract.pricePrecision,
    amountPrecision: LOT_PLACES,
  };
}

/**
 * The lines' colours, fixed as the indicators' are (chartIndicators
 * LINE_COLORS), and apart from them, from the candles' green and red and
 * from the brand yellow of the last-price line's time-sharing chart: mark
 * blue, index a pale grey that reads on the night theme.
 */
export const MARK_LINE_COLOR = '#3d9cf5';
export const INDEX_LINE_COLOR = '#c3cad5';

/** The readable price of a decimal string, or null for a missing, unreadable or non-positive one. */
function linePrice(text: string | null): number | null {
  if (text === null) return null;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The contract's mark and index prices as lines across its candles, mark
 * first, each with its short title ("Mark", "Index") on the price axis. A
 * price not known yet (a new contract before its first tick) draws no line
 * rather than one at 0. The figures are for pixels only.
 */
export function markPriceLines(
  mark: Pick<PerpMark, 'markPrice' | 'indexPrice'>,
  titles: { readonly mark: string; readonly index: string },
): PriceLineSpec[] {
  const lines: PriceLineSpec[] = [];
  const markPrice = linePrice(mark.markPrice);
  const indexPrice = linePrice(mark.indexPrice);
  if (markPrice !== null) {
    lines.push({
      key: 'mark',
      price: markPrice,
      title: titles.mark,
      color: MARK_LINE_COLOR,
      style: 'dashed',
    });
  }
  if (indexPrice !== null) {
    lines.push({
      key: 'index',
      price: indexPrice,
      title: titles.index,
      color: INDEX_LINE_COLOR,
      style: 'dotted',
    });
  }
  return lines;
}
