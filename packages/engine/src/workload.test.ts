import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import { CommandColumns, ReusableCommand, asCommand, copyOf } from './commands.js';
import { EventBuffer } from './events.js';
import { ReferenceEngine } from './reference.js';
import type { EngineEvent } from './types.js';
import { makeWorkload, makeWorkloadColumns, mulberry32, runWorkload } from './workload.js';

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

  it('in columns is the same command sequence, object for object', () => {
    const options = { seed: 42, count: 60_000, restingTarget: 2_000 };
    const commands = makeWorkload(options);
    const columns = makeWorkloadColumns(options);
    expect(columns.length).toBe(commands.length);
    expect(columns.commands()).toStrictEqual(commands);
    expect(columns.commands(10)).toStrictEqual(commands.slice(0, 10));
    expect(makeWorkloadColumns({ ...options, seed: 43 }).commands()).not.toEqual(commands);
  });

  it('driven from the columns through one reused command, gives the same events', () => {
    const options = { seed: 7, count: 60_000, restingTarget: 2_000 };
    const commands = makeWorkload(options);
    const columns = makeWorkloadColumns(options);
    const fromObjects = new OrderBook();
    const fromColumns = new OrderBook();
    const reused = new ReusableCommand();
    const buffer = new EventBuffer();
    const expected: EngineEvent[] = [];
    const actual: EngineEvent[] = [];
    for (let i = 0; i < columns.length; i += 1) {
      const command = commands[i];
      if (command === undefined) throw new Error('same length');
      fromObjects.execute(command, expected);
      buffer.reset();
      fromColumns.executeInto(columns.load(i, reused), buffer);
      buffer.appendTo(actual);
    }
    expect(actual).toStrictEqual(expected);
    expect(fromColumns.snapshot()).toStrictEqual(fromObjects.snapshot());
  });
});

describe('CommandColumns', () => {
  it('refuses commands it cannot hold exactly, and more than its capacity', () => {
    const columns = new CommandColumns(1);
    const limit = {
      kind: 'place',
      type: 'limit',
      orderId: 1,
      accountId: 1,
      side: 'sell',
      priceTicks: 5,
      lots: 2,
      timeInForce: 'FOK',
    } as const;
    expect(() => columns.push({ ...limit, orderId: 2 ** 31 })).toThrow(/orderId/);
    expect(() => columns.push({ ...limit, accountId: -1 })).toThrow(/accountId/);
    expect(() =>
      columns.push({
        kind: 'place',
        type: 'market',
        orderId: 1,
        accountId: 1,
        side: 'buy',
        lots: 5,
        quoteLimit: 10,
      }),
    ).toThrow(/quote/);
    // The refusals wrote nothing; the one row it has is still free.
    expect(columns.length).toBe(0);
    columns.push(limit);
    expect(columns.commandAt(0)).toStrictEqual(limit);
    expect(() => columns.push(limit)).toThrow(/room/);
  });

  it('copies a reused command into exactly its variant’s fields, stale ones left out', () => {
    const reused = new ReusableCommand();
    Object.assign(reused, { kind: 'place', type: 'limit', orderId: 3, accountId: 4 });
    Object.assign(reused, { side: 'sell', priceTicks: 99, lots: 2, timeInForce: 'IOC' });
    const limit = copyOf(asCommand(reused));
    expect(limit).toStrictEqual({
      kind: 'place',
      type: 'limit',
      orderId: 3,
      accountId: 4,
      side: 'sell',
      priceTicks: 99,
      lots: 2,
      timeInForce: 'IOC',
    });
    reused.type = 'market';
    expect(copyOf(asCommand(reused))).toStrictEqual({
      kind: 'place',
      type: 'market',
      orderId: 3,
      accountId: 4,
      side: 'sell',
      lots: 2,
    });
    reused.kind = 'cancel';
    expect(copyOf(asCommand(reused))).toStrictEqual({ kind: 'cancel', orderId: 3 });
    const quoted = { kind: 'place', type: 'market', orderId: 5, accountId: 1 } as const;
    const withQuote = { ...quoted, side: 'buy', lots: 9, quoteLimit: 50 } as const;
    expect(copyOf(withQuote)).toStrictEqual(withQuote);
    // A copy, not the object itself: the reused one changes under its keeper.
    expect(limit).not.toBe(reused);
  });
});
