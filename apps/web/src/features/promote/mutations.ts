import { ERROR_CODES, PATHS, promotionClaimSchema } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { ignoreReply } from '../account/queries';
import { walletKeys } from '../wallet/queries';
import { promoteKeys } from './queries';

/**
 * Refusals of a referrer's code that the form shows under its field rather
 * than as a toast: each is about what the user typed or their account.
 */
export const BIND_FIELD_CODES: readonly number[] = [
  ERROR_CODES.REFERRAL_CODE_WRONG,
  ERROR_CODES.REFERRER_NO_RIGHT,
  ERROR_CODES.REFERRER_LOCKED,
  ERROR_CODES.REFERRAL_SELF,
  ERROR_CODES.REFERRAL_CYCLE,
  ERROR_CODES.REFERRAL_BIND_CLOSED,
];

/**
 * Every vested rebate into the spot wallet, once a day (UTC). The server
 * refuses a second claim of the day, so a retry never pays twice. Either
 * way the summary and records are read again: a refusal means they were stale.
 */
export function usePromotionClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(PATHS.promotionClaim, promotionClaimSchema),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: promoteKeys.summary() });
      void queryClient.invalidateQueries({ queryKey: promoteKeys.records() });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: walletKeys.all() }),
  });
}

/** Adds a referrer by their code, within the window after registering, once. */
export function usePromotionBind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post(PATHS.promotionBind, ignoreReply, {
        body: { code },
        quietCodes: BIND_FIELD_CODES,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: promoteKeys.summary() }),
  });
}
