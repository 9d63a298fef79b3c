import { useEffect, useState } from 'react';

/**
 * The time now, refreshed every second while mounted. Countdowns work from
 * a clock time, so a phone that throttles timers in the background still
 * shows the right figure when the page comes back.
 */
export function useNowMs(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return nowMs;
}
