import { sql, type Kysely } from 'kysely';

/**
 * Candles and favourites. Candles are kept so chart history
 * survives restarts; the live candle is rewritten each tick until its
 * interval ends. Unbounded NUMERIC keeps turnover exact however many decimals
 * price times amount has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table kline (
      symbol text not null check (symbol ~ '^[A-Z0-9]{1,16}/[A-Z0-9]{1,16}$'),
      interval text not null check (interval in ('1m', '5m', '15m', '30m', '1h', '4h', '1d', '1w', '1M')),
      open_time bigint not null check (open_time >= 0),
      open numeric not null check (open > 0),
      high numeric not null,
      low numeric not null check (low > 0),
      close numeric not null,
      volume numeric not null check (volume >= 0),
      turnover numeric not null check (turnover >= 0),
      count integer not null check (count > 0),
      last_trade_id text not null,
      primary key (symbol, interval, open_time),
      check (low <= open and low <= close and high >= open and high >= close)
    )`,
    sql`create table favourite (
      id bigserial not null unique,
      user_id integer not null references app_user (id),
      symbol text not null check (symbol ~ '^[A-Z0-9]{1,16}/[A-Z0-9]{1,16}$'),
      created_at timestamptz not null,
      primary key (user_id, symbol)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table favourite`.execute(db);
  await sql`drop table kline`.execute(db);
}
