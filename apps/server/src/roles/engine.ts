/**
 * The engine role (issue 27): a process that owns spot markets and serves
 * their commands over the bus, with no HTTP API of its own.
 *
 * It takes every market whose lease is free (`lib/market-lease.ts`), keeps
 * its leases every third of their time to live, and takes over the markets
 * of an owner that stopped renewing; each owned market's runner writes
 * through a fenced connection. Commands arrive on `spot.cmd.<symbol>`
 * (`spot.bus.ts`); written batches go to the market log (`spot.feed.ts`).
 * Trade facts (fees, fills) go to the outbox in the batch's transaction as
 * in the single process; the `jobs` or `all` processes consume them.
 *
 * Only spot markets are on the bus so far; contracts still run in the
 * single process.
 */
import { createServer, type Server } from 'node:http';
import { connect } from '@nats-io/transport-node';
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { createMarketLeases } from '../lib/market-lease.js';
import { MarketLog } from '../lib/market-log.js';
import { createCoinService, createCoinStore } from '../modules/coin/index.js';
import { createEvents } from '../modules/events/index.js';
import { createSpotService, publishSpotBatches, serveSpotCommands } from '../modules/spot/index.js';
import { tradeFacts } from '../venue.js';

export interface EngineOptions {
  readonly databaseUrl: string;
  readonly natsUrl: string;
  /** This process's name in the leases: unique per process. */
  readonly owner: string;
  readonly leaseTtlMs: number;
  /** Copies of each market-log message (3 in a production cluster). */
  readonly replicas: number;
  /** Where /health and /ready answer; none without. */
  readonly healthPort?: number;
  readonly log: (error: unknown, message: string) => void;
}

export async function startEngine(options: EngineOptions) {
  const { log } = options;
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  await migrateToLatest(database.db);
  const db = database.db as unknown as Kysely<unknown>;
  const events = createEvents({ db, clock: systemClock, log });
  const spot = createSpotService({
    db: database.db,
    writer: database.writer,
    clock: systemClock,
    coins: createCoinService(createCoinStore(database.db)),
    log,
    fees: tradeFacts(events),
    ownership: {
      leases: createMarketLeases(db),
      owner: options.owner,
      ttlMs: options.leaseTtlMs,
    },
  });
  await spot.start();
  const nc = await connect({ servers: options.natsUrl, name: options.owner });
  const marketLog = await MarketLog.open(nc, { replicas: options.replicas, maxAgeMs: 86_400_000 });
  const feed = publishSpotBatches(spot, marketLog, log);
  const served = serveSpotCommands(nc, spot, log);

  let keeping = Promise.resolve();
  const keep = () => {
    keeping = keeping
      .then(async () => {
        await spot.keepLeases();
        served.sync();
      })
      .catch((error: unknown) => log(error, `engine ${options.owner}: keeping leases failed`));
  };
  const timer = setInterval(keep, Math.max(50, Math.floor(options.leaseTtlMs / 3)));

  let health: Server | undefined;
  if (options.healthPort !== undefined) {
    health = createServer((req, res) => {
      // Alive while the process runs; ready once it takes commands (bus connected).
      const ready = !nc.isClosed();
      const status = req.url === '/ready' && !ready ? 503 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ role: 'engine', owner: options.owner, owned: spot.owned(), ready }));
    });
    const server = health;
    await new Promise<void>((resolve) => server.listen(options.healthPort, '127.0.0.1', resolve));
  }

  return {
    spot,
    /** A clean stop: stops taking commands, writes what was answered, hands the markets over. */
    async close(): Promise<void> {
      clearInterval(timer);
      await keeping;
      await served.close();
      await spot.releaseLeases();
      await feed.idle();
      feed.stop();
      await nc.drain();
      if (health) await new Promise((resolve) => health?.close(resolve));
      await database.close();
    },
  };
}
