import {
  ADMIN_PATHS,
  adjustmentPageSchema,
  adjustmentSchema,
  dashboardTodaySchema,
  ledgerCheckSchema,
  ledgerPageSchema,
  systemAccountSchema,
  type ADJUSTMENT_KINDS,
  type UserWalletName,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { z } from 'zod';
import { pathOf, type Output, type QueryParams } from './client';
import { keys } from './keys';

/** The dashboard's cadence: the checker is cheap enough to run this often. */
export const LEDGER_CHECK_REFRESH_MS = 10_000;

export type SystemAccount = Output<typeof systemAccountSchema>;

/** The platform's own accounts, refreshed with the checker. */
export function useSystemAccounts(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['ledger', 'system-accounts'],
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.ledgerSystemAccounts, z.array(systemAccountSchema), { signal }),
    refetchInterval: LEDGER_CHECK_REFRESH_MS,
    enabled,
  });
}

/** Today's business figures and the queues waiting now, refreshed with the checker. */
export function useDashboardToday(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['dashboard', 'today'],
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.dashboardToday, dashboardTodaySchema, { signal }),
    refetchInterval: LEDGER_CHECK_REFRESH_MS,
    enabled,
  });
}

export function useLedgerCheck(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['ledger', 'check'],
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.ledgerCheck, ledgerCheckSchema, { signal }),
    refetchInterval: LEDGER_CHECK_REFRESH_MS,
    staleTime: 0,
    enabled,
  });
}

export function useLedger(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.ledger.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.ledgerTransactions, ledgerPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdjustments(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.adjustments.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.adjustments, adjustmentPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface AdjustmentRequest {
  /** The user's UID and wallet; an insurance-fund top-up names neither. */
  uid?: string;
  kind: (typeof ADJUSTMENT_KINDS)[number];
  wallet?: UserWalletName;
  asset: string;
  /** A decimal string, as typed: the console never turns money into a number. */
  amount: string;
  reason: string;
  /** Chosen once per form, so a retry after a lost answer cannot ask twice. */
  requestId: string;
}

/** A decided adjustment moves money: balances and the ledger change with it. */
function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.adjustments.all }),
      queryClient.invalidateQueries({ queryKey: keys.ledger.all }),
      queryClient.invalidateQueries({ queryKey: keys.users.all }),
    ]);
}

export function useAdjustmentActions() {
  const api = useApi();
  const invalidate = useInvalidateMoney();
  return {
    request: useMutation({
      mutationFn: (body: AdjustmentRequest) =>
        api.post(ADMIN_PATHS.adjustments, adjustmentSchema, body),
      meta: { success: 'adjustments.requested' },
      onSuccess: invalidate,
    }),
    approve: useMutation({
      mutationFn: (v: { id: number }) =>
        api.post(pathOf(ADMIN_PATHS.adjustmentApprove, v), adjustmentSchema),
      meta: { success: 'adjustments.approved' },
      onSuccess: invalidate,
    }),
    reject: useMutation({
      mutationFn: (v: { id: number; reason: string }) =>
        api.post(pathOf(ADMIN_PATHS.adjustmentReject, v), adjustmentSchema, {
          reason: v.reason,
        }),
      meta: { success: 'adjustments.rejected' },
      onSuccess: invalidate,
    }),
  };
}
