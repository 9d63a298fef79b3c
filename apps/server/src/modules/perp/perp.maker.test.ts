import { risk } from '@exchange/engine';
import { describe, expect, it } from 'vitest';
import { contractFromRow } from './perp.core.js';
import { perpLadder } from './perp.maker.js';
import type { PerpContractTable } from './perp.tables.js';

const tiers = [
  { maxNotional: '50000', maintenanceRate: '0.004', maxLeverage: 100 },
  { maxNotional: '1000000', maintenanceRate: '0.01', maxLeverage: 20 },
];
function contract(overrides: Partial<PerpContractTable> = {}) {
  return contractFromRow(
    {
      symbol: 'BTCUSDT',
      coin: 'BTC',
      contract_type: 'usdt',
      quote: 'USDT',
      margin_asset: 'USDT',
      contract_size: '0.001',
      tick_size: '0.1',
      min_open_lots: '1',
      max_open_lots: '100000',
      min_close_lots: '1',
      max_close_lots: '100000',
      leverages: [1, 2, 5, 10, 20, 50, 100],
      default_leverage: 20,
      tiers,
      maker_fee: '0.0002',
      taker_fee: '0.0005',
      funding_interval_hours: 8,
      trading_hours: '00:00-24:00',
      enabled: true,
      sort: 10,
      last_seq: '0',
      last_trade: '0',
      ...overrides,
    },
    () => 8,
  );
}

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
