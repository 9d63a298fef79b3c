import type { DepthWire, Kline, SpotOrder, WsServerMessage } from '@exchange/contracts';
import { ERRORS } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { applyDepth } from './depth.core.js';
import { createMarketData, type MarketPublisher } from './market-data.service.js';
import { createFakeSpot, marketConfig, type FakeSpot } from './market.test-support.js';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);
const MINUTE = 60_000;
const coins = {
  list: async () => [
    { symbol: 'BTC', name: 'Bitcoin', isTop: '1' as const, decimals: 8, chains: [] },
  ],
};

/** Records what the service publishes; topics in `subscribed` have listeners. */
function recordingHub() {
  const published: { topic: string; message: WsServerMessage }[] = [];
  const private_: { userId: number; topic: string; data: unknown }[] = [];
  const balanceCalls: number[][] = [];
  const subscribed = new Set<string>();
  const hub: MarketPublisher = {
    hasSubscribers: (topic) => subscribed.has(topic),
    publish: (topic, message) => void published.push({ topic, message }),
    publishToUser: (userId, topic, data) => void private_.push({ userId, topic, data }),
    refreshBalances: async (ids) => void balanceCalls.push([...ids]),
  };
  const on = (topic: string) => published.filter((p) => p.topic === topic).map((p) => p.message);
  return { hub, published, private_, balanceCalls, subscribed, on };
}

let database: Database;
let spot: FakeSpot;
let clock: ReturnType<typeof manualClock>;
let rec: ReturnType<typeof recordingHub>;

function service(index?: (base: string) => string | null) {
  return createMarketData({
    db: database.db,
    clock,
    spot,
    coins,
    hub: rec.hub,
    indexPrice: index,
    recentTrades: 5,
  });
}

// One database for the file (creating one takes about a second); each test starts with empty tables.
beforeAll(async () => {
  database = await createPGliteDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await sql`delete from kline`.execute(database.db);
  spot = createFakeSpot([marketConfig('BTC/USDT'), marketConfig('ETH/USDT', { enabled: false })]);
  clock = manualClock(T0);
  rec = recordingHub();
});

describe('start-up', () => {
  it('rebuilds tickers and latest trades from the last 24 hours and persists the candles', async () => {
    spot.trade('BTC/USDT', '90', '1', T0 - 25 * 60 * MINUTE); // outside the window
    spot.trade('BTC/USDT', '100', '1', T0 - 23 * 60 * MINUTE);
    spot.trade('BTC/USDT', '110', '2', T0 - 60 * MINUTE, 'sell');
    const market = service(() => '105.5');
    await market.start();
    expect(market.ticker('BTC/USDT')).toMatchObject({
      last: '110',
      open: '100',
      high: '110',
      low: '100',
      volume: '3',
      turnover: '320',
      change: '10',
      changePercent: '10.00',
      indexPrice: '105.5',
      time: T0,
    });
    expect(market.trades('BTC/USDT', 17).map((t) => [t.id, t.direction])).toEqual([
      ['3', 'sell'],
      ['2', 'buy'],
    ]);
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from kline where interval = '1m'`.execute(database.db);
    expect(rows.rows[0]?.n).toBe(2);
  });

  it('resumes candles from the database without counting a trade twice', async () => {
    spot.trade('BTC/USDT', '100', '1', T0 - 10 * MINUTE);
    const first = service();
    await first.start();
    await first.stop();
    spot.trade('BTC/USDT', '120', '1', T0 - 5 * MINUTE);
    const second = service();
    await second.start();
    const [day] = await second.klines('BTC/USDT', '1d', { size: 10 });
    expect(day).toMatchObject({ open: '100', close: '120', volume: '2', count: 2 });
    const [week] = await second.klines('BTC/USDT', '1w', { size: 10 });
    expect(week?.count).toBe(2);
  });
});

describe('tick', () => {
  it('only records on arrival; the tick does the work and coalesces one update per topic', async () => {
    const market = service();
    await market.start();
    rec.subscribed.add('trades:BTC/USDT').add('ticker:BTC/USDT').add('tickers');
    rec.subscribed.add('kline:BTC/USDT:1m');
    const depthCalls = spot.depthCalls;
    spot.emit({ symbol: 'BTC/USDT', trades: [spot.trade('BTC/USDT', '100', '1', T0 + 1000)] });
    spot.emit({
      symbol: 'BTC/USDT',
      trades: [spot.trade('BTC/USDT', '101', '1', T0 + 2000)],
      bookChanged: true,
    });
    expect(rec.published).toEqual([]);
    expect(spot.depthCalls).toBe(depthCalls);
    await market.tick();
    expect(rec.on('trades:BTC/USDT')).toEqual([
      {
        topic: 'trades:BTC/USDT',
        type: 'update',
        data: [
          { id: '2', price: '101', amount: '1', direction: 'buy', time: T0 + 2000 },
          { id: '1', price: '100', amount: '1', direction: 'buy', time: T0 + 1000 },
        ],
      },
    ]);
    expect(rec.on('ticker:BTC/USDT')).toHaveLength(1);
    expect(rec.on('tickers')).toHaveLength(1);
    const [kline] = rec.on('kline:BTC/USDT:1m');
    expect(kline?.data).toEqual([
      {
        time: T0,
        open: '100',
        high: '101',
        low: '100',
        close: '101',
        volume: '2',
        turnover: '201',
        count: 2,
      },
    ]);
    // Nothing new: nothing published.
    rec.published.length = 0;
    await market.tick();
    expect(rec.published).toEqual([]);
  });

  it('reports the candle that closed inside a tick as well as the new one', async () => {
    const market = service();
    await market.start();
    rec.subscribed.add('kline:BTC/USDT:1m');
    spot.emit({
      symbol: 'BTC/USDT',
      trades: [
        spot.trade('BTC/USDT', '100', '1', T0 + 59_000),
        spot.trade('BTC/USDT', '102', '1', T0 + 61_000),
      ],
    });
    await market.tick();
    const data = rec.on('kline:BTC/USDT:1m')[0]?.data as Kline[];
    expect(data.map((k) => [k.time, k.close])).toEqual([
      [T0, '100'],
      [T0 + MINUTE, '102'],
    ]);
  });

  it('persists candles and serves them oldest first with the open one, by range', async () => {
    const market = service();
    await market.start();
    for (let i = 0; i < 5; i++) {
      spot.emit({
        symbol: 'BTC/USDT',
        trades: [spot.trade('BTC/USDT', String(100 + i), '1', T0 + i * MINUTE)],
      });
      await market.tick();
    }
    const all = await market.klines('BTC/USDT', '1m', { size: 300 });
    expect(all.map((k) => k.close)).toEqual(['100', '101', '102', '103', '104']);
    const newest = await market.klines('BTC/USDT', '1m', { size: 2 });
    expect(newest.map((k) => k.close)).toEqual(['103', '104']);
    const fromSecond = await market.klines('BTC/USDT', '1m', { from: T0 + MINUTE, size: 2 });
    expect(fromSecond.map((k) => k.close)).toEqual(['101', '102']);
    const upTo = await market.klines('BTC/USDT', '1m', { to: T0 + 2 * MINUTE, size: 300 });
    expect(upTo.map((k) => k.close)).toEqual(['100', '101', '102']);
    const stored = await sql<{
      n: number;
    }>`select count(*)::int as n from kline where interval = '1m'`.execute(database.db);
    expect(stored.rows[0]?.n).toBe(5);
  });

  it('expires the ticker after 24 hours and tells subscribers', async () => {
    const market = service();
    await market.start();
    rec.subscribed.add('ticker:BTC/USDT');
    spot.emit({ symbol: 'BTC/USDT', trades: [spot.trade('BTC/USDT', '100', '1', T0)] });
    await market.tick();
    clock.advance(24 * 60 * MINUTE + MINUTE);
    rec.published.length = 0;
    await market.tick();
    expect(rec.on('ticker:BTC/USDT')[0]?.data).toMatchObject({ last: null, volume: '0' });
  });

  it('sends each user the newest state of their changed orders once, and asks for balances', async () => {
    const market = service();
    await market.start();
    const order = (status: SpotOrder['status']) => ({ orderId: '7', status }) as SpotOrder;
    spot.emit({
      symbol: 'BTC/USDT',
      orders: [{ userId: 1, order: order('PENDING') }],
      balanceUsers: [1],
    });
    spot.emit({
      symbol: 'BTC/USDT',
      orders: [{ userId: 1, order: order('FILLED') }],
      balanceUsers: [1, 2],
    });
    await market.tick();
    expect(rec.private_).toEqual([{ userId: 1, topic: 'orders', data: [order('FILLED')] }]);
    expect(rec.balanceCalls).toEqual([[1, 2]]);
  });
});

describe('depth', () => {
  it('keeps REST snapshots and WebSocket deltas consistent by seq', async () => {
    const market = service();
    spot.setBook('BTC/USDT', [['99', '1']], [['101', '2']]);
    await market.start();
    const first = market.depth('BTC/USDT', 500);
    expect(first).toEqual({
      symbol: 'BTC/USDT',
      seq: 1,
      bids: [['99', '1']],
      asks: [['101', '2']],
    });
    rec.subscribed.add('depth:BTC/USDT');
    spot.setBook(
      'BTC/USDT',
      [
        ['100', '1'],
        ['99', '1'],
      ],
      [['102', '2']],
    );
    spot.emit({ symbol: 'BTC/USDT', bookChanged: true });
    spot.emit({ symbol: 'BTC/USDT', bookChanged: true });
    await market.tick();
    const updates = rec.on('depth:BTC/USDT');
    expect(updates).toHaveLength(1);
    const [update] = updates;
    expect(update).toMatchObject({ type: 'update', seq: 2, prevSeq: 1 });
    const applied = applyDepth(first, update?.data as DepthWire);
    const second = market.depth('BTC/USDT', 500);
    expect(second.seq).toBe(2);
    expect(applied).toEqual({ bids: second.bids, asks: second.asks });
    expect(market.ticker('BTC/USDT')).toMatchObject({ bestBid: '100', bestAsk: '102' });
    expect(market.depth('BTC/USDT', 1).bids).toEqual([['100', '1']]);
  });

  it('does not diff while nobody listens, and moves the seq when it refreshes a changed book', async () => {
    const market = service();
    spot.setBook('BTC/USDT', [['99', '1']], []);
    await market.start();
    expect(market.depth('BTC/USDT', 500).seq).toBe(1);
    spot.emit({ symbol: 'BTC/USDT', bookChanged: true }); // same book
    await market.tick();
    expect(market.depth('BTC/USDT', 500).seq).toBe(1);
    spot.setBook('BTC/USDT', [['98', '1']], []);
    spot.emit({ symbol: 'BTC/USDT', bookChanged: true });
    await market.tick();
    expect(rec.on('depth:BTC/USDT')).toEqual([]);
    expect(market.depth('BTC/USDT', 500)).toMatchObject({ seq: 2, bids: [['98', '1']] });
  });
});

describe('REST reads', () => {
  it('lists enabled markets with coin name, hot flag and ticker; refuses unknown ones', async () => {
    const market = service();
    await market.start();
    const list = await market.markets();
    expect(list.map((m) => [m.symbol, m.name, m.isTop, m.ticker.last])).toEqual([
      ['BTC/USDT', 'Bitcoin', '1', null],
    ]);
    expect(() => market.ticker('DOGE/USDT')).toThrow(
      expect.objectContaining({ code: ERRORS.MARKET_UNKNOWN.code }),
    );
    await expect(market.klines('DOGE/USDT', '1m', { size: 1 })).rejects.toMatchObject({
      code: ERRORS.MARKET_UNKNOWN.code,
    });
  });

  it('answers hub snapshots for public topics and null for unknown markets', async () => {
    const market = service();
    await market.start();
    expect(market.snapshot('depth:BTC/USDT')).toMatchObject({ seq: 1 });
    expect(market.snapshot('kline:BTC/USDT:1h')).toEqual({ data: [] });
    expect(market.snapshot('ticker:DOGE/USDT')).toBeNull();
    expect(market.snapshot('orders')).toBeNull();
    expect((market.snapshot('tickers')?.data as unknown[]).length).toBe(1);
  });
});
