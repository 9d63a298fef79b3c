import { sql, type Kysely } from 'kysely';

/**
 * Red packets (module `promotions`). A verified user packs an amount of a
 * coin into shares behind a code; the coins stay in their spot wallet,
 * held (hold kind `red_packet`, one per packet), until a share is claimed,
 * and what is left after 24 hours goes back.
 *
 * - `red_packet`: the packet, its code (unique), the sender's request id
 *   (one packet per request), what has been claimed and refunded, when it
 *   expires and when it closed (finished or expired).
 * - `red_packet_share`: every share, drawn when the packet is made, and who
 *   claimed it with the ledger transaction; one share per claimer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table red_packet (
      id bigserial primary key,
      code text not null unique check (code ~ '^[A-Z0-9]{10}$'),
      sender_id integer not null references app_user (id),
      request_id text not null,
      asset text not null,
      total numeric(38, 18) not null check (total > 0),
      shares smallint not null check (shares between 1 and 100),
      kind text not null check (kind in ('equal', 'lucky')),
      greeting text not null default '',
      status text not null check (status in ('open', 'finished', 'expired')),
      claimed_shares smallint not null default 0,
      claimed_amount numeric(38, 18) not null default 0,
      refunded numeric(38, 18) not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      closed_at timestamptz,
      unique (sender_id, request_id),
      check (claimed_shares <= shares and claimed_amount + refunded <= total)
    )`,
    sql`create index red_packet_sender on red_packet (sender_id, id desc)`,
    sql`create index red_packet_open on red_packet (expires_at) where status = 'open'`,
    sql`create table red_packet_share (
      packet_id bigint not null references red_packet (id),
      seq smallint not null,
      amount numeric(38, 18) not null check (amount > 0),
      claimed_by integer references app_user (id),
      claimed_at timestamptz,
      transaction_id text,
      primary key (packet_id, seq),
      unique (packet_id, claimed_by)
    )`,
    sql`create index red_packet_share_claimer on red_packet_share (claimed_by, claimed_at desc)
      where claimed_by is not null`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table red_packet_share`.execute(db);
  await sql`drop table red_packet`.execute(db);
}
