import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import {
  errorText,
  LEASE_MS,
  ONE_OFF_KEEP_MS,
  RECURRING_KEEP_MS,
  retryDelayMs,
  slotKey,
  slotOf,
  slotsPrunableBefore,
} from './jobs.core.js';
import { createJobStore, type JobRow } from './jobs.store.js';
import type { JobTables } from './jobs.tables.js';
import type { JsonValue } from './jobs.core.js';

/** What a handler learns of the job it runs. */
export interface JobContext {
  readonly id: string;
  readonly key: string;
  /** 1 on the first try. */
  readonly attempt: number;
  /** A recurring job's slot start; the time it was due otherwise. */
  readonly dueAtMs: number;
}

export type JobHandler = (payload: JsonValue, job: JobContext) => Promise<void>;

interface Definition {
  readonly handler: JobHandler;
  readonly maxAttempts: number;
  /** Set for a recurring job: its period. */
  readonly everyMs?: number;
}

export interface JobQueueDeps<T> {
  readonly db: Kysely<T>;
  readonly clock: Clock;
  readonly log: (error: unknown, message: string) => void;
  /** How long a claim lasts before another process may take the job over. */
  readonly leaseMs?: number;
}

/**
 * The durable job queue: scheduled and delayed work that must run once
 * whichever server process does it, and that survives restarts. Jobs live
 * in PostgreSQL (embedded or real alike); each process claims due jobs with
 * FOR UPDATE SKIP LOCKED under a lease, runs them and marks them done. A
 * process that dies mid-job loses its lease and another runs the job again,
 * so handlers must be idempotent (every money-moving one is, by its ledger
 * keys); a process whose lease was taken over cannot mark the job done.
 *
 * Recurring jobs have one row per slot (`name@slotStart`, unique), so each
 * slot runs once across processes; a slot missed while every process was
 * down is not run late. Time is the injected clock: tests call `runDue` by
 * hand; `start` polls.
 */
export function createJobQueue<T>(deps: JobQueueDeps<T>) {
  const db = deps.db as unknown as Kysely<JobTables>;
  const store = createJobStore(db);
  const definitions = new Map<string, Definition>();
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const now = () => deps.clock.nowMs();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  function definitionOf(name: string): Definition {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`job ${name} is not defined`);
    return definition;
  }

  /** The slot each recurring job was last ensured for: an insert per new slot, not per poll. */
  const ensured = new Map<string, number>();

  /** Puts the current slot of every recurring job in the queue (a no-op when it is there). */
  async function ensureSlots(): Promise<void> {
    for (const [name, definition] of definitions) {
      if (definition.everyMs === undefined) continue;
      const slot = slotOf(now(), definition.everyMs);
      if (ensured.get(name) === slot) continue;
      ensured.set(name, slot);
      await store.insert(
        {
          name,
          key: slotKey(name, slot),
          payload: {},
          runAtMs: slot,
          maxAttempts: 1,
          recurring: true,
        },
        now(),
      );
    }
  }

  /** Runs a claimed job; false when it was a stale slot, closed unrun. */
  async function runOne(job: JobRow): Promise<boolean> {
    const definition = definitions.get(job.name);
    const context: JobContext = {
      id: job.id,
      key: job.key,
      attempt: job.attempts,
      dueAtMs: job.run_at.getTime(),
    };
    // A recurring slot older than the current one was missed (every process
    // was down or busy): it is closed unrun, since the current slot does its work.
    const stale =
      job.recurring &&
      definition?.everyMs !== undefined &&
      job.run_at.getTime() < slotOf(now(), definition.everyMs);
    try {
      if (!definition) throw new Error(`no handler for job ${job.name} in this process`);
      if (!stale) await definition.handler(job.payload, context);
    } catch (error) {
      deps.log(error, `job ${job.key} failed (attempt ${job.attempts})`);
      await store.fail(job, errorText(error), now() + retryDelayMs(job.attempts), now());
      await nextSlot(job, definition);
      return true;
    }
    await db.transaction().execute(async (trx) => {
      await store.finish(job, now(), trx);
      await nextSlot(job, definition, trx);
    });
    return !stale;
  }

  /** A recurring job's next slot, queued as this one ends (whether it worked or not). */
  async function nextSlot(
    job: JobRow,
    definition: Definition | undefined,
    trx?: Transaction<JobTables>,
  ): Promise<void> {
    if (!job.recurring || definition?.everyMs === undefined) return;
    const next = Math.max(
      job.run_at.getTime() + definition.everyMs,
      slotOf(now(), definition.everyMs),
    );
    await store.insert(
      {
        name: job.name,
        key: slotKey(job.name, next),
        payload: {},
        runAtMs: next,
        maxAttempts: 1,
        recurring: true,
      },
      now(),
      trx,
    );
  }

  /** Deletes finished jobs past their keep time (`jobs.core.ts`). */
  function prune(): Promise<void> {
    const slots = [...definitions].flatMap(([name, d]) =>
      d.everyMs === undefined ? [] : [{ name, beforeMs: slotsPrunableBefore(now(), d.everyMs) }],
    );
    return store.prune({
      slots,
      recurringBeforeMs: now() - RECURRING_KEEP_MS,
      oneOffBeforeMs: now() - ONE_OFF_KEEP_MS,
    });
  }

  async function runDue(limit = 20): Promise<number> {
    await store.expireAbandoned(now());
    const claimed = await store.claim(limit, now(), leaseMs);
    // One at a time: a job's handler may itself be heavy (a funding round),
    // and the next poll picks up whatever is left.
    let ran = 0;
    for (const job of claimed) if (await runOne(job)) ran += 1;
    return ran;
  }

  return {
    /** A job that runs when enqueued. Tried `maxAttempts` times with exponential back-off. */
    define(name: string, handler: JobHandler, options: { maxAttempts?: number } = {}): void {
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      definitions.set(name, { handler, maxAttempts: options.maxAttempts ?? 10 });
    },

    /** A job that runs every `everyMs`, once per slot across every process sharing the database. */
    every(name: string, everyMs: number, handler: (job: JobContext) => Promise<unknown>): void {
      if (definitions.has(name)) throw new Error(`job ${name} is defined twice`);
      if (!Number.isSafeInteger(everyMs) || everyMs < 10) throw new Error(`bad period ${everyMs}`);
      definitions.set(name, {
        handler: async (_payload, job) => void (await handler(job)),
        maxAttempts: 1,
        everyMs,
      });
    },

    /**
     * Queues a defined job to run at `runAtMs` (now by default). `key` makes it
     * idempotent: a second enqueue with the same key does nothing and answers
     * false. With `trx`, the job commits with the caller's own change (a
     * payment deadline with its order), or not at all.
     */
    async enqueue<C>(
      name: string,
      payload: JsonValue,
      options: { readonly key: string; readonly runAtMs?: number; readonly trx?: Transaction<C> },
    ): Promise<boolean> {
      const definition = definitionOf(name);
      if (definition.everyMs !== undefined) throw new Error(`job ${name} is recurring`);
      return store.insert(
        {
          name,
          key: options.key,
          payload,
          runAtMs: options.runAtMs ?? now(),
          maxAttempts: definition.maxAttempts,
          recurring: false,
        },
        now(),
        options.trx as unknown as Transaction<JobTables> | undefined,
      );
    },

    /** Queues recurring slots, then claims and runs due jobs; how many ran. */
    async runDue(limit?: number): Promise<number> {
      await ensureSlots();
      return runDue(limit);
    },

    /** Deletes finished jobs past their keep time; the poll does this as it goes, tests by hand. */
    prune,

    /** A job's row by key, for tests and the console. */
    byKey: (key: string) => store.byKey(key),

    /** Polls every `pollMs` (never two polls at once), pruning finished jobs as it goes. */
    start(pollMs = 500): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = (async () => {
          await ensureSlots();
          const ran = await runDue();
          await prune();
          return ran;
        })()
          .catch((error: unknown) => {
            deps.log(error, 'job queue poll failed');
            return 0;
          })
          .finally(() => {
            running = undefined;
          });
      }, pollMs);
    },

    /** Stops polling and waits for the poll in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue<unknown>>;
