import {
  decimal,
  div,
  fromBigInt,
  max,
  min,
  mul,
  sub,
  sum,
  toFixed,
  toPlainString,
} from '@exchange/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CandleTrade } from './candles.core.js';
import {
  addTickerTrade,
  createTickerWindow,
  expireTicker,
  TICKER_WINDOW_MS,
  tickerFigures,
  windowStartMinute,
  type TickerFigures,
} from './ticker.core.js';

const T0 = Date.UTC(2026, 4, 1, 12);
const HOUR = 3_600_000;
const trade = (price: string, amount: string, time: number): CandleTrade => ({
  price: decimal(price),
  amount: decimal(amount),
  quoteAmount: mul(decimal(price), decimal(amount)),
  time,
});

describe('ticker window', () => {
  it('shows null prices and zero changes with no trade in the window', () => {
    expect(tickerFigures(createTickerWindow())).toEqual({
      last: null,
      open: null,
      high: null,
      low: null,
      volume: '0',
      turnover: '0',
      change: '0',
      changePercent: '0.00',
    });
  });

  it('reports open, last, extremes, sums and the change with two decimals', () => {
    const w = createTickerWindow();
    addTickerTrade(w, trade('200', '1', T0));
    addTickerTrade(w, trade('250', '0.5', T0 + HOUR));
    addTickerTrade(w, trade('190', '2', T0 + 2 * HOUR));
    addTickerTrade(w, trade('201.5', '1', T0 + 3 * HOUR));
    expect(tickerFigures(w)).toEqual({
      last: '201.5',
      open: '200',
      high: '250',
      low: '190',
      volume: '4.5',
      turnover: '906.5',
      change: '1.5',
      changePercent: '0.75',
    });
  });

  it.each([
    ['3', '3.0001', '0.00'], // 0.00333..%
    ['3', '3.00015', '0.01'], // 0.005 % exactly: half-up
    ['3', '2.99985', '-0.01'], // -0.005 %: ties go away from zero
    ['8', '4', '-50.00'],
  ])('rounds the change of %s -> %s to %s %%', (open, last, percent) => {
    const w = createTickerWindow();
    addTickerTrade(w, trade(open, '1', T0));
    addTickerTrade(w, trade(last, '1', T0 + 1));
    expect(tickerFigures(w).changePercent).toBe(percent);
  });

  it('drops a trade once its minute starts before now - 24h, and rescans the extremes', () => {
    const w = createTickerWindow();
    addTickerTrade(w, trade('300', '1', T0 + 30_000)); // the high, in minute T0
    addTickerTrade(w, trade('100', '1', T0 + HOUR)); // the low
    addTickerTrade(w, trade('200', '1', T0 + 2 * HOUR));
    expect(expireTicker(w, T0 + TICKER_WINDOW_MS + 59_999)).toBe(false);
    expect(tickerFigures(w).high).toBe('300');
    expect(expireTicker(w, T0 + TICKER_WINDOW_MS + 60_000)).toBe(true);
    expect(tickerFigures(w)).toMatchObject({ open: '100', high: '200', low: '100', volume: '2' });
    expect(expireTicker(w, T0 + 2 * HOUR + TICKER_WINDOW_MS + 60_000)).toBe(true);
    expect(tickerFigures(w)).toMatchObject({ last: null, volume: '0', changePercent: '0.00' });
    expect(w.buckets).toEqual([]);
  });

  it('keeps at most one bucket per minute of the window', () => {
    const w = createTickerWindow();
    for (let i = 0; i < 1440 + 300; i++) {
      addTickerTrade(w, trade('1', '1', T0 + i * 60_000));
      addTickerTrade(w, trade('2', '1', T0 + i * 60_000 + 1));
      expireTicker(w, T0 + i * 60_000 + 1);
    }
    expect(w.buckets.length).toBeLessThanOrEqual(1441);
    expect(tickerFigures(w).volume).toBe(String(2 * w.buckets.length));
  });
});

/** From scratch: the trades whose minute is inside the window, summarised directly. */
function reference(trades: readonly CandleTrade[], nowMs: number): TickerFigures {
  const start = windowStartMinute(nowMs);
  const inside = trades.filter((t) => Math.floor(t.time / 60_000) * 60_000 >= start);
  const [first, ...rest] = inside;
  if (first === undefined) return tickerFigures(createTickerWindow());
  const last = inside.at(-1) ?? first;
  const prices = rest.map((t) => t.price);
  const change = sub(last.price, first.price);
  return {
    last: toPlainString(last.price),
    open: toPlainString(first.price),
    high: toPlainString(max(first.price, ...prices)),
    low: toPlainString(min(first.price, ...prices)),
    volume: toPlainString(sum(inside.map((t) => t.amount))),
    turnover: toPlainString(sum(inside.map((t) => t.quoteAmount))),
    change: toPlainString(change),
    changePercent: toFixed(
      div(mul(change, decimal('100')), first.price, 2, 'half_up'),
      2,
      'half_up',
    ),
  };
}

describe('properties', () => {
  it('the incremental window equals the figures computed from scratch at every step', () => {
    const steps = fc.array(
      fc.record({
        gapMs: fc.oneof(
          fc.integer({ min: 0, max: 120_000 }),
          fc.integer({ min: 0, max: 10 * HOUR }),
        ),
        priceUnits: fc.bigInt({ min: 1n, max: 1_000_000n }),
        amountUnits: fc.bigInt({ min: 1n, max: 100_000n }),
        /** How long after the trade the ticker is read. */
        readDelayMs: fc.integer({ min: 0, max: 30 * HOUR }),
      }),
      { maxLength: 80 },
    );
    fc.assert(
      fc.property(steps, (list) => {
        const w = createTickerWindow();
        const seen: CandleTrade[] = [];
        let time = T0;
        for (const { gapMs, priceUnits, amountUnits, readDelayMs } of list) {
          time += gapMs;
          const price = fromBigInt(priceUnits, 2);
          const amount = fromBigInt(amountUnits, 3);
          const t = { price, amount, quoteAmount: mul(price, amount), time };
          addTickerTrade(w, t);
          seen.push(t);
          expireTicker(w, time);
          expect(tickerFigures(w)).toEqual(reference(seen, time));
          // Reading later must not change what a read at `time` will see next.
          const probe = { ...w, buckets: w.buckets.map((b) => ({ ...b })) };
          expireTicker(probe, time + readDelayMs);
          expect(tickerFigures(probe)).toEqual(reference(seen, time + readDelayMs));
        }
      }),
      { numRuns: 200 },
    );
  });
});
