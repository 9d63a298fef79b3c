import {
  depthSchema,
  KLINE_INTERVALS,
  klineListSchema,
  latestTradesSchema,
  marketListSchema,
  PATHS,
  type KlineInterval,
  type MarketSummary,
} from '@exchange/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type Schema } from '../../api';
import type { ChartSource } from './chartSource';

/**
 * Public market data. Nothing here is translated or private, so the keys
 * carry neither the locale nor the user. Live updates from the WebSocket are
 * written into these same caches (live.ts), so every screen reading a key
 * shows the newest figures.
 */
export const marketKeys = {
  all: () => ['market'] as const,
  list: () => [...marketKeys.all(), 'list'] as const,
  trades: (symbol: string) => [...marketKeys.all(), 'trades', symbol] as const,
  depth: (symbol: string) => [...marketKeys.all(), 'depth', symbol] as const,
  kline: (source: ChartSource['id'], symbol: string, interval: KlineInterval) =>
    [...marketKeys.all(), 'kline', source, symbol, interval] as const,
  index: (coin: string) => [...marketKeys.all(), 'index', coin] as const,
};

/** Spec section 9: latest trades 17, depth 500. */
export const LATEST_TRADES_SIZE = 17;
export const DEPTH_SIZE = 500;
/** Candles per chart load: enough to scroll back a while on a phone. */
export const KLINE_SIZE = 300;

/**
 * Also requested before the first render when the app opens on a screen
 * that lists markets (app/firstData.ts).
 */
export const marketListQuery = () =>
  queryOptions({
    queryKey: marketKeys.list(),
    queryFn: ({ signal }) =>
      api.get(PATHS.marketList, marketListSchema, { signal, spinner: false }),
    staleTime: 30_000,
  });

export function useMarketList() {
  return useQuery(marketListQuery());
}

/** One market of the list, or undefined while loading or when it does not exist. */
export function useMarket(symbol: string | null): {
  market: MarketSummary | undefined;
  query: ReturnType<typeof useMarketList>;
} {
  const query = useMarketList();
  const market = useMemo(
    () => query.data?.find((candidate) => candidate.symbol === symbol),
    [query.data, symbol],
  );
  return { market, query };
}

/** Newest first, as the API sends them. */
export function useLatestTrades(symbol: string) {
  return useQuery({
    queryKey: marketKeys.trades(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.marketTrades, latestTradesSchema, {
        query: { symbol, size: LATEST_TRADES_SIZE },
        signal,
        spinner: false,
      }),
  });
}

const fetchDepth = (symbol: string, signal?: AbortSignal) =>
  api.get(PATHS.marketDepth, depthSchema, {
    query: { symbol, size: DEPTH_SIZE },
    ...(signal ? { signal } : {}),
    spinner: false,
  });

/** How long a snapshot asked for before the first render may stand in for the book's own request. */
const EARLY_DEPTH_MS = 5_000;
const earlyDepth = new Map<string, { atMs: number; snapshot: ReturnType<typeof fetchDepth> }>();

/**
 * Asks for a market's book before the first render, beside the market list,
 * rather than once the list has drawn the screen: a round trip less on a
 * first visit to a trade page. The book's first request takes it, once and
 * only while fresh; the live stream's snapshot follows either way. A failed
 * early request (a market that does not exist) is simply asked again.
 */
export function prefetchDepth(symbol: string): void {
  const snapshot = fetchDepth(symbol);
  snapshot.catch(() => undefined);
  earlyDepth.set(symbol, { atMs: Date.now(), snapshot });
}

function takeEarlyDepth(symbol: string) {
  const early = earlyDepth.get(symbol);
  earlyDepth.delete(symbol);
  return early && Date.now() - early.atMs < EARLY_DEPTH_MS ? early.snapshot : undefined;
}

/** The REST snapshot the book starts from until the stream's own snapshot arrives. */
export function useDepthSnapshot(symbol: string) {
  return useQuery({
    queryKey: marketKeys.depth(symbol),
    queryFn: ({ signal }) =>
      takeEarlyDepth(symbol)?.catch(() => fetchDepth(symbol, signal)) ?? fetchDepth(symbol, signal),
    // The live book takes over from here; a stale snapshot must never be reapplied over it.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * A spot market's or a contract's candles, from the source's route; oldest
 * first. Always refetched on open: candles missed while away are not streamed.
 */
export function useKlines(source: ChartSource, symbol: string, interval: KlineInterval) {
  return useQuery({
    queryKey: marketKeys.kline(source.id, symbol, interval),
    queryFn: ({ signal }) =>
      api.get(source.klinePath, klineListSchema, {
        query: { symbol, interval, size: KLINE_SIZE },
        signal,
        spinner: false,
      }),
    staleTime: 0,
    gcTime: 60_000,
  });
}

export function isKlineInterval(value: string): value is KlineInterval {
  return (KLINE_INTERVALS as readonly string[]).includes(value);
}

/**
 * The part of `GET /market/api/index/price` the app relies on. Contracts do
 * not define this reply yet; the server's `IndexPrice` has `symbol`, `price`,
 * `atMs`, `sources` and `simulated`, and only `simulated` decides anything here.
 */
export interface IndexPriceFlag {
  simulated: boolean;
}

export const indexPriceFlagSchema: Schema<IndexPriceFlag> = {
  safeParse(data: unknown) {
    if (typeof data !== 'object' || data === null) return { success: false };
    const simulated = (data as Record<string, unknown>).simulated;
    return typeof simulated === 'boolean'
      ? { success: true, data: { simulated } }
      : { success: false };
  },
};

/** Whether the index of a coin is simulated. Quiet: a coin without an index is not an error here. */
export function useIndexPrice(coin: string) {
  return useQuery({
    queryKey: marketKeys.index(coin),
    queryFn: ({ signal }) =>
      api.get(PATHS.indexPrice, indexPriceFlagSchema, {
        query: { symbol: coin },
        signal,
        spinner: false,
        toast: false,
      }),
    staleTime: 5 * 60_000,
  });
}
