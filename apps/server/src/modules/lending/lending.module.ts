import type { Decimal } from '@exchange/money';
import { defineModule } from '../../module.js';
import { lendingCheck } from './lending.check.js';
import { registerSavingsRoutes } from './lending.routes.js';
import type { LendingTables } from './lending.tables.js';
import { chargeOpenLoans, hourlyInterest } from './pledge.interest.js';
import { registerPledgeRoutes } from './pledge.routes.js';
import { createPledge } from './pledge.service.js';
import { createPledgeViews } from './pledge.views.js';
import { createSavings } from './savings.service.js';
import { createSavingsViews } from './savings.views.js';

/** How often the lending tick runs: the daily payout when due, and queued redemptions. */
export const TICK_MS = 60_000;

export interface LendingOptions {
  /**
   * The USD index the loans are valued at; the platform's (`ctx.usdPrice`)
   * by default. Tests move it to drive ratios, margin calls and liquidations.
   */
  readonly usdPrice?: (asset: string) => Decimal | null;
}

/** The lending module as the platform builds it (see `module.ts` and `index.ts`). */
export const createLendingModule = (options: LendingOptions = {}) =>
  defineModule<LendingTables>({
    name: 'lending',
    checks: [lendingCheck],
    create(ctx) {
      const nowMs = () => ctx.clock.nowMs();
      const usdPrice = options.usdPrice ?? ctx.usdPrice;
      const decimalsOf = async (asset: string) => {
        const coin = (await ctx.live.coins.list()).find((c) => c.symbol === asset);
        return coin ? coin.decimals : null;
      };
      const interestNow = (asset: string) => hourlyInterest(ctx.db, asset, nowMs());
      const savings = createSavings({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        decimalsOf,
        chargeOpenLoans,
        hourlyInterest: interestNow,
      });
      const views = createSavingsViews({
        db: ctx.db,
        nowMs,
        savings,
        decimalsOf,
        hourlyInterest: interestNow,
      });
      const pledge = createPledge({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        savings,
        decimalsOf,
        usdPrice,
      });
      const pledgeViews = createPledgeViews({
        db: ctx.db,
        nowMs,
        decimalsOf,
        usdPrice,
      });
      return {
        userRoutes: (api) => {
          registerSavingsRoutes(api, { savings, views });
          registerPledgeRoutes(api, { pledge, views: pledgeViews });
        },
        jobs: [
          {
            name: 'tick',
            everyMs: TICK_MS,
            run: async () => {
              const paid = await savings.payoutDue();
              const queued = await savings.fillQueues();
              return { paid, queued };
            },
          },
        ],
      };
    },
  });

export const lendingModule = createLendingModule();
