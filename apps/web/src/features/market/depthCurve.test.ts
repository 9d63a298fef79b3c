import { describe, expect, it } from 'vitest';
import { bookFromSnapshot } from './depthBook';
import { depthCurve, depthPaths, type DepthCurve } from './depthCurve';
import { depthFixture } from './test/fixtures';

const book = (bids: [string, string][], asks: [string, string][]) =>
  bookFromSnapshot({ symbol: 'BTC/USDT', seq: 1, bids, asks });

function curveOf(bids: [string, string][], asks: [string, string][]): DepthCurve {
  const curve = depthCurve(book(bids, asks));
  if (curve === null) throw new Error('no curve');
  return curve;
}

describe('depth curve', () => {
  it('sums each side outward from the best price, around the exact mid price', () => {
    // Fixture: bids 27000.40 x 1.5, 27000.00 x 2; asks 27000.60 x 0.5, 27001.00 x 1.
    const curve = depthCurve(bookFromSnapshot(depthFixture));
    expect(curve?.bids).toEqual([
      { price: 27000.4, total: 1.5 },
      { price: 27000, total: 3.5 },
    ]);
    expect(curve?.asks).toEqual([
      { price: 27000.6, total: 0.5 },
      { price: 27001, total: 1.5 },
    ]);
    expect(curve?.mid).toBe('27000.5');
    expect(curve?.maxTotal).toBe(3.5);
    // The farthest level read is 27000, 0.5 below the mid; the range is that either side.
    expect(curve?.low).toBeCloseTo(27000, 9);
    expect(curve?.high).toBeCloseTo(27001, 9);
  });

  it('sums exactly, as decimals, before drawing', () => {
    const curve = curveOf(
      [
        ['100', '0.1'],
        ['99.9', '0.2'],
      ],
      [['100.1', '0.3']],
    );
    // 0.1 + 0.2 as numbers is 0.30000000000000004.
    expect(curve.bids.at(-1)?.total).toBe(0.3);
  });

  it('keeps a stray far order from squeezing the book, and draws a one-sided book', () => {
    const curve = curveOf(
      [
        ['100', '1'],
        ['99', '1'],
        ['1', '50'],
      ],
      [['101', '1']],
    );
    // Mid 100.5; the stray bid at 1 is beyond the 10% cap, so it is left out.
    expect(curve.low).toBeCloseTo(90.45, 9);
    expect(curve.bids.map((step) => step.price)).toEqual([100, 99]);
    expect(curve.maxTotal).toBe(2);
    const bidsOnly = curveOf([['50', '2']], []);
    expect(bidsOnly.mid).toBe('50');
    expect(bidsOnly.asks).toEqual([]);
    expect(bidsOnly.low).toBeCloseTo(49.5, 9);
    expect(bidsOnly.high).toBeCloseTo(50.5, 9);
    expect(depthCurve(book([], []))).toBeNull();
    expect(depthCurve(null)).toBeNull();
  });

  it('never reaches below a price of zero', () => {
    // Mid 5, best prices 4 away: the range is 8 either side, cut at 0 below.
    const curve = curveOf(
      [['1', '1']],
      [
        ['9', '1'],
        ['30', '1'],
      ],
    );
    expect(curve.low).toBe(0);
    expect(curve.high).toBe(13);
    expect(curve.asks).toEqual([{ price: 9, total: 1 }]);
  });
});

describe('depth paths', () => {
  it('draws each side as stairs from the mid price out to its edge', () => {
    const curve: DepthCurve = {
      bids: [
        { price: 9, total: 1 },
        { price: 8, total: 2 },
      ],
      asks: [{ price: 11, total: 2 }],
      mid: '10',
      midValue: 10,
      low: 5,
      high: 15,
      maxTotal: 2,
    };
    // x = (price - 5) / 10 * 100; y = 50 - total / 2 * 45 (the top total reaches 90%).
    const paths = depthPaths(curve, 100, 50);
    expect(paths.middle).toBe(50);
    expect(paths.bidLine).toBe('M40,50L40,27.5L30,27.5L30,5L0,5');
    expect(paths.bidArea).toBe('M50,50L40,50L40,27.5L30,27.5L30,5L0,5L0,50Z');
    expect(paths.askLine).toBe('M60,50L60,5L100,5');
    expect(paths.askArea).toBe('M50,50L60,50L60,5L100,5L100,50Z');
  });

  it('draws nothing for an empty side', () => {
    const paths = depthPaths(
      { bids: [], asks: [], mid: '1', midValue: 1, low: 0, high: 2, maxTotal: 1 },
      100,
      50,
    );
    expect([paths.bidLine, paths.bidArea, paths.askLine, paths.askArea]).toEqual(['', '', '', '']);
  });
});
