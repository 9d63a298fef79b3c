import { ADMIN_API_BASE } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Api } from '../../http/types.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { ContentAdmin } from '../content/index.js';
import type { MarketAdmin } from './admin.markets.js';
import type { CoinService } from '../coin/index.js';
import type { CurrencyService } from '../currency/index.js';
import { checkDeposits, type DepositService } from '../deposit/index.js';
import { LEDGER_RULES, checkLedger, type Violation, type Ledger } from '../ledger/index.js';
import { PERP_RULES, checkPerp } from '../perp/index.js';
import { SPOT_RULES, checkSpot } from '../spot/index.js';
import { checkWithdrawals, type WithdrawalService } from '../withdrawal/index.js';
import { createAdminServices, type AdminServices } from './admin.module.js';
import { registerAdminRoutes } from './admin.routes.js';
import type { ConsoleRoute } from './admin.secure.js';
import type { AdminTables } from './admin.tables.js';

/** Every rule the dashboard lists, in the checker's order. */
export const CHECK_RULES = [
  ...LEDGER_RULES,
  'one credit per (chain, txid, output)',
  'one effect per withdrawal id',
  ...SPOT_RULES,
  ...PERP_RULES,
];

export interface Console {
  readonly services: AdminServices;
  readonly routes: readonly ConsoleRoute[];
}

/** The operator console's API, mounted under /admin-api beside (never inside) the user API. */
export async function mountConsole(
  app: FastifyInstance,
  deps: {
    readonly db: Kysely<AdminTables>;
    readonly clock: Clock;
    readonly box: SecretBox;
    readonly ledger: Ledger;
    readonly coins: CoinService;
    readonly currencies: CurrencyService;
    readonly content: ContentAdmin;
    readonly markets: MarketAdmin;
    readonly withdrawals: WithdrawalService;
    readonly deposits: DepositService;
    readonly demoCheck: () => Promise<Violation[] | null>;
    readonly demoLedger: () => Promise<Ledger>;
  },
): Promise<Console> {
  const { db } = deps;
  const services = createAdminServices({
    ...deps,
    rules: CHECK_RULES,
    check: async () => ({
      live: await checkLedger(db, [
        () => checkDeposits(db),
        () => checkWithdrawals(db),
        () => checkSpot(db),
        () => checkPerp(db),
      ]),
      demo: await deps.demoCheck(),
    }),
  });
  await services.adjustments.recover();
  let routes: ConsoleRoute[] = [];
  await app.register(
    async (api: Api) => {
      routes = registerAdminRoutes(api, services);
    },
    { prefix: ADMIN_API_BASE },
  );
  return { services, routes };
}
