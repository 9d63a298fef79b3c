import { sql, type Kysely } from 'kysely';

/**
 * Flash exchange: one row per executed quote. The money moved
 * through the spot orders named in `order_ids`; this row is the user's
 * record of the conversion. Quotes themselves live seconds and stay in
 * memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table flash_exchange (
      id bigserial primary key,
      user_id integer not null,
      quote_id text not null unique,
      from_coin text not null,
      to_coin text not null,
      from_amount numeric not null check (from_amount > 0),
      to_amount numeric not null check (to_amount >= 0),
      rate numeric not null,
      quoted_rate numeric not null,
      fee numeric not null,
      route jsonb not null,
      order_ids jsonb not null,
      status text not null check (status in ('FILLED', 'PARTIAL')),
      held_asset text,
      held_amount numeric,
      created_at timestamptz not null,
      check ((status = 'PARTIAL') = (held_asset is not null))
    )`.execute(db);
  await sql`create index flash_exchange_user on flash_exchange (user_id, id desc)`.execute(db);
}
