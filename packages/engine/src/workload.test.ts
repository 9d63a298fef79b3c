import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import { ReferenceEngine } from './reference.js';
import { makeWorkload, mulberry32, runWorkload } from './workload.js';

describe('workload', () => {
  it('mulberry32 is reproducible and in [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const xs = Array.from({ length: 1_000 }, () => a());
    expect(xs).toEqual(Array.from({ length: 1_000 }, () => b()));
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(mulberry32(8)()).not.toBe(xs[0]);
  });

  it('is deterministic for a seed, differs across seeds, and has the 60/25/15 mix', () => {
    const one = makeWorkload({ seed: 1, count: 20_000 });
    expect(makeWorkload({ seed: 1, count: 20_000 })).toEqual(one);
    expect(makeWorkload({ seed: 2, count: 20_000 })).not.toEqual(one);
    const share = (kind: string) =>
      one.filter((c) => (c.kind === 'cancel' ? 'cancel' : c.type) === kind).length / one.length;
    expect(share('limit')).toBeCloseTo(0.6, 1);
    expect(share('cancel')).toBeCloseTo(0.25, 1);
    expect(share('market')).toBeCloseTo(0.15, 1);
  });

  it('keeps roughly 5,000 resting orders, and every run of it gives the same events', () => {
    const commands = makeWorkload({ seed: 42, count: 200_000, restingTarget: 5_000 });
    const book = new OrderBook();
    const first = runWorkload(book, commands);
    expect(book.orderCount).toBeGreaterThan(4_500);
    expect(book.orderCount).toBeLessThan(5_500);
    book.checkInvariants();
    expect(runWorkload(new OrderBook(), commands)).toEqual(first);
    expect(first.fills).toBeGreaterThan(0);
  });

  it('agrees with the reference engine on a workload prefix', () => {
    const commands = makeWorkload({ seed: 3, count: 3_000, restingTarget: 300 });
    const fast = new OrderBook();
    const slow = new ReferenceEngine();
    expect(runWorkload(fast, commands)).toEqual(runWorkload(slow, commands));
    expect(fast.depth(10_000)).toEqual(slow.depth(10_000));
  });
});
