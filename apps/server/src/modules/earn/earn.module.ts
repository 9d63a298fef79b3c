import { defineModule } from '../../module.js';
import { earnCheck } from './earn.check.js';
import { registerEarnConsole } from './earn.console.js';
import { registerEarnRoutes } from './earn.routes.js';
import { createEarn } from './earn.service.js';
import type { EarnTables } from './earn.tables.js';
import { createEarnViews } from './earn.views.js';
import { miningCheck } from './mining.check.js';
import { registerMiningConsole } from './mining.console.js';
import { feedOf } from './mining.feed.js';
import { registerMiningRoutes } from './mining.routes.js';
import { createMining } from './mining.service.js';
import type { MiningTables } from './mining.tables.js';
import { createMiningViews } from './mining.views.js';

/** How often the earn tick runs: locks, daily income, maturities and machines' returns that have come due. */
export const TICK_MS = 60_000;

/** The earn module as the platform builds it (see `module.ts` and `index.ts`). */
export const earnModule = defineModule<EarnTables & MiningTables>({
  name: 'earn',
  checks: [earnCheck, miningCheck],
  create(ctx) {
    const nowMs = () => ctx.clock.nowMs();
    const decimalsOf = async (coin: string) => {
      const found = (await ctx.live.coins.list()).find((c) => c.symbol === coin);
      return found ? found.decimals : null;
    };
    const ledger = ctx.live.ledger;
    const earn = createEarn({ db: ctx.db, nowMs, ledger, decimalsOf });
    const views = createEarnViews({ db: ctx.db, nowMs, earn });
    const shared = { db: ctx.db, nowMs, ledger, clock: () => earn.clock(), places: earn.places };
    const mining = createMining({
      ...shared,
      feed: feedOf(ctx.hashPriceFeed ?? { kind: 'simulated' }),
      incomePaid: (trx, payout) =>
        ctx.events.publish(
          trx,
          'mining.income_paid',
          `mining:income:${payout.orderId}:${payout.day}`,
          payout,
        ),
    });
    const miningViews = createMiningViews({ ...shared, mining });
    return {
      provides: {
        async minerLevels(userIds) {
          const levels = new Map<number, number>(userIds.map((id) => [id, 0]));
          if (userIds.length === 0) return levels;
          const rows = await ctx.db
            .selectFrom('mining_order')
            .select(['user_id', (eb) => eb.fn.sum<string>('quantity').as('units')])
            .where('user_id', 'in', [...new Set(userIds)])
            .where('status', '=', 'custody')
            .where('type', '<>', 'trial')
            .groupBy('user_id')
            .execute();
          for (const row of rows) levels.set(row.user_id, Number(row.units));
          return levels;
        },
      },
      userRoutes: (api) => {
        registerEarnRoutes(api, { earn, views });
        registerMiningRoutes(api, { mining, views: miningViews });
      },
      consoleRoutes: (secured) => {
        registerEarnConsole(secured, { db: ctx.db, ledger, earn, views, nowMs });
        registerMiningConsole(secured, { ...shared, views: miningViews });
      },
      jobs: [
        { name: 'tick', everyMs: TICK_MS, run: () => earn.runDue() },
        { name: 'mining', everyMs: TICK_MS, run: () => mining.runDue() },
      ],
    };
  },
});
