/**
 * One venue factory. A venue is a whole trading stack on one database:
 * ledger, coins, spot, contracts, wallet and flash exchange. The live venue
 * runs on the main database; the demo venue (`modules/demo/`) on its
 * sibling, built by the same call, so the two cannot drift apart.
 */
import type { Kysely } from 'kysely';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { AccountService, SecurityService } from './modules/account/index.js';
import type { Events } from './modules/events/index.js';
import { createCoinService, createCoinStore } from './modules/coin/index.js';
import { createFlashOverSpot } from './modules/flash/index.js';
import { createLedger, type FeeSink } from './modules/ledger/index.js';
import { createPerpFromPlatform, type MarginCallSink } from './modules/perp/index.js';
import type { PriceIndex } from './modules/price/index.js';
import { createSpotService, type SpotService } from './modules/spot/index.js';
import { createStatement, createWalletService } from './modules/wallet/index.js';
import type { OutflowCheck } from './module.js';

export interface VenueDeps {
  readonly database: Database;
  readonly clock: Clock;
  readonly index: PriceIndex;
  readonly accounts: AccountService;
  readonly security: SecurityService;
  readonly log: (error: unknown, message: string) => void;
  /**
   * How the venue's flash exchange places its orders and checks the fund
   * password; the live venue's defaults, the demo venue's run in its
   * mirror's turn and ask for the owner's fund password.
   */
  readonly flash: (
    spot: SpotService,
  ) => Omit<Parameters<typeof createFlashOverSpot>[0], 'db' | 'clock' | 'spot' | 'coins'>;
  /** Told in each matching batch's transaction what users paid in fees (the live venue only). */
  readonly fees?: FeeSink;
  /** Promotional credit's check on a transfer to another user, in its transaction (the live venue only). */
  readonly outflow?: OutflowCheck;
  /** Told when a contract position reaches the margin-call level (the live venue only). */
  readonly marginCall?: MarginCallSink;
}

/**
 * The live venue's trade facts: fees paid and volumes traded (referral
 * rebates, promotional credit's turnover) and orders filled (notifications),
 * recorded as domain events in the batch's own transaction. The demo
 * venue's earn nothing. Shared by the single process and the engine role.
 */
export function tradeFacts(events: Pick<Events, 'publish'>): FeeSink {
  return async (trx, key, fees, volumes, filled) => {
    await events.publish(trx, 'trade.fees_paid', key, { fees, volumes });
    if (filled.length > 0)
      await events.publish(trx, 'trade.orders_filled', `${key}:filled`, { orders: filled });
  };
}

/** Builds and starts a venue: its runners have recovered their books when this resolves. */
export async function createVenue(deps: VenueDeps) {
  const { database, clock, log, index } = deps;
  const { db, writer } = database;
  const ledger = createLedger(db, clock);
  const coins = createCoinService(createCoinStore(db));
  const fees = deps.fees ? { fees: deps.fees } : {};
  const spot = createSpotService({ db, writer, clock, coins, log, ...fees });
  await spot.start();
  const perp = createPerpFromPlatform({
    ...fees,
    ...(deps.marginCall ? { marginCall: deps.marginCall } : {}),
    db,
    writer,
    clock,
    coins,
    index,
    ledger,
    log,
  });
  await perp.start();
  const wallet = createWalletService({
    ledger,
    coins,
    accounts: deps.accounts,
    security: deps.security,
    prices: index.walletPrices(),
    statement: createStatement(db),
    db: db as unknown as Kysely<unknown>,
    ...(deps.outflow ? { outflow: deps.outflow } : {}),
    reserved: (userId, from, asset) =>
      from === 'contract' || from === 'delivery' ? perp.crossReserve(userId, from, asset) : '0',
  });
  const flash = createFlashOverSpot({ db, clock, spot, coins, ...deps.flash(spot) });
  return { database, ledger, coins, spot, perp, wallet, flash };
}

export type Venue = Awaited<ReturnType<typeof createVenue>>;
