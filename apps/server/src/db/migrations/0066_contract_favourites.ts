import { sql, type Kysely } from 'kysely';

/**
 * Contracts may be favourites too: the favourite's symbol check admits a
 * contract symbol (perpetual or delivery series, as `kline`'s does since
 * 0063) beside a spot pair. The two never meet: a spot symbol always has
 * its slash.
 */
const SPOT = `'^[A-Z0-9]{1,16}/[A-Z0-9]{1,16}$'`;
const CONTRACT = `'^[A-Z0-9]{2,20}(-([1-9][0-9]{0,3}[MHDW]|Q))?$'`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table favourite drop constraint favourite_symbol_check`.execute(db);
  await sql`alter table favourite add constraint favourite_symbol_check
    check (symbol ~ ${sql.raw(SPOT)} or symbol ~ ${sql.raw(CONTRACT)})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from favourite where symbol !~ ${sql.raw(SPOT)}`.execute(db);
  await sql`alter table favourite drop constraint favourite_symbol_check`.execute(db);
  await sql`alter table favourite add constraint favourite_symbol_check
    check (symbol ~ ${sql.raw(SPOT)})`.execute(db);
}
