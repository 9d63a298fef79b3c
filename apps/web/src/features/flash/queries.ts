import {
  PATHS,
  quickExchangePageSchema,
  quickQuoteSchema,
  type QuickExchange,
} from '@exchange/contracts';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api';
import { accountKeys } from '../account/queries';
import { useMarketList } from '../market/queries';
import type { ExchangeDraft } from './draft';
import { exchangeCoins, type QuoteRequest } from './rules';

/**
 * Flash exchange reads. Quotes and records belong to the signed-in user, so
 * they sit under `account`, which is dropped at login and logout.
 */
export const exchangeKeys = {
  all: () => [...accountKeys.all(), 'exchange'] as const,
  quote: (request: QuoteRequest | null) =>
    [
      ...exchangeKeys.all(),
      'quote',
      request?.fromCoin ?? '',
      request?.toCoin ?? '',
      request?.amount ?? '',
    ] as const,
  history: () => [...exchangeKeys.all(), 'history'] as const,
};

/** The contract's default list page: ten records. */
export const EXCHANGE_PAGE_SIZE = 10;

/**
 * Asks for a quote. POST with a JSON body, like every call of ours to this
 * path. Quiet: the form shows why a quote failed (amount too small, pair
 * not supported) beside the amount instead of toasting at each keystroke.
 */
export async function fetchQuote(
  request: QuoteRequest,
  signal?: AbortSignal,
): Promise<ExchangeDraft> {
  const askedAtMs = Date.now();
  const quote = await api.post(PATHS.quickExchange, quickQuoteSchema, {
    body: request,
    signal,
    spinner: false,
    toast: false,
  });
  return { request, quote, validUntilMs: askedAtMs + quote.validForMs };
}

/**
 * The quote for what is typed, or nothing while `request` is null. It is
 * never reused once its key is left (gcTime 0), and never refetched on a
 * timer of react-query's: the screen's countdown decides when it is stale.
 */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: exchangeKeys.quote(request),
    queryFn: request === null ? skipToken : ({ signal }) => fetchQuote(request, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Coins that can be exchanged, from the spot market list. */
export function useExchangeCoins() {
  const markets = useMarketList();
  const coins = useMemo(() => exchangeCoins(markets.data ?? []), [markets.data]);
  return { coins, query: markets };
}

export function useExchangeHistory() {
  return useInfiniteQuery({
    queryKey: exchangeKeys.history(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.quickExchangeList, quickExchangePageSchema, {
        query: { pageNo: pageParam, pageSize: EXCHANGE_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });
}

/**
 * The record of a confirmed quote, if the server kept one. A two-leg
 * exchange whose second leg failed is recorded PARTIAL but answered as
 * RATE_CHANGED, so this is how the screen learns that the first leg ran.
 * Newest first: a record made by the confirm just answered is on page one.
 */
export async function findExchange(quoteId: string): Promise<QuickExchange | null> {
  const page = await api.get(PATHS.quickExchangeList, quickExchangePageSchema, {
    query: { pageNo: 1, pageSize: EXCHANGE_PAGE_SIZE },
    spinner: false,
    toast: false,
  });
  return page.list.find((record) => record.quoteId === quoteId) ?? null;
}
