import type { ErrorKey, WsServerMessage } from '@exchange/contracts';
import { isAppError } from '../../http/app-error.js';
import {
  createConnection,
  readClientMessage,
  send,
  sendError,
  sendMessage,
  type ConnectOptions,
  type Connection,
  type HubSocket,
} from './hub-connection.js';
import { isPrivateTopic, parseTopic, type ParsedTopic, type PrivateTopic } from './topics.js';

export type { ConnectOptions, HubSocket } from './hub-connection.js';

/**
 * The WebSocket hub, independent of the transport. It keeps who listens to
 * what and fans messages out. Two rules make it scale to many subscribers:
 * a message is serialised once per topic and the same string goes to every
 * subscriber, and a public topic's snapshot is computed and serialised once
 * until the topic's next update, however many clients subscribe meanwhile.
 *
 * Slow consumers: when a socket has more than `maxBufferedBytes` waiting, its
 * updates are dropped and the topic is marked stale; once the buffer drains
 * below half of that, the next update of the topic is replaced by a fresh
 * snapshot, so the client converges without replaying what it missed. Only a
 * client that falls further behind, beyond `closeBufferedBytes`, is closed
 * with 1013 ("try again later").
 */

export interface TopicSnapshot {
  readonly data: unknown;
  /** Depth only: the book state the snapshot shows; updates continue from it. */
  readonly seq?: number;
}

export interface HubLimits {
  readonly maxBufferedBytes: number;
  readonly closeBufferedBytes: number;
  readonly maxTopicsPerConnection: number;
  /** Updates kept for a topic while its snapshot is being fetched. */
  readonly maxPendingUpdates: number;
  /** Latest updates kept per public topic, for clients that resume from a sequence. */
  readonly resumeUpdates: number;
}

export interface HubDeps {
  /**
   * The whole state of a topic by canonical name, or null when its market
   * does not exist (or, for a private topic, is not the user's). Private
   * topics other than "balances" get the user's id and the sequence the
   * client resumes from, if it gave one: a private topic that numbers its
   * own events (a support conversation) answers with what followed it.
   * A thrown AppError is sent to the client as that error.
   */
  snapshot(
    topic: string,
    userId: number | null,
    since?: number,
  ): TopicSnapshot | null | Promise<TopicSnapshot | null>;
  /** The user's spot balances: the "balances" snapshot and each of its updates. */
  balancesOf(userId: number): Promise<unknown>;
  onError?(error: unknown, context: string): void;
  limits?: Partial<HubLimits>;
  /**
   * Which topics exist and which are private (need a signed-in
   * connection): the user socket's by default (`topics.ts`); the console's
   * socket has its own.
   */
  topics?: {
    readonly parse: (raw: string) => ParsedTopic;
    readonly isPrivate: (name: string) => boolean;
  };
}

export interface HubConnection {
  /** One text frame from the client; handled in order with the connection's earlier frames. */
  receive(text: string): Promise<void>;
  /** Why the transport went away does not matter: the connection is forgotten. */
  close(): void;
}

const DEFAULT_LIMITS: HubLimits = {
  maxBufferedBytes: 1024 * 1024,
  closeBufferedBytes: 4 * 1024 * 1024,
  maxTopicsPerConnection: 100,
  maxPendingUpdates: 256,
  resumeUpdates: 256,
};
export function createHub(deps: HubDeps) {
  const limits: HubLimits = { ...DEFAULT_LIMITS, ...deps.limits };
  const { parse, isPrivate } = deps.topics ?? { parse: parseTopic, isPrivate: isPrivateTopic };
  const connections = new Set<Connection>();
  const subscribers = new Map<string, Set<Connection>>();
  const byUser = new Map<number, Set<Connection>>();
  /** Serialised public snapshots, valid until the topic's next publish. */
  const snapshots = new Map<string, Promise<{ text: string; seq?: number } | null>>();
  const reportError = deps.onError ?? (() => undefined);
  /** The last sequence number of each public topic: one more per update. */
  const sequences = new Map<string, number>();
  /**
   * Each subscribed public topic's latest updates since `from`, kept while
   * the topic has subscribers without a break. A publisher may skip a
   * topic nobody listens to, so after a break nothing says what was missed:
   * the history starts again above the current sequence.
   */
  const histories = new Map<
    string,
    { from: number; updates: { seq: number; prevSeq: number | undefined; text: string }[] }
  >();

  function addTopic(conn: Connection, topic: string): void {
    conn.topics.add(topic);
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(conn);
    if (!isPrivate(topic) && !histories.has(topic))
      histories.set(topic, { from: (sequences.get(topic) ?? 0) + 1, updates: [] });
  }

  function removeTopic(conn: Connection, topic: string): void {
    conn.topics.delete(topic);
    conn.stale.delete(topic);
    conn.pending.delete(topic);
    const set = subscribers.get(topic);
    set?.delete(conn);
    if (set && set.size === 0) {
      subscribers.delete(topic);
      // Nobody is told about this topic any more, so a cached snapshot could go stale unseen.
      snapshots.delete(topic);
      histories.delete(topic);
    }
  }

  function setUser(conn: Connection, userId: number | null): void {
    if (conn.userId === userId) return;
    // Another user's orders and balances must never reach this socket.
    for (const topic of [...conn.topics]) if (isPrivate(topic)) removeTopic(conn, topic);
    if (conn.userId !== null) byUser.get(conn.userId)?.delete(conn);
    conn.userId = userId;
    if (userId === null) return;
    let set = byUser.get(userId);
    if (!set) byUser.set(userId, (set = new Set()));
    set.add(conn);
  }

  async function privateSnapshot(conn: Connection, topic: string, since: number | undefined) {
    const userId = conn.userId;
    if (userId === null) return null;
    const snapshot: TopicSnapshot | null =
      topic === 'balances'
        ? { data: await deps.balancesOf(userId) }
        : await deps.snapshot(topic, userId, since);
    if (snapshot === null) return null;
    return {
      text: JSON.stringify({ topic, type: 'snapshot', ...snapshot } satisfies WsServerMessage),
    };
  }

  /** Private snapshots are per user; public ones are shared until the topic's next update. */
  async function snapshotOf(conn: Connection, topic: string, since: number | undefined) {
    if (isPrivate(topic)) return privateSnapshot(conn, topic, since);
    let cached = snapshots.get(topic);
    if (!cached) {
      cached = (async () => {
        // Updates published while the snapshot is fetched follow it (they may repeat some of it).
        const seq = sequences.get(topic) ?? 0;
        const snapshot = await deps.snapshot(topic, null);
        if (snapshot === null) return null;
        const message: WsServerMessage = { topic, type: 'snapshot', seq, ...snapshot };
        return { text: JSON.stringify(message), seq: snapshot.seq };
      })();
      snapshots.set(topic, cached);
      // A failed computation must not be served to the next subscriber.
      cached.catch(() => snapshots.delete(topic));
    }
    return cached;
  }

  /**
   * Sends a fresh snapshot of a subscribed topic, then the updates published
   * while it was being fetched (depth updates it already contains are
   * skipped by seq). False when the topic's market does not exist.
   */
  async function sendSnapshot(conn: Connection, topic: string, since?: number): Promise<boolean> {
    if (conn.pending.has(topic)) return true; // one is already on its way
    conn.pending.set(topic, []);
    conn.stale.delete(topic);
    let snapshot: { text: string; seq?: number | undefined } | null;
    try {
      snapshot = await snapshotOf(conn, topic, since);
    } catch (error) {
      conn.pending.delete(topic);
      removeTopic(conn, topic);
      if (isAppError(error)) sendError(conn, error.key, error.params, topic);
      else {
        reportError(error, `snapshot ${topic}`);
        sendError(conn, 'MARKET_DATA_UNAVAILABLE', {}, topic);
      }
      return true;
    }
    const buffered = conn.pending.get(topic);
    conn.pending.delete(topic);
    if (conn.closed || !conn.topics.has(topic) || buffered === undefined) return true;
    if (snapshot === null) return false;
    send(conn, snapshot.text);
    for (const update of buffered) {
      const seen =
        snapshot.seq !== undefined && update.seq !== undefined && update.seq <= snapshot.seq;
      if (!seen) send(conn, update.text);
    }
    return true;
  }

  /** Whether the socket can take one more update right now; marks the topic stale if not. */
  function writable(conn: Connection, topic: string): boolean {
    const buffered = conn.socket.bufferedAmount;
    if (buffered <= limits.maxBufferedBytes) return true;
    conn.stale.add(topic);
    if (buffered > limits.closeBufferedBytes) conn.socket.close(1013, 'too slow');
    return false;
  }

  function deliver(conn: Connection, topic: string, text: string, seq: number | undefined): void {
    const buffer = conn.pending.get(topic);
    if (buffer) {
      if (buffer.length < limits.maxPendingUpdates) buffer.push({ text, seq });
      else conn.stale.add(topic);
    } else if (conn.stale.has(topic)) {
      if (conn.socket.bufferedAmount <= limits.maxBufferedBytes / 2) void sendSnapshot(conn, topic);
    } else if (writable(conn, topic)) {
      send(conn, text);
    }
  }

  /**
   * One update of a private topic to each of the user's subscribed
   * connections. A topic that numbers its own events (a support
   * conversation) passes the event's number and the one before it, which
   * clients keep to resume with `since`.
   */
  function publishToUser(
    userId: number,
    topic: PrivateTopic | string,
    data: unknown,
    numbered?: { readonly seq: number; readonly prevSeq: number },
  ): void {
    let text: string | undefined;
    for (const conn of byUser.get(userId) ?? []) {
      if (!conn.topics.has(topic)) continue;
      text ??= JSON.stringify({
        topic,
        type: 'update',
        ...numbered,
        data,
      } satisfies WsServerMessage);
      deliver(conn, topic, text, undefined);
    }
  }

  /**
   * The updates a client that last saw `since` missed, when the topic's
   * history covers them; undefined when only a snapshot can catch it up.
   */
  function missedSince(topic: string, since: number): readonly { text: string }[] | undefined {
    const history = histories.get(topic);
    const last = sequences.get(topic) ?? 0;
    if (!history || since < history.from || since > last) return undefined;
    const missed = history.updates.filter((update) => update.seq > since);
    const continues = missed.length === 0 ? since === last : missed[0]?.prevSeq === since;
    return continues ? missed : undefined;
  }

  async function subscribe(
    conn: Connection,
    raw: string,
    since: number | undefined,
  ): Promise<string | null> {
    const parsed = parse(raw);
    if (!parsed.ok) {
      sendError(conn, parsed.error, { field: 'topics' }, raw);
      return null;
    }
    const topic = parsed.name;
    if (parsed.private && conn.userId === null) {
      sendError(conn, 'NOT_LOGGED_IN', {}, topic);
      return null;
    }
    if (!conn.topics.has(topic) && conn.topics.size >= limits.maxTopicsPerConnection) {
      sendError(conn, 'FIELD_OUT_OF_RANGE', { field: 'topics' }, topic);
      return null;
    }
    // Resuming: what the client missed, in order, instead of a snapshot.
    const missed = since === undefined || parsed.private ? undefined : missedSince(topic, since);
    if (missed && !conn.pending.has(topic)) {
      addTopic(conn, topic);
      conn.stale.delete(topic);
      for (const update of missed) send(conn, update.text);
      return topic;
    }
    // Subscribing again is how a client that saw a seq gap asks for a fresh snapshot.
    addTopic(conn, topic);
    const resumeFrom = parsed.private ? since : undefined;
    if (await sendSnapshot(conn, topic, resumeFrom)) return conn.topics.has(topic) ? topic : null;
    removeTopic(conn, topic);
    sendError(conn, 'MARKET_UNKNOWN', {}, topic);
    return null;
  }

  async function authenticate(conn: Connection, token: string): Promise<void> {
    let userId: number | null = null;
    let failure: ErrorKey = 'TOKEN_INVALID';
    try {
      userId = await conn.options.authenticate(token);
    } catch (error) {
      if (!isAppError(error)) reportError(error, 'websocket auth');
      else failure = error.key;
    }
    if (conn.closed) return;
    setUser(conn, userId);
    conn.token = userId === null ? null : token;
    // The connection stays open either way: public topics need no session.
    if (userId === null) sendError(conn, failure);
    else sendMessage(conn, { type: 'authed' });
  }

  async function handle(conn: Connection, text: string): Promise<void> {
    const read = readClientMessage(text);
    if (!read.ok) return sendError(conn, read.key, read.params);
    const { message } = read;
    switch (message.op) {
      case 'ping':
        sendMessage(conn, { type: 'pong' });
        return;
      case 'auth':
        return authenticate(conn, message.token);
      case 'unsub':
        for (const raw of message.topics) {
          const topic = parse(raw);
          if (topic.ok) removeTopic(conn, topic.name);
        }
        return;
      case 'sub': {
        const done: string[] = [];
        for (const raw of message.topics) {
          const topic = await subscribe(conn, raw, message.since?.[raw]);
          if (topic !== null) done.push(topic);
        }
        if (done.length > 0) sendMessage(conn, { type: 'subscribed', data: done });
        return;
      }
    }
  }

  return {
    connect(socket: HubSocket, options: ConnectOptions): HubConnection {
      const conn = createConnection(socket, options, reportError);
      connections.add(conn);
      return {
        receive(text) {
          conn.queue = conn.queue
            .then(() => (conn.closed ? undefined : handle(conn, text)))
            .catch((error: unknown) => reportError(error, 'websocket message'));
          return conn.queue;
        },
        close() {
          if (conn.closed) return;
          conn.closed = true;
          for (const topic of [...conn.topics]) removeTopic(conn, topic);
          setUser(conn, null);
          connections.delete(conn);
        },
      };
    },

    /**
     * One update to every subscriber of a public topic, serialised once. It
     * gets the topic's next sequence number, or keeps its own (depth: its
     * book's), which the topic's sequence then continues from.
     */
    publish(topic: string, message: WsServerMessage): void {
      snapshots.delete(topic);
      const previous = sequences.get(topic) ?? 0;
      const stamped: WsServerMessage =
        message.seq === undefined ? { ...message, seq: previous + 1, prevSeq: previous } : message;
      const seq = stamped.seq ?? previous + 1;
      sequences.set(topic, seq);
      const set = subscribers.get(topic);
      if (!set || set.size === 0) return;
      const text = JSON.stringify(stamped);
      const history = histories.get(topic);
      if (history) {
        // An update that does not continue the last one leaves a hole no resume may cross.
        if (stamped.prevSeq !== previous) history.from = seq;
        history.updates.push({ seq, prevSeq: stamped.prevSeq, text });
        if (history.updates.length > limits.resumeUpdates) history.updates.shift();
        history.from = Math.max(history.from, (history.updates[0]?.seq ?? seq) - 1);
      }
      for (const conn of set) deliver(conn, topic, text, seq);
    },

    publishToUser,

    /**
     * One update of a private topic to every connection subscribed to it,
     * whoever signed it in (the console's conversations, watched by every
     * agent on them); each was authorised by its snapshot.
     */
    publishToSubscribers(
      topic: string,
      data: unknown,
      numbered?: { readonly seq: number; readonly prevSeq: number },
    ): void {
      let text: string | undefined;
      for (const conn of subscribers.get(topic) ?? []) {
        if (conn.userId === null) continue;
        text ??= JSON.stringify({
          topic,
          type: 'update',
          ...numbered,
          data,
        } satisfies WsServerMessage);
        deliver(conn, topic, text, undefined);
      }
    },

    /** Whether anyone with this id has a signed-in connection (an agent with the console open). */
    isConnected(userId: number): boolean {
      return (byUser.get(userId)?.size ?? 0) > 0;
    },

    /** Pushes fresh balances to those of `userIds` who listen to "balances". */
    async refreshBalances(userIds: Iterable<number>): Promise<void> {
      const listening = [...userIds].filter((id) =>
        [...(byUser.get(id) ?? [])].some((conn) => conn.topics.has('balances')),
      );
      await Promise.all(
        listening.map(async (userId) => {
          try {
            publishToUser(userId, 'balances', await deps.balancesOf(userId));
          } catch (error) {
            reportError(error, 'balances update');
          }
        }),
      );
    },

    /**
     * Checks each signed-in connection's session again: one whose session
     * ended (logout, password change, a locked user) loses its private
     * topics and is told why, and stays open for public ones.
     */
    async revalidate(): Promise<void> {
      await Promise.all(
        [...connections].map(async (conn) => {
          const { userId, token } = conn;
          if (userId === null || token === null) return;
          let failure: ErrorKey | null = null;
          try {
            if ((await conn.options.authenticate(token)) !== userId) failure = 'TOKEN_INVALID';
          } catch (error) {
            if (!isAppError(error)) return reportError(error, 'websocket session check');
            failure = error.key;
          }
          if (failure === null || conn.closed || conn.userId !== userId) return;
          setUser(conn, null);
          conn.token = null;
          sendError(conn, failure);
        }),
      );
    },

    hasSubscribers(topic: string): boolean {
      return (subscribers.get(topic)?.size ?? 0) > 0;
    },

    stats() {
      let subscriptions = 0;
      for (const set of subscribers.values()) subscriptions += set.size;
      return { connections: connections.size, topics: subscribers.size, subscriptions };
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
