import { sql, type Kysely } from 'kysely';

/**
 * Coins and their chains. Limits are per chain; operators
 * edit them later from the console. Coins whose chain has no deposit adapter
 * here yet are listed with deposits and withdrawals closed ("channel not
 * open") rather than left out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table coin (
      symbol text primary key check (symbol ~ '^[A-Z0-9]{1,16}$'),
      name text not null,
      decimals smallint not null check (decimals between 0 and 18),
      is_top boolean not null default false,
      sort integer not null,
      enabled boolean not null default true
    )`.execute(db);
  await sql`
    create table coin_chain (
      symbol text not null references coin (symbol),
      chain text not null check (chain ~ '^[A-Z0-9_]{2,16}$'),
      family text not null check (family in ('btc', 'evm', 'tron', 'none')),
      contract text not null default '',
      token_decimals smallint not null check (token_decimals between 0 and 36),
      confirmations integer not null check (confirmations >= 1),
      deposit_min numeric(38, 18) not null check (deposit_min >= 0),
      withdraw_min numeric(38, 18) not null check (withdraw_min > 0),
      withdraw_max numeric(38, 18) not null check (withdraw_max >= withdraw_min),
      withdraw_fee numeric(38, 18) not null check (withdraw_fee >= 0 and withdraw_fee < withdraw_min),
      withdraw_daily_count integer not null check (withdraw_daily_count >= 0),
      withdraw_window text not null default '00:00-24:00' check (withdraw_window ~ '^[0-2][0-9]:[0-5][0-9]-[0-2][0-9]:[0-5][0-9]$'),
      deposit_enabled boolean not null default true,
      withdraw_enabled boolean not null default true,
      primary key (symbol, chain)
    )`.execute(db);

  const coins: ReadonlyArray<readonly [string, string, number, boolean]> = [
    ['BTC', 'Bitcoin', 8, true],
    ['ETH', 'Ethereum', 8, true],
    ['USDT', 'Tether USD', 6, true],
    ['USDC', 'USD Coin', 6, false],
    ['TRX', 'TRON', 6, false],
    ['LTC', 'Litecoin', 8, false],
    ['DOGE', 'Dogecoin', 8, false],
    ['SOL', 'Solana', 8, true],
    ['XRP', 'XRP', 6, false],
    ['ADA', 'Cardano', 6, false],
  ];
  let sort = 0;
  for (const [symbol, name, decimals, top] of coins) {
    sort += 10;
    await sql`insert into coin (symbol, name, decimals, is_top, sort) values (${symbol}, ${name}, ${decimals}, ${top}, ${sort})`.execute(
      db,
    );
  }

  type Chain = readonly [
    string,
    string,
    string,
    string,
    number,
    number,
    string,
    string,
    string,
    string,
    number,
    boolean,
  ];
  // symbol, chain, family, contract, token decimals, confirmations, deposit min, withdraw min, max, fee, daily count, open
  const chains: readonly Chain[] = [
    ['BTC', 'BTC', 'btc', '', 8, 2, '0.0001', '0.001', '10', '0.0002', 10, true],
    ['ETH', 'ETH', 'evm', '', 18, 12, '0.001', '0.01', '500', '0.002', 10, true],
    [
      'USDT',
      'ERC20',
      'evm',
      '0xdac17f958d2ee523a2206206994597c13d831ec7',
      6,
      12,
      '1',
      '10',
      '1000000',
      '5',
      10,
      true,
    ],
    [
      'USDT',
      'TRC20',
      'tron',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      6,
      20,
      '1',
      '10',
      '1000000',
      '1',
      10,
      true,
    ],
    [
      'USDC',
      'ERC20',
      'evm',
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      6,
      12,
      '1',
      '10',
      '1000000',
      '5',
      10,
      true,
    ],
    ['TRX', 'TRON', 'tron', '', 6, 20, '1', '10', '1000000', '1', 10, true],
    ['LTC', 'LTC', 'none', '', 8, 6, '0.01', '0.1', '1000', '0.001', 10, false],
    ['DOGE', 'DOGE', 'none', '', 8, 20, '10', '50', '1000000', '5', 10, false],
    ['SOL', 'SOL', 'none', '', 9, 32, '0.01', '0.1', '10000', '0.01', 10, false],
    ['XRP', 'XRP', 'none', '', 6, 1, '1', '25', '1000000', '0.25', 10, false],
    ['ADA', 'ADA', 'none', '', 6, 15, '1', '10', '1000000', '1', 10, false],
  ];
  for (const [
    symbol,
    chain,
    family,
    contract,
    tokenDecimals,
    confirmations,
    depositMin,
    withdrawMin,
    withdrawMax,
    fee,
    daily,
    open,
  ] of chains) {
    await sql`
      insert into coin_chain (symbol, chain, family, contract, token_decimals, confirmations, deposit_min,
        withdraw_min, withdraw_max, withdraw_fee, withdraw_daily_count, deposit_enabled, withdraw_enabled)
      values (${symbol}, ${chain}, ${family}, ${contract}, ${tokenDecimals}, ${confirmations}, ${depositMin},
        ${withdrawMin}, ${withdrawMax}, ${fee}, ${daily}, ${open}, ${open})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table coin_chain`.execute(db);
  await sql`drop table coin`.execute(db);
}
