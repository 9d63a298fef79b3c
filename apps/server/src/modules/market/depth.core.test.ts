import type { DepthLevelWire } from '@exchange/contracts';
import { fromBigInt, toPlainString } from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDepth, diffDepth, isEmptyDelta, type DepthSides } from './depth.core.js';

describe('diffDepth', () => {
  it('lists changed and new levels with their amount and removed ones with "0", best first', () => {
    const before: DepthSides = {
      bids: [
        ['100', '1'],
        ['99.5', '2'],
        ['99', '3'],
      ],
      asks: [
        ['101', '1'],
        ['102', '5'],
      ],
    };
    const after: DepthSides = {
      bids: [
        ['100.5', '0.1'],
        ['100', '1'],
        ['99', '4'],
      ],
      asks: [['102', '5']],
    };
    expect(diffDepth(before, after)).toEqual({
      bids: [
        ['100.5', '0.1'],
        ['99.5', '0'],
        ['99', '4'],
      ],
      asks: [['101', '0']],
    });
    expect(isEmptyDelta(diffDepth(after, after))).toBe(true);
  });

  it('removes a level that merely fell out of the top levels, as a client with a cut book must', () => {
    const delta = diffDepth({ bids: [['1', '1']], asks: [] }, { bids: [['2', '1']], asks: [] });
    expect(delta.bids).toEqual([
      ['2', '1'],
      ['1', '0'],
    ]);
  });
});

/** A side: distinct prices, positive amounts, sorted best first. */
const side = (best: 'high' | 'low') =>
  fc.uniqueArray(fc.bigInt({ min: 1n, max: 5_000n }), { maxLength: 40 }).chain((prices) =>
    fc
      .array(fc.bigInt({ min: 1n, max: 50n }), {
        minLength: prices.length,
        maxLength: prices.length,
      })
      .map((amounts) =>
        prices
          .map((p, i): [bigint, bigint] => [p, amounts[i] ?? 1n])
          .sort(([a], [b]) => (best === 'high' ? Number(b - a) : Number(a - b)))
          .map(([p, a]): DepthLevelWire => [
            toPlainString(fromBigInt(p, 2)),
            toPlainString(fromBigInt(a, 1)),
          ]),
      ),
  );
const book = fc.record({ bids: side('high'), asks: side('low') });

describe('properties', () => {
  it('apply(old, diff(old, new)) equals new', () => {
    fc.assert(
      fc.property(book, book, (before, after) => {
        expect(applyDepth(before, diffDepth(before, after))).toEqual(after);
      }),
      { numRuns: 500 },
    );
  });

  it('a chain of deltas rebuilds the last book from the first', () => {
    fc.assert(
      fc.property(fc.array(book, { minLength: 1, maxLength: 8 }), (books) => {
        let client: DepthSides = { bids: [], asks: [] };
        let server: DepthSides = { bids: [], asks: [] };
        for (const next of books) {
          client = applyDepth(client, diffDepth(server, next));
          server = next;
        }
        expect(client).toEqual(server);
      }),
    );
  });
});
