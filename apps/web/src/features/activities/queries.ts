import { activitiesSchema, PATHS, type Locale } from '@exchange/contracts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useLocale } from '../../state/settings';
import { accountKeys } from '../account/queries';

/**
 * Activities as the caller sees them (each with their own state, progress
 * and address), so they sit under `account` and are dropped at login and
 * logout. Titles and bodies are translated by the server, so the key
 * carries the locale. The server refuses a demo session, so nothing here
 * is read in demo mode.
 */
export const activityKeys = {
  all: () => [...accountKeys.all(), 'activities'] as const,
  list: (locale: Locale) => [...activityKeys.all(), 'list', locale] as const,
};

/** The published activities, with the caller's state in each. */
export function useActivities(enabled = true) {
  const locale = useLocale();
  return useQuery({
    queryKey: activityKeys.list(locale),
    queryFn: enabled
      ? ({ signal }) => api.get(PATHS.activities, activitiesSchema, { signal, spinner: false })
      : skipToken,
  });
}
