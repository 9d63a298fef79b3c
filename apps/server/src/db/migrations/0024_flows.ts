import { sql, type Kysely } from 'kysely';

/**
 * Flows: multi-step money work (sending a withdrawal; escrow, loans and earn
 * next) whose progress must survive a crash. One row per run, unique by
 * key: the state the steps built, the next step to run, and a lease so one
 * process at a time drives it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table flow_run (
      id bigserial primary key,
      kind text not null,
      key text not null unique,
      state jsonb not null,
      step integer not null default 0 check (step >= 0),
      status text not null default 'running'
        check (status in ('running', 'compensating', 'done', 'compensated')),
      error text,
      attempts integer not null default 0,
      locked_until timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create index flow_run_open on flow_run (updated_at)
      where status in ('running', 'compensating')`.execute(db);
}
