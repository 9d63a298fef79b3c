import {
  KLINE_INTERVALS,
  type DepthWire,
  type Kline,
  type KlineInterval,
  type PublicTrade,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import type { SpotTradeEvent } from '../spot/index.js';
import { addTrade, type Candle, type CandleTrade } from './candles.core.js';
import { addTickerTrade, createTickerWindow, type TickerWindow } from './ticker.core.js';

/**
 * The in-memory state of one market's data: its ticker window, the current
 * candle of every interval, the latest trades and the last published depth.
 * Only the market data service mutates it, and only inside `tick()`.
 */

/** The current candle of one interval and the newest trade it counts. */
export interface SeriesHead {
  readonly candle: Candle;
  readonly lastTradeId: string;
}

export interface LiveMarket {
  readonly symbol: string;
  readonly base: string;
  readonly ticker: TickerWindow;
  readonly series: Map<KlineInterval, SeriesHead>;
  /** Oldest first, at most the service's recent-trade count. */
  readonly recent: PublicTrade[];
  lastTradeId: string | null;
  /** The depth last published (or served), and the seq that names it. */
  depth: Omit<DepthWire, 'seq'> | null;
  depthSeq: number;
  /** The book changed while nobody listened: refresh `depth` before serving it. */
  depthStale: boolean;
  bestBid: string | null;
  bestAsk: string | null;
  /** The index price last shown in a ticker, to notice when it moves. */
  indexPrice: string | null;
}

export function createLiveMarket(symbol: string, base: string): LiveMarket {
  return {
    symbol,
    base,
    ticker: createTickerWindow(),
    series: new Map(),
    recent: [],
    lastTradeId: null,
    depth: null,
    depthSeq: 0,
    depthStale: true,
    bestBid: null,
    bestAsk: null,
    indexPrice: null,
  };
}

/**
 * Trade ids increase per market. Decimal ids are compared by value (a longer
 * one is larger), anything else as text.
 */
export function compareTradeIds(a: string, b: string): number {
  if (a.length !== b.length && /^\d+$/.test(a) && /^\d+$/.test(b)) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

const seen = (id: string, lastId: string | null) =>
  lastId !== null && compareTradeIds(id, lastId) <= 0;

export function toPublicTrade(trade: SpotTradeEvent): PublicTrade {
  return {
    id: trade.id,
    price: trade.price,
    amount: trade.amount,
    direction: trade.takerSide,
    time: trade.time,
  };
}

export function toKline(candle: Candle): Kline {
  return {
    time: candle.openTime,
    open: toPlainString(candle.open),
    high: toPlainString(candle.high),
    low: toPlainString(candle.low),
    close: toPlainString(candle.close),
    volume: toPlainString(candle.volume),
    turnover: toPlainString(candle.turnover),
    count: candle.count,
  };
}

/**
 * Counts trades (oldest first) into the ticker, the candles and the recent
 * list, skipping any already counted: an id not above the market's newest
 * (an event that overlaps the start-up history), and per interval an id not
 * above that candle's newest (a candle resumed from the database). Calls
 * `changed` with every candle head that moved; returns the trades that were new.
 */
export function ingestTrades(
  market: LiveMarket,
  trades: readonly SpotTradeEvent[],
  recentCount: number,
  changed: (interval: KlineInterval, head: SeriesHead) => void,
): SpotTradeEvent[] {
  const fresh: SpotTradeEvent[] = [];
  const moved = new Set<KlineInterval>();
  for (const event of trades) {
    if (seen(event.id, market.lastTradeId)) continue;
    const trade: CandleTrade = {
      price: decimal(event.price),
      amount: decimal(event.amount),
      quoteAmount: decimal(event.quoteAmount),
      time: event.time,
    };
    addTickerTrade(market.ticker, trade);
    for (const interval of KLINE_INTERVALS) {
      const head = market.series.get(interval);
      if (head && seen(event.id, head.lastTradeId)) continue;
      const candle = addTrade(head?.candle, interval, trade);
      // A candle that closes inside this batch is reported before its successor replaces it.
      if (head && candle.openTime !== head.candle.openTime && moved.has(interval))
        changed(interval, head);
      market.series.set(interval, { candle, lastTradeId: event.id });
      moved.add(interval);
    }
    market.recent.push(toPublicTrade(event));
    market.lastTradeId = event.id;
    fresh.push(event);
  }
  for (const interval of moved) {
    const head = market.series.get(interval);
    if (head) changed(interval, head);
  }
  if (market.recent.length > recentCount)
    market.recent.splice(0, market.recent.length - recentCount);
  return fresh;
}
