import type { QuickExchange, QuickQuote } from '@exchange/contracts';
import { create } from 'zustand';
import type { QuoteRequest } from './rules';

/** A quote the user chose to go ahead with, and what was asked for it. */
export interface ExchangeDraft {
  /** Asked again for a fresh quote when this one can no longer be confirmed. */
  request: QuoteRequest;
  quote: QuickQuote;
  /**
   * When the quote stops being valid, in device time: the moment it was
   * asked for plus `validForMs`. The server made it after that moment, so
   * this never runs past the server's own expiry, whatever the phone's clock says.
   */
  validUntilMs: number;
}

interface DraftState {
  draft: ExchangeDraft | null;
  /** The executed exchange, once confirmed: the confirm screen then shows the result. */
  result: QuickExchange | null;
  /** A new quote to confirm; any earlier result is over. */
  save: (draft: ExchangeDraft) => void;
  finish: (result: QuickExchange) => void;
  clear: () => void;
}

/** In memory only, like the withdrawal draft: a quote lives ten seconds, never past the tab. */
export const useExchangeDraft = create<DraftState>((set) => ({
  draft: null,
  result: null,
  save: (draft) => set({ draft, result: null }),
  finish: (result) => set({ draft: null, result }),
  clear: () => set({ draft: null, result: null }),
}));
