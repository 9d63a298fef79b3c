import { PATHS, type KlineInterval } from '@exchange/contracts';
import type { TextKey } from '../../i18n/types';
import type { MarketDigits } from './chartIndicators';
import { TOPICS } from './live';

/**
 * Where a chart's candles come from: the route that answers the history
 * (`klineListSchema` for `symbol`, `interval` and `size`) and the topic
 * that keeps the open candle live (snapshot = the open candle, update = the
 * candles that changed). A spot market and a contract are drawn by the same
 * chart; only this differs, so the chart is never copied per product.
 */
export interface ChartSource {
  /** Names the source in cache keys: a spot and a contract symbol never share candles. */
  readonly id: 'spot' | 'contract';
  readonly klinePath: string;
  readonly topic: (symbol: string, interval: KlineInterval) => string;
  /**
   * What volumes and book amounts are counted in, when it is not the base
   * coin the spot screens already name: contracts count lots. Null leaves
   * them unlabelled, as spot's chart has always shown them.
   */
  readonly units: { readonly volume: TextKey; readonly amount: TextKey } | null;
}

/** A spot market's candles: `GET /market/api/kline` and `kline:{symbol}:{interval}`. */
export const SPOT_CHART: ChartSource = {
  id: 'spot',
  klinePath: PATHS.marketKline,
  topic: TOPICS.kline,
  units: null,
};

/** What a chart is drawn for: the symbol its source knows, and how its figures are written. */
export interface ChartSubject extends MarketDigits {
  readonly symbol: string;
  /** Heads the landscape view and names it to screen readers. */
  readonly name: string;
}

/** A horizontal line across the candles at a price, labelled on the price axis. */
export interface PriceLineSpec {
  /** Stable while the line is shown, so a new price moves the line rather than drawing another. */
  readonly key: string;
  /** For pixels only: where the line is drawn, never an amount anyone reads back. */
  readonly price: number;
  readonly title: string;
  readonly color: string;
  readonly style: 'dashed' | 'dotted';
}
