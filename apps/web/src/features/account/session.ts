import type { Session } from '@exchange/contracts';
import { useSession, type Member } from '../../state/session';

/** The shell's member fields (guards, merchant flag) from a session reply. */
export function memberOf(session: Session): Member {
  return {
    usercode: session.usercode,
    username: session.username,
    c2c_user_type: session.c2c_user_type,
    perpetual_contracts_status: session.perpetual_contracts_status,
  };
}

/**
 * Stores a fresh login or registration. Only the token and the shell's
 * fields are persisted; contact details stay in the query cache so they are
 * never written to localStorage.
 */
export function storeSession(session: Session): void {
  useSession.getState().signIn(session.token, memberOf(session));
}
