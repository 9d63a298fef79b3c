import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { retryDelayMs, slotOf } from './jobs.core.js';
import { createJobQueue, type JobQueue } from './jobs.service.js';

let database: Database;
const clock = manualClock(Date.UTC(2026, 10, 27, 12));
const failures: string[] = [];
const queueOf = (leaseMs?: number): JobQueue =>
  createJobQueue({
    db: database.db,
    clock,
    log: (_error, message) => void failures.push(message),
    ...(leaseMs === undefined ? {} : { leaseMs }),
  });

beforeAll(async () => {
  database = await createPGliteDatabase();
});
afterAll(() => database.close());
beforeEach(() => {
  failures.length = 0;
});

describe('the job queue', () => {
  it('runs a job at its time, once, and a repeated enqueue of its key does nothing', async () => {
    const queue = queueOf();
    const seen: unknown[] = [];
    queue.define('remind', async (payload, job) => void seen.push([payload, job.attempt]));
    expect(
      await queue.enqueue(
        'remind',
        { order: 7 },
        { key: 'remind:7', runAtMs: clock.nowMs() + 60_000 },
      ),
    ).toBe(true);
    expect(await queue.enqueue('remind', { order: 7 }, { key: 'remind:7' })).toBe(false);
    expect(await queue.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([[{ order: 7 }, 1]]);
    expect((await queue.byKey('remind:7'))?.status).toBe('done');
  });

  it('tries a failing job again with growing delays, then gives up and says why', async () => {
    const queue = queueOf();
    let calls = 0;
    queue.define(
      'flaky',
      async () => {
        calls += 1;
        throw new Error(`node unreachable ${calls}`);
      },
      { maxAttempts: 3 },
    );
    await queue.enqueue('flaky', null, { key: 'flaky:1' });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await queue.runDue()).toBe(1);
    clock.advance(retryDelayMs(2) - 1);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1);
    expect(await queue.runDue()).toBe(1);
    clock.advance(3_600_000);
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(3);
    expect(await queue.byKey('flaky:1')).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'Error: node unreachable 3',
    });
    expect(failures).toHaveLength(3);
  });

  it('lets another process take over a job whose lease ran out, and fences the first out', async () => {
    const first = queueOf(10_000);
    const second = queueOf(10_000);
    let release = () => {};
    const runs: string[] = [];
    first.define('slow', async () => {
      runs.push('first');
      // The first process stalls past its lease (a long GC, a lost network).
      await new Promise<void>((resolve) => (release = resolve));
    });
    second.define('slow', async () => void runs.push('second'));
    await first.enqueue('slow', null, { key: 'slow:1' });
    const stalled = first.runDue();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await second.runDue()).toBe(0);
    clock.advance(10_001);
    expect(await second.runDue()).toBe(1);
    expect((await second.byKey('slow:1'))?.status).toBe('done');
    release();
    await stalled;
    // The first process's finish finds the job no longer its own and changes nothing.
    expect(await second.byKey('slow:1')).toMatchObject({ status: 'done', attempts: 2 });
    expect(runs).toEqual(['first', 'second']);
  });

  it('runs a recurring job once per slot, and skips slots that passed while nobody ran', async () => {
    const queue = queueOf();
    const ticks: number[] = [];
    queue.every('tick', 1000, async () => void ticks.push(clock.nowMs()));
    const start = slotOf(clock.nowMs(), 1000);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    clock.advance(1000);
    expect(await queue.runDue()).toBe(1);
    clock.advance(10_000);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(ticks.map((t) => slotOf(t, 1000) - start)).toEqual([0, 1000, 11_000]);
  });

  it('prunes a finished slot a minute after the next one began, and never the current slot', async () => {
    const runs: string[] = [];
    const define = (queue: JobQueue) => {
      queue.every('pulse', 1000, async () => void runs.push('pulse'));
      queue.every('daily', 86_400_000, async () => void runs.push('daily'));
      return queue;
    };
    const queue = define(queueOf());
    const first = slotOf(clock.nowMs(), 1000);
    const day = slotOf(clock.nowMs(), 86_400_000);
    await queue.runDue();
    clock.advance(1000);
    await queue.runDue();
    expect(runs.sort()).toEqual(['daily', 'pulse', 'pulse']);
    await queue.prune();
    expect(await queue.byKey(`pulse@${first}`)).toMatchObject({ status: 'done' });
    clock.advance(61_000);
    await queue.runDue();
    await queue.prune();
    expect(await queue.byKey(`pulse@${first}`)).toBeUndefined();
    expect(await queue.byKey(`pulse@${first + 1000}`)).toBeUndefined();
    expect(await queue.byKey(`pulse@${slotOf(clock.nowMs(), 1000)}`)).toBeDefined();
    // The day's slot keeps its row, so a process started now finds it done and does not run it again.
    expect(await queue.byKey(`daily@${day}`)).toMatchObject({ status: 'done' });
    const other = define(queueOf());
    await other.runDue();
    expect(runs.filter((r) => r === 'daily')).toHaveLength(1);
  });

  it('enqueues inside a caller transaction: the job exists only if the caller commits', async () => {
    const queue = queueOf();
    queue.define('deadline', async () => {});
    await expect(
      database.db.transaction().execute(async (trx) => {
        await queue.enqueue('deadline', null, { key: 'deadline:rolled-back', trx });
        throw new Error('the order was not created');
      }),
    ).rejects.toThrow('not created');
    expect(await queue.byKey('deadline:rolled-back')).toBeUndefined();
    await database.db
      .transaction()
      .execute((trx) => queue.enqueue('deadline', null, { key: 'deadline:kept', trx }));
    expect((await queue.byKey('deadline:kept'))?.status).toBe('pending');
    expect(await queue.runDue()).toBe(1);
  });

  it('refuses jobs it does not know', async () => {
    const queue = queueOf();
    await expect(queue.enqueue('nobody', null, { key: 'x' })).rejects.toThrow('not defined');
    expect(() => queue.every('bad', 0, async () => {})).toThrow('bad period');
    queue.define('twice', async () => {});
    expect(() => queue.define('twice', async () => {})).toThrow('defined twice');
  });
});
