/**
 * The console's WebSocket (`/admin-api/ws`): one connection for the support
 * desk's live topics (`desk`, `support:<id>`). It signs in with the console
 * token, subscribes each topic with the last sequence its listener holds
 * (`since`), pings every 20 s and, when the connection drops, reconnects
 * with a growing delay and subscribes again with `since`. What a frame
 * means is the listener's business (see `supportThread.ts`).
 *
 * Socket and timers are injected so the protocol is tested without a server.
 */

/** A frame from the server, as `WsServerMessage` in the contracts. */
export interface StreamFrame {
  readonly topic?: string;
  readonly type: 'snapshot' | 'update' | 'error' | 'subscribed' | 'authed' | 'pong';
  readonly seq?: number;
  readonly prevSeq?: number;
  readonly data?: unknown;
  readonly code?: number;
  readonly message?: string;
}

/** What the stream needs of a socket: to send text and to close it. */
export interface StreamSocket {
  send(text: string): void;
  close(): void;
}

/** What a socket tells the stream. */
export interface SocketEvents {
  open(): void;
  message(text: string): void;
  close(): void;
}

export type ConnectSocket = (url: string, events: SocketEvents) => StreamSocket;

export interface StreamTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** One topic's reader: the sequence to resume from, and every frame of the topic. */
export interface TopicListener {
  since(): number | undefined;
  frame(frame: StreamFrame): void;
}

/**
 * idle: nothing subscribed; connecting: the first connection; live: open;
 * reconnecting: dropped, waiting to try again.
 */
export type StreamStatus = 'idle' | 'connecting' | 'live' | 'reconnecting';

export interface ConsoleStream {
  /** Listens to a topic (one listener per topic); the returned function stops. */
  subscribe(topic: string, listener: TopicListener): () => void;
  /** Subscribes the topic again from its listener's `since`: how a gap in seq is filled. */
  resync(topic: string): void;
  status(): StreamStatus;
  onStatus(listener: () => void): () => void;
  /** Closes the socket for good. */
  close(): void;
}

export interface ConsoleStreamDeps {
  readonly url: string;
  readonly connect: ConnectSocket;
  readonly getToken: () => string | null;
  readonly timers?: StreamTimers;
  readonly pingEveryMs?: number;
  /** The wait before the nth attempt to reconnect (0 is the first). */
  readonly backoffMs?: (attempt: number) => number;
}

export const PING_EVERY_MS = 20_000;

/** 1 s, 2 s, 4 s … up to 30 s, with up to a fifth more at random so consoles do not return together. */
export function defaultBackoff(attempt: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + Math.random() * 0.2));
}

const globalTimers: StreamTimers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => globalThis.setInterval(run, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

function parseFrame(text: string): StreamFrame | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const type = (value as { type?: unknown }).type;
    return typeof type === 'string' ? (value as StreamFrame) : null;
  } catch {
    return null;
  }
}

export function createConsoleStream(deps: ConsoleStreamDeps): ConsoleStream {
  const timers = deps.timers ?? globalTimers;
  const pingEveryMs = deps.pingEveryMs ?? PING_EVERY_MS;
  const backoff = deps.backoffMs ?? defaultBackoff;
  const listeners = new Map<string, TopicListener>();
  const statusListeners = new Set<() => void>();
  let socket: StreamSocket | null = null;
  /** Each connection's number: events of a socket given up are ignored. */
  let generation = 0;
  let open = false;
  let attempt = 0;
  let status: StreamStatus = 'idle';
  let pingTimer: unknown = null;
  let retryTimer: unknown = null;
  let lastHeard = 0;
  let clock = 0;

  const setStatus = (next: StreamStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener();
  };

  const send = (message: unknown) => {
    if (open && socket) socket.send(JSON.stringify(message));
  };

  const sub = (topics: readonly string[]) => {
    if (topics.length === 0) return;
    const since: Record<string, number> = {};
    for (const topic of topics) {
      const seq = listeners.get(topic)?.since();
      if (seq !== undefined) since[topic] = seq;
    }
    send({
      op: 'sub',
      topics,
      ...(Object.keys(since).length > 0 ? { since } : {}),
    });
  };

  const stopPing = () => {
    if (pingTimer !== null) timers.clearInterval(pingTimer);
    pingTimer = null;
  };

  const dropped = (gen: number) => {
    if (gen !== generation) return;
    generation += 1;
    open = false;
    socket = null;
    stopPing();
    if (listeners.size === 0) {
      setStatus('idle');
      return;
    }
    setStatus('reconnecting');
    const wait = backoff(attempt);
    attempt += 1;
    retryTimer = timers.setTimeout(() => {
      retryTimer = null;
      if (listeners.size > 0 && socket === null) connect();
    }, wait);
  };

  function connect() {
    if (status !== 'reconnecting') setStatus('connecting');
    const gen = generation;
    socket = deps.connect(deps.url, {
      open() {
        if (gen !== generation) return;
        open = true;
        attempt = 0;
        clock = 0;
        lastHeard = 0;
        const token = deps.getToken();
        if (token) send({ op: 'auth', token });
        sub([...listeners.keys()]);
        setStatus('live');
        pingTimer = timers.setInterval(() => {
          clock += 1;
          // Nothing heard for two pings (not even a pong): the connection is dead.
          if (clock - lastHeard > 2) {
            const dead = socket;
            dropped(gen);
            dead?.close();
            return;
          }
          send({ op: 'ping' });
        }, pingEveryMs);
      },
      message(text) {
        if (gen !== generation) return;
        lastHeard = clock;
        const frame = parseFrame(text);
        if (!frame || frame.topic === undefined) return;
        listeners.get(frame.topic)?.frame(frame);
      },
      close() {
        dropped(gen);
      },
    });
  }

  function closeSocket() {
    generation += 1;
    const current = socket;
    socket = null;
    open = false;
    stopPing();
    if (retryTimer !== null) timers.clearTimeout(retryTimer);
    retryTimer = null;
    current?.close();
  }

  return {
    subscribe(topic, listener) {
      listeners.set(topic, listener);
      if (socket === null && retryTimer === null) connect();
      else sub([topic]);
      return () => {
        if (listeners.get(topic) !== listener) return;
        listeners.delete(topic);
        send({ op: 'unsub', topics: [topic] });
        if (listeners.size === 0) {
          closeSocket();
          attempt = 0;
          setStatus('idle');
        }
      };
    },
    resync(topic) {
      if (listeners.has(topic)) sub([topic]);
    },
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    close() {
      listeners.clear();
      closeSocket();
      attempt = 0;
      setStatus('idle');
    },
  };
}

/** The browser's WebSocket behind the stream's socket. */
export const browserSocket: ConnectSocket = (url, events) => {
  const ws = new WebSocket(url);
  ws.onopen = () => events.open();
  ws.onmessage = (event: MessageEvent) => {
    if (typeof event.data === 'string') events.message(event.data);
  };
  // An error is followed by close, which is where reconnecting starts.
  ws.onclose = () => events.close();
  return { send: (text) => ws.send(text), close: () => ws.close() };
};

/** `ws(s)://<this host>/admin-api/ws`, the console's own origin. */
export function consoleSocketUrl(location: { protocol: string; host: string }, path: string) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${path}`;
}
