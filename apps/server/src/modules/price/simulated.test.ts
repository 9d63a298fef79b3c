import { abs, cmp, decimal, div, isPositive, lt, ROUNDING, scaleOf, sub } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { INDEX_COINS } from './coins.js';
import type { PriceFeed } from './price.types.js';
import { createSimulatedFeed, SIMULATED_SOURCE } from './simulated.js';

const START = Date.UTC(2026, 0, 1);

/** Prices by symbol after fetching at each of `times`. */
async function pricesAt(seed: number, times: readonly number[]) {
  const clock = manualClock(START);
  const feed = createSimulatedFeed({ seed, clock });
  const rounds: Record<string, string>[] = [];
  for (const t of times) {
    clock.set(t);
    rounds.push(Object.fromEntries((await feed.fetch()).map((q) => [q.symbol, q.price])));
  }
  return rounds;
}

describe('simulated feed', () => {
  it('is labelled as simulated, in its name, its flag and every quote', async () => {
    const clock = manualClock(START);
    const feed = createSimulatedFeed({ seed: 1, clock });
    expect(feed).toMatchObject({ name: 'simulated', simulated: true });
    const quotes = await feed.fetch();
    expect(quotes.every((q) => q.source === SIMULATED_SOURCE && q.atMs === START)).toBe(true);
    expect(feed.symbols).toEqual(INDEX_COINS.map((c) => c.symbol));
    expect(feed.symbols).not.toContain('USDT');
  });

  it('starts at realistic prices', async () => {
    const [first] = await pricesAt(7, [START]);
    expect(first).toEqual({
      BTC: '95000',
      ETH: '3400',
      SOL: '180',
      XRP: '2.2',
      ADA: '0.75',
      DOGE: '0.32',
      LTC: '95',
      TRX: '0.25',
      USDC: '1',
    });
  });

  it('gives the same prices for the same seed and clock times, and others for another seed', async () => {
    const times = [START, START + 1_000, START + 5_500, START + 60_000, START + 3_600_000];
    const a = await pricesAt(42, times);
    expect(await pricesAt(42, times)).toEqual(a);
    expect(await pricesAt(43, times)).not.toEqual(a);
    expect(a[4]?.BTC).not.toBe('95000');
  });

  it('depends on elapsed time only, not on how often it was polled', async () => {
    const everySecond = Array.from({ length: 601 }, (_, i) => START + i * 1_000);
    const polledOften = await pricesAt(5, everySecond);
    const polledTwice = await pricesAt(5, [START, START + 600_000]);
    expect(polledTwice[1]).toEqual(polledOften[600]);
  });

  it('does not rewind when the clock steps back', async () => {
    const rounds = await pricesAt(9, [START, START + 10_000, START + 2_000]);
    expect(rounds[2]).toEqual(rounds[1]);
  });

  it('stays positive, on scale, and moves at most 0.03 % a step over 100k steps', async () => {
    const clock = manualClock(START);
    const feed = createSimulatedFeed({ seed: 2026, clock });
    const scales = Object.fromEntries(INDEX_COINS.map((c) => [c.symbol, c.scale]));
    let previous = new Map((await feed.fetch()).map((q) => [q.symbol, decimal(q.price)]));
    let biggestBtcMove = decimal('0');
    for (let i = 0; i < 100_000; i++) {
      clock.advance(1_000);
      const quotes = await feed.fetch();
      for (const q of quotes) {
        const price = decimal(q.price);
        if (!isPositive(price) || scaleOf(price) > (scales[q.symbol] ?? 0))
          throw new Error(`bad ${q.symbol} price ${q.price} at step ${i}`);
        if (q.symbol === 'USDC' && (lt(price, decimal('0.9995')) || lt(decimal('1.0005'), price)))
          throw new Error(`USDC off its peg: ${q.price}`);
      }
      const btc = quotes.find((q) => q.symbol === 'BTC');
      const before = previous.get('BTC');
      if (btc && before) {
        const move = div(sub(decimal(btc.price), before), before, 8, ROUNDING.up);
        if (cmp(abs(move), biggestBtcMove) > 0) biggestBtcMove = abs(move);
      }
      previous = new Map(quotes.map((q) => [q.symbol, decimal(q.price)]));
    }
    // 0.03 % plus rounding to the cent.
    expect(cmp(biggestBtcMove, decimal('0.0003001'))).toBeLessThanOrEqual(0);
    expect(cmp(biggestBtcMove, decimal('0.00015'))).toBeGreaterThan(0);
  });

  it('never quotes zero, even for a coin walked from its smallest tick', async () => {
    const clock = manualClock(START);
    const feed: PriceFeed = createSimulatedFeed({
      seed: 3,
      clock,
      maxStepPpm: 900_000,
      coins: [{ symbol: 'DUST', scale: 2, demoStart: '0.01', pegged: false }],
    });
    await feed.fetch();
    for (let i = 0; i < 2_000; i++) {
      clock.advance(1_000);
      const [q] = await feed.fetch();
      expect(isPositive(decimal(q?.price ?? '0'))).toBe(true);
    }
  });

  it('resumes from given start prices and refuses bad options', () => {
    const clock = manualClock(START);
    expect(() => createSimulatedFeed({ seed: 1, clock, stepMs: 0 })).toThrow(RangeError);
    expect(() => createSimulatedFeed({ seed: 1, clock, maxStepPpm: 1_000_000 })).toThrow(
      RangeError,
    );
    expect(() => createSimulatedFeed({ seed: 1, clock, startPrices: { BTC: '0' } })).toThrow(
      RangeError,
    );
    return expect(
      createSimulatedFeed({ seed: 1, clock, startPrices: { BTC: '101000.5' } }).fetch(),
    ).resolves.toContainEqual(expect.objectContaining({ symbol: 'BTC', price: '101000.5' }));
  });
});
