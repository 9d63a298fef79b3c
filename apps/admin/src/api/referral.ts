import {
  ADMIN_PATHS,
  activityConsoleSchema,
  bonusCreditsConsoleSchema,
  bonusSettingsSchema,
  complianceLogSchema,
  redPacketsConsoleSchema,
  referralAccrualsSchema,
  referralConsoleSchema,
  referralFlagsSchema,
  referralPermissionsSchema,
  type ActivityBody,
  type ActivityConsole,
  type BonusSettings,
  type BonusSettingsBody,
  type ReferralConsole,
  type ReferralProgramme,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { listOf, nullSchema, pathOf, type Output, type QueryParams } from './client';
import { ApiError } from './errors';

export type ComplianceLogRow = Output<typeof complianceLogSchema>['list'][number];
export type ReferralPermissionRow = Output<typeof referralPermissionsSchema>['list'][number];
export type ReferralAccrualRow = Output<typeof referralAccrualsSchema>['list'][number];
export type ReferralBudgetRow = ReferralConsole['budget'][number];
export type ReferralFlagRow = Output<typeof referralFlagsSchema>['list'][number];
export type RedPacketRow = Output<typeof redPacketsConsoleSchema>['list'][number];
export type RedPacketClaimRow = RedPacketRow['claims'][number];
export type BonusCreditRow = Output<typeof bonusCreditsConsoleSchema>['list'][number];

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
  activities: ['referral', 'activities'] as const,
  bonus: ['referral', 'bonus'] as const,
  bonusCredits: (query: QueryParams) => ['referral', 'bonus-credits', query] as const,
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

/** Every activity, drafts included, newest first, with who joined, was rewarded and waits. */
export function useActivities() {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.activities,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.activities, listOf(activityConsoleSchema), { signal }),
    select: (data): readonly ActivityConsole[] => data,
  });
}

/** What an activity is called in the console: its English title. */
export const activityTitle = (a: Pick<ActivityConsole, 'id' | 'title'>): string =>
  a.title.en_US?.trim() || `#${a.id}`;

/**
 * The changes to activities. Each answers with the activity as it now
 * is, put into the list at once (a new one first: the list is newest
 * first). A draft is saved to the activities path when new and to its own
 * path when changed (the server changes drafts only); publishing and
 * closing go to its status path.
 */
export function useActivityActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const put = (activity: ActivityConsole) =>
    queryClient.setQueryData<ActivityConsole[]>(referralKeys.activities, (list = []) =>
      list.some((a) => a.id === activity.id)
        ? list.map((a) => (a.id === activity.id ? activity : a))
        : [activity, ...list],
    );
  return {
    saveActivity: useMutation({
      mutationFn: (v: { id: number | null; body: ActivityBody }) =>
        api.post(
          v.id === null ? ADMIN_PATHS.activities : pathOf(ADMIN_PATHS.activity, { id: v.id }),
          activityConsoleSchema,
          v.body,
        ),
      onSuccess: (activity) => {
        notices.push('ok', {
          key: 'referral.activity.saved',
          params: { title: activityTitle(activity) },
        });
        put(activity);
      },
    }),
    setActivityStatus: useMutation({
      mutationFn: (v: { id: number; status: 'published' | 'closed' }) =>
        api.post(pathOf(ADMIN_PATHS.activityStatus, { id: v.id }), activityConsoleSchema, {
          status: v.status,
        }),
      onSuccess: (activity) => {
        const key =
          activity.status === 'closed' ? 'referral.activity.closed' : 'referral.activity.published';
        notices.push('ok', { key, params: { title: activityTitle(activity) } });
        put(activity);
      },
    }),
  };
}

/**
 * The sign-up bonus on offer (on or off, the amount in USDT, the turnover
 * as a multiple of it, who changed it last), with the credit still locked
 * in all and the promotions budget in USDT.
 */
export function useBonusSettings() {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.bonus,
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.bonusSettings, bonusSettingsSchema, { signal }),
  });
}

/** One page of sign-up bonuses granted, newest first, filtered by status, each with its progress. */
export function useBonusCredits(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: referralKeys.bonusCredits(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.bonusCredits, bonusCreditsConsoleSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * Changing the sign-up bonus: the answer is the settings as they now are,
 * put in place at once. Grants already made keep their terms, so the list
 * of grants is not read again.
 */
export function useBonusActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    saveBonus: useMutation({
      mutationFn: (body: BonusSettingsBody) =>
        api.post(ADMIN_PATHS.bonusSettings, bonusSettingsSchema, body),
      meta: { success: 'referral.bonus.saved' },
      onSuccess: (view: BonusSettings) => queryClient.setQueryData(referralKeys.bonus, view),
    }),
  };
}
