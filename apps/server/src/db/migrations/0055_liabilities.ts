import { sql, type Kysely } from 'kysely';

/**
 * Proof of liabilities (module `liabilities`).
 *
 * - `liability_round`: one snapshot of the ledger's user balances turned
 *   into trees; building, then published or failed (with why).
 * - `liability_root`: each asset's published root: hash, sum in units,
 *   total, leaf count, and the ledger's own total at the snapshot beside it.
 * - `liability_leaf`: each user's leaf per asset: the UID and nonce that
 *   salt it, the balance, its position; the tree is rebuilt from these to
 *   give a proof, and past rounds stay verifiable.
 * - `liability_verification`: who verified which round, once each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table liability_round (
      id serial primary key,
      status text not null check (status in ('building', 'published', 'failed')),
      snapshot_at timestamptz,
      created_at timestamptz not null,
      published_at timestamptz,
      operator_id integer,
      error text,
      users integer not null default 0
    )`,
    sql`create unique index liability_round_building on liability_round ((true)) where status = 'building'`,
    sql`create table liability_root (
      round_id integer not null references liability_round (id),
      asset text not null,
      decimals integer not null,
      root_hash text not null,
      root_sum numeric not null check (root_sum >= 0),
      total numeric not null check (total >= 0),
      ledger_total numeric not null,
      accounts integer not null,
      primary key (round_id, asset)
    )`,
    sql`create table liability_leaf (
      round_id integer not null references liability_round (id),
      asset text not null,
      user_id integer not null references app_user (id),
      account text not null,
      nonce text not null,
      balance numeric not null check (balance >= 0),
      leaf_index integer not null,
      primary key (round_id, asset, user_id)
    )`,
    sql`create index liability_leaf_user on liability_leaf (user_id, round_id)`,
    sql`create table liability_verification (
      round_id integer not null references liability_round (id),
      user_id integer not null references app_user (id),
      verified_at timestamptz not null,
      primary key (round_id, user_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'liability_verification',
    'liability_leaf',
    'liability_root',
    'liability_round',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
