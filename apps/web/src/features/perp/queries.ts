import {
  contractTickerListSchema,
  PATHS,
  PERP_PAGE_SIZE,
  perpConfigReplySchema,
  perpFillListSchema,
  perpFillPageSchema,
  perpLeverageSchema,
  perpMarginModeSchema,
  perpOrderListSchema,
  perpOrderSchema,
  perpProfitLossSchema,
  type PerpConfig,
  type PerpOrder,
  type PerpOrderList,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api, type Schema } from '../../api';
import { useSession } from '../../state/session';
import { accountKeys } from '../account/queries';
import type { ContractProduct } from './product';

/**
 * Perpetual contracts: the public contract list (live figures written in
 * by the mark topic, see live.ts) and the user's entrusts, positions, fills
 * and profit and loss. Private keys sit under `account`, which is dropped at
 * login and logout, so one user's positions never show to the next.
 */
export const perpKeys = {
  contracts: (product: PerpConfig['product']) => ['perp', 'contracts', product] as const,
  tickers: () => ['perp', 'tickers'] as const,
  leverage: (symbol: string) => ['perp', 'leverage', symbol] as const,
  all: () => [...accountKeys.all(), 'perp'] as const,
  /** The contract screen's open entrusts or positions: one page, kept live by the streams. */
  open: (list: OpenList, symbol: string) => [...perpKeys.all(), 'open', list, symbol] as const,
  pages: (list: PagedList, symbol: string | null) =>
    [...perpKeys.all(), 'pages', list, symbol] as const,
  marginMode: (symbol: string) => [...perpKeys.all(), 'marginMode', symbol] as const,
  order: (orderId: string) => [...perpKeys.all(), 'order', orderId] as const,
  orderFills: (orderId: string) => [...perpKeys.all(), 'orderFills', orderId] as const,
  profitLoss: (range: TimeRange) =>
    [...perpKeys.all(), 'profitLoss', range.from, range.to] as const,
};

export type OpenList = 'PENDING' | 'OPEN';
export type PagedList = 'HISTORY' | 'CLOSED' | 'fills';

export type PerpOrderPage = Extract<PerpOrderList, { status: 'PENDING' | 'HISTORY' }>;
export type PerpPositionPage = Extract<PerpOrderList, { status: 'OPEN' | 'CLOSED' }>;

/** `findOrderByPage` answers orders or positions by the status asked; each read accepts only its kind. */
function pageOf<T extends PerpOrderList>(accept: (page: PerpOrderList) => page is T): Schema<T> {
  return {
    safeParse(data: unknown) {
      const parsed = perpOrderListSchema.safeParse(data);
      return parsed.success && accept(parsed.data)
        ? { success: true, data: parsed.data }
        : { success: false };
    },
  };
}

const orderPageSchema = pageOf(
  (page): page is PerpOrderPage => page.status === 'PENDING' || page.status === 'HISTORY',
);
const positionPageSchema = pageOf(
  (page): page is PerpPositionPage => page.status === 'OPEN' || page.status === 'CLOSED',
);

export interface TimeRange {
  /** Unix ms, inclusive; undefined leaves that end open. */
  from?: number | undefined;
  to?: number | undefined;
}

/** The configuration routes answer one contract when a symbol is named; unnamed, a list. */
const contractListSchema = perpConfigReplySchema.transform((reply) =>
  Array.isArray(reply) ? reply : [reply],
);

/**
 * Every listed contract of the product with its rules and live figures. The
 * Markets screen re-reads it now and then (`refetchInterval`): the open
 * interest is not streamed.
 */
export function usePerpContracts(
  product: ContractProduct,
  options: { enabled?: boolean; refetchInterval?: number } = {},
) {
  return useQuery({
    queryKey: perpKeys.contracts(product.id),
    queryFn: ({ signal }) =>
      api.get(product.configPath, contractListSchema, { signal, spinner: false }),
    staleTime: 30_000,
    ...options,
  });
}

/** One contract of the list, or undefined while loading or when it does not exist. */
export function usePerpContract(
  product: ContractProduct,
  symbol: string | null,
): {
  contract: PerpConfig | undefined;
  query: ReturnType<typeof usePerpContracts>;
} {
  const query = usePerpContracts(product);
  const contract = useMemo(
    () => query.data?.find((candidate) => candidate.symbol === symbol),
    [query.data, symbol],
  );
  return { contract, query };
}

/** How often the Markets screen re-reads the contracts' 24-hour figures (not streamed). */
export const CONTRACT_TICKERS_REFRESH_MS = 15_000;

/** Every listed contract's 24-hour ticker: volume in lots, turnover in the quote currency. */
export function useContractTickers(enabled = true) {
  return useQuery({
    queryKey: perpKeys.tickers(),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpTickers, contractTickerListSchema, { signal, spinner: false }),
    staleTime: CONTRACT_TICKERS_REFRESH_MS,
    refetchInterval: CONTRACT_TICKERS_REFRESH_MS,
    enabled,
  });
}

/** The leverages offered and the tiers that cap them; quiet, the contract list has them too. */
export function usePerpLeverage(symbol: string) {
  return useQuery({
    queryKey: perpKeys.leverage(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpLeverage, perpLeverageSchema, {
        query: { symbol },
        signal,
        spinner: false,
        toast: false,
      }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The user's margin mode in the contract, isolated or cross. Nothing is
 * asked for a guest: the form shows the server's default, isolated.
 */
export function usePerpMarginMode(symbol: string) {
  const signedIn = useSession((state) => state.token !== null);
  return useQuery({
    queryKey: perpKeys.marginMode(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpMarginMode, perpMarginModeSchema, {
        query: { symbol },
        signal,
        spinner: false,
      }),
    enabled: signedIn,
    staleTime: 60_000,
  });
}

function listQuery(status: string, symbol: string | null, pageNo: number) {
  return { status, symbol: symbol ?? undefined, pageNo, pageSize: PERP_PAGE_SIZE };
}

/** The contract's open entrusts (SUBMITTED and PENDING), first page; nothing for guests. */
export function usePerpEntrusts(symbol: string) {
  const signedIn = useSession((state) => state.token !== null);
  return useQuery({
    queryKey: perpKeys.open('PENDING', symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpOrders, orderPageSchema, {
        query: listQuery('PENDING', symbol, 1),
        signal,
        spinner: false,
      }),
    enabled: signedIn,
  });
}

/** The contract's OPEN position (one-way mode: at most one); nothing for guests. */
export function usePerpPositions(symbol: string) {
  const signedIn = useSession((state) => state.token !== null);
  return useQuery({
    queryKey: perpKeys.open('OPEN', symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpOrders, positionPageSchema, {
        query: listQuery('OPEN', symbol, 1),
        signal,
        spinner: false,
      }),
    enabled: signedIn,
  });
}

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Finished entrusts, page by page, newest first; `symbol` null means every contract. */
export function usePerpOrderPages(symbol: string | null) {
  return useInfiniteQuery({
    queryKey: perpKeys.pages('HISTORY', symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.perpOrders, orderPageSchema, {
        query: listQuery('HISTORY', symbol, pageParam),
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** Closed positions, page by page, newest first. */
export function useClosedPositionPages(symbol: string | null) {
  return useInfiniteQuery({
    queryKey: perpKeys.pages('CLOSED', symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.perpOrders, positionPageSchema, {
        query: listQuery('CLOSED', symbol, pageParam),
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The user's fills, page by page, newest first. */
export function usePerpFillPages(symbol: string | null) {
  return useInfiniteQuery({
    queryKey: perpKeys.pages('fills', symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.perpFills, perpFillPageSchema, {
        query: { symbol: symbol ?? undefined, pageNo: pageParam, pageSize: PERP_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** One entrust; `known` (the row tapped) shows at once while the fresh copy loads. */
export function usePerpOrder(orderId: string | null, known?: PerpOrder) {
  return useQuery({
    queryKey: perpKeys.order(orderId ?? ''),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpOrderDetail, perpOrderSchema, {
        query: { id: orderId ?? '' },
        signal,
        spinner: false,
      }),
    placeholderData: known,
    enabled: orderId !== null,
  });
}

/** The fills of one entrust, oldest first. */
export function usePerpOrderFills(orderId: string | null) {
  return useQuery({
    queryKey: perpKeys.orderFills(orderId ?? ''),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpOrderFills, perpFillListSchema, {
        query: { orderId: orderId ?? '' },
        signal,
        spinner: false,
      }),
    enabled: orderId !== null,
  });
}

/** Totals per margin asset and per contract inside the window. */
export function usePerpProfitLoss(range: TimeRange) {
  return useQuery({
    queryKey: perpKeys.profitLoss(range),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpProfitLoss, perpProfitLossSchema, {
        query: { from: range.from, to: range.to },
        signal,
        spinner: false,
      }),
  });
}
