import {
  earnIncomePageSchema,
  earnOrderDetailSchema,
  earnOrdersPageSchema,
  earnProductDetailSchema,
  earnProductSchema,
  earnProofSchema,
  earnQuoteSchema,
  PATHS,
  type EarnProductKind,
  type Locale,
} from '@exchange/contracts';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { useLocale } from '../../state/settings';
import { accountKeys } from '../account/queries';

export type OrderScope = 'open' | 'closed';

/**
 * Products, quotes and proofs are public and the same for everyone, so
 * their keys sit outside `account`; product names are translated, so those
 * keys carry the locale. The caller's orders and income sit under
 * `account`, dropped at login and logout, and are never read in demo mode
 * (the server refuses a demo session).
 */
export const earnKeys = {
  all: () => ['earn'] as const,
  products: (locale: Locale, kind: EarnProductKind) =>
    [...earnKeys.all(), 'products', locale, kind] as const,
  product: (locale: Locale, id: number) => [...earnKeys.all(), 'product', locale, id] as const,
  quote: (productId: number, amount: string) =>
    [...earnKeys.all(), 'quote', productId, amount] as const,
  proof: (id: number) => [...earnKeys.all(), 'proof', id] as const,
  mine: () => [...accountKeys.all(), 'earn'] as const,
  orders: (locale: Locale, scope: OrderScope) =>
    [...earnKeys.mine(), 'orders', scope, locale] as const,
  order: (locale: Locale, id: string) => [...earnKeys.mine(), 'order', id, locale] as const,
  income: (locale: Locale) => [...earnKeys.mine(), 'income', locale] as const,
};

export const ORDER_PAGE_SIZE = 10;
export const INCOME_PAGE_SIZE = 10;
/** Remaining stock moves as others buy: the lists are read again this often while open. */
const PRODUCTS_STALE_MS = 30_000;
/** A quote's dates move with the clock (the purchase date, the first payout): kept this long. */
const QUOTE_STALE_MS = 30_000;

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** The products of one kind on sale or shown, in display order. */
export function useEarnProducts(kind: EarnProductKind) {
  const locale = useLocale();
  return useQuery({
    queryKey: earnKeys.products(locale, kind),
    queryFn: ({ signal }) =>
      api.get(PATHS.earnProducts, listOf(earnProductSchema), {
        query: { kind },
        signal,
        spinner: false,
      }),
    staleTime: PRODUCTS_STALE_MS,
  });
}

/** One product with its terms and its daily rates (the last 30 days and those published ahead). */
export function useEarnProduct(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: earnKeys.product(locale, id),
    queryFn: ({ signal }) =>
      api.get(PATHS.earnProduct, earnProductDetailSchema, {
        query: { id },
        signal,
        spinner: false,
      }),
    staleTime: PRODUCTS_STALE_MS,
  });
}

/**
 * What buying `amount` now would mean, or nothing while `amount` is null.
 * Quiet: the form says beside its figures that they could not be read
 * instead of toasting while the user types.
 */
export function useEarnQuote(productId: number, amount: string | null) {
  return useQuery({
    queryKey: earnKeys.quote(productId, amount ?? ''),
    queryFn:
      amount === null
        ? skipToken
        : ({ signal }) =>
            api.get(PATHS.earnQuote, earnQuoteSchema, {
              query: { productId, amount },
              signal,
              spinner: false,
              toast: false,
            }),
    staleTime: QUOTE_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

/** Proof of yield: the product's funding account, its reservations and payouts, per day. */
export function useEarnProof(id: number) {
  return useQuery({
    queryKey: earnKeys.proof(id),
    queryFn: ({ signal }) =>
      api.get(PATHS.earnProof, earnProofSchema, { query: { id }, signal, spinner: false }),
  });
}

/**
 * The caller's orders, in custody (confirming or earning) or ended, newest
 * first; every page also says what the caller holds in custody per coin.
 */
export function useEarnOrders(scope: OrderScope) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: earnKeys.orders(locale, scope),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.earnOrders, earnOrdersPageSchema, {
        query: { state: scope, pageNo: pageParam, pageSize: ORDER_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** One order with every payout and the ledger transaction that paid it. */
export function useEarnOrder(id: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: earnKeys.order(locale, id),
    queryFn: ({ signal }) =>
      api.get(PATHS.earnOrder, earnOrderDetailSchema, { query: { id }, signal, spinner: false }),
  });
}

/** The caller's daily income from funds and lock-ups, newest first, ten at a time. */
export function useEarnIncome() {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: earnKeys.income(locale),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.earnIncome, earnIncomePageSchema, {
        query: { pageNo: pageParam, pageSize: INCOME_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The shapes the reads give, as the contracts' schemas parse them. */
export type EarnProductDetail = NonNullable<ReturnType<typeof useEarnProduct>['data']>;
export type EarnRate = EarnProductDetail['rates'][number];
export type EarnOrderDetail = NonNullable<ReturnType<typeof useEarnOrder>['data']>;
export type EarnPayout = EarnOrderDetail['payouts'][number];
