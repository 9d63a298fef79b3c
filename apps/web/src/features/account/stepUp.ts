import { create } from 'zustand';

/**
 * The step-up token from /safeVerify, kept in memory only: it proves a
 * recent second check and must not outlive the tab or reach localStorage.
 * Later screens (withdrawals, say) read it with `useStepUpToken()` and send
 * it with the sensitive request.
 */
interface StepUpState {
  token: string | null;
  expiresAtMs: number;
  remember: (token: string, expiresInS: number, nowMs?: number) => void;
  clear: () => void;
}

export const useStepUp = create<StepUpState>((set) => ({
  token: null,
  expiresAtMs: 0,
  remember: (token, expiresInS, nowMs = Date.now()) =>
    set({ token, expiresAtMs: nowMs + expiresInS * 1000 }),
  clear: () => set({ token: null, expiresAtMs: 0 }),
}));

/** The token if it is still valid at `nowMs`. */
export function validStepUpToken(
  state: Pick<StepUpState, 'token' | 'expiresAtMs'>,
  nowMs: number,
): string | null {
  return state.token !== null && nowMs < state.expiresAtMs ? state.token : null;
}

/** The current step-up token for a request, or null when the user must verify again. */
export function currentStepUpToken(nowMs = Date.now()): string | null {
  return validStepUpToken(useStepUp.getState(), nowMs);
}

/**
 * React view of the step-up: re-renders when a token arrives or is cleared.
 * Validity depends on the clock, so read it at the moment of use with
 * `currentStepUpToken()` (e.g. when sending the withdrawal), not at render.
 */
export function useStepUpState(): { token: string | null; expiresAtMs: number } {
  const token = useStepUp((state) => state.token);
  const expiresAtMs = useStepUp((state) => state.expiresAtMs);
  return { token, expiresAtMs };
}
