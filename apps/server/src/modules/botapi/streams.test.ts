import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createTestApp, type TestApp } from '../../test/app.js';
import { fundedBot, publicCall, signedCall, type BotKey } from '../../test/botapi.js';

let t: TestApp;
let base: string;
let maker: BotKey;
let taker: BotKey;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  maker = await fundedBot(t);
  taker = await fundedBot(t);
});
afterAll(() => t.close());

/** A dialect client: every frame it received, parsed. */
class Client {
  readonly inbox: Record<string, unknown>[] = [];
  closed: { code: number; reason: string } | null = null;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) =>
      this.inbox.push(JSON.parse(String(data)) as Record<string, unknown>),
    );
    ws.on('close', (code, reason) => (this.closed = { code, reason: String(reason) }));
  }
  static async open(path: string): Promise<Client> {
    const client = new Client(new WebSocket(`${base}${path}`));
    await once(client.ws, 'open');
    return client;
  }
  of(e: string) {
    return this.inbox.filter(
      (m) => m['e'] === e || (m['data'] as Record<string, unknown> | undefined)?.['e'] === e,
    );
  }
  close() {
    this.ws.close();
  }
}

let n = 0;
const limit = (side: 'BUY' | 'SELL', price: string, quantity: string) => ({
  symbol: 'BTCUSDT',
  side,
  type: 'LIMIT',
  timeInForce: 'GTC',
  price,
  quantity,
  newClientOrderId: `st-${(n += 1)}-${Date.now().toString(36)}`,
});
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
/** A depth diff applied to one side of a local book: quantity 0 removes the level. */
function apply(side: Map<string, string>, levels: readonly [string, string][]) {
  for (const [price, qty] of levels) {
    if (qty === '0') side.delete(price);
    else side.set(price, qty);
  }
}
/** Runs the market data tick the server runs every 100 ms. */
const tick = () => t.app.marketData.tick();

describe('market streams in the dialect', () => {
  it('sends depth diffs that continue the REST snapshot, and trades', async () => {
    const client = await Client.open('/ws/btcusdt@depth@100ms/btcusdt@trade');
    await json(await signedCall(t, 'POST', '/order', limit('SELL', '50000', '1'), maker));
    await tick();
    const snapshot = json<{
      lastUpdateId: number;
      bids: [string, string][];
      asks: [string, string][];
    }>(await publicCall(t, '/depth', { symbol: 'BTCUSDT', limit: 100 }));
    const book = { bids: new Map(snapshot.bids), asks: new Map(snapshot.asks) };

    await signedCall(t, 'POST', '/order', limit('SELL', '50100', '2'), maker);
    await tick();
    await signedCall(t, 'POST', '/order', limit('BUY', '50000', '0.4'), taker);
    await tick();
    await signedCall(t, 'POST', '/order', limit('BUY', '49000', '0.3'), taker);
    await tick();

    const now = json<{ lastUpdateId: number; bids: [string, string][]; asks: [string, string][] }>(
      await publicCall(t, '/depth', { symbol: 'BTCUSDT', limit: 100 }),
    );
    await vi.waitFor(() => expect(client.of('depthUpdate').at(-1)?.['u']).toBe(now.lastUpdateId));
    let last = snapshot.lastUpdateId;
    for (const raw of client.of('depthUpdate')) {
      const event = raw as {
        U: number;
        u: number;
        s: string;
        b: [string, string][];
        a: [string, string][];
      };
      if (event.u <= snapshot.lastUpdateId) continue;
      expect(event.s).toBe('BTCUSDT');
      expect(event.U).toBe(last + 1);
      last = event.u;
      apply(book.bids, event.b);
      apply(book.asks, event.a);
    }
    expect(last).toBe(now.lastUpdateId);
    expect([...book.asks].sort()).toEqual([...now.asks].sort());
    expect([...book.bids].sort()).toEqual([...now.bids].sort());

    await vi.waitFor(() => expect(client.of('trade')).toHaveLength(1));
    expect(client.of('trade')[0]).toMatchObject({ s: 'BTCUSDT', p: '50000', q: '0.4', m: false });
    client.close();
  });

  it('wraps combined streams, and subscribes, lists and unsubscribes live', async () => {
    const client = await Client.open('/stream?streams=btcusdt@bookTicker');
    client.ws.send(
      JSON.stringify({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m', 'nope@trade'], id: 7 }),
    );
    await vi.waitFor(() => expect(client.inbox.find((m) => m['id'] === 7)).toBeDefined());
    expect(client.inbox.find((m) => m['id'] === 7)).toMatchObject({ error: { code: 2 } });
    client.ws.send(JSON.stringify({ method: 'SUBSCRIBE', params: ['btcusdt@kline_1m'], id: 8 }));
    client.ws.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 9 }));
    await vi.waitFor(() => expect(client.inbox.find((m) => m['id'] === 9)).toBeDefined());
    expect(client.inbox.find((m) => m['id'] === 8)).toEqual({ result: null, id: 8 });
    expect(client.inbox.find((m) => m['id'] === 9)).toEqual({
      result: ['btcusdt@bookTicker', 'btcusdt@kline_1m'],
      id: 9,
    });

    await signedCall(t, 'POST', '/order', limit('BUY', '49500', '0.1'), taker);
    await tick();
    await signedCall(t, 'POST', '/order', limit('SELL', '49500', '0.1'), maker);
    await tick();
    await vi.waitFor(() => expect(client.of('kline').length).toBeGreaterThan(0));
    const kline = client.of('kline').at(-1) as {
      stream: string;
      data: { k: Record<string, unknown> };
    };
    expect(kline.stream).toBe('btcusdt@kline_1m');
    expect(kline.data.k).toMatchObject({ i: '1m', c: '49500', x: false });
    await vi.waitFor(() =>
      expect(client.inbox.filter((m) => m['stream'] === 'btcusdt@bookTicker')).toHaveLength(2),
    );
    const tops = client.inbox.filter((m) => m['stream'] === 'btcusdt@bookTicker') as {
      data: Record<string, string>;
    }[];
    // The new best bid, then the old one back once it was taken.
    expect(tops.map((top) => top.data['b'])).toEqual(['49500', '49000']);
    expect(tops[0]?.data).toMatchObject({ s: 'BTCUSDT', B: '0.1', a: '50000', A: '0.6' });

    client.ws.send(JSON.stringify({ method: 'UNSUBSCRIBE', params: ['btcusdt@kline_1m'], id: 10 }));
    client.ws.send(JSON.stringify({ method: 'LIST_SUBSCRIPTIONS', id: 11 }));
    await vi.waitFor(() => expect(client.inbox.find((m) => m['id'] === 11)).toBeDefined());
    expect(client.inbox.find((m) => m['id'] === 11)).toEqual({
      result: ['btcusdt@bookTicker'],
      id: 11,
    });
    client.ws.send('not json');
    await vi.waitFor(() =>
      expect(client.inbox.some((m) => m['error'] !== undefined && m['id'] === null)).toBe(true),
    );
    client.close();
  });

  it('closes a connection that asks for streams we do not serve', async () => {
    const client = await Client.open('/ws/btcusdt@aggTrade');
    await vi.waitFor(() => expect(client.closed?.code).toBe(1008));
  });
});

describe('user data streams', () => {
  it('tells order and balance changes with sequence numbers, and resumes after a reconnect', async () => {
    const made = await signedCall(t, 'POST', '/userDataStream', {}, taker);
    const { listenKey } = json<{ listenKey: string }>(made);
    expect(listenKey).toMatch(/^[A-Za-z0-9_-]{64}$/);
    // The same key asked again gets the same listen key.
    expect(
      json<{ listenKey: string }>(await signedCall(t, 'POST', '/userDataStream', {}, taker))
        .listenKey,
    ).toBe(listenKey);
    await tick();
    const client = await Client.open(`/ws/${listenKey}`);

    const bought = json<{ orderId: number }>(
      await signedCall(t, 'POST', '/order', limit('BUY', '50100', '0.5'), taker),
    );
    await tick();
    await vi.waitFor(() => expect(client.of('executionReport').length).toBeGreaterThanOrEqual(2));
    const reports = client.of('executionReport').filter((r) => r['i'] === bought.orderId);
    expect(reports.map((r) => [r['x'], r['X']])).toEqual([
      ['NEW', 'NEW'],
      ['TRADE', 'FILLED'],
    ]);
    expect(reports[1]).toMatchObject({ l: '0.5', z: '0.5', L: '50000', N: 'BTC' });
    await vi.waitFor(() => expect(client.of('outboundAccountPosition').length).toBeGreaterThan(0));
    const seqs = client.inbox.map((m) => m['seq'] as number);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));

    client.close();
    await once(client.ws, 'close');
    const resting = json<{ orderId: number }>(
      await signedCall(t, 'POST', '/order', limit('BUY', '40000', '0.1'), taker),
    );
    await tick();
    const lastSeen = seqs.at(-1)!;
    const again = await Client.open(`/ws/${listenKey}?since=${lastSeen}`);
    await vi.waitFor(() => expect(again.of('executionReport').length).toBeGreaterThan(0));
    expect(again.inbox[0]?.['seq']).toBe(lastSeen + 1);
    expect(again.of('executionReport')[0]).toMatchObject({ i: resting.orderId, x: 'NEW' });
    again.close();
  });

  it('keeps a listen key alive with PUT, closes it with DELETE, and refuses another key’s', async () => {
    const { listenKey } = json<{ listenKey: string }>(
      await signedCall(t, 'POST', '/userDataStream', {}, maker),
    );
    expect((await signedCall(t, 'PUT', '/userDataStream', { listenKey }, maker)).statusCode).toBe(
      200,
    );
    expect(json(await signedCall(t, 'PUT', '/userDataStream', { listenKey }, taker))).toMatchObject(
      { code: -1125 },
    );
    const client = await Client.open(`/ws/${listenKey}`);
    expect(json(await signedCall(t, 'DELETE', '/userDataStream', { listenKey }, maker))).toEqual(
      {},
    );
    await vi.waitFor(() => expect(client.closed?.code).toBe(1000));
    const gone = await Client.open(`/ws/${listenKey}`);
    await vi.waitFor(() => expect(gone.closed?.code).toBe(4001));
  });

  it('ends a listen key an hour after its last keepalive', async () => {
    const { listenKey } = json<{ listenKey: string }>(
      await signedCall(t, 'POST', '/userDataStream', {}, maker),
    );
    const client = await Client.open(`/ws/${listenKey}`);
    t.clock.advance(60 * 60_000);
    expect(json(await signedCall(t, 'PUT', '/userDataStream', { listenKey }, maker))).toMatchObject(
      { code: -1125 },
    );
    await vi.waitFor(() => expect(client.closed?.code).toBe(1000));
    expect(client.of('listenKeyExpired')).toHaveLength(1);
  });
});
