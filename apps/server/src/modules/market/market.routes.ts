import {
  PATHS,
  contractTickerListSchema,
  depthSchema,
  envelope,
  favouriteListSchema,
  favouriteTarget,
  klineListSchema,
  klineQuery,
  latestDepthQuery,
  latestTradeQuery,
  latestTradesSchema,
  marketListSchema,
  normalizeFavourite,
  perpKlineQuery,
  symbolQuery,
  tickerSchema,
  type FavouriteTarget,
} from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import type { ContractCandles } from './contract-candles.js';
import type { MarketDataService } from './market-data.service.js';

const tags = ['market'];

/** The canonical favourite a request names; the spot default keeps the spec's clients working. */
function favouriteOf(...sources: (FavouriteTarget | null | undefined)[]): string {
  const raw = sources.find((source) => source?.symbol !== undefined)?.symbol;
  if (raw === undefined) throw new AppError('FIELD_REQUIRED', { field: 'symbol' });
  const type = sources.find((source) => source?.type !== undefined)?.type ?? 'spot';
  const symbol = normalizeFavourite(raw, type);
  if (symbol === null)
    throw new AppError(type === 'contract' ? 'CONTRACT_UNKNOWN' : 'MARKET_UNKNOWN');
  return symbol;
}

export function registerMarketRoutes(
  api: Api,
  deps: { marketData: MarketDataService; contractCandles: ContractCandles },
): void {
  const { marketData, contractCandles } = deps;
  const { favourites } = marketData;
  const userId = (req: FastifyRequest) => callerOf(req).user.id;

  api.get(
    PATHS.marketList,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Every enabled spot market: configuration, coin name, hot flag and 24-hour ticker',
        response: { 200: envelope(marketListSchema) },
      },
    },
    async () => ok(await marketData.markets()),
  );

  api.get(
    PATHS.marketTicker,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: "One market's 24-hour rolling ticker",
        querystring: symbolQuery,
        response: { 200: envelope(tickerSchema) },
      },
    },
    async (req) => ok(marketData.ticker(req.query.symbol)),
  );

  api.get(
    PATHS.marketTrades,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Latest public trades, newest first',
        querystring: latestTradeQuery,
        response: { 200: envelope(latestTradesSchema) },
      },
    },
    async (req) => ok(marketData.trades(req.query.symbol, req.query.size)),
  );

  api.get(
    PATHS.marketDepth,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Aggregated order book with the seq that WebSocket depth deltas continue from',
        querystring: latestDepthQuery,
        response: { 200: envelope(depthSchema) },
      },
    },
    async (req) => ok(marketData.depth(req.query.symbol, req.query.size)),
  );

  api.get(
    PATHS.marketKline,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          'Candles oldest first, the open one included: the first `size` from `from`, else the newest `size` up to `to`',
        querystring: klineQuery,
        response: { 200: envelope(klineListSchema) },
      },
    },
    async (req) => {
      const { symbol, interval, from, to, size } = req.query;
      return ok(await marketData.klines(symbol, interval, { from, to, size }));
    },
  );

  api.get(
    PATHS.perpKline,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          "A contract's candles (volume in lots, turnover in the quote currency), oldest first, the open one included",
        querystring: perpKlineQuery,
        response: { 200: envelope(klineListSchema) },
      },
    },
    async (req) => {
      const { symbol, interval, from, to, size } = req.query;
      return ok(await contractCandles.klines(symbol, interval, { from, to, size }));
    },
  );

  api.get(
    PATHS.perpTickers,
    {
      config: PUBLIC,
      schema: {
        tags,
        summary:
          "Every listed contract's 24-hour rolling ticker (volume in lots, turnover in the quote currency)",
        response: { 200: envelope(contractTickerListSchema) },
      },
    },
    async () => ok(contractCandles.tickers()),
  );

  api.get(
    PATHS.favouriteList,
    {
      config: session('venue'),
      schema: {
        tags,
        summary: "The caller's favourite markets, in the order they were added",
        response: { 200: envelope(favouriteListSchema) },
      },
    },
    async (req) => ok(await favourites.list(userId(req))),
  );

  // The spec's clients change favourites with GET; our own clients use POST (DESIGN.md section 5).
  const change = (url: string, summary: string, action: typeof favourites.add) => {
    const response = { 200: envelope(favouriteListSchema) };
    api.get(
      url,
      {
        config: session('venue'),
        schema: { tags, summary, querystring: favouriteTarget, response },
      },
      async (req) => ok(await action(userId(req), favouriteOf(req.query))),
    );
    api.post(
      url,
      {
        config: session('venue'),
        schema: {
          tags,
          summary: `${summary} (symbol and type in the body or the query)`,
          querystring: favouriteTarget,
          body: favouriteTarget.nullish(),
          response,
        },
      },
      async (req) => ok(await action(userId(req), favouriteOf(req.body, req.query))),
    );
  };
  change(
    PATHS.favouriteAdd,
    'Adds a favourite market, or a contract with type=contract (adding one twice changes nothing); returns the list',
    favourites.add,
  );
  change(
    PATHS.favouriteDelete,
    'Removes a favourite market or contract (removing a non-favourite succeeds); returns the list',
    favourites.remove,
  );
}
