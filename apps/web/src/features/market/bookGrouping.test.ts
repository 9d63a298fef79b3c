import {
  decimal,
  fromBigInt,
  gte,
  isMultipleOf,
  lt,
  lte,
  sum,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bookLadder,
  chooseStep,
  groupBook,
  groupedLadder,
  precisionSteps,
  regroupView,
  roundToStep,
  stepPlaces,
} from './bookGrouping';
import { bookFromSnapshot, bookView, type DepthBook } from './depthBook';

type Levels = [string, string][];

const book = (bids: Levels, asks: Levels): DepthBook =>
  bookFromSnapshot({ symbol: 'BTC/USDT', seq: 1, bids, asks });

/** Each side's [price, amount] pairs, best first, after grouping by `step`. */
function grouped(source: DepthBook, step: string) {
  const view = bookView(groupBook(source, decimal(step)), 100);
  const pairs = (rows: typeof view.bids) => rows.map((row) => [row.price, row.amount]);
  return { bids: pairs(view.bids), asks: pairs(view.asks) };
}

const texts = (steps: readonly { toString(): string }[]) => steps.map(String);

describe('the steps offered', () => {
  it('offers the tick and its multiples by ten up to a thousand', () => {
    expect(texts(precisionSteps('0.01', '27000.5'))).toEqual(['0.01', '0.1', '1', '10']);
    // A tick that is not a power of ten keeps its digits.
    expect(texts(precisionSteps('0.5', '27000'))).toEqual(['0.5', '5', '50', '500']);
  });

  it('offers a coarser step only while the price is at least ten of it', () => {
    expect(texts(precisionSteps('0.1', '1.5'))).toEqual(['0.1']);
    expect(texts(precisionSteps('0.0001', '0.1'))).toEqual(['0.0001', '0.001', '0.01']);
    // Exactly ten steps to the price is enough.
    expect(texts(precisionSteps('0.01', '10'))).toEqual(['0.01', '0.1', '1']);
  });

  it('offers only the tick without a price, and nothing without a readable positive tick', () => {
    expect(texts(precisionSteps('0.01', null))).toEqual(['0.01']);
    expect(texts(precisionSteps('0.01', 'n/a'))).toEqual(['0.01']);
    expect(precisionSteps('0', '100')).toEqual([]);
    expect(precisionSteps('-0.01', '100')).toEqual([]);
    expect(precisionSteps('abc', '100')).toEqual([]);
  });

  it('handles very small ticks and very large prices exactly', () => {
    expect(texts(precisionSteps('0.00000001', '0.00012345'))).toEqual([
      '0.00000001',
      '0.0000001',
      '0.000001',
      '0.00001',
    ]);
    expect(texts(precisionSteps('0.00000001', '0.000002'))).toEqual(['0.00000001', '0.0000001']);
    expect(texts(precisionSteps('1', '123456789012345678'))).toEqual(['1', '10', '100', '1000']);
  });

  it('keeps the remembered step while it is offered, else falls back to the tick', () => {
    const steps = precisionSteps('0.01', '27000');
    expect(chooseStep(steps, '1')?.toString()).toBe('1');
    expect(chooseStep(steps, null)?.toString()).toBe('0.01');
    expect(chooseStep(steps, '1000')?.toString()).toBe('0.01');
    expect(chooseStep(precisionSteps('0.01', null), '1')?.toString()).toBe('0.01');
    expect(chooseStep([], '1')).toBeNull();
  });

  it('shows a grouped price with no more decimals than its step', () => {
    expect(stepPlaces(2, decimal('10'))).toBe(0);
    expect(stepPlaces(2, decimal('0.1'))).toBe(1);
    expect(stepPlaces(2, decimal('0.01'))).toBe(2);
    expect(stepPlaces(1, decimal('0.5'))).toBe(1);
    expect(stepPlaces(2, null)).toBe(2);
  });
});

describe('grouping a book', () => {
  const sample = book(
    [
      ['27000.40', '1.5'],
      ['27000.00', '2'],
      ['26999.99', '0.1'],
      ['26990.10', '0.2'],
    ],
    [
      ['27000.60', '0.5'],
      ['27001.00', '1'],
      ['27009.99', '0.3'],
      ['27010.01', '0.7'],
    ],
  );

  it('merges levels into steps, bids rounded down and asks up, best first', () => {
    expect(grouped(sample, '1')).toEqual({
      bids: [
        ['27000', '3.5'],
        ['26999', '0.1'],
        ['26990', '0.2'],
      ],
      asks: [
        ['27001', '1.5'],
        ['27010', '0.3'],
        ['27011', '0.7'],
      ],
    });
    expect(grouped(sample, '10')).toEqual({
      bids: [
        ['27000', '3.5'],
        ['26990', '0.3'],
      ],
      asks: [
        ['27010', '1.8'],
        ['27020', '0.7'],
      ],
    });
  });

  it('rounds each side away from the spread, and leaves a price on a step where it is', () => {
    const step = decimal('1');
    expect(roundToStep(decimal('99.99'), step, 'floor').toString()).toBe('99');
    expect(roundToStep(decimal('100.01'), step, 'ceil').toString()).toBe('101');
    expect(roundToStep(decimal('100'), step, 'floor').toString()).toBe('100');
    expect(roundToStep(decimal('100'), step, 'ceil').toString()).toBe('100');
    // A step that is not a power of ten.
    expect(roundToStep(decimal('27003.7'), decimal('2.5'), 'floor').toString()).toBe('27002.5');
    expect(roundToStep(decimal('27003.7'), decimal('2.5'), 'ceil').toString()).toBe('27005');
  });

  it('sums amounts exactly: 0.1 and 0.2 make 0.3', () => {
    const tiny = book(
      [
        ['100.02', '0.1'],
        ['100.01', '0.2'],
      ],
      [
        ['100.11', '0.000000000000000001'],
        ['100.12', '0.2'],
      ],
    );
    expect(grouped(tiny, '0.1')).toEqual({
      bids: [['100', '0.3']],
      asks: [['100.2', '0.200000000000000001']],
    });
  });

  it('recomputes the cumulative amounts and the bars after grouping', () => {
    const view = bookView(groupBook(sample, decimal('10')), 10);
    // One scale for both sides: the deepest cumulative, 3.8 on the bid side, is the full bar.
    expect(view.bids.map((row) => [row.cumulative, row.share])).toEqual([
      ['3.5', 0.9211],
      ['3.8', 1],
    ]);
    expect(view.asks.map((row) => [row.cumulative, row.share])).toEqual([
      ['1.8', 0.4737],
      ['2.5', 0.6579],
    ]);
    expect(view.bestBid).toBe('27000');
    expect(view.bestAsk).toBe('27010');
  });

  it('changes nothing when grouped by the tick or finer, and grouping twice is grouping once', () => {
    for (const step of ['0.01', '0.0001']) {
      expect(bookView(groupBook(sample, decimal(step)), 100)).toEqual(bookView(sample, 100));
    }
    const again = groupBook(groupBook(sample, decimal('10')), decimal('10'));
    expect(bookView(again, 100)).toEqual(bookView(groupBook(sample, decimal('10')), 100));
  });

  it('groups empty and one-sided books', () => {
    expect(grouped(book([], []), '1')).toEqual({ bids: [], asks: [] });
    expect(
      grouped(
        book(
          [
            ['5.5', '1'],
            ['5.2', '2'],
          ],
          [],
        ),
        '1',
      ),
    ).toEqual({ bids: [['5', '3']], asks: [] });
    expect(grouped(book([], [['5.5', '1']]), '1')).toEqual({ bids: [], asks: [['6', '1']] });
  });

  it('groups very small ticks and very large prices exactly', () => {
    const small = book(
      [
        ['0.00012349', '1000'],
        ['0.00012301', '2500.5'],
        ['0.00012299', '1'],
      ],
      [
        ['0.00012351', '7'],
        ['0.000124', '3'],
      ],
    );
    expect(grouped(small, '0.000001')).toEqual({
      bids: [
        ['0.000123', '3500.5'],
        ['0.000122', '1'],
      ],
      asks: [['0.000124', '10']],
    });
    expect(grouped(small, '0.00000001')).toEqual({
      bids: [
        ['0.00012349', '1000'],
        ['0.00012301', '2500.5'],
        ['0.00012299', '1'],
      ],
      asks: [
        ['0.00012351', '7'],
        ['0.000124', '3'],
      ],
    });
    const large = book(
      [
        ['123456789012345678', '1'],
        ['123456789012344999', '2'],
      ],
      [['123456789012345679', '0.5']],
    );
    expect(grouped(large, '1000')).toEqual({
      bids: [
        ['123456789012345000', '1'],
        ['123456789012344000', '2'],
      ],
      asks: [['123456789012346000', '0.5']],
    });
  });

  it('refuses a step that is not positive', () => {
    expect(() => groupBook(sample, ZERO)).toThrow(RangeError);
    expect(() => groupBook(sample, decimal('-1'))).toThrow(RangeError);
  });

  it('keeps every amount, never improves a best price and never crosses the sides', () => {
    // Prices are whole ticks of 0.01 around 100, bids below the asks as in a real book.
    const cents = (low: number, high: number) =>
      fc.integer({ min: low, max: high }).map((n) => fromBigInt(BigInt(n), 2));
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((n) => fromBigInt(BigInt(n), 8));
    const side = (low: number, high: number) =>
      fc.array(fc.tuple(cents(low, high), amount), { maxLength: 30 });
    const toWire = (levels: [Decimal, Decimal][]) =>
      levels.map(([price, size]): [string, string] => [toPlainString(price), toPlainString(size)]);
    fc.assert(
      fc.property(
        side(9_000, 9_999),
        side(10_000, 11_000),
        fc.constantFrom('0.01', '0.1', '1', '10', '0.05', '2.5'),
        (bids, asks, stepText) => {
          const source = book(toWire(bids), toWire(asks));
          const step = decimal(stepText);
          const result = groupBook(source, step);
          const total = (levels: DepthBook['bids']) =>
            sum([...levels.values()].map((l) => l.amount));
          expect(total(result.bids).toString()).toBe(total(source.bids).toString());
          expect(total(result.asks).toString()).toBe(total(source.asks).toString());
          const before = bookView(source, 1);
          const after = bookView(result, 1);
          if (before.bestBid !== null && after.bestBid !== null)
            expect(lte(decimal(after.bestBid), decimal(before.bestBid))).toBe(true);
          if (before.bestAsk !== null && after.bestAsk !== null)
            expect(gte(decimal(after.bestAsk), decimal(before.bestAsk))).toBe(true);
          if (after.bestBid !== null && after.bestAsk !== null)
            expect(lt(decimal(after.bestBid), decimal(after.bestAsk))).toBe(true);
          for (const level of [...result.bids.values(), ...result.asks.values()]) {
            expect(isMultipleOf(level.price, step)).toBe(true);
          }
        },
      ),
    );
  });
});

describe('the ladder by layout', () => {
  const levels = (from: number, by: number, count: number): Levels =>
    Array.from({ length: count }, (_, i) => [String(from + by * i), '1']);
  const prices = (rows: readonly ({ price: string } | null)[]) =>
    rows.map((row) => row?.price ?? '-');

  it('gives both sides the same rows, the thinner one padded at its far end', () => {
    const sides = bookLadder(book(levels(99, -1, 4), levels(101, 1, 2)), 'both', 3);
    expect(prices(sides.asks)).toEqual(['-', '102', '101']);
    expect(prices(sides.bids)).toEqual(['99', '98', '97']);
  });

  it('fills the height of both sides with one side alone, bars scaled to that side', () => {
    const source = book(levels(99, -1, 8), levels(101, 1, 8));
    const bids = bookLadder(source, 'bids', 3);
    expect(bids.asks).toEqual([]);
    expect(prices(bids.bids)).toEqual(['99', '98', '97', '96', '95', '94']);
    expect(bids.bids.at(-1)?.share).toBe(1);
    const asks = bookLadder(source, 'asks', 3);
    expect(asks.bids).toEqual([]);
    // Top to bottom: the best ask last, against the middle.
    expect(prices(asks.asks)).toEqual(['106', '105', '104', '103', '102', '101']);
    expect(asks.asks[0]?.share).toBe(1);
  });

  it('draws nothing for no book or an empty side, in any layout', () => {
    for (const layout of ['both', 'bids', 'asks'] as const) {
      expect(bookLadder(null, layout, 5)).toEqual({ asks: [], bids: [] });
    }
    expect(bookLadder(book([], levels(101, 1, 2)), 'bids', 5)).toEqual({ asks: [], bids: [] });
  });

  it('groups before it cuts, so each row is a whole step', () => {
    const source = book(
      [
        ['100', '1'],
        ['99.5', '1'],
        ['99', '1'],
        ['98.5', '1'],
        ['98', '1'],
      ],
      [
        ['100.5', '1'],
        ['101', '1'],
        ['101.5', '1'],
        ['102', '1'],
        ['102.5', '1'],
      ],
    );
    const sides = groupedLadder(source, decimal('1'), 'both', 2);
    // Bids make 100 (1), 99 (2), 98 (2); asks 101 (2), 102 (2), 103 (1); the best two are shown.
    expect(sides.bids.map((row) => [row?.price, row?.amount])).toEqual([
      ['100', '1'],
      ['99', '2'],
    ]);
    expect(sides.asks.map((row) => [row?.price, row?.amount])).toEqual([
      ['102', '2'],
      ['101', '2'],
    ]);
    expect(groupedLadder(source, null, 'both', 2)).toEqual(bookLadder(source, 'both', 2));
  });
});

describe('grouping a view that was already cut', () => {
  const tick = decimal('0.1');
  const cut = (bids: Levels, asks: Levels) => bookView(book(bids, asks), 4);
  const pairs = (rows: readonly { price: string; amount: string }[]) =>
    rows.map((row) => [row.price, row.amount]);

  it('leaves out a full side’s deepest group when the levels past the cut could belong to it', () => {
    const view = cut(
      [
        ['100.5', '1'],
        ['100.2', '1'],
        ['99.8', '1'],
        ['99.5', '1'],
      ],
      [
        ['100.6', '1'],
        ['100.9', '1'],
        ['101.1', '1'],
        ['102', '1'],
      ],
    );
    const grouped = regroupView(view, decimal('1'), tick, 4);
    // 99.4 and below could still be in the 99 group; 102.1 and above are past the 102 group.
    expect(pairs(grouped.bids)).toEqual([['100', '2']]);
    expect(pairs(grouped.asks)).toEqual([
      ['101', '2'],
      ['102', '2'],
    ]);
    expect(grouped.bids[0]?.cumulative).toBe('2');
  });

  it('keeps every group of a side the cut did not reach, and a lone group', () => {
    const short = cut(
      [
        ['100.5', '1'],
        ['99.5', '1'],
      ],
      [],
    );
    expect(pairs(regroupView(short, decimal('1'), tick, 4).bids)).toEqual([
      ['100', '1'],
      ['99', '1'],
    ]);
    const lone = cut(
      [
        ['100.9', '1'],
        ['100.8', '1'],
        ['100.7', '1'],
        ['100.6', '1'],
      ],
      [],
    );
    expect(pairs(regroupView(lone, decimal('10'), tick, 4).bids)).toEqual([['100', '4']]);
  });

  it('changes nothing when grouped by the tick', () => {
    const view = cut(
      [
        ['100.5', '1'],
        ['100.2', '1'],
        ['99.8', '1'],
        ['99.5', '1'],
      ],
      [['100.6', '0.3']],
    );
    expect(regroupView(view, tick, tick, 4)).toEqual(view);
  });
});
