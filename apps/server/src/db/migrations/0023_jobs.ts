import { sql, type Kysely } from 'kysely';

/**
 * The durable job queue: work that must happen once, at or after a time,
 * whichever server process does it (payment deadlines, interest, sending
 * approved withdrawals, funding). A job is claimed with FOR UPDATE SKIP
 * LOCKED under a lease; `key` makes enqueueing idempotent (a recurring
 * job's slot, a deadline per order). Finished recurring slots are pruned
 * after an hour, other finished jobs after thirty days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table job (
      id bigserial primary key,
      name text not null,
      key text not null unique,
      payload jsonb not null default '{}'::jsonb,
      status text not null default 'pending'
        check (status in ('pending', 'running', 'done', 'failed')),
      run_at timestamptz not null,
      attempts integer not null default 0,
      max_attempts integer not null default 10 check (max_attempts > 0),
      recurring boolean not null default false,
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null,
      finished_at timestamptz
    )`.execute(db);
  await sql`create index job_due on job (run_at, id) where status in ('pending', 'running')`.execute(
    db,
  );
  await sql`create index job_finished on job (finished_at) where status = 'done'`.execute(db);
}
