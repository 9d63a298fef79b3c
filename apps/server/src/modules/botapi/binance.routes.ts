/**
 * The bot API's scope, `/api/v3`: its own body parsing (the form body kept
 * as sent, since the signature covers its exact bytes), its own error
 * format (`{code, msg}`), and the market and trade calls.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { BinanceError, binanceErrors } from './binance.errors.js';
import type { Guard } from './binance.guard.js';
import { registerMarketRoutes, type MarketRouteDeps } from './binance.market.js';
import { registerTradeRoutes, type TradeRouteDeps } from './binance.trade.js';

export const BOT_API_PREFIX = '/api/v3';

export type BinanceApiDeps = MarketRouteDeps &
  TradeRouteDeps & {
    readonly guard: Guard;
    readonly log: (error: unknown, message: string) => void;
  };

export async function registerBinanceApi(scope: FastifyInstance, deps: BinanceApiDeps) {
  scope.removeContentTypeParser('application/x-www-form-urlencoded');
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, body),
  );
  scope.setErrorHandler((error: FastifyError, _req, reply) => {
    let answer: BinanceError;
    if (error instanceof BinanceError) answer = error;
    else if (error.statusCode === 413)
      answer = new BinanceError(-1101, 'Too many parameters sent for this endpoint.');
    else if (error.statusCode === 415)
      answer = new BinanceError(-1104, 'Send parameters in the query string or as a form body.');
    else {
      deps.log(error, 'bot api call failed');
      answer = binanceErrors.unknown();
    }
    return reply.code(answer.status).send({ code: answer.code, msg: answer.msg });
  });
  scope.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ code: -1000, msg: 'No such endpoint.' }),
  );
  registerMarketRoutes(scope, deps);
  registerTradeRoutes(scope, deps);
}
