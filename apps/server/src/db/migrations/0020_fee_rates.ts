import { sql, type Kysely } from 'kysely';

/**
 * Operators may change a contract's fee rates while orders rest.
 * An opening order freezes its worst-case taker fee when it is placed, so a
 * later rise applied to its fills could need more than was frozen. Each
 * contract order therefore keeps the rates in force when it was placed, and
 * its fills use them; a change applies to orders placed after it. Orders
 * placed before this migration take their contract's current rates, which
 * are the rates they were placed under (nothing could change them before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table perp_order
    add column maker_fee_rate numeric(10, 6),
    add column taker_fee_rate numeric(10, 6)`.execute(db);
  await sql`update perp_order o set maker_fee_rate = c.maker_fee, taker_fee_rate = c.taker_fee
    from perp_contract c where c.symbol = o.contract`.execute(db);
  await sql`alter table perp_order
    alter column maker_fee_rate set not null,
    alter column taker_fee_rate set not null,
    add constraint perp_order_fee_rates check (
      maker_fee_rate > -0.01 and maker_fee_rate < 0.1
      and taker_fee_rate >= 0 and taker_fee_rate < 0.1
      and maker_fee_rate + taker_fee_rate >= 0)`.execute(db);
}
