/**
 * User data streams: a listen key (made with an API key, no signature, as
 * the dialect does) opens the key owner's order and balance updates. Each
 * listen key holds one in-process connection to the users' hub while it
 * lives, turns its `orders` and `balances` updates into the dialect's
 * `executionReport` and `outboundAccountPosition` events, numbers them
 * (`seq`, our addition: clients of the dialect ignore unknown fields) and
 * keeps the latest `RESUME_EVENTS`, so a client that reconnects with
 * `?since=<seq>` gets what it missed. It lives 60 minutes from its last
 * keepalive. The hub re-checks its key on every heartbeat: a disabled key or
 * a locked user stops the stream.
 *
 * Listen keys live in this process's memory (one server process today);
 * a restart ends them and clients make new ones, as they do after expiry.
 */
import { randomBytes } from 'node:crypto';
import type { AssetBalance, SpotOrder, WsServerMessage } from '@exchange/contracts';
import type { Clock } from '../../lib/clock.js';
import type { ConnectOptions, HubConnection, HubSocket } from '../realtime/index.js';
import {
  accountPosition,
  balanceMark,
  executionReport,
  markOf,
  type OrderMark,
} from './dialect.events.js';
import type { KeyCaller, Keys } from './keys.service.js';

export const LISTEN_KEY_TTL_MS = 60 * 60_000;
export const RESUME_EVENTS = 1_000;
const OPEN = 1;

/** A socket the stream writes to. */
export interface StreamSocket {
  readonly readyState: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

interface Stream {
  readonly listenKey: string;
  readonly apiKey: string;
  readonly userId: number;
  expiresAt: number;
  seq: number;
  readonly events: { seq: number; text: string }[];
  readonly sockets: Set<StreamSocket>;
  readonly orders: Map<string, OrderMark>;
  readonly balances: Map<string, string>;
  connection: HubConnection | null;
}

export interface ListenKeyDeps {
  readonly clock: Clock;
  readonly keys: Keys;
  readonly connect: (socket: HubSocket, options: ConnectOptions) => HubConnection;
}

export function createListenKeys(deps: ListenKeyDeps) {
  const { clock } = deps;
  const streams = new Map<string, Stream>();

  function push(stream: Stream, event: Record<string, unknown>): void {
    stream.seq += 1;
    const text = JSON.stringify({ ...event, seq: stream.seq });
    stream.events.push({ seq: stream.seq, text });
    if (stream.events.length > RESUME_EVENTS) stream.events.shift();
    for (const socket of stream.sockets) if (socket.readyState === OPEN) socket.send(text);
  }

  function onOrders(stream: Stream, orders: readonly SpotOrder[], snapshot: boolean): void {
    const nowMs = clock.nowMs();
    for (const order of orders) {
      if (snapshot) {
        stream.orders.set(order.orderId, markOf(order));
        continue;
      }
      let before = stream.orders.get(order.orderId);
      if (!before) {
        // First seen already changed (placed and filled in one batch): NEW first, as the dialect tells it.
        const placed = { ...order, filledAmount: '0', filledQuote: '0', fee: '0' };
        const news = executionReport(
          { ...placed, status: 'PENDING', cancelReason: null },
          undefined,
          nowMs,
        );
        if (news) push(stream, news);
        before = markOf(placed);
      }
      const report = executionReport(order, before, nowMs);
      if (report) push(stream, report);
      if (order.status === 'FILLED' || order.status === 'CANCELLED')
        stream.orders.delete(order.orderId);
      else stream.orders.set(order.orderId, markOf(order));
    }
  }

  function onBalances(stream: Stream, assets: readonly AssetBalance[], snapshot: boolean): void {
    const event = snapshot ? null : accountPosition(assets, stream.balances, clock.nowMs());
    for (const asset of assets) stream.balances.set(asset.asset, balanceMark(asset));
    if (event) push(stream, event);
  }

  function open(stream: Stream): void {
    const socket: HubSocket = {
      readyState: OPEN,
      bufferedAmount: 0,
      send(text) {
        const message = JSON.parse(text) as WsServerMessage;
        if (message.type !== 'snapshot' && message.type !== 'update') return;
        const snapshot = message.type === 'snapshot';
        if (message.topic === 'orders')
          onOrders(stream, [message.data as SpotOrder[]].flat(), snapshot);
        else if (message.topic === 'balances' && message.data)
          onBalances(stream, (message.data as { assets: AssetBalance[] }).assets, snapshot);
      },
      close: () => end(stream, 'closed'),
    };
    const connection = deps.connect(socket, {
      locale: 'en_US',
      // Asked again on every heartbeat: the stream stops with its listen key, its API key or its user.
      authenticate: async (token) => {
        if (token !== stream.listenKey || streams.get(token) !== stream) return null;
        const caller = await deps.keys.caller(stream.apiKey);
        return typeof caller === 'string' ? null : caller.userId;
      },
    });
    stream.connection = connection;
    void connection
      .receive(JSON.stringify({ op: 'auth', token: stream.listenKey }))
      .then(() =>
        connection.receive(JSON.stringify({ op: 'sub', topics: ['orders', 'balances'] })),
      );
  }

  function end(stream: Stream, why: 'expired' | 'closed'): void {
    if (streams.get(stream.listenKey) !== stream) return;
    streams.delete(stream.listenKey);
    stream.connection?.close();
    if (why === 'expired')
      push(stream, { e: 'listenKeyExpired', E: clock.nowMs(), listenKey: stream.listenKey });
    for (const socket of stream.sockets)
      socket.close(1000, why === 'expired' ? 'listen key expired' : 'closed');
  }

  const live = (listenKey: string): Stream | undefined => {
    const stream = streams.get(listenKey);
    if (stream && stream.expiresAt <= clock.nowMs()) {
      end(stream, 'expired');
      return undefined;
    }
    return stream;
  };

  return {
    /** The key's live listen key, extended, or a new one (the dialect returns the same while it lives). */
    create(caller: KeyCaller): string {
      for (const stream of streams.values())
        if (stream.apiKey === caller.apiKey && live(stream.listenKey)) {
          stream.expiresAt = clock.nowMs() + LISTEN_KEY_TTL_MS;
          return stream.listenKey;
        }
      const stream: Stream = {
        listenKey: randomBytes(48).toString('base64url'),
        apiKey: caller.apiKey,
        userId: caller.userId,
        expiresAt: clock.nowMs() + LISTEN_KEY_TTL_MS,
        seq: 0,
        events: [],
        sockets: new Set(),
        orders: new Map(),
        balances: new Map(),
        connection: null,
      };
      streams.set(stream.listenKey, stream);
      open(stream);
      return stream.listenKey;
    },

    /** Extends a listen key of this API key; false when it does not exist (or expired). */
    keepAlive(caller: KeyCaller, listenKey: string): boolean {
      const stream = live(listenKey);
      if (!stream || stream.apiKey !== caller.apiKey) return false;
      stream.expiresAt = clock.nowMs() + LISTEN_KEY_TTL_MS;
      return true;
    },

    close(caller: KeyCaller, listenKey: string): boolean {
      const stream = live(listenKey);
      if (!stream || stream.apiKey !== caller.apiKey) return false;
      end(stream, 'closed');
      return true;
    },

    /**
     * Attaches a socket to a listen key's stream; with `since`, first sends
     * the events after it, or, when they are no longer kept, an
     * `eventsLost` event telling the client to read its orders and balances
     * again. False when the listen key does not exist.
     */
    attach(listenKey: string, socket: StreamSocket, since?: number): boolean {
      const stream = live(listenKey);
      if (!stream) return false;
      if (since !== undefined && since < stream.seq) {
        const oldest = stream.events[0]?.seq ?? stream.seq + 1;
        if (since + 1 < oldest)
          socket.send(JSON.stringify({ e: 'eventsLost', E: clock.nowMs(), since, oldest }));
        for (const event of stream.events) if (event.seq > since) socket.send(event.text);
      }
      stream.sockets.add(socket);
      return true;
    },

    detach(listenKey: string, socket: StreamSocket): void {
      streams.get(listenKey)?.sockets.delete(socket);
    },

    /** Ends listen keys past their time; run every minute. */
    sweep(): void {
      for (const stream of [...streams.values()]) live(stream.listenKey);
    },

    closeAll(): void {
      for (const stream of [...streams.values()]) end(stream, 'closed');
    },
  };
}

export type ListenKeys = ReturnType<typeof createListenKeys>;
