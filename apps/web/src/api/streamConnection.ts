import type { WsClientMessage } from '@exchange/contracts';
import {
  createStreamRegistry,
  type StreamListener,
  type StreamMessage,
  type StreamRegistry,
} from './streamRegistry';

/**
 * The one WebSocket a tab keeps to `/uc/ws`. It is generic over its I/O (the
 * socket factory, the clock, timers and randomness are parameters) so tests
 * drive it with a fake socket and fake time.
 *
 * - Topics are reference-counted; the socket opens for the first and closes
 *   a while after the last is released (navigation between screens releases
 *   and re-acquires topics within moments).
 * - Every (re)connect authenticates when a token exists, then subscribes to
 *   every wanted topic, so the server sends fresh snapshots.
 * - A dropped socket reconnects with exponential backoff and jitter.
 * - A ping every 20 s keeps proxies from closing an idle socket; a socket
 *   that has been silent for too long is treated as dead and replaced. Phones
 *   freeze tabs while asleep, so `wake()` (page visible again, network back)
 *   checks at once instead of waiting for the next ping.
 */

/** The part of the browser WebSocket this module uses. */
export interface SocketLike {
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
}

export type Cancel = () => void;

export interface StreamTimers {
  after(ms: number, run: () => void): Cancel;
  every(ms: number, run: () => void): Cancel;
}

export interface StreamDeps {
  url: () => string;
  createSocket: (url: string) => SocketLike;
  getToken: () => string | null;
  nowMs: () => number;
  timers: StreamTimers;
  /** In [0, 1): spreads reconnects so a server restart is not met by every tab at once. */
  random: () => number;
  /** A listener threw; the others still ran. */
  onListenerError?: (error: unknown) => void;
}

export type StreamState = 'idle' | 'connecting' | 'open' | 'waiting';

export interface StreamConnection {
  /** Wants a topic; the returned function lets go of it. */
  subscribe(topic: string, listener: StreamListener): Cancel;
  /** Asks for a fresh snapshot of a topic, e.g. after a missed depth update. */
  resync(topic: string): void;
  /** The session token changed: authenticate, or drop an authenticated socket. */
  tokenChanged(): void;
  /** The page is visible again or the network is back: check the socket now. */
  wake(): void;
  state(): StreamState;
}

export const PING_INTERVAL_MS = 20_000;
/** Silence this long (two missed pongs and some) means the socket is dead. */
export const SILENCE_LIMIT_MS = 50_000;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
export const IDLE_CLOSE_MS = 15_000;
/** The contract's limit of topics per sub or unsub message. */
export const TOPICS_PER_MESSAGE = 50;

/** The wait before reconnect attempt `attempt` (0-based): doubling, capped, half to full jitter. */
export function backoffMs(attempt: number, random: number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling * (0.5 + random / 2));
}

/** A server frame as a topic message, or null for control frames and anything malformed. */
export function parseFrame(raw: unknown): StreamMessage | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const frame = value as Record<string, unknown>;
  if (typeof frame.topic !== 'string') return null;
  if (frame.type !== 'snapshot' && frame.type !== 'update') return null;
  return {
    topic: frame.topic,
    type: frame.type,
    seq: typeof frame.seq === 'number' ? frame.seq : undefined,
    prevSeq: typeof frame.prevSeq === 'number' ? frame.prevSeq : undefined,
    data: frame.data,
  };
}

export function createStreamConnection(deps: StreamDeps): StreamConnection {
  const registry: StreamRegistry = createStreamRegistry();
  let socket: SocketLike | null = null;
  let isOpen = false;
  let attempt = 0;
  let lastHeardMs = 0;
  let authedWith: string | null = null;
  let stopPing: Cancel | null = null;
  let pendingReconnect: Cancel | null = null;
  let pendingIdleClose: Cancel | null = null;
  /**
   * The last sequence number seen per public topic. After a reconnect the
   * server is asked to resume from it: it sends only the missed updates when
   * it still has them, else a snapshot.
   */
  const lastSeq = new Map<string, number>();

  function send(message: WsClientMessage): void {
    if (socket !== null && isOpen) socket.send(JSON.stringify(message));
  }

  /** Resubscribes every topic after a reconnect, resuming those whose last number is known. */
  function resubscribe(topics: readonly string[]): void {
    for (let start = 0; start < topics.length; start += TOPICS_PER_MESSAGE) {
      const chunk = topics.slice(start, start + TOPICS_PER_MESSAGE);
      const since = Object.fromEntries(
        chunk.flatMap((topic) => {
          const seq = lastSeq.get(topic);
          return seq === undefined ? [] : [[topic, seq] as const];
        }),
      );
      send({ op: 'sub', topics: chunk, ...(Object.keys(since).length > 0 ? { since } : {}) });
    }
  }

  function cancelReconnect(): void {
    pendingReconnect?.();
    pendingReconnect = null;
  }

  function cancelIdleClose(): void {
    pendingIdleClose?.();
    pendingIdleClose = null;
  }

  /** Forgets the current socket; its late events are ignored because `socket` no longer matches. */
  function teardown(): void {
    stopPing?.();
    stopPing = null;
    const old = socket;
    socket = null;
    isOpen = false;
    authedWith = null;
    if (old !== null) {
      old.onopen = null;
      old.onmessage = null;
      old.onerror = null;
      old.onclose = null;
      old.close();
    }
  }

  function connect(): void {
    cancelReconnect();
    if (socket !== null || registry.size === 0) return;
    const current = deps.createSocket(deps.url());
    socket = current;
    current.onopen = () => {
      if (socket === current) opened();
    };
    current.onmessage = (event) => {
      if (socket === current) received(event.data);
    };
    current.onclose = () => {
      if (socket === current) dropped();
    };
    // An error is always followed by close, which is where recovery happens.
    current.onerror = () => undefined;
  }

  function opened(): void {
    isOpen = true;
    attempt = 0;
    lastHeardMs = deps.nowMs();
    const token = deps.getToken();
    if (token !== null) send({ op: 'auth', token });
    authedWith = token;
    resubscribe(registry.topics());
    stopPing = deps.timers.every(PING_INTERVAL_MS, heartbeat);
  }

  function heartbeat(): void {
    if (deps.nowMs() - lastHeardMs > SILENCE_LIMIT_MS) restart();
    else send({ op: 'ping' });
  }

  function received(raw: unknown): void {
    lastHeardMs = deps.nowMs();
    const message = parseFrame(raw);
    if (message === null) return;
    if (message.seq !== undefined) lastSeq.set(message.topic, message.seq);
    registry.dispatch(message, deps.onListenerError ?? (() => undefined));
  }

  function dropped(): void {
    teardown();
    if (registry.size === 0) return;
    const delay = backoffMs(attempt, deps.random());
    attempt += 1;
    pendingReconnect = deps.timers.after(delay, connect);
  }

  /** Replaces the socket at once, e.g. when it went silent or the user changed. */
  function restart(): void {
    teardown();
    connect();
  }

  function release(topic: string, subscription: { release(): boolean }): void {
    if (!subscription.release()) return;
    lastSeq.delete(topic);
    send({ op: 'unsub', topics: [topic] });
    if (registry.size > 0) return;
    cancelIdleClose();
    pendingIdleClose = deps.timers.after(IDLE_CLOSE_MS, () => {
      pendingIdleClose = null;
      if (registry.size > 0) return;
      cancelReconnect();
      teardown();
    });
  }

  function resync(topic: string): void {
    if (!registry.has(topic)) return;
    // A fresh snapshot, not a resume: the listener saw a gap.
    lastSeq.delete(topic);
    send({ op: 'unsub', topics: [topic] });
    send({ op: 'sub', topics: [topic] });
  }

  return {
    subscribe(topic, listener) {
      cancelIdleClose();
      const subscription = registry.acquire(topic, listener);
      // A later subscriber missed the topic's snapshot: ask for a fresh one for everyone.
      if (subscription.first) send({ op: 'sub', topics: [topic] });
      else resync(topic);
      if (socket === null && pendingReconnect === null) connect();
      return () => release(topic, subscription);
    },
    resync,
    tokenChanged() {
      const token = deps.getToken();
      if (socket === null || !isOpen || token === authedWith) return;
      if (authedWith === null && token !== null) {
        send({ op: 'auth', token });
        authedWith = token;
        return;
      }
      // Logged out or another user: a fresh socket carries no one's private topics.
      restart();
    },
    wake() {
      if (registry.size === 0) return;
      if (socket === null) {
        attempt = 0;
        connect();
        return;
      }
      // A socket that survived a sleep may be dead without knowing it.
      if (isOpen && deps.nowMs() - lastHeardMs > PING_INTERVAL_MS) restart();
    },
    state() {
      if (socket !== null) return isOpen ? 'open' : 'connecting';
      return pendingReconnect !== null ? 'waiting' : 'idle';
    },
  };
}
