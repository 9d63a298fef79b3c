import { sql, type Kysely } from 'kysely';

/**
 * Refused bot API requests (module `botapi`), for the console's abuse view:
 * counted per hour, presented key name, address and reason, so a flood of
 * bad signatures is a few rows rather than a row per request. Kept 30 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table api_key_refusal (
    hour timestamptz not null,
    api_key text not null,
    ip text not null,
    reason text not null,
    count integer not null check (count > 0),
    first_at timestamptz not null,
    last_at timestamptz not null,
    primary key (hour, api_key, ip, reason)
  )`.execute(db);
  await sql`create index api_key_refusal_last on api_key_refusal (last_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_key_refusal`.execute(db);
}
