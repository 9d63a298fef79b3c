import {
  ERRORS,
  errorMessage,
  wsClientMessage,
  type ErrorKey,
  type Locale,
  type MessageParams,
  type WsClientMessage,
  type WsServerMessage,
} from '@exchange/contracts';
import { issueToAppError } from '../../http/validation.js';

/** What the hub needs of a socket; `ws`'s WebSocket has it. */
export interface HubSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConnectOptions {
  readonly locale: Locale;
  /** A session token to the user's id, or null (or a thrown AppError) when it is not valid. */
  readonly authenticate: (token: string) => Promise<number | null>;
  /**
   * The connection's byte stream (its `net.Socket`), when the transport has
   * one: it is corked while one turn of the event loop writes to it, so a
   * market data tick's messages to one client leave in one write.
   */
  readonly wire?: Corkable;
}

export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** An update held back while the topic's snapshot is being fetched. */
export interface PendingUpdate {
  readonly text: string;
  readonly seq: number | undefined;
}

/** One client as the hub sees it. */
export interface Connection {
  readonly socket: HubSocket;
  readonly options: ConnectOptions;
  readonly report: (error: unknown, context: string) => void;
  userId: number | null;
  /** The session the user signed in with, checked again on every heartbeat. */
  token: string | null;
  readonly topics: Set<string>;
  /** Topics whose updates were dropped: the next update becomes a fresh snapshot. */
  readonly stale: Set<string>;
  /** Topics whose snapshot is on its way, with the updates published meanwhile. */
  readonly pending: Map<string, PendingUpdate[]>;
  /** Frames are handled one after another, so an auth completes before the next sub. */
  queue: Promise<void>;
  closed: boolean;
  /** Its wire is corked until the end of this turn (`send`). */
  corked: boolean;
}

const OPEN = 1;

export function createConnection(
  socket: HubSocket,
  options: ConnectOptions,
  report: Connection['report'],
): Connection {
  return {
    socket,
    options,
    report,
    userId: null,
    token: null,
    topics: new Set(),
    stale: new Set(),
    pending: new Map(),
    queue: Promise.resolve(),
    closed: false,
    corked: false,
  };
}

/** Connections corked in this turn of the event loop, uncorked together once it ends. */
const corked: Connection[] = [];

function uncorkAll(): void {
  for (const conn of corked.splice(0)) {
    conn.corked = false;
    conn.options.wire?.uncork();
  }
}

/**
 * Writes one message. A tick publishes depth, trades, tickers and klines
 * one after another, and `ws` writes each frame with its own system call:
 * at 10,000 subscribers the calls were most of the fan-out. The first
 * message of a turn corks the connection's socket (`ws`'s own cork and
 * uncork around each frame nest inside ours); every socket corked in the
 * turn is uncorked in one `process.nextTick`, so each client gets one write
 * per turn, in the order the messages were sent.
 */
export function send(conn: Connection, text: string): void {
  if (conn.closed || conn.socket.readyState !== OPEN) return;
  const { wire } = conn.options;
  if (wire && !conn.corked) {
    conn.corked = true;
    wire.cork();
    if (corked.push(conn) === 1) process.nextTick(uncorkAll);
  }
  try {
    conn.socket.send(text);
  } catch (error) {
    conn.report(error, 'websocket send');
  }
}

export function sendMessage(conn: Connection, message: WsServerMessage): void {
  send(conn, JSON.stringify(message));
}

/** A catalogue error in the connection's language; the connection stays open. */
export function sendError(
  conn: Connection,
  key: ErrorKey,
  params: MessageParams = {},
  topic?: string,
): void {
  const message = errorMessage(key, conn.options.locale, params);
  sendMessage(conn, { type: 'error', topic, code: ERRORS[key].code, message });
}

/** A client frame as a message, or the catalogue error that says what is wrong with it. */
export function readClientMessage(
  text: string,
): { ok: true; message: WsClientMessage } | { ok: false; key: ErrorKey; params: MessageParams } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, key: 'MALFORMED_BODY', params: {} };
  }
  const parsed = wsClientMessage.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const error = issue ? issueToAppError(issue) : undefined;
  return {
    ok: false,
    key: error?.key ?? 'PARAM_INVALID',
    params: error?.params ?? { field: 'op' },
  };
}
