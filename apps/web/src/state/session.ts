import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../lib/storage';

/** The member fields the shell needs (spec section 3, client session state). */
export interface Member {
  usercode: string;
  username: string;
  /** 0 means not a merchant (acceptor) in peer-to-peer trading. */
  c2c_user_type: number;
  perpetual_contracts_status: number;
}

/** The real account's session, kept aside while its demo account is signed in. */
export interface RealSession {
  token: string;
  member: Member | null;
}

interface SessionState {
  token: string | null;
  member: Member | null;
  /** The real session to return to; null outside demo mode. */
  real: RealSession | null;
  /** Demo mode: always `real !== null`, kept as a field so screens can select a boolean. */
  demo: boolean;
  /** A fresh login: it replaces the previous session and any demo mode it was in. */
  signIn: (token: string, member: Member | null) => void;
  setMember: (member: Member) => void;
  /**
   * Switches to the demo account whose session `demoToken` is, keeping the
   * real session aside. Only from the real session `fromToken` (the one that
   * asked for the switch): an answer that lands after a logout, a second
   * login or a first switch changes nothing. Returns whether it switched.
   */
  enterDemo: (fromToken: string, demoToken: string, demoMember: Member | null) => boolean;
  /** Returns from the demo session `fromToken` to the real one kept aside. Returns whether it did. */
  exitDemo: (fromToken: string) => boolean;
  /** Logout and login expiry: forgets the current session and, in demo, the real one too. */
  clear: () => void;
}

function readMember(key: string): Member | null {
  const raw = storage.get(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isMember(value) ? value : null;
  } catch {
    return null;
  }
}

function isMember(value: unknown): value is Member {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.usercode === 'string' &&
    typeof record.username === 'string' &&
    typeof record.c2c_user_type === 'number' &&
    typeof record.perpetual_contracts_status === 'number'
  );
}

function writeMember(key: string, member: Member | null): void {
  if (member) storage.set(key, JSON.stringify(member));
  else storage.remove(key);
}

function forgetReal(): void {
  storage.remove(STORAGE_KEYS.realToken);
  storage.remove(STORAGE_KEYS.realMember);
}

type Stored = Pick<SessionState, 'token' | 'member' | 'real' | 'demo'>;

/**
 * The session a reload starts with. Every transition writes the kept-aside
 * real session before the current one and removes it after, so a write cut
 * short leaves either the real token in both places (not demo) or no current
 * token at all (signed out): never a demo session without its way back.
 */
export function restoreSession(): Stored {
  const token = storage.get(STORAGE_KEYS.token);
  const member = readMember(STORAGE_KEYS.member);
  const realToken = storage.get(STORAGE_KEYS.realToken);
  if (token === null || realToken === null || realToken === token) {
    if (realToken !== null) forgetReal();
    return { token, member, real: null, demo: false };
  }
  const real = { token: realToken, member: readMember(STORAGE_KEYS.realMember) };
  return { token, member, real, demo: true };
}

export const useSession = create<SessionState>((set, get) => ({
  ...restoreSession(),
  signIn: (token, member) => {
    // The previous token goes first: see restoreSession.
    storage.remove(STORAGE_KEYS.token);
    forgetReal();
    storage.set(STORAGE_KEYS.token, token);
    writeMember(STORAGE_KEYS.member, member);
    set({ token, member, real: null, demo: false });
  },
  setMember: (member) => {
    storage.set(STORAGE_KEYS.member, JSON.stringify(member));
    set({ member });
  },
  enterDemo: (fromToken, demoToken, demoMember) => {
    const { token, member, demo } = get();
    if (demo || token !== fromToken) return false;
    storage.set(STORAGE_KEYS.realToken, fromToken);
    writeMember(STORAGE_KEYS.realMember, member);
    storage.set(STORAGE_KEYS.token, demoToken);
    writeMember(STORAGE_KEYS.member, demoMember);
    set({ token: demoToken, member: demoMember, real: { token: fromToken, member }, demo: true });
    return true;
  },
  exitDemo: (fromToken) => {
    const { token, real } = get();
    if (real === null || token !== fromToken) return false;
    storage.set(STORAGE_KEYS.token, real.token);
    writeMember(STORAGE_KEYS.member, real.member);
    forgetReal();
    set({ token: real.token, member: real.member, real: null, demo: false });
    return true;
  },
  clear: () => {
    // The current token goes first: see restoreSession.
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.member);
    forgetReal();
    set({ token: null, member: null, real: null, demo: false });
  },
}));

export function isMerchant(member: Member | null): boolean {
  return member !== null && member.c2c_user_type !== 0;
}
