import {
  adSchema,
  currencySchema,
  myAdSchema,
  orderPreviewSchema,
  p2pCoinSchema,
  p2pOrderSchema,
  page,
  PATHS,
  paymentMethodSchema,
  paymentTypeSchema,
  type Ad,
  type AdSide,
  type AdState,
  type MyAd,
  type P2pOrderState,
  type PaymentType,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '../../api';
import { listOf } from '../../api/schema';
import { accountKeys } from '../account/queries';

/** What the market is asked for: one side, coin and fiat, and the optional filters. */
export interface MarketFilter {
  /** The ads' side: a user who wants to buy looks at sell ads. */
  side: AdSide;
  coin: string;
  fiat: string;
  /** Canonical decimal text of a fiat amount the ad's limits must hold. */
  amount?: string | undefined;
  paymentType?: PaymentType | undefined;
  merchantOnly: boolean;
}

export type OrderScope = 'open' | 'finished';

/**
 * Under `account`: one user's payment methods, orders and ads never show to
 * the next after a logout or login. The coins, currencies and market are
 * public, and are simply read again.
 */
export const p2pKeys = {
  all: () => [...accountKeys.all(), 'p2p'] as const,
  paymentTypes: () => [...p2pKeys.all(), 'paymentTypes'] as const,
  paymentMethods: () => [...p2pKeys.all(), 'paymentMethods'] as const,
  coins: () => [...p2pKeys.all(), 'coins'] as const,
  fiats: () => [...p2pKeys.all(), 'fiats'] as const,
  markets: () => [...p2pKeys.all(), 'market'] as const,
  market: (filter: MarketFilter) => [...p2pKeys.markets(), filter] as const,
  preview: (adId: number) => [...p2pKeys.all(), 'preview', adId] as const,
  orders: () => [...p2pKeys.all(), 'orders'] as const,
  orderLists: () => [...p2pKeys.orders(), 'list'] as const,
  orderList: (scope: OrderScope) => [...p2pKeys.orderLists(), scope] as const,
  order: (id: number) => [...p2pKeys.orders(), 'one', id] as const,
  ads: () => [...p2pKeys.all(), 'ads'] as const,
  adLists: () => [...p2pKeys.ads(), 'list'] as const,
  adList: (status: AdState | undefined) => [...p2pKeys.adLists(), status ?? 'all'] as const,
  ad: (id: number) => [...p2pKeys.ads(), 'one', id] as const,
};

export const MARKET_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE = 20;
export const AD_PAGE_SIZE = 20;
/** An open order is read again this often, until realtime updates arrive. */
export const ORDER_POLL_MS = 4_000;

const OPEN_STATES: readonly P2pOrderState[] = ['unpaid', 'paid', 'timed_out', 'appeal'];

export function isOpenOrder(status: P2pOrderState): boolean {
  return OPEN_STATES.includes(status);
}

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** The payment types the operator offers, each with what it needs. */
export function usePaymentTypes() {
  return useQuery({
    queryKey: p2pKeys.paymentTypes(),
    queryFn: ({ signal }) =>
      api.get(PATHS.paymentTypes, listOf(paymentTypeSchema), { signal, spinner: false }),
    staleTime: 60_000,
  });
}

/** The user's own payment methods, account numbers in full (masked by the list, not the server). */
export function usePaymentMethods({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: p2pKeys.paymentMethods(),
    queryFn: ({ signal }) =>
      api.get(PATHS.paymentMethods, listOf(paymentMethodSchema), { signal, spinner: false }),
    enabled,
  });
}

/** The coins ads may trade, with each one's quantity decimals. */
export function useP2pCoins() {
  return useQuery({
    queryKey: p2pKeys.coins(),
    queryFn: ({ signal }) =>
      api.get(PATHS.p2pCoins, listOf(p2pCoinSchema), { signal, spinner: false }),
    staleTime: 300_000,
  });
}

/** The fiat currencies ads are priced in, with each one's decimals. */
export function useFiats() {
  return useQuery({
    queryKey: p2pKeys.fiats(),
    queryFn: ({ signal }) =>
      api.get(PATHS.legalCurrencies, listOf(currencySchema), { signal, spinner: false }),
    staleTime: 300_000,
  });
}

const adPageSchema = page(adSchema);

/** The market's ads for a filter, best price first, a page at a time. */
export function useAdMarket(filter: MarketFilter, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: p2pKeys.market(filter),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.adMarket, adPageSchema, {
        query: {
          side: filter.side,
          coin: filter.coin,
          fiat: filter.fiat,
          amount: filter.amount,
          paymentType: filter.paymentType,
          merchantOnly: filter.merchantOnly,
          pageNo: pageParam,
          pageSize: MARKET_PAGE_SIZE,
        },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
    enabled,
  });
}

/**
 * An ad as the caller would take it now: why they may not, what they may
 * pay with and the first-trade cap. Read afresh each time the sheet opens.
 */
export function useOrderPreview(adId: number) {
  return useQuery({
    queryKey: p2pKeys.preview(adId),
    queryFn: ({ signal }) =>
      api.post(PATHS.p2pOrderPreview, orderPreviewSchema, {
        body: { id: adId },
        signal,
        spinner: false,
      }),
    gcTime: 0,
  });
}

const orderPageSchema = page(p2pOrderSchema);

/** The caller's orders of one scope, newest first. */
export function useMyOrders(scope: OrderScope) {
  return useInfiniteQuery({
    queryKey: p2pKeys.orderList(scope),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.p2pOrderMine, orderPageSchema, {
        query: { scope, pageNo: pageParam, pageSize: ORDER_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** One order, read again every few seconds while it is open. */
export function useP2pOrder(id: number) {
  return useQuery({
    queryKey: p2pKeys.order(id),
    queryFn: ({ signal }) =>
      api.post(PATHS.p2pOrderDetail, p2pOrderSchema, { body: { id }, signal, spinner: false }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isOpenOrder(status) ? ORDER_POLL_MS : false;
    },
  });
}

const myAdPageSchema = page(myAdSchema);

/** The caller's ads (of one status, or all), newest first. */
export function useMyAds(status: AdState | undefined) {
  return useInfiniteQuery({
    queryKey: p2pKeys.adList(status),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.adMine, myAdPageSchema, {
        query: { status, pageNo: pageParam, pageSize: AD_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The owner's view first: a reply with what only the owner sees is theirs. */
export const adDetailSchema: Schema<Ad | MyAd> = {
  safeParse(data: unknown) {
    const mine = myAdSchema.safeParse(data);
    return mine.success ? mine : adSchema.safeParse(data);
  },
};

/** Whether an ad detail is the owner's view. */
export function isMyAd(ad: Ad | MyAd): ad is MyAd {
  return 'held' in ad;
}

/** One ad: the owner's view of their own, the public view of anyone else's. */
export function useAdDetail(id: number) {
  return useQuery({
    queryKey: p2pKeys.ad(id),
    queryFn: ({ signal }) =>
      api.post(PATHS.adDetail, adDetailSchema, { body: { id }, signal, spinner: false }),
  });
}
