import { useEffect } from 'react';
import { useStepUp, useStepUpState } from '../account/stepUp';

/**
 * Forgets the step-up token the moment it expires, so a screen that shows
 * "verified" while it holds one asks again instead of failing on submit.
 */
export function useStepUpExpiry(): void {
  const { token, expiresAtMs } = useStepUpState();
  useEffect(() => {
    if (token === null) return undefined;
    const timer = window.setTimeout(
      () => useStepUp.getState().clear(),
      Math.max(0, expiresAtMs - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [token, expiresAtMs]);
}
