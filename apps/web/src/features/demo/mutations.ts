import { demoSessionSchema, demoStatusSchema, PATHS, type DemoSession } from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession, type Member } from '../../state/session';
import { accountKeys, ignoreReply } from '../account/queries';
import { demoKeys } from './queries';

/**
 * Switching between the real and the demo account. Each switch happens
 * inside its mutation function, so it completes even if the button that
 * asked unmounts (react-query drops per-call callbacks of unmounted callers).
 */

/** The shell's member fields until /member/info answers for the demo account. */
function demoMemberOf(session: DemoSession): Member {
  return { usercode: session.uid, username: '', c2c_user_type: 0, perpetual_contracts_status: 0 };
}

/**
 * Another account is signed in: nothing cached for the previous one may
 * show, and what is on screen refetches with the new token. Public data
 * (markets, books, coins) stays, since the demo venue mirrors the live books.
 */
function useForgetAccountData() {
  const queryClient = useQueryClient();
  return () => void queryClient.resetQueries({ queryKey: accountKeys.all() });
}

/** Resolves the demo session, or null when the session changed meanwhile and nothing switched. */
export function useEnterDemo() {
  const forget = useForgetAccountData();
  return useMutation({
    mutationFn: async (): Promise<DemoSession | null> => {
      const from = useSession.getState().token;
      if (from === null) return null;
      const session = await api.post(PATHS.demoEnter, demoSessionSchema);
      if (!useSession.getState().enterDemo(from, session.token, demoMemberOf(session))) return null;
      forget();
      return session;
    },
  });
}

/** Cancels, closes and returns the demo balances to the grant (DEMO_RESET_INCOMPLETE asks to retry). */
export function useResetDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(PATHS.demoReset, demoStatusSchema),
    onSuccess: (status) => queryClient.setQueryData(demoKeys.status(), status),
    // An incomplete reset may still have cancelled orders and closed positions.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
  });
}

/** Ends the demo session and returns to the real one. Resolves whether it returned. */
export function useExitDemo() {
  const forget = useForgetAccountData();
  return useMutation({
    mutationFn: async (): Promise<boolean> => {
      const from = useSession.getState().token;
      if (from === null) return false;
      await api.post(PATHS.demoExit, ignoreReply);
      if (!useSession.getState().exitDemo(from)) return false;
      forget();
      return true;
    },
  });
}
