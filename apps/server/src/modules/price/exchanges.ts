/**
 * Feeds from real exchanges' public REST tickers (no keys, read-only): the
 * production sources of the index. Each exchange is one `PriceFeed`; the
 * index takes the median across them.
 *
 * A source that times out, answers with an HTTP error or sends something we
 * cannot read is skipped for that round and logged; `fetch()` never throws.
 * A failure is logged when it starts or changes and again when the source
 * recovers, not on every poll, so an exchange that is down for an hour does
 * not flood the log.
 *
 * Quotes are in USDT where the exchange lists the pair and in USD on Coinbase;
 * the index treats the two as one unit (price.types.ts).
 */
import type { Clock } from '../../lib/clock.js';
import {
  parseBinance,
  parseCoinbase,
  parseKraken,
  parseOkx,
  type MarketMap,
  type ParseContext,
  type ParseResult,
} from './exchange-parsers.js';
import { silentLog, type PriceFeed, type PriceLog, type Quote } from './price.types.js';

export const EXCHANGE_NAMES = ['binance', 'okx', 'coinbase', 'kraken'] as const;
export type ExchangeName = (typeof EXCHANGE_NAMES)[number];

export const DEFAULT_BASE_URLS: Readonly<Record<ExchangeName, string>> = {
  binance: 'https://api.binance.com',
  okx: 'https://www.okx.com',
  coinbase: 'https://api.exchange.coinbase.com',
  kraken: 'https://api.kraken.com',
};

/**
 * Only markets each exchange really lists: Binance and Kraken refuse the
 * whole request if one pair is unknown. Coinbase has no TRX and treats USDC
 * as USD; Kraken spells BTC "XBT" and DOGE "XDG" and is left without TRX.
 */
export const DEFAULT_MARKETS: Readonly<Record<ExchangeName, MarketMap>> = {
  binance: usdtPairs(''),
  okx: usdtPairs('-'),
  coinbase: {
    BTC: 'BTC-USD',
    ETH: 'ETH-USD',
    SOL: 'SOL-USD',
    XRP: 'XRP-USD',
    ADA: 'ADA-USD',
    DOGE: 'DOGE-USD',
    LTC: 'LTC-USD',
  },
  kraken: {
    BTC: 'XBTUSDT',
    ETH: 'ETHUSDT',
    SOL: 'SOLUSDT',
    XRP: 'XRPUSDT',
    ADA: 'ADAUSDT',
    DOGE: 'XDGUSDT',
    LTC: 'LTCUSDT',
    USDC: 'USDCUSDT',
  },
};

export interface ExchangeFeedOptions {
  readonly clock: Clock;
  readonly log?: PriceLog;
  /** The API origin, e.g. a local test server; the exchange's public API by default. */
  readonly baseUrl?: string;
  readonly markets?: MarketMap;
  /** Per request; a slower reply skips the round. 5 s by default. */
  readonly timeoutMs?: number;
}

/** Identifies us to the exchanges (Coinbase refuses requests without a User-Agent). */
const USER_AGENT = 'exchange-price-index/0.1';

type Get = (path: string) => Promise<unknown>;
/** One round of requests for one exchange; `context()` is taken after each reply arrives. */
type Round = (
  get: Get,
  markets: MarketMap,
  context: () => ParseContext,
  attempt: Attempt,
) => Promise<readonly (ParseResult | null)[]>;
type Attempt = <T>(key: string, run: () => Promise<T>) => Promise<T | null>;

const ROUNDS: Readonly<Record<ExchangeName, Round>> = {
  binance: async (get, markets, context, attempt) => {
    const symbols = encodeURIComponent(JSON.stringify(Object.values(markets)));
    const path = `/api/v3/ticker/price?symbols=${symbols}`;
    return [await attempt(path, async () => parseBinance(await get(path), context()))];
  },
  // OKX has no multi-instrument filter; the whole spot list is one request.
  okx: async (get, _markets, context, attempt) => {
    const path = '/api/v5/market/tickers?instType=SPOT';
    return [await attempt(path, async () => parseOkx(await get(path), context()))];
  },
  // Coinbase answers one product per call; each is skipped on its own.
  coinbase: (get, markets, context, attempt) =>
    Promise.all(
      Object.values(markets).map((market) => {
        const path = `/products/${encodeURIComponent(market)}/ticker`;
        return attempt(path, async () => parseCoinbase(await get(path), market, context()));
      }),
    ),
  kraken: async (get, markets, context, attempt) => {
    const path = `/0/public/Ticker?pair=${Object.values(markets).map(encodeURIComponent).join(',')}`;
    return [await attempt(path, async () => parseKraken(await get(path), context()))];
  },
};

export function createExchangeFeed(name: ExchangeName, options: ExchangeFeedOptions): PriceFeed {
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URLS[name]).replace(/\/+$/, '');
  const markets = options.markets ?? DEFAULT_MARKETS[name];
  const timeoutMs = options.timeoutMs ?? 5_000;
  const problems = problemLog(name, options.log ?? silentLog);
  const get: Get = (path) => getJson(`${baseUrl}${path}`, timeoutMs);
  const context = (): ParseContext => ({
    source: name,
    markets,
    receivedAtMs: options.clock.nowMs(),
  });
  const attempt: Attempt = async (key, run) => {
    try {
      const result = await run();
      problems.ok(key);
      return result;
    } catch (error) {
      problems.fail(key, errorText(error));
      return null;
    }
  };

  return {
    name,
    simulated: false,
    symbols: Object.keys(markets),
    async fetch(): Promise<Quote[]> {
      const results = await attempt('round', () => ROUNDS[name](get, markets, context, attempt));
      const usable = (results ?? []).filter((r): r is ParseResult => r !== null);
      const rejected = usable.flatMap((r) => r.rejected);
      if (rejected.length > 0)
        problems.fail('markets', `no usable price for ${rejected.join(',')}`);
      else if (usable.length > 0) problems.ok('markets');
      return usable.flatMap((r) => r.quotes);
    },
  };
}

/** One feed per named exchange, each with its own base URL when given. */
export function createExchangeFeeds(
  names: readonly ExchangeName[],
  options: Omit<ExchangeFeedOptions, 'baseUrl' | 'markets'> & {
    readonly baseUrls?: Partial<Record<ExchangeName, string>>;
  },
): PriceFeed[] {
  return names.map((name) =>
    createExchangeFeed(name, { ...options, baseUrl: options.baseUrls?.[name] }),
  );
}

/** GET and decode JSON; any HTTP status other than 2xx is a failure of this source. */
async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': USER_AGENT },
    // Covers the body as well as the headers: a reply that trickles in is cut off too.
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${body.slice(0, 200)}`);
  return JSON.parse(body) as unknown;
}

/** Logs a problem when it starts or changes, and the recovery, rather than every repeat. */
function problemLog(source: string, log: PriceLog) {
  const current = new Map<string, string>();
  return {
    fail(request: string, error: string) {
      if (current.get(request) !== error) log('price source skipped', { source, request, error });
      current.set(request, error);
    },
    ok(request: string) {
      if (current.delete(request)) log('price source recovered', { source, request });
    },
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > 300 ? `${text.slice(0, 300)}...` : text;
}

function usdtPairs(separator: string): MarketMap {
  const coins = ['BTC', 'ETH', 'SOL', 'XRP', 'ADA', 'DOGE', 'LTC', 'TRX', 'USDC'];
  return Object.fromEntries(coins.map((c) => [c, `${c}${separator}USDT`]));
}
