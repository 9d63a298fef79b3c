import {
  advancedDetailSchema,
  businessDepositPageSchema,
  businessStatusSchema,
  heldDocumentSchema,
  identityOverviewSchema,
  PATHS,
  primaryDetailSchema,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { accountKeys } from '../account/queries';

/** Under `account`: one user's verification never shows to the next after a logout or login. */
export const identityKeys = {
  all: () => [...accountKeys.all(), 'identity'] as const,
  overview: () => [...identityKeys.all(), 'overview'] as const,
  primary: () => [...identityKeys.all(), 'primary'] as const,
  advanced: () => [...identityKeys.all(), 'advanced'] as const,
  documents: () => [...identityKeys.all(), 'documents'] as const,
  business: () => [...identityKeys.all(), 'business'] as const,
  deposits: () => [...identityKeys.all(), 'deposits'] as const,
};

export const DEPOSIT_PAGE_SIZE = 20;

/**
 * Levels, limits and today's use. `toast: false` for places where it is a
 * side note (My), whose own screen should not be covered by its failure.
 */
export function useIdentityOverview({ toast = true }: { toast?: boolean } = {}) {
  return useQuery({
    queryKey: identityKeys.overview(),
    queryFn: ({ signal }) =>
      api.get(PATHS.identityOverview, identityOverviewSchema, { signal, spinner: false, toast }),
    staleTime: 10_000,
  });
}

export function usePrimaryDetail() {
  return useQuery({
    queryKey: identityKeys.primary(),
    queryFn: ({ signal }) =>
      api.post(PATHS.identityPrimaryDetail, primaryDetailSchema, { signal, spinner: false }),
  });
}

export function useAdvancedDetail() {
  return useQuery({
    queryKey: identityKeys.advanced(),
    queryFn: ({ signal }) =>
      api.post(PATHS.identityAdvancedDetail, advancedDetailSchema, { signal, spinner: false }),
  });
}

export function useHeldDocuments() {
  return useQuery({
    queryKey: identityKeys.documents(),
    queryFn: ({ signal }) =>
      api.get(PATHS.identityDocuments, listOf(heldDocumentSchema), { signal, spinner: false }),
  });
}

export function useBusinessStatus() {
  return useQuery({
    queryKey: identityKeys.business(),
    queryFn: ({ signal }) =>
      api.post(PATHS.businessStatus, businessStatusSchema, { signal, spinner: false }),
  });
}

/** The security deposit's movements, newest first, a page at a time. */
export function useBusinessDeposits() {
  return useInfiniteQuery({
    queryKey: identityKeys.deposits(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.post(PATHS.businessDeposits, businessDepositPageSchema, {
        body: { pageNo: pageParam, pageSize: DEPOSIT_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });
}
