import { sql, type Kysely } from 'kysely';

/**
 * The notification centre (module `notifications`).
 *
 * - `notification`: one user's notice, stored as its kind and values and
 *   rendered in the reader's language when read. `key` makes each one
 *   once (the domain event's key and the recipient). `thread` groups
 *   chat notices: a user has at most one unread per thread (one P2P
 *   order's chat, one support conversation), so a busy chat is one line.
 * - `notification_preference`: the master e-mail and SMS switches, each
 *   category's choices (a JSON object; a category missing from it has its
 *   defaults), and the language e-mails and SMS are written in. No row:
 *   the defaults, in English.
 *
 * P2P's own switches (`p2p_notify`: order, appeal, chat, e-mail, SMS)
 * become the p2p, appeal and chat categories and the master switches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table notification (
      id bigserial primary key,
      user_id integer not null references app_user (id),
      category text not null check (category in
        ('trade', 'funds', 'p2p', 'appeal', 'chat', 'risk', 'loans', 'earn', 'security')),
      kind text not null,
      key text not null unique,
      params jsonb not null default '{}',
      link text,
      thread text,
      created_at timestamptz not null,
      read_at timestamptz
    )`,
    sql`create index notification_user on notification (user_id, id)`,
    sql`create index notification_unread on notification (user_id, category) where read_at is null`,
    sql`create unique index notification_thread_unread on notification (user_id, thread)
      where read_at is null and thread is not null`,
    sql`create index notification_age on notification (created_at)`,
    sql`create table notification_preference (
      user_id integer primary key references app_user (id),
      email boolean not null,
      sms boolean not null,
      categories jsonb not null,
      locale text not null,
      updated_at timestamptz not null
    )`,
    sql`insert into notification_preference (user_id, email, sms, categories, locale, updated_at)
      select user_id, by_email, by_sms,
        jsonb_build_object(
          'p2p', jsonb_build_object('on', on_order, 'email', true, 'sms', true),
          'appeal', jsonb_build_object('on', on_appeal, 'email', true, 'sms', true),
          'chat', jsonb_build_object('on', on_chat, 'email', false, 'sms', false)),
        locale, updated_at
      from p2p_notify where user_id in (select id from app_user)`,
    sql`drop table p2p_notify`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create table p2p_notify (
      user_id integer primary key,
      on_order boolean not null,
      on_appeal boolean not null,
      on_chat boolean not null,
      by_email boolean not null,
      by_sms boolean not null,
      locale text not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`insert into p2p_notify
      select user_id, coalesce((categories -> 'p2p' ->> 'on')::boolean, true),
        coalesce((categories -> 'appeal' ->> 'on')::boolean, true),
        coalesce((categories -> 'chat' ->> 'on')::boolean, true),
        email, sms, locale, updated_at
      from notification_preference`.execute(db);
  await sql`drop table notification_preference`.execute(db);
  await sql`drop table notification`.execute(db);
}
