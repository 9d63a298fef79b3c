import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { JsonValue } from './jobs.core.js';
import type { JobTable, JobTables } from './jobs.tables.js';

export type JobRow = Selectable<JobTable>;

export interface NewJob {
  readonly name: string;
  readonly key: string;
  readonly payload: JsonValue;
  readonly runAtMs: number;
  readonly maxAttempts: number;
  readonly recurring: boolean;
}

/** SQL of the `job` table, the queue's only table. */
export function createJobStore(db: Kysely<JobTables>) {
  return {
    /** Inserts unless the key exists; true when this call created the job. */
    async insert(job: NewJob, nowMs: number, trx?: Transaction<JobTables>): Promise<boolean> {
      const row = await (trx ?? db)
        .insertInto('job')
        .values({
          name: job.name,
          key: job.key,
          payload: sql<string>`${JSON.stringify(job.payload)}::jsonb`,
          run_at: new Date(job.runAtMs),
          max_attempts: job.maxAttempts,
          recurring: job.recurring,
          created_at: new Date(nowMs),
          locked_until: null,
          last_error: null,
          finished_at: null,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Claims up to `limit` due jobs for this process: pending ones whose time
     * has come, and running ones whose lease ran out (their process died).
     * SKIP LOCKED lets several processes claim at once without waiting on,
     * or taking, each other's rows; each claim bumps `attempts`, which fences
     * the finish of a process whose lease was taken over.
     */
    claim(limit: number, nowMs: number, leaseMs: number): Promise<JobRow[]> {
      const now = new Date(nowMs);
      return db
        .updateTable('job')
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          locked_until: new Date(nowMs + leaseMs),
        }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('job')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'pending'), w('run_at', '<=', now)]),
                w.and([w('status', '=', 'running'), w('locked_until', '<', now)]),
              ]),
            )
            .whereRef('attempts', '<', 'max_attempts')
            .orderBy('run_at')
            .orderBy('id')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
    },

    /** Marks a claimed job done; false when its lease was taken over meanwhile. */
    async finish(job: JobRow, nowMs: number, trx?: Transaction<JobTables>): Promise<boolean> {
      const result = await (trx ?? db)
        .updateTable('job')
        .set({ status: 'done', finished_at: new Date(nowMs), locked_until: null })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('attempts', '=', job.attempts)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records a failed attempt: tried again at `retryAtMs`, or failed for good after its last attempt. */
    async fail(job: JobRow, error: string, retryAtMs: number, nowMs: number): Promise<void> {
      const last = job.attempts >= job.max_attempts;
      await db
        .updateTable('job')
        .set({
          status: last ? 'failed' : 'pending',
          run_at: new Date(last ? nowMs : retryAtMs),
          finished_at: last ? new Date(nowMs) : null,
          locked_until: null,
          last_error: error,
        })
        .where('id', '=', job.id)
        .where('status', '=', 'running')
        .where('attempts', '=', job.attempts)
        .execute();
    },

    /** Running jobs whose lease ran out after their last attempt: failed, so nothing waits on them forever. */
    async expireAbandoned(nowMs: number): Promise<void> {
      await db
        .updateTable('job')
        .set({
          status: 'failed',
          finished_at: new Date(nowMs),
          locked_until: null,
          last_error: 'lease expired after the last attempt',
        })
        .where('status', '=', 'running')
        .where('locked_until', '<', new Date(nowMs))
        .whereRef('attempts', '>=', 'max_attempts')
        .execute();
    },

    /**
     * Deletes finished jobs past their keep time, a bounded number at a time:
     * slots of each recurring job in `slots` that started before its cutoff,
     * slots of other recurring jobs finished before `recurringBeforeMs`, and
     * any job finished before `oneOffBeforeMs`.
     */
    async prune(keep: {
      readonly slots: readonly { readonly name: string; readonly beforeMs: number }[];
      readonly recurringBeforeMs: number;
      readonly oneOffBeforeMs: number;
    }): Promise<void> {
      const names = keep.slots.map((s) => s.name);
      await db
        .deleteFrom('job')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('job')
            .select('id')
            .where('status', '=', 'done')
            .where((w) =>
              w.or([
                ...keep.slots.map((slot) =>
                  w.and([
                    w('recurring', '=', true),
                    w('name', '=', slot.name),
                    w('run_at', '<', new Date(slot.beforeMs)),
                  ]),
                ),
                w.and([
                  w('recurring', '=', true),
                  ...(names.length > 0 ? [w('name', 'not in', names)] : []),
                  w('finished_at', '<', new Date(keep.recurringBeforeMs)),
                ]),
                w('finished_at', '<', new Date(keep.oneOffBeforeMs)),
              ]),
            )
            .limit(500),
        )
        .execute();
    },

    byKey(key: string): Promise<JobRow | undefined> {
      return db.selectFrom('job').selectAll().where('key', '=', key).executeTakeFirst();
    },
  };
}

export type JobStore = ReturnType<typeof createJobStore>;
