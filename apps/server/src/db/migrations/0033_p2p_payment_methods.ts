import { sql, type Kysely } from 'kysely';

/**
 * Peer-to-peer trading, its first tables: payment methods and the
 * operator's settings.
 *
 * - `p2p_payment_method`: a user's ways to pay or be paid. The account
 *   (card number, wallet address) is sealed by the secrets key; the name is
 *   the user's verified real name. A deleted method keeps its row
 *   (`deleted_at`), as orders will name it.
 * - `p2p_payment_type`: the chargeback-risk class of each type (1 very low
 *   to 4 high), set by operators, and whether it is offered.
 * - `p2p_setting`: one row; how many payment methods a user may hold.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table p2p_payment_type (
      type text primary key check (type in
        ('bank_card', 'wechat', 'alipay', 'western_union', 'swift', 'crypto')),
      risk_class smallint not null check (risk_class between 1 and 4),
      enabled boolean not null default true
    )`,
    sql`insert into p2p_payment_type (type, risk_class) values
      ('bank_card', 3), ('wechat', 3), ('alipay', 3), ('western_union', 4), ('swift', 2), ('crypto', 1)`,
    sql`create table p2p_payment_method (
      id serial primary key,
      user_id integer not null,
      type text not null references p2p_payment_type (type),
      real_name text not null,
      bank_name text,
      account text,
      branch text,
      qr_file_id text,
      enabled boolean not null default true,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      deleted_at timestamptz,
      check (account is not null or qr_file_id is not null)
    )`,
    sql`create index p2p_payment_method_of on p2p_payment_method (user_id) where deleted_at is null`,
    sql`create table p2p_setting (
      id boolean primary key default true check (id),
      payment_method_cap integer not null default 10 check (payment_method_cap between 1 and 100)
    )`,
    sql`insert into p2p_setting default values`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['p2p_setting', 'p2p_payment_method', 'p2p_payment_type'])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
