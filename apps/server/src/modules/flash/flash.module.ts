import type { Kysely } from 'kysely';
import type { Api } from '../../http/types.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountService } from '../account/account.service.js';
import type { CoinService } from '../coin/coin.service.js';
import type { SpotService } from '../spot/spot.service.js';
import { registerFlashRoutes } from './flash.routes.js';
import { createFlashService, type FlashDeps } from './flash.service.js';

/** Flash exchange wired to the spot service, the coins' decimals and the fund password. */
export function createFlashModule<T>(deps: {
  readonly db: Kysely<T>;
  readonly clock: Clock;
  readonly spot: SpotService;
  readonly coins: CoinService;
  readonly accounts: AccountService;
  readonly verifyFundPassword: FlashDeps<T>['verifyFundPassword'];
}) {
  const { spot, coins } = deps;
  const flash = createFlashService({
    db: deps.db,
    clock: deps.clock,
    spot: {
      markets: () => spot.markets(),
      depth: (symbol, levels) => spot.view.depth(symbol, levels),
      place: (userId, body) => spot.place(userId, body),
    },
    decimalsOf: async () => {
      const decimals = new Map((await coins.list()).map((c) => [c.symbol, c.decimals]));
      return (coin) => decimals.get(coin) ?? 8;
    },
    verifyFundPassword: deps.verifyFundPassword,
  });
  return {
    flash,
    register: (api: Api) => registerFlashRoutes(api, { flash, accounts: deps.accounts }),
  };
}
