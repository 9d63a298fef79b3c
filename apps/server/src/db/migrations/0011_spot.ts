import { sql, type Kysely } from 'kysely';

/**
 * Spot markets, orders and trades. There is no separate command
 * log: a batch of commands and all of its effects (orders, trades, ledger
 * postings, the market's sequence) commit in one transaction before any of
 * them is acknowledged, so the committed state is always a state the engine
 * passed through. Resting orders in (price, seq) order rebuild the book
 * exactly; `SUBMITTED` orders (funds frozen, not yet matched) are replayed.
 *
 * Tick and lot sizes are chosen so that tick decimals + lot decimals never
 * exceed the quote coin's decimals (checked when markets load): every trade
 * value is exact in the quote currency.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table spot_market (
      symbol text primary key check (symbol ~ '^[A-Z0-9]{1,16}/[A-Z0-9]{1,16}$'),
      base text not null references coin (symbol),
      quote text not null references coin (symbol),
      tick_size numeric(38, 18) not null check (tick_size > 0),
      lot_size numeric(38, 18) not null check (lot_size > 0),
      min_amount numeric(38, 18) not null check (min_amount > 0),
      max_amount numeric(38, 18) not null check (max_amount >= min_amount),
      min_notional numeric(38, 18) not null check (min_notional >= 0),
      maker_fee numeric(10, 6) not null check (maker_fee >= 0 and maker_fee < 0.1),
      taker_fee numeric(10, 6) not null check (taker_fee >= 0 and taker_fee < 0.1),
      trading_hours text not null default '00:00-24:00'
        check (trading_hours ~ '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9](,[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9])*$'),
      enabled boolean not null default true,
      sort integer not null,
      -- Sequence of the last command applied durably, and the last trade number.
      last_seq bigint not null default 0,
      last_trade bigint not null default 0,
      check (base <> quote)
    )`.execute(db);

  await sql`create sequence spot_order_id_seq`.execute(db);
  await sql`
    create table spot_order (
      id bigint primary key,
      market text not null references spot_market (symbol),
      user_id integer not null,
      client_order_id text,
      fingerprint text not null,
      side text not null check (side in ('buy', 'sell')),
      type text not null check (type in ('limit', 'market')),
      time_in_force text not null check (time_in_force in ('GTC', 'IOC', 'FOK', 'POST_ONLY')),
      price numeric(38, 18),
      amount numeric(38, 18),
      quote_amount numeric(38, 18),
      -- Engine units: the limit price in ticks, lots asked for and lots still open.
      price_ticks bigint,
      lots bigint not null check (lots > 0),
      remaining_lots bigint not null check (remaining_lots >= 0 and remaining_lots <= lots),
      frozen numeric(38, 18) not null check (frozen >= 0),
      filled_amount numeric(38, 18) not null default 0,
      filled_quote numeric(38, 18) not null default 0,
      fee numeric(38, 18) not null default 0,
      status text not null check (status in ('SUBMITTED', 'PENDING', 'FILLED', 'CANCELLED')),
      cancel_reason text,
      -- Position in the market's command sequence; null until matched.
      seq bigint,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (user_id, client_order_id)
    )`.execute(db);
  await sql`create index spot_order_resting on spot_order (market, seq) where status = 'PENDING'`.execute(
    db,
  );
  await sql`create index spot_order_submitted on spot_order (market, id) where status = 'SUBMITTED'`.execute(
    db,
  );
  await sql`create index spot_order_user on spot_order (user_id, id desc)`.execute(db);

  await sql`
    create table spot_trade (
      market text not null references spot_market (symbol),
      trade_no bigint not null,
      price numeric(38, 18) not null check (price > 0),
      amount numeric(38, 18) not null check (amount > 0),
      quote_amount numeric(38, 18) not null check (quote_amount > 0),
      taker_side text not null check (taker_side in ('buy', 'sell')),
      maker_order_id bigint not null references spot_order (id),
      taker_order_id bigint not null references spot_order (id),
      maker_user_id integer not null,
      taker_user_id integer not null,
      maker_fee numeric(38, 18) not null,
      taker_fee numeric(38, 18) not null,
      created_at timestamptz not null,
      primary key (market, trade_no)
    )`.execute(db);
  await sql`create index spot_trade_time on spot_trade (market, created_at)`.execute(db);
  await sql`create index spot_trade_maker on spot_trade (maker_order_id)`.execute(db);
  await sql`create index spot_trade_taker on spot_trade (taker_order_id)`.execute(db);

  // symbol, tick, lot, min amount, max amount, min notional
  const markets: ReadonlyArray<readonly [string, string, string, string, string, string]> = [
    ['BTC', '0.01', '0.0001', '0.0001', '100', '5'],
    ['ETH', '0.01', '0.0001', '0.001', '2000', '5'],
    ['SOL', '0.01', '0.001', '0.01', '50000', '5'],
    ['XRP', '0.0001', '0.1', '1', '5000000', '5'],
    ['DOGE', '0.00001', '1', '10', '50000000', '5'],
    ['ADA', '0.0001', '0.1', '1', '5000000', '5'],
    ['LTC', '0.01', '0.001', '0.01', '50000', '5'],
    ['TRX', '0.00001', '1', '10', '50000000', '5'],
    ['USDC', '0.0001', '0.01', '1', '500000', '5'],
  ];
  let sort = 0;
  for (const [base, tick, lot, minAmount, maxAmount, minNotional] of markets) {
    sort += 10;
    await sql`
      insert into spot_market (symbol, base, quote, tick_size, lot_size, min_amount, max_amount,
        min_notional, maker_fee, taker_fee, sort)
      values (${`${base}/USDT`}, ${base}, 'USDT', ${tick}, ${lot}, ${minAmount}, ${maxAmount},
        ${minNotional}, 0.001, 0.001, ${sort})`.execute(db);
  }
}
