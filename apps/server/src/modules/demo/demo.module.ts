import type { FlashService } from '../flash/index.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Api } from '../../http/types.js';
import type { Job } from '../../jobs.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountModule, AccountService } from '../account/index.js';
// eslint-disable-next-line local/module-boundaries -- still queries the account module's tables itself (see the Boundary in this module's index.ts).
import type { AccountTables } from '../account/account.tables.js';
import type { Hub } from '../market/index.js';
import { createPerpStream, type PerpService } from '../perp/index.js';
import type { PriceIndex } from '../price/index.js';
import type { SpotService } from '../spot/index.js';
import type { WalletService } from '../wallet/index.js';
import { routeByUser } from './demo.facade.js';
import { registerDemoRoutes } from './demo.routes.js';
import { createDemoService } from './demo.service.js';
import { createDemoVenue, type DemoVenue } from './demo.venue.js';

/**
 * Demo trading wired into the platform. The routes get services that send a
 * demo account's calls to the demo venue and everyone else's to the live
 * one; modules demo accounts may not use (deposits, withdrawals, transfers
 * to others, security settings, and later P2P and loans) get an `accounts`
 * whose authenticate refuses them with DEMO_RESTRICTED.
 */
export async function createDemoModule(deps: {
  readonly db: Kysely<AccountTables>;
  readonly open: () => Promise<Database>;
  readonly clock: Clock;
  readonly index: PriceIndex;
  readonly live: { spot: SpotService; perp: PerpService; wallet: WalletService };
  readonly account: AccountModule;
  readonly log: (error: unknown, message: string) => void;
}) {
  const { live, account } = deps;
  let hub: (() => Hub) | undefined;
  let demoStream: ReturnType<typeof createPerpStream> | undefined;
  const venues = createDemoVenue({
    onOpen: (opened) => {
      if (hub) demoStream = streamOf(opened, hub);
    },
    open: deps.open,
    clock: deps.clock,
    index: deps.index,
    live,
    accounts: account.accounts,
    security: account.security,
    ownerOf: (demoUserId) => demo.ownerOf(demoUserId),
    log: deps.log,
  });
  const demo = createDemoService({ db: deps.db, sessions: account.sessions, venues });
  const venue = () => venues.get();

  // A demo order runs in its market's mirror turn, right after the mirror
  // matched the live book: it meets the prices a real order would meet now.
  const spot = routeByUser(
    live.spot,
    () => venue().spot,
    demo.isDemo,
    (method, args, call) => {
      const body = args[1] as { symbol?: string } | undefined;
      return method === 'place' && body?.symbol
        ? venue().mirror.within('spot', body.symbol, call)
        : call();
    },
  );
  const perp = routeByUser(
    live.perp,
    () => venue().perp,
    demo.isDemo,
    async (method, args, call) => {
      if (method === 'place')
        return venue().mirror.within('perp', (args[1] as { symbol: string }).symbol, call);
      if (method === 'close' || method === 'closeAll') {
        // A market close needs the book as it is now too.
        const symbols = venue()
          .perp.openPositions(args[0] as number)
          .filter((p) => method === 'closeAll' || p.positionId === args[1])
          .map((p) => p.symbol);
        for (const symbol of symbols) await venue().mirror.sync('perp', symbol);
      }
      return call();
    },
  );
  const wallet = routeByUser(live.wallet, () => venue().wallet, demo.isDemo);
  /** A demo account's flash exchange runs against the demo venue's mirrored books. */
  const routeFlash = (liveFlash: FlashService) =>
    routeByUser(liveFlash, () => venue().flash, demo.isDemo);

  const accounts = account.accounts;
  const refusingDemo: AccountService = {
    ...accounts,
    async authenticate(token) {
      const user = await accounts.authenticate(token);
      if (user.is_demo) throw new AppError('DEMO_RESTRICTED');
      return user;
    },
  };

  /**
   * For the security overview only: a demo account reads its owner's, since
   * what it confirms a flash exchange with is the owner's fund password (and
   * the same person switched to demo from that account).
   */
  const ownerForDemo: AccountService = {
    ...accounts,
    async authenticate(token) {
      const user = await accounts.authenticate(token);
      if (!user.is_demo) return user;
      return deps.db
        .selectFrom('app_user')
        .selectAll()
        .where('id', '=', await demo.ownerOf(user.id))
        .executeTakeFirstOrThrow();
    },
  };

  function streamOf(opened: DemoVenue, hub: () => Hub) {
    // Demo updates go to their owners only: public topics (depth, marks) stay the live ones.
    const privateOnly = () => ({
      publish: () => undefined,
      hasSubscribers: () => false,
      publishToUser: hub().publishToUser,
    });
    const stream = createPerpStream(opened.perp, privateOnly, () => deps.clock.nowMs());
    stream.start();
    opened.spot.view.subscribe((event) => {
      const target = hub();
      const byUser = new Map<number, unknown[]>();
      for (const { userId, order } of event.orders)
        byUser.set(userId, [...(byUser.get(userId) ?? []), order]);
      for (const [userId, orders] of byUser) target.publishToUser(userId, 'orders', orders);
      void target.refreshBalances(event.balanceUsers);
    });
    return stream;
  }

  return {
    demo,
    venues,
    /** Services for the routes: each call goes to the venue of the user it is about. */
    spot,
    perp,
    wallet,
    routeFlash,
    /** `accounts` for modules a demo account may not use. */
    refusingDemo,
    ownerForDemo,

    /** Opens the venue if demo accounts exist, and follows its streams once it runs. */
    async start(streams: () => Hub): Promise<void> {
      hub = streams;
      await demo.start();
    },

    /** The demo contracts' snapshot of a private topic, for demo accounts. */
    snapshot(topic: string, userId: number | null) {
      if (userId === null || !demo.isDemo(userId) || !demoStream) return undefined;
      return demoStream.snapshot(topic, userId);
    },

    jobs(): Job[] {
      return [
        {
          name: 'demo venue: mirror, marks and risk',
          everyMs: 1000,
          run: async () => {
            const opened = venues.running();
            if (!opened) return;
            demoStream?.onTick(await opened.tick());
          },
        },
        {
          name: 'demo venue: funding',
          everyMs: 60_000,
          run: async () => venues.running()?.funding(),
        },
      ];
    },

    register(api: Api): void {
      registerDemoRoutes(api, { demo, accounts });
    },

    close: () => venues.close(),
  };
}

export type DemoModule = Awaited<ReturnType<typeof createDemoModule>>;
