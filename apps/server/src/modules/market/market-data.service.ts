import type {
  DepthWire,
  Kline,
  KlineInterval,
  MarketConfig,
  MarketSummary,
  PublicTrade,
  SpotOrder,
  Ticker,
  WsServerMessage,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { CoinService } from '../coin/index.js';
import type { SpotBatchEvent, SpotMarketView, SpotTradeEvent } from '../spot/index.js';
import type { Candle } from './candles.core.js';
import { createCandleWriter, readKlines } from './candle-writer.js';
import { depthOf, publishDepth, refreshBest } from './depth-feed.js';
import { createFavourites } from './favourite.service.js';
import {
  createLiveMarket,
  ingestTrades,
  toKline,
  toPublicTrade,
  type LiveMarket,
} from './live-market.js';
import { candleFromRow, createMarketStore } from './market.store.js';
import type { MarketDataTables } from './market.tables.js';
import { expireTicker, TICKER_WINDOW_MS, tickerFigures } from './ticker.core.js';
import {
  isInterval,
  parseTopic,
  type PrivateTopic,
  type TopicSnapshot,
} from '../realtime/index.js';

/** Where the service sends live updates: the WebSocket hub (see hub.ts). */
export interface MarketPublisher {
  hasSubscribers(topic: string): boolean;
  publish(topic: string, message: WsServerMessage): void;
  publishToUser(userId: number, topic: PrivateTopic, data: unknown): void;
  refreshBalances(userIds: Iterable<number>): Promise<void>;
}

export interface MarketDataDeps {
  readonly db: Kysely<MarketDataTables>;
  readonly clock: Clock;
  readonly spot: SpotMarketView;
  readonly coins: Pick<CoinService, 'list'>;
  readonly hub?: MarketPublisher;
  /** Index price of a base coin in USDT, or null when there is none. */
  readonly indexPrice?: (base: string) => string | null;
  /** Trades kept per market for the latest-trade list and the trades snapshot. */
  readonly recentTrades?: number;
  /** Whether a contract is listed, so it may be a favourite; none when not given. */
  readonly isContract?: (symbol: string) => boolean;
}

/** What `onBatch` records for the next tick; the work happens there. */
interface Pending {
  readonly trades: Map<string, SpotTradeEvent[]>;
  readonly books: Set<string>;
  readonly orders: Map<number, Map<string, SpotOrder>>;
  readonly balanceUsers: Set<number>;
}

const emptyPending = (): Pending => ({
  trades: new Map(),
  books: new Set(),
  orders: new Map(),
  balanceUsers: new Set(),
});

/**
 * Market data: tickers, latest trades, candles and depth built from the spot
 * module's committed batches, served by REST and pushed to the hub. Batches
 * are only recorded when they arrive; `tick()` (every ~100 ms) does the work,
 * so each topic gets at most one coalesced update per tick, and persists the
 * changed candles in one transaction.
 */
export function createMarketData(deps: MarketDataDeps) {
  const { spot, clock, hub } = deps;
  const store = createMarketStore(deps.db);
  const recentCount = deps.recentTrades ?? 100;
  const markets = new Map<string, LiveMarket>();
  const writer = createCandleWriter(store);
  let pending = emptyPending();
  let unsubscribe: (() => void) | null = null;

  function live(symbol: string): LiveMarket | undefined {
    let market = markets.get(symbol);
    if (market) return market;
    const config = spot.market(symbol);
    if (!config) return undefined;
    market = createLiveMarket(symbol, config.base);
    refreshBest(market, spot.depth(symbol, 1));
    markets.set(symbol, market);
    return market;
  }

  /** Errors: MARKET_UNKNOWN. */
  function known(symbol: string): LiveMarket {
    const market = live(symbol);
    if (!market) throw new AppError('MARKET_UNKNOWN');
    return market;
  }

  function onBatch(event: SpotBatchEvent): void {
    if (event.trades.length > 0) {
      const list = pending.trades.get(event.symbol);
      if (list) list.push(...event.trades);
      else pending.trades.set(event.symbol, [...event.trades]);
    }
    if (event.bookChanged) pending.books.add(event.symbol);
    for (const { userId, order } of event.orders) {
      let orders = pending.orders.get(userId);
      if (!orders) pending.orders.set(userId, (orders = new Map()));
      orders.set(order.orderId, order); // the newest state of each order wins
    }
    for (const userId of event.balanceUsers) pending.balanceUsers.add(userId);
  }

  function tickerOf(market: LiveMarket, nowMs: number): Ticker {
    return {
      symbol: market.symbol,
      ...tickerFigures(market.ticker),
      bestBid: market.bestBid,
      bestAsk: market.bestAsk,
      indexPrice: deps.indexPrice?.(market.base) ?? null,
      time: nowMs,
    };
  }

  function enabledMarkets(): { config: MarketConfig; market: LiveMarket }[] {
    return spot.markets().flatMap((config) => {
      const market = config.enabled ? live(config.symbol) : undefined;
      return market ? [{ config, market }] : [];
    });
  }

  const newestFirst = (market: LiveMarket, size: number): PublicTrade[] =>
    market.recent.slice(-size).reverse();

  function markDirty(market: LiveMarket, interval: KlineInterval, candle: Candle, id: string) {
    writer.mark({ symbol: market.symbol, interval, candle, lastTradeId: id });
  }

  /** Counts trades; publishes them and returns the candles that changed, per kline topic. */
  function ingest(market: LiveMarket, trades: readonly SpotTradeEvent[]) {
    const candles = new Map<string, Candle[]>();
    const fresh = ingestTrades(market, trades, recentCount, (interval, head) => {
      markDirty(market, interval, head.candle, head.lastTradeId);
      const topic = `kline:${market.symbol}:${interval}`;
      candles.set(topic, [...(candles.get(topic) ?? []), head.candle]);
    });
    const topic = `trades:${market.symbol}`;
    if (fresh.length > 0 && hub?.hasSubscribers(topic)) {
      const data = fresh.map(toPublicTrade).reverse();
      hub.publish(topic, { topic, type: 'update', data });
    }
    return { fresh, candles };
  }

  function publishTickers(changed: ReadonlySet<LiveMarket>, nowMs: number): void {
    if (!hub || changed.size === 0) return;
    const wantAll = hub.hasSubscribers('tickers');
    const all: Ticker[] = [];
    for (const market of changed) {
      const topic = `ticker:${market.symbol}`;
      const wantOne = hub.hasSubscribers(topic);
      if (!wantAll && !wantOne) continue;
      const ticker = tickerOf(market, nowMs);
      if (wantOne) hub.publish(topic, { topic, type: 'update', data: ticker });
      all.push(ticker);
    }
    if (wantAll) hub.publish('tickers', { topic: 'tickers', type: 'update', data: all });
  }

  function publishPrivate(batch: Pending): Promise<void> {
    if (!hub) return Promise.resolve();
    for (const [userId, orders] of batch.orders)
      hub.publishToUser(userId, 'orders', [...orders.values()]);
    return batch.balanceUsers.size > 0
      ? hub.refreshBalances(batch.balanceUsers)
      : Promise.resolve();
  }

  return {
    /**
     * Subscribes to spot batches, then rebuilds tickers and latest trades
     * from the last 24 hours of trades and resumes each candle series from
     * its newest stored candle, replaying only trades after it. Subscribing
     * first means nothing committed during the rebuild is missed; what
     * arrives twice is skipped by trade id.
     */
    async start(): Promise<void> {
      if (unsubscribe) return;
      unsubscribe = spot.subscribe(onBatch);
      const nowMs = clock.nowMs();
      for (const config of spot.markets()) {
        const market = known(config.symbol);
        const trades = await spot.tradesSince(config.symbol, nowMs - TICKER_WINDOW_MS);
        for (const row of await store.latestCandles(config.symbol)) {
          if (!isInterval(row.interval)) continue;
          market.series.set(row.interval, {
            candle: candleFromRow(row),
            lastTradeId: row.last_trade_id,
          });
        }
        ingestTrades(market, trades, recentCount, (interval, head) =>
          markDirty(market, interval, head.candle, head.lastTradeId),
        );
        expireTicker(market.ticker, nowMs);
        market.indexPrice = deps.indexPrice?.(market.base) ?? null;
      }
      await writer.persist();
    },

    /** Stops listening and writes what is left; for shutdown. */
    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = null;
      await writer.persist();
    },

    /** Does the recorded work: updates state, publishes one update per changed topic, persists. */
    async tick(): Promise<void> {
      const nowMs = clock.nowMs();
      const batch = pending;
      pending = emptyPending();
      const tickers = new Set<LiveMarket>();
      const klines = new Map<string, Candle[]>();
      for (const [symbol, trades] of batch.trades) {
        const market = live(symbol);
        if (!market) continue;
        const { fresh, candles } = ingest(market, trades);
        if (fresh.length > 0) tickers.add(market);
        for (const [topic, list] of candles) klines.set(topic, list);
      }
      for (const symbol of batch.books) {
        const market = live(symbol);
        if (market && publishDepth(spot, hub, market)) tickers.add(market);
      }
      for (const market of markets.values()) {
        if (expireTicker(market.ticker, nowMs)) tickers.add(market);
        const index = deps.indexPrice?.(market.base) ?? null;
        if (index !== market.indexPrice) tickers.add(market);
        market.indexPrice = index;
      }
      for (const [topic, candles] of klines) {
        if (hub?.hasSubscribers(topic))
          hub.publish(topic, { topic, type: 'update', data: candles.map(toKline) });
      }
      publishTickers(tickers, nowMs);
      await Promise.all([writer.persist(), publishPrivate(batch)]);
    },

    /** Every enabled market with its configuration, coin name, hot flag and ticker. */
    async markets(): Promise<MarketSummary[]> {
      const coins = new Map((await deps.coins.list()).map((coin) => [coin.symbol, coin]));
      const nowMs = clock.nowMs();
      return enabledMarkets().map(({ config, market }) => {
        const coin = coins.get(config.base);
        return {
          ...config,
          name: coin?.name ?? config.base,
          isTop: coin?.isTop ?? '0',
          ticker: tickerOf(market, nowMs),
        };
      });
    },

    /** Errors: MARKET_UNKNOWN. */
    ticker(symbol: string): Ticker {
      return tickerOf(known(symbol), clock.nowMs());
    },

    /** Newest first. Errors: MARKET_UNKNOWN. */
    trades(symbol: string, size: number): PublicTrade[] {
      return newestFirst(known(symbol), size);
    },

    /** The snapshot WebSocket deltas continue from, cut to `size` levels. Errors: MARKET_UNKNOWN. */
    depth(symbol: string, size: number): DepthWire {
      const depth = depthOf(spot, known(symbol));
      return { ...depth, bids: depth.bids.slice(0, size), asks: depth.asks.slice(0, size) };
    },

    /** Candles oldest first, the open one included (`readKlines`). Errors: MARKET_UNKNOWN. */
    async klines(
      symbol: string,
      interval: KlineInterval,
      range: { from?: number | undefined; to?: number | undefined; size: number },
    ): Promise<Kline[]> {
      const head = known(symbol).series.get(interval)?.candle;
      return readKlines(store, writer, { symbol, interval, head }, range);
    },

    /** A public topic's whole state for the hub, or null when its market does not exist. */
    snapshot(topic: string): TopicSnapshot | null {
      const parsed = parseTopic(topic);
      if (!parsed.ok) return null;
      const t = parsed.topic;
      if (t.kind === 'tickers') {
        const nowMs = clock.nowMs();
        return { data: enabledMarkets().map(({ market }) => tickerOf(market, nowMs)) };
      }
      // Private topics are answered by their owners (orders: spot, balances: the hub),
      // the contracts' topics by the perpetual stream.
      if (
        !('symbol' in t) ||
        t.kind === 'perp_depth' ||
        t.kind === 'mark' ||
        t.kind === 'perp_kline'
      )
        return null;
      const market = live(t.symbol);
      if (!market) return null;
      switch (t.kind) {
        case 'ticker':
          return { data: tickerOf(market, clock.nowMs()) };
        case 'trades':
          return { data: newestFirst(market, recentCount) };
        case 'kline': {
          // The open candle only: history comes from the REST kline call.
          const head = market.series.get(t.interval);
          return { data: head ? [toKline(head.candle)] : [] };
        }
        case 'depth': {
          const depth = depthOf(spot, market);
          return { seq: depth.seq, data: depth };
        }
      }
    },

    favourites: createFavourites({
      store,
      clock,
      isMarket: (symbol) => spot.market(symbol) !== undefined,
      isContract: (symbol) => deps.isContract?.(symbol) ?? false,
    }),
  };
}

export type MarketDataService = ReturnType<typeof createMarketData>;
