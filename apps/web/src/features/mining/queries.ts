import {
  custodyOrdersSchema,
  miningIncomePageSchema,
  miningMachineDetailSchema,
  miningMachineSchema,
  miningOrderDetailSchema,
  miningOrdersPageSchema,
  miningQuoteSchema,
  miningRewardsSchema,
  PATHS,
  type Locale,
} from '@exchange/contracts';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { useLocale } from '../../state/settings';
import { accountKeys } from '../account/queries';
import type { OrderScope } from '../earn/queries';

export type { OrderScope };

/**
 * Machines, their hash prices and quotes are public and the same for
 * everyone, so their keys sit outside `account`; machine names are
 * translated, so those keys carry the locale. The caller's orders, income,
 * rewards and custody sit under `account`, dropped at login and logout,
 * and are never read in demo mode (the server refuses a demo session).
 */
export const miningKeys = {
  all: () => ['mining'] as const,
  machines: (locale: Locale) => [...miningKeys.all(), 'machines', locale] as const,
  machine: (locale: Locale, id: number) => [...miningKeys.all(), 'machine', locale, id] as const,
  quote: (machineId: number, quantity: number) =>
    [...miningKeys.all(), 'quote', machineId, quantity] as const,
  mine: () => [...accountKeys.all(), 'mining'] as const,
  rewards: () => [...miningKeys.mine(), 'rewards'] as const,
  orders: (locale: Locale, scope: OrderScope) =>
    [...miningKeys.mine(), 'orders', scope, locale] as const,
  order: (locale: Locale, id: string) => [...miningKeys.mine(), 'order', id, locale] as const,
  income: (locale: Locale) => [...miningKeys.mine(), 'income', locale] as const,
  /** Funds, lock-ups and machines: read afresh on every visit (earn's writes do not touch it). */
  custodyAll: () => [...accountKeys.all(), 'custody'] as const,
  custody: (locale: Locale) => [...miningKeys.custodyAll(), locale] as const,
};

export const MINING_PAGE_SIZE = 10;
/** Stock moves as others buy, hash prices once a day: the machines are read again this often. */
const MACHINES_STALE_MS = 30_000;
/** A quote's dates move with the clock: kept this long. */
const QUOTE_STALE_MS = 30_000;

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Every machine shown, in display order, with its economics at the latest hash price. */
export function useMiningMachines() {
  const locale = useLocale();
  return useQuery({
    queryKey: miningKeys.machines(locale),
    queryFn: ({ signal }) =>
      api.get(PATHS.miningMachines, listOf(miningMachineSchema), { signal, spinner: false }),
    staleTime: MACHINES_STALE_MS,
  });
}

/** One machine with its specifications and the last 30 days' hash prices. */
export function useMiningMachine(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: miningKeys.machine(locale, id),
    queryFn: ({ signal }) =>
      api.get(PATHS.miningMachine, miningMachineDetailSchema, {
        query: { id },
        signal,
        spinner: false,
      }),
    staleTime: MACHINES_STALE_MS,
  });
}

/** What buying `quantity` machines now would mean; quiet (the form says when it fails). */
export function useMiningQuote(machineId: number, quantity: number | null) {
  return useQuery({
    queryKey: miningKeys.quote(machineId, quantity ?? 0),
    queryFn:
      quantity === null
        ? skipToken
        : ({ signal }) =>
            api.get(PATHS.miningQuote, miningQuoteSchema, {
              query: { machineId, quantity },
              signal,
              spinner: false,
              toast: false,
            }),
    staleTime: QUOTE_STALE_MS,
    refetchOnWindowFocus: false,
  });
}

/** The caller's mining wallet per coin, when they may next withdraw, and whether the trial is used. */
export function useMiningRewards(enabled = true) {
  return useQuery({
    queryKey: miningKeys.rewards(),
    queryFn: enabled
      ? ({ signal }) =>
          api.get(PATHS.miningRewards, miningRewardsSchema, { signal, spinner: false })
      : skipToken,
  });
}

/** The caller's machine orders in custody or returned, newest first, ten a page. */
export function useMiningOrders(scope: OrderScope) {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: miningKeys.orders(locale, scope),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.miningOrders, miningOrdersPageSchema, {
        query: { state: scope, pageNo: pageParam, pageSize: MINING_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** One machine order with every payout and the ledger transaction that paid it. */
export function useMiningOrder(id: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: miningKeys.order(locale, id),
    queryFn: ({ signal }) =>
      api.get(PATHS.miningOrder, miningOrderDetailSchema, {
        query: { id },
        signal,
        spinner: false,
      }),
  });
}

/** The caller's daily mining income, newest first, ten a page. */
export function useMiningIncome() {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: miningKeys.income(locale),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.miningIncome, miningIncomePageSchema, {
        query: { pageNo: pageParam, pageSize: MINING_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** Everything held in custody now: funds, lock-ups and machines. */
export function useCustodyOrders() {
  const locale = useLocale();
  return useQuery({
    queryKey: miningKeys.custody(locale),
    queryFn: ({ signal }) =>
      api.get(PATHS.custodyOrders, custodyOrdersSchema, { signal, spinner: false }),
  });
}

/** The shapes the reads give, as the contracts' schemas parse them. */
export type MiningMachineDetail = NonNullable<ReturnType<typeof useMiningMachine>['data']>;
export type MiningOrderDetail = NonNullable<ReturnType<typeof useMiningOrder>['data']>;
export type MiningEconomics = MiningMachineDetail['economics'];
