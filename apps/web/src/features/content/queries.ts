import {
  announcementListSchema,
  announcementSchema,
  faqItemSchema,
  helpArticleSchema,
  helpCategorySchema,
  pageSchema,
  PATHS,
  type Locale,
  type PAGE_SLUGS,
} from '@exchange/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { listOf } from '../../api/schema';
import { useLocale } from '../../state/settings';

export type PageSlug = (typeof PAGE_SLUGS)[number];

export const ANNOUNCEMENT_PAGE_SIZE = 10;
const CONTENT_STALE_MS = 60_000;

/** Server content is translated, so every key carries the locale: a language switch refetches. */
export const contentKeys = {
  all: (locale: Locale) => ['content', locale] as const,
  announcements: (locale: Locale) => [...contentKeys.all(locale), 'announcements'] as const,
  announcement: (locale: Locale, id: number) =>
    [...contentKeys.all(locale), 'announcement', id] as const,
  helpCategories: (locale: Locale) => [...contentKeys.all(locale), 'helpCategories'] as const,
  helpArticle: (locale: Locale, id: number) => [...contentKeys.all(locale), 'help', id] as const,
  faq: (locale: Locale) => [...contentKeys.all(locale), 'faq'] as const,
  page: (locale: Locale, slug: PageSlug) => [...contentKeys.all(locale), 'page', slug] as const,
};

export function useAnnouncements() {
  const locale = useLocale();
  return useInfiniteQuery({
    queryKey: contentKeys.announcements(locale),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.announcementList, announcementListSchema, {
        query: { pageNo: pageParam, pageSize: ANNOUNCEMENT_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
    staleTime: CONTENT_STALE_MS,
  });
}

/** The newest few announcements for the home ticker, without a spinner. */
export function useLatestAnnouncements(count = 5) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...contentKeys.announcements(locale), 'latest', count] as const,
    queryFn: ({ signal }) =>
      api.get(PATHS.announcementList, announcementListSchema, {
        query: { pageNo: 1, pageSize: count },
        signal,
        spinner: false,
        toast: false,
      }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useAnnouncement(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.announcement(locale, id ?? 0),
    queryFn: ({ signal }) =>
      api.get(PATHS.announcementDetail, announcementSchema, { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useHelpCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.helpCategories(locale),
    queryFn: ({ signal }) => api.get(PATHS.helpCategories, listOf(helpCategorySchema), { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useHelpArticle(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.helpArticle(locale, id ?? 0),
    queryFn: ({ signal }) =>
      api.get(PATHS.helpDetail, helpArticleSchema, { query: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: CONTENT_STALE_MS,
  });
}

export function useFaq() {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.faq(locale),
    queryFn: ({ signal }) => api.get(PATHS.faq, listOf(faqItemSchema), { signal }),
    staleTime: CONTENT_STALE_MS,
  });
}

export function usePage(slug: PageSlug) {
  const locale = useLocale();
  return useQuery({
    queryKey: contentKeys.page(locale, slug),
    queryFn: ({ signal }) => api.get(PATHS.page, pageSchema, { query: { slug }, signal }),
    staleTime: CONTENT_STALE_MS,
  });
}
