import {
  PATHS,
  notificationSettingsViewSchema,
  notificationUnreadSchema,
  type NotificationCategory,
  type NotificationPreferences,
} from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { markReadInLists, notificationKeys } from './queries';

/** Marks the named notifications read, or all of them (in a category); the counts come back. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      which: { ids: readonly string[] } | { all: true; category: NotificationCategory | null },
    ) =>
      api.post(PATHS.notificationsRead, notificationUnreadSchema, {
        body:
          'ids' in which
            ? { ids: which.ids }
            : { all: true, ...(which.category ? { category: which.category } : {}) },
        spinner: false,
      }),
    onSuccess: (counts, which) => {
      queryClient.setQueryData(notificationKeys.unread(), counts);
      markReadInLists(
        queryClient,
        'ids' in which ? { ids: which.ids } : { category: which.category },
      );
    },
  });
}

/**
 * Saves the preferences; the screen's switches wait while a save is on its
 * way, so a refusal (an email or phone not bound) reads back what the
 * server holds and never undoes a later change.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      api.post(PATHS.notificationPreferences, notificationSettingsViewSchema, {
        body: preferences,
      }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
