/**
 * The dialect's public market data: `ping`, `time`, `exchangeInfo`,
 * `depth`, `trades`, `klines`, `ticker/24hr`, `ticker/price` and
 * `ticker/bookTicker`, read from the same market data the app shows.
 */
import type { KlineInterval, MarketConfig } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import type { MarketDataService } from '../market/index.js';
import type { SpotTradeEvent } from '../spot/index.js';
import { BinanceError, binanceErrors } from './binance.errors.js';
import { dialect, type Guard, type Params } from './binance.guard.js';
import {
  type BookTop,
  wireBookTicker,
  wireDepth,
  wireKline,
  wireMarket,
  wireSymbol,
  wireTicker24h,
  wireTrade,
} from './binance.wire.js';

export interface MarketRouteDeps {
  readonly guard: Guard;
  readonly clock: Clock;
  readonly marketData: MarketDataService;
  /** The spot markets, in the operators' order. */
  readonly markets: () => readonly MarketConfig[];
  readonly decimalsOf: () => Promise<(coin: string) => number>;
  /** A market's trades from a time on, oldest first (`aggTrades` with `startTime`). */
  readonly tradesSince: (symbol: string, sinceMs: number) => Promise<readonly SpotTradeEvent[]>;
  /** Request weight per address per minute, as `exchangeInfo` tells clients. */
  readonly perMinute: number;
}

/** The dialect's intervals we keep candles for (others: -1120). */
const INTERVALS: Readonly<Record<string, KlineInterval>> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1h': '1h',
  '4h': '4h',
  '1d': '1d',
  '1w': '1w',
  '1M': '1M',
};
const FIXED_MS: Readonly<Record<Exclude<KlineInterval, '1M'>, number>> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '4h': 14_400_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
};

/** The last millisecond of the candle opened at `openTime`. */
export function closeTimeOf(openTime: number, interval: KlineInterval): number {
  if (interval !== '1M') return openTime + FIXED_MS[interval] - 1;
  const open = new Date(openTime);
  return Date.UTC(open.getUTCFullYear(), open.getUTCMonth() + 1, 1) - 1;
}

/** Depth's weight grows with the levels asked for, as in the dialect. */
const depthWeight = (limit: number) =>
  limit <= 100 ? 5 : limit <= 500 ? 25 : limit <= 1000 ? 50 : 250;

export function registerMarketRoutes(scope: FastifyInstance, deps: MarketRouteDeps): void {
  const { guard, marketData } = deps;

  /** The market a `symbol` names ("BTCUSDT"), or -1121. */
  function marketOf(params: Params, name = 'symbol'): MarketConfig {
    const wanted = params.required(name);
    const market = deps.markets().find((m) => wireSymbol(m.symbol) === wanted && m.enabled);
    if (!market) throw binanceErrors.badSymbol();
    return market;
  }

  /** `symbol`, or `symbols` as a JSON array, or every market. */
  function marketsOf(params: Params): { list: MarketConfig[]; one: boolean } {
    if (params.optional('symbol') !== undefined) return { list: [marketOf(params)], one: true };
    const symbols = params.optional('symbols');
    const enabled = deps.markets().filter((m) => m.enabled);
    if (symbols === undefined) return { list: enabled, one: false };
    let names: unknown;
    try {
      names = JSON.parse(symbols);
    } catch {
      throw binanceErrors.illegalChars('symbols');
    }
    if (!Array.isArray(names) || names.some((n) => typeof n !== 'string'))
      throw binanceErrors.illegalChars('symbols');
    const list = (names as string[]).map((name) => {
      const market = enabled.find((m) => wireSymbol(m.symbol) === name);
      if (!market) throw binanceErrors.badSymbol();
      return market;
    });
    return { list, one: false };
  }

  const top = (symbol: string): BookTop => {
    const depth = marketData.depth(symbol, 1);
    return { bid: depth.bids[0], ask: depth.asks[0] };
  };
  const perSymbol = (params: Params, one: number, all: number) =>
    params.optional('symbol') !== undefined ? one : all;

  scope.get('/ping', dialect('NONE', 'Connectivity check', '{}'), async (req, reply) => {
    await guard.check(req, reply, 'NONE', 1);
    return {};
  });

  scope.get(
    '/time',
    dialect('NONE', 'Server time in milliseconds', 'serverTime'),
    async (req, reply) => {
      await guard.check(req, reply, 'NONE', 1);
      return { serverTime: deps.clock.nowMs() };
    },
  );

  scope.get(
    '/exchangeInfo',
    dialect(
      'NONE',
      'Markets with PRICE_FILTER, LOT_SIZE, MARKET_LOT_SIZE and NOTIONAL filters',
      'symbol or symbols (JSON array), optional',
    ),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', 20);
      const filtered = params.optional('symbol') ?? params.optional('symbols');
      const list = filtered === undefined ? deps.markets() : marketsOf(params).list;
      const decimalsOf = await deps.decimalsOf();
      return {
        timezone: 'UTC',
        serverTime: deps.clock.nowMs(),
        rateLimits: [
          {
            rateLimitType: 'REQUEST_WEIGHT',
            interval: 'MINUTE',
            intervalNum: 1,
            limit: deps.perMinute,
          },
        ],
        exchangeFilters: [],
        symbols: list.map((m) => wireMarket(m, decimalsOf)),
      };
    },
  );

  scope.get(
    '/depth',
    dialect(
      'NONE',
      "Order book snapshot; lastUpdateId is the sequence the depth stream's U/u continue from",
      'symbol; limit 1-5000 (default 100)',
    ),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', (p) =>
        depthWeight(p.integer('limit') ?? 100),
      );
      const market = marketOf(params);
      return wireDepth(marketData.depth(market.symbol, params.limit(100, 5000)));
    },
  );

  scope.get(
    '/trades',
    dialect('NONE', 'Recent trades, oldest first', 'symbol; limit 1-1000 (default 500)'),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', 25);
      const market = marketOf(params);
      return marketData.trades(market.symbol, params.limit(500, 1000)).reverse().map(wireTrade);
    },
  );

  // Each fill is its own aggregate: the book never splits one taker's fill at one price into several.
  scope.get(
    '/aggTrades',
    dialect(
      'NONE',
      'Recent trades as aggregates (each fill its own)',
      'symbol; startTime, endTime; limit 1-1000',
    ),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', 2);
      const market = marketOf(params);
      if (params.optional('fromId') !== undefined)
        throw new BinanceError(-1106, "Parameter 'fromId' is not supported here; use startTime.");
      const size = params.limit(500, 1000);
      const from = params.integer('startTime');
      const to = params.integer('endTime');
      const trades =
        from === undefined
          ? marketData
              .trades(market.symbol, size)
              .reverse()
              .map((trade) => ({
                id: trade.id,
                price: trade.price,
                amount: trade.amount,
                takerSide: trade.direction,
                time: trade.time,
              }))
          : (await deps.tradesSince(market.symbol, from))
              .filter((trade) => to === undefined || trade.time <= to)
              .slice(0, size);
      return trades.map((trade) => ({
        a: Number(trade.id),
        p: trade.price,
        q: trade.amount,
        f: Number(trade.id),
        l: Number(trade.id),
        T: trade.time,
        m: trade.takerSide === 'sell',
        M: true,
      }));
    },
  );

  scope.get(
    '/klines',
    dialect(
      'NONE',
      'Candles: [open time, open, high, low, close, volume, close time, quote volume, trades, 0, 0, 0]',
      'symbol; interval 1m 5m 15m 30m 1h 4h 1d 1w 1M; startTime, endTime; limit 1-1000',
    ),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', 2);
      const market = marketOf(params);
      const interval = INTERVALS[params.required('interval')];
      if (!interval) throw binanceErrors.badInterval();
      const from = params.integer('startTime');
      const to = params.integer('endTime');
      if (from !== undefined && to !== undefined && from > to)
        throw new BinanceError(-1128, 'Combination of optional parameters invalid.');
      const klines = await marketData.klines(market.symbol, interval, {
        from,
        to,
        size: params.limit(500, 1000),
      });
      return klines.map((k) => wireKline(k, closeTimeOf(k.time, interval)));
    },
  );

  scope.get(
    '/ticker/24hr',
    dialect('NONE', '24-hour statistics', 'symbol or symbols, optional'),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', (p) => perSymbol(p, 2, 80));
      const { list, one } = marketsOf(params);
      const rows = list.map((m) =>
        wireTicker24h(
          marketData.ticker(m.symbol),
          top(m.symbol),
          marketData.trades(m.symbol, 1)[0]?.amount ?? '0',
        ),
      );
      return one ? rows[0] : rows;
    },
  );

  scope.get(
    '/ticker/price',
    dialect('NONE', 'Last price', 'symbol or symbols, optional'),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', (p) => perSymbol(p, 2, 4));
      const { list, one } = marketsOf(params);
      const rows = list.map((m) => ({
        symbol: wireSymbol(m.symbol),
        price: marketData.ticker(m.symbol).last ?? '0',
      }));
      return one ? rows[0] : rows;
    },
  );

  scope.get(
    '/ticker/bookTicker',
    dialect('NONE', 'Best bid and ask with quantities', 'symbol or symbols, optional'),
    async (req, reply) => {
      const { params } = await guard.check(req, reply, 'NONE', (p) => perSymbol(p, 2, 4));
      const { list, one } = marketsOf(params);
      const rows = list.map((m) => wireBookTicker(m.symbol, top(m.symbol)));
      return one ? rows[0] : rows;
    },
  );
}
