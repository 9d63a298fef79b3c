import {
  publicTradeSchema,
  tickerSchema,
  type KlineInterval,
  type MarketSummary,
  type PublicTrade,
  type Ticker,
} from '@exchange/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useStream, type StreamMessage } from '../../api/stream';
import { mergeTickers } from './marketList';
import { LATEST_TRADES_SIZE, marketKeys } from './queries';

/** The WebSocket topics of contracts' `wsClientMessage` comment. */
export const TOPICS = {
  tickers: 'tickers',
  ticker: (symbol: string) => `ticker:${symbol}`,
  depth: (symbol: string) => `depth:${symbol}`,
  trades: (symbol: string) => `trades:${symbol}`,
  kline: (symbol: string, interval: KlineInterval) => `kline:${symbol}:${interval}`,
  orders: 'orders',
  balances: 'balances',
} as const;

interface Parser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** The items of a list payload that match their contract; a bad item is dropped, not fatal. */
export function itemsOf<T>(data: unknown, schema: Parser<T>): T[] {
  const list = Array.isArray(data) ? data : [data];
  const items: T[] = [];
  for (const entry of list) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) items.push(parsed.data);
  }
  return items;
}

function useTickerWriter() {
  const queryClient = useQueryClient();
  return (message: StreamMessage) => {
    const tickers = itemsOf<Ticker>(message.data, tickerSchema);
    if (tickers.length === 0) return;
    queryClient.setQueryData(marketKeys.list(), (list: MarketSummary[] | undefined) =>
      list === undefined ? list : mergeTickers(list, tickers),
    );
  };
}

/** Keeps every market's ticker in the list cache live (home, quotes, the pair drawer). */
export function useLiveTickers(enabled = true): void {
  useStream(enabled ? TOPICS.tickers : null, useTickerWriter());
}

/** Keeps one market's ticker live (trade and chart screens). */
export function useLiveTicker(symbol: string): void {
  useStream(TOPICS.ticker(symbol), useTickerWriter());
}

/**
 * The latest trades, newest first and at most 17 (spec section 9). The
 * stream sends them newest last; a snapshot replaces the list, an update
 * adds to it, and a trade already shown is not shown twice.
 */
export function mergeTrades(
  current: readonly PublicTrade[],
  incoming: readonly PublicTrade[],
  type: StreamMessage['type'],
): PublicTrade[] {
  const newestFirst = [...incoming].reverse();
  const base = type === 'snapshot' ? [] : current;
  const seen = new Set<string>();
  const merged: PublicTrade[] = [];
  for (const trade of [...newestFirst, ...base]) {
    if (seen.has(trade.id)) continue;
    seen.add(trade.id);
    merged.push(trade);
  }
  return merged.slice(0, LATEST_TRADES_SIZE);
}

export function useLiveTrades(symbol: string): void {
  const queryClient = useQueryClient();
  useStream(TOPICS.trades(symbol), (message) => {
    const trades = itemsOf<PublicTrade>(message.data, publicTradeSchema);
    if (trades.length === 0 && message.type === 'update') return;
    queryClient.setQueryData(marketKeys.trades(symbol), (list: PublicTrade[] | undefined) =>
      mergeTrades(list ?? [], trades, message.type),
    );
  });
}
