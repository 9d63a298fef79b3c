import { defineModule } from '../../module.js';
import { userLiabilities } from '../ledger/index.js';
import { registerLiabilityConsole } from './liabilities.console.js';
import { registerLiabilityRoutes } from './liabilities.routes.js';
import { createLiabilities } from './liabilities.service.js';
import { createReserves } from './reserves.service.js';
import type { LiabilityTables } from './liabilities.tables.js';

/** A round a day from the schedule; operators may run one at any time. */
const ROUND_EVERY_MS = 86_400_000;

export const liabilitiesModule = defineModule<LiabilityTables>({
  name: 'liabilities',
  create(ctx) {
    const reserves = createReserves({
      db: ctx.db,
      clock: ctx.clock,
      custody: ctx.custody,
      log: ctx.log,
    });
    const liabilities = createLiabilities({
      db: ctx.db,
      clock: ctx.clock,
      snapshot: () => userLiabilities(ctx.live.database.db as never),
      decimals: async () =>
        new Map((await ctx.live.coins.list()).map((c) => [c.symbol, c.decimals])),
      uids: async (ids) =>
        new Map([...(await ctx.accounts.summaries(ids))].map(([id, u]) => [id, u.uid])),
      log: ctx.log,
      reserves,
    });
    return {
      userRoutes: (api) => registerLiabilityRoutes(api, { liabilities }),
      consoleRoutes: (secured) => registerLiabilityConsole(secured, { liabilities, reserves }),
      jobs: [{ name: 'round', everyMs: ROUND_EVERY_MS, run: () => liabilities.run(null) }],
    };
  },
});
