import { defineModule } from '../../module.js';
import { earnCheck } from './earn.check.js';
import { registerEarnConsole } from './earn.console.js';
import { registerEarnRoutes } from './earn.routes.js';
import { createEarn } from './earn.service.js';
import type { EarnTables } from './earn.tables.js';
import { createEarnViews } from './earn.views.js';

/** How often the earn tick runs: locks, daily income and maturities that have come due. */
export const TICK_MS = 60_000;

/** The earn module as the platform builds it (see `module.ts` and `index.ts`). */
export const earnModule = defineModule<EarnTables>({
  name: 'earn',
  checks: [earnCheck],
  create(ctx) {
    const nowMs = () => ctx.clock.nowMs();
    const decimalsOf = async (coin: string) => {
      const found = (await ctx.live.coins.list()).find((c) => c.symbol === coin);
      return found ? found.decimals : null;
    };
    const earn = createEarn({ db: ctx.db, nowMs, ledger: ctx.live.ledger, decimalsOf });
    const views = createEarnViews({ db: ctx.db, nowMs, earn });
    return {
      userRoutes: (api) => registerEarnRoutes(api, { earn, views }),
      consoleRoutes: (secured) =>
        registerEarnConsole(secured, { db: ctx.db, ledger: ctx.live.ledger, earn, views, nowMs }),
      jobs: [{ name: 'tick', everyMs: TICK_MS, run: () => earn.runDue() }],
    };
  },
});
