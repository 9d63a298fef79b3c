import type { Kysely } from 'kysely';
import { decimal, toPlainString } from '@exchange/money';
import type { Clock } from '../../lib/clock.js';
import { adminUser, createAccountAdmin } from '../account/index.js';
import type { Ledger } from '../ledger/index.js';

const plain = (text: string) => toPlainString(decimal(text));

/**
 * The console's view of users: the account module's console surface
 * (search, status, security log, reset review) with the balances the
 * ledgers hold, live and demo.
 */
export function createUserAdmin<T>(deps: {
  readonly db: Kysely<T>;
  readonly ledger: Ledger;
  readonly clock: Clock;
  /** The demo venue's ledger, opening the venue if needed: demo balances live only there. */
  readonly demoLedger: () => Promise<Ledger>;
}) {
  const accounts = createAccountAdmin({ db: deps.db, clock: deps.clock });
  const balancesOf = async (source: Ledger, id: number) =>
    (await source.userAccounts(id)).map((b) => ({
      wallet: b.wallet,
      asset: b.asset,
      available: plain(b.available),
      frozen: plain(b.frozen),
      locked: plain(b.locked),
    }));

  return {
    ...accounts,

    /** Profile and balances, with the demo account's virtual balances when the user has one. */
    async detail(id: number) {
      const user = await accounts.byId(id);
      const demo = await accounts.demoOf(id);
      return {
        user: adminUser(user),
        balances: await balancesOf(deps.ledger, id),
        demo: demo
          ? {
              userId: demo.id,
              uid: demo.uid,
              balances: await balancesOf(await deps.demoLedger(), demo.id),
              liveBalances: await balancesOf(deps.ledger, demo.id),
            }
          : null,
      };
    },
  };
}

export type UserAdmin = ReturnType<typeof createUserAdmin<unknown>>;
