import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { createExchangeFeed, createExchangeFeeds, DEFAULT_MARKETS } from './exchanges.js';

/** A stand-in for the exchanges on 127.0.0.1: the internet is never reached. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
const requests: string[] = [];
const server = createServer((req, res) => {
  requests.push(req.url ?? '');
  handler(req, res);
});
let baseUrl = '';
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const NOW = Date.UTC(2026, 0, 1);
const clock = manualClock(NOW);
let logs: { message: string; details: Readonly<Record<string, unknown>> }[] = [];
const log = (message: string, details: Readonly<Record<string, unknown>>) =>
  void logs.push({ message, details });
beforeEach(() => {
  logs = [];
  requests.length = 0;
  clock.set(NOW);
});

const json =
  (body: unknown, status = 200): Handler =>
  (_req, res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const feed = (name: Parameters<typeof createExchangeFeed>[0], timeoutMs = 2_000) =>
  createExchangeFeed(name, { clock, log, baseUrl, timeoutMs });

describe('Binance', () => {
  it('asks for our symbols in one call and reads the prices exactly', async () => {
    handler = json([
      { symbol: 'BTCUSDT', price: '95123.45000000' },
      { symbol: 'ETHUSDT', price: '3401.12000000' },
      { symbol: 'DOGEUSDT', price: '0.32110000' },
      { symbol: 'BNBUSDT', price: '700.00000000' },
    ]);
    const quotes = await feed('binance').fetch();
    const url = new URL(requests[0] ?? '', baseUrl);
    expect(url.pathname).toBe('/api/v3/ticker/price');
    expect(JSON.parse(url.searchParams.get('symbols') ?? '')).toEqual(
      Object.values(DEFAULT_MARKETS.binance),
    );
    expect(quotes).toEqual([
      { source: 'binance', symbol: 'BTC', price: '95123.45', atMs: NOW },
      { source: 'binance', symbol: 'ETH', price: '3401.12', atMs: NOW },
      { source: 'binance', symbol: 'DOGE', price: '0.3211', atMs: NOW },
    ]);
    // The pairs it did not answer for are named once, not thrown.
    expect(logs).toEqual([
      expect.objectContaining({
        message: 'price source skipped',
        details: expect.objectContaining({ request: 'markets' }),
      }),
    ]);
  });

  it('refuses prices sent as JSON numbers or in exponent form, keeping the rest', async () => {
    handler = (_req, res) =>
      res.end(
        '[{"symbol":"BTCUSDT","price":95123.45},{"symbol":"ETHUSDT","price":"3.4e3"},{"symbol":"SOLUSDT","price":"180.5"}]',
      );
    const quotes = await feed('binance').fetch();
    expect(quotes.map((q) => q.symbol)).toEqual(['SOL']);
  });
});

describe('OKX', () => {
  const ticker = (instId: string, last: string, ts: number) => ({
    instType: 'SPOT',
    instId,
    last,
    lastSz: '0.00012',
    askPx: last,
    bidPx: last,
    open24h: '94000',
    vol24h: '12975.5',
    ts: String(ts),
    sodUtc0: '94500',
  });

  it('picks our instruments out of the whole spot list, with the exchange time capped at ours', async () => {
    handler = json({
      code: '0',
      msg: '',
      data: [
        ticker('BTC-USDT', '95120.1', NOW - 1_000),
        ticker('ETH-USDT', '3400.55', NOW + 60_000),
        ticker('OKB-USDT', '50.1', NOW),
        { instId: 'SOL-USDT' },
      ],
    });
    const quotes = await feed('okx').fetch();
    expect(requests).toEqual(['/api/v5/market/tickers?instType=SPOT']);
    expect(quotes).toEqual([
      { source: 'okx', symbol: 'BTC', price: '95120.1', atMs: NOW - 1_000 },
      { source: 'okx', symbol: 'ETH', price: '3400.55', atMs: NOW },
    ]);
  });

  it('skips the round on an error code', async () => {
    handler = json({ code: '50011', msg: 'Too Many Requests', data: [] });
    expect(await feed('okx').fetch()).toEqual([]);
    expect(logs[0]?.details).toMatchObject({
      source: 'okx',
      error: expect.stringContaining('50011'),
    });
  });
});

describe('Coinbase', () => {
  it('asks per product and loses only the product that fails', async () => {
    handler = (req, res) => {
      if (req.url === '/products/ETH-USD/ticker')
        return json({ message: 'NotFound' }, 404)(req, res);
      json({
        ask: '95130.01',
        bid: '95130',
        volume: '8123.45678',
        trade_id: 812345678,
        price: req.url === '/products/BTC-USD/ticker' ? '95130.00' : '1.25',
        size: '0.0012',
        time: new Date(NOW - 2_500).toISOString(),
      })(req, res);
    };
    const btcAndEth = { BTC: 'BTC-USD', ETH: 'ETH-USD' };
    const quotes = await createExchangeFeed('coinbase', {
      clock,
      log,
      baseUrl: `${baseUrl}/`,
      markets: btcAndEth,
    }).fetch();
    expect(requests.sort()).toEqual(['/products/BTC-USD/ticker', '/products/ETH-USD/ticker']);
    expect(quotes).toEqual([
      { source: 'coinbase', symbol: 'BTC', price: '95130', atMs: NOW - 2_500 },
    ]);
    expect(logs).toContainEqual({
      message: 'price source skipped',
      details: {
        source: 'coinbase',
        request: '/products/ETH-USD/ticker',
        error: expect.stringContaining('HTTP 404'),
      },
    });
  });
});

describe('Kraken', () => {
  it('reads the last trade price of each pair', async () => {
    const pair = (c: string) => ({
      a: [c, '1', '1.000'],
      b: [c, '2', '2.000'],
      c: [c, '0.00100000'],
      v: ['100.1', '200.2'],
      t: [1000, 2000],
      o: '94500.0',
    });
    handler = json({
      error: [],
      result: { XBTUSDT: pair('95125.10000'), XDGUSDT: pair('0.3205000') },
    });
    const quotes = await feed('kraken').fetch();
    expect(requests[0]).toBe(
      `/0/public/Ticker?pair=${Object.values(DEFAULT_MARKETS.kraken).join(',')}`,
    );
    expect(quotes).toEqual([
      { source: 'kraken', symbol: 'BTC', price: '95125.1', atMs: NOW },
      { source: 'kraken', symbol: 'DOGE', price: '0.3205', atMs: NOW },
    ]);
  });

  it('skips the round when Kraken reports an error', async () => {
    handler = json({ error: ['EQuery:Unknown asset pair'] });
    expect(await feed('kraken').fetch()).toEqual([]);
    expect(logs[0]?.details.error).toContain('Unknown asset pair');
  });
});

describe('failures never escape a poll', () => {
  it.each([
    ['an HTTP 500', json({ msg: 'oops' }, 500), 'HTTP 500'],
    [
      'a body that is not JSON',
      ((_req, res) => res.end('<html>busy</html>')) as Handler,
      'SyntaxError',
    ],
    ['the wrong shape', json({ data: 'nope' }), 'ZodError'],
    ['no reply in time', (() => undefined) as Handler, 'TimeoutError'],
  ])('skips the round on %s and logs why', async (_case, reply, error) => {
    handler = reply;
    const started = performance.now();
    expect(await feed('binance', 200).fetch()).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(logs).toEqual([
      {
        message: 'price source skipped',
        details: expect.objectContaining({
          source: 'binance',
          error: expect.stringContaining(error),
        }),
      },
    ]);
  });

  it('skips a source that refuses connections', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    const [okx] = createExchangeFeeds(['okx'], {
      clock,
      log,
      baseUrls: { okx: `http://127.0.0.1:${port}` },
    });
    expect(await okx?.fetch()).toEqual([]);
    expect(logs).toHaveLength(1);
  });

  it('logs a lasting failure once and then its recovery', async () => {
    const binance = feed('binance');
    handler = json({}, 503);
    await binance.fetch();
    await binance.fetch();
    expect(logs).toHaveLength(1);
    handler = json(
      Object.values(DEFAULT_MARKETS.binance).map((symbol) => ({ symbol, price: '1.5' })),
    );
    expect(await binance.fetch()).toHaveLength(9);
    expect(logs.map((l) => l.message)).toEqual(['price source skipped', 'price source recovered']);
  });
});
