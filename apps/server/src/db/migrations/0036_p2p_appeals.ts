import { sql, type Kysely } from 'kysely';

/**
 * P2P appeals and chat read marks.
 *
 * - `p2p_appeal`: one per appeal of an order (at most one open, by a
 *   partial unique index). It keeps the head of the order's chained records
 *   when it opened (`opened_hash`), so the case file as it stood then can be
 *   shown to be unchanged; a decision above the operator's threshold is
 *   proposed by one operator and carried out by a second.
 * - `p2p_chat_read`: how far each party has read an order's records.
 * - `p2p_setting.appeal_second_usd`: the order value (USD) above which a
 *   decision takes two operators.
 * - The superuser role gains `p2p.arbitrate`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table p2p_setting add column appeal_second_usd numeric not null default 10000
      check (appeal_second_usd >= 0)`,
    sql`create table p2p_appeal (
      id serial primary key,
      order_id integer not null references p2p_order (id),
      appellant_id integer not null,
      appellant_role text not null check (appellant_role in ('buyer', 'seller')),
      reason text not null,
      description text not null,
      contact_name text not null,
      contact_phone text not null,
      proof_file_ids text[] not null,
      status text not null check (status in ('open', 'withdrawn', 'resolved', 'decided')),
      opened_hash text not null,
      proposal text check (proposal in ('release', 'return', 'split')),
      proposal_buyer_quantity numeric,
      proposed_by integer,
      decision text check (decision in ('release', 'return', 'split')),
      buyer_quantity numeric,
      decided_by integer,
      note text,
      created_at timestamptz not null,
      closed_at timestamptz
    )`,
    sql`create unique index p2p_appeal_one_open on p2p_appeal (order_id) where status = 'open'`,
    sql`create index p2p_appeal_queue on p2p_appeal (status, id)`,
    sql`create table p2p_chat_read (
      order_id integer not null references p2p_order (id),
      user_id integer not null,
      seq integer not null,
      primary key (order_id, user_id)
    )`,
    sql`update operator_role
      set permissions = array_append(permissions, 'p2p.arbitrate')
      where lower(name) = 'superuser' and not ('p2p.arbitrate' = any (permissions))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`update operator_role set permissions = array_remove(permissions, 'p2p.arbitrate')`,
    sql`drop table p2p_chat_read`,
    sql`drop table p2p_appeal`,
    sql`alter table p2p_setting drop column appeal_second_usd`,
  ];
  for (const statement of statements) await statement.execute(db);
}
