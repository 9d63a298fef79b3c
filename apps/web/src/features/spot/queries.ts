import {
  orderDetailSchema,
  orderPageSchema,
  PATHS,
  userTradePageSchema,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { accountKeys } from '../account/queries';

/**
 * The user's spot orders and fills. They sit under `account`, which is
 * dropped at login and logout, so one user's orders never show to the next.
 * `symbol` null means every market.
 */
export const spotKeys = {
  all: () => [...accountKeys.all(), 'spot'] as const,
  /** The trade screen's open orders: one page, kept live by the orders stream. */
  open: (symbol: string | null) => [...spotKeys.all(), 'open', symbol] as const,
  pages: (list: RecordList, symbol: string | null) =>
    [...spotKeys.all(), 'pages', list, symbol] as const,
  detail: (orderId: string) => [...spotKeys.all(), 'detail', orderId] as const,
};

export type RecordList = 'current' | 'history' | 'fills';

/** Spec section 9 lists page sizes for wallet history (20); orders use the same. */
export const ORDER_PAGE_SIZE = 20;

const ORDER_LIST_PATHS = {
  current: PATHS.ordersCurrent,
  history: PATHS.ordersHistory,
} as const;

function pagingQuery(symbol: string | null, pageNo: number) {
  return { symbol: symbol ?? undefined, pageNo, pageSize: ORDER_PAGE_SIZE };
}

/** The first page of open orders for the trade screen; nothing for guests. */
export function useOpenOrders(symbol: string) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: spotKeys.open(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.ordersCurrent, orderPageSchema, {
        query: pagingQuery(symbol, 1),
        signal,
        spinner: false,
      }),
    enabled: token !== null,
  });
}

export const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Current or past orders, page by page, newest first. */
export function useOrderPages(list: 'current' | 'history', symbol: string | null) {
  return useInfiniteQuery({
    queryKey: spotKeys.pages(list, symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(ORDER_LIST_PATHS[list], orderPageSchema, {
        query: pagingQuery(symbol, pageParam),
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The user's fills, page by page, newest first. */
export function useFillPages(symbol: string | null) {
  return useInfiniteQuery({
    queryKey: spotKeys.pages('fills', symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.userTrades, userTradePageSchema, {
        query: pagingQuery(symbol, pageParam),
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** One order with its fills. */
export function useOrderDetail(orderId: string | null) {
  return useQuery({
    queryKey: spotKeys.detail(orderId ?? ''),
    queryFn: ({ signal }) =>
      api.get(PATHS.orderDetail, orderDetailSchema, {
        query: { orderId: orderId ?? '' },
        signal,
        spinner: false,
      }),
    enabled: orderId !== null,
  });
}
