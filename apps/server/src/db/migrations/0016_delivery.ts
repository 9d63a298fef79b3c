import { sql, type Kysely } from 'kysely';

/**
 * Delivery (fixed-expiry) contracts share the perpetual machinery:
 * a series such as BTCUSDT-1H is a `perp_contract` row with product
 * 'delivery', its term, the current contract's expiry, and the window of
 * index prices its settlement averages. At expiry every position of the
 * series settles at that price and the next contract is listed under the
 * same symbol (`perp_settlement` keeps each one). Delivery margin lives in
 * the user's `delivery` wallet, perpetual margin in `contract`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A series' symbol carries its term: BTCUSDT-5M, BTCUSDT-Q.
  await sql`alter table perp_contract drop constraint perp_contract_symbol_check`.execute(db);
  await sql`alter table perp_contract add constraint perp_contract_symbol_check
    check (symbol ~ '^[A-Z0-9]{2,20}(-([1-9][0-9]{0,3}[MHDW]|Q))?$')`.execute(db);
  await sql`alter table perp_contract
    add column product text not null default 'perpetual' check (product in ('perpetual', 'delivery')),
    add column term text,
    add column expires_at timestamptz,
    add column settle_window_minutes integer check (settle_window_minutes > 0),
    add column last_settlement_price numeric(38, 18),
    add check ((product = 'delivery') = (term is not null and expires_at is not null
      and settle_window_minutes is not null))`.execute(db);
  await sql`alter table perp_position drop constraint if exists perp_position_closed_by_check`.execute(
    db,
  );
  await sql`alter table perp_position add constraint perp_position_closed_by_check
    check (closed_by in ('user', 'take_profit', 'stop_loss', 'liquidation', 'adl', 'settlement'))`.execute(
    db,
  );
  await sql`
    create table perp_settlement (
      contract text not null references perp_contract (symbol),
      expires_at timestamptz not null,
      price numeric(38, 18) not null check (price > 0),
      samples integer not null check (samples > 0),
      positions integer not null,
      lots bigint not null,
      settled_at timestamptz not null,
      primary key (contract, expires_at)
    )`.execute(db);

  // Series: term, settlement window (minutes); the first expiry is set at start-up.
  const series: ReadonlyArray<readonly [string, string, number]> = [
    ['BTCUSDT', '5M', 1],
    ['BTCUSDT', '1H', 5],
    ['ETHUSDT', '1H', 5],
    ['BTCUSDT', 'Q', 30],
  ];
  let sort = 100;
  for (const [base, term, window] of series) {
    sort += 10;
    await sql`
      insert into perp_contract (symbol, coin, contract_type, quote, margin_asset, contract_size,
        tick_size, min_open_lots, max_open_lots, min_close_lots, max_close_lots, leverages,
        default_leverage, tiers, maker_fee, taker_fee, funding_interval_hours, trading_hours,
        enabled, sort, product, term, expires_at, settle_window_minutes)
      select ${`${base}-${term}`}, coin, contract_type, quote, margin_asset, contract_size,
        tick_size, min_open_lots, max_open_lots, min_close_lots, max_close_lots, leverages,
        10, tiers, maker_fee, taker_fee, funding_interval_hours, trading_hours,
        enabled, ${sort}, 'delivery', ${term}, to_timestamp(0), ${window}
      from perp_contract where symbol = ${base}`.execute(db);
  }
}
