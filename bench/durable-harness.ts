/**
 * What the durable benchmarks share (`durable.bench.ts` for spot,
 * `durable-perp.bench.ts` for perpetual contracts): a fresh schema on a
 * PostgreSQL server (dropped afterwards), migrated; the benchmark's own
 * set-up (funding, its service, how one operation is placed or cancelled)
 * through `DurableBench.setup`; then the passes and their report:
 *
 *  - warm-up: 2,000 operations, not reported;
 *  - saturation: a closed loop of DURABLE_CLIENTS callers (default 2,000)
 *    until DURABLE_ORDERS placements (default 50,000) are answered: the most
 *    orders per second the path sustains, and the commit-wait at that load;
 *  - the write limit (`write-limit.ts`): the rows the saturation pass wrote,
 *    by table, replayed by bare COPY, and our rate as a share of it;
 *  - paced: an open loop at DURABLE_RATE operations per second (default
 *    15,000) for DURABLE_PACED_S seconds (default 3): the commit-wait at
 *    the target rate. When the saturation pass stayed below that rate, the
 *    open loop runs at 80 % of the rate it reached instead (offering more
 *    than the capacity only measures a growing queue);
 *  - the benchmark's invariant checks, printed.
 *
 * Batch sizes and per-statement times come from a Kysely plugin on the
 * database handles given to the set-up (`statements.ts`; no change to the
 * code measured): every batch starts with one `nextval` on the runner's
 * order id sequence, `DurableBench.batchSequence` (batches of cancels alone
 * are not counted). The statement times include waiting for a pooled
 * connection: as in the server, the request side's reads share a pool of 10
 * and the runners' transactions have their own 4 (`Database.writer`).
 * Figures are printed, not asserted. Environment: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local test database; DURABLE_USERS (1,000),
 * DURABLE_SEED (42); DURABLE_CLIENT_ORDER_IDS=0 places without client order
 * ids (no look-up per placement).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { openDatabase, type Database } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { createEvents } from '../apps/server/src/modules/events/index.js';
import type { FeeSink, Violation } from '../apps/server/src/modules/ledger/index.js';
import { admin, count, DATABASE_URL, env, percentile, SAFE_URL, unreachable } from './common.js';
import { Profiler } from './statements.js';

export { count, env, fund, seeded } from './common.js';
import { measureWriteLimit, type TableWrites, type WriteLimit } from './write-limit.js';

export const USERS = env('DURABLE_USERS', 1000);
const ORDERS = env('DURABLE_ORDERS', 50_000);
const CLIENTS = env('DURABLE_CLIENTS', 2000);
const RATE = env('DURABLE_RATE', 15_000);
const PACED_S = env('DURABLE_PACED_S', 3);
const SEED = env('DURABLE_SEED', 42);
/** With client order ids (as API clients send them) each placement first looks its id up. */
export const CLIENT_ORDER_IDS = process.env.DURABLE_CLIENT_ORDER_IDS !== '0';

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** As the live venue has it: each batch's fees and filled orders recorded as domain events. */
export function venueFees(db: Database['db']): FeeSink {
  const events = createEvents({ db, clock: systemClock, log: () => undefined });
  return async (trx, key, paid, volumes, filled) => {
    await events.publish(trx, 'trade.fees_paid', key, { fees: paid, volumes });
    if (filled.length > 0)
      await events.publish(trx, 'trade.orders_filled', `${key}:filled`, { orders: filled });
  };
}

/** What a pass counts besides commit-waits: cancels sent and placements refused. */
export interface PassStats {
  cancels: number;
  refused: number;
}

/** One benchmark's service, set up and started on the fresh schema. */
export interface DurableSubject<Op> {
  /** The workload in words, printed after the set-up line. */
  readonly description: string;
  /** `count` operations drawn from `seed`. */
  workload(count: number, seed: number): Op[];
  /** Runs one operation: its commit-wait (ms) for a placement, null for a cancel. */
  execute(op: Op, stats: PassStats): Promise<number | null>;
  /** Trades committed so far. */
  tradeCount(): Promise<number>;
  /**
   * Resolves once everything answered is written, for a service that
   * answers before its last commit (spot: after the journal). A pass ends
   * only then, so its rate counts whole orders.
   */
  settled?(): Promise<void>;
  /** The lags (ms) from an answer to its batch's last commit since the last call. */
  takeLags?(): number[];
  /** Lines printed after the passes, before the checks (none to print nothing). */
  summary?(): Promise<readonly string[]>;
  /** The invariant checks run after the passes, by name ("ledger", ...). */
  checks(): Promise<readonly { name: string; violations: readonly Violation[] }[]>;
}

export interface DurableBench<Op> {
  /** The module's name, for the skip message; `bench_<name>_` prefixes the schema. */
  readonly name: string;
  /** The sequence each placing batch takes its order ids from with one `nextval`. */
  readonly batchSequence: string;
  /** Funds the users, builds and starts the service on the profiled handles. */
  setup(handles: {
    readonly database: Database;
    readonly db: Database['db'];
    readonly writer: Database['writer'];
  }): Promise<DurableSubject<Op>>;
}

interface PassResult {
  readonly name: string;
  readonly orders: number;
  readonly cancels: number;
  readonly refused: number;
  readonly seconds: number;
  readonly trades: number;
  readonly waits: number[];
  /** Answer to last commit per batch, when the service answers before it. */
  readonly lags: number[];
  readonly batches: number;
  readonly cpu: number;
  readonly statements: Map<string, { n: number; ms: number }>;
  readonly writes: TableWrites[];
}

export async function runDurable<Op>(bench: DurableBench<Op>): Promise<void> {
  const safeUrl = SAFE_URL;
  const why = await unreachable();
  if (why) {
    console.log(`${bench.name}: skipped, no PostgreSQL at ${safeUrl} (${why})`);
    return;
  }
  const schema = `bench_${bench.name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  await admin(`create schema ${schema}`);
  const database = await openDatabase({
    databaseUrl: DATABASE_URL,
    searchPath: schema,
    // The server's default pools: 10 connections for the request side's
    // reads, 4 reserved for the runners' transactions, as in the server.
  });
  try {
    await migrateToLatest(database.db);
    const profiler = new Profiler(bench.batchSequence);
    const subject = await bench.setup({
      database,
      db: database.db.withPlugin(profiler),
      writer: database.writer.withPlugin(profiler),
    });
    console.log(
      `PostgreSQL ${safeUrl}, schema ${schema}; ${count(USERS)} funded users; seed ${SEED}; ` +
        subject.description,
    );

    async function pass(
      name: string,
      drive: (runOne: (op: Op) => Promise<void>) => Promise<void>,
    ): Promise<PassResult> {
      const waits: number[] = [];
      const stats: PassStats = { cancels: 0, refused: 0 };
      const tradesBefore = await subject.tradeCount();
      profiler.reset();
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      subject.takeLags?.();
      await drive(async (op) => {
        const wait = await subject.execute(op, stats);
        if (wait !== null) waits.push(wait);
      });
      await subject.settled?.();
      const seconds = (performance.now() - started) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const trades = (await subject.tradeCount()) - tradesBefore;
      return {
        name,
        orders: waits.length,
        cancels: stats.cancels,
        refused: stats.refused,
        seconds,
        trades,
        waits: waits.sort((a, b) => a - b),
        lags: (subject.takeLags?.() ?? []).sort((a, b) => a - b),
        batches: profiler.batches,
        cpu: (cpu.user + cpu.system) / 1e6 / seconds,
        statements: profiler.stats,
        writes: profiler.writes(),
      };
    }

    const warm = subject.workload(2000, SEED + 1);
    await pass('warm-up', async (runOne) => {
      await Promise.all(warm.map(runOne));
    });

    const saturationOps = subject.workload(Math.round(ORDERS / 0.9), SEED);
    const saturation = await pass('saturation', async (runOne) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < saturationOps.length) {
            const op = saturationOps[next] as Op;
            next += 1;
            await runOne(op);
          }
        }),
      );
    });
    report(saturation, `closed loop, ${count(CLIENTS)} callers`);
    const limit = await measureWriteLimit(
      DATABASE_URL,
      schema,
      saturation.writes,
      saturation.orders,
      saturation.orders / Math.max(1, saturation.batches),
    );
    reportLimit(saturation, limit);

    // At the target rate if the saturation pass reached it; otherwise at 80 % of what
    // it reached, since offering more than the capacity only measures a growing queue.
    const capacity = saturation.orders / saturation.seconds;
    const rate = capacity >= RATE ? RATE : Math.max(1, Math.floor(capacity * 0.8));
    const pacedOps = subject.workload(Math.round(rate * PACED_S), SEED + 2);
    const paced = await pass('paced', async (runOne) => {
      const inFlight: Promise<void>[] = [];
      const started = performance.now();
      let sent = 0;
      while (sent < pacedOps.length) {
        const due = Math.min(
          pacedOps.length,
          Math.floor(((performance.now() - started) / 1000) * rate),
        );
        for (; sent < due; sent += 1) inFlight.push(runOne(pacedOps[sent] as Op));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      await Promise.all(inFlight);
    });
    report(
      paced,
      rate === RATE
        ? `open loop at the target, ${count(RATE)} operations/s offered`
        : `open loop at ${count(rate)} operations/s offered: 80 % of the capacity measured ` +
            `above, as the target ${count(RATE)}/s is beyond it`,
    );

    for (const line of (await subject.summary?.()) ?? []) console.log(line);
    for (const { name, violations } of await subject.checks())
      console.log(
        violations.length === 0
          ? `${name} check: ok (no violations)`
          : `${name} check: ${violations.length} violations, first: ${JSON.stringify(violations.slice(0, 3))}`,
      );
  } finally {
    await database.close();
    await admin(`drop schema ${schema} cascade`);
  }
}

function report(result: PassResult, how: string): void {
  const { waits, seconds } = result;
  const batches = Math.max(1, result.batches);
  let statements = 0;
  let statementMs = 0;
  for (const stat of result.statements.values()) {
    statements += stat.n;
    statementMs += stat.ms;
  }
  console.log(`\n${result.name} (${how}):`);
  console.log(
    `  ${count(result.orders)} placements + ${count(result.cancels)} cancels in ${seconds.toFixed(2)} s: ` +
      `${count(result.orders / seconds)} orders/s, ${count(result.trades / seconds)} fills/s ` +
      `(${count(result.trades)} trades), ${count(result.refused)} refused`,
  );
  console.log(
    `  commit-wait p50 ${ms(percentile(waits, 50))}, p99 ${ms(percentile(waits, 99))}, ` +
      `p99.9 ${ms(percentile(waits, 99.9))}, max ${ms(waits.at(-1) ?? Number.NaN)}`,
  );
  const { lags } = result;
  if (lags.length > 0)
    console.log(
      `  answered after the journal commit; each batch's postings, trades and orders written ` +
        `p50 ${ms(percentile(lags, 50))}, p99 ${ms(percentile(lags, 99))}, max ${ms(lags.at(-1) ?? Number.NaN)} ` +
        `after its answer (the projection lag)`,
    );
  console.log(
    `  ${count(result.batches)} batches, ${(result.orders / batches).toFixed(1)} placements per batch, ` +
      `${((seconds * 1000) / batches).toFixed(1)} ms per batch; ${(statements / batches).toFixed(1)} statements per batch; ` +
      `node CPU ${(result.cpu * 100).toFixed(0)} % of one core`,
  );
  console.log('  statements by time (count, total, mean):');
  for (const [label, stat] of [...result.statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14))
    console.log(
      `    ${String(stat.n).padStart(7)} ${ms(stat.ms).padStart(11)} ${ms(stat.ms / stat.n).padStart(9)}  ${label}`,
    );
  console.log(
    `    statements ${ms(statementMs)} in all (calls overlap outside the runner's transactions)`,
  );
}

function reportLimit(result: PassResult, limit: WriteLimit): void {
  const perOrder = (n: number) => (n / Math.max(1, result.orders)).toFixed(2);
  console.log("\nrows written per order (inserted + updated, from the driver's row counts):");
  for (const w of [...result.writes].sort(
    (a, b) => b.inserted + b.updated - a.inserted - a.updated,
  ))
    console.log(
      `    ${perOrder(w.inserted + w.updated).padStart(7)}  ${w.table} (${perOrder(w.inserted)} inserted, ${perOrder(w.updated)} updated)`,
    );
  const ours = result.orders / result.seconds;
  console.log(
    `the limit: bare COPY of those rows (${limit.rowsPerOrder.toFixed(1)} per order) in ${count(limit.commits)} ` +
      `group commits on 2 connections: ${count(limit.rowsPerSecond)} rows/s, ` +
      `${count(limit.ordersPerSecond)} orders/s; ours is ${((100 * ours) / limit.ordersPerSecond).toFixed(1)} % of it ` +
      `(aim: at least half)`,
  );
}
