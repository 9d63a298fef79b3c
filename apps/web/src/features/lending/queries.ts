import {
  earnHistoryPageSchema,
  loanPairSchema,
  PATHS,
  pledgeLoanDetailSchema,
  pledgeLoanPageSchema,
  savingsOverviewSchema,
  type EarnRecordType,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { accountKeys } from '../account/queries';
import { balanceIn } from '../wallet/assets';
import { useWalletOverview } from '../wallet/queries';

export type LoanScope = 'open' | 'closed';

/**
 * Under `account`: one user's savings and loans never show to the next
 * after a logout or login. Every read needs a real session (the server
 * refuses a demo one), so screens pass `enabled: false` in demo mode.
 */
export const lendingKeys = {
  all: () => [...accountKeys.all(), 'lending'] as const,
  savings: () => [...lendingKeys.all(), 'savings'] as const,
  histories: () => [...lendingKeys.all(), 'earnHistory'] as const,
  history: (type: EarnRecordType | 'all') => [...lendingKeys.histories(), type] as const,
  pairs: () => [...lendingKeys.all(), 'pairs'] as const,
  loans: () => [...lendingKeys.all(), 'loans'] as const,
  loanLists: () => [...lendingKeys.loans(), 'list'] as const,
  loanList: (scope: LoanScope) => [...lendingKeys.loanLists(), scope] as const,
  loan: (id: number) => [...lendingKeys.loans(), 'one', id] as const,
};

/** Spec: earn history pages of 10. */
export const HISTORY_PAGE_SIZE = 10;
export const LOAN_PAGE_SIZE = 20;
/** Index prices move: the borrow form's pairs and an open loan's figures are read again this often. */
export const PRICE_POLL_MS = 30_000;

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** Each coin offered, its pool and rate, and the caller's savings in it. */
export function useSavings({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: lendingKeys.savings(),
    queryFn: ({ signal }) =>
      api.get(PATHS.savings, savingsOverviewSchema, { signal, spinner: false }),
    enabled,
  });
}

/** Subscriptions, redemptions and daily income, newest first, ten at a time. */
export function useEarnHistory(type: EarnRecordType | 'all') {
  return useInfiniteQuery({
    queryKey: lendingKeys.history(type),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.earnHistory, earnHistoryPageSchema, {
        query: {
          type: type === 'all' ? undefined : type,
          pageNo: pageParam,
          size: HISTORY_PAGE_SIZE,
        },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The pairs on offer, with their ratios, rates and today's index prices. */
export function usePledgePairs({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: lendingKeys.pairs(),
    queryFn: ({ signal }) =>
      api.get(PATHS.pledgePairs, listOf(loanPairSchema), { signal, spinner: false }),
    refetchInterval: PRICE_POLL_MS,
    enabled,
  });
}

/** The caller's loans, open or closed, newest first. */
export function useLoans(scope: LoanScope) {
  return useInfiniteQuery({
    queryKey: lendingKeys.loanList(scope),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.pledgeOrders, pledgeLoanPageSchema, {
        query: { status: scope, pageNo: pageParam, pageSize: LOAN_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** One loan with its records; while it is open its figures are read again as prices move. */
export function useLoan(id: number) {
  return useQuery({
    queryKey: lendingKeys.loan(id),
    queryFn: ({ signal }) =>
      api.get(PATHS.pledgeOrder, pledgeLoanDetailSchema, {
        query: { id },
        signal,
        spinner: false,
      }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'accruing' || status === 'overdue' || status === 'liquidating'
        ? PRICE_POLL_MS
        : false;
    },
  });
}

/**
 * The spot wallet's available balance of a coin: what savings, collateral
 * and repayments come out of. Null while unknown.
 */
export function useSpotAvailable({ enabled = true }: { enabled?: boolean } = {}) {
  const overview = useWalletOverview({ enabled });
  const data = overview.data;
  return {
    overview,
    availableOf: (coin: string): string | null =>
      data ? (balanceIn(data, 'spot', coin)?.available ?? '0') : null,
  };
}
