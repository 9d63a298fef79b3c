import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPressGate, debounce, DEBOUNCE_MS } from './debounce';

describe('press gate', () => {
  it('passes the first press and ignores repeats within 500 ms of the last', () => {
    let now = 0;
    const gate = createPressGate(DEBOUNCE_MS, () => now);
    expect(gate.pass()).toBe(true);
    now = 400;
    expect(gate.pass()).toBe(false);
    now = 800; // only 400 ms after the ignored press
    expect(gate.pass()).toBe(false);
    now = 1_300;
    expect(gate.pass()).toBe(true);
  });
});

describe('debounce', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once, with the last arguments, after calls stop for 500 ms', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn);
    debounced('a');
    vi.advanceTimersByTime(499);
    debounced('b');
    vi.advanceTimersByTime(499);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith('b');
  });
});
