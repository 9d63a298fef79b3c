/**
 * The dialect's WebSocket streams on the same server: `/ws/<stream>[/...]`
 * (raw events), `/stream?streams=<a>/<b>` (each event wrapped as
 * `{stream, data}`), live `SUBSCRIBE` / `UNSUBSCRIBE` /
 * `LIST_SUBSCRIPTIONS` frames, and `/ws/<listenKey>` for a user data
 * stream (`listen-keys.ts`). A market stream is an in-process connection
 * to the platform's hub, whose topics it translates (`dialect.events.ts`);
 * the hub's slow-consumer rules apply (a depth client that fell behind sees
 * a gap in U/u and resyncs from `/api/v3/depth`, as the dialect's clients do).
 */
import type {
  DepthLevelWire,
  Kline,
  MarketConfig,
  PublicTrade,
  WsServerMessage,
} from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { Clock } from '../../lib/clock.js';
import {
  frameBudget,
  type ConnectOptions,
  type HubConnection,
  type HubSocket,
} from '../realtime/index.js';
import {
  bookTickerEvent,
  depthEvent,
  klineEvents,
  parseStream,
  tickerEvent,
  tradeEvents,
  type MarketStream,
} from './dialect.events.js';
import type { wireTicker24h } from './binance.wire.js';
import type { ListenKeys } from './listen-keys.js';

/** Most streams one connection follows (the hub's topic limit). */
export const MAX_STREAMS = 100;
const LISTEN_KEY = /^[A-Za-z0-9_-]{64}$/;
const HEARTBEAT_MS = 20_000;

export interface StreamDeps {
  readonly clock: Clock;
  readonly markets: () => readonly MarketConfig[];
  readonly connect: (socket: HubSocket, options: ConnectOptions) => HubConnection;
  /** The best bid and ask of a market now. */
  readonly top: (symbol: string) => { bid?: DepthLevelWire; ask?: DepthLevelWire };
  /** A market's 24-hour ticker as `ticker/24hr` answers it (`@ticker`). */
  readonly ticker: (symbol: string) => ReturnType<typeof wireTicker24h>;
  readonly closeTimeOf: (openTime: number, interval: MarketStream['interval'] & string) => number;
  readonly listenKeys: ListenKeys;
}

interface ControlFrame {
  readonly method?: unknown;
  readonly params?: unknown;
  readonly id?: unknown;
}

/** One client's market streams over one hub connection. */
function marketSession(ws: WebSocket, combined: boolean, deps: StreamDeps) {
  const streams = new Map<string, MarketStream>();
  const lastTop = new Map<string, string>();
  const emit = (name: string, event: unknown) => {
    if (ws.readyState === 1)
      ws.send(JSON.stringify(combined ? { stream: name, data: event } : event));
  };

  function translate(stream: MarketStream, message: WsServerMessage): void {
    const nowMs = deps.clock.nowMs();
    const { market } = stream;
    switch (stream.kind) {
      case 'trade':
        for (const event of tradeEvents(market, message.data as PublicTrade[], nowMs))
          emit(stream.name, event);
        return;
      case 'depth':
        emit(
          stream.name,
          depthEvent(
            market,
            message.data as { bids: DepthLevelWire[]; asks: DepthLevelWire[] },
            message.prevSeq ?? 0,
            message.seq ?? 0,
            nowMs,
          ),
        );
        return;
      case 'bookTicker': {
        const { bid, ask } = deps.top(market.symbol);
        const mark = JSON.stringify([bid, ask]);
        if (lastTop.get(stream.name) === mark) return;
        lastTop.set(stream.name, mark);
        emit(stream.name, bookTickerEvent(market, message.seq ?? 0, bid, ask));
        return;
      }
      case 'kline':
        for (const event of klineEvents(
          stream,
          message.data as Kline[],
          (openTime) => deps.closeTimeOf(openTime, stream.interval ?? '1m'),
          nowMs,
        ))
          emit(stream.name, event);
        return;
      case 'ticker':
        emit(stream.name, tickerEvent(deps.ticker(market.symbol), nowMs));
    }
  }

  const inner: HubSocket = {
    get readyState() {
      return ws.readyState;
    },
    get bufferedAmount() {
      return ws.bufferedAmount;
    },
    send(text) {
      const message = JSON.parse(text) as WsServerMessage;
      // Snapshots have no place in the dialect: clients take them over REST.
      if (message.type !== 'update' || !message.topic) return;
      for (const stream of streams.values())
        if (stream.topic === message.topic) translate(stream, message);
    },
    close: (code, reason) => ws.close(code, reason),
  };
  const connection = deps.connect(inner, { locale: 'en_US', authenticate: async () => null });
  const topicsOf = (list: Iterable<MarketStream>) => new Set([...list].map((s) => s.topic));

  return {
    /** Adds streams; the names not served, if any. */
    async subscribe(names: readonly string[]): Promise<string[]> {
      const unknown: string[] = [];
      const before = topicsOf(streams.values());
      for (const name of names) {
        const stream = parseStream(name, deps.markets());
        if (!stream) unknown.push(name);
        else if (streams.size < MAX_STREAMS || streams.has(name)) streams.set(name, stream);
        else unknown.push(name);
      }
      const added = [...topicsOf(streams.values())].filter((topic) => !before.has(topic));
      if (added.length > 0) await connection.receive(JSON.stringify({ op: 'sub', topics: added }));
      return unknown;
    },
    async unsubscribe(names: readonly string[]): Promise<void> {
      const before = topicsOf(streams.values());
      for (const name of names) streams.delete(name);
      const after = topicsOf(streams.values());
      const removed = [...before].filter((topic) => !after.has(topic));
      if (removed.length > 0)
        await connection.receive(JSON.stringify({ op: 'unsub', topics: removed }));
    },
    names: () => [...streams.keys()],
    close: () => connection.close(),
  };
}

/** Registers `/ws`, `/ws/*` and `/stream` on the app (their paths are the dialect's, outside `/api/v3`). */
export function registerStreams(app: FastifyInstance, deps: StreamDeps): void {
  const alive = new Map<WebSocket, boolean>();

  function serveMarkets(ws: WebSocket, combined: boolean, initial: readonly string[]): void {
    const session = marketSession(ws, combined, deps);
    const withinBudget = frameBudget(5, 10);
    let queue = session.subscribe(initial).then((unknown) => {
      if (unknown.length > 0)
        ws.close(1008, `streams not served: ${unknown.join(',').slice(0, 80)}`);
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) return ws.close(1003, 'text frames only');
      if (!withinBudget()) return ws.close(1008, 'too many messages');
      const text = Buffer.isBuffer(data) ? data.toString('utf8') : String(data);
      queue = queue
        .then(() => control(ws, session, text))
        .catch(() => ws.close(1011, 'internal error'));
    });
    watch(ws, () => session.close());
  }

  async function control(ws: WebSocket, session: ReturnType<typeof marketSession>, text: string) {
    let frame: ControlFrame;
    try {
      frame = JSON.parse(text) as ControlFrame;
    } catch {
      return ws.send(JSON.stringify({ error: { code: 3, msg: 'Invalid JSON' }, id: null }));
    }
    const id = typeof frame.id === 'number' || typeof frame.id === 'string' ? frame.id : null;
    const names =
      Array.isArray(frame.params) && frame.params.every((p) => typeof p === 'string')
        ? (frame.params as string[])
        : null;
    if (frame.method === 'LIST_SUBSCRIPTIONS')
      return ws.send(JSON.stringify({ result: session.names(), id }));
    if ((frame.method === 'SUBSCRIBE' || frame.method === 'UNSUBSCRIBE') && names) {
      if (frame.method === 'UNSUBSCRIBE') await session.unsubscribe(names);
      else {
        const unknown = await session.subscribe(names);
        if (unknown.length > 0)
          return ws.send(
            JSON.stringify({
              error: { code: 2, msg: `Invalid request: streams not served: ${unknown.join(', ')}` },
              id,
            }),
          );
      }
      return ws.send(JSON.stringify({ result: null, id }));
    }
    return ws.send(
      JSON.stringify({ error: { code: 2, msg: 'Invalid request: unknown method or params' }, id }),
    );
  }

  function serveUser(ws: WebSocket, listenKey: string, since: number | undefined): void {
    if (!deps.listenKeys.attach(listenKey, ws, since)) {
      ws.close(4001, 'listen key does not exist');
      return;
    }
    watch(ws, () => deps.listenKeys.detach(listenKey, ws));
  }

  function watch(ws: WebSocket, closed: () => void): void {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('close', () => {
      alive.delete(ws);
      closed();
    });
    ws.on('error', () => ws.terminate());
  }

  app.get('/ws', { websocket: true, schema: { hide: true } }, (ws) => serveMarkets(ws, false, []));
  app.get('/ws/*', { websocket: true, schema: { hide: true } }, (ws, req) => {
    const rest = (req.params as { '*': string })['*'];
    const query = req.query as { since?: string };
    if (LISTEN_KEY.test(rest)) {
      const since =
        query.since !== undefined && /^\d{1,15}$/.test(query.since)
          ? Number(query.since)
          : undefined;
      return serveUser(ws, rest, since);
    }
    return serveMarkets(ws, false, rest.split('/').filter(Boolean));
  });
  app.get('/stream', { websocket: true, schema: { hide: true } }, (ws, req) => {
    const streams = (req.query as { streams?: string }).streams ?? '';
    serveMarkets(ws, true, streams.split('/').filter(Boolean));
  });

  const heartbeat = setInterval(() => {
    for (const [ws, answered] of alive) {
      if (!answered) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
    deps.listenKeys.sweep();
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    deps.listenKeys.closeAll();
  });
}
