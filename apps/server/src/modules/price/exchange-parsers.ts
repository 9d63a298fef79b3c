/**
 * Pure readers of the public ticker replies of four exchanges. Each takes the
 * decoded JSON and returns the quotes for the markets we asked about, plus
 * the markets whose entry was unusable. A reply whose overall shape is wrong
 * throws, and the feed skips that round; one bad entry only loses that coin.
 *
 * Prices are read with `parseDecimal` and nothing else: a JSON number or an
 * exponent is refused rather than rounded through a float.
 */
import { isPositive, parseDecimal, toPlainString } from '@exchange/money';
import { z } from 'zod';
import type { Quote } from './price.types.js';

/** Index symbol ('BTC') to the exchange's own market name ('BTCUSDT', 'BTC-USD', 'XBTUSDT'). */
export type MarketMap = Readonly<Record<string, string>>;

export interface ParseResult {
  readonly quotes: Quote[];
  /** Markets we asked for whose entry was missing a usable price. */
  readonly rejected: string[];
}

/** What every parser needs besides the body. */
export interface ParseContext {
  readonly source: string;
  readonly markets: MarketMap;
  /** When the reply arrived; the quote time for sources that send none, and a cap for those that do. */
  readonly receivedAtMs: number;
}

const binanceReply = z.array(z.unknown());
const binanceEntry = z.object({ symbol: z.string(), price: z.string() });

/** `GET /api/v3/ticker/price?symbols=[...]` -> `[{ symbol: 'BTCUSDT', price: '95000.01000000' }]`. */
export function parseBinance(body: unknown, context: ParseContext): ParseResult {
  const entries = binanceReply.parse(body).flatMap((raw) => {
    const entry = binanceEntry.safeParse(raw);
    return entry.success ? [{ market: entry.data.symbol, price: entry.data.price }] : [];
  });
  return collect(entries, context);
}

const okxReply = z.object({
  code: z.string(),
  msg: z.string().optional(),
  data: z.array(z.unknown()),
});
const okxEntry = z.object({ instId: z.string(), last: z.string(), ts: z.string() });

/** `GET /api/v5/market/tickers?instType=SPOT` -> `{ code: '0', data: [{ instId: 'BTC-USDT', last, ts }] }`. */
export function parseOkx(body: unknown, context: ParseContext): ParseResult {
  const reply = okxReply.parse(body);
  if (reply.code !== '0') throw new Error(`OKX error code ${reply.code}: ${reply.msg ?? ''}`);
  const entries = reply.data.flatMap((raw) => {
    const entry = okxEntry.safeParse(raw);
    return entry.success
      ? [{ market: entry.data.instId, price: entry.data.last, atMs: Number(entry.data.ts) }]
      : [];
  });
  return collect(entries, context);
}

const coinbaseReply = z.object({ price: z.string(), time: z.string().optional() });

/**
 * `GET /products/BTC-USD/ticker` -> `{ price: '95000.01', time: '2026-01-01T00:00:00.123456Z', ... }`,
 * one market per call. `time` is that of the last trade, so a market nobody
 * trades goes stale in the index, as it should.
 */
export function parseCoinbase(body: unknown, market: string, context: ParseContext): ParseResult {
  const reply = coinbaseReply.parse(body);
  const atMs = reply.time === undefined ? Number.NaN : Date.parse(reply.time);
  // Each call answers for one market, so only that one can be missing from it.
  const markets = Object.fromEntries(
    Object.entries(context.markets).filter(([, m]) => m === market),
  );
  return collect([{ market, price: reply.price, atMs }], { ...context, markets });
}

const krakenReply = z.object({
  error: z.array(z.string()),
  result: z.record(z.string(), z.unknown()).optional(),
});
/** `c` is the last trade closed: [price, lot volume]. */
const krakenEntry = z.object({ c: z.array(z.string()).min(1) });

/** `GET /0/public/Ticker?pair=XBTUSDT,...` -> `{ error: [], result: { XBTUSDT: { c: ['95000.1', '0.01'] } } }`. */
export function parseKraken(body: unknown, context: ParseContext): ParseResult {
  const reply = krakenReply.parse(body);
  if (reply.error.length > 0) throw new Error(`Kraken error: ${reply.error.join('; ')}`);
  const entries = Object.entries(reply.result ?? {}).flatMap(([market, raw]) => {
    const entry = krakenEntry.safeParse(raw);
    return entry.success ? [{ market, price: entry.data.c[0] ?? '' }] : [];
  });
  return collect(entries, context);
}

interface RawEntry {
  readonly market: string;
  readonly price: string;
  /** The source's own time, when it sends one; NaN or absent means "when received". */
  readonly atMs?: number;
}

/** Keeps the markets we asked for, with a valid positive price, as canonical quotes. */
function collect(entries: readonly RawEntry[], context: ParseContext): ParseResult {
  const symbolOf = new Map(Object.entries(context.markets).map(([symbol, m]) => [m, symbol]));
  const quotes: Quote[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const symbol = symbolOf.get(entry.market);
    if (symbol === undefined) continue;
    const price = parseDecimal(entry.price);
    if (price === null || !isPositive(price)) continue;
    seen.add(entry.market);
    quotes.push({
      source: context.source,
      symbol,
      price: toPlainString(price),
      atMs: quoteTime(entry.atMs, context.receivedAtMs),
    });
  }
  const rejected = Object.values(context.markets).filter((m) => !seen.has(m));
  return { quotes, rejected };
}

/**
 * The source's time, but never later than when we received it: an exchange
 * clock running ahead must not make its quote look fresher than it is.
 */
function quoteTime(sourceMs: number | undefined, receivedAtMs: number): number {
  return sourceMs !== undefined && Number.isFinite(sourceMs)
    ? Math.min(sourceMs, receivedAtMs)
    : receivedAtMs;
}
