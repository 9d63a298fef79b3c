/**
 * The demo venue: a second trading stack (ledger, spot, contracts, wallet)
 * on a database of its own, started when the first user switches to demo.
 * Demo accounts' money and orders live only there, funded from a virtual
 * custody account (`custody:DEMO`), and its books are the live books as
 * mirrored by `demo.mirror.ts`. By construction nothing a demo account does
 * can reach a live balance, a live book, live market data or the live
 * ledger's invariants; the demo ledger keeps its own, checked the same way.
 */
import { DEMO_GRANT } from '@exchange/contracts';
import { decimal, isPositive } from '@exchange/money';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Venue, VenueDeps } from '../../venue.js';
import type { AccountService, SecurityService } from '../account/index.js';
import { checkLedger } from '../ledger/index.js';
import { checkPerp, type PerpService, contractSettingsOf, seriesListingOf } from '../perp/index.js';
import { checkSpot, type SpotService, spotListingOf, spotSettingsOf } from '../spot/index.js';
import type { PriceIndex } from '../price/index.js';
import { createMirror } from './demo.mirror.js';

export interface DemoVenueDeps {
  /** Opens the venue's migrated database (a sibling of the live one). */
  readonly open: () => Promise<Database>;
  /** The platform's venue factory (the live venue is built by the same). */
  readonly build: (database: Database, flash: VenueDeps['flash']) => Promise<Venue>;
  readonly clock: Clock;
  readonly index: PriceIndex;
  readonly live: { readonly spot: SpotService; readonly perp: PerpService };
  readonly accounts: AccountService;
  readonly security: SecurityService;
  /** The real user a demo account belongs to: a demo flash exchange asks for their fund password. */
  readonly ownerOf: (demoUserId: number) => Promise<number>;
  readonly log: (error: unknown, message: string) => void;
  /** Called once the venue runs (the module starts its streams). */
  readonly onOpen?: (venue: DemoVenue) => void;
}

async function openVenue(deps: DemoVenueDeps) {
  const { clock, log } = deps;
  // Flash exchange against the mirrored books: each quote syncs the books it
  // reads, each order runs in its market's mirror turn, as a demo order does.
  // (The mirror is made below, once the books exist; flash runs only after.)
  const made: { mirror?: ReturnType<typeof createMirror> } = {};
  const turns = () => {
    if (!made.mirror) throw new AppError('SERVICE_UNAVAILABLE');
    return made.mirror;
  };
  const built = await deps.build(await deps.open(), (spot) => ({
    prepare: async (symbols) => {
      for (const symbol of symbols) await turns().sync('spot', symbol);
    },
    place: (userId, body) =>
      turns().within('spot', body.symbol, () => spot.place(userId, body, { settled: true })),
    verifyFundPassword: async (userId, password, context) =>
      deps.security.verifyFundPassword(await deps.ownerOf(userId), password, context),
  }));
  const { database, ledger, coins, spot, perp } = built;
  const { db } = database;
  // The venue lists what the live one lists, under the live settings (operators change both).
  for (const view of deps.live.spot.adminMarkets()) {
    if (!spot.view.market(view.symbol)) await spot.list(spotListingOf(view));
    await spot.reconfigure(spotSettingsOf(view));
  }
  const listed = new Set(perp.adminContracts().map((c) => c.symbol));
  for (const view of deps.live.perp.adminContracts()) {
    const series = seriesListingOf(view);
    if (!listed.has(view.symbol) && series) await perp.listSeries(series);
    await perp.reconfigure(contractSettingsOf(view));
  }
  const mirror = createMirror({
    live: deps.live,
    demo: { spot, perp },
    ledger,
    assets: (await coins.list()).map((coin) => coin.symbol),
    serviceAccount: (name) => deps.accounts.serviceAccount(name),
    indexPrice: (coin) => deps.index.price(coin)?.price ?? null,
    nowMs: () => clock.nowMs(),
    log,
  });
  await mirror.start();
  made.mirror = mirror;
  /** The contracts a demo account has open orders or a position in. */
  const contractsOf = (userId: number) => [
    ...new Set([
      ...perp.openOrders(userId).map((o) => o.symbol),
      ...perp.openPositions(userId).map((p) => p.symbol),
    ]),
  ];

  /** Grant number `round` of a demo account: once per round, whatever the retries. */
  const grant = (userId: number, round: number) =>
    ledger.post({
      idempotencyKey: `demo-grant:${userId}:${round}`,
      type: 'activity_reward',
      reference: `demo-grant:${userId}`,
      memo: 'demo trading virtual funds',
      lines: [
        {
          account: { system: 'custody:DEMO', asset: DEMO_GRANT.asset },
          part: 'available',
          amount: `-${DEMO_GRANT.amount}`,
        },
        {
          account: { userId, wallet: 'spot', asset: DEMO_GRANT.asset },
          part: 'available',
          amount: DEMO_GRANT.amount,
        },
      ],
    });

  return {
    ...built,
    mirror,
    grant,

    /**
     * Back to the grant: every order cancelled, every position closed at
     * market against the mirrored book, every balance returned to virtual
     * custody, then grant `round` paid. Errors: DEMO_RESET_INCOMPLETE when a
     * position could not be closed (the balances are left as they were).
     */
    async reset(userId: number, round: number): Promise<void> {
      await spot.cancelAll(userId);
      for (const symbol of contractsOf(userId)) await mirror.sync('perp', symbol);
      const all = { symbol: null, contractType: null };
      await perp.cancelAll(userId, all);
      await perp.closeAll(userId, all);
      // Cancels and closes are answered once journaled; their releases reach the balances with their projection.
      await Promise.all([spot.writtenFor(userId), perp.writtenFor(userId)]);
      if (perp.openPositions(userId).length > 0 || perp.openOrders(userId).length > 0)
        throw new AppError('DEMO_RESET_INCOMPLETE');
      const accounts = await ledger.userAccounts(userId);
      if (accounts.some((a) => isPositive(decimal(a.frozen)) || isPositive(decimal(a.locked))))
        throw new AppError('DEMO_RESET_INCOMPLETE');
      const lines = accounts
        .filter((a) => isPositive(decimal(a.available)))
        .flatMap((a) => [
          {
            account: { userId, wallet: a.wallet as 'spot', asset: a.asset },
            part: 'available' as const,
            amount: `-${a.available}`,
          },
          {
            account: { system: 'custody:DEMO', asset: a.asset },
            part: 'available' as const,
            amount: a.available,
          },
        ]);
      if (lines.length > 0)
        await ledger.post({
          idempotencyKey: `demo-reset:${userId}:${round}`,
          type: 'other',
          reference: `demo-reset:${userId}`,
          memo: 'demo account reset: virtual funds returned',
          lines,
        });
      await grant(userId, round);
    },

    /** Mark prices, risk and the mirror's pass (a job, every second). */
    async tick(): Promise<ReadonlySet<string>> {
      await mirror.pass();
      return new Set((await perp.tick()).keys());
    },

    funding: () => perp.funding(),
    /** The demo ledger's invariants, with the spot and contract ones, exactly as for the live ledger. */
    check: () => checkLedger(db, [() => checkSpot(db), () => checkPerp(db)]),
    close: () => database.close(),
  };
}

export type DemoVenue = Awaited<ReturnType<typeof openVenue>>;

/** The venue, opened once on first use. */
export function createDemoVenue(deps: DemoVenueDeps) {
  let opening: Promise<DemoVenue> | undefined;
  let venue: DemoVenue | undefined;
  return {
    start(): Promise<DemoVenue> {
      opening ??= openVenue(deps).then((opened) => {
        venue = opened;
        deps.onOpen?.(opened);
        return opened;
      });
      return opening;
    },
    /** The running venue; only demo accounts reach it, and they exist only once it runs. */
    get(): DemoVenue {
      if (!venue) throw new AppError('SERVICE_UNAVAILABLE');
      return venue;
    },
    running: (): DemoVenue | undefined => venue,
    /** The venue once it runs, waiting for it when it is opening; undefined when it was never started. */
    whenOpen: (): Promise<DemoVenue> | undefined => opening,
    async close(): Promise<void> {
      const started = opening;
      opening = undefined;
      venue = undefined;
      if (started) await (await started).close();
    },
  };
}

export type DemoVenues = ReturnType<typeof createDemoVenue>;
