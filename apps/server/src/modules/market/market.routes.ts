import {
  PATHS,
  depthSchema,
  envelope,
  favouriteListSchema,
  klineListSchema,
  klineQuery,
  latestDepthQuery,
  latestTradeQuery,
  latestTradesSchema,
  marketSymbol,
  marketListSchema,
  perpKlineQuery,
  symbolQuery,
  tickerSchema,
} from '@exchange/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, PUBLIC, session } from '../../http/user-routes.js';
import type { FastifyRequest } from 'fastify';
import type { ContractCandles } from './contract-candles.js';
import type { MarketDataService } from './market-data.service.js';

const tags = ['market'];
const optionalSymbol = z.object({ symbol: marketSymbol().optional() });

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
      { config: session('venue'), schema: { tags, summary, querystring: symbolQuery, response } },
      async (req) => ok(await action(userId(req), req.query.symbol)),
    );
    api.post(
      url,
      {
        config: session('venue'),
        schema: {
          tags,
          summary: `${summary} (symbol in the body or the query)`,
          querystring: optionalSymbol,
          body: optionalSymbol.nullish(),
          response,
        },
      },
      async (req) => {
        const symbol = req.body?.symbol ?? req.query.symbol;
        if (symbol === undefined) throw new AppError('FIELD_REQUIRED', { field: 'symbol' });
        return ok(await action(userId(req), symbol));
      },
    );
  };
  change(
    PATHS.favouriteAdd,
    'Adds a favourite market (adding one twice changes nothing); returns the list',
    favourites.add,
  );
  change(
    PATHS.favouriteDelete,
    'Removes a favourite market (removing a non-favourite succeeds); returns the list',
    favourites.remove,
  );
}
