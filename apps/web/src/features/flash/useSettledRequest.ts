import { useEffect, useEffectEvent, useState } from 'react';
import { DEBOUNCE_MS } from '../../lib/debounce';
import type { QuoteRequest } from './rules';

const keyOf = (request: QuoteRequest | null) =>
  request === null ? '' : `${request.fromCoin}>${request.toCoin}:${request.amount}`;

/**
 * What is typed, once typing has paused for the spec's debounce (500 ms):
 * a quote is asked for the settled request only, not at every keystroke.
 */
export function useSettledRequest(typed: QuoteRequest | null): QuoteRequest | null {
  const [settled, setSettled] = useState(typed);
  const typedKey = keyOf(typed);
  const settledKey = keyOf(settled);
  const settle = useEffectEvent(() => setSettled(typed));

  useEffect(() => {
    if (typedKey === settledKey) return undefined;
    const timer = window.setTimeout(() => settle(), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typedKey, settledKey]);

  return settled;
}
