import { sql, type Kysely } from 'kysely';

/**
 * Candles of the contracts (perpetuals and delivery series) in the same
 * table as the spot markets', under the contract's symbol: the symbol check
 * now admits a contract symbol (`perp_contract`'s own check, 0016) beside a
 * spot pair. The two never meet: a spot symbol always has its slash.
 */
const SPOT = `'^[A-Z0-9]{1,16}/[A-Z0-9]{1,16}$'`;
const CONTRACT = `'^[A-Z0-9]{2,20}(-([1-9][0-9]{0,3}[MHDW]|Q))?$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kline drop constraint kline_symbol_check`.execute(db);
  await sql`alter table kline add constraint kline_symbol_check
    check (symbol ~ ${sql.raw(SPOT)} or symbol ~ ${sql.raw(CONTRACT)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from kline where symbol !~ ${sql.raw(SPOT)}`.execute(db);
  await sql`alter table kline drop constraint kline_symbol_check`.execute(db);
  await sql`alter table kline add constraint kline_symbol_check
    check (symbol ~ ${sql.raw(SPOT)})`.execute(db);
}
