import { decimal, gt, lt, isMultipleOf, type Decimal } from '@exchange/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { mulberry32 } from '@exchange/engine';
import { createMarketMaker, ladder } from './market-maker.js';

const PRICES: Record<string, string> = { BTC: '95000', ETH: '3400', SOL: '180', XRP: '2.2' };
const openIds = async (t: TestApp, userId: number, symbol: string) =>
  (await t.app.spot.orders(userId, { symbol, open: true }, 1, 100)).list.map((o) => o.orderId);

describe('the ladder', () => {
  it('quotes bids below and asks above the index on the tick and lot grids', () => {
    const market = {
      symbol: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      tickSize: '0.01',
      lotSize: '0.0001',
      pricePrecision: 2,
      amountPrecision: 4,
      minAmount: '0.0001',
      maxAmount: '100',
      minNotional: '5',
      makerFee: '0.001',
      takerFee: '0.001',
      tradingHours: '00:00-24:00',
      enabled: true,
    };
    const index = decimal('95000.123');
    const quotes = ladder(market, index, mulberry32(1));
    expect(quotes).toHaveLength(16);
    for (const q of quotes) {
      const price = decimal(q.price);
      expect(q.side === 'buy' ? lt(price, index) : gt(price, index)).toBe(true);
      expect(isMultipleOf(price, decimal('0.01'))).toBe(true);
      expect(isMultipleOf(decimal(q.amount), decimal('0.0001'))).toBe(true);
      expect(gt(decimal(q.amount), decimal('0'))).toBe(true);
    }
  });
});

describe('the demo market maker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
    await t.close();
  });

  it('gives the markets depth and trades, through the ordinary service and ledger', async () => {
    const random = mulberry32(7);
    const bot = createMarketMaker({
      spot: t.app.spot,
      ledger: createLedger(t.database.db, manualClock()),
      serviceAccount: (name) => t.app.accounts.serviceAccount(name),
      indexPrice: (base): Decimal | null => (PRICES[base] ? decimal(PRICES[base]) : null),
      random,
    });
    await bot.start();
    await bot.start(); // a restart funds nothing twice
    await bot.quote();
    const depth = t.app.spot.view.depth('BTC/USDT', 20);
    expect(depth.bids).toHaveLength(8);
    expect(depth.asks).toHaveLength(8);
    for (let i = 0; i < 20; i += 1) await bot.take();
    const trades = await t.database.db.selectFrom('spot_trade').select('trade_no').execute();
    expect(trades.length).toBeGreaterThan(0);
    // Unchanged index: no requote, the same orders stay.
    const before = t.app.spot.view.depth('ETH/USDT', 20);
    await bot.quote();
    expect(t.app.spot.view.depth('ETH/USDT', 20)).toEqual(before);
  });

  it('moves with the index by a few orders, not the whole ladder, and refills taken levels', async () => {
    const maker = (await t.app.accounts.serviceAccount('demomarketmaker')).id;
    const bot = createMarketMaker({
      spot: t.app.spot,
      ledger: createLedger(t.database.db, manualClock()),
      serviceAccount: (name) => t.app.accounts.serviceAccount(name),
      indexPrice: (base): Decimal | null => (PRICES[base] ? decimal(PRICES[base]) : null),
      random: mulberry32(3),
    });
    await bot.start();
    await bot.quote();
    const first = await openIds(t, maker, 'SOL/USDT');
    expect(first).toHaveLength(16);
    // Up 0.25 %: two and a half grid steps.
    PRICES.SOL = '180.45';
    await bot.quote();
    const second = await openIds(t, maker, 'SOL/USDT');
    expect(second).toHaveLength(16);
    const kept = second.filter((id) => first.includes(id));
    expect(kept.length).toBeGreaterThanOrEqual(10);
    const depth = t.app.spot.view.depth('SOL/USDT', 20);
    expect(Number(depth.bids[0]?.[0])).toBeLessThan(180.45);
    expect(Number(depth.asks[0]?.[0])).toBeGreaterThan(180.45);
    // A user takes the best ask; within a few passes the level is back.
    const taker = (await t.app.accounts.serviceAccount('demotaker')).id;
    const best = depth.asks[0];
    await t.app.spot.place(taker, {
      symbol: 'SOL/USDT',
      side: 'buy',
      type: 'limit',
      timeInForce: 'IOC',
      price: best?.[0] ?? '0',
      amount: best?.[1] ?? '0',
    });
    expect(await openIds(t, maker, 'SOL/USDT')).toHaveLength(15);
    for (let pass = 0; pass < 8; pass += 1) await bot.quote();
    expect(await openIds(t, maker, 'SOL/USDT')).toHaveLength(16);
  });
});
