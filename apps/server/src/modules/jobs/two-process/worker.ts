/**
 * One of the two server processes of `jobs.processes.test.ts`: it opens the
 * shared PostgreSQL schema, defines the test's jobs, says it is ready, and
 * on "go" polls the queue until the parent's jobs are all done and its time
 * is up. Each run writes a row naming its key and this process, so the
 * parent can count effects. Test support only.
 */
import { sql } from 'kysely';
import { openDatabase } from '../../../db/database.js';
import { systemClock } from '../../../lib/clock.js';
import { createJobQueue } from '../jobs.service.js';

export type WorkerMessage = { kind: 'ready' } | { kind: 'done'; ran: number };

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`worker needs ${name}`);
  return value;
};

async function main(): Promise<void> {
  const worker = env('WORKER_NAME');
  const database = await openDatabase({
    databaseUrl: env('DATABASE_URL'),
    searchPath: env('WORKER_SCHEMA'),
    poolSize: 4,
  });
  const queue = createJobQueue({ db: database.db, clock: systemClock, log: () => {} });
  const effect = (key: string) =>
    sql`insert into job_effect (key, worker) values (${key}, ${worker})`.execute(database.db);
  queue.define('count', async (_payload, job) => {
    // Long enough that the two processes' claims overlap.
    await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 6));
    await effect(job.key);
  });
  queue.every('beat', 100, (job) => effect(job.key));
  process.send?.({ kind: 'ready' } satisfies WorkerMessage);
  await new Promise<void>((resolve) => process.once('message', () => resolve()));

  // Done when the time is up, every counted job has run, and enough beat
  // slots have run to show the recurring job competing too. The last is a
  // condition, not a duration: on a loaded machine the counted jobs can hold
  // both processes for most of the run, and a fixed time would leave the
  // beat count to chance.
  const until = Date.now() + Number(env('WORKER_RUN_MS'));
  const beats = Number(env('WORKER_MIN_BEATS'));
  let ran = 0;
  for (;;) {
    ran += await queue.runDue(5);
    const { rows } = await sql<{ undone: string; beats: string }>`
      select (select count(*) from job where name = 'count' and status <> 'done') as undone,
             (select count(*) from job_effect where key like 'beat@%') as beats`.execute(
      database.db,
    );
    const state = rows[0];
    const settled = Number(state?.undone ?? 1) === 0 && Number(state?.beats ?? 0) >= beats;
    if (Date.now() >= until && settled) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await database.close();
  process.send?.({ kind: 'done', ran } satisfies WorkerMessage);
}

process.on('disconnect', () => process.exit(1));
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
