import { sql, type Kysely } from 'kysely';

/**
 * The coins peer-to-peer ads may trade, and the decimal places of an
 * order's quantity in each: USDT, BTC and ETH to start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table p2p_coin (
    coin text primary key,
    decimals smallint not null check (decimals between 0 and 18),
    enabled boolean not null default true,
    sort smallint not null default 0
  )`.execute(db);
  await sql`insert into p2p_coin (coin, decimals, sort) values
    ('USDT', 2, 1), ('BTC', 6, 2), ('ETH', 5, 3)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table p2p_coin`.execute(db);
}
