import { sql, type Kysely } from 'kysely';

/**
 * Ledger entries stay immutable, with one way to delete: a transaction that
 * sets `ledger.forget` (locally, as `forgetUnusedHolds` in the ledger module
 * does) may delete entries, so the demo makers' orders placed and cancelled
 * without a fill can leave the ledger with their freeze and release. An
 * update is refused as before, and so is any other delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function ledger_entry_immutable() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and current_setting('ledger.forget', true) = 'on' then return old; end if;
      raise exception 'ledger entries are immutable';
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function ledger_entry_immutable() returns trigger language plpgsql as $$
    begin raise exception 'ledger entries are immutable'; end $$`.execute(db);
}
