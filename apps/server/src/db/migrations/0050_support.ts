import { sql, type Kysely } from 'kysely';

/**
 * Customer-service chat (module `support`).
 *
 * - `support_agent`: an operator's name as users see it (the verified
 *   staff badge shows it, never the console login) and how many open
 *   conversations they may hold at once.
 * - `support_conversation`: one user's chat. `last_seq` numbers every event
 *   (message, note, activity, withdrawal); `user_seq` is the last event the
 *   user may see (notes are staff-only), so each side can tell a gap. A
 *   conversation waits in the queue (`waiting_since`) exactly while it is
 *   open with nobody assigned; a user has at most one that is not resolved.
 * - `support_link`: the records (orders, withdrawals, deposits, P2P orders,
 *   loans) a conversation is about.
 * - `support_message`: the events, by (conversation, seq). A withdrawn
 *   message keeps its row as a tombstone with neither text nor file, and
 *   the event number of its withdrawal (`recall_seq`) for clients catching up.
 * - `support_canned`: canned replies per language.
 *
 * Uploads gain the purpose `chat`; the superuser role gains `support.chat`
 * and `support.manage`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    // Chat images are a purpose of their own (10 MB), so another upload cannot be sent in a chat.
    sql`alter table stored_file drop constraint stored_file_purpose_check`,
    sql`alter table stored_file add constraint stored_file_purpose_check
      check (purpose in ('avatar', 'identity', 'appeal', 'document', 'chat'))`,
    sql`create table support_agent (
      operator_id integer primary key references operator (id),
      display_name text not null check (length(display_name) between 1 and 30),
      capacity integer not null check (capacity between 0 and 50),
      updated_by integer references operator (id),
      updated_at timestamptz not null
    )`,
    sql`create table support_conversation (
      id serial primary key,
      user_id integer not null references app_user (id),
      status text not null check (status in ('pending', 'open', 'snoozed', 'resolved')),
      language text not null,
      assignee_id integer references operator (id),
      last_seq integer not null default 0,
      user_seq integer not null default 0 check (user_seq <= last_seq),
      user_delivered_seq integer not null default 0,
      user_read_seq integer not null default 0,
      staff_delivered_seq integer not null default 0,
      staff_read_seq integer not null default 0,
      waiting_since timestamptz,
      first_reply_at timestamptz,
      snoozed_until timestamptz,
      last_message_at timestamptz not null,
      created_at timestamptz not null,
      resolved_at timestamptz,
      resolved_by integer references operator (id),
      rating smallint check (rating between 1 and 5),
      rating_comment text,
      check ((waiting_since is not null) = (status = 'open' and assignee_id is null)),
      check ((snoozed_until is not null) = (status = 'snoozed')),
      check ((resolved_at is not null) = (status = 'resolved')),
      check (status <> 'snoozed' or assignee_id is not null)
    )`,
    sql`create unique index support_conversation_active on support_conversation (user_id)
      where status <> 'resolved'`,
    sql`create index support_conversation_user on support_conversation (user_id, id)`,
    sql`create index support_conversation_queue on support_conversation (waiting_since, id)
      where waiting_since is not null`,
    sql`create index support_conversation_assignee on support_conversation (assignee_id, status)
      where assignee_id is not null`,
    sql`create index support_conversation_recent on support_conversation (last_message_at)`,
    sql`create table support_link (
      conversation_id integer not null references support_conversation (id),
      kind text not null check (kind in ('spot_order', 'withdrawal', 'deposit', 'p2p_order', 'loan')),
      ref text not null,
      created_at timestamptz not null,
      primary key (conversation_id, kind, ref)
    )`,
    sql`create index support_link_kind on support_link (kind, ref)`,
    sql`create table support_message (
      conversation_id integer not null references support_conversation (id),
      seq integer not null check (seq > 0),
      sender text not null check (sender in ('user', 'staff', 'bot', 'system')),
      sender_id integer,
      kind text not null check (kind in ('text', 'image', 'activity', 'note')),
      body text,
      file_id text,
      meta jsonb not null default '{}',
      client_id text,
      created_at timestamptz not null,
      recalled_at timestamptz,
      recall_seq integer,
      primary key (conversation_id, seq),
      check ((recalled_at is null) = (recall_seq is null)),
      check (recall_seq is null or recall_seq > seq),
      check (recalled_at is null or (body is null and file_id is null)),
      check ((sender in ('user', 'staff')) = (sender_id is not null)),
      check (kind <> 'note' or sender = 'staff'),
      check (kind <> 'image' or recalled_at is not null or file_id is not null)
    )`,
    sql`create unique index support_message_client on support_message (conversation_id, sender, client_id)
      where client_id is not null`,
    sql`create index support_message_recalled on support_message (conversation_id, recall_seq)
      where recall_seq is not null`,
    sql`create table support_canned (
      id serial primary key,
      language text not null,
      title text not null,
      body text not null,
      updated_by integer not null references operator (id),
      updated_at timestamptz not null
    )`,
    sql`create index support_canned_language on support_canned (language, title)`,
    // The superuser role holds every permission, these new ones included.
    sql`update operator_role
      set permissions = array_append(permissions, 'support.chat')
      where lower(name) = 'superuser' and not ('support.chat' = any (permissions))`,
    sql`update operator_role
      set permissions = array_append(permissions, 'support.manage')
      where lower(name) = 'superuser' and not ('support.manage' = any (permissions))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update operator_role
    set permissions = array_remove(array_remove(permissions, 'support.chat'), 'support.manage')`.execute(
    db,
  );
  for (const table of [
    'support_canned',
    'support_message',
    'support_link',
    'support_conversation',
    'support_agent',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table stored_file drop constraint stored_file_purpose_check`.execute(db);
  await sql`alter table stored_file add constraint stored_file_purpose_check
    check (purpose in ('avatar', 'identity', 'appeal', 'document'))`.execute(db);
}
