import { risk } from '@exchange/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { createLedger } from '../ledger/index.js';
import { createPriceIndex, type PriceFeed } from '../price/index.js';
import { createPerpJobs } from './perp.jobs.js';
import { createPerpStore } from './perp.store.js';

/**
 * The mark price follows the index, and the index is the median of its
 * sources: one source printing a spike (a bad tick, a thin venue, a
 * manipulated book) moves neither, so it liquidates nobody. Two sources
 * moving together do move the index: the same positions are then
 * liquidated, which shows the test can fail.
 */
let t: TestApp;
let h: ReturnType<typeof perpHarness>;
beforeAll(async () => {
  t = await createTestApp();
  h = perpHarness(t, createLedger(t.database.db, manualClock()));
});
afterAll(() => t.close());

function feeds(prices: Record<string, string>): PriceFeed[] {
  return Object.keys(prices).map((name) => ({
    name,
    simulated: false,
    symbols: ['BTC'],
    fetch: async () => [
      { source: name, symbol: 'BTC', price: prices[name] ?? '0', atMs: t.clock.nowMs() },
    ],
  }));
}

describe('a spike from one index source', () => {
  it('moves neither the index nor the mark, and liquidates nobody', async () => {
    const prices: Record<string, string> = { a: '95000', b: '95010', c: '94990' };
    const index = createPriceIndex({ feeds: feeds(prices), clock: t.clock, minSources: 3 });
    const runner = t.app.perp.runner('BTCUSDT');
    const jobs = createPerpJobs(() => [runner], {
      nowMs: () => t.clock.nowMs(),
      indexPrice: (coin) => index.price(coin)?.price ?? null,
      store: createPerpStore(t.database.db),
      insurance: async () => 0n,
      averageIndex: () => null,
      log: () => undefined,
    });
    await index.poll();
    await jobs.tick();
    expect(runner.mark).toBe(risk.fx('95000'));

    h.setMark('95000');
    const [x, y] = [await h.trader(), await h.trader()];
    await h.openLong(x, 10, '95000', 100);
    await h.openShort(y, 10, '95000', 100);

    // One source prints half the price, then twice it.
    for (const spike of ['47500', '190000']) {
      prices.c = spike;
      await index.poll();
      const outcomes = await jobs.tick();
      expect(outcomes.get('BTCUSDT')?.liquidated).toEqual([]);
      // The median moves to a neighbour at most: 95000 or 95010, never the spike.
      expect(Number(risk.fxToString(runner.mark ?? 0n))).toBeGreaterThanOrEqual(95000);
      expect(Number(risk.fxToString(runner.mark ?? 0n))).toBeLessThanOrEqual(95010);
    }
    expect(await h.positions(x)).toHaveLength(1);
    expect(await h.positions(y)).toHaveLength(1);

    // Two sources agreeing is a real move: the 100x long is liquidated.
    prices.b = '93000';
    prices.c = '93000';
    await index.poll();
    const outcomes = await jobs.tick();
    expect(outcomes.get('BTCUSDT')?.liquidated).toHaveLength(1);
  });
});
