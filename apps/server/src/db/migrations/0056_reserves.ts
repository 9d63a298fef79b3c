import { sql, type Kysely } from 'kysely';

/**
 * Proof of reserves beside the proof of liabilities (module `liabilities`).
 *
 * - `reserve_address`: a custody address the operator published with a
 *   message signed by its key (checked before it is stored); removed ones
 *   are kept, since past rounds name them.
 * - `reserve_balance`: what each published address held in each asset when
 *   a round was taken; null when its chain could not be read.
 * - `sim_transfer.direction`: the simulated chain now records what the
 *   simulated signer pays out of its hot wallet ('out'), so a simulated
 *   hot wallet has a balance to prove; the deposit watcher reads 'in' only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table sim_transfer add column direction text not null default 'in'
      check (direction in ('in', 'out'))`,
    sql`create table reserve_address (
      id serial primary key,
      network text not null,
      family text not null check (family in ('evm', 'tron', 'btc')),
      address text not null,
      label text not null,
      simulated boolean not null,
      message text not null,
      signature text not null,
      signed_at timestamptz not null,
      added_at timestamptz not null,
      added_by integer,
      removed_at timestamptz
    )`,
    sql`create unique index reserve_address_active on reserve_address (network, lower(address))
      where removed_at is null`,
    sql`create table reserve_balance (
      round_id integer not null references liability_round (id),
      address_id integer not null references reserve_address (id),
      asset text not null,
      amount numeric check (amount >= 0),
      primary key (round_id, address_id, asset)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists reserve_balance`.execute(db);
  await sql`drop table if exists reserve_address`.execute(db);
  await sql`alter table sim_transfer drop column if exists direction`.execute(db);
}
