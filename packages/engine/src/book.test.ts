import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import { ReferenceEngine } from './reference.js';
import type {
  Command,
  Engine,
  EngineEvent,
  PlaceLimit,
  PlaceMarket,
  TimeInForce,
} from './types.js';
import { MAX_LOTS, MAX_PRICE_TICKS } from './types.js';

let nextId = 1000;
const limit = (
  side: 'buy' | 'sell',
  priceTicks: number,
  lots: number,
  extra: Partial<{ accountId: number; orderId: number; timeInForce: TimeInForce }> = {},
): PlaceLimit => ({
  kind: 'place',
  type: 'limit',
  orderId: extra.orderId ?? nextId++,
  accountId: extra.accountId ?? 1,
  side,
  priceTicks,
  lots,
  timeInForce: extra.timeInForce ?? 'GTC',
});
const market = (
  side: 'buy' | 'sell',
  lots: number,
  extra: Partial<PlaceMarket> = {},
): PlaceMarket => ({
  kind: 'place',
  type: 'market',
  orderId: extra.orderId ?? nextId++,
  accountId: extra.accountId ?? 2,
  side,
  lots,
  ...(extra.quoteLimit === undefined ? {} : { quoteLimit: extra.quoteLimit }),
});
const run = (engine: Engine, ...commands: Command[]): EngineEvent[] => {
  const out: EngineEvent[] = [];
  for (const command of commands) engine.execute(command, out);
  return out;
};

// Every rule is checked on both engines, so the reference is itself pinned to the spec.
describe.each([
  ['OrderBook', () => new OrderBook()],
  ['ReferenceEngine', () => new ReferenceEngine()],
] as const)('%s', (_name, make) => {
  it('rests a non-crossing limit order and reports depth best first', () => {
    const e = make();
    run(e, limit('buy', 100, 5), limit('buy', 101, 1), limit('buy', 100, 2), limit('sell', 103, 4));
    expect(e.depth(10)).toEqual({
      bids: [
        [101, 1],
        [100, 7],
      ],
      asks: [[103, 4]],
    });
    expect(e.depth(1)).toEqual({ bids: [[101, 1]], asks: [[103, 4]] });
  });

  it('fills at the maker price in price-time priority, partially, then rests the rest', () => {
    const e = make();
    run(
      e,
      limit('sell', 101, 2, { orderId: 1 }),
      limit('sell', 100, 3, { orderId: 2 }),
      limit('sell', 100, 3, { orderId: 3 }),
    );
    const events = run(e, limit('buy', 102, 10, { orderId: 4, accountId: 9 }));
    expect(events).toEqual([
      { kind: 'accepted', orderId: 4 },
      {
        kind: 'fill',
        makerOrderId: 2,
        takerOrderId: 4,
        makerAccountId: 1,
        takerAccountId: 9,
        priceTicks: 100,
        lots: 3,
      },
      { kind: 'done', orderId: 2 },
      {
        kind: 'fill',
        makerOrderId: 3,
        takerOrderId: 4,
        makerAccountId: 1,
        takerAccountId: 9,
        priceTicks: 100,
        lots: 3,
      },
      { kind: 'done', orderId: 3 },
      {
        kind: 'fill',
        makerOrderId: 1,
        takerOrderId: 4,
        makerAccountId: 1,
        takerAccountId: 9,
        priceTicks: 101,
        lots: 2,
      },
      { kind: 'done', orderId: 1 },
      { kind: 'rested', orderId: 4, side: 'buy', priceTicks: 102, lots: 2 },
    ]);
    expect(e.depth(5)).toEqual({ bids: [[102, 2]], asks: [] });
  });

  it('leaves a partially filled maker at the front of its queue', () => {
    const e = make();
    run(e, limit('buy', 100, 5, { orderId: 1 }), limit('buy', 100, 5, { orderId: 2 }));
    run(e, limit('sell', 100, 3, { accountId: 2 }));
    const events = run(e, limit('sell', 100, 3, { orderId: 7, accountId: 2 }));
    expect(
      events
        .filter((x) => x.kind === 'fill')
        .map((x) => x.kind === 'fill' && [x.makerOrderId, x.lots]),
    ).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  it('cancels the IOC remainder and never rests it', () => {
    const e = make();
    run(e, limit('sell', 100, 2, { orderId: 1 }));
    expect(
      run(e, limit('buy', 100, 5, { orderId: 2, accountId: 2, timeInForce: 'IOC' })).slice(-1),
    ).toEqual([{ kind: 'cancelled', orderId: 2, remainingLots: 3, reason: 'ioc_remainder' }]);
    expect(e.depth(5)).toEqual({ bids: [], asks: [] });
  });

  it('fills FOK completely or rejects it without touching the book', () => {
    const e = make();
    run(e, limit('sell', 100, 2, { orderId: 1 }), limit('sell', 101, 2, { orderId: 2 }));
    expect(run(e, limit('buy', 101, 5, { orderId: 3, accountId: 2, timeInForce: 'FOK' }))).toEqual([
      { kind: 'rejected', orderId: 3, reason: 'FOK_NOT_FILLABLE' },
    ]);
    expect(e.depth(5).asks).toEqual([
      [100, 2],
      [101, 2],
    ]);
    expect(
      run(e, limit('buy', 101, 4, { orderId: 4, accountId: 2, timeInForce: 'FOK' })).slice(-1),
    ).toEqual([{ kind: 'done', orderId: 4 }]);
  });

  it('does not count the account own resting orders as FOK liquidity', () => {
    const e = make();
    run(e, limit('sell', 100, 5, { orderId: 1, accountId: 3 }));
    expect(run(e, limit('buy', 100, 5, { orderId: 2, accountId: 3, timeInForce: 'FOK' }))).toEqual([
      { kind: 'rejected', orderId: 2, reason: 'FOK_NOT_FILLABLE' },
    ]);
  });

  it('rejects a post-only order that would take and rests one that would not', () => {
    const e = make();
    run(e, limit('sell', 100, 1, { orderId: 1 }));
    expect(run(e, limit('buy', 100, 1, { orderId: 2, timeInForce: 'POST_ONLY' }))).toEqual([
      { kind: 'rejected', orderId: 2, reason: 'POST_ONLY_WOULD_TAKE' },
    ]);
    expect(run(e, limit('buy', 99, 1, { orderId: 3, timeInForce: 'POST_ONLY' }))).toEqual([
      { kind: 'accepted', orderId: 3 },
      { kind: 'rested', orderId: 3, side: 'buy', priceTicks: 99, lots: 1 },
    ]);
  });

  it('never rests a market order and rejects one facing an empty side', () => {
    const e = make();
    expect(run(e, market('buy', 1, { orderId: 1 }))).toEqual([
      { kind: 'rejected', orderId: 1, reason: 'NO_LIQUIDITY' },
    ]);
    run(e, limit('sell', 100, 2, { orderId: 2 }), limit('sell', 1000, 1, { orderId: 3 }));
    expect(run(e, market('buy', 5, { orderId: 4 })).slice(-1)).toEqual([
      { kind: 'cancelled', orderId: 4, remainingLots: 2, reason: 'market_remainder' },
    ]);
    expect(e.depth(5)).toEqual({ bids: [], asks: [] });
  });

  it('stops a quote-limited market buy at its budget', () => {
    const e = make();
    run(e, limit('sell', 100, 2, { orderId: 1 }), limit('sell', 150, 5, { orderId: 2 }));
    const events = run(e, market('buy', MAX_LOTS, { orderId: 3, quoteLimit: 499 }));
    expect(
      events
        .filter((x) => x.kind === 'fill')
        .map((x) => x.kind === 'fill' && [x.priceTicks, x.lots]),
    ).toEqual([
      [100, 2],
      [150, 1],
    ]);
    expect(events.slice(-1)).toEqual([
      { kind: 'cancelled', orderId: 3, remainingLots: MAX_LOTS - 3, reason: 'market_remainder' },
    ]);
  });

  it('cancels the resting order on a self-trade and keeps matching', () => {
    const e = make();
    run(
      e,
      limit('sell', 100, 2, { orderId: 1, accountId: 5 }),
      limit('sell', 100, 2, { orderId: 2, accountId: 6 }),
    );
    const events = run(e, limit('buy', 100, 2, { orderId: 3, accountId: 5 }));
    expect(events).toEqual([
      { kind: 'accepted', orderId: 3 },
      { kind: 'cancelled', orderId: 1, remainingLots: 2, reason: 'self_trade' },
      {
        kind: 'fill',
        makerOrderId: 2,
        takerOrderId: 3,
        makerAccountId: 6,
        takerAccountId: 5,
        priceTicks: 100,
        lots: 2,
      },
      { kind: 'done', orderId: 2 },
      { kind: 'done', orderId: 3 },
    ]);
  });

  it('cancels by id once, then reports it unknown', () => {
    const e = make();
    run(e, limit('buy', 100, 4, { orderId: 1 }));
    expect(run(e, { kind: 'cancel', orderId: 1 }, { kind: 'cancel', orderId: 1 })).toEqual([
      { kind: 'cancelled', orderId: 1, remainingLots: 4, reason: 'user' },
      { kind: 'rejected', orderId: 1, reason: 'UNKNOWN_ORDER' },
    ]);
    expect(e.depth(5)).toEqual({ bids: [], asks: [] });
  });

  it('rejects a duplicate live id, bad lots and bad prices', () => {
    const e = make();
    run(e, limit('buy', 100, 1, { orderId: 1 }));
    const rejected = (c: Command) => run(e, c).map((x) => x.kind === 'rejected' && x.reason);
    expect(rejected(limit('buy', 99, 1, { orderId: 1 }))).toEqual(['DUPLICATE_ID']);
    for (const lots of [0, -1, 1.5, MAX_LOTS + 1, Number.NaN])
      expect(rejected(limit('buy', 99, lots))).toEqual(['BAD_LOTS']);
    for (const price of [0, -5, 2.5, MAX_PRICE_TICKS + 1])
      expect(rejected(limit('buy', price, 1))).toEqual(['BAD_PRICE']);
    expect(rejected(market('sell', 1, { quoteLimit: 10 }))).toEqual(['BAD_LOTS']);
    expect(rejected(market('buy', 1, { quoteLimit: 0 }))).toEqual(['BAD_LOTS']);
    expect(e.depth(5)).toEqual({ bids: [[100, 1]], asks: [] });
  });

  it('asserts (throws) on ids the sequencer must never send', () => {
    expect(() => run(make(), limit('buy', 100, 1, { orderId: -1 }))).toThrow(/assertion/);
    expect(() => run(make(), limit('buy', 100, 1, { accountId: 1.5 }))).toThrow(/assertion/);
  });
});

describe('OrderBook snapshot', () => {
  it('round-trips exactly, including time priority within a level', () => {
    const book = new OrderBook();
    run(
      book,
      limit('buy', 100, 1, { orderId: 1 }),
      limit('buy', 100, 2, { orderId: 2 }),
      limit('sell', 105, 3, { orderId: 3 }),
    );
    const copy = OrderBook.fromSnapshot(structuredClone(book.snapshot()));
    expect(copy.snapshot()).toEqual(book.snapshot());
    const taker = limit('sell', 100, 3, { orderId: 9, accountId: 7 });
    expect(run(copy, taker)).toEqual(run(book, taker));
  });

  it('refuses snapshots no book could have produced', () => {
    const order = { orderId: 1, accountId: 1, priceTicks: 100, lots: 1 };
    expect(() => OrderBook.fromSnapshot({ version: 1, bids: [order, order], asks: [] })).toThrow(
      /unique/,
    );
    expect(() =>
      OrderBook.fromSnapshot({ version: 1, bids: [order], asks: [{ ...order, orderId: 2 }] }),
    ).toThrow(/crossed/);
    const worseFirst = [order, { ...order, orderId: 2, priceTicks: 101 }];
    expect(() => OrderBook.fromSnapshot({ version: 1, bids: worseFirst, asks: [] })).toThrow(
      /priority/,
    );
    expect(() =>
      OrderBook.fromSnapshot({ version: 1, bids: [{ ...order, lots: 0 }], asks: [] }),
    ).toThrow(/range/);
  });

  it('answers best bid and ask from the top of each side', () => {
    const book = new OrderBook();
    expect([book.bestBid(), book.bestAsk()]).toEqual([undefined, undefined]);
    run(
      book,
      limit('buy', 98, 1),
      limit('buy', 99, 1),
      limit('sell', 103, 1),
      limit('sell', 102, 1),
    );
    expect([book.bestBid(), book.bestAsk()]).toEqual([99, 102]);
    book.checkInvariants();
  });
});
