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

interface SessionState {
  token: string | null;
  member: Member | null;
  signIn: (token: string, member: Member | null) => void;
  setMember: (member: Member) => void;
  clear: () => void;
}

function readMember(): Member | null {
  const raw = storage.get(STORAGE_KEYS.member);
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

export const useSession = create<SessionState>((set) => ({
  token: storage.get(STORAGE_KEYS.token),
  member: readMember(),
  signIn: (token, member) => {
    storage.set(STORAGE_KEYS.token, token);
    if (member) storage.set(STORAGE_KEYS.member, JSON.stringify(member));
    set({ token, member });
  },
  setMember: (member) => {
    storage.set(STORAGE_KEYS.member, JSON.stringify(member));
    set({ member });
  },
  clear: () => {
    storage.remove(STORAGE_KEYS.token);
    storage.remove(STORAGE_KEYS.member);
    set({ token: null, member: null });
  },
}));

export function isMerchant(member: Member | null): boolean {
  return member !== null && member.c2c_user_type !== 0;
}
