import { useEffect, useState } from 'react';
import { NO_VALUE } from '../../settings/fiat';
import { formatCountdown } from '../format';

/** The time now, refreshed every second while mounted. */
function useNowMs(): number {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return nowMs;
}

/**
 * "HH:MM:SS" until the next funding settlement. The target is a clock time,
 * so a phone that throttles timers in the background still shows the right
 * figure when the page comes back.
 */
export function FundingCountdown({ atMs }: { atMs: number | null }) {
  const nowMs = useNowMs();
  return (
    <span className="num" data-testid="funding-countdown">
      {atMs === null ? NO_VALUE : formatCountdown(atMs - nowMs)}
    </span>
  );
}
