/**
 * What the spot and contract runners (`spot.runner.ts`, `perp.runner.ts`)
 * share: the queue of commands, and the pipeline behind it. A batch is
 * journaled and answered by its runner; its effects wait here, in order,
 * until transaction B writes them. One B at a time carries every batch
 * waiting; a failed B leaves the journal as it was and the runner rebuilds
 * (`start`), which replays the journal and writes it, until that works, or
 * until its lease on the market is found lost (`market-lease.ts`).
 *
 * The subclass brings the loop (`drain`: when to journal, when to wait for
 * B), the write itself, what follows a written batch, and `start`.
 */
import { performance } from 'node:perf_hooks';
import { AppError } from '../http/app-error.js';
import { LeaseLostError } from './market-lease.js';

/** A batch answered and waiting for B. */
export interface Unwritten {
  /** Null for orders frozen before the journal (replayed at start-up). */
  readonly journalId: number | null;
  /** `performance.now()` when the batch's callers were answered (for the lag). */
  readonly answeredAt: number;
}

/** A queued command: answered once, with a value or an error. */
export interface Answerable {
  reject(error: unknown): void;
}

/** A placement that may wait for its user's pending effects before it is refused as short of funds. */
export interface Retryable extends Answerable {
  readonly userId: number;
  retries: number;
}

export interface PipelineDeps {
  readonly log: (error: unknown, message: string) => void;
  /** Told after each B how long its batches waited since they were answered (ms), for the benchmarks. */
  readonly projected?: (lagsMs: readonly number[]) => void;
  /**
   * Whether any runner of the service still has to write effects for this
   * user: resolves once it has; null when nothing is pending.
   */
  readonly unsettled?: (userId: number) => Promise<void> | null;
}

/** How often one placement may wait for its user's pending effects before it is refused. */
const MAX_SHORT_RETRIES = 3;

export abstract class JournalPipeline<P extends Unwritten, J extends Answerable> {
  protected queue: J[] = [];
  protected draining = false;
  /** Set while the drain loop waits for B with nothing queued: a new command wakes it. */
  private wake: (() => void) | null = null;
  /** Batches answered, waiting for B, in order. */
  protected unprojected: P[] = [];
  /** The B in flight; resolves false when it failed. */
  protected projecting: Promise<boolean> | null = null;
  /** Callers waiting until a journal row is written. */
  private waiters: { journalId: number; resolve: () => void }[] = [];
  /** Set while a rebuild keeps failing: commands are refused with MARKET_BUSY meanwhile. */
  protected halted = false;
  /** Resolved when nothing answered is left unwritten (`settled`). */
  private idle: { promise: Promise<void>; resolve: () => void } | null = null;

  /**
   * @param label names the runner in logs (`spot BTC/USDT`)
   * @param unit what halts while a rebuild fails (`market`, `contract`)
   */
  constructor(
    private readonly pipelineDeps: PipelineDeps,
    private readonly unit: string,
  ) {}

  /** Names the runner in logs. */
  protected abstract get label(): string;
  /** Rebuilds the runner's memory from the database, replaying and writing the journal left. */
  abstract start(): Promise<void>;
  /** The loop that takes commands from the queue. */
  protected abstract drain(): Promise<void>;
  /** Transaction B over `batches`, in order. */
  protected abstract write(batches: readonly P[]): Promise<void>;
  /** After B: the memory learns the batch is written, and its events go out. */
  protected abstract afterWrite(batch: P): void;

  /** Resolves once every batch answered so far is written (tests, benchmarks, shutdown). */
  settled(): Promise<void> {
    if (!this.draining && this.unprojected.length === 0 && !this.projecting)
      return Promise.resolve();
    if (!this.idle) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      this.idle = { promise, resolve };
    }
    return this.idle.promise;
  }

  /** Resolves once what is answered now is written: not when the runner goes quiet (it may never). */
  protected answeredWritten(): Promise<void> {
    const last = this.unprojected.findLast((b) => b.journalId !== null)?.journalId ?? null;
    if (last !== null) return this.afterJournal(last);
    // Nothing journaled waits, yet the caller's effects are pending: a batch
    // still inside its transaction A (a contract matches there), or one
    // replayed without a journal row. The next write carries them, or the
    // runner goes idle; waiting for idle alone could last as long as the load.
    return Promise.race([this.afterJournal(0), this.settled()]);
  }

  /** Resolves once journal row `journalId` is written. */
  protected afterJournal(journalId: number): Promise<void> {
    return new Promise((resolve) => this.waiters.push({ journalId, resolve }));
  }

  /** Everything journaled is written (a rebuild's replay): whoever waited is answered. */
  protected releaseWaiters(): void {
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
  }

  protected push(job: J): void {
    this.queue.push(job);
    if (this.draining) this.wake?.();
    else {
      // Started after the current turn: commands sent together (a cancel-all, a
      // client's burst) make one batch, wherever the runner stood.
      this.draining = true;
      queueMicrotask(() => void this.runDrain());
    }
  }

  private async runDrain(): Promise<void> {
    let failed = false;
    try {
      await this.drain();
    } catch (error) {
      failed = true;
      this.pipelineDeps.log(error, `${this.label}: command loop failed`);
    }
    // The loop ended a few microtasks ago: a command pushed meanwhile (a retry
    // after a write, a caller's next order) saw it still running and only
    // queued. Go on with it, or it would wait for some other command.
    if (!failed && this.queue.length > 0) {
      queueMicrotask(() => void this.runDrain());
      return;
    }
    this.draining = false;
    this.idle?.resolve();
    this.idle = null;
  }

  /** Starts a B when none is in flight and batches wait. */
  protected startWrite(): void {
    if (!this.projecting && this.unprojected.length > 0) this.projecting = this.projectPending();
  }

  /**
   * Waits for the B in flight; with nothing queued, a new command wakes the
   * loop instead (to journal it meanwhile). A failed B rebuilds. Returns
   * whether the B finished.
   */
  protected async awaitWrite(): Promise<boolean> {
    const projecting = this.projecting;
    if (!projecting) return true;
    const wake =
      this.queue.length === 0
        ? new Promise<boolean>((resolve) => (this.wake = () => resolve(false)))
        : null;
    const done = await Promise.race([projecting.then(() => true), ...(wake ? [wake] : [])]);
    this.wake = null;
    if (!done) return false;
    this.projecting = null;
    if (!(await projecting)) await this.recover();
    return true;
  }

  /** Writes every batch answered; a failed write rebuilds, which writes them. */
  protected async flush(): Promise<void> {
    for (;;) {
      const inFlight = this.projecting;
      if (inFlight) {
        this.projecting = null;
        if (!(await inFlight)) {
          await this.recover();
          continue;
        }
      }
      if (this.unprojected.length === 0) return;
      this.projecting = this.projectPending();
    }
  }

  /** B over every batch waiting; false when it failed (they stay journaled). */
  protected async projectPending(): Promise<boolean> {
    const batches = this.unprojected.slice();
    try {
      await this.write(batches);
    } catch (error) {
      this.pipelineDeps.log(error, `${this.label}: projection failed, rebuilding`);
      return false;
    }
    this.unprojected.splice(0, batches.length);
    const now = performance.now();
    for (const batch of batches) this.afterWrite(batch);
    const last = batches.findLast((b) => b.journalId !== null)?.journalId ?? null;
    if (last !== null) {
      const waiting = this.waiters;
      this.waiters = waiting.filter((w) => w.journalId > last);
      for (const waiter of waiting) if (waiter.journalId <= last) waiter.resolve();
    }
    this.pipelineDeps.projected?.(batches.map((b) => now - b.answeredAt));
    return true;
  }

  /**
   * After a failed write the memory is ahead of the database: rebuild it;
   * the replay makes the same outcome and writes it. Tried until it works
   * (backing off to a second), since the batches were answered and cannot
   * be refused. While it fails, the runner journals nothing new: what is
   * queued and what arrives is refused MARKET_BUSY.
   */
  protected async recover(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.start();
        this.halted = false;
        return;
      } catch (error) {
        this.pipelineDeps.log(error, `${this.label}: rebuild failed, ${this.unit} halted`);
        this.halted = true;
        for (const job of this.queue.splice(0)) job.reject(new AppError('MARKET_BUSY'));
        // Another process owns the market now (`market-lease.ts`): it rebuilds
        // from the database and writes what was journaled; this one stops.
        if (error instanceof LeaseLostError) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * attempt)));
      }
    }
  }

  /**
   * A placement short of funds is refused with `code`, unless its user has
   * effects still to be written (a fill's proceeds, released margin, in
   * this runner or another of the service): then it waits for them and goes
   * into a later batch, as a caller who sold (or closed) and then bought
   * (or opened) expects.
   */
  protected shortOfFunds(job: J & Retryable, code: 'INSUFFICIENT_BALANCE' | 'MARGIN_INSUFFICIENT') {
    const pending =
      job.retries < MAX_SHORT_RETRIES ? this.pipelineDeps.unsettled?.(job.userId) : null;
    if (!pending) {
      job.reject(new AppError(code));
      return;
    }
    job.retries += 1;
    void pending.then(() => this.push(job));
  }
}
