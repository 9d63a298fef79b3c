import { AppError } from '../../http/app-error.js';
import { defineModule } from '../../module.js';
import { registerP2pConsole } from './p2p.console.js';
import { createPayments } from './p2p.payments.js';
import { registerP2pRoutes } from './p2p.routes.js';
import type { P2pTables } from './p2p.tables.js';

/** The P2P module as the platform builds it (see `module.ts` and `index.ts`). */
export const p2pModule = defineModule<P2pTables>({
  name: 'p2p',
  create(ctx) {
    const payments = createPayments({
      db: ctx.db,
      clock: ctx.clock,
      box: ctx.box,
      files: ctx.files,
      identity: () => {
        // Identity is listed before P2P; without it nobody could be verified.
        if (!ctx.services.identity) throw new AppError('REAL_NAME_NOT_PASSED');
        return ctx.services.identity;
      },
    });
    return {
      userRoutes: (api) =>
        registerP2pRoutes(api, {
          payments,
          coins: async () =>
            (
              await ctx.db
                .selectFrom('p2p_coin')
                .select(['coin', 'decimals'])
                .where('enabled', '=', true)
                .orderBy('sort')
                .execute()
            ).map((row) => ({ coin: row.coin, decimals: row.decimals })),
        }),
      consoleRoutes: (secured) => registerP2pConsole(secured, ctx.db),
    };
  },
});
