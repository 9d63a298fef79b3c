import { describe, expect, it } from 'vitest';
import {
  applyDelta,
  bookFromSnapshot,
  bookView,
  ladderSides,
  receiveDepth,
  type DepthBook,
} from './depthBook';
import { depthFixture } from './test/fixtures';

const book = () => bookFromSnapshot(depthFixture);

function applied(result: ReturnType<typeof applyDelta>): DepthBook {
  if (result.kind !== 'applied') throw new Error(`expected applied, got ${result.kind}`);
  return result.book;
}

describe('depth book', () => {
  it('shows a snapshot best first, with cumulative amounts and shared bar scale', () => {
    const view = bookView(book(), 10);
    expect(view.asks.map((row) => [row.price, row.amount, row.cumulative])).toEqual([
      ['27000.6', '0.5', '0.5'],
      ['27001', '1', '1.5'],
    ]);
    expect(view.bids.map((row) => [row.price, row.amount, row.cumulative])).toEqual([
      ['27000.4', '1.5', '1.5'],
      ['27000', '2', '3.5'],
    ]);
    // The deepest cumulative (3.5 on the bid side) is the full bar on both sides.
    expect(view.bids[1]?.share).toBe(1);
    expect(view.asks[1]?.share).toBe(0.4286);
    expect(view.bestAsk).toBe('27000.6');
    expect(view.bestBid).toBe('27000.4');
  });

  it('applies a delta that continues the sequence: add, change and remove levels', () => {
    const next = applied(
      applyDelta(book(), {
        seq: 11,
        prevSeq: 10,
        bids: [
          ['27000.5', '0.3'],
          ['27000.00', '0'],
        ],
        asks: [['27000.6', '0.25']],
      }),
    );
    expect(next.seq).toBe(11);
    const view = bookView(next, 10);
    expect(view.bids.map((row) => row.price)).toEqual(['27000.5', '27000.4']);
    expect(view.asks[0]?.amount).toBe('0.25');
  });

  it('treats "100.10" and "100.1" as one level', () => {
    const next = applied(
      applyDelta(book(), { seq: 11, prevSeq: 10, bids: [['27000.4000', '0']], asks: [] }),
    );
    expect(bookView(next, 10).bids.map((row) => row.price)).toEqual(['27000']);
  });

  it('reports a gap when a delta was missed and ignores one it already contains', () => {
    expect(applyDelta(book(), { seq: 13, prevSeq: 12, bids: [], asks: [] }).kind).toBe('gap');
    expect(applyDelta(book(), { seq: 10, prevSeq: 9, bids: [], asks: [] }).kind).toBe('stale');
    expect(applyDelta(book(), { bids: [], asks: [] }).kind).toBe('gap');
  });

  it('limits each side to the requested count', () => {
    const view = bookView(book(), 1);
    expect(view.asks).toHaveLength(1);
    expect(view.bids).toHaveLength(1);
    expect(view.bids[0]?.share).toBe(1);
    expect(bookView(null, 5)).toEqual({ asks: [], bids: [], bestAsk: null, bestBid: null });
  });

  it('skips malformed levels instead of failing', () => {
    const next = bookFromSnapshot({
      ...depthFixture,
      bids: [
        ['abc', '1'],
        ['-5', '1'],
        ['27000', '1e3'],
        ['26999', '1'],
      ],
    });
    expect(bookView(next, 10).bids.map((row) => row.price)).toEqual(['26999']);
  });
});

describe('the ladder', () => {
  const levels = (prices: string[]) => prices.map((price): [string, string] => [price, '1']);
  /** Each side top to bottom, '-' for an empty slot. */
  const ladder = (asks: string[], bids: string[], count = 10) => {
    const sides = ladderSides(
      bookView(
        bookFromSnapshot({ symbol: 'BTC/USDT', seq: 1, asks: levels(asks), bids: levels(bids) }),
        count,
      ),
    );
    const shown = (rows: typeof sides.asks) => rows.map((row) => row?.price ?? '-');
    return { asks: shown(sides.asks), bids: shown(sides.bids) };
  };

  it('gives both sides the same rows, no slot when the sides are as deep', () => {
    // A book shallower than the screen's count draws no blank rows at all.
    expect(ladder(['101', '102'], ['99', '98'])).toEqual({
      asks: ['102', '101'],
      bids: ['99', '98'],
    });
  });

  it('puts a thinner side’s empty slots at its far end, the best prices against the middle', () => {
    expect(ladder(['101'], ['99', '98', '97'])).toEqual({
      asks: ['-', '-', '101'],
      bids: ['99', '98', '97'],
    });
    expect(ladder(['101', '102', '103'], ['99'])).toEqual({
      asks: ['103', '102', '101'],
      bids: ['99', '-', '-'],
    });
  });

  it('keeps to the count, and draws nothing for no book', () => {
    expect(ladder(['101', '102', '103'], ['99', '98'], 2)).toEqual({
      asks: ['102', '101'],
      bids: ['99', '98'],
    });
    expect(ladderSides(bookView(null, 5))).toEqual({ asks: [], bids: [] });
  });
});

describe('depth frames from the stream', () => {
  const symbol = 'BTC/USDT';

  it('replaces the book with a snapshot and applies the following updates', () => {
    const first = receiveDepth(null, symbol, { type: 'snapshot', data: depthFixture });
    expect(first.resync).toBe(false);
    const second = receiveDepth(first.book, symbol, {
      type: 'update',
      seq: 11,
      prevSeq: 10,
      data: { bids: [], asks: [['27000.6', '0']] },
    });
    expect(second.resync).toBe(false);
    expect(bookView(second.book, 10).bestAsk).toBe('27001');
  });

  it('asks for a snapshot after a gap and keeps the last good book meanwhile', () => {
    const start = bookFromSnapshot(depthFixture);
    const step = receiveDepth(start, symbol, {
      type: 'update',
      seq: 15,
      prevSeq: 14,
      data: { bids: [], asks: [] },
    });
    expect(step).toEqual({ book: start, resync: true });
  });

  it('reads seq and prevSeq from the payload when the frame has none', () => {
    const step = receiveDepth(bookFromSnapshot(depthFixture), symbol, {
      type: 'update',
      data: { seq: 11, prevSeq: 10, bids: [['1', '1']], asks: [] },
    });
    expect(step.book?.seq).toBe(11);
  });

  it('ignores unreadable frames and asks for a snapshot when updates come before any book', () => {
    const start = bookFromSnapshot(depthFixture);
    expect(receiveDepth(start, symbol, { type: 'update', data: 'nope' })).toEqual({
      book: start,
      resync: false,
    });
    expect(
      receiveDepth(null, symbol, {
        type: 'update',
        seq: 2,
        prevSeq: 1,
        data: { bids: [], asks: [] },
      }),
    ).toEqual({ book: null, resync: true });
  });
});
