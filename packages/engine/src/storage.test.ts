/**
 * The typed-array storage under the book, at sizes and id shapes the
 * differential tests do not reach: growth of every table, ids beyond 32
 * bits, patterned ids, and prices spread over many levels.
 */
import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import { NIL } from './columns.js';
import { IdIndex } from './ids.js';
import { OrderPool } from './orders.js';
import { ReferenceEngine } from './reference.js';
import type { Command, EngineEvent } from './types.js';
import { mulberry32 } from './workload.js';

describe('IdIndex', () => {
  it.each([
    ['sequential', (i: number) => i],
    ['beyond 32 bits', (i: number) => 2 ** 52 + i * 4_294_967_297],
    ['multiples of 2^16', (i: number) => i * 65_536],
  ])('agrees with a Map under random adds and deletes (%s ids)', (_name, idOf) => {
    const orders = new OrderPool();
    const index = new IdIndex(orders);
    const expected = new Map<number, number>();
    const random = mulberry32(11);
    // Compared once at the end: an expect per step would dominate the run time.
    const seen: [number, number | undefined][] = [];
    const wanted: [number, number | undefined][] = [];
    for (let step = 0; step < 30_000; step += 1) {
      const id = idOf(Math.floor(random() * 10_000));
      const cell = index.probe(id);
      seen.push([id, cell >= 0 ? index.slotAt(cell) : undefined]);
      wanted.push([id, expected.get(id)]);
      if (cell >= 0) {
        index.deleteAt(cell);
        expected.delete(id);
      } else {
        const slot = orders.allocate(id, 0, 1);
        index.addAt(cell, slot);
        expected.set(id, slot);
      }
    }
    expect(seen).toEqual(wanted);
    expect(index.size).toBe(expected.size);
    for (const [id, slot] of expected) expect(index.get(id)).toBe(slot);
    expect(index.get(-1)).toBe(NIL);
  });
});

describe('OrderBook storage growth', () => {
  it('matches the reference across hundreds of levels and thousands of orders', () => {
    const book = new OrderBook();
    const reference = new ReferenceEngine();
    const random = mulberry32(5);
    const commands: Command[] = [];
    for (let id = 1; id <= 3_000; id += 1) {
      const buy = random() < 0.5;
      commands.push({
        kind: 'place',
        type: 'limit',
        orderId: id,
        accountId: id % 7,
        side: buy ? 'buy' : 'sell',
        // Bids 1..400 and asks 401..800: more levels a side than the initial
        // 256, none crossing yet.
        priceTicks: (buy ? 1 : 401) + Math.floor(random() * 400),
        lots: 1 + Math.floor(random() * 5),
        timeInForce: 'GTC',
      });
      if (id % 3 === 0) commands.push({ kind: 'cancel', orderId: 1 + Math.floor(random() * id) });
    }
    commands.push(
      { kind: 'place', type: 'market', orderId: 10_001, accountId: 99, side: 'buy', lots: 2_000 },
      { kind: 'place', type: 'market', orderId: 10_002, accountId: 99, side: 'sell', lots: 2_000 },
    );
    const fast: EngineEvent[] = [];
    const slow: EngineEvent[] = [];
    for (const command of commands) {
      book.execute(command, fast);
      reference.execute(command, slow);
    }
    expect(fast).toEqual(slow);
    book.checkInvariants();
    expect(book.depth(10_000)).toEqual(reference.depth(10_000));
    expect(OrderBook.fromSnapshot(book.snapshot()).snapshot()).toEqual(book.snapshot());
  });
});
