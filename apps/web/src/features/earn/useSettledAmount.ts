import { useEffect, useEffectEvent, useState } from 'react';
import { DEBOUNCE_MS } from '../../lib/debounce';

/**
 * What is typed, once typing has paused for the spec's debounce (500 ms):
 * a quote is asked for the settled amount only, not at every keystroke.
 * Nothing to quote (null) shows at once, so no stale quote lingers.
 */
export function useSettledAmount(typed: string | null): string | null {
  const [settled, setSettled] = useState(typed);
  const settle = useEffectEvent(() => setSettled(typed));

  useEffect(() => {
    if (typed === null || typed === settled) return undefined;
    const timer = window.setTimeout(() => settle(), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, settled]);

  return typed === null ? null : settled;
}
