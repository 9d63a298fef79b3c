import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until `start(seconds)` runs out. The deadline is a clock time,
 * not a count of ticks, so a phone that throttles timers in the background
 * still shows the right number when the page comes back.
 */
export function useCountdown(nowMs: () => number = Date.now, initialS = 0) {
  // A wait already running when the screen opens (the code was sent on the previous screen).
  const [deadlineMs, setDeadlineMs] = useState(() =>
    initialS > 0 ? nowMs() + initialS * 1000 : 0,
  );
  const [remainingS, setRemainingS] = useState(Math.max(0, initialS));

  useEffect(() => {
    if (deadlineMs === 0) return undefined;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadlineMs - nowMs()) / 1000));
      setRemainingS(left);
      if (left === 0) setDeadlineMs(0);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadlineMs, nowMs]);

  const start = useCallback(
    (seconds: number) => {
      if (seconds <= 0) return;
      setDeadlineMs(nowMs() + seconds * 1000);
      setRemainingS(seconds);
    },
    [nowMs],
  );

  return { remainingS, running: remainingS > 0, start };
}
