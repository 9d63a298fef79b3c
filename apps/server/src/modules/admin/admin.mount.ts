import { ADMIN_API_BASE } from '@exchange/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Api } from '../../http/types.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { MarketAdmin } from './admin.markets.js';
import type { CoinService } from '../coin/index.js';
import type { DepositService } from '../deposit/index.js';
import type { Violation, Ledger } from '../ledger/index.js';
import type { PriceSource } from '../wallet/index.js';
import type { WithdrawalService } from '../withdrawal/index.js';
import { createAdminServices, type AdminServices } from './admin.module.js';
import { registerAdminRoutes } from './admin.routes.js';
import type { ConsoleRoute, Secured } from './admin.secure.js';
import type { AdminTables } from './admin.tables.js';

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
    readonly markets: MarketAdmin;
    readonly withdrawals: WithdrawalService;
    readonly deposits: DepositService;
    /** The index price of a coin in USDT (the wallet's valuation): the withdrawal review's worth. */
    readonly prices: PriceSource;
    /** Every invariant rule, in the checker's order, and the live database's check (`checks.ts`). */
    readonly rules: readonly string[];
    readonly check: () => Promise<Violation[]>;
    readonly demoCheck: () => Promise<Violation[] | null>;
    /** Modules' own console routes. */
    readonly moduleRoutes: readonly ((secured: Secured) => void)[];
    readonly demoLedger: () => Promise<Ledger>;
  },
): Promise<Console> {
  const services = createAdminServices({
    ...deps,
    check: async () => ({ live: await deps.check(), demo: await deps.demoCheck() }),
  });
  await services.adjustments.recover();
  let routes: ConsoleRoute[] = [];
  await app.register(
    async (api: Api) => {
      routes = registerAdminRoutes(api, services, deps.moduleRoutes);
    },
    { prefix: ADMIN_API_BASE },
  );
  return { services, routes };
}
