/**
 * The contracts' candles: counted from the trades their batches write,
 * published once per tick on "perp_kline:{symbol}:{interval}", served by
 * `GET /contract/market/kline`, and resumed after a restart without a trade
 * counted twice; and the 24-hour tickers the same trades keep
 * (`GET /contract/market/tickers`).
 */
import { API_BASE, ERRORS, PATHS, type Kline, type WsServerMessage } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import type { UserRow } from '../account/index.js';
import { createContractCandles, type ContractTrade } from './contract-candles.js';
import { createMarketData } from './market-data.service.js';
import { registerMarketRoutes } from './market.routes.js';
import { createFakeSpot, createMiniApp } from './market.test-support.js';

const T0 = Date.UTC(2026, 5, 1, 12);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A contract module as the candles see it: its trades, written and to come. */
function fakeContracts() {
  const written: Record<string, ContractTrade[]> = { BTCUSDT: [], ETHUSDT: [] };
  const listeners = new Set<(symbol: string, trades: readonly ContractTrade[]) => void>();
  let tradeNo = 0;
  return {
    contracts: () => [
      { symbol: 'BTCUSDT', coin: 'BTC' },
      { symbol: 'ETHUSDT', coin: 'ETH' },
    ],
    subscribe(listener: (symbol: string, trades: readonly ContractTrade[]) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tradesSince: async (symbol: string, sinceMs: number) =>
      (written[symbol] ?? []).filter((t) => t.time >= sinceMs),
    /** One written batch: its trades go to the history and to the listeners. */
    batch(symbol: string, fills: readonly [price: string, lots: string][], time: number) {
      const trades = fills.map(([price, lots]) => ({
        id: String((tradeNo += 1)),
        price,
        amount: lots,
        quoteAmount: String(Number(price) * Number(lots) * 0.001),
        takerSide: 'buy' as const,
        time,
      }));
      written[symbol]?.push(...trades);
      for (const listener of listeners) listener(symbol, trades);
    },
  };
}

function fakeHub(subscribed: readonly string[]) {
  const sent: WsServerMessage[] = [];
  return {
    sent,
    hasSubscribers: (topic: string) => subscribed.includes(topic),
    publish: (_topic: string, message: WsServerMessage) => void sent.push(message),
  };
}

let database: Database;
beforeAll(async () => {
  database = await createPGliteDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('contract candles', () => {
  it('counts written trades into every time frame and publishes each changed candle once a tick', async () => {
    const source = fakeContracts();
    const clock = manualClock(T0);
    const hub = fakeHub(['perp_kline:BTCUSDT:1m', 'perp_kline:ETHUSDT:1m']);
    const candles = createContractCandles({ db: database.db, clock, source, hub });
    await candles.start();

    source.batch(
      'BTCUSDT',
      [
        ['100000', '3'],
        ['100010', '2'],
      ],
      T0 + 1000,
    );
    source.batch('BTCUSDT', [['99990', '5']], T0 + 2000);
    source.batch('BTCUSDT', [['100020', '1']], T0 + MINUTE + 5);
    await candles.tick();

    // One update for the topic, with the candle that closed and the one that opened.
    const updates = hub.sent.filter((m) => m.topic === 'perp_kline:BTCUSDT:1m');
    expect(updates).toHaveLength(1);
    const [closed, open] = updates[0]?.data as Kline[];
    expect(closed).toMatchObject({
      time: T0,
      open: '100000',
      high: '100010',
      low: '99990',
      close: '99990',
      volume: '10',
      count: 3,
    });
    expect(open).toMatchObject({ time: T0 + MINUTE, open: '100020', volume: '1', count: 1 });
    // A contract that did not trade publishes nothing.
    expect(hub.sent.some((m) => m.topic === 'perp_kline:ETHUSDT:1m')).toBe(false);

    const hour = await candles.klines('BTCUSDT', '1h', { size: 10 });
    expect(hour).toEqual([
      expect.objectContaining({
        time: T0,
        open: '100000',
        close: '100020',
        volume: '11',
        count: 4,
      }),
    ]);
    expect(candles.snapshot('perp_kline:btcusdt:1m')).toEqual({
      data: [expect.objectContaining({ time: T0 + MINUTE, close: '100020' })],
    });
    expect(candles.snapshot('perp_kline:NOPEUSDT:1m')).toBeNull();
    expect(candles.snapshot('kline:BTC/USDT:1m')).toBeUndefined();
    await expect(candles.klines('NOPEUSDT', '1m', { size: 10 })).rejects.toMatchObject({
      key: 'CONTRACT_UNKNOWN',
    });
    await candles.stop();

    // A restart resumes from the stored candles: the day's trades read again are not counted twice.
    const again = createContractCandles({ db: database.db, clock, source, hub: fakeHub([]) });
    await again.start();
    expect(await again.klines('BTCUSDT', '1h', { size: 10 })).toEqual(hour);
    source.batch('BTCUSDT', [['100030', '4']], T0 + 2 * MINUTE);
    await again.tick();
    expect(await again.klines('BTCUSDT', '1m', { size: 10 })).toEqual([
      expect.objectContaining({ time: T0, volume: '10' }),
      expect.objectContaining({ time: T0 + MINUTE, volume: '1' }),
      expect.objectContaining({ time: T0 + 2 * MINUTE, volume: '4', close: '100030' }),
    ]);
    await again.stop();
  });

  it('keeps a 24-hour ticker per contract from the day before start-up and what is written since', async () => {
    const source = fakeContracts();
    // Written before start-up: one trade over a day old, two inside the day.
    source.batch('BTCUSDT', [['90000', '9']], T0 - 25 * HOUR);
    source.batch('BTCUSDT', [['100000', '2']], T0 - 23 * HOUR);
    source.batch('BTCUSDT', [['104000', '3']], T0 - HOUR);
    const clock = manualClock(T0);
    const candles = createContractCandles({ db: database.db, clock, source });
    await candles.start();
    source.batch('BTCUSDT', [['102000', '5']], T0 + 1000);
    // Counted on the tick, not before.
    expect(candles.tickers()[0]).toMatchObject({ last: '104000', volume: '5' });
    await candles.tick();
    expect(candles.tickers()).toEqual([
      {
        symbol: 'BTCUSDT',
        last: '102000',
        open: '100000',
        high: '104000',
        low: '100000',
        volume: '10',
        turnover: '1022',
        change: '2000',
        changePercent: '2.00',
        time: T0,
      },
      {
        symbol: 'ETHUSDT',
        last: null,
        open: null,
        high: null,
        low: null,
        volume: '0',
        turnover: '0',
        change: '0',
        changePercent: '0.00',
        time: T0,
      },
    ]);
    // A day after its trade the oldest leaves the window, and the change is measured from the next.
    clock.set(T0 + HOUR + MINUTE);
    expect(candles.tickers()[0]).toMatchObject({
      open: '104000',
      last: '102000',
      volume: '8',
      turnover: '822',
      changePercent: '-1.92',
      time: T0 + HOUR + MINUTE,
    });
    await candles.stop();
  });

  it('serves GET /contract/market/kline, in any spelling of the symbol, and refuses bad ones; and the tickers', async () => {
    const source = fakeContracts();
    const clock = manualClock(T0);
    const candles = createContractCandles({ db: database.db, clock, source });
    await candles.start();
    source.batch('ETHUSDT', [['3500', '7']], T0 + 10);
    await candles.tick();
    const marketData = createMarketData({
      db: database.db,
      clock,
      spot: createFakeSpot([]),
      coins: { list: async () => [] },
    });
    const app = await createMiniApp({
      register: (api) => registerMarketRoutes(api, { marketData, contractCandles: candles }),
      users: {
        authenticate: async (): Promise<UserRow> => {
          throw new AppError('NOT_LOGGED_IN');
        },
        ownerOf: async (user) => user,
      },
    });
    const get = async (query: Record<string, string>) =>
      JSON.parse(
        (await app.inject({ method: 'GET', url: `${API_BASE}${PATHS.perpKline}`, query })).body,
      ) as { code: number; data: unknown };
    try {
      const res = await get({ symbol: 'eth_usdt', interval: '1m' });
      expect(res.code).toBe(0);
      expect(res.data).toEqual([expect.objectContaining({ close: '3500', volume: '7' })]);
      const byCoin = await get({ coinSymbol: 'ETH', contractType: 'usdt', interval: '1m' });
      expect(byCoin.data).toEqual(res.data);
      expect((await get({ symbol: 'ETHUSDT', interval: '2m' })).code).toBe(
        ERRORS.KLINE_INTERVAL_UNKNOWN.code,
      );
      expect((await get({ symbol: '???', interval: '1m' })).code).toBe(
        ERRORS.CONTRACT_UNKNOWN.code,
      );
      expect((await get({ symbol: 'DOGEUSDT', interval: '1m' })).code).toBe(
        ERRORS.CONTRACT_UNKNOWN.code,
      );
      expect((await get({ interval: '1m' })).code).toBe(ERRORS.FIELD_REQUIRED.code);
      const tickers = JSON.parse(
        (await app.inject({ method: 'GET', url: `${API_BASE}${PATHS.perpTickers}` })).body,
      ) as { code: number; data: unknown };
      expect(tickers).toMatchObject({
        code: 0,
        data: [
          { symbol: 'BTCUSDT', last: null, volume: '0' },
          { symbol: 'ETHUSDT', last: '3500', volume: '7', turnover: '24.5' },
        ],
      });
    } finally {
      await app.close();
      await candles.stop();
    }
  });
});
