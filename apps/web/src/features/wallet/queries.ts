import {
  assetDetailSchema,
  coinSchema,
  PATHS,
  walletHistorySchema,
  walletOverviewSchema,
  type ChangeType,
  type Coin,
  type StatementProduct,
  type UserWalletName,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { accountKeys } from '../account/queries';

export interface HistoryFilter {
  type?: ChangeType | undefined;
  product?: StatementProduct | undefined;
  asset?: string | undefined;
  wallet?: UserWalletName | undefined;
}

/**
 * Balances and history sit under `account`, which is dropped on login and
 * logout, so one user's wallet never shows to the next. Coins are public.
 */
export const walletKeys = {
  all: () => [...accountKeys.all(), 'wallet'] as const,
  overview: () => [...walletKeys.all(), 'overview'] as const,
  asset: (symbol: string) => [...walletKeys.all(), 'asset', symbol] as const,
  history: (filter: HistoryFilter) => [...walletKeys.all(), 'history', filter] as const,
  coins: () => ['coins'] as const,
};

/** Spec section 9: wallet history page size 20. */
export const HISTORY_PAGE_SIZE = 20;

/** The query string of GET /wallet_history/list; unset filters are left out. */
export function historyQuery(filter: HistoryFilter, pageNo: number) {
  return {
    historyType: filter.type,
    product: filter.product,
    asset: filter.asset,
    wallet: filter.wallet,
    pageNo,
    pageSize: HISTORY_PAGE_SIZE,
  };
}

/** `enabled` false skips the read, e.g. for a guest on a public screen that shows balances too. */
export function useWalletOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: walletKeys.overview(),
    queryFn: ({ signal }) =>
      api.get(PATHS.wallet, walletOverviewSchema, { signal, spinner: false }),
    staleTime: 10_000,
    enabled,
  });
}

export function useAssetDetail(symbol: string) {
  return useQuery({
    queryKey: walletKeys.asset(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.walletAsset.replace(':symbol', encodeURIComponent(symbol)), assetDetailSchema, {
        signal,
        spinner: false,
      }),
    staleTime: 10_000,
  });
}

/** Every coin, for pickers, names and decimals. Changes only when operators edit coins. */
export function useCoins() {
  return useQuery({
    queryKey: walletKeys.coins(),
    queryFn: ({ signal }) =>
      api.get(PATHS.coins, listOf(coinSchema), { signal, spinner: false, toast: false }),
    staleTime: 5 * 60_000,
  });
}

/** Coins by symbol; empty until the list arrives (amounts then show their own precision). */
export function useCoinIndex(): ReadonlyMap<string, Coin> {
  const { data } = useCoins();
  return useMemo(() => new Map((data ?? []).map((coin) => [coin.symbol, coin])), [data]);
}

export function useWalletHistory(filter: HistoryFilter) {
  return useInfiniteQuery({
    queryKey: walletKeys.history(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.walletHistory, walletHistorySchema, {
        query: historyQuery(filter, pageParam),
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });
}
