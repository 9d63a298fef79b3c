import {
  KLINE_INTERVALS,
  normalizePerpSymbol,
  normalizeSymbol,
  type ErrorKey,
  type KlineInterval,
} from '@exchange/contracts';

/**
 * WebSocket topics: "tickers", "ticker:BTC/USDT", "depth:BTC/USDT",
 * "trades:BTC/USDT", "kline:BTC/USDT:1m", the contracts' "perp_depth:BTCUSDT",
 * "mark:BTCUSDT" and "perp_kline:BTCUSDT:1m", and the private "orders",
 * "balances", "perp_orders" and "perp_positions". Clients may spell a symbol
 * any way `normalizeSymbol` (or `normalizePerpSymbol`) accepts; every
 * message names the canonical topic.
 */
export type Topic =
  | { readonly kind: 'tickers' }
  | { readonly kind: 'ticker' | 'depth' | 'trades'; readonly symbol: string }
  | {
      readonly kind: 'kline' | 'perp_kline';
      readonly symbol: string;
      readonly interval: KlineInterval;
    }
  | { readonly kind: 'perp_depth' | 'mark'; readonly symbol: string }
  | { readonly kind: PrivateTopic }
  | { readonly kind: 'support'; readonly conversationId: number };

/**
 * `p2p`: each new record (message, evidence, status change) of the user's
 * P2P orders; `notifications`: the bell's unread count, then each new
 * notification and read.
 */
export const PRIVATE_TOPICS = [
  'orders',
  'balances',
  'perp_orders',
  'perp_positions',
  'p2p',
  'notifications',
] as const;
export type PrivateTopic = (typeof PRIVATE_TOPICS)[number];

/**
 * Private topics that name one of the user's things: `support:<id>`, a
 * support conversation, whose snapshot refuses anyone else's.
 */
export const PRIVATE_KINDS = ['support'] as const;

export type ParsedTopic =
  | { readonly ok: true; readonly name: string; readonly private: boolean }
  | { readonly ok: false; readonly error: ErrorKey };

/** A user-socket topic, parsed: what it is as well as its name. */
export type ParsedUserTopic =
  | { readonly ok: true; readonly topic: Topic; readonly name: string; readonly private: boolean }
  | { readonly ok: false; readonly error: ErrorKey };

/** Whether a canonical topic name needs a signed-in connection. */
export function isPrivateTopic(name: string): boolean {
  const kind = name.split(':', 1)[0] ?? '';
  return (
    (PRIVATE_TOPICS as readonly string[]).includes(name) ||
    (PRIVATE_KINDS as readonly string[]).includes(kind)
  );
}

const CONVERSATION_ID = /^[1-9]\d{0,9}$/;

/**
 * The console's socket (`/admin-api/ws`): `desk`, the support queue's
 * changes, and `support:<id>`, one conversation as staff see it. Every
 * topic there is private to signed-in operators.
 */
export function parseStaffTopic(raw: string): ParsedTopic {
  const [kind = '', id, ...rest] = raw.split(':');
  if (rest.length > 0) return { ok: false, error: 'PARAM_INVALID' };
  if (kind === 'desk' && id === undefined) return { ok: true, name: 'desk', private: true };
  if (kind === 'support' && id !== undefined && CONVERSATION_ID.test(id))
    return { ok: true, name: `support:${id}`, private: true };
  return { ok: false, error: 'PARAM_INVALID' };
}

export const isInterval = (value: string): value is KlineInterval =>
  (KLINE_INTERVALS as readonly string[]).includes(value);

export function topicName(topic: Topic): string {
  switch (topic.kind) {
    case 'tickers':
    case 'orders':
    case 'balances':
    case 'perp_orders':
    case 'perp_positions':
    case 'p2p':
    case 'notifications':
      return topic.kind;
    case 'kline':
    case 'perp_kline':
      return `${topic.kind}:${topic.symbol}:${topic.interval}`;
    case 'support':
      return `support:${topic.conversationId}`;
    default:
      return `${topic.kind}:${topic.symbol}`;
  }
}

/** Whether a topic is well formed; whether its market exists is the snapshot's question. */
export function parseTopic(raw: string): ParsedUserTopic {
  const [kind = '', rawSymbol, interval, ...rest] = raw.split(':');
  const done = (topic: Topic): ParsedUserTopic => {
    const name = topicName(topic);
    return { ok: true, topic, name, private: isPrivateTopic(name) };
  };
  if (rest.length > 0) return { ok: false, error: 'PARAM_INVALID' };
  if (rawSymbol === undefined) {
    if (kind === 'tickers') return done({ kind });
    if ((PRIVATE_TOPICS as readonly string[]).includes(kind))
      return done({ kind: kind as PrivateTopic });
    return { ok: false, error: 'PARAM_INVALID' };
  }
  if (kind === 'support') {
    if (!CONVERSATION_ID.test(rawSymbol) || interval !== undefined)
      return { ok: false, error: 'SUPPORT_CONVERSATION_NOT_FOUND' };
    return done({ kind, conversationId: Number(rawSymbol) });
  }
  if (kind === 'perp_depth' || kind === 'mark') {
    const contract = normalizePerpSymbol(rawSymbol);
    if (contract === null || interval !== undefined)
      return { ok: false, error: contract === null ? 'CONTRACT_UNKNOWN' : 'PARAM_INVALID' };
    return done({ kind, symbol: contract });
  }
  if (kind === 'perp_kline') {
    const contract = normalizePerpSymbol(rawSymbol);
    if (contract === null) return { ok: false, error: 'CONTRACT_UNKNOWN' };
    if (interval === undefined || !isInterval(interval))
      return { ok: false, error: 'KLINE_INTERVAL_UNKNOWN' };
    return done({ kind, symbol: contract, interval });
  }
  const symbol = normalizeSymbol(rawSymbol);
  if (symbol === null) return { ok: false, error: 'MARKET_UNKNOWN' };
  if (kind === 'kline') {
    if (interval === undefined || !isInterval(interval))
      return { ok: false, error: 'KLINE_INTERVAL_UNKNOWN' };
    return done({ kind, symbol, interval });
  }
  if (interval !== undefined) return { ok: false, error: 'PARAM_INVALID' };
  if (kind === 'ticker' || kind === 'depth' || kind === 'trades') return done({ kind, symbol });
  return { ok: false, error: 'PARAM_INVALID' };
}
