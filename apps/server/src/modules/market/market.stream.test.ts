import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { ERRORS, type DepthWire, type SpotOrder, type WsServerMessage } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { applyDepth, type DepthSides } from './depth.core.js';
import { createMarketData, type MarketDataService } from './market-data.service.js';
import {
  createFakeSpot,
  createMiniApp,
  marketConfig,
  type FakeSpot,
} from './market.test-support.js';
import { createHub, frameBudget, registerMarketStream } from '../realtime/index.js';

const T0 = Date.UTC(2026, 5, 1, 12);
let database: Database;
let app: FastifyInstance;
let spot: FakeSpot;
let marketData: MarketDataService;
let url: string;

beforeAll(async () => {
  database = await createPGliteDatabase();
  spot = createFakeSpot([marketConfig('BTC/USDT')]);
  spot.setBook('BTC/USDT', [['99', '1']], [['101', '1']]);
  const hub = createHub({
    snapshot: (topic, userId) =>
      topic === 'orders' ? { data: [`open orders of ${userId}`] } : marketData.snapshot(topic),
    balancesOf: async (userId) => ({ userId, USDT: '10' }),
  });
  marketData = createMarketData({
    db: database.db,
    clock: manualClock(T0),
    spot,
    coins: { list: async () => [] },
    hub,
  });
  await marketData.start();
  app = await createMiniApp({
    beforeRoutes: (instance) =>
      registerMarketStream(instance, {
        path: '/uc/ws',
        hub,
        authenticate: async (token) => (token === 'good' ? 7 : null),
        heartbeatMs: 100,
      }),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/uc/ws`;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A real client on the loopback socket, reading messages in the order they came. */
async function client(query = '', options: { autoPong?: boolean } = {}) {
  const ws = new WebSocket(`${url}${query}`, options);
  const inbox: WsServerMessage[] = [];
  ws.on('message', (data) => inbox.push(JSON.parse(String(data)) as WsServerMessage));
  await once(ws, 'open');
  return {
    ws,
    send: (message: unknown) =>
      ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    /** The next message (waiting up to 2 s), taken out of the inbox. */
    async next(): Promise<WsServerMessage> {
      return vi.waitFor(
        () => {
          const message = inbox.shift();
          if (!message) throw new Error('no message yet');
          return message;
        },
        { timeout: 2000, interval: 5 },
      );
    },
    inbox,
  };
}

describe('public topics', () => {
  it('sends a snapshot on subscribe, then seq-linked deltas that rebuild the book', async () => {
    const c = await client();
    c.send({ op: 'sub', topics: ['depth:btc_usdt'] });
    const snapshot = await c.next();
    expect(snapshot).toMatchObject({ topic: 'depth:BTC/USDT', type: 'snapshot' });
    expect(await c.next()).toEqual({ type: 'subscribed', data: ['depth:BTC/USDT'] });
    let book: DepthSides = snapshot.data as DepthWire;
    let seq = snapshot.seq ?? -1;
    for (const bid of ['99.5', '100']) {
      spot.setBook(
        'BTC/USDT',
        [
          [bid, '2'],
          ['99', '1'],
        ],
        [['101', '1']],
      );
      spot.emit({ symbol: 'BTC/USDT', bookChanged: true });
      await marketData.tick();
      const update = await c.next();
      expect(update).toMatchObject({ type: 'update', prevSeq: seq, seq: seq + 1 });
      book = applyDepth(book, update.data as DepthWire);
      seq = update.seq ?? -1;
    }
    const rest = marketData.depth('BTC/USDT', 500);
    expect({ seq, bids: book.bids, asks: book.asks }).toEqual({
      seq: rest.seq,
      bids: rest.bids,
      asks: rest.asks,
    });
    c.ws.close();
  });

  it('answers a resubscription (after a missed seq) with a fresh snapshot', async () => {
    const c = await client();
    c.send({ op: 'sub', topics: ['depth:BTC/USDT'] });
    const first = await c.next();
    await c.next(); // subscribed
    spot.setBook('BTC/USDT', [['97', '1']], [['101', '1']]);
    spot.emit({ symbol: 'BTC/USDT', bookChanged: true });
    await marketData.tick();
    await c.next(); // the update this client pretends to have lost
    c.send({ op: 'sub', topics: ['depth:BTC/USDT'] });
    const again = await c.next();
    expect(again).toMatchObject({ type: 'snapshot', seq: (first.seq ?? 0) + 1 });
    expect((again.data as DepthWire).bids).toEqual([['97', '1']]);
    c.ws.close();
  });

  it('pushes trades published by a tick', async () => {
    const c = await client();
    c.send({ op: 'sub', topics: ['trades:BTC/USDT'] });
    expect(await c.next()).toMatchObject({ type: 'snapshot', data: [] });
    await c.next();
    spot.emit({ symbol: 'BTC/USDT', trades: [spot.trade('BTC/USDT', '100', '0.5', T0)] });
    await marketData.tick();
    expect(await c.next()).toMatchObject({
      topic: 'trades:BTC/USDT',
      type: 'update',
      data: [{ price: '100', amount: '0.5', direction: 'buy' }],
    });
    c.ws.close();
  });
});

describe('protocol errors', () => {
  it('answers bad JSON, unknown messages and unknown topics with errors and stays open', async () => {
    const c = await client('?lang=de_DE');
    c.send('{not json');
    expect(await c.next()).toMatchObject({ type: 'error', code: ERRORS.MALFORMED_BODY.code });
    c.send({ op: 'dance' });
    expect((await c.next()).type).toBe('error');
    c.send({ op: 'sub', topics: ['weather:BTC/USDT', 'depth:DOGE/USDT', 'kline:BTC/USDT:7m'] });
    expect((await c.next()).code).toBe(ERRORS.PARAM_INVALID.code);
    const unknown = await c.next();
    expect(unknown).toMatchObject({ code: ERRORS.MARKET_UNKNOWN.code, topic: 'depth:DOGE/USDT' });
    expect(unknown.message).toBe('Dieses Handelspaar existiert nicht');
    expect((await c.next()).code).toBe(ERRORS.KLINE_INTERVAL_UNKNOWN.code);
    c.send({ op: 'ping' });
    expect(await c.next()).toEqual({ type: 'pong' });
    c.ws.close();
  });
});

describe('private topics', () => {
  it('refuses them without a session, keeps the connection on a bad token, delivers after auth', async () => {
    const c = await client();
    c.send({ op: 'sub', topics: ['orders'] });
    expect(await c.next()).toMatchObject({ type: 'error', code: ERRORS.NOT_LOGGED_IN.code });
    c.send({ op: 'auth', token: 'bad' });
    expect(await c.next()).toMatchObject({ type: 'error', code: ERRORS.TOKEN_INVALID.code });
    c.send({ op: 'auth', token: 'good' });
    expect(await c.next()).toEqual({ type: 'authed' });
    c.send({ op: 'sub', topics: ['orders', 'balances'] });
    expect(await c.next()).toEqual({
      topic: 'orders',
      type: 'snapshot',
      data: ['open orders of 7'],
    });
    expect(await c.next()).toEqual({
      topic: 'balances',
      type: 'snapshot',
      data: { userId: 7, USDT: '10' },
    });
    await c.next(); // subscribed
    const order = { orderId: '1', status: 'FILLED' } as SpotOrder;
    spot.emit({
      symbol: 'BTC/USDT',
      orders: [
        { userId: 7, order },
        { userId: 8, order: { ...order, orderId: '2' } },
      ],
      balanceUsers: [7, 8],
    });
    await marketData.tick();
    expect(await c.next()).toEqual({ topic: 'orders', type: 'update', data: [order] });
    expect(await c.next()).toEqual({
      topic: 'balances',
      type: 'update',
      data: { userId: 7, USDT: '10' },
    });
    c.ws.close();
  });

  it('takes the session from the query string, as browsers cannot set headers', async () => {
    const c = await client('?token=good');
    expect(await c.next()).toEqual({ type: 'authed' });
    c.ws.close();
  });
});

describe('heartbeat', () => {
  it('closes a client that floods it with frames, with 1008', async () => {
    const flooder = new WebSocket(url);
    await once(flooder, 'open');
    const closed = once(flooder, 'close');
    for (let i = 0; i < 100; i += 1) flooder.send(JSON.stringify({ op: 'ping' }));
    const [code] = (await closed) as [number];
    expect(code).toBe(1008);
  });

  it('refills the frame budget over time, never above its burst', () => {
    let now = 0;
    const allow = frameBudget(10, 3, () => now);
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
    now = 100; // one frame's worth at 10 per second
    expect([allow(), allow()]).toEqual([true, false]);
    now = 60_000; // a long quiet spell refills only up to the burst
    expect([allow(), allow(), allow(), allow()]).toEqual([true, true, true, false]);
  });

  it('closes a connection that stops answering pings, and keeps one that answers', async () => {
    const dead = await client('', { autoPong: false });
    const live = await client();
    const [code] = (await once(dead.ws, 'close')) as [number];
    expect(code).toBe(1006); // terminated without a close frame
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
    live.ws.close();
  });
});
