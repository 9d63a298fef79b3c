import { quickQuoteSchema } from '@exchange/contracts';
import { useState } from 'react';
import { isApiError } from '../../api';
import { useConfirmExchange } from './mutations';
import { useExchangeDraft, type ExchangeDraft } from './draft';
import { confirmFailureOf, quoteFailureOf, type ConfirmFailure } from './failure';
import { fetchQuote, findExchange } from './queries';
import { mayEndPartial, type QuoteRequest } from './rules';

/** How a confirmation ended: see `submit` below. */
export type ConfirmOutcome = 'executed' | 'requoted' | 'refused';

/**
 * The confirm step: executes the draft's quote with the fund password and
 * turns every answer into what the screen shows next. A quote that can no
 * longer be confirmed (RATE_CHANGED, QUOTE_EXPIRED, QUOTE_NOT_FOUND) is
 * replaced by a fresh one for the same request, with the server's message
 * above it, and the user confirms again: nothing executes unseen.
 *
 * The server puts a fresh quote in those errors' `data`; it is used as it
 * comes, and asked for here only when it is missing or malformed.
 */
export function useExchangeConfirm() {
  const confirm = useConfirmExchange();
  const [requoting, setRequoting] = useState(false);
  const [failure, setFailure] = useState<ConfirmFailure | null>(null);
  /** Why the figures on screen changed (the server's "rate changed" text, or ours). */
  const [notice, setNotice] = useState<string | null>(null);

  /** Puts a fresh quote for `request` in the draft; `why` is shown above it. */
  const requote = async (request: QuoteRequest, why: string): Promise<void> => {
    setRequoting(true);
    try {
      useExchangeDraft.getState().save(await fetchQuote(request));
      setNotice(why);
    } catch (error) {
      setFailure(quoteFailureOf(error));
    } finally {
      setRequoting(false);
    }
  };

  /** A RATE_CHANGED on a two-leg route may hide a PARTIAL exchange: its record tells. */
  const partialOf = async (draft: ExchangeDraft) => {
    if (!mayEndPartial(draft.quote)) return null;
    return findExchange(draft.quote.quoteId).catch(() => null);
  };

  /**
   * `executed` (in full or in part), `requoted` (the rate moved or the quote
   * ran out: a new quote waits to be confirmed, the fund password was not
   * judged) or `refused`.
   */
  const submit = async (draft: ExchangeDraft, fundPassword: string): Promise<ConfirmOutcome> => {
    // The server made any fresh quote after this moment: its validity counts from here.
    let sentAtMs = Date.now();
    setFailure(null);
    setNotice(null);
    try {
      sentAtMs = Date.now();
      const result = await confirm.mutateAsync({ quoteId: draft.quote.quoteId, fundPassword });
      useExchangeDraft.getState().finish(result);
      return 'executed';
    } catch (error) {
      const failed = confirmFailureOf(error);
      if (failed.kind !== 'rateChanged' && failed.kind !== 'quoteGone') {
        setFailure(failed);
        return 'refused';
      }
      const partial = failed.kind === 'rateChanged' ? await partialOf(draft) : null;
      if (partial !== null) {
        useExchangeDraft.getState().finish(partial);
        return 'executed';
      }
      const fresh = isApiError(error) ? quickQuoteSchema.safeParse(error.data) : null;
      if (fresh?.success) {
        useExchangeDraft.getState().save({
          request: draft.request,
          quote: fresh.data,
          validUntilMs: sentAtMs + fresh.data.validForMs,
        });
        setNotice(failed.message);
        return 'requoted';
      }
      await requote(draft.request, failed.message);
      return 'requoted';
    }
  };

  const refresh = async (request: QuoteRequest, why: string): Promise<void> => {
    setFailure(null);
    setNotice(null);
    await requote(request, why);
  };

  return { submit, refresh, failure, notice, pending: confirm.isPending || requoting };
}
