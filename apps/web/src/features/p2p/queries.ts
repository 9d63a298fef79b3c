import {
  adSchema,
  advertiserProfileSchema,
  chatSchema,
  currencySchema,
  myAdSchema,
  notificationSettingsSchema,
  orderPreviewSchema,
  p2pCoinSchema,
  p2pOrderDetailSchema,
  p2pOrderSchema,
  page,
  PATHS,
  paymentMethodSchema,
  paymentTypeSchema,
  type Ad,
  type AdSide,
  type AdState,
  type Chat,
  type MyAd,
  type P2pOrderState,
  type PaymentType,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Schema } from '../../api';
import { listOf } from '../../api/schema';
import { accountKeys } from '../account/queries';
import { EMPTY_CHAT, heldSeq, mergeChat } from './chat';
import { coinDecimalsOf, fiatDecimalsOf } from './format';

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
/** Whose orders: all the caller's, those on their own ads, or those they placed. */
export type OrderSide = 'any' | 'advertiser' | 'taker';

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
  orderList: (scope: OrderScope, side: OrderSide = 'any') =>
    [...p2pKeys.orderLists(), scope, side] as const,
  order: (id: number) => [...p2pKeys.orders(), 'one', id] as const,
  chats: () => [...p2pKeys.all(), 'chat'] as const,
  chat: (orderId: number) => [...p2pKeys.chats(), orderId] as const,
  file: (orderId: number, fileId: string) => [...p2pKeys.all(), 'file', orderId, fileId] as const,
  advertisers: () => [...p2pKeys.all(), 'advertiser'] as const,
  advertiser: (userId: number) => [...p2pKeys.advertisers(), userId] as const,
  notifications: () => [...p2pKeys.all(), 'notifications'] as const,
  ads: () => [...p2pKeys.all(), 'ads'] as const,
  adLists: () => [...p2pKeys.ads(), 'list'] as const,
  adList: (status: AdState | undefined) => [...p2pKeys.adLists(), status ?? 'all'] as const,
  ad: (id: number) => [...p2pKeys.ads(), 'one', id] as const,
};

export const MARKET_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE = 20;
export const AD_PAGE_SIZE = 20;
/**
 * An open order and its chat follow the live `p2p` topic (`live.ts`); this
 * slow read is the fallback for a push lost while the socket reconnected.
 */
export const ORDER_POLL_MS = 30_000;
/** The most records one chat read asks for (the server's cap). */
export const CHAT_PAGE_SIZE = 200;
/** Pages read in one go; a longer conversation loads the rest on the next read. */
const CHAT_MAX_PAGES = 10;

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

/** The caller's orders of one scope (all, on their own ads, or placed by them), newest first. */
export function useMyOrders(scope: OrderScope, side: OrderSide = 'any') {
  return useInfiniteQuery({
    queryKey: p2pKeys.orderList(scope, side),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.p2pOrderMine, orderPageSchema, {
        query: { scope, as: side, pageNo: pageParam, pageSize: ORDER_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** How one order is read: with its appeal and the caller's review. */
export function orderQuery(id: number) {
  return {
    queryKey: p2pKeys.order(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.post(PATHS.p2pOrderDetail, p2pOrderDetailSchema, {
        body: { id },
        signal,
        spinner: false,
      }),
  };
}

/**
 * One order. Pushes on the `p2p` topic read it again when it changes;
 * while it is open it is also read slowly, in case a push was missed.
 */
export function useP2pOrder(id: number) {
  return useQuery({
    ...orderQuery(id),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isOpenOrder(status) ? ORDER_POLL_MS : false;
    },
  });
}

/**
 * An order with its coin's and fiat's decimals: pending until the lists are
 * read too (a failed list only costs the rounding: the figures show as sent).
 */
export function useOrderWithDecimals(id: number) {
  const order = useP2pOrder(id);
  const coins = useP2pCoins();
  const fiats = useFiats();
  const data = order.data;
  return {
    order,
    isPending: order.isPending || coins.isPending || fiats.isPending,
    coinDecimals: data && coinDecimalsOf(coins.data, data.coin),
    fiatDecimals: data && fiatDecimalsOf(fiats.data, data.fiat),
  };
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

/**
 * An order's records after `afterSeq`, oldest first, a page at a time up
 * to a bound; the reply's last number and read mark are the server's now.
 */
async function chatAfter(orderId: number, afterSeq: number, signal: AbortSignal): Promise<Chat> {
  let chat: Chat | undefined;
  let after = afterSeq;
  for (let pageNo = 0; pageNo < CHAT_MAX_PAGES; pageNo += 1) {
    const next = await api.get(PATHS.p2pChat, chatSchema, {
      query: { orderId, afterSeq: after, limit: CHAT_PAGE_SIZE },
      signal,
      spinner: false,
    });
    chat = mergeChat(chat, next);
    const last = next.records.at(-1)?.seq;
    if (last === undefined || last >= next.lastSeq || next.records.length < CHAT_PAGE_SIZE) break;
    after = last;
  }
  return chat ?? { ...EMPTY_CHAT, lastSeq: afterSeq };
}

/**
 * An order's chat. The first read takes it all; each later one (the slow
 * fallback, a reconnect's catch-up) asks only for what came after the
 * newest record held, and pushes add to it in between (`live.ts`).
 */
export function useOrderChat(orderId: number, { live = true }: { live?: boolean } = {}) {
  const queryClient = useQueryClient();
  const key = p2pKeys.chat(orderId);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const fresh = await chatAfter(orderId, heldSeq(queryClient.getQueryData<Chat>(key)), signal);
      // Read the cache again: a push may have added a record meanwhile.
      return mergeChat(queryClient.getQueryData<Chat>(key), fresh);
    },
    refetchInterval: live ? ORDER_POLL_MS : false,
  });
}

/**
 * An image an order names (the seller's payment QR code, a chat image,
 * evidence), read with the session; only the order's parties may. The bytes
 * are kept a while, so scrolling back does not read them again.
 */
export function useOrderFile(orderId: number, fileId: string) {
  return useQuery({
    queryKey: p2pKeys.file(orderId, fileId),
    queryFn: ({ signal }) =>
      api.file(PATHS.p2pOrderFile, { query: { orderId, fileId }, signal, spinner: false }),
    staleTime: Infinity,
    // A failed image says so where it is; the toast has been shown once.
    retry: false,
  });
}

/** An advertiser's statistics, listed ads and recent reviews (public). */
export function useAdvertiser(userId: number) {
  return useQuery({
    queryKey: p2pKeys.advertiser(userId),
    queryFn: ({ signal }) =>
      api.get(PATHS.p2pAdvertiser, advertiserProfileSchema, {
        query: { userId },
        signal,
        spinner: false,
      }),
  });
}

/** Which P2P events reach the user, and whether by email and SMS too. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: p2pKeys.notifications(),
    queryFn: ({ signal }) =>
      api.get(PATHS.p2pNotifications, notificationSettingsSchema, { signal, spinner: false }),
  });
}
