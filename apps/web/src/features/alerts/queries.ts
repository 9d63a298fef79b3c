import { PATHS, alertListSchema } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { accountKeys } from '../account/queries';
import type { AlertTab } from './paths';

/** Under `account`: one user's alerts never show to the next. */
export const alertKeys = {
  all: () => [...accountKeys.all(), 'alerts'] as const,
  list: (tab: AlertTab) => [...alertKeys.all(), tab] as const,
};

/** The real account only: alerts are told in its notification centre; the server refuses a demo session. */
export function useAlertsEnabled(): boolean {
  return useSession((state) => state.token !== null && !state.demo);
}

/** Active alerts or the history, newest first, with the active count and the most allowed. */
export function useAlerts(tab: AlertTab) {
  const enabled = useAlertsEnabled();
  return useQuery({
    enabled,
    queryKey: alertKeys.list(tab),
    queryFn: ({ signal }) =>
      api.get(PATHS.alerts, alertListSchema, { query: { status: tab }, signal, spinner: false }),
  });
}
