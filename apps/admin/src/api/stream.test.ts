import { describe, expect, it } from 'vitest';
import { conversation, message } from '../test/support';
import {
  createConsoleStream,
  type ConnectSocket,
  type SocketEvents,
  type StreamTimers,
} from './stream';
import { createSupportThread } from './supportThread';

/** Sockets the stream opened: what each was sent, and a way to speak for the server. */
function fakeSockets() {
  const sockets: {
    url: string;
    events: SocketEvents;
    sent: Record<string, unknown>[];
    closed: boolean;
  }[] = [];
  const connect: ConnectSocket = (url, events) => {
    const socket = { url, events, sent: [] as Record<string, unknown>[], closed: false };
    sockets.push(socket);
    return {
      send: (text) => socket.sent.push(JSON.parse(text) as Record<string, unknown>),
      close: () => {
        socket.closed = true;
      },
    };
  };
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  const frame = (value: unknown) => last().events.message(JSON.stringify(value));
  return { sockets, connect, last, frame };
}

/** Timers that run only when the test moves the clock. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const timers = new Map<number, { at: number; run: () => void; every: number | null }>();
  const api: StreamTimers = {
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run, every: null });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
    setInterval: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run, every: ms });
      return id;
    },
    clearInterval: (id) => timers.delete(id as number),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      const [id, timer] = due;
      now = timer.at;
      if (timer.every === null) timers.delete(id);
      else timer.at += timer.every;
      timer.run();
    }
    now = end;
  };
  return { api, advance, pending: () => timers.size };
}

function setup() {
  const net = fakeSockets();
  const clock = manualTimers();
  const stream = createConsoleStream({
    url: 'ws://console.test/admin-api/ws',
    connect: net.connect,
    getToken: () => 'tok',
    timers: clock.api,
    backoffMs: (attempt) => 1000 * 2 ** attempt,
  });
  return { net, clock, stream };
}

const snapshot = (seq: number, messages: ReturnType<typeof message>[], mode = 'latest') => ({
  topic: 'support:7',
  type: 'snapshot',
  seq,
  data: { conversation: conversation({ lastSeq: seq }), mode, messages, more: false },
});
const update = (seq: number, prevSeq: number, event = 'message', over = {}) => ({
  topic: 'support:7',
  type: 'update',
  seq,
  prevSeq,
  data: { event, seq, prevSeq, message: message({ seq, ...over }) },
});

describe('the console stream', () => {
  it('signs in, subscribes, pings every 20 s and stops when nothing is subscribed', () => {
    const { net, clock, stream } = setup();
    const stop = stream.subscribe('desk', { since: () => undefined, frame: () => undefined });
    expect(net.sockets).toHaveLength(1);
    expect(net.last().url).toBe('ws://console.test/admin-api/ws');
    expect(stream.status()).toBe('connecting');
    net.last().events.open();
    expect(stream.status()).toBe('live');
    expect(net.last().sent).toEqual([
      { op: 'auth', token: 'tok' },
      { op: 'sub', topics: ['desk'] },
    ]);
    net.frame({ type: 'pong' });
    clock.advance(20_000);
    expect(net.last().sent.at(-1)).toEqual({ op: 'ping' });
    // A second topic on the open socket is subscribed at once.
    stream.subscribe('support:7', { since: () => 12, frame: () => undefined });
    expect(net.last().sent.at(-1)).toEqual({
      op: 'sub',
      topics: ['support:7'],
      since: { 'support:7': 12 },
    });
    stop();
    expect(net.last().sent.at(-1)).toEqual({ op: 'unsub', topics: ['desk'] });
    stream.close();
    expect(net.last().closed).toBe(true);
    expect(stream.status()).toBe('idle');
    expect(clock.pending()).toBe(0);
  });

  it('reconnects with a growing delay and subscribes again from the last seq held', () => {
    const { net, clock, stream } = setup();
    const thread = createSupportThread({ id: 7, stream });
    thread.start();
    net.last().events.open();
    expect(net.last().sent.at(-1)).toEqual({ op: 'sub', topics: ['support:7'] });
    net.frame(snapshot(3, [message({ seq: 1 }), message({ seq: 2 }), message({ seq: 3 })]));
    net.frame(update(4, 3));
    expect(thread.get().lastSeq).toBe(4);

    net.last().events.close();
    expect(stream.status()).toBe('reconnecting');
    clock.advance(999);
    expect(net.sockets).toHaveLength(1);
    clock.advance(1);
    expect(net.sockets).toHaveLength(2);
    // This one fails too: the next wait is twice as long.
    net.last().events.close();
    clock.advance(1999);
    expect(net.sockets).toHaveLength(2);
    clock.advance(1);
    expect(net.sockets).toHaveLength(3);
    net.last().events.open();
    expect(net.last().sent).toEqual([
      { op: 'auth', token: 'tok' },
      { op: 'sub', topics: ['support:7'], since: { 'support:7': 4 } },
    ]);
    // The server answers with what came after 4, one of them already held.
    net.frame(
      snapshot(6, [message({ seq: 4 }), message({ seq: 5 }), message({ seq: 6 })], 'after'),
    );
    expect(thread.get().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(thread.get().lastSeq).toBe(6);
    // After a good connection the delay starts again from one second.
    net.last().events.close();
    clock.advance(1000);
    expect(net.sockets).toHaveLength(4);
  });

  it('gives up a socket that has been silent for two pings and opens another', () => {
    const { net, clock, stream } = setup();
    stream.subscribe('desk', { since: () => undefined, frame: () => undefined });
    net.last().events.open();
    clock.advance(60_000);
    expect(net.sockets[0]?.closed).toBe(true);
    expect(stream.status()).toBe('reconnecting');
    clock.advance(1000);
    expect(net.sockets).toHaveLength(2);
  });
});

describe('a conversation on the stream', () => {
  it('merges the snapshot and updates by seq, without duplicates, a withdrawal replacing its message', () => {
    const { net, stream } = setup();
    const thread = createSupportThread({ id: 7, stream, now: () => 5_000 });
    // A REST page may come first: it is merged, but only the stream says what is complete.
    thread.merge([message({ seq: 1 }), message({ seq: 2 })], true);
    expect(thread.get().lastSeq).toBeNull();
    thread.start();
    net.last().events.open();
    // Updates before the snapshot wait for it (it contains them).
    net.frame(update(3, 2));
    expect(thread.get().messages.map((m) => m.seq)).toEqual([1, 2]);
    net.frame(snapshot(3, [message({ seq: 1 }), message({ seq: 2 }), message({ seq: 3 })]));
    expect(thread.get().messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(thread.get().more).toBe(false);

    net.frame(update(4, 3, 'message', { sender: 'staff', senderId: 1, text: 'Ich prüfe' }));
    // The same event again (a resend after a resubscription) changes nothing.
    net.frame(update(4, 3, 'message', { sender: 'staff', senderId: 1, text: 'Ich prüfe' }));
    net.frame({ topic: 'support:7', type: 'update', data: { event: 'typing', from: 'user' } });
    expect(thread.get().userTypingAt).toBe(5_000);
    net.frame(update(5, 4));
    expect(thread.get().userTypingAt).toBeNull();
    // Message 4 withdrawn: event 6 carries its tombstone.
    net.frame({
      topic: 'support:7',
      type: 'update',
      seq: 6,
      prevSeq: 5,
      data: {
        event: 'recalled',
        seq: 6,
        prevSeq: 5,
        message: message({ seq: 4, sender: 'staff', senderId: 1, text: null, recalled: true }),
      },
    });
    const state = thread.get();
    expect(state.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(state.messages.find((m) => m.seq === 4)?.recalled).toBe(true);
    expect(state.lastSeq).toBe(6);
    // The conversation's own changes replace it.
    net.frame({
      topic: 'support:7',
      type: 'update',
      data: {
        event: 'conversation',
        conversation: conversation({ status: 'resolved', rating: 5 }),
      },
    });
    expect(thread.get().conversation?.rating).toBe(5);
  });

  it('resubscribes with since after a gap and takes the missed events from the answer', () => {
    const { net, stream } = setup();
    const thread = createSupportThread({ id: 7, stream });
    thread.start();
    net.last().events.open();
    net.frame(snapshot(2, [message({ seq: 1 }), message({ seq: 2 })]));
    const sent = net.last().sent.length;
    // Event 3 was lost: 4 says its predecessor is 3.
    net.frame(update(4, 3));
    expect(thread.get().messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(net.last().sent.slice(sent)).toEqual([
      { op: 'sub', topics: ['support:7'], since: { 'support:7': 2 } },
    ]);
    // Updates while the answer is on its way do not ask again.
    net.frame(update(5, 4));
    expect(net.last().sent).toHaveLength(sent + 1);
    net.frame(
      snapshot(
        5,
        [3, 4, 5].map((seq) => message({ seq })),
        'after',
      ),
    );
    net.frame(update(5, 4));
    net.frame(update(6, 5));
    expect(thread.get().messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(thread.get().lastSeq).toBe(6);
    expect(net.last().sent).toHaveLength(sent + 1);
  });

  it('replaces what it holds with a latest snapshot (too far behind to resume)', () => {
    const { net, stream } = setup();
    const thread = createSupportThread({ id: 7, stream });
    thread.start();
    net.last().events.open();
    net.frame(snapshot(2, [message({ seq: 1 }), message({ seq: 2 })]));
    net.frame({
      ...snapshot(90, [message({ seq: 89 }), message({ seq: 90 })]),
      data: { ...snapshot(90, [message({ seq: 89 }), message({ seq: 90 })]).data, more: true },
    });
    expect(thread.get().messages.map((m) => m.seq)).toEqual([89, 90]);
    expect(thread.get().more).toBe(true);
  });
});
