import { KLINE_INTERVALS, type KlineInterval } from '@exchange/contracts';
import { decimal, fromBigInt, max, min, mul, sum } from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addTrade,
  aggregateCandles,
  buildCandles,
  nextOpenTime,
  openTimeOf,
  type Candle,
  type CandleTrade,
} from './candles.core.js';

const at = (iso: string) => Date.parse(iso);
const trade = (price: string, amount: string, time: number): CandleTrade => ({
  price: decimal(price),
  amount: decimal(amount),
  quoteAmount: mul(decimal(price), decimal(amount)),
  time,
});

describe('open times', () => {
  const t = at('2026-03-18T13:47:29.123Z'); // a Wednesday
  it.each([
    ['1m', '2026-03-18T13:47:00.000Z'],
    ['5m', '2026-03-18T13:45:00.000Z'],
    ['15m', '2026-03-18T13:45:00.000Z'],
    ['30m', '2026-03-18T13:30:00.000Z'],
    ['1h', '2026-03-18T13:00:00.000Z'],
    ['4h', '2026-03-18T12:00:00.000Z'],
    ['1d', '2026-03-18T00:00:00.000Z'],
    ['1w', '2026-03-16T00:00:00.000Z'],
    ['1M', '2026-03-01T00:00:00.000Z'],
  ] as const)('%s aligns to %s (UTC)', (interval, expected) => {
    expect(new Date(openTimeOf(interval, t)).toISOString()).toBe(expected);
  });

  it('starts weeks on Monday 00:00 UTC, including on Sunday night and Monday midnight', () => {
    expect(openTimeOf('1w', at('2026-03-22T23:59:59.999Z'))).toBe(at('2026-03-16T00:00:00Z'));
    expect(openTimeOf('1w', at('2026-03-23T00:00:00.000Z'))).toBe(at('2026-03-23T00:00:00Z'));
    expect(new Date(openTimeOf('1w', 0)).toISOString()).toBe('1969-12-29T00:00:00.000Z');
  });

  it('steps months by their real length, across a year end and a leap February', () => {
    expect(nextOpenTime('1M', at('2028-02-01T00:00:00Z'))).toBe(at('2028-03-01T00:00:00Z'));
    expect(nextOpenTime('1M', at('2026-12-01T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
    expect(nextOpenTime('1d', at('2026-12-31T00:00:00Z'))).toBe(at('2027-01-01T00:00:00Z'));
  });

  it('puts the last millisecond of an interval in it and the next one in the next', () => {
    for (const interval of KLINE_INTERVALS) {
      const open = openTimeOf(interval, t);
      const next = nextOpenTime(interval, open);
      expect(openTimeOf(interval, next - 1)).toBe(open);
      expect(openTimeOf(interval, next)).toBe(next);
    }
  });
});

describe('addTrade', () => {
  it('keeps open, high, low, close, volume, turnover and count', () => {
    const t0 = at('2026-01-01T00:00:10Z');
    let candle = addTrade(undefined, '1m', trade('100', '1', t0));
    candle = addTrade(candle, '1m', trade('105.5', '0.5', t0 + 1000));
    candle = addTrade(candle, '1m', trade('99', '2', t0 + 2000));
    candle = addTrade(candle, '1m', trade('101', '0.25', t0 + 3000));
    expect(candle).toEqual({
      openTime: at('2026-01-01T00:00:00Z'),
      open: decimal('100'),
      high: decimal('105.5'),
      low: decimal('99'),
      close: decimal('101'),
      volume: decimal('3.75'),
      turnover: decimal('376'), // 100 + 52.75 + 198 + 25.25
      count: 4,
    });
  });

  it('starts a new candle in the next interval and never reopens a closed one', () => {
    const first = addTrade(undefined, '1m', trade('100', '1', at('2026-01-01T00:00:59.999Z')));
    const second = addTrade(first, '1m', trade('101', '1', at('2026-01-01T00:01:00Z')));
    expect(second.openTime).toBe(at('2026-01-01T00:01:00Z'));
    expect(second.count).toBe(1);
    // The engine clock stepped back: counted in the current candle, not the closed one.
    const late = addTrade(second, '1m', trade('90', '1', at('2026-01-01T00:00:30Z')));
    expect([late.openTime, late.count, late.low]).toEqual([second.openTime, 2, decimal('90')]);
  });
});

/** From scratch, a different way: group by open time, then take extremes and sums of each group. */
function reference(trades: readonly CandleTrade[], interval: KlineInterval): Candle[] {
  const groups = new Map<number, CandleTrade[]>();
  for (const t of trades) {
    const key = openTimeOf(interval, t.time);
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  return [...groups]
    .sort(([a], [b]) => a - b)
    .map(([openTime, group]) => {
      const prices = group.map((t) => t.price);
      const [head = prices[0], ...rest] = prices;
      if (head === undefined) throw new Error('empty group');
      return {
        openTime,
        open: head,
        high: max(head, ...rest),
        low: min(head, ...rest),
        close: prices.at(-1) ?? head,
        volume: sum(group.map((t) => t.amount)),
        turnover: sum(group.map((t) => t.quoteAmount)),
        count: group.length,
      };
    });
}

const START = at('2026-01-26T22:00:00Z');
/** Trades in time order spread over about five weeks, so every interval has several candles. */
const tradeStream = fc
  .array(
    fc.record({
      gapMs: fc.oneof(
        fc.integer({ min: 0, max: 90_000 }),
        fc.integer({ min: 0, max: 3 * 86_400_000 }),
      ),
      priceUnits: fc.bigInt({ min: 1n, max: 10_000_000n }),
      amountUnits: fc.bigInt({ min: 1n, max: 1_000_000n }),
    }),
    { maxLength: 120 },
  )
  .map((steps) => {
    let time = START;
    return steps.map(({ gapMs, priceUnits, amountUnits }) => {
      time += gapMs;
      const price = fromBigInt(priceUnits, 2);
      const amount = fromBigInt(amountUnits, 4);
      return { price, amount, quoteAmount: mul(price, amount), time };
    });
  });

describe('properties', () => {
  it('candles built one trade at a time equal candles built from scratch, for every interval', () => {
    fc.assert(
      fc.property(tradeStream, (trades) => {
        for (const interval of KLINE_INTERVALS) {
          const emitted: Candle[] = [];
          let current: Candle | undefined;
          for (const t of trades) {
            const next = addTrade(current, interval, t);
            if (current && next.openTime !== current.openTime) emitted.push(current);
            current = next;
          }
          if (current) emitted.push(current);
          expect(emitted).toEqual(reference(trades, interval));
          expect(buildCandles(trades, interval)).toEqual(emitted);
        }
      }),
      { numRuns: 200 },
    );
  });

  /** Pairs where every finer candle lies inside one coarser candle. */
  const nested: [KlineInterval, KlineInterval][] = [
    ['1m', '5m'],
    ['1m', '1h'],
    ['5m', '15m'],
    ['15m', '30m'],
    ['30m', '1h'],
    ['1h', '4h'],
    ['4h', '1d'],
    ['1m', '1d'],
    ['1d', '1w'],
    ['1d', '1M'],
    ['1h', '1M'],
  ];

  it('coarser candles are the aggregation of finer ones', () => {
    fc.assert(
      fc.property(tradeStream, fc.constantFrom(...nested), (trades, [fine, coarse]) => {
        expect(aggregateCandles(buildCandles(trades, fine), coarse)).toEqual(
          buildCandles(trades, coarse),
        );
      }),
      { numRuns: 300 },
    );
  });
});
