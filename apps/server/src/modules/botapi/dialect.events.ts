/**
 * The dialect's stream names and events, from the platform's realtime
 * topics: `<symbol>@trade`, `<symbol>@depth` (`@100ms`, `@1000ms`),
 * `<symbol>@kline_<interval>`, `<symbol>@bookTicker` and
 * `<symbol>@ticker` for markets; `executionReport` and
 * `outboundAccountPosition` for a user's data stream. Pure: each builder
 * turns one platform message into the events it means.
 */
import type {
  AssetBalance,
  DepthLevelWire,
  Kline,
  KlineInterval,
  MarketConfig,
  PublicTrade,
  SpotOrder,
} from '@exchange/contracts';
import { add, decimal, div, gt, isZero, sub, toPlainString } from '@exchange/money';
import { orderStatus, orderType, wireSymbol, type wireTicker24h } from './binance.wire.js';

export type StreamKind = 'trade' | 'depth' | 'kline' | 'bookTicker' | 'ticker';

export interface MarketStream {
  readonly name: string;
  readonly kind: StreamKind;
  readonly market: MarketConfig;
  /** The platform topic it is made from. */
  readonly topic: string;
  readonly interval?: KlineInterval;
}

const KLINE_INTERVALS = new Set<string>(['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M']);

/** A stream name as clients write it ("btcusdt@depth@100ms"), or null when we do not serve it. */
export function parseStream(name: string, markets: readonly MarketConfig[]): MarketStream | null {
  const match =
    /^([a-z0-9]{2,20})@(trade|depth(?:@100ms|@1000ms)?|kline_(\w{2,3})|bookTicker|ticker)$/.exec(
      name,
    );
  if (!match) return null;
  const [, symbol = '', rawKind = '', interval] = match;
  const market = markets.find((m) => m.enabled && wireSymbol(m.symbol).toLowerCase() === symbol);
  if (!market) return null;
  const kind = rawKind.startsWith('depth')
    ? 'depth'
    : rawKind.startsWith('kline_')
      ? 'kline'
      : (rawKind as StreamKind);
  if (kind === 'kline') {
    if (!interval || !KLINE_INTERVALS.has(interval)) return null;
    return {
      name,
      kind,
      market,
      topic: `kline:${market.symbol}:${interval}`,
      interval: interval as KlineInterval,
    };
  }
  const topic =
    kind === 'trade'
      ? `trades:${market.symbol}`
      : kind === 'ticker'
        ? `ticker:${market.symbol}`
        : `depth:${market.symbol}`;
  return { name, kind, market, topic };
}

/** Trades arrive newest first; the stream sends them oldest first. */
export const tradeEvents = (market: MarketConfig, trades: readonly PublicTrade[], nowMs: number) =>
  [...trades].reverse().map((trade) => ({
    e: 'trade',
    E: nowMs,
    s: wireSymbol(market.symbol),
    t: Number(trade.id),
    p: trade.price,
    q: trade.amount,
    T: trade.time,
    m: trade.direction === 'sell',
    M: true,
  }));

/** One book delta: U..u are the book states it covers, so a client applies it after a snapshot with lastUpdateId U-1. */
export const depthEvent = (
  market: MarketConfig,
  delta: { bids: readonly DepthLevelWire[]; asks: readonly DepthLevelWire[] },
  prevSeq: number,
  seq: number,
  nowMs: number,
) => ({
  e: 'depthUpdate',
  E: nowMs,
  s: wireSymbol(market.symbol),
  U: prevSeq + 1,
  u: seq,
  b: delta.bids,
  a: delta.asks,
});

/** Candles of one update, oldest first; all but the newest have closed. */
export const klineEvents = (
  stream: MarketStream,
  candles: readonly Kline[],
  closeTimeOf: (openTime: number) => number,
  nowMs: number,
) => {
  const newest = Math.max(...candles.map((c) => c.time));
  return candles.map((candle) => ({
    e: 'kline',
    E: nowMs,
    s: wireSymbol(stream.market.symbol),
    k: {
      t: candle.time,
      T: closeTimeOf(candle.time),
      s: wireSymbol(stream.market.symbol),
      i: stream.interval,
      f: -1,
      L: -1,
      o: candle.open,
      c: candle.close,
      h: candle.high,
      l: candle.low,
      v: candle.volume,
      n: candle.count,
      x: candle.time < newest || closeTimeOf(candle.time) < nowMs,
      q: candle.turnover,
      V: '0',
      Q: '0',
      B: '0',
    },
  }));
};

export const bookTickerEvent = (
  market: MarketConfig,
  updateId: number,
  bid: DepthLevelWire | undefined,
  ask: DepthLevelWire | undefined,
) => ({
  u: updateId,
  s: wireSymbol(market.symbol),
  b: bid?.[0] ?? '0',
  B: bid?.[1] ?? '0',
  a: ask?.[0] ?? '0',
  A: ask?.[1] ?? '0',
});

/** What the stream last told of an order: its filled quantity, quote and fee. */
export interface OrderMark {
  readonly filled: string;
  readonly quote: string;
  readonly fee: string;
}

/**
 * An order's change as an `executionReport`, against what was last told
 * of it (`before`): a fill is TRADE with the last fill's quantity and
 * price; otherwise NEW, CANCELED or EXPIRED. Null when nothing changed.
 */
export function executionReport(order: SpotOrder, before: OrderMark | undefined, nowMs: number) {
  const status = orderStatus(order);
  const filled = decimal(order.filledAmount);
  const lastQty = sub(filled, decimal(before?.filled ?? '0'));
  const lastQuote = sub(decimal(order.filledQuote), decimal(before?.quote ?? '0'));
  const lastFee = sub(decimal(order.fee), decimal(before?.fee ?? '0'));
  const traded = gt(lastQty, decimal('0'));
  const closed = status === 'CANCELED' || status === 'EXPIRED' || status === 'EXPIRED_IN_MATCH';
  if (before && !traded && !closed) return null;
  const execution = traded
    ? 'TRADE'
    : closed
      ? status === 'CANCELED'
        ? 'CANCELED'
        : 'EXPIRED'
      : 'NEW';
  return {
    e: 'executionReport',
    E: nowMs,
    s: wireSymbol(order.symbol),
    c: order.clientOrderId ?? '',
    S: order.side === 'buy' ? 'BUY' : 'SELL',
    o: orderType(order),
    f: order.timeInForce === 'POST_ONLY' ? 'GTC' : order.timeInForce,
    q: order.amount ?? '0',
    p: order.price ?? '0',
    P: '0',
    F: '0',
    g: -1,
    C: '',
    x: execution,
    X: status,
    r: 'NONE',
    i: Number(order.orderId),
    l: toPlainString(lastQty),
    z: order.filledAmount,
    L: traded ? toPlainString(div(lastQuote, lastQty, 12, 'half_even')) : '0',
    n: toPlainString(lastFee),
    N: isZero(lastFee) ? null : order.feeAsset,
    T: order.updatedAt,
    t: -1,
    w: status === 'NEW' || status === 'PARTIALLY_FILLED',
    m: false,
    M: false,
    O: order.createdAt,
    Z: order.filledQuote,
    Y: toPlainString(lastQuote),
    Q: order.quoteAmount ?? '0',
    W: order.createdAt,
    V: 'NONE',
  };
}

export const markOf = (order: SpotOrder): OrderMark => ({
  filled: order.filledAmount,
  quote: order.filledQuote,
  fee: order.fee,
});

/** Balances that changed since `before`, as `outboundAccountPosition`; null when none did. */
export function accountPosition(
  assets: readonly AssetBalance[],
  before: ReadonlyMap<string, string>,
  nowMs: number,
) {
  const changed = assets.filter((a) => before.get(a.asset) !== balanceMark(a));
  if (changed.length === 0) return null;
  return {
    e: 'outboundAccountPosition',
    E: nowMs,
    u: nowMs,
    B: changed.map((a) => ({
      a: a.asset,
      f: a.available,
      l: toPlainString(add(decimal(a.frozen), decimal(a.locked))),
    })),
  };
}

export const balanceMark = (a: AssetBalance) => `${a.available}/${a.frozen}/${a.locked}`;

/** A `ticker/24hr` answer as the `@ticker` stream's event. */
export const tickerEvent = (t: ReturnType<typeof wireTicker24h>, nowMs: number) => ({
  e: '24hrTicker',
  E: nowMs,
  s: t.symbol,
  p: t.priceChange,
  P: t.priceChangePercent,
  w: t.weightedAvgPrice,
  x: t.prevClosePrice,
  c: t.lastPrice,
  Q: t.lastQty,
  b: t.bidPrice,
  B: t.bidQty,
  a: t.askPrice,
  A: t.askQty,
  o: t.openPrice,
  h: t.highPrice,
  l: t.lowPrice,
  v: t.volume,
  q: t.quoteVolume,
  O: t.openTime,
  C: t.closeTime,
});
