import {
  bonusSchema,
  PATHS,
  promotionGenerationsSchema,
  promotionInviteesPageSchema,
  promotionSummarySchema,
  rebateRecordsPageSchema,
  type Locale,
} from '@exchange/contracts';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useLocale } from '../../state/settings';
import { accountKeys } from '../account/queries';

/**
 * Everything here is the signed-in user's own (their code, downline and
 * rebates), so it sits under `account` and is dropped at login and logout.
 * Nothing is translated by the server but the poster, whose key carries the
 * locale. The server refuses a demo session, so none of these is read in
 * demo mode.
 */
export const promoteKeys = {
  all: () => [...accountKeys.all(), 'promote'] as const,
  summary: () => [...promoteKeys.all(), 'summary'] as const,
  generations: () => [...promoteKeys.all(), 'generations'] as const,
  invitees: (generation: number | null) =>
    [...promoteKeys.all(), 'invitees', generation ?? 'all'] as const,
  records: () => [...promoteKeys.all(), 'records'] as const,
  poster: (locale: Locale) => [...promoteKeys.all(), 'poster', locale] as const,
  bonus: () => [...promoteKeys.all(), 'bonus'] as const,
};

export const PROMOTE_PAGE_SIZE = 20;

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** The caller's code and link, referrer, tier, the programme's rules and their rebates to claim. */
export function usePromotionSummary(enabled = true) {
  return useQuery({
    queryKey: promoteKeys.summary(),
    queryFn: enabled
      ? ({ signal }) =>
          api.get(PATHS.promotionSummary, promotionSummarySchema, { signal, spinner: false })
      : skipToken,
  });
}

/**
 * The sign-up bonus on offer, or the caller's promotional credit with what
 * it still locks and the trading still needed. Quiet: it is a side note on
 * the promotion centre and the withdrawal screen, whose failure should not
 * cover them with a toast; the card is simply not shown.
 */
export function usePromotionBonus(enabled = true) {
  return useQuery({
    queryKey: promoteKeys.bonus(),
    queryFn: enabled
      ? ({ signal }) =>
          api.get(PATHS.promotionBonus, bonusSchema, { signal, spinner: false, toast: false })
      : skipToken,
  });
}

/** The caller's customers by generation: head counts, verified, recharge and rebates. */
export function usePromotionGenerations() {
  return useQuery({
    queryKey: promoteKeys.generations(),
    queryFn: ({ signal }) =>
      api.get(PATHS.promotionGenerations, promotionGenerationsSchema, { signal, spinner: false }),
  });
}

/** The caller's invitees, newest first, names masked; of one generation or all. */
export function usePromotionInvitees(generation: number | null) {
  return useInfiniteQuery({
    queryKey: promoteKeys.invitees(generation),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.promotionInvitees, promotionInviteesPageSchema, {
        query: {
          pageNo: pageParam,
          pageSize: PROMOTE_PAGE_SIZE,
          generation: generation ?? undefined,
        },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The caller's rebates, newest first, each paid or recorded with why it was not. */
export function usePromotionRecords() {
  return useInfiniteQuery({
    queryKey: promoteKeys.records(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.promotionRecords, rebateRecordsPageSchema, {
        query: { pageNo: pageParam, pageSize: PROMOTE_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/**
 * The server-rendered poster (PNG bytes, in the reader's language), read
 * with the session by the poster sheet when it opens; kept for later
 * openings, since the code on it never changes.
 */
export function usePromotionPoster() {
  const locale = useLocale();
  return useQuery({
    queryKey: promoteKeys.poster(locale),
    queryFn: ({ signal }) =>
      api.file(PATHS.promotionPoster, {
        // The link on the poster starts with the address this app is served from.
        query: { lang: locale, origin: window.location.origin },
        signal,
        spinner: false,
      }),
    staleTime: Infinity,
    // A failed poster says so in the sheet, with a retry; the toast has been shown once.
    retry: false,
  });
}
