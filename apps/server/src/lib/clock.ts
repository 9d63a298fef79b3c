/** Time is injected so jobs and tests are deterministic (DESIGN.md section 4). */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

/**
 * The system clock plus an offset that only moves forward: what a browser
 * test's server runs on (TEST_CLOCK=on, test environment only) so the test
 * can bring a daily job's hour without waiting for it.
 */
export function offsetClock(): Clock & { advance(ms: number): void } {
  let offset = 0;
  return {
    nowMs: () => Date.now() + offset,
    advance: (ms) => {
      if (ms > 0) offset += ms;
    },
  };
}

/** A clock tests move by hand. */
export function manualClock(
  startMs = Date.UTC(2026, 0, 1),
): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = startMs;
  return {
    nowMs: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}

/** Start of the UTC day of `nowMs`: daily counts and limits reset there. */
export function utcDayStart(nowMs: number): Date {
  const d = new Date(nowMs);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
