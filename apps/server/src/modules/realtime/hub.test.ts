import { ERRORS, type WsServerMessage } from '@exchange/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { createHub, type HubDeps, type HubSocket, type TopicSnapshot } from './hub.js';

/** A socket whose send buffer the test controls. */
function fakeSocket() {
  const sent: string[] = [];
  const socket = {
    readyState: 1,
    bufferedAmount: 0,
    closed: null as null | number,
    send: (text: string) => void sent.push(text),
    close(code?: number) {
      socket.closed = code ?? 1000;
      socket.readyState = 3;
    },
  } satisfies HubSocket & Record<string, unknown>;
  const messages = () => sent.map((text) => JSON.parse(text) as WsServerMessage);
  return { socket, sent, messages };
}

let seq = 1;
const snapshot = vi.fn((topic: string): TopicSnapshot | null =>
  topic.startsWith('depth:') ? { seq, data: { seq } } : { data: `state of ${topic}` },
);
function hubWith(deps: Partial<HubDeps> = {}) {
  return createHub({
    snapshot,
    balancesOf: async (userId) => ({ userId }),
    limits: { maxBufferedBytes: 1000, closeBufferedBytes: 4000 },
    ...deps,
  });
}
const options = { locale: 'en_US' as const, authenticate: async () => 7 };
afterEach(() => {
  seq = 1;
  snapshot.mockClear();
  vi.restoreAllMocks();
});

describe('fan-out', () => {
  it('serialises an update once per topic and one snapshot for many subscribers', async () => {
    const hub = hubWith();
    const sockets = Array.from({ length: 1000 }, fakeSocket);
    for (const s of sockets)
      await hub.connect(s.socket, options).receive('{"op":"sub","topics":["trades:BTC/USDT"]}');
    expect(snapshot).toHaveBeenCalledTimes(1);
    const stringify = vi.spyOn(JSON, 'stringify');
    hub.publish('trades:BTC/USDT', { topic: 'trades:BTC/USDT', type: 'update', data: [1] });
    expect(stringify).toHaveBeenCalledTimes(1);
    expect(sockets.every((s) => s.sent.at(-1) === sockets[0]?.sent.at(-1))).toBe(true);
    expect(hub.stats()).toMatchObject({ connections: 1000, topics: 1, subscriptions: 1000 });
  });

  it("writes one turn's messages to a client's wire in one go, in order", async () => {
    const hub = hubWith();
    const log: string[] = [];
    const a = fakeSocket();
    const send = a.socket.send;
    a.socket.send = (text: string) => {
      log.push(`send ${(JSON.parse(text) as WsServerMessage).topic ?? ''}`);
      send(text);
    };
    const wire = { cork: () => void log.push('cork'), uncork: () => void log.push('uncork') };
    const conn = hub.connect(a.socket, { ...options, wire });
    await conn.receive('{"op":"sub","topics":["trades:BTC/USDT","ticker:BTC/USDT"]}');
    await new Promise((resolve) => process.nextTick(resolve));
    log.length = 0;
    hub.publish('trades:BTC/USDT', { topic: 'trades:BTC/USDT', type: 'update', data: [1] });
    hub.publish('ticker:BTC/USDT', { topic: 'ticker:BTC/USDT', type: 'update', data: {} });
    hub.publish('trades:BTC/USDT', { topic: 'trades:BTC/USDT', type: 'update', data: [2] });
    expect(log).toEqual([
      'cork',
      'send trades:BTC/USDT',
      'send ticker:BTC/USDT',
      'send trades:BTC/USDT',
    ]);
    await new Promise((resolve) => process.nextTick(resolve));
    expect(log.at(-1)).toBe('uncork');
    // The next turn corks again; a closed socket is not written to, nor corked.
    hub.publish('ticker:BTC/USDT', { topic: 'ticker:BTC/USDT', type: 'update', data: {} });
    a.socket.close();
    hub.publish('ticker:BTC/USDT', { topic: 'ticker:BTC/USDT', type: 'update', data: {} });
    await new Promise((resolve) => process.nextTick(resolve));
    expect(log.slice(5)).toEqual(['cork', 'send ticker:BTC/USDT', 'uncork']);
  });

  it('sends nothing after unsubscribe or close, and forgets the topic', async () => {
    const hub = hubWith();
    const a = fakeSocket();
    const conn = hub.connect(a.socket, options);
    await conn.receive('{"op":"sub","topics":["ticker:BTC/USDT"]}');
    await conn.receive('{"op":"unsub","topics":["ticker:btcusdt"]}');
    hub.publish('ticker:BTC/USDT', { type: 'update', data: 1 });
    expect(a.messages().map((m) => m.type)).toEqual(['snapshot', 'subscribed']);
    expect(hub.hasSubscribers('ticker:BTC/USDT')).toBe(false);
    await conn.receive('{"op":"sub","topics":["ticker:BTC/USDT"]}');
    conn.close();
    expect(hub.stats()).toEqual({ connections: 0, topics: 0, subscriptions: 0 });
  });

  it('holds updates published while a snapshot is being fetched and drops those it contains', async () => {
    let release: (value: TopicSnapshot) => void = () => undefined;
    const hub = hubWith({ snapshot: () => new Promise<TopicSnapshot>((r) => (release = r)) });
    const a = fakeSocket();
    const subscribing = hub
      .connect(a.socket, options)
      .receive('{"op":"sub","topics":["depth:X/Y"]}');
    await Promise.resolve();
    await Promise.resolve();
    hub.publish('depth:X/Y', { type: 'update', seq: 5, prevSeq: 4 });
    hub.publish('depth:X/Y', { type: 'update', seq: 6, prevSeq: 5 });
    release({ seq: 5, data: 'book at 5' });
    await subscribing;
    expect(a.messages().map((m) => [m.type, m.seq])).toEqual([
      ['snapshot', 5],
      ['update', 6],
      ['subscribed', undefined],
    ]);
  });
});

describe('slow consumers', () => {
  it('drops updates past the buffer limit, then resyncs with a fresh snapshot once drained', async () => {
    const hub = hubWith();
    const slow = fakeSocket();
    await hub.connect(slow.socket, options).receive('{"op":"sub","topics":["depth:X/Y"]}');
    slow.socket.bufferedAmount = 1500;
    seq = 2;
    hub.publish('depth:X/Y', { type: 'update', seq: 2, prevSeq: 1 });
    slow.socket.bufferedAmount = 400;
    seq = 3;
    hub.publish('depth:X/Y', { type: 'update', seq: 3, prevSeq: 2 });
    await vi.waitFor(() =>
      expect(slow.messages().at(-1)).toMatchObject({ type: 'snapshot', seq: 3 }),
    );
    seq = 4;
    hub.publish('depth:X/Y', { type: 'update', seq: 4, prevSeq: 3 });
    expect(slow.messages().map((m) => [m.type, m.seq])).toEqual([
      ['snapshot', 1],
      ['subscribed', undefined],
      ['snapshot', 3],
      ['update', 4],
    ]);
    expect(slow.socket.closed).toBeNull();
  });

  it('closes with 1013 a client that falls far behind', async () => {
    const hub = hubWith();
    const stuck = fakeSocket();
    await hub.connect(stuck.socket, options).receive('{"op":"sub","topics":["tickers"]}');
    stuck.socket.bufferedAmount = 5000;
    hub.publish('tickers', { type: 'update', data: [] });
    expect(stuck.socket.closed).toBe(1013);
  });
});

describe('sessions', () => {
  it('drops private subscriptions when the session changes or turns out invalid', async () => {
    let user: number | null = 7;
    const hub = hubWith();
    const a = fakeSocket();
    const conn = hub.connect(a.socket, { locale: 'en_US', authenticate: async () => user });
    await conn.receive('{"op":"auth","token":"t"}');
    await conn.receive('{"op":"sub","topics":["balances"]}');
    expect(a.messages().at(-2)).toEqual({
      topic: 'balances',
      type: 'snapshot',
      data: { userId: 7 },
    });
    user = null;
    await conn.receive('{"op":"auth","token":"t"}');
    expect(a.messages().at(-1)).toMatchObject({ type: 'error', code: ERRORS.TOKEN_INVALID.code });
    await hub.refreshBalances([7]);
    hub.publishToUser(7, 'balances', { userId: 7 });
    expect(a.messages().at(-1)?.type).toBe('error');
    expect(hub.stats().subscriptions).toBe(0);
  });

  it('limits the topics of one connection', async () => {
    const hub = hubWith({ limits: { maxTopicsPerConnection: 2 } });
    const a = fakeSocket();
    await hub
      .connect(a.socket, options)
      .receive('{"op":"sub","topics":["ticker:A/B","ticker:C/D","ticker:E/F"]}');
    expect(a.messages().at(-2)).toMatchObject({ code: ERRORS.FIELD_OUT_OF_RANGE.code });
    expect(a.messages().at(-1)).toEqual({ type: 'subscribed', data: ['ticker:A/B', 'ticker:C/D'] });
  });
});

describe('sequences and resume', () => {
  const sub = (topics: string[], since?: Record<string, number>) =>
    JSON.stringify({ op: 'sub', topics, ...(since ? { since } : {}) });
  const update = (data: unknown): WsServerMessage => ({ type: 'update', data });

  it('numbers each public topic on its own: snapshot at the current number, updates one more each', async () => {
    const hub = hubWith();
    const a = fakeSocket();
    const conn = hub.connect(a.socket, options);
    await conn.receive(sub(['trades:BTC/USDT', 'ticker:BTC/USDT']));
    hub.publish('trades:BTC/USDT', update(1));
    hub.publish('trades:BTC/USDT', update(2));
    hub.publish('ticker:BTC/USDT', update(3));
    const seen = a.messages().filter((m) => m.type !== 'subscribed');
    expect(seen.map((m) => [m.topic ?? null, m.type, m.seq, m.prevSeq])).toEqual([
      ['trades:BTC/USDT', 'snapshot', 0, undefined],
      ['ticker:BTC/USDT', 'snapshot', 0, undefined],
      [null, 'update', 1, 0],
      [null, 'update', 2, 1],
      [null, 'update', 1, 0],
    ]);
  });

  it('resumes a client from the last number it saw with only what it missed', async () => {
    const hub = hubWith();
    const stays = hub.connect(fakeSocket().socket, options);
    await stays.receive(sub(['trades:BTC/USDT']));
    const before = fakeSocket();
    const first = hub.connect(before.socket, options);
    await first.receive(sub(['trades:BTC/USDT']));
    hub.publish('trades:BTC/USDT', update('a'));
    first.close();
    hub.publish('trades:BTC/USDT', update('b'));
    hub.publish('trades:BTC/USDT', update('c'));

    const after = fakeSocket();
    await hub
      .connect(after.socket, options)
      .receive(sub(['trades:btcusdt'], { 'trades:btcusdt': 1 }));
    expect(after.messages().map((m) => [m.type, m.seq ?? null, m.data ?? null])).toEqual([
      ['update', 2, 'b'],
      ['update', 3, 'c'],
      ['subscribed', null, ['trades:BTC/USDT']],
    ]);
    expect(snapshot).toHaveBeenCalledTimes(1);
    // Caught up to the end: nothing to send but the confirmation.
    const current = fakeSocket();
    await hub
      .connect(current.socket, options)
      .receive(sub(['trades:BTC/USDT'], { 'trades:BTC/USDT': 3 }));
    expect(current.messages().map((m) => m.type)).toEqual(['subscribed']);
  });

  it('sends a snapshot when what was missed is not kept, or nobody listened meanwhile', async () => {
    const hub = hubWith({
      limits: { maxBufferedBytes: 1000, closeBufferedBytes: 4000, resumeUpdates: 2 },
    });
    const stays = hub.connect(fakeSocket().socket, options);
    await stays.receive(sub(['trades:BTC/USDT']));
    for (const n of [1, 2, 3, 4]) hub.publish('trades:BTC/USDT', update(n));
    const late = fakeSocket();
    // Updates 2 and 3 are gone: only a snapshot can catch this client up.
    await hub
      .connect(late.socket, options)
      .receive(sub(['trades:BTC/USDT'], { 'trades:BTC/USDT': 1 }));
    expect(late.messages()[0]).toMatchObject({ type: 'snapshot', seq: 4 });
    const ahead = fakeSocket();
    await hub
      .connect(ahead.socket, options)
      .receive(sub(['trades:BTC/USDT'], { 'trades:BTC/USDT': 9 }));
    expect(ahead.messages()[0]).toMatchObject({ type: 'snapshot', seq: 4 });

    // With no subscriber a publisher may skip updates: after the break, no resume.
    stays.close();
    late.socket.close();
    const hub2 = hubWith();
    const only = hub2.connect(fakeSocket().socket, options);
    await only.receive(sub(['ticker:BTC/USDT']));
    hub2.publish('ticker:BTC/USDT', update('x'));
    only.close();
    const back = fakeSocket();
    await hub2
      .connect(back.socket, options)
      .receive(sub(['ticker:BTC/USDT'], { 'ticker:BTC/USDT': 1 }));
    expect(back.messages()[0]).toMatchObject({ type: 'snapshot' });
  });

  it('keeps a publisher’s own numbers (depth) and never resumes across a hole in them', async () => {
    const hub = hubWith();
    const stays = hub.connect(fakeSocket().socket, options);
    await stays.receive(sub(['depth:BTC/USDT']));
    hub.publish('depth:BTC/USDT', { type: 'update', seq: 2, prevSeq: 1 });
    hub.publish('depth:BTC/USDT', { type: 'update', seq: 5, prevSeq: 4 });
    hub.publish('depth:BTC/USDT', { type: 'update', seq: 6, prevSeq: 5 });
    const resumed = fakeSocket();
    await hub
      .connect(resumed.socket, options)
      .receive(sub(['depth:BTC/USDT'], { 'depth:BTC/USDT': 5 }));
    expect(resumed.messages()[0]).toMatchObject({ type: 'update', seq: 6, prevSeq: 5 });
    const acrossHole = fakeSocket();
    await hub
      .connect(acrossHole.socket, options)
      .receive(sub(['depth:BTC/USDT'], { 'depth:BTC/USDT': 2 }));
    expect(acrossHole.messages()[0]).toMatchObject({ type: 'snapshot' });
  });

  it('never resumes a private topic: its snapshot is per user', async () => {
    const hub = hubWith({ snapshot: () => ({ data: 'mine' }) });
    const a = fakeSocket();
    const conn = hub.connect(a.socket, options);
    await conn.receive('{"op":"auth","token":"t"}');
    await conn.receive(sub(['orders'], { orders: 0 }));
    expect(a.messages().map((m) => m.type)).toEqual(['authed', 'snapshot', 'subscribed']);
  });
});

describe('sessions that end', () => {
  it('lose their private topics at the next check, and are told why', async () => {
    const hub = hubWith({ snapshot: () => ({ data: 'mine' }) });
    let session: 'live' | 'revoked' = 'live';
    const a = fakeSocket();
    const conn = hub.connect(a.socket, {
      locale: 'en_US',
      authenticate: async () => {
        if (session === 'revoked') throw new AppError('TOKEN_INVALID');
        return 7;
      },
    });
    await conn.receive('{"op":"auth","token":"t"}');
    await conn.receive('{"op":"sub","topics":["orders","tickers"]}');
    await hub.revalidate();
    hub.publishToUser(7, 'orders', ['still mine']);
    expect(a.messages().at(-1)).toMatchObject({ topic: 'orders', data: ['still mine'] });

    session = 'revoked';
    await hub.revalidate();
    expect(a.messages().at(-1)).toMatchObject({
      type: 'error',
      code: ERRORS.TOKEN_INVALID.code,
    });
    const before = a.sent.length;
    hub.publishToUser(7, 'orders', ['after logout']);
    expect(a.sent).toHaveLength(before);
    // Public topics go on.
    hub.publish('tickers', { topic: 'tickers', type: 'update', data: [] });
    expect(a.messages().at(-1)).toMatchObject({ topic: 'tickers', type: 'update' });
    await conn.receive('{"op":"sub","topics":["orders"]}');
    expect(a.messages().at(-1)).toMatchObject({ code: ERRORS.NOT_LOGGED_IN.code });
  });
});
