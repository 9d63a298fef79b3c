import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { systemClock } from '../../lib/clock.js';
import { createPostgresDatabase, describeWithPostgres, TEST_DATABASE_URL } from '../../test/db.js';
import { createJobQueue } from './jobs.service.js';
import type { WorkerMessage } from './two-process/worker.js';

const ENTRY = fileURLToPath(new URL('./two-process/worker.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const JOBS = 300;
const RUN_MS = 3000;
const MIN_BEATS = 5;

/**
 * Two server processes on one PostgreSQL database, polling one queue at the
 * same moment: every job runs exactly once (one effect row per key), both
 * processes do part of the work, and each slot of a recurring job runs once.
 */
describeWithPostgres('the job queue across two processes (PostgreSQL)', () => {
  let database: Database & { schema: string };
  beforeAll(async () => {
    database = await createPostgresDatabase({ poolSize: 4 });
    await sql`create table job_effect (key text not null, worker text not null)`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  it('runs each job once, whichever process claims it', async () => {
    const queue = createJobQueue({ db: database.db, clock: systemClock, log: () => {} });
    queue.define('count', async () => {});
    for (let i = 0; i < JOBS; i += 1) await queue.enqueue('count', { i }, { key: `count:${i}` });

    const workers = ['a', 'b'].map((name) => {
      const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ENTRY], {
        cwd: REPO_ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          DATABASE_URL: TEST_DATABASE_URL,
          WORKER_SCHEMA: database.schema,
          WORKER_NAME: name,
          WORKER_RUN_MS: String(RUN_MS),
          WORKER_MIN_BEATS: String(MIN_BEATS),
        },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const message = (kind: WorkerMessage['kind']) =>
        new Promise<WorkerMessage>((resolve, reject) => {
          child.on('message', (m: WorkerMessage) => m.kind === kind && resolve(m));
          child.once('exit', (code) => reject(new Error(`worker ${name} exited ${code}`)));
        });
      return { child, ready: message('ready'), done: message('done') };
    });
    try {
      await Promise.all(workers.map((w) => w.ready));
      for (const w of workers) w.child.send('go');
      const ran = (await Promise.all(workers.map((w) => w.done))).map((m) =>
        m.kind === 'done' ? m.ran : 0,
      );
      // Both processes did part of the work: the claims really competed.
      expect(ran.every((n) => n > 0)).toBe(true);
    } finally {
      for (const w of workers) w.child.kill();
    }

    const { rows: twice } = await sql<{ key: string; n: string }>`
      select key, count(*) as n from job_effect group by key having count(*) > 1`.execute(
      database.db,
    );
    expect(twice).toEqual([]);
    const { rows: counted } = await sql<{ n: string }>`
      select count(*) as n from job_effect where key like 'count:%'`.execute(database.db);
    expect(Number(counted[0]?.n)).toBe(JOBS);
    const { rows: beats } = await sql<{ n: string }>`
      select count(*) as n from job_effect where key like 'beat@%'`.execute(database.db);
    // The workers ran until at least MIN_BEATS slots had run, each once (the
    // check above); a slot run twice would show there first.
    expect(Number(beats[0]?.n)).toBeGreaterThanOrEqual(MIN_BEATS);
    const { rows: undone } = await sql<{ n: string }>`
      select count(*) as n from job where name = 'count' and status <> 'done'`.execute(database.db);
    expect(Number(undone[0]?.n)).toBe(0);
  }, 60_000);
});
