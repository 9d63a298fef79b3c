import { API_BASE, ERRORS, PATHS } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import type { UserRow } from '../account/index.js';
import { createContractCandles } from './contract-candles.js';
import { createMarketData } from './market-data.service.js';
import { registerMarketRoutes } from './market.routes.js';
import { createFakeSpot, createMiniApp, marketConfig } from './market.test-support.js';

const T0 = Date.UTC(2026, 5, 1, 12);
const noContracts = { contracts: () => [], subscribe: () => () => {}, tradesSince: async () => [] };
let database: Database;
let app: FastifyInstance;
let userId: number;

/** Sessions are the account module's business; here a token "user:<id>" is that user. */
const accounts = {
  async authenticate(token: string | undefined): Promise<UserRow> {
    const match = /^user:(\d+)$/.exec(token ?? '');
    if (!match) throw new AppError('NOT_LOGGED_IN');
    return { id: Number(match[1]) } as UserRow;
  },
};

beforeAll(async () => {
  database = await createPGliteDatabase();
  const inserted = await sql<{ id: number }>`
    insert into app_user (uid, username, password_hash, invite_code)
    values ('12345678', 'favouriteuser', 'x', 'ABCD1234') returning id`.execute(database.db);
  userId = inserted.rows[0]?.id ?? 0;
  const spot = createFakeSpot([marketConfig('BTC/USDT'), marketConfig('ETH/USDT')]);
  spot.setBook(
    'BTC/USDT',
    [
      ['99', '1'],
      ['98', '2'],
    ],
    [['101', '3']],
  );
  for (let i = 0; i < 20; i++) spot.trade('BTC/USDT', String(100 + i), '1', T0 - 1000 + i);
  const clock = manualClock(T0);
  const coins = { list: async () => [] };
  const marketData = createMarketData({
    db: database.db,
    clock,
    spot,
    coins,
    isContract: (symbol) => ['BTCUSDT', 'BTCUSDT-5M'].includes(symbol),
  });
  await marketData.start();
  app = await createMiniApp({
    register: (api) =>
      registerMarketRoutes(api, {
        marketData,
        contractCandles: createContractCandles({ db: database.db, clock, source: noContracts }),
      }),
    users: { authenticate: accounts.authenticate, ownerOf: async (user) => user },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

interface Reply {
  code: number;
  message: string;
  data: unknown;
}
async function call(
  method: 'GET' | 'POST',
  path: string,
  options: { query?: Record<string, string>; body?: object; user?: number } = {},
): Promise<Reply> {
  const res = await app.inject({
    method,
    url: `${API_BASE}${path}`,
    query: options.query,
    ...(options.body ? { payload: options.body } : {}),
    headers: options.user ? { 'access-auth-token': `user:${options.user}` } : {},
  });
  return JSON.parse(res.body) as Reply;
}

describe('market reads', () => {
  it('lists enabled markets with their tickers', async () => {
    const res = await call('GET', PATHS.marketList);
    expect(res.code).toBe(0);
    expect(res.data).toEqual([
      expect.objectContaining({
        symbol: 'BTC/USDT',
        name: 'BTC',
        isTop: '0',
        ticker: expect.objectContaining({ last: '119', bestBid: '99', bestAsk: '101' }),
      }),
      expect.objectContaining({ symbol: 'ETH/USDT' }),
    ]);
  });

  it('accepts any spelling of a symbol and refuses unknown markets', async () => {
    expect(
      (await call('GET', PATHS.marketTicker, { query: { symbol: 'btc_usdt' } })).data,
    ).toMatchObject({ symbol: 'BTC/USDT', open: '100' });
    for (const symbol of ['DOGE/USDT', '???']) {
      const res = await call('GET', PATHS.marketTicker, { query: { symbol } });
      expect(res.code).toBe(ERRORS.MARKET_UNKNOWN.code);
    }
  });

  it('returns the latest 17 trades newest first, or as many as asked', async () => {
    const trades = (await call('GET', PATHS.marketTrades, { query: { symbol: 'BTC' } })).data as {
      price: string;
    }[];
    expect(trades).toHaveLength(17);
    expect(trades[0]?.price).toBe('119');
    const three = await call('GET', PATHS.marketTrades, { query: { symbol: 'BTC', size: '3' } });
    expect((three.data as unknown[]).length).toBe(3);
    const tooMany = await call('GET', PATHS.marketTrades, {
      query: { symbol: 'BTC', size: '101' },
    });
    expect(tooMany.code).not.toBe(0);
  });

  it('returns depth with its seq, cut to size', async () => {
    const res = await call('GET', PATHS.marketDepth, { query: { symbol: 'BTC/USDT', size: '1' } });
    expect(res.data).toEqual({
      symbol: 'BTC/USDT',
      seq: 1,
      bids: [['99', '1']],
      asks: [['101', '3']],
    });
  });

  it('returns candles and refuses an unknown interval', async () => {
    const res = await call('GET', PATHS.marketKline, {
      query: { symbol: 'BTC/USDT', interval: '1d' },
    });
    expect(res.data).toEqual([
      expect.objectContaining({ time: Date.UTC(2026, 5, 1), open: '100', close: '119', count: 20 }),
    ]);
    const bad = await call('GET', PATHS.marketKline, {
      query: { symbol: 'BTC/USDT', interval: '2m' },
    });
    expect(bad.code).toBe(ERRORS.KLINE_INTERVAL_UNKNOWN.code);
  });
});

describe('favourites', () => {
  it('require a session', async () => {
    expect((await call('GET', PATHS.favouriteList)).code).toBe(ERRORS.NOT_LOGGED_IN.code);
    const add = await call('GET', PATHS.favouriteAdd, { query: { symbol: 'BTC' } });
    expect(add.code).toBe(ERRORS.NOT_LOGGED_IN.code);
  });

  it('add idempotently by GET or POST, keep insertion order, and delete quietly', async () => {
    const user = userId;
    const symbols = (res: Reply) => (res.data as { symbol: string }[]).map((f) => f.symbol);
    expect(
      symbols(await call('GET', PATHS.favouriteAdd, { query: { symbol: 'eth_usdt' }, user })),
    ).toEqual(['ETH/USDT']);
    await call('POST', PATHS.favouriteAdd, { body: { symbol: 'BTC/USDT' }, user });
    await call('GET', PATHS.favouriteAdd, { query: { symbol: 'ETH/USDT' }, user });
    const list = await call('GET', PATHS.favouriteList, { user });
    expect(symbols(list)).toEqual(['ETH/USDT', 'BTC/USDT']);
    expect((list.data as { addTime: number }[])[0]?.addTime).toBe(T0);

    const unknown = await call('GET', PATHS.favouriteAdd, { query: { symbol: 'DOGE' }, user });
    expect(unknown.code).toBe(ERRORS.MARKET_UNKNOWN.code);
    const notFavourite = await call('POST', PATHS.favouriteDelete, {
      query: { symbol: 'XRP' },
      user,
    });
    expect(notFavourite.code).toBe(0);
    const missing = await call('POST', PATHS.favouriteDelete, { body: {}, user });
    expect(missing.code).toBe(ERRORS.FIELD_REQUIRED.code);
    expect(
      symbols(await call('GET', PATHS.favouriteDelete, { query: { symbol: 'ETH/USDT' }, user })),
    ).toEqual(['BTC/USDT']);
  });
});

describe('contract favourites', () => {
  it('take type=contract, in any spelling, beside spot markets of the same letters', async () => {
    const user = userId;
    const symbols = (res: Reply) => (res.data as { symbol: string }[]).map((f) => f.symbol);
    await call('GET', PATHS.favouriteDelete, { query: { symbol: 'BTC/USDT' }, user });
    await call('POST', PATHS.favouriteAdd, { body: { symbol: 'btcusdt', type: 'contract' }, user });
    // The spec's clients' "BTCUSDT" is still the spot pair.
    await call('GET', PATHS.favouriteAdd, { query: { symbol: 'BTCUSDT' }, user });
    await call('POST', PATHS.favouriteAdd, {
      query: { symbol: 'BTCUSDT_5M', type: 'contract' },
      user,
    });
    expect(symbols(await call('GET', PATHS.favouriteList, { user }))).toEqual([
      'BTCUSDT',
      'BTC/USDT',
      'BTCUSDT-5M',
    ]);

    const unlisted = await call('POST', PATHS.favouriteAdd, {
      body: { symbol: 'DOGEUSDT', type: 'contract' },
      user,
    });
    expect(unlisted.code).toBe(ERRORS.CONTRACT_UNKNOWN.code);
    const malformed = await call('GET', PATHS.favouriteAdd, {
      query: { symbol: 'BTC/ETH/X', type: 'contract' },
      user,
    });
    expect(malformed.code).toBe(ERRORS.CONTRACT_UNKNOWN.code);
    const badType = await call('GET', PATHS.favouriteAdd, {
      query: { symbol: 'BTCUSDT', type: 'option' },
      user,
    });
    expect(badType.code).not.toBe(0);

    const removed = await call('POST', PATHS.favouriteDelete, {
      body: { symbol: 'BTCUSDT', type: 'contract' },
      user,
    });
    expect(symbols(removed)).toEqual(['BTC/USDT', 'BTCUSDT-5M']);
  });
});

describe('hostile input', () => {
  it('answers every market route with an envelope and never a 500', async () => {
    const paths = [
      PATHS.marketList,
      PATHS.marketTicker,
      PATHS.marketTrades,
      PATHS.marketDepth,
      PATHS.marketKline,
      PATHS.favouriteList,
      PATHS.favouriteAdd,
      PATHS.favouriteDelete,
      PATHS.perpTickers,
    ];
    const hostile = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '',
        '-1',
        '0',
        '1e21',
        'NaN',
        '9'.repeat(40),
        'BTC/USDT',
        '1M',
        '%00',
        'contract',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.boolean(),
        fc.dictionary(
          fc.constantFrom('symbol', 'type', 'size', 'interval', 'from', 'to'),
          hostile,
          {
            maxKeys: 4,
          },
        ),
        fc.boolean(),
        async (path, post, query, signedIn) => {
          // Only the favourite changes take POST; the mini app has no envelope for a 404.
          const canPost = path === PATHS.favouriteAdd || path === PATHS.favouriteDelete;
          const res = await app.inject({
            method: post && canPost ? 'POST' : 'GET',
            url: `${API_BASE}${path}`,
            query,
            headers: signedIn ? { 'access-auth-token': `user:${userId}` } : {},
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(typeof (JSON.parse(res.body) as Reply).code).toBe('number');
        },
      ),
      { numRuns: 300 },
    );
  });
});
