/** Spec section 9: the default debounce is 500 ms. */
export const DEBOUNCE_MS = 500;

/**
 * A gate for submit buttons: the first press passes at once, and presses
 * then keep failing until `waitMs` pass without one, so an impatient double
 * press never sends a request twice.
 */
export function createPressGate(waitMs = DEBOUNCE_MS, nowMs: () => number = () => Date.now()) {
  let lastPressMs = Number.NEGATIVE_INFINITY;
  return {
    pass(): boolean {
      const now = nowMs();
      const open = now - lastPressMs >= waitMs;
      lastPressMs = now;
      return open;
    },
  };
}

/** Trailing debounce for typing: `fn` runs once calls stop for `waitMs`. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}
