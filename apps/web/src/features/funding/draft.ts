import { create } from 'zustand';
import { createRequestIds, type RequestIds } from '../wallet/requestId';

/** A withdrawal filled in on the form, waiting for the security step. */
export interface WithdrawDraft {
  symbol: string;
  chain: string;
  /** Trimmed, as sent. */
  address: string;
  /** Canonical decimal text, as sent. */
  amount: string;
}

interface DraftState {
  draft: WithdrawDraft | null;
  /**
   * The request ids live beside the draft rather than in a screen, so going
   * back to the form and returning keeps the id of an unconfirmed attempt:
   * the same withdrawal retried is replayed by the server, never applied twice.
   */
  ids: RequestIds;
  save: (draft: WithdrawDraft) => void;
  clear: () => void;
}

/** In memory only: an address and amount need not outlive the tab. */
export const useWithdrawDraft = create<DraftState>((set) => ({
  draft: null,
  ids: createRequestIds(),
  save: (draft) => set({ draft }),
  clear: () => set({ draft: null }),
}));

/**
 * What identifies "the same withdrawal" for a retry: the fields the server
 * compares when it sees a request id again. The fund password and step-up
 * token are left out, so retrying after a wrong password or a new
 * verification keeps the id.
 */
export function draftFingerprint(draft: WithdrawDraft): string {
  return JSON.stringify([draft.symbol, draft.chain, draft.address, draft.amount]);
}
