import { sql, type Kysely } from 'kysely';

/**
 * The contract runners' command journal, as spot's (0060): a batch's first
 * transaction inserts its orders SUBMITTED with their margin frozen, matches
 * them in memory and writes one row here, naming the placements in order,
 * the cancels with their reasons (a user's, or a system one: a closed
 * position's close orders, a liquidation) and the position ids the batch's
 * fills opened, in the order it drew them. Once that commits the runner
 * answers; positions, postings, trades and order states follow in a later
 * transaction, which deletes the row. Start-up replays the rows left, in id
 * order, from the written state: the engine and the settlement are
 * deterministic given the batch's time (`at`) and these ids, and the fee
 * rates are each order's own (0020), so the replay makes what was answered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table perp_journal (
      id bigserial primary key,
      contract text not null references perp_contract (symbol),
      at timestamptz not null,
      orders bigint[] not null,
      cancels bigint[] not null,
      cancel_reasons text[] not null,
      position_ids bigint[] not null,
      check (cardinality(cancels) = cardinality(cancel_reasons))
    )`.execute(db);
  await sql`create index perp_journal_contract on perp_journal (contract, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table perp_journal`.execute(db);
}
