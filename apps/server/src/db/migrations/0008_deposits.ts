import { sql, type Kysely } from 'kysely';

/**
 * Deposit addresses (one per user per address family, derived from an
 * account-level xpub at index = user id), deposit records (one per network,
 * txid and output: the exactly-once key), and the simulated chain of the
 * embedded default, kept in the database so it survives restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table deposit_address (
      family text not null check (family in ('btc', 'evm', 'tron')),
      user_id integer not null,
      address text not null,
      derivation_index integer not null check (derivation_index >= 0),
      created_at timestamptz not null default now(),
      primary key (family, user_id),
      unique (family, address)
    )`,
    sql`create table deposit (
      id serial primary key,
      network text not null,
      txid text not null,
      output integer not null,
      symbol text not null,
      chain text not null,
      address text not null,
      user_id integer not null,
      amount numeric(38, 18) not null check (amount > 0),
      confirmations integer not null,
      required_confirmations integer not null,
      status text not null check (status in ('confirming', 'credited', 'below_minimum', 'orphaned')),
      ledger_tx bigint,
      created_at timestamptz not null,
      credited_at timestamptz,
      unique (network, txid, output),
      check ((status = 'credited') = (ledger_tx is not null))
    )`,
    sql`create index deposit_user on deposit (user_id, id desc)`,
    sql`create table sim_chain (
      network text primary key,
      height bigint not null default 0
    )`,
    sql`create table sim_transfer (
      id serial primary key,
      network text not null,
      txid text not null,
      output integer not null,
      address text not null,
      contract text not null default '',
      amount_units numeric(78, 0) not null check (amount_units > 0),
      block_number bigint not null,
      unique (network, txid, output)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sim_transfer', 'sim_chain', 'deposit', 'deposit_address']) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
