import { ERROR_CODES } from '@exchange/contracts';
import { useState } from 'react';
import { isApiError } from '../../api';
import { currentStepUpToken, useStepUp } from '../account/stepUp';

/** A change the server makes only with a step-up token; rejects when it was refused. */
export type Guarded = (stepUpToken: string) => Promise<unknown>;

/** The step-up cannot be used again after the server said it is missing or spent. */
export const isStepUpRefusal = (error: unknown): boolean =>
  isApiError(error) && error.code === ERROR_CODES.STEP_UP_REQUIRED;

/**
 * Runs a change that needs a step-up (`/safeVerify`'s token, as withdrawals
 * use it): at once with a token still held, or once the user has verified
 * (`asking` shows the verification; `verified` goes on). The server spends
 * the token with the change, so it is forgotten after a success; a refusal
 * for want of one asks again. Other refusals are already toasted and leave
 * the token, unspent, for the next try.
 */
export function useStepUpGate() {
  const [waiting, setWaiting] = useState<Guarded | null>(null);

  const attempt = async (action: Guarded, token: string): Promise<void> => {
    try {
      await action(token);
    } catch (error) {
      if (isStepUpRefusal(error)) {
        useStepUp.getState().clear();
        setWaiting(() => action);
      }
      return;
    }
    useStepUp.getState().clear();
  };

  const run = (action: Guarded) => {
    const token = currentStepUpToken();
    if (token === null) setWaiting(() => action);
    else void attempt(action, token);
  };

  const verified = () => {
    const action = waiting;
    setWaiting(null);
    const token = currentStepUpToken();
    if (action !== null && token !== null) void attempt(action, token);
  };

  return { run, asking: waiting !== null, verified, cancel: () => setWaiting(null) };
}
