import {
  perpKlineTopic,
  type ContractTicker,
  type Kline,
  type KlineInterval,
  type WsServerMessage,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SpotTradeEvent } from '../spot/index.js';
import { isInterval, parseTopic, type TopicSnapshot } from '../realtime/index.js';
import { createCandleWriter, readKlines } from './candle-writer.js';
import type { Candle } from './candles.core.js';
import { createLiveMarket, ingestTrades, toKline, type LiveMarket } from './live-market.js';
import { candleFromRow, createMarketStore } from './market.store.js';
import type { MarketDataTables } from './market.tables.js';
import { expireTicker, tickerFigures } from './ticker.core.js';

/**
 * A trade as candles count it: the contract's trade number as id, the
 * price, the lots as the amount (a contract's volume is in lots, as the
 * exchanges' contract charts show it) and the notional in the quote
 * currency as the turnover.
 */
export type ContractTrade = Omit<SpotTradeEvent, 'symbol'>;

/** What the contract module offers the candles: its contracts, their trades as they are written, and their history. */
export interface ContractTradeSource {
  contracts(): readonly { readonly symbol: string; readonly coin: string }[];
  subscribe(listener: (symbol: string, trades: readonly ContractTrade[]) => void): () => void;
  tradesSince(symbol: string, sinceMs: number): Promise<ContractTrade[]>;
}

export interface ContractCandlesDeps {
  readonly db: Kysely<MarketDataTables>;
  readonly clock: Clock;
  readonly source: ContractTradeSource;
  readonly hub?: {
    hasSubscribers(topic: string): boolean;
    publish(topic: string, message: WsServerMessage): void;
  };
}

/** How far back start-up counts trades when a series has no stored candle yet. */
const HISTORY_MS = 24 * 60 * 60 * 1000;

/**
 * Candles of the contracts (perpetual and delivery series) for every time
 * frame, as the spot market data makes them (`candles.core.ts`), in the
 * same `kline` table under the contract's symbol (BTCUSDT never names a
 * spot market, which is BTC/USDT). Trades arrive as their batch is written
 * and are counted on the next `tick()`, which publishes each changed
 * candle once on "perp_kline:{symbol}:{interval}" and persists it. The
 * same trades keep each contract's 24-hour ticker (`tickers()`), counted
 * from the last day's trades at start-up.
 */
export function createContractCandles(deps: ContractCandlesDeps) {
  const { source, clock, hub } = deps;
  const store = createMarketStore(deps.db);
  const writer = createCandleWriter(store);
  const series = new Map<string, LiveMarket>();
  let pending = new Map<string, ContractTrade[]>();
  let unsubscribe: (() => void) | null = null;

  function live(symbol: string): LiveMarket | undefined {
    let market = series.get(symbol);
    if (market) return market;
    const contract = source.contracts().find((c) => c.symbol === symbol);
    if (!contract) return undefined;
    market = createLiveMarket(symbol, contract.coin);
    series.set(symbol, market);
    return market;
  }

  /** Counts trades into the series; returns the candles that changed, per topic. */
  function ingest(market: LiveMarket, trades: readonly ContractTrade[]): Map<string, Candle[]> {
    const changed = new Map<string, Candle[]>();
    const events = trades.map((trade) => ({ ...trade, symbol: market.symbol }));
    // Only the candles matter here: the recent-trade list is kept short.
    ingestTrades(market, events, 1, (interval, head) => {
      writer.mark({
        symbol: market.symbol,
        interval,
        candle: head.candle,
        lastTradeId: head.lastTradeId,
      });
      const topic = perpKlineTopic(market.symbol, interval);
      changed.set(topic, [...(changed.get(topic) ?? []), head.candle]);
    });
    return changed;
  }

  return {
    /**
     * Subscribes, then resumes each series from its newest stored candle and
     * counts the last day's trades after it, as the spot candles do: candles
     * are written every tick, so a restart has at most a tick's trades to
     * count again. A trade that arrives twice is skipped by its number.
     */
    async start(): Promise<void> {
      if (unsubscribe) return;
      unsubscribe = source.subscribe((symbol, trades) => {
        if (trades.length === 0) return;
        const list = pending.get(symbol);
        if (list) list.push(...trades);
        else pending.set(symbol, [...trades]);
      });
      const nowMs = clock.nowMs();
      for (const { symbol } of source.contracts()) {
        const market = live(symbol);
        if (!market) continue;
        for (const row of await store.latestCandles(symbol)) {
          if (!isInterval(row.interval)) continue;
          market.series.set(row.interval, {
            candle: candleFromRow(row),
            lastTradeId: row.last_trade_id,
          });
        }
        ingest(market, await source.tradesSince(symbol, nowMs - HISTORY_MS));
      }
      await writer.persist();
    },

    async stop(): Promise<void> {
      unsubscribe?.();
      unsubscribe = null;
      await writer.persist();
    },

    /** Counts what arrived, publishes each changed candle once, persists. */
    async tick(): Promise<void> {
      const batch = pending;
      pending = new Map();
      for (const [symbol, trades] of batch) {
        const market = live(symbol);
        if (!market) continue;
        for (const [topic, candles] of ingest(market, trades))
          if (hub?.hasSubscribers(topic))
            hub.publish(topic, { topic, type: 'update', data: candles.map(toKline) });
      }
      await writer.persist();
    },

    /**
     * Every listed contract's 24-hour figures at this moment, in the
     * contract list's order: volume in lots, turnover in the quote currency.
     */
    tickers(): ContractTicker[] {
      const nowMs = clock.nowMs();
      return source.contracts().flatMap(({ symbol }) => {
        const market = live(symbol);
        if (!market) return [];
        expireTicker(market.ticker, nowMs);
        return [{ symbol, ...tickerFigures(market.ticker), time: nowMs }];
      });
    },

    /** Candles oldest first, the open one included. Errors: CONTRACT_UNKNOWN. */
    async klines(
      symbol: string,
      interval: KlineInterval,
      range: { from?: number | undefined; to?: number | undefined; size: number },
    ): Promise<Kline[]> {
      const market = live(symbol);
      if (!market) throw new AppError('CONTRACT_UNKNOWN');
      const head = market.series.get(interval)?.candle;
      return readKlines(store, writer, { symbol, interval, head }, range);
    },

    /** "perp_kline:{symbol}:{interval}": the open candle; undefined for any other topic. */
    snapshot(topic: string): TopicSnapshot | null | undefined {
      const parsed = parseTopic(topic);
      if (!parsed.ok || parsed.topic.kind !== 'perp_kline') return undefined;
      const market = live(parsed.topic.symbol);
      if (!market) return null;
      const head = market.series.get(parsed.topic.interval);
      return { data: head ? [toKline(head.candle)] : [] };
    },
  };
}

export type ContractCandles = ReturnType<typeof createContractCandles>;
