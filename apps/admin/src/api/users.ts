import {
  ADMIN_PATHS,
  adminResetRequestPageSchema,
  adminSecurityLogPageSchema,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
  ledgerPageSchema,
  type USER_STATUSES,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { nullSchema, pathOf, type Output, type QueryParams } from './client';
import { keys } from './keys';

export type UserStatus = (typeof USER_STATUSES)[number];
export type AdminResetRequest = Output<typeof adminResetRequestPageSchema>['list'][number];
export type SecurityLogEntry = Output<typeof adminSecurityLogPageSchema>['list'][number];
export type AdminBalance = Output<typeof adminUserDetailSchema>['balances'][number];

export function useUsers(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.users.list(query),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.users, adminUserPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.users.one(id),
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.user, { id }), adminUserDetailSchema, { signal }),
  });
}

export function useUserLedger(id: number, query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: [...keys.users.one(id), 'ledger', query],
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.userLedger, { id }), ledgerPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUserSecurityLog(id: number, query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: [...keys.users.one(id), 'security-log', query],
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.userSecurityLog, { id }), adminSecurityLogPageSchema, {
        query,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetUserStatus() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; status: UserStatus; reason: string }) =>
      api.post(pathOf(ADMIN_PATHS.userStatus, v), adminUserSchema, {
        status: v.status,
        reason: v.reason,
      }),
    meta: { success: 'user.statusChanged' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.users.all }),
  });
}

export function useResets(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.resets.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.resetRequests, adminResetRequestPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideReset() {
  const api = useApi();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: keys.resets.all });
  return {
    approve: useMutation({
      mutationFn: (v: { id: number }) => api.post(pathOf(ADMIN_PATHS.resetApprove, v), nullSchema),
      meta: { success: 'resets.approved' },
      onSuccess: invalidate,
    }),
    reject: useMutation({
      mutationFn: (v: { id: number; reason: string }) =>
        api.post(pathOf(ADMIN_PATHS.resetReject, v), nullSchema, { reason: v.reason }),
      meta: { success: 'resets.rejected' },
      onSuccess: invalidate,
    }),
  };
}
