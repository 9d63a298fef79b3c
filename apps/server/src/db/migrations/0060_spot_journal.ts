import { sql, type Kysely } from 'kysely';

/**
 * The spot runners' command journal. A matching batch's first transaction
 * (its orders inserted SUBMITTED with their funds frozen) also writes one
 * row here: which orders the batch placed, in order, and which cancels it
 * carries, with the batch's time. Once that commits the runner matches in
 * memory and answers; the fills' postings, trades and order states follow
 * in a later transaction, which deletes the row. After a crash, start-up
 * replays the rows left, in id order, through the deterministic engine from
 * the book the projected state describes: the same fills as were answered.
 * `orders` lists ids of `spot_order` (SUBMITTED until the row goes);
 * `cancels` and `cancel_users` are parallel (a cancel names its user: one
 * asking for another user's order is refused when matched). The fee rates
 * the batch was matched at are kept too: an operator may change them before
 * a replay, which must still charge what the answers said.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table spot_journal (
      id bigserial primary key,
      market text not null references spot_market (symbol),
      at timestamptz not null,
      orders bigint[] not null,
      cancels bigint[] not null,
      cancel_users integer[] not null,
      maker_fee numeric(12, 8) not null,
      taker_fee numeric(12, 8) not null,
      check (cardinality(cancels) = cardinality(cancel_users))
    )`.execute(db);
  await sql`create index spot_journal_market on spot_journal (market, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table spot_journal`.execute(db);
}
