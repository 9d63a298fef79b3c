/** Time is injected so jobs and tests are deterministic (DESIGN.md section 4). */
export interface Clock {
  nowMs(): number;
}

export const systemClock: Clock = { nowMs: () => Date.now() };

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
