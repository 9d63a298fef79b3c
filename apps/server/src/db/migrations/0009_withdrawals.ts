import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals. Funds are frozen under the hold `withdrawal:<user>:<request>`
 * at request time; one withdrawal in progress per user (partial unique
 * index); one row per (user, requestId) so a retried request is one
 * withdrawal; addresses a user has withdrawn to, for the first-use hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table withdrawal (
      id serial primary key,
      user_id integer not null,
      request_id text not null,
      symbol text not null,
      chain text not null,
      address text not null,
      amount numeric(38, 18) not null check (amount > 0),
      fee numeric(38, 18) not null check (fee >= 0 and fee < amount),
      hold_key text not null unique,
      status text not null check (status in ('applied', 'review_passed', 'review_failed', 'success', 'not_arrived', 'cancelled')),
      hold_until timestamptz,
      reject_reason text not null default '',
      txid text not null default '',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (user_id, request_id)
    )`,
    sql`create unique index withdrawal_one_pending on withdrawal (user_id) where status in ('applied', 'review_passed')`,
    sql`create index withdrawal_user on withdrawal (user_id, id desc)`,
    sql`create index withdrawal_queue on withdrawal (status, id)`,
    sql`create table withdrawal_address (
      user_id integer not null,
      chain text not null,
      address text not null,
      first_used_at timestamptz not null,
      primary key (user_id, chain, address)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table withdrawal_address`.execute(db);
  await sql`drop table withdrawal`.execute(db);
}
