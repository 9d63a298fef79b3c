import { useEffect, useState } from 'react';

/** How often the screen looks at the clock: vesting and the next claim move in hours, not seconds. */
const TICK_MS = 30_000;

/** The time now, refreshed twice a minute while mounted. */
export function useNow(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return nowMs;
}
