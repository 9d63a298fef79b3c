/**
 * The typed-array storage under the book, at sizes and id shapes the
 * differential tests do not reach: growth of every table, ids beyond 32
 * bits, patterned ids, prices spread over many levels, the cap on resting
 * orders, and the invariant check that replaced per-command asserts.
 */
import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import { NIL } from './columns.js';
import { IdIndex } from './ids.js';
import { OrderPool } from './orders.js';
import { ReferenceEngine } from './reference.js';
import type { Command, EngineEvent, PlaceLimit, TimeInForce } from './types.js';
import { MAX_ORDERS } from './types.js';
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

const gtc = (orderId: number, side: 'buy' | 'sell', priceTicks: number, lots = 1): PlaceLimit => ({
  kind: 'place',
  type: 'limit',
  orderId,
  accountId: orderId,
  side,
  priceTicks,
  lots,
  timeInForce: 'GTC',
});
const withTif = (order: PlaceLimit, timeInForce: TimeInForce): PlaceLimit => ({
  ...order,
  timeInForce,
});

describe('OrderBook order cap', () => {
  it('refuses only orders that could rest while full, and takes them again once room is made', () => {
    const book = new OrderBook({ maxOrders: 3 });
    const run = (command: Command): EngineEvent[] => {
      const out: EngineEvent[] = [];
      book.execute(command, out);
      book.checkInvariants();
      return out;
    };
    run(gtc(1, 'buy', 100));
    run(gtc(2, 'buy', 99));
    run(gtc(3, 'sell', 105, 2));
    expect(book.orderCount).toBe(3);
    const full = (orderId: number) => [{ kind: 'rejected', orderId, reason: 'BOOK_FULL' }];
    expect(run(gtc(4, 'buy', 98))).toEqual(full(4));
    expect(run(withTif(gtc(5, 'sell', 110), 'POST_ONLY'))).toEqual(full(5));
    // Refused even though it would fill at once: the rule is simple and
    // checked before matching, so a refusal never follows a fill.
    expect(run(gtc(6, 'sell', 100))).toEqual(full(6));
    // IOC, FOK and market orders never add to the book, so they still trade.
    expect(run(withTif(gtc(7, 'sell', 100), 'IOC')).map((e) => e.kind)).toEqual([
      'accepted',
      'fill',
      'done',
      'done',
    ]);
    expect(run(withTif(gtc(8, 'buy', 105), 'FOK')).map((e) => e.kind)).toEqual([
      'accepted',
      'fill',
      'done',
    ]);
    expect(book.orderCount).toBe(2);
    expect(run(gtc(9, 'buy', 97)).map((e) => e.kind)).toEqual(['accepted', 'rested']);
    expect(run(gtc(10, 'buy', 96))).toEqual(full(10));
    run({ kind: 'cancel', orderId: 9 });
    expect(run(gtc(10, 'buy', 96)).map((e) => e.kind)).toEqual(['accepted', 'rested']);
  });

  it('accepts caps in [1, MAX_ORDERS] only, and restores no snapshot above its cap', () => {
    for (const maxOrders of [0, -1, 1.5, MAX_ORDERS + 1, Number.NaN]) {
      expect(() => new OrderBook({ maxOrders })).toThrow(/maxOrders/);
    }
    expect(new OrderBook({ maxOrders: MAX_ORDERS }).orderCount).toBe(0);
    const book = new OrderBook();
    for (let id = 1; id <= 3; id += 1) book.execute(gtc(id, 'buy', 100 - id), []);
    expect(OrderBook.fromSnapshot(book.snapshot(), { maxOrders: 3 }).orderCount).toBe(3);
    expect(() => OrderBook.fromSnapshot(book.snapshot(), { maxOrders: 2 })).toThrow(/maxOrders/);
  });
});

describe('OrderBook.checkInvariants', () => {
  // The asserts it replaced ran on every command; these show it still finds
  // what they found, by breaking the storage behind the book's back.
  const filled = (): { book: OrderBook; orders: OrderPool; ids: IdIndex } => {
    const book = new OrderBook();
    for (let id = 1; id <= 6; id += 1)
      book.execute(gtc(id, id % 2 ? 'buy' : 'sell', id % 2 ? 100 : 101), []);
    book.checkInvariants();
    return {
      book,
      orders: Reflect.get(book, 'orders') as OrderPool,
      ids: Reflect.get(book, 'ids') as IdIndex,
    };
  };

  it('finds a level total that no longer matches its orders', () => {
    const { book, orders, ids } = filled();
    orders.setLots(ids.get(3), 5);
    expect(() => book.checkInvariants()).toThrow(/level total/);
  });

  it('finds an order that lost its id entry', () => {
    const { book, ids } = filled();
    ids.deleteAt(ids.probe(4));
    expect(() => book.checkInvariants()).toThrow(/reachable by id/);
  });

  it('finds broken level links', () => {
    const { book, orders, ids } = filled();
    orders.setPrev(ids.get(5), NIL);
    expect(() => book.checkInvariants()).toThrow(/links/);
  });
});
