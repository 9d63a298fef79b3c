import { describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import type { PriceSource } from '../wallet/index.js';
import { INDEX_SCALES } from './coins.js';
import { createPriceIndex } from './price.service.js';
import type { IndexPrice, PriceFeed, Quote } from './price.types.js';
import { createSimulatedFeed } from './simulated.js';

const START = Date.UTC(2026, 0, 1);

/** A feed whose next answer the test sets; `atMs` defaults to the clock's time. */
function scriptedFeed(name: string, clock: { nowMs(): number }, simulated = false) {
  let next: Record<string, string> | Error = {};
  const feed: PriceFeed & { answer(prices: Record<string, string> | Error): void } = {
    name,
    simulated,
    symbols: ['BTC', 'ETH'],
    async fetch(): Promise<Quote[]> {
      if (next instanceof Error) throw next;
      return Object.entries(next).map(([symbol, price]) => ({
        source: name,
        symbol,
        price,
        atMs: clock.nowMs(),
      }));
    },
    answer(prices) {
      next = prices;
    },
  };
  return feed;
}

function setup(minSources = 2) {
  const clock = manualClock(START);
  const feeds = ['a', 'b', 'c'].map((n) => scriptedFeed(n, clock));
  const logs: string[] = [];
  const index = createPriceIndex({
    feeds,
    clock,
    minSources,
    maxAgeMs: 30_000,
    log: (message) => void logs.push(message),
  });
  return { clock, feeds, index, logs };
}

describe('price index', () => {
  it('has no price before the first poll', () => {
    const { index } = setup();
    expect(index.symbols()).toEqual(['BTC', 'ETH']);
    expect(index.price('BTC')).toBeNull();
    expect(index.all()).toEqual([]);
  });

  it('takes the median of the sources after a poll', async () => {
    const { index, feeds } = setup();
    feeds[0]?.answer({ BTC: '95000', ETH: '3400.5' });
    feeds[1]?.answer({ BTC: '95010' });
    feeds[2]?.answer({ BTC: '1000000', ETH: '3401.5' });
    await index.poll();
    expect(index.price('BTC')).toEqual({
      symbol: 'BTC',
      price: '95010',
      atMs: START,
      sources: 3,
      simulated: false,
    });
    expect(index.price('ETH')).toMatchObject({ price: '3401', sources: 2 });
    expect(index.price('DOGE')).toBeNull();
  });

  it('drops a coin once too few of its sources are fresh, and keeps each source latest quote', async () => {
    const { index, feeds, clock } = setup();
    feeds.forEach((f, i) => f.answer({ BTC: String(95_000 + i) }));
    await index.poll();
    clock.advance(20_000);
    feeds[0]?.answer({ BTC: '95100' });
    feeds[1]?.answer({});
    feeds[2]?.answer({});
    await index.poll();
    expect(index.price('BTC')).toMatchObject({ price: '95002', sources: 3, atMs: START });
    clock.advance(15_000); // b and c are now 35 s old
    expect(index.price('BTC')).toBeNull();
    feeds[1]?.answer({ BTC: '95200' });
    await index.poll();
    expect(index.price('BTC')).toMatchObject({ price: '95150', sources: 2 });
  });

  it('keeps polling when a feed throws, and logs it', async () => {
    const { index, feeds, logs } = setup(1);
    feeds[0]?.answer(new Error('boom'));
    feeds[1]?.answer({ BTC: '95000' });
    await expect(index.poll()).resolves.toHaveLength(1);
    expect(logs).toEqual(['price feed failed']);
  });

  it('ignores quotes a feed sends for another source or an unknown coin', async () => {
    const clock = manualClock(START);
    const liar: PriceFeed = {
      name: 'liar',
      simulated: false,
      symbols: ['BTC'],
      fetch: async () => [
        { source: 'other', symbol: 'BTC', price: '1', atMs: START },
        { source: 'liar', symbol: 'XYZ', price: '1', atMs: START },
      ],
    };
    const index = createPriceIndex({ feeds: [liar], clock });
    expect(await index.poll()).toEqual([]);
    expect(index.price('XYZ')).toBeNull();
  });

  it('refuses duplicate feed names and bad rules at construction', () => {
    const clock = manualClock(START);
    const feed = scriptedFeed('a', clock);
    expect(() => createPriceIndex({ feeds: [feed, feed], clock })).toThrow(/unique/);
    expect(() => createPriceIndex({ feeds: [feed], clock, minSources: 0 })).toThrow(RangeError);
  });

  it('tells subscribers after each poll until they unsubscribe, whatever another subscriber does', async () => {
    const { index, feeds, logs } = setup(1);
    feeds[0]?.answer({ BTC: '95000' });
    const seen: (readonly IndexPrice[])[] = [];
    index.subscribe(() => {
      throw new Error('socket closed');
    });
    const unsubscribe = index.subscribe((prices) => seen.push(prices));
    await index.poll();
    unsubscribe();
    await index.poll();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.map((p) => p.price)).toEqual(['95000']);
    expect(logs).toEqual(['price listener failed', 'price listener failed']);
  });

  it('prices wallet assets: USDT at 1, others at the index, null when unpriced', async () => {
    const { index, feeds } = setup(1);
    feeds[0]?.answer({ BTC: '95000.5' });
    await index.poll();
    const prices: PriceSource = index.walletPrices();
    expect(prices('USDT')?.toString()).toBe('1');
    expect(prices('BTC')?.toString()).toBe('95000.5');
    expect(prices('ETH')).toBeNull();
    expect(prices('XYZ')).toBeNull();
  });

  it('labels prices from a simulated source, alone or mixed with real ones', async () => {
    const clock = manualClock(START);
    const real = scriptedFeed('real', clock);
    const index = createPriceIndex({
      feeds: [createSimulatedFeed({ seed: 1, clock }), real],
      clock,
      scales: INDEX_SCALES,
    });
    real.answer({ BTC: '95001' });
    await index.poll();
    expect(index.price('BTC')).toMatchObject({ price: '95000.5', sources: 2, simulated: true });
    expect(index.price('SOL')).toMatchObject({ price: '180', sources: 1, simulated: true });
    expect(index.all()).toHaveLength(9);
  });
});

describe('history and settlement averages', () => {
  it('averages the samples in a window and forgets what is older than the history', async () => {
    const clock = manualClock(START);
    const feed = scriptedFeed('a', clock);
    const index = createPriceIndex({ feeds: [feed], clock, historyMs: 60_000 });
    for (const [i, price] of ['100', '101', '102', '104'].entries()) {
      clock.set(START + i * 10_000);
      feed.answer({ BTC: price });
      await index.poll();
    }
    expect(index.averageOver('BTC', START, START + 30_000)).toEqual({
      price: '101.75',
      samples: 4,
      simulated: false,
    });
    // 101 + 102 = 203 over 2: the window's edges are inclusive.
    expect(index.averageOver('BTC', START + 10_000, START + 20_000)?.price).toBe('101.5');
    expect(index.averageOver('BTC', START + 1, START + 9_999)).toBeNull();
    expect(index.averageOver('ETH', START, START + 30_000)).toBeNull();
    clock.set(START + 75_000);
    feed.answer({ BTC: '110' });
    await index.poll();
    expect(index.averageOver('BTC', START, START + 75_000)).toMatchObject({
      price: '105.33', // 102, 104, 110: the samples at 0 s and 10 s fell out of the 60 s history
      samples: 3,
    });
  });

  it('rounds the mean half-even to the coin scale', async () => {
    const clock = manualClock(START);
    const feed = scriptedFeed('a', clock);
    const index = createPriceIndex({ feeds: [feed], clock, scales: { BTC: 2 } });
    for (const price of ['100.01', '100.02', '100.02']) {
      feed.answer({ BTC: price });
      await index.poll();
      clock.advance(1_000);
    }
    expect(index.averageOver('BTC', START, START + 2_000)?.price).toBe('100.02'); // 100.016...
  });

  it('keeps no more samples than the limit, however fast it is polled', async () => {
    const clock = manualClock(START);
    const feed = scriptedFeed('a', clock);
    const index = createPriceIndex({ feeds: [feed], clock, historyLimit: 5 });
    for (let i = 1; i <= 20; i++) {
      feed.answer({ BTC: String(i) });
      await index.poll();
      clock.advance(10);
    }
    expect(index.averageOver('BTC', START, clock.nowMs())).toEqual({
      price: '18', // 16..20
      samples: 5,
      simulated: false,
    });
  });
});
