/**
 * The bot API's scope, `/api/v3`: its own body parsing (the form body kept
 * as sent, since the signature covers its exact bytes), its own error
 * format (`{code, msg}`), and the market and trade calls.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { BinanceError, binanceErrors } from './binance.errors.js';
import { dialect, type Guard } from './binance.guard.js';
import type { ListenKeys } from './listen-keys.js';
import { registerMarketRoutes, type MarketRouteDeps } from './binance.market.js';
import { registerTradeRoutes, type TradeRouteDeps } from './binance.trade.js';

export const BOT_API_PREFIX = '/api/v3';

export type BinanceApiDeps = MarketRouteDeps &
  TradeRouteDeps & {
    readonly guard: Guard;
    readonly listenKeys: ListenKeys;
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
  registerListenKeyRoutes(scope, deps);
}

/** `userDataStream`: a listen key made, kept alive and closed with the API key alone. */
function registerListenKeyRoutes(scope: FastifyInstance, deps: BinanceApiDeps) {
  const { guard, listenKeys } = deps;
  const missing = () => new BinanceError(-1125, 'This listenKey does not exist.');
  scope.post(
    '/userDataStream',
    dialect(
      'USER_STREAM',
      'A listen key for the user data stream (ws /ws/<listenKey>), valid 60 minutes',
      '',
    ),
    async (req, reply) => {
      const { caller } = await guard.check(req, reply, 'USER_STREAM', 2);
      if (!caller) throw binanceErrors.unauthorized();
      return { listenKey: listenKeys.create(caller) };
    },
  );
  scope.put(
    '/userDataStream',
    dialect('USER_STREAM', 'Keeps a listen key alive for 60 more minutes', 'listenKey'),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'USER_STREAM', 2);
      if (!caller || !listenKeys.keepAlive(caller, params.required('listenKey'))) throw missing();
      return {};
    },
  );
  scope.delete(
    '/userDataStream',
    dialect('USER_STREAM', 'Closes a listen key', 'listenKey'),
    async (req, reply) => {
      const { params, caller } = await guard.check(req, reply, 'USER_STREAM', 2);
      if (!caller || !listenKeys.close(caller, params.required('listenKey'))) throw missing();
      return {};
    },
  );
}
