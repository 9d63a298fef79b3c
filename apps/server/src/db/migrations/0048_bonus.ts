import { sql, type Kysely } from 'kysely';

/**
 * The sign-up bonus (module `promotions`): promotional credit with a
 * turnover requirement.
 *
 * - `bonus_settings`: one row, what the programme offers (on or off, the
 *   amount in USDT, the turnover as a multiple of it) and who set it.
 * - `bonus_credit`: one per user at most (the primary key): the amount
 *   granted from the promotions budget, what is still locked (losses come
 *   from it first), the turnover required and traded so far, its status,
 *   and the ledger transaction that paid it.
 * - `bonus_trade`: each trading event counted towards a credit, by its
 *   key, so a batch counts once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table bonus_settings (
      id smallint primary key check (id = 1),
      enabled boolean not null,
      amount numeric(38, 18) not null check (amount > 0),
      turnover_multiple numeric(38, 18) not null check (turnover_multiple > 0),
      updated_by integer references operator (id),
      updated_at timestamptz
    )`,
    sql`insert into bonus_settings (id, enabled, amount, turnover_multiple) values (1, false, 3000, 10)`,
    sql`create table bonus_credit (
      user_id integer primary key references app_user (id),
      asset text not null,
      amount numeric(38, 18) not null check (amount > 0),
      locked numeric(38, 18) not null check (locked >= 0 and locked <= amount),
      turnover_required numeric(38, 18) not null check (turnover_required > 0),
      traded numeric(38, 18) not null default 0 check (traded >= 0),
      status text not null check (status in ('active', 'released', 'unfunded')),
      granted_at timestamptz not null,
      released_at timestamptz,
      transaction_id text,
      check ((status = 'unfunded') = (transaction_id is null)),
      check ((status = 'released') = (released_at is not null))
    )`,
    sql`create index bonus_credit_active on bonus_credit (user_id) where status = 'active'`,
    sql`create table bonus_trade (
      event_key text not null,
      user_id integer not null references bonus_credit (user_id),
      usdt numeric(38, 18) not null,
      primary key (event_key, user_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table bonus_trade`.execute(db);
  await sql`drop table bonus_credit`.execute(db);
  await sql`drop table bonus_settings`.execute(db);
}
