import { sql, type Kysely } from 'kysely';

/**
 * A ledger entry may name what it is about itself, when its transaction
 * covers many things: a spot matching batch posts all its fills as one
 * transaction per change type (`spot_buy`, `spot_sell`, `fee`), and each
 * user line names its trade (`spot_trade:<market>:<no>`), so a user's
 * history still shows every fill. Null means the transaction's reference.
 * Indexed only where set, for look-ups by reference (the console's ledger
 * explorer, the spot invariants).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ledger_entry add column reference text`.execute(db);
  await sql`create index ledger_entry_reference on ledger_entry (reference)
    where reference is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ledger_entry_reference`.execute(db);
  await sql`alter table ledger_entry drop column reference`.execute(db);
}
