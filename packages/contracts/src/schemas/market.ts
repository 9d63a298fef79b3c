import { z } from 'zod';
import { instant, pageNo, pageSize } from './fields.js';

/**
 * Spot markets and market data. A market's symbol is "BASE/QUOTE"
 * ("BTC/USDT"); clients may also send "BTC_USDT", "BTC-USDT", "btcusdt" or a
 * bare base coin ("BTC", meaning BTC/USDT). Prices and amounts are decimal
 * strings, times are unix milliseconds.
 */

/** Quote currency of every spot market today; a bare coin means BASE/DEFAULT_QUOTE. */
export const DEFAULT_QUOTE = 'USDT';

/**
 * Canonical "BASE/QUOTE" for what clients send, or null when it cannot be a
 * symbol. Whether the market exists is the server's question.
 */
export function normalizeSymbol(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  const parts = value.split(/[/_-]/);
  if (parts.length === 2) {
    const [base, quote] = parts;
    return base && quote && /^[A-Z0-9]{1,16}$/.test(base) && /^[A-Z0-9]{1,16}$/.test(quote)
      ? `${base}/${quote}`
      : null;
  }
  if (!/^[A-Z0-9]{1,20}$/.test(value)) return null;
  if (value.endsWith(DEFAULT_QUOTE) && value.length > DEFAULT_QUOTE.length)
    return `${value.slice(0, -DEFAULT_QUOTE.length)}/${DEFAULT_QUOTE}`;
  return `${value}/${DEFAULT_QUOTE}`;
}

/** The form a symbol takes in web paths: "BTC_USDT" (a slash cannot sit in a path segment). */
export function symbolToPath(symbol: string): string {
  return symbol.replace('/', '_');
}

/** A market symbol in any accepted spelling, normalised to "BASE/QUOTE". */
export const marketSymbol = () =>
  z.string({ error: 'MARKET_UNKNOWN' }).transform((value, context) => {
    const symbol = normalizeSymbol(value);
    if (symbol === null) {
      context.addIssue({ code: 'custom', message: 'MARKET_UNKNOWN' });
      return z.NEVER;
    }
    return symbol;
  });

const decimalString = z.string();

/** Chart time frames of the spec; "time-sharing" is the 1m closes drawn as a line. */
export const KLINE_INTERVALS = ['1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

/** Trading hours: "00:00-24:00" style UTC window, or several joined by ",". */
export const marketConfigSchema = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  /** Smallest price step and amount step, as decimals ("0.01", "0.00001"). */
  tickSize: decimalString,
  lotSize: decimalString,
  /** Decimal places implied by tickSize and lotSize, for formatting. */
  pricePrecision: z.number().int(),
  amountPrecision: z.number().int(),
  minAmount: decimalString,
  maxAmount: decimalString,
  /** Smallest order value in the quote currency. */
  minNotional: decimalString,
  /** Fee rates as decimals (0.001 = 0.1 %). */
  makerFee: decimalString,
  takerFee: decimalString,
  tradingHours: z.string(),
  enabled: z.boolean(),
});
export type MarketConfig = z.infer<typeof marketConfigSchema>;

/** 24-hour rolling statistics; null figures mean no trade in the window yet. */
export const tickerSchema = z.object({
  symbol: z.string(),
  last: decimalString.nullable(),
  open: decimalString.nullable(),
  high: decimalString.nullable(),
  low: decimalString.nullable(),
  /** Base-currency volume and quote-currency turnover over 24 hours. */
  volume: decimalString,
  turnover: decimalString,
  /** last - open, and the same as a percentage with two decimals ("-1.25"). */
  change: decimalString,
  changePercent: decimalString,
  bestBid: decimalString.nullable(),
  bestAsk: decimalString.nullable(),
  /** Reference index price (demo simulator or median of exchanges), null when unavailable. */
  indexPrice: decimalString.nullable(),
  time: z.number().int(),
});
export type Ticker = z.infer<typeof tickerSchema>;

/**
 * A contract's 24-hour rolling figures (`GET /contract/market/tickers`),
 * counted from its trades as the spot ticker is: `volume` in lots,
 * `turnover` in the quote currency (USDT, or USD face value for an inverse
 * contract). The book, index and funding are the contract list's.
 */
export const contractTickerSchema = tickerSchema.omit({
  bestBid: true,
  bestAsk: true,
  indexPrice: true,
});
export type ContractTicker = z.infer<typeof contractTickerSchema>;
export const contractTickerListSchema = z.array(contractTickerSchema);

/** One entry of `GET /market/api/markets/exchange-coin-list`: configuration, ticker and hot flag. */
export const marketSummarySchema = marketConfigSchema.extend({
  name: z.string(),
  /** Spec: "1" means hot. */
  isTop: z.enum(['0', '1']),
  ticker: tickerSchema,
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;
export const marketListSchema = z.array(marketSummarySchema);

export const symbolQuery = z.object({ symbol: marketSymbol() });

/** `GET /market/api/markets/latest-trade`: spec size 17. */
export const latestTradeQuery = z.object({
  symbol: marketSymbol(),
  size: pageSize(17, 100),
});
export const publicTradeSchema = z.object({
  id: z.string(),
  price: decimalString,
  amount: decimalString,
  /** The taker's side: "buy" printed green, "sell" red. */
  direction: z.enum(['buy', 'sell']),
  time: z.number().int(),
});
export type PublicTrade = z.infer<typeof publicTradeSchema>;
export const latestTradesSchema = z.array(publicTradeSchema);

/** `GET /market/api/markets/latest-depth`: spec depth 500. */
export const latestDepthQuery = z.object({
  symbol: marketSymbol(),
  size: pageSize(500, 500),
});
/** [price, amount] pairs; in a delta an amount of "0" removes the level. */
export const depthLevelSchema = z.tuple([decimalString, decimalString]);
export type DepthLevelWire = z.infer<typeof depthLevelSchema>;
export const depthSchema = z.object({
  symbol: z.string(),
  /** Sequence of the book state this snapshot shows; deltas continue from it. */
  seq: z.number().int(),
  bids: z.array(depthLevelSchema),
  asks: z.array(depthLevelSchema),
});
export type DepthWire = z.infer<typeof depthSchema>;

/** `GET /market/api/markets/kline`. */
export const klineQuery = z.object({
  symbol: marketSymbol(),
  interval: z.enum(KLINE_INTERVALS, { error: 'KLINE_INTERVAL_UNKNOWN' }),
  /** Open time bounds, inclusive; the newest `size` candles by default. */
  from: instant().optional(),
  to: instant().optional(),
  size: pageSize(300, 1500),
});
export const klineSchema = z.object({
  /** Open time of the candle. */
  time: z.number().int(),
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
  turnover: decimalString,
  count: z.number().int(),
});
export type Kline = z.infer<typeof klineSchema>;
export const klineListSchema = z.array(klineSchema);

/** Favourites: `GET /favor/find`, `/favor/add?symbol`, `/favor/delete?symbol`. */
export const favouriteSchema = z.object({ symbol: z.string(), addTime: z.number().int() });
export const favouriteListSchema = z.array(favouriteSchema);

// Spot orders.

export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const ORDER_TYPES = ['limit', 'market'] as const;
export const SPOT_TIME_IN_FORCE = ['GTC', 'IOC', 'FOK', 'POST_ONLY'] as const;
export type SpotTimeInForce = (typeof SPOT_TIME_IN_FORCE)[number];

/**
 * Spec results: submitted, pending, filled, unfilled, cancelled. PENDING rests
 * on the book (maybe partly filled); CANCELLED with filledAmount 0 is
 * "unfilled". SUBMITTED is durable but not yet matched: seen only briefly.
 */
export const SPOT_ORDER_STATUSES = ['SUBMITTED', 'PENDING', 'FILLED', 'CANCELLED'] as const;
export type SpotOrderStatus = (typeof SPOT_ORDER_STATUSES)[number];

/** Why an order stopped without filling completely. */
export const SPOT_CANCEL_REASONS = [
  'user',
  'ioc_remainder',
  'market_remainder',
  'self_trade',
  'post_only_would_take',
  'fok_not_fillable',
  'no_liquidity',
] as const;

/** A client-chosen id that makes placement safe to repeat. */
export const clientOrderId = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,36}$/, { error: 'FIELD_FORMAT' });

/** A decimal field of an order: checked by the market's rules on the server. */
export const orderNumber = () =>
  z
    .string({ error: 'AMOUNT_INVALID' })
    .trim()
    .max(48, { error: 'AMOUNT_INVALID' })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * `POST /exchange/order/add`. A limit order needs price and amount; a market
 * buy needs amount (base quantity) or quoteAmount (total to spend); a market
 * sell needs amount. Checks against the market's rules happen on the server.
 */
export const placeOrderBody = z.object({
  symbol: marketSymbol(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  // Plain strings: the server answers "price must be greater than 0" and the
  // like with the trading codes rather than a generic format error.
  price: orderNumber(),
  amount: orderNumber(),
  quoteAmount: orderNumber(),
  timeInForce: z.enum(SPOT_TIME_IN_FORCE).default('GTC'),
  clientOrderId: clientOrderId().optional(),
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const orderIdBody = z.object({
  orderId: z
    .union([z.string().regex(/^[1-9]\d{0,18}$/), z.number().int().positive()])
    .transform(String),
});
export const cancelAllBody = z.object({ symbol: marketSymbol().optional() });
export const cancelAllResultSchema = z.object({ cancelled: z.number().int().nonnegative() });

export const spotOrderSchema = z.object({
  orderId: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: z.string(),
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  timeInForce: z.enum(SPOT_TIME_IN_FORCE),
  /** Null for market orders. */
  price: decimalString.nullable(),
  /** Base quantity asked for; null for a market buy by quote amount. */
  amount: decimalString.nullable(),
  /** Total to spend of a market buy by quote amount. */
  quoteAmount: decimalString.nullable(),
  filledAmount: decimalString,
  /** Quote value of the fills. */
  filledQuote: decimalString,
  averagePrice: decimalString.nullable(),
  /** Fees are taken from what the order receives: base for buys, quote for sells. */
  fee: decimalString,
  feeAsset: z.string(),
  status: z.enum(SPOT_ORDER_STATUSES),
  cancelReason: z.enum(SPOT_CANCEL_REASONS).nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SpotOrder = z.infer<typeof spotOrderSchema>;

export const orderListQuery = z.object({
  symbol: marketSymbol().optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const orderPageSchema = z.object({
  list: z.array(spotOrderSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** One fill of the caller's order. */
export const userTradeSchema = z.object({
  tradeId: z.string(),
  orderId: z.string(),
  symbol: z.string(),
  side: z.enum(ORDER_SIDES),
  role: z.enum(['maker', 'taker']),
  price: decimalString,
  amount: decimalString,
  quoteAmount: decimalString,
  fee: decimalString,
  feeAsset: z.string(),
  time: z.number().int(),
});
export type UserTrade = z.infer<typeof userTradeSchema>;
export const userTradePageSchema = z.object({
  list: z.array(userTradeSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export const orderDetailQuery = z.object({
  orderId: z.string().regex(/^[1-9]\d{0,18}$/, { error: 'ORDER_NOT_FOUND' }),
});
export const orderDetailSchema = spotOrderSchema.extend({ trades: z.array(userTradeSchema) });

// WebSocket (`/uc/ws`). Topics: "tickers" (all markets), "ticker:BTC/USDT",
// "depth:BTC/USDT", "trades:BTC/USDT", "kline:BTC/USDT:1m", the perpetual
// contracts' "perp_depth:BTCUSDT" and "mark:BTCUSDT", and, after {op:"auth"}, the private "orders",
// "balances", "perp_orders" and "perp_positions" (payloads of the perpetual
// topics in contract-wire.ts).

export const wsClientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('sub'),
    topics: z.array(z.string().max(64)).max(50),
    /**
     * Resume: per topic (as spelled in `topics`), the last sequence number
     * the client saw. The hub sends only the updates after it when it still
     * keeps them, else a snapshot as for a new subscription.
     */
    since: z.record(z.string().max(64), z.number().int().nonnegative()).optional(),
  }),
  z.object({ op: z.literal('unsub'), topics: z.array(z.string().max(64)).max(50) }),
  z.object({ op: z.literal('auth'), token: z.string().max(200) }),
  z.object({ op: z.literal('ping') }),
]);
export type WsClientMessage = z.infer<typeof wsClientMessage>;

/**
 * Server messages. `snapshot` carries the whole state of a topic; `update`
 * the news since the last message (coalesced per tick). Public topics'
 * messages carry `seq` (one more per update; depth's is its book's) and
 * updates `prevSeq`: a client whose last seq differs from prevSeq missed
 * one and resubscribes, with `since` to get only what it missed. A private
 * topic that numbers its own events (`support:<id>`) carries its numbers
 * the same way on the snapshot and on numbered updates.
 */
export interface WsServerMessage {
  readonly topic?: string;
  readonly type: 'snapshot' | 'update' | 'pong' | 'error' | 'subscribed' | 'authed';
  readonly seq?: number;
  readonly prevSeq?: number;
  readonly data?: unknown;
  readonly code?: number;
  readonly message?: string;
}
