import { activitySchema, ERROR_CODES, PATHS, type Activity } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api';
import { walletKeys } from '../wallet/queries';
import { activityKeys } from './queries';

/** Refusals of a join shown on the activity's card in the server's words, never toasted. */
export const JOIN_CARD_CODES: readonly number[] = [
  ERROR_CODES.ACTIVITY_NOT_FOUND,
  ERROR_CODES.ACTIVITY_EXPIRED,
  ERROR_CODES.ACTIVITY_NOT_STARTED,
  ERROR_CODES.ACTIVITY_ALREADY_JOINED,
  ERROR_CODES.ACTIVITY_ADDRESS_REQUIRED,
  ERROR_CODES.ACTIVITY_ADDRESS_CLAIMED,
  ERROR_CODES.ACTIVITY_FULL,
  ERROR_CODES.ACTIVITY_BUDGET_SHORT,
  ERROR_CODES.FIELD_FORMAT,
];

/** The server's words for a refusal the card shows; null for what was toasted. */
export function joinFailureOf(error: unknown): string | null {
  if (!isApiError(error) || error.code === null || !JOIN_CARD_CODES.includes(error.code)) {
    return null;
  }
  return error.message;
}

/**
 * Joins an activity (a claim pays at once into the spot wallet). The
 * answer replaces the activity in the list; a refusal means what the screen
 * showed was stale, so the list is read again either way.
 */
export function useActivityJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; address?: string }) =>
      api.post(PATHS.activityJoin, activitySchema, { body, quietCodes: JOIN_CARD_CODES }),
    onSuccess: (activity) => {
      queryClient.setQueriesData<Activity[]>({ queryKey: activityKeys.all() }, (list) =>
        list?.map((item) => (item.id === activity.id ? { ...item, ...activity } : item)),
      );
      if (activity.state === 'joined') {
        void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
      }
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: activityKeys.all() }),
  });
}
