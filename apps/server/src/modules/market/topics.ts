import {
  KLINE_INTERVALS,
  normalizeSymbol,
  type ErrorKey,
  type KlineInterval,
} from '@exchange/contracts';

/**
 * WebSocket topics: "tickers", "ticker:BTC/USDT", "depth:BTC/USDT",
 * "trades:BTC/USDT", "kline:BTC/USDT:1m", and the private "orders" and
 * "balances". Clients may spell the symbol any way `normalizeSymbol` accepts;
 * every message names the canonical topic.
 */
export type Topic =
  | { readonly kind: 'tickers' }
  | { readonly kind: 'ticker' | 'depth' | 'trades'; readonly symbol: string }
  | { readonly kind: 'kline'; readonly symbol: string; readonly interval: KlineInterval }
  | { readonly kind: 'orders' | 'balances' };

export const PRIVATE_TOPICS = ['orders', 'balances'] as const;
export type PrivateTopic = (typeof PRIVATE_TOPICS)[number];

export type ParsedTopic =
  | { readonly ok: true; readonly topic: Topic; readonly name: string; readonly private: boolean }
  | { readonly ok: false; readonly error: ErrorKey };

export const isInterval = (value: string): value is KlineInterval =>
  (KLINE_INTERVALS as readonly string[]).includes(value);

export function topicName(topic: Topic): string {
  switch (topic.kind) {
    case 'tickers':
    case 'orders':
    case 'balances':
      return topic.kind;
    case 'kline':
      return `kline:${topic.symbol}:${topic.interval}`;
    default:
      return `${topic.kind}:${topic.symbol}`;
  }
}

/** Whether a topic is well formed; whether its market exists is the snapshot's question. */
export function parseTopic(raw: string): ParsedTopic {
  const [kind = '', rawSymbol, interval, ...rest] = raw.split(':');
  const done = (topic: Topic): ParsedTopic => ({
    ok: true,
    topic,
    name: topicName(topic),
    private: topic.kind === 'orders' || topic.kind === 'balances',
  });
  if (rest.length > 0) return { ok: false, error: 'PARAM_INVALID' };
  if (rawSymbol === undefined) {
    if (kind === 'tickers' || kind === 'orders' || kind === 'balances') return done({ kind });
    return { ok: false, error: 'PARAM_INVALID' };
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
