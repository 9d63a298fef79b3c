import type { Database } from '../../db/database.js';
import type { Api } from '../../http/types.js';
import { AppError } from '../../http/app-error.js';
import type { Job } from '../../jobs.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountModule } from '../account/index.js';
import type { FlashService } from '../flash/index.js';
import type { Hub } from '../realtime/index.js';
import { createPerpStream, type PerpService } from '../perp/index.js';
import type { PriceIndex } from '../price/index.js';
import type { SpotService } from '../spot/index.js';
import type { WalletService } from '../wallet/index.js';
import { registerDemoRoutes } from './demo.routes.js';
import { createDemoService } from './demo.service.js';
import { createDemoVenue, type DemoVenue, type DemoVenueDeps } from './demo.venue.js';

/** The demo venue's services as user routes call them. */
export interface DemoServices {
  readonly spot: SpotService;
  readonly perp: PerpService;
  readonly wallet: WalletService;
  readonly flash: FlashService;
}

/**
 * The demo venue's services for the routes. A demo order runs in its
 * market's mirror turn, right after the mirror matched the live book: it
 * meets the prices a real order would meet now. A market close needs the
 * book as it is now too.
 */
function servicesOf(venue: DemoVenue): DemoServices {
  const { spot, perp, mirror } = venue;
  const syncContracts = async (
    userId: number,
    only: (position: { positionId: string }) => boolean,
  ) => {
    const symbols = perp
      .openPositions(userId)
      .filter(only)
      .map((p) => p.symbol);
    for (const symbol of new Set(symbols)) await mirror.sync('perp', symbol);
  };
  return {
    spot: {
      ...spot,
      place: (userId, body) => mirror.within('spot', body.symbol, () => spot.place(userId, body)),
    },
    perp: {
      ...perp,
      place: (userId, body, kind) =>
        mirror.within('perp', body.symbol, () => perp.place(userId, body, kind)),
      close: async (userId, positionId) => {
        await syncContracts(userId, (p) => p.positionId === positionId);
        return perp.close(userId, positionId);
      },
      closeAll: async (userId, filter) => {
        await syncContracts(userId, () => true);
        return perp.closeAll(userId, filter);
      },
    },
    wallet: venue.wallet,
    flash: venue.flash,
  };
}

/**
 * Demo trading wired into the platform: the switch (enter, reset, exit),
 * the demo venue opened on first use, and its services, which user routes
 * declared to run in the caller's venue use for a demo account (see
 * `http/user-routes.ts`).
 */
export async function createDemoModule(deps: {
  readonly open: () => Promise<Database>;
  readonly build: DemoVenueDeps['build'];
  readonly clock: Clock;
  readonly index: PriceIndex;
  readonly live: { spot: SpotService; perp: PerpService };
  readonly account: AccountModule;
  readonly log: (error: unknown, message: string) => void;
}) {
  const { live, account } = deps;
  let hub: (() => Hub) | undefined;
  let demoStream: ReturnType<typeof createPerpStream> | undefined;
  let services: DemoServices | undefined;
  const venues = createDemoVenue({
    onOpen: (opened) => {
      services = servicesOf(opened);
      if (hub) demoStream = streamOf(opened, hub);
    },
    open: deps.open,
    build: deps.build,
    clock: deps.clock,
    index: deps.index,
    live,
    accounts: account.accounts,
    security: account.security,
    ownerOf: async (demoUserId) => (await account.demoAccounts.owner(demoUserId)).id,
    log: deps.log,
  });
  const demo = createDemoService({
    accounts: account.demoAccounts,
    sessions: account.sessions,
    venues,
  });
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
    /**
     * The demo venue's services for a caller in the demo venue. Only demo
     * accounts are routed here, and they exist only once the venue runs.
     */
    services(): DemoServices {
      if (!services) throw new AppError('SERVICE_UNAVAILABLE');
      return services;
    },
    /** Whether a user id is a demo account's (for streams, which have no route declaration). */
    isDemo: (userId: number) => demo.isDemo(userId),
    /** The real account a demo account belongs to. */
    owner: (demoUserId: number) => account.demoAccounts.owner(demoUserId),

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
      registerDemoRoutes(api, { demo });
    },

    close: () => venues.close(),
  };
}

export type DemoModule = Awaited<ReturnType<typeof createDemoModule>>;
