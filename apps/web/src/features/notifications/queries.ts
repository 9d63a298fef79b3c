import {
  PATHS,
  notificationPageSchema,
  notificationSettingsViewSchema,
  notificationUnreadSchema,
  type Notification,
  type NotificationCategory,
  type NotificationPage,
  type NotificationUnread,
} from '@exchange/contracts';
import {
  useInfiniteQuery,
  useQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { useLocale } from '../../state/settings';
import { accountKeys } from '../account/queries';

/** The centre's filter: a category or all, unread only or not. */
export interface CentreFilter {
  readonly category: NotificationCategory | null;
  readonly unread: boolean;
}

/** Under `account`: one user's notifications never show to the next. */
export const notificationKeys = {
  all: () => [...accountKeys.all(), 'notifications'] as const,
  unread: () => [...notificationKeys.all(), 'unread'] as const,
  lists: () => [...notificationKeys.all(), 'list'] as const,
  /** Texts come in the request's language: the key carries it. */
  list: (filter: CentreFilter, locale: string) =>
    [...notificationKeys.lists(), filter.category ?? 'all', filter.unread, locale] as const,
  preferences: () => [...notificationKeys.all(), 'preferences'] as const,
};

export const NOTIFICATION_PAGE_SIZE = 20;

/** Signed in to the real account: the demo account is told nothing, and the server refuses it. */
export function useNotificationsEnabled(): boolean {
  return useSession((state) => state.token !== null && !state.demo);
}

/** Unread counts for the bell and the tabs, kept current by the `notifications` topic. */
export function useUnreadCounts() {
  const enabled = useNotificationsEnabled();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) =>
      api.get(PATHS.notificationsUnread, notificationUnreadSchema, { signal, spinner: false }),
    enabled,
  });
}

/** The centre's list, newest first, a page at a time (`before` the last one shown). */
export function useNotificationPages(filter: CentreFilter) {
  const locale = useLocale();
  const enabled = useNotificationsEnabled();
  return useInfiniteQuery({
    enabled,
    queryKey: notificationKeys.list(filter, locale),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.notifications, notificationPageSchema, {
        query: {
          limit: NOTIFICATION_PAGE_SIZE,
          ...(filter.category ? { category: filter.category } : {}),
          ...(filter.unread ? { unread: 'true' } : {}),
          ...(pageParam ? { before: pageParam } : {}),
        },
        signal,
        spinner: false,
      }),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

export function useNotificationPreferences() {
  const enabled = useNotificationsEnabled();
  return useQuery({
    enabled,
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) =>
      api.get(PATHS.notificationPreferences, notificationSettingsViewSchema, {
        signal,
        spinner: false,
      }),
  });
}

type Pages = InfiniteData<NotificationPage, string | null>;

/** Whether a list with `filter` shows `item`. */
const shows = (filter: readonly unknown[], item: Notification) => {
  const [, , , category, unreadOnly] = filter as [unknown, unknown, unknown, string, boolean];
  return (category === 'all' || category === item.category) && (!unreadOnly || !item.read);
};

/** A new notification goes on top of every list that shows it, without a refetch. */
export function prependNotification(queryClient: QueryClient, item: Notification): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({
    queryKey: notificationKeys.lists(),
  })) {
    if (data === undefined || !shows(key, item)) continue;
    const [first, ...rest] = data.pages;
    if (first === undefined || first.items.some((n) => n.id === item.id)) continue;
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: [{ ...first, items: [item, ...first.items] }, ...rest],
    });
  }
}

/** Marks notifications read in every list held (all of them, or those of a category). */
export function markReadInLists(
  queryClient: QueryClient,
  which: { ids: readonly string[] } | { category: NotificationCategory | null },
): void {
  const hit = (n: Notification) =>
    'ids' in which
      ? which.ids.includes(n.id)
      : which.category === null || n.category === which.category;
  queryClient.setQueriesData<Pages>({ queryKey: notificationKeys.lists() }, (data) =>
    data === undefined
      ? data
      : {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) => (hit(n) && !n.read ? { ...n, read: true } : n)),
          })),
        },
  );
}

/** Sets the total (from the stream) without losing the per-category counts held. */
export function setUnreadTotal(queryClient: QueryClient, total: number): void {
  queryClient.setQueryData<NotificationUnread>(notificationKeys.unread(), (held) =>
    held === undefined ? held : { ...held, total },
  );
}
