import { defineModule } from '../../module.js';
import { createGuard } from './binance.guard.js';
import { BOT_API_PREFIX, registerBinanceApi } from './binance.routes.js';
import type { BotApiTables } from './botapi.tables.js';
import { createKeys } from './keys.service.js';
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
      const guard = createGuard({
        keys,
        weights: createWeights(weights),
        clock: ctx.clock,
        perMinute: weights.perMinute,
      });
      const { spot, wallet, coins } = ctx.live;
      return {
        userRoutes: (api) => registerKeyRoutes(api, { keys }),
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
                log: ctx.log,
              }),
            { prefix: BOT_API_PREFIX },
          );
        },
      };
    },
  });
