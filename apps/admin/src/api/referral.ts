import {
  ADMIN_PATHS,
  complianceLogSchema,
  redPacketsConsoleSchema,
  referralAccrualsSchema,
  referralConsoleSchema,
  referralFlagsSchema,
  referralPermissionsSchema,
  type ReferralConsole,
  type ReferralProgramme,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { nullSchema, type Output, type QueryParams } from './client';
import { ApiError } from './errors';

export type ComplianceLogRow = Output<typeof complianceLogSchema>['list'][number];
export type ReferralPermissionRow = Output<typeof referralPermissionsSchema>['list'][number];
export type ReferralAccrualRow = Output<typeof referralAccrualsSchema>['list'][number];
export type ReferralBudgetRow = ReferralConsole['budget'][number];
export type ReferralFlagRow = Output<typeof referralFlagsSchema>['list'][number];
export type RedPacketRow = Output<typeof redPacketsConsoleSchema>['list'][number];
export type RedPacketClaimRow = RedPacketRow['claims'][number];

/**
 * REFERRAL_STALE: the programme changed since the form read it. Written out
 * rather than read from the catalogue (which would bring every message in
 * ten languages into the bundle); the referral test checks it against the
 * catalogue.
 */
export const REFERRAL_STALE_CODE = 28011;

export const isStale = (error: unknown): boolean =>
  error instanceof ApiError && error.code === REFERRAL_STALE_CODE;

/**
 * Query keys of the referral console. `console` is the programme, the
 * compliance switch and the budget in one answer, which every change
 * (programme, switch) answers anew.
 */
export const referralKeys = {
  all: ['referral'] as const,
  console: ['referral', 'console'] as const,
  complianceLog: (query: QueryParams) => ['referral', 'compliance', query] as const,
  complianceLogAll: ['referral', 'compliance'] as const,
  permissions: (query: QueryParams) => ['referral', 'permissions', query] as const,
  permissionsAll: ['referral', 'permissions'] as const,
  accruals: (query: QueryParams) => ['referral', 'accruals', query] as const,
  flags: (query: QueryParams) => ['referral', 'flags', query] as const,
  flagsAll: ['referral', 'flags'] as const,
  redPackets: (query: QueryParams) => ['referral', 'red-packets', query] as const,
};

/** The programme with its version, the compliance switch, tier overlaps and the budget per coin. */
export function useReferralConsole() {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.console,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.referralProgramme, referralConsoleSchema, { signal }),
  });
}

/** One page of the compliance switch's log, newest first. */
export function useComplianceLog(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.complianceLog(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.referralCompliance, complianceLogSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of operators' decisions on who may refer, newest first. */
export function useReferralPermissions(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.permissions(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.referralPermissions, referralPermissionsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of rebates, newest first, filtered by state, basis and the referrer's UID. */
export function useReferralAccruals(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.accruals(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.referralAccruals, referralAccrualsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * One page of linked pairs (a referrer and an invitee taken for one
 * person): only the flags in force, or with `all: 'true'` the cleared
 * ones too.
 */
export function useReferralFlags(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.flags(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.referralFlags, referralFlagsSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One page of red packets, filtered by status, each with its claims. */
export function useRedPackets(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.redPackets(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.redPackets, redPacketsConsoleSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The referral programme's changes. A change of the programme or of the
 * compliance switch answers with the whole console as it now is, put in
 * place at once; a permission decision reads the decisions again, and
 * clearing a linked pair reads the pairs again.
 */
export function useReferralActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const put = (view: ReferralConsole) => queryClient.setQueryData(referralKeys.console, view);
  return {
    saveProgramme: useMutation({
      mutationFn: (body: { programme: ReferralProgramme; version: number }) =>
        api.post(ADMIN_PATHS.referralProgramme, referralConsoleSchema, body),
      meta: { success: 'referral.saved' },
      onSuccess: put,
    }),
    setCompliance: useMutation({
      mutationFn: (body: { on: boolean; reason: string }) =>
        api.post(ADMIN_PATHS.referralCompliance, referralConsoleSchema, body),
      onSuccess: (view) => {
        notices.push('ok', {
          key: view.compliance.on ? 'referral.switchedOn' : 'referral.switchedOff',
        });
        put(view);
        return queryClient.invalidateQueries({ queryKey: referralKeys.complianceLogAll });
      },
    }),
    clearFlag: useMutation({
      mutationFn: (body: { referrerUid: string; inviteeUid: string; reason: string }) =>
        api.post(ADMIN_PATHS.referralFlagClear, nullSchema, body),
      meta: { success: 'referral.flagCleared' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.flagsAll }),
    }),
    decidePermission: useMutation({
      mutationFn: (body: { uid: string; mayRefer: boolean; reason: string }) =>
        api.post(ADMIN_PATHS.referralPermissions, nullSchema, body),
      meta: { success: 'referral.permissionSaved' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.permissionsAll }),
    }),
  };
}
