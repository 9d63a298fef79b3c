import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger: the only writer of balances. Entries are
 * immutable; balances are the running sum of entries, kept in the account
 * row so a posting can lock and check it. User balances can never be
 * negative (CHECK); system accounts' available part can (custody mirrors
 * users' claims), their frozen and locked parts cannot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table ledger_account (
      id serial primary key,
      user_id integer,
      system_code text,
      wallet text not null check (wallet in ('spot', 'contract', 'delivery', 'finance', 'mining', 'system')),
      asset text not null check (asset ~ '^[A-Z0-9]{1,16}$'),
      available numeric(38, 18) not null default 0,
      frozen numeric(38, 18) not null default 0 check (frozen >= 0),
      locked numeric(38, 18) not null default 0 check (locked >= 0),
      created_at timestamptz not null default now(),
      check ((user_id is null) <> (system_code is null)),
      check ((system_code is null) = (wallet <> 'system')),
      check (system_code is not null or available >= 0)
    )`,
    sql`create unique index ledger_account_user on ledger_account (user_id, wallet, asset) where user_id is not null`,
    sql`create unique index ledger_account_system on ledger_account (system_code, asset) where system_code is not null`,
    sql`create table ledger_transaction (
      id bigserial primary key,
      idempotency_key text not null unique,
      fingerprint text not null,
      change_type text not null,
      reference text not null default '',
      memo text not null default '',
      created_at timestamptz not null
    )`,
    sql`create index ledger_transaction_reference on ledger_transaction (reference)`,
    sql`create table ledger_entry (
      id bigserial primary key,
      transaction_id bigint not null references ledger_transaction (id),
      account_id integer not null references ledger_account (id),
      asset text not null,
      part text not null check (part in ('available', 'frozen', 'locked')),
      amount numeric(38, 18) not null check (amount <> 0),
      balance_after numeric(38, 18) not null,
      created_at timestamptz not null
    )`,
    sql`create index ledger_entry_account on ledger_entry (account_id, id desc)`,
    sql`create index ledger_entry_transaction on ledger_entry (transaction_id)`,
    sql`create table ledger_hold (
      key text primary key,
      account_id integer not null references ledger_account (id),
      part text not null check (part in ('frozen', 'locked')),
      kind text not null,
      amount numeric(38, 18) not null check (amount > 0),
      remaining numeric(38, 18) not null check (remaining >= 0 and remaining <= amount),
      opened_tx bigint not null references ledger_transaction (id),
      closed_tx bigint references ledger_transaction (id)
    )`,
    sql`create index ledger_hold_open on ledger_hold (account_id, part) where remaining > 0`,
    // Entries are history: the database itself refuses to change or delete one.
    sql`create function ledger_entry_immutable() returns trigger language plpgsql as $$
      begin raise exception 'ledger entries are immutable'; end $$`,
    sql`create trigger ledger_entry_no_update before update or delete on ledger_entry
      for each row execute function ledger_entry_immutable()`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ledger_hold', 'ledger_entry', 'ledger_transaction', 'ledger_account']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
  await sql`drop function ledger_entry_immutable`.execute(db);
}
