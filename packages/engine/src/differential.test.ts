/**
 * Differential and invariant tests: random command sequences run on the fast
 * book and on the naive reference must produce identical events and depth.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import { ReferenceEngine } from './reference.js';
import type { Command, EngineEvent } from './types.js';
import { MAX_LOTS, TIME_IN_FORCE } from './types.js';

/** One random step; turned into a command against a moving mid price. */
const step = fc.record({
  op: fc.integer({ min: 0, max: 99 }),
  buy: fc.boolean(),
  offset: fc.integer({ min: -6, max: 6 }),
  lots: fc.oneof(
    { weight: 20, arbitrary: fc.integer({ min: 1, max: 12 }) },
    fc.constantFrom(0, -1, 1.5, MAX_LOTS + 1),
  ),
  tif: fc.constantFrom(...TIME_IN_FORCE),
  account: fc.integer({ min: 0, max: 3 }),
  pick: fc.nat(),
  quote: fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: undefined }),
  drift: fc.integer({ min: -2, max: 2 }),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function toCommands(steps: readonly Step[]): Command[] {
  let mid = 100;
  let nextId = 1;
  const commands: Command[] = [];
  for (const s of steps) {
    mid = Math.max(8, mid + s.drift);
    const side = s.buy ? 'buy' : 'sell';
    const used = nextId - 1;
    if (s.op < 20) {
      // Cancels of any id used so far (live or not) and of ids never used.
      commands.push({ kind: 'cancel', orderId: s.pick % (used + 3) });
    } else if (s.op < 35) {
      const quote = s.buy ? s.quote : undefined;
      commands.push({
        kind: 'place',
        type: 'market',
        orderId: nextId++,
        accountId: s.account,
        side,
        lots: quote === undefined ? s.lots : MAX_LOTS,
        ...(quote === undefined ? {} : { quoteLimit: quote }),
      });
    } else {
      // A few duplicates of earlier ids, and a few prices off the grid.
      const orderId = s.op < 40 && used > 0 ? 1 + (s.pick % used) : nextId++;
      const priceTicks = s.op === 99 ? 0 : mid + (s.buy ? -s.offset : s.offset);
      commands.push({
        kind: 'place',
        type: 'limit',
        orderId,
        accountId: s.account,
        side,
        priceTicks,
        lots: s.lots,
        timeInForce: s.tif,
      });
    }
  }
  return commands;
}

function replay(commands: readonly Command[], book: OrderBook, reference: ReferenceEngine): void {
  for (const command of commands) {
    const fast: EngineEvent[] = [];
    const slow: EngineEvent[] = [];
    book.execute(command, fast);
    reference.execute(command, slow);
    expect(fast).toEqual(slow);
    book.checkInvariants();
  }
}

describe('fast book against the reference', () => {
  it('produces identical events and depth, with invariants after every command', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 150 }), (steps) => {
        const book = new OrderBook();
        const reference = new ReferenceEngine();
        replay(toCommands(steps), book, reference);
        expect(book.depth(1_000)).toEqual(reference.depth(1_000));
      }),
      { numRuns: 3_000 },
    );
  });

  it('continues identically after a snapshot round trip mid-sequence', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 150 }), fc.nat(), (steps, cut) => {
        const commands = toCommands(steps);
        const split = commands.length === 0 ? 0 : cut % commands.length;
        const book = new OrderBook();
        const reference = new ReferenceEngine();
        replay(commands.slice(0, split), book, reference);
        // JSON, as a snapshot would be stored, so nothing survives by reference.
        const restored = OrderBook.fromSnapshot(JSON.parse(JSON.stringify(book.snapshot())));
        expect(restored.snapshot()).toEqual(book.snapshot());
        replay(commands.slice(split), restored, reference);
        expect(restored.depth(1_000)).toEqual(reference.depth(1_000));
      }),
      { numRuns: 1_000 },
    );
  });

  it('keeps level totals exact under heavy same-level cancels (queue compaction)', () => {
    const book = new OrderBook();
    const reference = new ReferenceEngine();
    const commands: Command[] = [];
    for (let id = 1; id <= 400; id += 1) {
      commands.push({
        kind: 'place',
        type: 'limit',
        orderId: id,
        accountId: id % 5,
        side: 'buy',
        priceTicks: 100,
        lots: 1 + (id % 3),
        timeInForce: 'GTC',
      });
    }
    for (let id = 1; id <= 400; id += 3) commands.push({ kind: 'cancel', orderId: id });
    commands.push({
      kind: 'place',
      type: 'market',
      orderId: 1_000,
      accountId: 9,
      side: 'sell',
      lots: 300,
    });
    replay(commands, book, reference);
    expect(book.depth(5)).toEqual(reference.depth(5));
  });
});
