import { sql, type Kysely } from 'kysely';

/**
 * What the perpetual runner needs beyond 0013: an order's initial margin at
 * its price (the wire's `margin`; `frozen` also holds the fee reserve and
 * shrinks as it fills), what closed a position, and the version of the
 * position's margin hold (ledger holds cannot grow, so each margin change
 * rolls `perp_position:<id>:<v>` to v+1).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table perp_order add column margin numeric(38, 18) not null default 0
    check (margin >= 0)`.execute(db);
  await sql`alter table perp_position
    add column closed_by text check (closed_by in ('user', 'take_profit', 'stop_loss', 'liquidation', 'adl')),
    add column hold_version integer not null default 0 check (hold_version >= 0),
    add column close_value numeric(38, 18) not null default 0`.execute(db);
  // A fill's own id, for findTrans?id= (the primary key is per contract).
  await sql`alter table perp_trade add column id bigserial not null unique`.execute(db);
}
