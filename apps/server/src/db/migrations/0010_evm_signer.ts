import { sql, type Kysely } from 'kysely';

/**
 * What the EVM signer has signed, per withdrawal id. The signed transaction is
 * stored before it is broadcast, so a retry after a crash rebroadcasts the
 * same transaction (same nonce, same hash) instead of paying twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table evm_signer_tx (
      withdrawal_id integer primary key,
      chain_id integer not null,
      nonce integer not null,
      raw_tx text not null,
      tx_hash text not null unique,
      created_at timestamptz not null default now(),
      unique (chain_id, nonce)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table evm_signer_tx`.execute(db);
}
