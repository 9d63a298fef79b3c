import {
  countrySchema,
  PATHS,
  securityLogSchema,
  securityOverviewSchema,
  googleSecretSchema,
  sessionSchema,
  type Locale,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, type Schema } from '../../api';
import { listOf } from '../../api/schema';
import { useSession } from '../../state/session';
import { useLocale } from '../../state/settings';
import { memberOf } from './session';

/** Everything under `account` belongs to the signed-in user and is dropped on login and logout. */
export const accountKeys = {
  all: () => ['account'] as const,
  member: () => [...accountKeys.all(), 'member'] as const,
  overview: () => [...accountKeys.all(), 'overview'] as const,
  securityLog: () => [...accountKeys.all(), 'securityLog'] as const,
  /**
   * Outside `account` on purpose: invalidating the account after a security
   * change must not fetch a fresh secret (it is shown once, and the server
   * refuses one when an authenticator is already bound). It is dropped when
   * its screen closes (gcTime 0), so it never outlives the user.
   */
  googleSecret: () => ['googleSecret'] as const,
  /** Country names are translated, so the key carries the locale. */
  countries: (locale: Locale) => ['countries', locale] as const,
};

/** For writes whose reply carries nothing the screen uses. */
export const ignoreReply: Schema<unknown> = {
  safeParse: (data: unknown) => ({ success: true, data }),
};

export const SECURITY_LOG_PAGE_SIZE = 20;

/** The signed-in user's session data; also refreshes the shell's member fields. */
export function useMemberInfo() {
  const token = useSession((state) => state.token);
  return useQuery({
    queryKey: accountKeys.member(),
    queryFn: async ({ signal }) => {
      const askedWith = useSession.getState().token;
      const session = await api.get(PATHS.memberInfo, sessionSchema, { signal, spinner: false });
      // A reply that lands after logging out, or after switching to or from
      // demo, must not bring that session's member back.
      if (askedWith !== null && useSession.getState().token === askedWith) {
        useSession.getState().setMember(memberOf(session));
      }
      return session;
    },
    enabled: token !== null,
    staleTime: 30_000,
  });
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: accountKeys.overview(),
    queryFn: ({ signal }) =>
      api.get(PATHS.securityOverview, securityOverviewSchema, { signal, spinner: false }),
  });
}

/** Loaded only once a phone field is shown. */
export function useCountries(enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: accountKeys.countries(locale),
    queryFn: ({ signal }) =>
      api.get(PATHS.countries, listOf(countrySchema), { signal, spinner: false }),
    enabled,
    staleTime: Infinity,
  });
}

export function useSecurityLog() {
  return useInfiniteQuery({
    queryKey: accountKeys.securityLog(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.securityLog, securityLogSchema, {
        query: { pageNo: pageParam, pageSize: SECURITY_LOG_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
  });
}

/**
 * A new authenticator secret. The server shows it once, so it is never
 * refetched behind the user's back and is forgotten when the screen closes.
 */
export function useGoogleSecret(enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.googleSecret(),
    queryFn: ({ signal }) => api.get(PATHS.googleSecret, googleSecretSchema, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
