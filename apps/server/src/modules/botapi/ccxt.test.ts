/**
 * Conformance: the ccxt npm package's `binance` class, unchanged, trades
 * against our server on loopback. Its API base URLs point here (every one
 * it knows: an unexpected call meets our 404, never the internet), market
 * types are limited to spot, and currency and margin fetching are off.
 * Run with an HMAC key and with an Ed25519 key.
 */
import ccxt, { type Exchange } from 'ccxt';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { fundedBot, type BotKey } from '../../test/botapi.js';
import { checkLedger } from '../ledger/index.js';
import { checkSpot } from '../spot/index.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

/** The server's clock follows the real one, which ccxt signs with. */
const sync = (skewMs = 0) => t.clock.set(Date.now() + skewMs);

function binance(key: BotKey, secret = key.secret): Exchange {
  const defaults = new ccxt.binance().urls['api'] as Record<string, unknown>;
  const api: Record<string, string> = {};
  for (const [name, url] of Object.entries(defaults))
    if (typeof url === 'string') api[name] = `${base}/not-served/${name}`;
  api['public'] = `${base}/api/v3`;
  api['private'] = `${base}/api/v3`;
  return new ccxt.binance({
    apiKey: key.apiKey,
    secret: secret.trim(),
    enableRateLimit: false,
    urls: { api },
    options: {
      fetchMarkets: { types: ['spot'] },
      fetchCurrencies: false,
      fetchMargins: false,
      adjustForTimeDifference: false,
      recvWindow: 5_000,
    },
  });
}

async function bot(kind: 'hmac' | 'ed25519'): Promise<BotKey> {
  sync();
  return fundedBot(t, kind);
}

describe.each(['hmac', 'ed25519'] as const)('ccxt binance with an %s key', (kind) => {
  let maker: Exchange;
  let taker: Exchange;
  let makerKey: BotKey;
  const price = kind === 'hmac' ? 50_000 : 51_000;

  beforeAll(async () => {
    makerKey = await bot(kind);
    maker = binance(makerKey);
    taker = binance(await bot(kind));
  });

  it('loads the spot markets with their precision and limits', async () => {
    sync();
    const markets = await maker.loadMarkets();
    const btc = markets['BTC/USDT'];
    expect(btc).toMatchObject({
      id: 'BTCUSDT',
      base: 'BTC',
      quote: 'USDT',
      spot: true,
      active: true,
    });
    expect(btc?.precision).toMatchObject({ price: 0.01, amount: 0.0001 });
    expect(btc?.limits.amount?.min).toBeGreaterThan(0);
    sync();
    await taker.loadMarkets();
  });

  it('places a limit order, reads the book, fills it with a market order, and reads both sides', async () => {
    sync();
    const resting = await maker.createOrder('BTC/USDT', 'limit', 'sell', 0.5, price);
    expect(resting).toMatchObject({
      status: 'open',
      side: 'sell',
      type: 'limit',
      amount: 0.5,
      filled: 0,
    });

    // Market data follows the book on its 100 ms tick, which tests run by hand.
    await t.app.marketData.tick();
    sync();
    const book = await taker.fetchOrderBook('BTC/USDT', 5);
    expect(book.asks[0]).toEqual([price, 0.5]);
    expect(book.nonce).toBeGreaterThan(0);

    sync();
    const bought = await taker.createOrder('BTC/USDT', 'market', 'buy', 0.2);
    expect(bought).toMatchObject({ status: 'closed', filled: 0.2, cost: price * 0.2, side: 'buy' });
    expect(bought.trades).toHaveLength(1);

    sync();
    const after = await maker.fetchOrder(resting.id ?? '', 'BTC/USDT');
    expect(after).toMatchObject({ status: 'open', filled: 0.2, remaining: 0.3 });
    sync();
    const open = await maker.fetchOpenOrders('BTC/USDT');
    expect(open.map((o) => o.id)).toEqual([resting.id]);

    sync();
    const mine = await taker.fetchMyTrades('BTC/USDT');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ side: 'buy', price, amount: 0.2, takerOrMaker: 'taker' });
    expect(mine[0]?.fee?.currency).toBe('BTC');

    sync();
    const balance = await taker.fetchBalance();
    expect(balance['USDT']?.free).toBe(100_000 - price * 0.2);

    sync();
    const cancelled = await maker.cancelOrder(resting.id ?? '', 'BTC/USDT');
    expect(cancelled).toMatchObject({ id: resting.id, status: 'canceled', filled: 0.2 });
  });

  it('reads the ticker, the trades and the candles', async () => {
    sync();
    await t.app.marketData.tick();
    const ticker = await taker.fetchTicker('BTC/USDT');
    expect(ticker).toMatchObject({ symbol: 'BTC/USDT', last: price });
    sync();
    const trades = await taker.fetchTrades('BTC/USDT');
    expect(trades.at(-1)).toMatchObject({ price, amount: 0.2, side: 'buy' });
    sync();
    const candles = await taker.fetchOHLCV('BTC/USDT', '1m');
    expect(candles.at(-1)?.[4]).toBe(price);
  });

  it('maps refusals to ccxt’s errors', async () => {
    sync();
    await expect(maker.createOrder('BTC/USDT', 'limit', 'buy', 50, price)).rejects.toBeInstanceOf(
      ccxt.InsufficientFunds,
    );
    sync();
    await expect(maker.fetchOrder('987654321', 'BTC/USDT')).rejects.toBeInstanceOf(
      ccxt.OrderNotFound,
    );
    sync();
    await expect(maker.cancelOrder('987654321', 'BTC/USDT')).rejects.toBeInstanceOf(
      ccxt.OrderNotFound,
    );
    const wrong =
      kind === 'hmac'
        ? binance(makerKey, 'x'.repeat(64))
        : binance(await bot('ed25519'), makerKey.secret);
    sync();
    await expect(wrong.fetchBalance()).rejects.toBeInstanceOf(ccxt.AuthenticationError);
    // The server's clock a minute ahead of ccxt's: its timestamp is outside the window.
    sync(60_000);
    await expect(maker.fetchBalance()).rejects.toBeInstanceOf(ccxt.InvalidNonce);
  });
});
