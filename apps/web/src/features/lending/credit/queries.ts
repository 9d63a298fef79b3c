import {
  creditLoanPageSchema,
  creditProductSchema,
  creditStatisticsSchema,
  PATHS,
  type CreditState,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { listOf } from '../../../api/schema';
import { lendingKeys } from '../queries';

export type CreditTab = CreditState | 'all';

/**
 * Under `lending` (so under `account`): one user's applications never show
 * to the next after a logout or login. Every read needs a real session, so
 * screens do not mount these in demo mode.
 */
export const creditKeys = {
  all: () => [...lendingKeys.all(), 'credit'] as const,
  products: () => [...creditKeys.all(), 'products'] as const,
  statistics: () => [...creditKeys.all(), 'statistics'] as const,
  histories: () => [...creditKeys.all(), 'history'] as const,
  history: (tab: CreditTab) => [...creditKeys.histories(), tab] as const,
};

/** Spec: credit history pages of 10. */
export const CREDIT_PAGE_SIZE = 10;

/** The products on offer: coin, range, term, rates and lender. */
export function useCreditProducts() {
  return useQuery({
    queryKey: creditKeys.products(),
    queryFn: ({ signal }) =>
      api.get(PATHS.creditProducts, listOf(creditProductSchema), { signal, spinner: false }),
  });
}

/** The open application or loan (one at a time), the counts and the per-coin totals. */
export function useCreditStatistics() {
  return useQuery({
    queryKey: creditKeys.statistics(),
    queryFn: ({ signal }) =>
      api.get(PATHS.creditStatistics, creditStatisticsSchema, { signal, spinner: false }),
  });
}

/** The caller's applications and loans, newest first, ten at a time, of one state or all. */
export function useCreditHistory(tab: CreditTab) {
  return useInfiniteQuery({
    queryKey: creditKeys.history(tab),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.creditHistory, creditLoanPageSchema, {
        query: {
          pageNo: pageParam,
          pageSize: CREDIT_PAGE_SIZE,
          status: tab === 'all' ? undefined : tab,
        },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });
}
