import type { Kysely } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { CoinService } from '../coin/index.js';
import type { SpotService } from '../spot/index.js';
import { createFlashService, type FlashDeps, type FlashService } from './flash.service.js';

/**
 * A flash exchange over one venue's spot markets: the live one, or the demo
 * venue's (whose orders run in its mirror's turn, `place`, after `prepare`
 * synced the books a quote reads).
 */
export function createFlashOverSpot<T>(deps: {
  readonly db: Kysely<T>;
  readonly clock: Clock;
  readonly spot: SpotService;
  readonly coins: CoinService;
  readonly verifyFundPassword: FlashDeps<T>['verifyFundPassword'];
  readonly prepare?: FlashDeps<T>['prepare'];
  readonly place?: FlashDeps<T>['spot']['place'];
}): FlashService {
  const { spot, coins } = deps;
  return createFlashService({
    db: deps.db,
    clock: deps.clock,
    spot: {
      markets: () => spot.markets(),
      depth: (symbol, levels) => spot.view.depth(symbol, levels),
      // A second leg spends the first's proceeds: each is answered once written.
      place: deps.place ?? ((userId, body) => spot.place(userId, body, { settled: true })),
    },
    decimalsOf: async () => {
      const decimals = new Map((await coins.list()).map((c) => [c.symbol, c.decimals]));
      return (coin) => decimals.get(coin) ?? 8;
    },
    ...(deps.prepare ? { prepare: deps.prepare } : {}),
    verifyFundPassword: deps.verifyFundPassword,
  });
}
