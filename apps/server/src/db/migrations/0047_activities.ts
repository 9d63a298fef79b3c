import { sql, type Kysely } from 'kysely';

/**
 * Activities (module `promotions`): operator campaigns paid from the
 * promotions budget (`activity_reward` postings).
 *
 * - `activity`: a deposit or claim campaign, its texts per language, reward,
 *   target (deposit campaigns, in USDT), window, most rewards (`slots`),
 *   status (draft, published, closed) and rewards given.
 * - `activity_entry`: a user's entry: when they joined, deposits counted,
 *   the wallet address claimed with (unique per activity: one address
 *   claims once), and the reward's time and ledger transaction.
 * - `activity_deposit`: each credited deposit counted towards an entry, by
 *   its event's key, so a deposit counts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table activity (
      id serial primary key,
      kind text not null check (kind in ('deposit', 'claim')),
      title jsonb not null,
      body jsonb not null,
      asset text not null,
      reward numeric(38, 18) not null check (reward > 0),
      target_usdt numeric(38, 18) check (target_usdt > 0),
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      slots integer check (slots > 0),
      status text not null check (status in ('draft', 'published', 'closed')),
      rewarded integer not null default 0,
      created_by integer not null references operator (id),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (ends_at > starts_at),
      check ((kind = 'deposit') = (target_usdt is not null)),
      check (slots is null or rewarded <= slots)
    )`,
    sql`create table activity_entry (
      activity_id integer not null references activity (id),
      user_id integer not null references app_user (id),
      joined_at timestamptz not null,
      progress_usdt numeric(38, 18) not null default 0,
      address text,
      state text not null check (state in ('joining', 'joined')),
      rewarded_at timestamptz,
      transaction_id text,
      primary key (activity_id, user_id),
      unique (activity_id, address),
      check ((state = 'joined') = (transaction_id is not null))
    )`,
    sql`create index activity_entry_user on activity_entry (user_id) where state = 'joining'`,
    sql`create table activity_deposit (
      event_key text not null,
      activity_id integer not null references activity (id),
      user_id integer not null references app_user (id),
      usdt numeric(38, 18) not null,
      primary key (event_key, activity_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table activity_deposit`.execute(db);
  await sql`drop table activity_entry`.execute(db);
  await sql`drop table activity`.execute(db);
}
