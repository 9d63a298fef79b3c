import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../test/fakeSocket';
import {
  backoffMs,
  createStreamConnection,
  IDLE_CLOSE_MS,
  parseFrame,
  PING_INTERVAL_MS,
  SILENCE_LIMIT_MS,
  type StreamTimers,
} from './streamConnection';

const timers: StreamTimers = {
  after(ms, run) {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
  every(ms, run) {
    const id = setInterval(run, ms);
    return () => clearInterval(id);
  },
};

function setup(token: { value: string | null } = { value: null }) {
  const connection = createStreamConnection({
    url: () => 'ws://localhost/uc/ws',
    createSocket: (url) => new FakeSocket(url),
    getToken: () => token.value,
    nowMs: () => Date.now(),
    timers,
    // No jitter: the reconnect waits are exactly the backoff ceilings.
    random: () => 0.999_999,
  });
  return { connection, token };
}

describe('stream connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on the first topic, subscribes once per topic and delivers its frames', () => {
    const { connection } = setup();
    expect(FakeSocket.all).toHaveLength(0);
    const tickers = vi.fn();
    connection.subscribe('tickers', tickers);
    connection.subscribe('depth:BTC/USDT', vi.fn());
    const socket = FakeSocket.latest();
    expect(FakeSocket.all).toHaveLength(1);
    expect(connection.state()).toBe('connecting');
    socket.open();
    expect(socket.take()).toEqual([{ op: 'sub', topics: ['tickers', 'depth:BTC/USDT'] }]);
    socket.receive({ topic: 'tickers', type: 'update', data: [] });
    socket.receive({ type: 'pong' });
    socket.receive('not json at all');
    expect(tickers).toHaveBeenCalledTimes(1);
    expect(tickers.mock.calls[0]?.[0]).toMatchObject({ topic: 'tickers', type: 'update' });
  });

  it('authenticates before subscribing when a token exists', () => {
    const { connection } = setup({ value: 'tok' });
    connection.subscribe('orders', vi.fn());
    FakeSocket.latest().open();
    expect(FakeSocket.latest().take()).toEqual([
      { op: 'auth', token: 'tok' },
      { op: 'sub', topics: ['orders'] },
    ]);
  });

  it('asks for a fresh snapshot when a second listener joins a live topic', () => {
    const { connection } = setup();
    connection.subscribe('depth:BTC/USDT', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    socket.take();
    connection.subscribe('depth:BTC/USDT', vi.fn());
    expect(socket.take()).toEqual([
      { op: 'unsub', topics: ['depth:BTC/USDT'] },
      { op: 'sub', topics: ['depth:BTC/USDT'] },
    ]);
  });

  it('unsubscribes only when the last listener leaves, and closes when idle', () => {
    const { connection } = setup();
    const first = connection.subscribe('tickers', vi.fn());
    const second = connection.subscribe('tickers', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    socket.take();
    first();
    expect(socket.take()).toEqual([]);
    second();
    expect(socket.take()).toEqual([{ op: 'unsub', topics: ['tickers'] }]);
    vi.advanceTimersByTime(IDLE_CLOSE_MS - 1);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(socket.closed).toBe(true);
    expect(connection.state()).toBe('idle');
  });

  it('keeps the socket when a screen re-subscribes within the idle window', () => {
    const { connection } = setup();
    const leave = connection.subscribe('tickers', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    leave();
    connection.subscribe('ticker:BTC/USDT', vi.fn());
    vi.advanceTimersByTime(IDLE_CLOSE_MS * 2);
    expect(socket.closed).toBe(false);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('reconnects with growing backoff and resubscribes every topic', () => {
    const { connection } = setup({ value: 'tok' });
    connection.subscribe('tickers', vi.fn());
    connection.subscribe('depth:ETH/USDT', vi.fn());
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    expect(connection.state()).toBe('waiting');
    vi.advanceTimersByTime(backoffMs(0, 0.999_999) - 1);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // It fails again before opening: the next wait is twice as long.
    FakeSocket.latest().drop();
    vi.advanceTimersByTime(backoffMs(1, 0.999_999) - 1);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const socket = FakeSocket.latest();
    socket.open();
    expect(socket.take()).toEqual([
      { op: 'auth', token: 'tok' },
      { op: 'sub', topics: ['tickers', 'depth:ETH/USDT'] },
    ]);
    // A successful open resets the backoff.
    socket.drop();
    vi.advanceTimersByTime(backoffMs(0, 0.999_999));
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('resumes each public topic from the last number it saw after a reconnect', () => {
    const { connection } = setup();
    connection.subscribe('trades:BTC/USDT', vi.fn());
    connection.subscribe('tickers', vi.fn());
    connection.subscribe('depth:BTC/USDT', vi.fn());
    const first = FakeSocket.latest();
    first.open();
    first.receive({ topic: 'trades:BTC/USDT', type: 'snapshot', seq: 4, data: [] });
    first.receive({ topic: 'trades:BTC/USDT', type: 'update', seq: 5, prevSeq: 4, data: [] });
    first.receive({ topic: 'depth:BTC/USDT', type: 'snapshot', seq: 90, data: {} });
    // A listener saw a gap in depth: its fresh snapshot is not a resume.
    connection.resync('depth:BTC/USDT');
    first.drop();
    vi.advanceTimersByTime(backoffMs(0, 0.999_999));
    const second = FakeSocket.latest();
    second.open();
    expect(second.take()).toEqual([
      {
        op: 'sub',
        topics: ['trades:BTC/USDT', 'tickers', 'depth:BTC/USDT'],
        since: { 'trades:BTC/USDT': 5 },
      },
    ]);
  });

  it('ignores frames from a socket it has replaced', () => {
    const { connection } = setup();
    const listener = vi.fn();
    connection.subscribe('tickers', listener);
    const old = FakeSocket.latest();
    old.open();
    old.drop();
    old.receive({ topic: 'tickers', type: 'update', data: [] });
    expect(listener).not.toHaveBeenCalled();
  });

  it('pings every 20 s and replaces a socket that has gone silent', () => {
    const { connection } = setup();
    connection.subscribe('tickers', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    socket.take();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(socket.take()).toEqual([{ op: 'ping' }]);
    vi.advanceTimersByTime(SILENCE_LIMIT_MS);
    expect(socket.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects at once when the phone wakes instead of waiting out the backoff', () => {
    const { connection } = setup();
    connection.subscribe('tickers', vi.fn());
    FakeSocket.latest().open();
    FakeSocket.latest().drop();
    expect(FakeSocket.all).toHaveLength(1);
    connection.wake();
    expect(FakeSocket.all).toHaveLength(2);
    expect(connection.state()).toBe('connecting');
  });

  it('replaces an open socket that was silent through a sleep', () => {
    const { connection } = setup();
    connection.subscribe('tickers', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    // Timers do not run while a phone sleeps; only the clock moves.
    vi.setSystemTime(Date.now() + 5 * 60_000);
    connection.wake();
    expect(socket.closed).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('authenticates on login and starts a fresh socket on logout', () => {
    const { connection, token } = setup();
    connection.subscribe('tickers', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    socket.take();
    token.value = 'tok';
    connection.tokenChanged();
    expect(socket.take()).toEqual([{ op: 'auth', token: 'tok' }]);
    token.value = null;
    connection.tokenChanged();
    expect(socket.closed).toBe(true);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().take()).toEqual([{ op: 'sub', topics: ['tickers'] }]);
  });

  it('starts a fresh socket for another session, such as a switch to or from demo', () => {
    const { connection, token } = setup({ value: 'real-token' });
    connection.subscribe('orders', vi.fn());
    const socket = FakeSocket.latest();
    socket.open();
    socket.take();
    token.value = 'demo-token';
    connection.tokenChanged();
    // The real account's private topics must not keep arriving on the demo session.
    expect(socket.closed).toBe(true);
    FakeSocket.latest().open();
    expect(FakeSocket.latest().take()).toEqual([
      { op: 'auth', token: 'demo-token' },
      { op: 'sub', topics: ['orders'] },
    ]);
  });

  it('reads topic frames and rejects control or malformed ones', () => {
    expect(parseFrame('{"topic":"depth:BTC/USDT","type":"update","seq":5,"prevSeq":4}')).toEqual({
      topic: 'depth:BTC/USDT',
      type: 'update',
      seq: 5,
      prevSeq: 4,
      data: undefined,
    });
    expect(parseFrame('{"type":"pong"}')).toBeNull();
    expect(parseFrame('{"topic":"x","type":"error"}')).toBeNull();
    expect(parseFrame('[1,2]')).toBeNull();
    expect(parseFrame(42)).toBeNull();
  });

  it('caps the backoff at 30 s and keeps some jitter', () => {
    expect(backoffMs(0, 0)).toBe(500);
    expect(backoffMs(3, 0.999_999)).toBe(8_000);
    expect(backoffMs(20, 0.999_999)).toBe(30_000);
    expect(backoffMs(20, 0)).toBe(15_000);
  });
});
