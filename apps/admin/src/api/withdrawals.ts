import {
  ADMIN_PATHS,
  adminWithdrawalPageSchema,
  adminDepositPageSchema,
  withdrawalSchema,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useApi } from '../app/context';
import { pathOf, type Output, type QueryParams } from './client';
import { keys } from './keys';

export type AdminWithdrawal = Output<typeof adminWithdrawalPageSchema>['list'][number];
export type AdminDeposit = Output<typeof adminDepositPageSchema>['list'][number];

export function useWithdrawals(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.withdrawals.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.withdrawals, adminWithdrawalPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * An approval; `totp`, the operator's current authenticator code, goes with
 * one that needs it. `quiet`: the screen shows the refusal itself (the code
 * dialog does, beside the code).
 */
export function useApproveWithdrawal(options: { quiet?: boolean } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; totp?: string }) =>
      api.post(
        pathOf(ADMIN_PATHS.withdrawalApprove, v),
        withdrawalSchema,
        v.totp === undefined ? {} : { totp: v.totp },
      ),
    meta: { success: 'withdrawals.approved', ...(options.quiet ? { quiet: true } : {}) },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.withdrawals.all }),
  });
}

export function useRejectWithdrawal() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      api.post(pathOf(ADMIN_PATHS.withdrawalReject, v), withdrawalSchema, { reason: v.reason }),
    meta: { success: 'withdrawals.rejected' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.withdrawals.all }),
  });
}

export function useApproveDeposit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number }) => api.post(pathOf(ADMIN_PATHS.depositApprove, v), z.null()),
    meta: { success: 'deposits.approved' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deposits.all }),
  });
}

export function useRejectDeposit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      api.post(pathOf(ADMIN_PATHS.depositReject, v), z.null(), { reason: v.reason }),
    meta: { success: 'deposits.rejected' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deposits.all }),
  });
}

export function useDeposits(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.deposits.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.deposits, adminDepositPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
