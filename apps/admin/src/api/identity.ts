import type { businessDepositOptionSchema } from '@exchange/contracts';
import {
  ADMIN_PATHS,
  businessQueueItemSchema,
  businessQueuePageSchema,
  identityApplicationSchema,
  identityQueuePageSchema,
  identitySettingsSchema,
  levelLimitsReplySchema,
  businessDepositsReplySchema,
  type IdentityApplication,
  type IdentityDocument,
  type LevelLimit,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi, useServices } from '../app/context';
import type { KeyedMessage, TextKey } from '../i18n';
import { pathOf, type Output, type QueryParams } from './client';
import { keys } from './keys';

export type IdentityQueueItem = Output<typeof identityQueuePageSchema>['list'][number];
export type BusinessItem = Output<typeof businessQueueItemSchema>;
export type DepositOption = Output<typeof businessDepositOptionSchema>;

const limitsSchema = levelLimitsReplySchema;
const depositsSchema = businessDepositsReplySchema;

export function useIdentityQueue(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.identity.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.identityQueue, identityQueuePageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One application in full; the server records each read as an opening of it. */
export function useIdentityApplication(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.identity.one(id),
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.identityApplication, { id }), identityApplicationSchema, {
        signal,
      }),
  });
}

export interface DocumentImage {
  /** An object URL of the photo, revoked when the component that asked goes away. */
  readonly url: string | null;
  readonly error: unknown;
  /** Asks again after a failure (another recorded view). */
  reload(): void;
}

/**
 * One document photo of an application, fetched once per mount. Not a
 * react-query query on purpose: every fetch is a view the user is told
 * about, and the query client refetches everything on a switch of language.
 */
export function useIdentityDocument(id: number, document: IdentityDocument): DocumentImage {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ url: string | null; error: unknown }>({
    url: null,
    error: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    // StrictMode mounts, unmounts and mounts again at once: a request sent on the first
    // mount would be a second recorded view. The unmount clears the timer before it fires.
    const timer = setTimeout(() => {
      api
        .blob(pathOf(ADMIN_PATHS.identityDocument, { id, document }), {
          signal: controller.signal,
        })
        .then((blob) => {
          if (controller.signal.aborted) return;
          url = URL.createObjectURL(blob);
          setState({ url, error: null });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setState({ url: null, error });
        });
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, id, document, attempt]);
  return {
    ...state,
    reload: () => {
      setState({ url: null, error: null });
      setAttempt((n) => n + 1);
    },
  };
}

/** What the notice says after an approval, from the state the server answered with. */
function identityApproval(application: IdentityApplication): KeyedMessage {
  const params = { id: application.id };
  return application.status === 'under_review' && application.firstApprovedBy !== null
    ? { key: 'identity.firstApproved', params }
    : { key: 'identity.approved', params };
}

function businessApproval(item: BusinessItem): KeyedMessage {
  const params = { id: item.id };
  switch (item.status) {
    case 'refund_in_progress':
      return { key: 'business.refundStarted', params };
    case 'refunded':
      return { key: 'business.refunded', params };
    case 'applied':
      return { key: 'business.firstApproved', params };
    default:
      return { key: 'business.approved', params };
  }
}

/**
 * The decisions on an application. Each answers with the application as it
 * now is, shown at once; the queue and the application are then read again.
 */
export function useIdentityActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const settle = (application: IdentityApplication) => {
    queryClient.setQueryData(keys.identity.one(application.id), application);
    return queryClient.invalidateQueries({ queryKey: keys.identity.all });
  };
  return {
    // The notice depends on the answer (first or final approval), so it is pushed here.
    approve: useMutation({
      mutationFn: (v: { id: number }) =>
        api.post(pathOf(ADMIN_PATHS.identityApprove, v), identityApplicationSchema, {}),
      onSuccess: (application) => {
        notices.push('ok', identityApproval(application));
        return settle(application);
      },
    }),
    reject: useMutation({
      mutationFn: (v: { id: number; reason: string; note: string; final: boolean }) =>
        api.post(pathOf(ADMIN_PATHS.identityReject, { id: v.id }), identityApplicationSchema, {
          reason: v.reason,
          note: v.note,
          final: v.final,
        }),
      meta: { success: 'identity.rejected' },
      onSuccess: settle,
    }),
    resubmit: useMutation({
      mutationFn: (v: { id: number; document: IdentityDocument; reason: string }) =>
        api.post(pathOf(ADMIN_PATHS.identityResubmit, v), identityApplicationSchema, {
          document: v.document,
          reason: v.reason,
        }),
      meta: { success: 'identity.resubmitted' },
      onSuccess: settle,
    }),
    reopen: useMutation({
      mutationFn: (v: { id: number }) =>
        api.post(pathOf(ADMIN_PATHS.identityReopen, v), identityApplicationSchema, {}),
      meta: { success: 'identity.reopened' },
      onSuccess: settle,
    }),
  };
}

export function useBusinessQueue(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.business.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.businessQueue, businessQueuePageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A maker-checker step: the notice says which step the server took. */
function useBusinessApproval(path: string) {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number }) => api.post(pathOf(path, v), businessQueueItemSchema, {}),
    onSuccess: (item) => {
      notices.push('ok', businessApproval(item));
      return queryClient.invalidateQueries({ queryKey: keys.business.all });
    },
  });
}

function useBusinessDecision(path: string, success: TextKey) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; reason: string; note: string }) =>
      api.post(pathOf(path, v), businessQueueItemSchema, { reason: v.reason, note: v.note }),
    meta: { success },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.business.all }),
  });
}

/** The decisions on a business certification; approvals and refunds take two operators. */
export function useBusinessActions() {
  return {
    approve: useBusinessApproval(ADMIN_PATHS.businessApprove),
    refuse: useBusinessDecision(ADMIN_PATHS.businessRefuse, 'business.refused'),
    refundApprove: useBusinessApproval(ADMIN_PATHS.businessRefundApprove),
    refundReject: useBusinessDecision(ADMIN_PATHS.businessRefundReject, 'business.refundRejected'),
  };
}

/** The daily limits of the four levels (0 not verified to 3 notarised). */
export function useLevelLimits() {
  const api = useApi();
  return useQuery({
    queryKey: keys.identityLimits.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.identityLimits, limitsSchema, { signal }),
    select: (data) => data.limits,
  });
}

/** How long a failed application's documents are kept. */
export function useIdentitySettings() {
  const api = useApi();
  return useQuery({
    queryKey: keys.identitySettings.all,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.identitySettings, identitySettingsSchema, { signal }),
  });
}

/** The business security deposit per coin. */
export function useBusinessDeposits() {
  const api = useApi();
  return useQuery({
    queryKey: keys.businessDeposits.all,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.businessDepositConfig, depositsSchema, { signal }),
    select: (data) => data.deposits,
  });
}

/**
 * The configuration of identity. Each sends its whole table: the server
 * takes all four levels at once, and the deposit list as the coins offered.
 */
export function useIdentityConfigActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    saveLimits: useMutation({
      mutationFn: (v: { limits: LevelLimit[] }) =>
        api.post(ADMIN_PATHS.identityLimits, limitsSchema, v),
      meta: { success: 'identityConfig.limitsSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.identityLimits.all, data),
    }),
    saveSettings: useMutation({
      mutationFn: (v: { failedRetentionDays: number }) =>
        api.post(ADMIN_PATHS.identitySettings, identitySettingsSchema, v),
      meta: { success: 'identityConfig.retentionSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.identitySettings.all, data),
    }),
    saveDeposits: useMutation({
      mutationFn: (v: { deposits: DepositOption[] }) =>
        api.post(ADMIN_PATHS.businessDepositConfig, depositsSchema, v),
      meta: { success: 'identityConfig.depositsSaved' },
      onSuccess: (data) => queryClient.setQueryData(keys.businessDeposits.all, data),
    }),
  };
}
