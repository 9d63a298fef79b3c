/**
 * The pipeline the spot and contract runners share, on a runner of its own
 * whose "transaction B" the test finishes or fails by hand: the loop's end,
 * waiting for what is answered to be written, short-of-funds retries and
 * the rebuild after a failed write.
 */
import { describe, expect, it } from 'vitest';
import { JournalPipeline, type Retryable, type Unwritten } from './journal-pipeline.js';

interface Job extends Retryable {
  readonly name: string;
  /** Comes back short of funds until this many retries were made. */
  readonly shortUntil: number;
  resolve(journalId: number): void;
}

interface Gate {
  readonly batches: readonly Unwritten[];
  finish(ok: boolean): void;
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

class TestRunner extends JournalPipeline<Unwritten, Job> {
  /** Each B waits here until the test finishes it. */
  readonly writes: Gate[] = [];
  readonly written: number[] = [];
  starts = 0;
  private nextJournal = 0;
  /** What `unsettled` answers for a user, as another runner of the service would. */
  pending: Promise<void> | null = null;
  /** Runs as the loop ends: a command pushed here arrives before the pipeline knows it ended. */
  onLoopEnd: (() => void) | null = null;

  constructor() {
    super({ log: () => {}, unsettled: () => this.pending }, 'market');
  }

  protected get label(): string {
    return 'test';
  }

  async start(): Promise<void> {
    this.starts += 1;
    // A rebuild replays what was left and writes it at once.
    for (const batch of this.unprojected.splice(0)) this.written.push(batch.journalId ?? -1);
    this.releaseWaiters();
  }

  protected async drain(): Promise<void> {
    while (this.queue.length > 0 || this.unprojected.length > 0 || this.projecting) {
      this.startWrite();
      if (this.projecting && this.queue.length === 0) {
        await this.awaitWrite();
        continue;
      }
      if (this.queue.length === 0) continue;
      const batch = this.queue.splice(0);
      await tick(); // transaction A
      const journalId = (this.nextJournal += 1);
      this.unprojected.push({ journalId, answeredAt: 0 });
      for (const job of batch)
        if (job.retries < job.shortUntil) this.shortOfFunds(job, 'INSUFFICIENT_BALANCE');
        else job.resolve(journalId);
    }
    const late = this.onLoopEnd;
    this.onLoopEnd = null;
    late?.();
  }

  protected write(batches: readonly Unwritten[]): Promise<void> {
    return new Promise((resolve, reject) =>
      this.writes.push({
        batches,
        finish: (ok) => (ok ? resolve() : reject(new Error('B failed'))),
      }),
    );
  }

  protected afterWrite(batch: Unwritten): void {
    this.written.push(batch.journalId ?? -1);
  }

  place(name: string, shortUntil = 0): Promise<number> {
    return new Promise((resolve, reject) =>
      this.push({ name, userId: 1, retries: 0, shortUntil, resolve, reject }),
    );
  }

  /** What a service's `unsettled` asks of this runner. */
  whenWritten(): Promise<void> {
    return this.answeredWritten();
  }

  /** Finishes the oldest B waiting. */
  async finishWrite(ok = true): Promise<void> {
    for (let i = 0; i < 50 && this.writes.length === 0; i += 1) await tick();
    const gate = this.writes.shift();
    if (!gate) throw new Error('no write in flight');
    gate.finish(ok);
    await tick();
  }
}

const settledState = (promise: Promise<unknown>) => {
  const state = { done: false };
  void promise.then(() => (state.done = true));
  return state;
};

describe('journal pipeline', { timeout: 5000 }, () => {
  it('answers a command pushed while the loop was ending, without another command', async () => {
    const runner = new TestRunner();
    const first = runner.place('a');
    expect(await first).toBe(1);
    // The loop now waits for the first B; a command arriving then is journaled meanwhile.
    const second = runner.place('b');
    expect(await second).toBe(2);
    await runner.finishWrite();
    await runner.finishWrite().catch(() => undefined);
    await runner.settled();
    // The loop has ended: the next command starts it again.
    expect(await runner.place('c')).toBe(3);
    // A command that arrives as the loop ends (a retry released by the last write).
    let late: Promise<number> | undefined;
    runner.onLoopEnd = () => (late = runner.place('late'));
    await runner.finishWrite();
    expect(late).toBeDefined();
    expect(await late).toBe(4);
    await runner.finishWrite();
    await runner.settled();
    expect(runner.written).toEqual([1, 2, 3, 4]);
  });

  it('waits for what was answered to be written, not for the runner to go quiet', async () => {
    const runner = new TestRunner();
    await runner.place('a');
    const written = settledState(runner.whenWritten());
    await runner.place('b'); // a later batch, answered while the first is written
    await tick();
    expect(written.done).toBe(false);
    await runner.finishWrite(); // B of batch 1: what was answered when asked
    expect(written.done).toBe(true);
    expect(runner.written).toEqual([1]);
    await runner.finishWrite();
    await runner.settled();
  });

  it('with nothing journaled waiting, resolves at the next write though the load goes on', async () => {
    const runner = new TestRunner();
    const busy = runner.place('a');
    // Asked before batch 1 is journaled (its A is in progress): nothing to name yet.
    const written = settledState(runner.whenWritten());
    await busy;
    // The loop stays busy: another command arrives before the write.
    const next = runner.place('b');
    await runner.finishWrite();
    expect(written.done).toBe(true);
    await next;
    await runner.finishWrite();
    await runner.settled();
  });

  it('retries a placement short of funds after its pending effects, then refuses it', async () => {
    const runner = new TestRunner();
    let release!: () => void;
    runner.pending = new Promise<void>((resolve) => (release = resolve));
    const placed = runner.place('retried once', 1);
    await tick();
    await tick();
    release();
    expect(await placed).toBe(2);

    runner.pending = Promise.resolve();
    await expect(runner.place('always short', 99)).rejects.toMatchObject({
      key: 'INSUFFICIENT_BALANCE',
    });
    runner.pending = null;
    await expect(runner.place('nothing pending', 1)).rejects.toMatchObject({
      key: 'INSUFFICIENT_BALANCE',
    });
    while (runner.writes.length > 0 || runner.written.length < 2) await runner.finishWrite();
    await runner.settled();
  });

  it('rebuilds after a failed write, and whoever waited for it is answered', async () => {
    const runner = new TestRunner();
    await runner.place('a');
    const written = settledState(runner.whenWritten());
    await runner.finishWrite(false);
    await runner.settled();
    expect(runner.starts).toBe(1);
    expect(written.done).toBe(true);
    expect(runner.written).toEqual([1]);
  });
});
