import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Whole seconds a quote stays valid, counted down every second, and
 * `onExpire` once it runs out. The deadline is a clock time, so a phone that
 * throttles timers in the background still reads right when it comes back.
 * Null without a quote.
 */
export function useQuoteClock(validUntilMs: number | null, onExpire?: () => void): number | null {
  const [nowMs, setNowMs] = useState(() => Date.now());
  const expire = useEffectEvent(() => onExpire?.());

  useEffect(() => {
    if (validUntilMs === null) return undefined;
    const tick = () => setNowMs(Date.now());
    tick();
    const ticker = window.setInterval(tick, 1000);
    const expiry = window.setTimeout(
      () => {
        tick();
        expire();
      },
      Math.max(0, validUntilMs - Date.now()),
    );
    return () => {
      window.clearInterval(ticker);
      window.clearTimeout(expiry);
    };
  }, [validUntilMs]);

  if (validUntilMs === null) return null;
  return Math.max(0, Math.ceil((validUntilMs - nowMs) / 1000));
}
