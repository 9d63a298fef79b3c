/**
 * Matching in memory, one book, one core (DESIGN.md section 7): the
 * fixed-seed mix from packages/engine/src/workload.ts run through our
 * OrderBook and, by the same harness, through nodejs-order-book for a ratio.
 *
 * Each book first applies the first WARMUP commands untimed, which fills the
 * book to its steady ~5,000 resting orders and lets the JIT settle; only the
 * commands after that are measured. Throughput is the median of several
 * untimed-per-command runs; latencies and the longest pause come from one
 * more run timed per command (see harness.ts for the method and its floor).
 * Targets are printed beside the figures, never asserted: the figures depend
 * on the machine and on whatever else it is doing.
 */
import { makeWorkload } from '@exchange/engine';
import type { Command } from '@exchange/engine';
import { cpus, loadavg } from 'node:os';
import {
  collectGarbage,
  latencies,
  median,
  percentiles,
  throughput,
  timerOverhead,
  withGcPauses,
} from './harness.js';
import type { GcPauses, Percentiles } from './harness.js';
import { nodejsOrderBook, ours } from './subjects.js';
import type { CheckedSubject, Resting } from './subjects.js';

const SEED = 42;
const RESTING_TARGET = 5_000;
const WARMUP = 100_000;
/**
 * Every command is generated up front and stays on the heap, which is a
 * benchmark artifact: each scavenge walks the old generation's pages, so a
 * bigger list lengthens every GC pause (about 0.25 ms per million commands
 * here). Two million keeps that modest while still spanning many scavenges.
 */
const OURS_MEASURED = 2_000_000;
/** nodejs-order-book manages some tens of thousands of commands/s here, so it gets fewer: the same first ones. */
const NPM_MEASURED = 200_000;
const OURS_RUNS = 5;
const NPM_RUNS = 3;

const TARGET_PER_SECOND = 5_000_000;
const TARGET_P99_NS = 2_000;
const TARGET_PAUSE_MS = 1;

interface Row {
  readonly name: string;
  readonly commands: number;
  readonly perSecond: readonly number[];
  readonly latency: Percentiles;
  readonly gc: GcPauses;
}

/** Throughput runs, then one latency run; the collector is watched throughout. */
async function measure(subject: CheckedSubject, measured: number, runs: number): Promise<Row> {
  const perSecond: number[] = [];
  let worstGc: GcPauses = { count: 0, totalMs: 0, maxMs: 0, maxKind: 'none' };
  const keepWorst = (gc: GcPauses): void => {
    if (gc.maxMs >= worstGc.maxMs) worstGc = gc;
  };
  for (let run = 0; run < runs; run += 1) {
    const { result, gc } = await withGcPauses(() => throughput(subject, WARMUP, measured));
    perSecond.push(result.perSecond);
    keepWorst(gc);
  }
  const { result, gc } = await withGcPauses(() => latencies(subject, WARMUP, measured));
  keepWorst(gc);
  return {
    name: subject.name,
    commands: measured,
    perSecond,
    latency: percentiles(result.ns),
    gc: worstGc,
  };
}

function mixOf(commands: readonly Command[]): string {
  let limits = 0;
  let cancels = 0;
  for (const command of commands) {
    if (command.kind === 'cancel') cancels += 1;
    else if (command.type === 'limit') limits += 1;
  }
  const share = (n: number): string => `${Math.round((100 * n) / commands.length)} %`;
  const markets = commands.length - limits - cancels;
  return `${share(limits)} limit / ${share(cancels)} cancel / ${share(markets)} market`;
}

const count = (n: number): string => n.toLocaleString('en-US');
const rate = (perSecond: number): string => `${(perSecond / 1e6).toFixed(2)} M/s`;

function duration(ns: number): string {
  if (ns < 1_000) return `${Math.round(ns)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toFixed(1)} us`;
  return `${(ns / 1_000_000).toFixed(2)} ms`;
}

const WIDTHS = [20, 11, 24, 8, 8, 8, 9, 19] as const;

function line(cells: readonly string[]): string {
  // The name column is already padded at the end; every other column is right-aligned.
  return cells.map((cell, i) => cell.padStart(WIDTHS[i] ?? 0)).join(' ');
}

function rowCells(row: Row): string[] {
  const sorted = [...row.perSecond].sort((a, b) => a - b);
  const range = `${((sorted[0] ?? 0) / 1e6).toFixed(2)}-${((sorted[sorted.length - 1] ?? 0) / 1e6).toFixed(2)}`;
  return [
    row.name.padEnd(WIDTHS[0]),
    count(row.commands),
    `${rate(median(row.perSecond))} (${range})`,
    duration(row.latency.p50),
    duration(row.latency.p99),
    duration(row.latency.p999),
    duration(row.latency.max),
    `${duration(row.gc.maxMs * 1e6)} ${row.gc.maxKind}`,
  ];
}

const met = (ok: boolean): string => (ok ? 'met' : 'NOT met');

function restingText(resting: Resting): string {
  return `${count(resting.orders)} orders, ${count(resting.lots)} lots`;
}

/** Ours over the full measured length. The big command list is dropped when this returns. */
async function measureOurs(): Promise<Row> {
  const total = WARMUP + OURS_MEASURED;
  const started = performance.now();
  const commands = makeWorkload({ seed: SEED, count: total, restingTarget: RESTING_TARGET });
  const generatedS = (performance.now() - started) / 1_000;
  console.log(
    `workload: seed ${SEED}, ${count(total)} commands (${mixOf(commands)}), ~${count(RESTING_TARGET)} resting; generated in ${generatedS.toFixed(1)} s`,
  );
  return measure(ours(commands), OURS_MEASURED, OURS_RUNS);
}

interface Comparison {
  readonly npm: Row;
  readonly oursPerSecond: readonly number[];
  readonly oursResting: Resting;
  readonly npmResting: Resting;
}

/**
 * Both books over the same shorter list (the generator is sequential, so it
 * is the prefix of the full one). Run with only this list on the heap: the
 * npm book promotes much garbage, and each major collection would otherwise
 * also have to mark millions of our command objects.
 */
async function compare(): Promise<Comparison> {
  collectGarbage();
  const commands = makeWorkload({
    seed: SEED,
    count: WARMUP + NPM_MEASURED,
    restingTarget: RESTING_TARGET,
  });
  const oursSubject = ours(commands);
  const oursPerSecond: number[] = [];
  for (let run = 0; run < OURS_RUNS; run += 1) {
    oursPerSecond.push(throughput(oursSubject, WARMUP, NPM_MEASURED).perSecond);
  }
  const oursResting = oursSubject.resting();
  const npmSubject = nodejsOrderBook(commands);
  const npm = await measure(npmSubject, NPM_MEASURED, NPM_RUNS);
  return { npm, oursPerSecond, oursResting, npmResting: npmSubject.resting() };
}

const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

export async function run(): Promise<void> {
  console.log(
    `machine: ${cpus().length} cores, load average ${load()} (other work on the machine skews every figure)`,
  );
  console.log(
    `each book: first ${count(WARMUP)} commands untimed (fill + JIT warm-up), then measured`,
  );
  const floor = percentiles(timerOverhead(1_000_000));
  const oursRow = await measureOurs();
  const { npm: npmRow, oursPerSecond, oursResting, npmResting } = await compare();

  const header = [
    '',
    'commands',
    'commands/s median (range)',
    'p50',
    'p99',
    'p99.9',
    'max cmd',
    'longest GC pause',
  ];
  console.log();
  console.log(line(header));
  console.log(line(rowCells(oursRow)));
  console.log(line(rowCells(npmRow)));
  console.log(
    line([
      'target'.padEnd(WIDTHS[0]),
      '',
      `>= ${rate(TARGET_PER_SECOND)}`,
      '',
      `<= ${duration(TARGET_P99_NS)}`,
      '',
      `<= ${TARGET_PAUSE_MS} ms`,
      `<= ${TARGET_PAUSE_MS} ms`,
    ]),
  );
  console.log();
  const oursMedian = median(oursRow.perSecond);
  const pauseMs = Math.max(oursRow.latency.max / 1e6, oursRow.gc.maxMs);
  console.log(
    `targets (ours): throughput ${met(oursMedian >= TARGET_PER_SECOND)}, p99 ${met(oursRow.latency.p99 <= TARGET_P99_NS)}, pause ${met(pauseMs <= TARGET_PAUSE_MS)}`,
  );
  const npmMedian = median(npmRow.perSecond);
  const shortMedian = median(oursPerSecond);
  console.log(
    `ratio ours / nodejs-order-book: ${(shortMedian / npmMedian).toFixed(0)}x on the same ${count(NPM_MEASURED)} commands (ours ${rate(shortMedian)} there), ${(oursMedian / npmMedian).toFixed(0)}x against ours over ${count(OURS_MEASURED)}`,
  );
  console.log(
    `latency floor (empty step, included in every latency figure): p50 ${duration(floor.p50)}, p99 ${duration(floor.p99)}`,
  );
  console.log(
    `same work check after ${count(WARMUP + NPM_MEASURED)} commands: ours ${restingText(oursResting)}; nodejs-order-book ${restingText(npmResting)}`,
  );
  console.log(
    `GC in the run with the longest pause: ours ${oursRow.gc.count} pauses, ${oursRow.gc.totalMs.toFixed(1)} ms in all; nodejs-order-book ${npmRow.gc.count} pauses, ${npmRow.gc.totalMs.toFixed(1)} ms`,
  );
  console.log(`load average at the end: ${load()}`);
}
