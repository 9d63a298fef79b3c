import { decimal } from '@exchange/money';
import type { Job } from './jobs.js';
import type { Ledger } from './modules/ledger/index.js';
import { createPerpMaker, type PerpService } from './modules/perp/index.js';
import { createMarketMaker, type SpotService } from './modules/spot/index.js';

/**
 * How long the makers' orders cancelled without a fill are kept: the last
 * two minutes of their requotes stay to look at (the console's order
 * lists), then they go with their freeze and release, and the database
 * reuses the space at its next vacuum instead of growing by the makers'
 * churn. Nothing else reads them: the makers look only at open orders.
 */
export const FORGET_AFTER_MS = 2 * 60_000;

/**
 * The demo market makers of the embedded default (spot, then contracts),
 * started with their inventory, and the jobs that keep them quoting. Never
 * in production: there, prices come from real users' orders.
 */
export async function startDemoMakers(deps: {
  readonly spot: SpotService;
  readonly perp: PerpService;
  readonly ledger: Ledger;
  readonly serviceAccount: (username: string) => Promise<{ id: number }>;
  readonly indexPrice: (coin: string) => string | null;
  readonly nowMs: () => number;
}): Promise<Job[]> {
  const { spot, perp, ledger, serviceAccount } = deps;
  const marketMaker = createMarketMaker({
    spot,
    ledger,
    serviceAccount,
    indexPrice: (base) => {
      const index = deps.indexPrice(base);
      return index === null ? null : decimal(index);
    },
    random: Math.random,
  });
  await marketMaker.start();
  const perpMaker = createPerpMaker({
    perp,
    ledger,
    serviceAccount,
    indexPrice: deps.indexPrice,
    random: Math.random,
  });
  await perpMaker.start();
  return [
    { name: 'market maker quotes', everyMs: 2000, run: () => marketMaker.quote() },
    // A trade every ten seconds somewhere: enough to see the markets trade,
    // few enough that the demo's durable history grows slowly.
    { name: 'market maker trades', everyMs: 10_000, run: () => marketMaker.take() },
    { name: 'contract market maker', everyMs: 2000, run: () => perpMaker.quote() },
    {
      name: 'demo maker history',
      everyMs: 60_000,
      run: async () => {
        const before = deps.nowMs() - FORGET_AFTER_MS;
        await marketMaker.forget(before);
        await perpMaker.forget(before);
      },
    },
  ];
}
