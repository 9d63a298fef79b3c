/**
 * The real application in the benchmark's own process, for the service
 * benchmarks (`api`, `ws`): `buildApp` as the server builds it, on a fresh
 * PostgreSQL schema (migrated, dropped by `close()`), listening on a free
 * loopback port. Background jobs stay off, as in the tests; a benchmark
 * schedules the ticks it needs (the market data tick) itself.
 *
 * Limits raised for a benchmark, each through an existing option and only
 * because every request comes from 127.0.0.1: the per-address request limit
 * (`rateLimitPerMin`) and the bot API's request weight per address
 * (`createBotApiModule`'s `perMinute`, in place of the listed bot API module).
 *
 * Also here: the database URL as durable.bench resolves it, a reachability
 * check, funding users through the ledger, and CPU figures (this process,
 * the whole machine from /proc/stat).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase, type Database } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { MODULES } from '../apps/server/src/modules.js';
import { createBotApiModule } from '../apps/server/src/modules/botapi/index.js';
import { admin, DATABASE_URL } from './common.js';
import { Profiler } from './statements.js';

export {
  count,
  DATABASE_URL,
  env,
  fund,
  percentile,
  SAFE_URL,
  seeded,
  unreachable,
} from './common.js';

export interface AppServer {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** Every statement the app ran, counted and timed (durable.bench's profiler). */
  readonly statements: Profiler;
  readonly schema: string;
  /** http://127.0.0.1:<port> */
  readonly base: string;
  readonly port: number;
  /** The app's request-sign secret (a web client learns it from /uc/public/config). */
  readonly signSecret: string;
  /** Closes the app and the database and drops the schema. */
  close(): Promise<void>;
}

/**
 * Builds and starts the app on a fresh schema `bench_<name>_<hex>`.
 * `configure` runs after `buildApp` and before the app is ready (hooks,
 * scheduled ticks).
 */
export async function startAppServer(
  name: string,
  configure?: (app: FastifyInstance) => void,
): Promise<AppServer> {
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  await admin(`create schema ${schema}`);
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close().catch((error: unknown) => console.error('app close', error));
    await database?.close().catch((error: unknown) => console.error('database close', error));
    await admin(`drop schema ${schema} cascade`);
  };
  try {
    database = await openDatabase({ databaseUrl: DATABASE_URL, searchPath: schema });
    await migrateToLatest(database.db);
    const signSecret = randomBytes(16).toString('hex');
    const statements = new Profiler('spot_order_id_seq');
    app = await buildApp({
      // The same pools, seen through the counter.
      database: {
        ...database,
        db: database.db.withPlugin(statements),
        writer: database.writer.withPlugin(statements),
      },
      clock: systemClock,
      signSecret,
      signWindowS: 300,
      messenger: { send: async () => undefined },
      captchaEnabled: false,
      secretsKey: randomBytes(32),
      // Every benchmark client comes from 127.0.0.1: the per-address limits would refuse them.
      rateLimitPerMin: 100_000_000,
      modules: MODULES.map((module) =>
        module.name === 'botapi'
          ? createBotApiModule({ perMinute: 100_000_000, refusalsBeforeBan: 20 })
          : module,
      ),
    });
    configure?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return {
      app,
      database,
      statements,
      schema,
      base: `http://127.0.0.1:${port}`,
      port,
      signSecret,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Busy and total jiffies of all cores, from /proc/stat (zeros where there is none). */
function machineTicks(): { busy: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0] ?? '';
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((sum, value) => sum + value, 0);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return { busy: 0, total: 0 };
  }
}

/**
 * CPU use from now on: this process in shares of one core, the machine in
 * shares of all its cores (whatever else runs on it included), and the
 * one-minute load average at the end.
 */
export function cpuMeter(): () => {
  process: number;
  machine: number;
  seconds: number;
  load: number;
} {
  const started = performance.now();
  const own = process.cpuUsage();
  const machine = machineTicks();
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(own);
    const now = machineTicks();
    const total = now.total - machine.total;
    return {
      seconds,
      process: (used.user + used.system) / 1e6 / seconds,
      machine: total > 0 ? (now.busy - machine.busy) / total : Number.NaN,
      load: loadavg()[0] ?? Number.NaN,
    };
  };
}

export const ms = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)} ms` : String(value);
export const pct = (share: number): string => `${Math.round(share * 100)} %`;
