import { PATHS, perpStopPageSchema, perpStopSchema, type PerpStop } from '@exchange/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { ignoreReply } from '../account/queries';
import { WAITING_REFRESH_MS } from '../spot/stopQueries';
import { useRefreshAfterWrite } from './mutations';
import type { PerpStopRequest } from './perpStops';
import { perpKeys } from './queries';

/**
 * The user's contract conditional orders. Under `perpKeys.all()`, so the
 * refreshes after any contract write (and the logout that drops `account`)
 * cover them; an order event refetches them too (live.ts), since a trigger
 * places an ordinary order and no stream carries the stops themselves.
 */
export const perpStopKeys = {
  all: () => [...perpKeys.all(), 'stops'] as const,
  waiting: (symbol: string) => [...perpStopKeys.all(), 'waiting', symbol] as const,
  history: (symbol: string | null) => [...perpStopKeys.all(), 'history', symbol] as const,
};

/** At most this many wait per contract (the server's MAX_PERP_STOPS_PER_USER): one page holds them. */
const WAITING_PAGE_SIZE = 20;
const HISTORY_PAGE_SIZE = 10;

/** The contract's waiting stops for the trade screen, re-read while shown; nothing for guests. */
export function useWaitingPerpStops(symbol: string) {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: perpStopKeys.waiting(symbol),
    queryFn: ({ signal }) =>
      api.get(PATHS.perpStopsCurrent, perpStopPageSchema, {
        query: { symbol, pageNo: 1, pageSize: WAITING_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    enabled: token !== null,
    refetchInterval: WAITING_REFRESH_MS,
  });
}

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Finished stops (triggered, cancelled, rejected), page by page; `symbol` null means every contract. */
export function usePerpStopHistory(symbol: string | null) {
  return useInfiniteQuery({
    queryKey: perpStopKeys.history(symbol),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.perpStopsHistory, perpStopPageSchema, {
        query: { symbol: symbol ?? undefined, pageNo: pageParam, pageSize: HISTORY_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

export type PerpStopPlaceBody = PerpStopRequest & { clientOrderId: string };

export function usePlacePerpStop() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (body: PerpStopPlaceBody): Promise<PerpStop> =>
      api.post(PATHS.perpStopPlace, perpStopSchema, { body }),
    onSuccess: refresh,
  });
}

export function useCancelPerpStop() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (stopId: string) =>
      api.post(PATHS.perpStopCancel, ignoreReply, { body: { stopId }, spinner: false }),
    onSettled: refresh,
  });
}
