import { risk } from '@exchange/engine';
import { describe, expect, it } from 'vitest';
import { contractFromRow } from './perp.core.js';
import { perpLadder } from './perp.maker.js';
import { contractRow } from '../../test/perp-fixtures.js';
import type { Selectable } from 'kysely';
import type { PerpContractTable } from './perp.tables.js';

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

describe('the demo perpetual maker', () => {
  it('puts back levels users took even when the mark has not moved', async () => {
    const { createTestApp } = await import('../../test/app.js');
    const { perpHarness } = await import('../../test/perp.js');
    const { createLedger } = await import('../ledger/index.js');
    const { createPerpMaker } = await import('./perp.maker.js');
    const t = await createTestApp();
    try {
      const ledger = createLedger(t.database.db, t.clock);
      const h = perpHarness(t, ledger);
      h.setMark('95000');
      const maker = createPerpMaker({
        perp: t.app.perp,
        ledger,
        serviceAccount: (name) => t.app.accounts.serviceAccount(name),
        random: () => 0,
      });
      await maker.start();
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
    } finally {
      await t.close();
    }
  });
});
