/**
 * Timing helpers shared by the benchmarks: a throughput pass, a per-command
 * latency pass, the timer's own overhead, and the garbage collector's pauses.
 *
 * How latency is measured, and what it includes: the loop reads the clock
 * once before every command into a preallocated Float64Array, and command
 * k's latency is stamp[k + 1] - stamp[k]. So each figure is the command plus
 * one clock read plus the loop's bookkeeping. `timerOverhead` runs the same
 * loop around an empty step and reports that floor; it is printed next to
 * the figures and not subtracted, because subtracting a distribution from
 * another is not exact. The clock is `performance.now()`: on Node 20 it
 * reads the same monotonic clock as `process.hrtime.bigint()` but returns a
 * double with sub-nanosecond resolution at these magnitudes. Measured on
 * the 2-core benchmark machine: about 50 ns per read against about 63 ns
 * for `hrtime.bigint()` stored into a BigInt64Array, and 16 bytes of
 * garbage per read (a heap number) against about 56 (a BigInt).
 *
 * Throughput is measured separately, with no per-command clock at all: one
 * clock read before and after the whole measured run.
 */
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Something to benchmark: `step(i)` applies command i; `reset()` starts again from an empty book. */
export interface Subject {
  readonly name: string;
  reset(): void;
  step(index: number): void;
}

/**
 * Collects garbage now, if the process runs with --expose-gc (bench/run.ts
 * passes it), so a measured pass does not pay for the previous pass's garbage.
 *
 * Why the two minor collections after the full one: a full collection
 * leaves the young objects that survive it in the young generation, and the
 * first scavenges of the measured pass would then copy and promote them
 * (about 2 ms for 300,000 small objects on this machine). An object is
 * promoted at its second scavenge, so two empty the young generation here,
 * before the clock starts.
 */
export function collectGarbage(): void {
  const gc: unknown = Reflect.get(globalThis, 'gc');
  if (typeof gc !== 'function') return;
  gc();
  gc({ type: 'minor' });
  gc({ type: 'minor' });
}

/** The measured part of a pass, in performance.now() milliseconds, to pick out its GC pauses. */
export interface Window {
  readonly startMs: number;
  readonly endMs: number;
}

export interface Throughput extends Window {
  readonly perSecond: number;
}

/** Resets the subject, applies commands [0, warmup) untimed, then times [warmup, warmup + measured). */
export function throughput(subject: Subject, warmup: number, measured: number): Throughput {
  subject.reset();
  for (let i = 0; i < warmup; i += 1) subject.step(i);
  collectGarbage();
  const end = warmup + measured;
  const startMs = performance.now();
  for (let i = warmup; i < end; i += 1) subject.step(i);
  const endMs = performance.now();
  return { startMs, endMs, perSecond: (measured * 1_000) / (endMs - startMs) };
}

export interface Latencies extends Window {
  /** Nanoseconds per measured command, in command order. */
  readonly ns: Float64Array;
}

/** As `throughput`, but times every measured command (see the file comment). */
export function latencies(subject: Subject, warmup: number, measured: number): Latencies {
  // Allocated and written before the clock starts: a fresh large typed
  // array's pages are mapped lazily, and the first write to each would
  // otherwise fault inside the timed loop (a page per 512 stamps).
  const stamps = new Float64Array(measured + 1).fill(-1);
  subject.reset();
  for (let i = 0; i < warmup; i += 1) subject.step(i);
  collectGarbage();
  for (let k = 0; k < measured; k += 1) {
    stamps[k] = performance.now();
    subject.step(warmup + k);
  }
  stamps[measured] = performance.now();
  const ns = new Float64Array(measured);
  for (let k = 0; k < measured; k += 1) {
    ns[k] = ((stamps[k + 1] ?? 0) - (stamps[k] ?? 0)) * 1e6;
  }
  return { startMs: stamps[0] ?? 0, endMs: stamps[measured] ?? 0, ns };
}

/** The latency loop around a step that does nothing: the floor every latency figure includes. */
export function timerOverhead(samples: number): Float64Array {
  let sink = 0;
  const empty: Subject = {
    name: 'empty',
    reset: () => {},
    step: (index) => {
      sink += index;
    },
  };
  const result = latencies(empty, 0, samples);
  if (sink < 0) throw new Error('unreachable: keeps the empty step from being optimised away');
  return result.ns;
}

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  readonly max: number;
}

export function percentiles(values: Float64Array): Percentiles {
  const sorted = values.slice().sort();
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), p999: at(0.999), max: sorted[sorted.length - 1] ?? 0 };
}

export interface GcPauses {
  readonly count: number;
  readonly totalMs: number;
  readonly maxMs: number;
  /** Kind of the longest pause: minor (scavenge), major (mark-compact), incremental or weak callbacks. */
  readonly maxKind: string;
}

const GC_KINDS: Readonly<Record<number, string>> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};

/**
 * Runs `work` and reports the collector's main-thread pauses ('gc'
 * performance entries) that started inside the window it returns, so the
 * explicit collection before a measured pass is not counted. Why not
 * monitorEventLoopDelay: the measured loops are synchronous, so the event
 * loop sees one long delay for the whole run. Entries arrive
 * asynchronously, hence the short wait before reading them.
 */
export async function withGcPauses<T extends Window>(
  work: () => T,
): Promise<{ result: T; gc: GcPauses }> {
  const entries: { startMs: number; durationMs: number; kind: string }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // `detail.kind` is documented for 'gc' entries but missing from the Node 20 typings.
      const detail: unknown = Reflect.get(entry, 'detail');
      const kind =
        typeof detail === 'object' && detail !== null && 'kind' in detail ? detail.kind : undefined;
      entries.push({
        startMs: entry.startTime,
        durationMs: entry.duration,
        kind: (typeof kind === 'number' ? GC_KINDS[kind] : undefined) ?? 'other',
      });
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  const result = work();
  await sleep(50);
  observer.disconnect();
  let count = 0;
  let totalMs = 0;
  let maxMs = 0;
  let maxKind = 'none';
  for (const entry of entries) {
    if (entry.startMs < result.startMs || entry.startMs > result.endMs) continue;
    count += 1;
    totalMs += entry.durationMs;
    if (entry.durationMs > maxMs) {
      maxMs = entry.durationMs;
      maxKind = entry.kind;
    }
  }
  return { result, gc: { count, totalMs, maxMs, maxKind } };
}

/** Median of a few numbers (the throughput runs). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? high : ((sorted[middle - 1] ?? Number.NaN) + high) / 2;
}
