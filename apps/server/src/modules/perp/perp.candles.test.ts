/**
 * Contract candles end to end: fills on BTCUSDT become candles in lots with
 * their notional as turnover, served by `GET /uc/contract/market/kline`;
 * and the trade mapping for an inverse contract and for each taker side.
 */
import { risk } from '@exchange/engine';
import { decimal } from '@exchange/money';
import type { Kline } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { createLedger } from '../ledger/index.js';
import { candleSource } from './perp.candles.js';
import type { PerpBatchEvent } from './perp.runner.js';
import type { PerpService } from './perp.service.js';
import type { Contract } from './perp.core.js';
import type { PerpTradeRecord } from './perp.settle.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('contract candles', () => {
  it('counts the fills of a batch into candles of lots, with the notional as turnover', async () => {
    const h = perpHarness(t, createLedger(t.database.db, manualClock()));
    h.setMark('95000');
    const [a, b] = [await h.trader(), await h.trader()];
    await h.openLong(a, 10, '95000');
    await h.openLong(a, 4, '95010');
    await h.openShort(b, 14, '95000'); // takes both: 4 at 95010, then 10 at 95000
    await t.app.perp.settled();
    await t.app.contractCandles.tick();

    const res = await h.get('/contract/market/kline', null, { symbol: 'BTCUSDT', interval: '1m' });
    const candles = reply<Kline[]>(res).data;
    expect(candles).toHaveLength(1);
    expect(candles[0]).toMatchObject({
      open: '95010',
      high: '95010',
      low: '95000',
      close: '95000',
      volume: '14',
      count: 2,
    });
    // 0.001 BTC a lot: 4 × 0.001 × 95010 + 10 × 0.001 × 95000.
    expect(candles[0]?.turnover).toBe('1330.04');
    // Another contract has none.
    const eth = await h.get('/contract/market/kline', null, { symbol: 'ETHUSDT', interval: '1m' });
    expect(reply<Kline[]>(eth).data).toEqual([]);
  });

  it('turns an inverse fill into its face value in USD, and each taker into a buy or a sell', () => {
    let listener: ((event: PerpBatchEvent) => void) | undefined;
    const inverse = { kind: 'inverse', contractSize: decimal('100') } as unknown as Contract;
    const perp = {
      contract: () => inverse,
      subscribe: (l: (event: PerpBatchEvent) => void) => ((listener = l), () => {}),
    } as unknown as PerpService;
    const got: unknown[] = [];
    candleSource(perp).subscribe((symbol, trades) => got.push(symbol, ...trades));
    const trade = (
      tradeNo: number,
      takerDirection: 'long' | 'short',
      takerAction: 'open' | 'close',
    ) =>
      ({
        tradeNo,
        price: risk.fx('95000'),
        lots: 3,
        takerDirection,
        takerAction,
      }) as unknown as PerpTradeRecord;
    listener?.({
      symbol: 'BTCUSD',
      orders: [],
      positions: [],
      atMs: 1000,
      trades: [
        trade(1, 'long', 'open'),
        trade(2, 'short', 'open'),
        trade(3, 'long', 'close'),
        trade(4, 'short', 'close'),
      ],
    });
    expect(got[0]).toBe('BTCUSD');
    expect(got.slice(1)).toEqual(
      ['buy', 'sell', 'sell', 'buy'].map((takerSide, i) => ({
        id: String(i + 1),
        price: '95000',
        amount: '3',
        quoteAmount: '300',
        takerSide,
        time: 1000,
      })),
    );
  });
});
