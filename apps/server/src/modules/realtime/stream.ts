import websocket from '@fastify/websocket';
import { resolveLocale } from '@exchange/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Hub } from './hub.js';

export { createHub, type Hub, type HubDeps, type HubSocket, type TopicSnapshot } from './hub.js';

export interface MarketStreamOptions {
  /** Full path, e.g. `${API_BASE}${PATHS.websocket}`. */
  readonly path: string;
  readonly hub: Hub;
  /** A session token to the user's id; null or a thrown AppError when it is not valid. */
  readonly authenticate: (token: string) => Promise<number | null>;
  /** How often sockets are pinged; one that has not answered the previous ping is closed. */
  readonly heartbeatMs?: number;
  /** Largest client frame; client messages are small (subscriptions, a token). */
  readonly maxPayloadBytes?: number;
  /**
   * Client frames allowed per second per connection, with a burst on top (a
   * screen subscribes to a handful of topics at once). A client over it is
   * closed with 1008: each frame costs a parse and maybe a snapshot query.
   */
  readonly messagesPerSecond?: number;
  readonly messageBurst?: number;
}

/** A token bucket: true while the connection is within its frame budget. */
export function frameBudget(perSecond: number, burst: number, now = () => performance.now()) {
  let tokens = burst;
  let last = now();
  return (): boolean => {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - last) * perSecond) / 1000);
    last = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}

/**
 * The WebSocket endpoint (`/uc/ws`): the transport around the hub. Browsers
 * cannot set headers on a WebSocket, so the language may come as `?lang=`
 * and the session as `?token=` (or later as `{op:"auth"}`). Registers
 * `@fastify/websocket` if the app has not: call this before other routes so
 * the plugin sees them all.
 */
export async function registerMarketStream(
  app: FastifyInstance,
  options: MarketStreamOptions,
): Promise<void> {
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, {
      options: { maxPayload: options.maxPayloadBytes ?? 16 * 1024 },
    });
  }
  const alive = new Map<WebSocket, boolean>();

  app.get(options.path, { websocket: true, schema: { hide: true } }, (socket, request) => {
    const connection = options.hub.connect(socket, {
      locale: localeOf(request),
      authenticate: options.authenticate,
      // The upgraded request's socket is the one `ws` writes frames to.
      wire: request.raw.socket,
    });
    alive.set(socket, true);
    const withinBudget = frameBudget(options.messagesPerSecond ?? 20, options.messageBurst ?? 40);
    // Handlers are attached before any await, so no early frame is lost (plugin README).
    socket.on('message', (data, isBinary) => {
      if (isBinary) socket.close(1003, 'text frames only');
      else if (!withinBudget()) socket.close(1008, 'too many messages');
      else void connection.receive(rawText(data));
    });
    socket.on('pong', () => alive.set(socket, true));
    socket.on('close', () => {
      alive.delete(socket);
      connection.close();
    });
    socket.on('error', (error) => request.log.debug({ err: error }, 'websocket error'));
    if (request.authToken)
      void connection.receive(JSON.stringify({ op: 'auth', token: request.authToken }));
  });

  // Proxies and phones drop idle connections silently; pings find the dead ones.
  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      if (!answered) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
    // A session that ended since (logout, password change, a locked user) stops private updates.
    void options.hub.revalidate();
  }, options.heartbeatMs ?? 30_000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
}

function localeOf(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = query?.lang;
  return typeof lang === 'string' ? resolveLocale(lang) : request.locale;
}

function rawText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data instanceof ArrayBuffer ? new Uint8Array(data) : data).toString('utf8');
}
