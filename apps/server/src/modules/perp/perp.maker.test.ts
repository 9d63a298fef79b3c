import { risk } from '@exchange/engine';
import { toPlainString } from '@exchange/money';
import { describe, expect, it } from 'vitest';
import { contractFromRow } from './perp.core.js';
import { perpLadder } from './perp.maker.js';
import { contractRow } from '../../test/perp-fixtures.js';
import type { Selectable } from 'kysely';
import type { PerpContractTable } from './perp.tables.js';
import type { TestApp } from '../../test/app.js';
import type { perpHarness } from '../../test/perp.js';

const contract = (overrides: Partial<Selectable<PerpContractTable>> = {}) =>
  contractFromRow(contractRow(overrides), () => 8);

describe('the demo perpetual maker ladder', () => {
  const mark = risk.fx('95000.05');

  it('bids below the mark on the tick grid, best first, about 400-1200 USD a level', () => {
    const quotes = perpLadder(contract(), 'long', mark, 0, () => 0.5);
    expect(quotes).toHaveLength(6);
    const prices = quotes.map((q) => Number(q.price));
    for (const [i, p] of prices.entries()) {
      expect(p).toBeLessThan(95000.05);
      expect(Math.round(p * 10) / 10).toBe(p);
      if (i > 0) expect(p).toBeLessThan(prices[i - 1] ?? Infinity);
    }
    // 800 USD at ~95000 is 8 lots of 0.001 BTC.
    expect(quotes.every((q) => q.direction === 'long' && q.action === 'open' && q.lots === 8)).toBe(
      true,
    );
  });

  it('offers above the mark for the short account and hands back a third of what it holds', () => {
    const quotes = perpLadder(contract(), 'short', mark, 30, () => 0);
    const opens = quotes.filter((q) => q.action === 'open');
    expect(opens.every((q) => Number(q.price) > 95000.05)).toBe(true);
    expect(quotes.at(-1)).toMatchObject({ direction: 'short', action: 'close', lots: 10 });
    expect(Number(quotes.at(-1)?.price)).toBeLessThan(95000.05);
  });

  it('sizes an inverse contract by face value', () => {
    const inverse = contract({
      symbol: 'BTCUSD',
      contract_type: 'coin',
      quote: 'USD',
      margin_asset: 'BTC',
      contract_size: '100',
    });
    const [first] = perpLadder(inverse, 'long', mark, 0, () => 0);
    expect(first?.lots).toBe(4);
  });
});

/**
 * A test app with the contract maker started on it: the mark set to `mark`,
 * the index fixed at 95,000. `use` gets the maker and the harness; the app
 * is closed after.
 */
async function withMaker(
  mark: string,
  use: (
    maker: { quote(): Promise<void> },
    h: ReturnType<typeof perpHarness>,
    t: TestApp,
  ) => Promise<void>,
): Promise<void> {
  const { createTestApp } = await import('../../test/app.js');
  const harness = (await import('../../test/perp.js')).perpHarness;
  const { createLedger } = await import('../ledger/index.js');
  const { createPerpMaker } = await import('./perp.maker.js');
  const t = await createTestApp();
  try {
    const ledger = createLedger(t.database.db, t.clock);
    const h = harness(t, ledger);
    h.setMark(mark);
    const maker = createPerpMaker({
      perp: t.app.perp,
      ledger,
      serviceAccount: (name) => t.app.accounts.serviceAccount(name),
      indexPrice: () => '95000',
      random: () => 0,
    });
    await maker.start();
    await use(maker, h, t);
  } finally {
    await t.close();
  }
}

describe('the demo perpetual maker', () => {
  it('centres its ladder on the index, so a mark that drifted below it is pulled back', async () => {
    // The mark 0.5 % under the index.
    await withMaker('94525', async (maker, _h, t) => {
      const runner = t.app.perp.runner('BTCUSDT');
      for (let pass = 0; pass < 10 && runner.depth(1).asks.length === 0; pass += 1)
        await maker.quote();
      const tick = Number(toPlainString(runner.contract.tick));
      const [bid] = runner.depth(1).bids;
      const [ask] = runner.depth(1).asks;
      const mid = (((bid?.[0] ?? 0) + (ask?.[0] ?? 0)) * tick) / 2;
      // A symmetric ladder: the mid sits on the index, within a tick of rounding.
      expect(Math.abs(mid - 95000) / 95000).toBeLessThan(0.0002);
    });
  });

  it('puts back levels users took even when the mark has not moved', async () => {
    await withMaker('95000', async (maker, h, t) => {
      const asks = () => t.app.perp.runner('BTCUSDT').depth(20).asks.length;
      // Every contract gets its turn within a few passes.
      for (let pass = 0; pass < 10 && asks() < 6; pass += 1) await maker.quote();
      expect(asks()).toBe(6);
      // A buyer lifts the two best offers whole, then one more; the mark stays
      // where it was. The second time the short account also offers back part
      // of its position, an order that must not count as a level of its ladder.
      const buyer = await h.trader('1000000');
      for (let round = 0; round < 2; round += 1) {
        const [first, second] = t.app.perp.runner('BTCUSDT').depth(2).asks;
        const taken = round === 0 ? 2 : 1;
        await h.order(buyer, {
          direction: 'long',
          action: 'open',
          type: 'limit',
          price: '96000',
          lots: (first?.[1] ?? 0) + (taken === 2 ? (second?.[1] ?? 0) : 0),
          leverage: 10,
        });
        expect(asks()).toBe(6 - taken);
        for (let pass = 0; pass < 10 && asks() < 6; pass += 1) await maker.quote();
        expect(asks()).toBe(6);
      }
    });
  });
});
