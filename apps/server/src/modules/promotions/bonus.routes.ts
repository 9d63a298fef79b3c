import { PATHS, bonusSchema, envelope } from '@exchange/contracts';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import type { UserRow } from '../account/index.js';
import type { BonusService } from './bonus.service.js';

/** The sign-up bonus's route: a session, never a demo one (demo accounts earn nothing real). */
export function registerBonusRoutes(api: Api, deps: { bonus: BonusService }): void {
  api.get(
    PATHS.promotionBonus,
    {
      config: session('refuse'),
      schema: {
        tags: ['promotions'],
        summary:
          'The sign-up bonus on offer, or the caller’s promotional credit: what it still locks and the trading still needed',
        response: { 200: envelope(bonusSchema) },
      },
    },
    async (req) => ok(await deps.bonus.view(callerOf<UserRow>(req).user.id)),
  );
}
