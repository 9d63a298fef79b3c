import { sql, type Kysely } from 'kysely';

/**
 * Domain events with an outbox: a module writes its event in the same
 * transaction as the change it reports, so there is never a change without
 * its event or an event without its change. Consumers record each event
 * they handled, so delivery is at least once and a handler sees an event
 * again only if it failed (handlers are idempotent all the same).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table domain_event (
      id bigserial primary key,
      name text not null,
      key text not null unique,
      payload jsonb not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index domain_event_name on domain_event (name, id)`.execute(db);
  await sql`create table event_delivery (
      consumer text not null,
      event_id bigint not null references domain_event (id),
      delivered_at timestamptz not null,
      primary key (consumer, event_id)
    )`.execute(db);
}
