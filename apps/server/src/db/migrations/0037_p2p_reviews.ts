import { sql, type Kysely } from 'kysely';

/**
 * P2P reviews and notification settings.
 *
 * - `p2p_review`: one per party per completed order, positive or negative,
 *   with an optional comment.
 * - `p2p_notify`: which P2P events reach a user (order, appeal, chat) and
 *   whether by email and SMS too; `locale` is the language of those
 *   messages, the one the user saved the settings in. No row: the defaults
 *   (everything in the app, email on, SMS off, English).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table p2p_review (
      order_id integer not null references p2p_order (id),
      reviewer_id integer not null,
      reviewee_id integer not null,
      positive boolean not null,
      comment text not null,
      created_at timestamptz not null,
      primary key (order_id, reviewer_id)
    )`,
    sql`create index p2p_review_of on p2p_review (reviewee_id, created_at)`,
    sql`create table p2p_notify (
      user_id integer primary key,
      on_order boolean not null,
      on_appeal boolean not null,
      on_chat boolean not null,
      by_email boolean not null,
      by_sms boolean not null,
      locale text not null,
      updated_at timestamptz not null
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table p2p_notify`.execute(db);
  await sql`drop table p2p_review`.execute(db);
}
