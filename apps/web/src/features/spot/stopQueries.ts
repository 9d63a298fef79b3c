import { PATHS, spotStopSchema, stopPageSchema, type SpotStop } from '@exchange/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { ignoreReply } from '../account/queries';
import { useRefreshAfterWrite } from './mutations';
import { nextPage, ORDER_PAGE_SIZE, spotKeys } from './queries';
import type { StopRequest } from './stopRules';

/**
 * The user's conditional orders. Under `spotKeys.all()`, so the refreshes
 * after any order write (and the logout that drops `account`) cover them;
 * an order event refetches them too (liveOrders), since a trigger places an
 * ordinary order and no stream carries the stops themselves.
 */
export const stopKeys = {
  all: () => [...spotKeys.all(), 'stops'] as const,
  waiting: (symbol: string) => [...stopKeys.all(), 'waiting', symbol] as const,
  history: (symbol: string | null) => [...stopKeys.all(), 'history', symbol] as const,
};

/**
 * A trailing stop's trigger moves with the price without any event, so the
 * waiting list is re-read this often while it is on screen.
 */
export const WAITING_REFRESH_MS = 10_000;

/** The pair's waiting stops (first page) for the trade screen; nothing for guests. */
export function useWaitingStops(symbol: string) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: stopKeys.waiting(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.stopsCurrent, stopPageSchema, {
        query: { symbol, pageNo: 1, pageSize: ORDER_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    enabled: token !== null,
    refetchInterval: WAITING_REFRESH_MS,
  });
}

/** Finished stops (triggered, cancelled, rejected), page by page, newest first. */
export function useStopHistory(symbol: string | null) {
  return useInfiniteQuery({
    queryKey: stopKeys.history(symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.stopsHistory, stopPageSchema, {
        query: { symbol: symbol ?? undefined, pageNo: pageParam, pageSize: ORDER_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

export type PlaceStopBody = StopRequest & { clientOrderId: string };

export function usePlaceStop() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: PlaceStopBody): Promise<SpotStop> =>
      api.post(PATHS.stopPlace, spotStopSchema, { body }),
    onSuccess: refresh,
  });
}

export function useCancelStop() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (stopId: string) =>
      api.post(PATHS.stopCancel, ignoreReply, { body: { stopId }, spinner: false }),
    onSettled: refresh,
  });
}
