import { defineModule } from '../../module.js';
import { createGuard } from './binance.guard.js';
import { closeTimeOf } from './binance.market.js';
import { BOT_API_PREFIX, registerBinanceApi } from './binance.routes.js';
import { wireTicker24h as dialectTicker } from './binance.wire.js';
import { registerDocs } from './docs/routes.js';
import { createListenKeys } from './listen-keys.js';
import { registerStreams } from './streams.js';
import type { BotApiTables } from './botapi.tables.js';
import { createKeys } from './keys.service.js';
import { createKeyAbuse } from './keys.abuse.js';
import { registerKeyConsole } from './keys.console.js';
import { registerKeyRoutes } from './keys.routes.js';
import { DEFAULT_WEIGHTS, createWeights, type WeightOptions } from './weights.js';

/**
 * The bot API as the platform builds it: API keys in the security centre,
 * and the Binance-compatible `/api/v3` on the same server. `weights` is
 * the request-weight limit per address (tests lower it).
 */
export const createBotApiModule = (weights: WeightOptions = DEFAULT_WEIGHTS) =>
  defineModule<BotApiTables>({
    name: 'botapi',
    create(ctx) {
      const keys = createKeys({
        db: ctx.db,
        clock: ctx.clock,
        box: ctx.box,
        accounts: ctx.accounts,
        security: ctx.security,
        log: ctx.log,
      });
      const limiter = createWeights(weights);
      const abuse = createKeyAbuse({
        db: ctx.db,
        clock: ctx.clock,
        keys,
        weights: limiter,
        accounts: ctx.accounts,
        log: ctx.log,
      });
      const guard = createGuard({
        keys,
        weights: limiter,
        clock: ctx.clock,
        perMinute: weights.perMinute,
        refused: abuse.refused,
      });
      const { spot, wallet, coins } = ctx.live;
      const listenKeys = createListenKeys({
        clock: ctx.clock,
        keys,
        connect: ctx.realtime.connect,
      });
      const top = (symbol: string) => {
        const depth = ctx.marketData.depth(symbol, 1);
        return {
          ...(depth.bids[0] ? { bid: depth.bids[0] } : {}),
          ...(depth.asks[0] ? { ask: depth.asks[0] } : {}),
        };
      };
      return {
        userRoutes: (api) => registerKeyRoutes(api, { keys }),
        consoleRoutes: (secured) => registerKeyConsole(secured, { keys, abuse }),
        close: () => abuse.close(),
        rootRoutes: async (app) => {
          await app.register(
            (scope) =>
              registerBinanceApi(scope, {
                guard,
                clock: ctx.clock,
                marketData: ctx.marketData,
                markets: () => spot.markets(),
                tradesSince: (symbol, sinceMs) => spot.view.tradesSince(symbol, sinceMs),
                decimalsOf: async () => {
                  const decimals = new Map((await coins.list()).map((c) => [c.symbol, c.decimals]));
                  return (coin) => decimals.get(coin) ?? 8;
                },
                perMinute: weights.perMinute,
                spot,
                wallet,
                listenKeys,
                log: ctx.log,
              }),
            { prefix: BOT_API_PREFIX },
          );
          registerStreams(app, {
            clock: ctx.clock,
            markets: () => spot.markets(),
            connect: ctx.realtime.connect,
            top,
            ticker: (symbol) => {
              const { bid, ask } = top(symbol);
              const trade = ctx.marketData.trades(symbol, 1)[0];
              return dialectTicker(
                ctx.marketData.ticker(symbol),
                { bid, ask },
                trade?.amount ?? '0',
              );
            },
            closeTimeOf,
            listenKeys,
          });
          registerDocs(app);
        },
      };
    },
  });
