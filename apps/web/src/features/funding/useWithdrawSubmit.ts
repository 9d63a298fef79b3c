import { ERROR_CODES, type Withdrawal } from '@exchange/contracts';
import { useState } from 'react';
import { isApiError } from '../../api';
import { useStepUp } from '../account/stepUp';
import { outcomeOf, type Outcome } from '../wallet/requestId';
import { draftFingerprint, useWithdrawDraft, type WithdrawDraft } from './draft';
import { useApplyWithdrawal } from './mutations';

/**
 * Replies after which the step-up token cannot be used again: the server
 * says it is missing or spent, or refused the withdrawal after spending it
 * (the balance is checked once the token is consumed).
 */
const STEP_UP_SPENT: readonly number[] = [
  ERROR_CODES.STEP_UP_REQUIRED,
  ERROR_CODES.INSUFFICIENT_BALANCE,
];

/**
 * Sends the withdrawal with a request id that is reused for a retry of the
 * same draft (see createRequestIds), so an attempt whose answer was lost is
 * replayed by the server rather than applied twice. Resolves with the
 * withdrawal, or null when it failed (already toasted by the API client);
 * `outcome` says whether it may have gone through anyway.
 */
export function useWithdrawSubmit() {
  const apply = useApplyWithdrawal();
  const ids = useWithdrawDraft((state) => state.ids);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (
    draft: WithdrawDraft,
    secrets: { fundPassword: string; stepUpToken: string },
  ): Promise<Withdrawal | null> => {
    const requestId = ids.idFor(draftFingerprint(draft));
    setOutcome(null);
    try {
      const withdrawal = await apply.mutateAsync({ ...draft, ...secrets, requestId });
      ids.settle('applied');
      setOutcome('applied');
      // The server consumed the token; the next withdrawal needs a fresh check.
      useStepUp.getState().clear();
      return withdrawal;
    } catch (error) {
      const settled = outcomeOf(error);
      ids.settle(settled);
      setOutcome(settled);
      if (isApiError(error) && error.code !== null && STEP_UP_SPENT.includes(error.code)) {
        useStepUp.getState().clear();
      }
      return null;
    }
  };

  return { submit, outcome, isPending: apply.isPending };
}
