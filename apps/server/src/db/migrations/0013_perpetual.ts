import { sql, type Kysely } from 'kysely';

/**
 * Perpetual contracts: contracts, entrusts, positions, fills and
 * funding rounds. As for spot, a batch of commands and all of its effects
 * (orders, positions, fills, ledger postings, the contract's sequence)
 * commit in one transaction before any of them is acknowledged.
 *
 * One-way mode with isolated margin: at most one OPEN position per user and
 * contract (a partial unique index says so), with its own margin. Closed
 * positions stay as history with their realised profit, fees and funding.
 *
 * `usdt` contracts are linear (margin and PnL in USDT, a lot is
 * `contract_size` of the coin); `coin` contracts are inverse (margin and PnL
 * in the coin, a lot is `contract_size` US dollars of face value).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table perp_contract (
      symbol text primary key check (symbol ~ '^[A-Z0-9]{2,20}$'),
      coin text not null references coin (symbol),
      contract_type text not null check (contract_type in ('usdt', 'coin')),
      quote text not null check (quote in ('USDT', 'USD')),
      margin_asset text not null references coin (symbol),
      contract_size numeric(38, 18) not null check (contract_size > 0),
      tick_size numeric(38, 18) not null check (tick_size > 0),
      min_open_lots bigint not null check (min_open_lots > 0),
      max_open_lots bigint not null check (max_open_lots >= min_open_lots),
      min_close_lots bigint not null check (min_close_lots > 0),
      max_close_lots bigint not null check (max_close_lots >= min_close_lots),
      -- Offered leverages, ascending, e.g. [1,2,3,5,10,20,50,100].
      leverages jsonb not null,
      default_leverage integer not null check (default_leverage > 0),
      -- Maintenance tiers [{maxNotional, maintenanceRate, maxLeverage}], ascending.
      tiers jsonb not null,
      maker_fee numeric(10, 6) not null check (maker_fee > -0.01 and maker_fee < 0.1),
      taker_fee numeric(10, 6) not null check (taker_fee >= 0 and taker_fee < 0.1),
      -- Fee rates may be negative (a maker rebate) but never below the taker's cost.
      check (maker_fee + taker_fee >= 0),
      funding_interval_hours integer not null default 8
        check (funding_interval_hours in (1, 2, 4, 8)),
      trading_hours text not null default '00:00-24:00'
        check (trading_hours ~ '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9](,[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9])*$'),
      enabled boolean not null default true,
      sort integer not null,
      last_seq bigint not null default 0,
      last_trade bigint not null default 0,
      check ((contract_type = 'usdt') = (quote = 'USDT' and margin_asset = 'USDT')),
      check ((contract_type = 'coin') = (quote = 'USD' and margin_asset = coin))
    )`.execute(db);

  await sql`create sequence perp_position_id_seq`.execute(db);
  await sql`
    create table perp_position (
      id bigint primary key,
      contract text not null references perp_contract (symbol),
      user_id integer not null,
      direction text not null check (direction in ('long', 'short')),
      status text not null check (status in ('OPEN', 'CLOSED')),
      -- Lots held now, and lots closed so far (history shows both).
      lots bigint not null check (lots >= 0),
      closed_lots bigint not null default 0 check (closed_lots >= 0),
      leverage integer not null check (leverage > 0),
      -- Average open price of the lots held.
      entry_price numeric(38, 18) not null check (entry_price > 0),
      -- Isolated margin in the margin asset, held on the user's contract account.
      margin numeric(38, 18) not null check (margin >= 0),
      realised_pnl numeric(38, 18) not null default 0,
      funding_fees numeric(38, 18) not null default 0,
      fees numeric(38, 18) not null default 0,
      take_profit numeric(38, 18),
      stop_loss numeric(38, 18),
      close_price numeric(38, 18),
      opened_at timestamptz not null,
      closed_at timestamptz,
      updated_at timestamptz not null,
      check ((status = 'OPEN') = (lots > 0)),
      check ((status = 'CLOSED') = (closed_at is not null))
    )`.execute(db);
  await sql`create unique index perp_position_open on perp_position (user_id, contract)
    where status = 'OPEN'`.execute(db);
  await sql`create index perp_position_contract_open on perp_position (contract)
    where status = 'OPEN'`.execute(db);
  await sql`create index perp_position_user on perp_position (user_id, id desc)`.execute(db);

  await sql`create sequence perp_order_id_seq`.execute(db);
  await sql`
    create table perp_order (
      id bigint primary key,
      contract text not null references perp_contract (symbol),
      user_id integer not null,
      client_order_id text,
      fingerprint text not null,
      direction text not null check (direction in ('long', 'short')),
      action text not null check (action in ('open', 'close')),
      type text not null check (type in ('limit', 'market')),
      time_in_force text not null check (time_in_force in ('GTC', 'IOC', 'FOK', 'POST_ONLY')),
      price numeric(38, 18),
      price_ticks bigint,
      lots bigint not null check (lots > 0),
      remaining_lots bigint not null check (remaining_lots >= 0 and remaining_lots <= lots),
      leverage integer not null check (leverage > 0),
      -- Margin and the largest fee still frozen for an open order (its hold).
      frozen numeric(38, 18) not null check (frozen >= 0),
      filled_lots bigint not null default 0,
      -- Sum of price * lots over the fills: the average fill price without rounding drift.
      filled_price_lots numeric(38, 18) not null default 0,
      fee numeric(38, 18) not null default 0,
      realised_pnl numeric(38, 18) not null default 0,
      take_profit numeric(38, 18),
      stop_loss numeric(38, 18),
      -- Why the system placed a close: take_profit, stop_loss, liquidation, adl.
      trigger text check (trigger in ('take_profit', 'stop_loss', 'liquidation', 'adl')),
      position_id bigint references perp_position (id),
      status text not null check (status in ('SUBMITTED', 'PENDING', 'FILLED', 'CANCELLED')),
      cancel_reason text,
      seq bigint,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((type = 'limit') = (price is not null and price_ticks is not null)),
      check (filled_lots + remaining_lots <= lots),
      unique (user_id, client_order_id)
    )`.execute(db);
  await sql`create index perp_order_resting on perp_order (contract, seq) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index perp_order_submitted on perp_order (contract, id) where status = 'SUBMITTED'`.execute(
    db,
  );
  await sql`create index perp_order_user on perp_order (user_id, id desc)`.execute(db);

  await sql`
    create table perp_trade (
      contract text not null references perp_contract (symbol),
      trade_no bigint not null,
      price numeric(38, 18) not null check (price > 0),
      lots bigint not null check (lots > 0),
      taker_direction text not null check (taker_direction in ('long', 'short')),
      taker_action text not null check (taker_action in ('open', 'close')),
      maker_order_id bigint not null references perp_order (id),
      taker_order_id bigint not null references perp_order (id),
      maker_user_id integer not null,
      taker_user_id integer not null,
      maker_fee numeric(38, 18) not null,
      taker_fee numeric(38, 18) not null,
      maker_pnl numeric(38, 18) not null default 0,
      taker_pnl numeric(38, 18) not null default 0,
      created_at timestamptz not null,
      primary key (contract, trade_no)
    )`.execute(db);
  await sql`create index perp_trade_time on perp_trade (contract, created_at)`.execute(db);
  await sql`create index perp_trade_maker on perp_trade (maker_order_id)`.execute(db);
  await sql`create index perp_trade_taker on perp_trade (taker_order_id)`.execute(db);

  // One row per funding round; the payments themselves are ledger postings.
  await sql`
    create table perp_funding (
      contract text not null references perp_contract (symbol),
      funding_time timestamptz not null,
      rate numeric(20, 12) not null,
      mark_price numeric(38, 18) not null check (mark_price > 0),
      long_lots bigint not null,
      short_lots bigint not null,
      residual numeric(38, 18) not null,
      primary key (contract, funding_time)
    )`.execute(db);

  const tiers = (rows: readonly (readonly [string, string, number])[]) =>
    JSON.stringify(
      rows.map(([maxNotional, maintenanceRate, maxLeverage]) => ({
        maxNotional,
        maintenanceRate,
        maxLeverage,
      })),
    );
  // Linear tiers by position value in USDT; inverse tiers by USD face value.
  const linear = tiers([
    ['50000', '0.004', 100],
    ['250000', '0.005', 50],
    ['1000000', '0.01', 20],
    ['5000000', '0.025', 10],
    ['20000000', '0.05', 5],
    ['100000000', '0.1', 3],
  ]);
  const inverse = tiers([
    ['500000', '0.005', 100],
    ['2000000', '0.01', 50],
    ['10000000', '0.025', 20],
    ['50000000', '0.05', 10],
  ]);
  const leverages = JSON.stringify([1, 2, 3, 5, 10, 20, 50, 100]);
  // coin, type, contract size, tick, max open and close lots
  const contracts: ReadonlyArray<readonly [string, 'usdt' | 'coin', string, string, number]> = [
    ['BTC', 'usdt', '0.001', '0.1', 100_000],
    ['ETH', 'usdt', '0.01', '0.01', 200_000],
    ['BTC', 'coin', '100', '0.1', 100_000],
    ['ETH', 'coin', '10', '0.01', 200_000],
  ];
  let sort = 0;
  for (const [coin, type, size, tick, maxLots] of contracts) {
    sort += 10;
    const quote = type === 'usdt' ? 'USDT' : 'USD';
    await sql`
      insert into perp_contract (symbol, coin, contract_type, quote, margin_asset, contract_size,
        tick_size, min_open_lots, max_open_lots, min_close_lots, max_close_lots, leverages,
        default_leverage, tiers, maker_fee, taker_fee, sort)
      values (${coin + quote}, ${coin}, ${type}, ${quote}, ${type === 'usdt' ? 'USDT' : coin},
        ${size}, ${tick}, 1, ${maxLots}, 1, ${maxLots}, ${leverages}::jsonb, 20,
        ${type === 'usdt' ? linear : inverse}::jsonb, 0.0002, 0.0005, ${sort})`.execute(db);
  }
}
