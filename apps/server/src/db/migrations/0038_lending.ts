import { sql, type Kysely } from 'kysely';

/**
 * Flexible savings and pledge loans (the lending module).
 *
 * Money is the ledger's: per coin, the system accounts `lending:savers`
 * (what the pool owes share holders), `lending:pending` (subscriptions not
 * yet earning), `lending:redeeming` (redemptions waiting for coins),
 * `lending:book` (what borrowers owe: principal and interest charged,
 * negative), `lending:interest` (interest charged, not yet paid out),
 * `lending:fund` (the security fund's share) and `lending:deficit` (what a
 * liquidation did not cover, negative until covered). Their sum is the
 * pool's cash: coins in it not lent out. These tables hold the register.
 *
 * - `lending_setting`: one row: the savers' share of interest, the payout
 *   hour and its time zone, the hours a subscription waits before it earns;
 *   how far under the index a liquidation may sell, in how many slices a
 *   round, and the platform's liquidator (a service account).
 * - `savings_coin`: the coins offered for savings, with a minimum.
 * - `savings_pool`: per coin, the shares outstanding and the last payout.
 * - `savings_holding`: a saver's shares and what they put in, net.
 * - `savings_lot`: a subscription not yet earning; it becomes shares at the
 *   first payout at least `hold_hours` after it.
 * - `savings_redemption`: a redemption that waits for the pool's cash, paid
 *   first come first served.
 * - `savings_event`: a saver's subscriptions, redemptions and conversions
 *   with the shares each changed: the history, and the shares a saver held
 *   at any payout (income is read from them, never written per saver).
 * - `savings_payout`: each coin's daily payout: interest, the savers' and
 *   the fund's parts, the share price before and after, what it converted,
 *   and the last saver event before it (the shares that earned are those
 *   of the events up to it).
 * - `loan_pair`: what may be pledged for what, with the pair's ratios,
 *   rates, terms and minimum.
 * - `pledge_loan`: one loan: its collateral (a ledger hold of kind
 *   `loan_collateral`), principal owed, interest charged through a whole
 *   hour, term and state. Terms are copied from the pair when borrowed;
 *   `locale` is the borrower's language then, for the notices it sends. A
 *   liquidation's progress: collateral seized, sold, the net proceeds, the
 *   sale round reached, and at the end the shortfall and how much of it
 *   the insurance fund covered.
 * - `pledge_event`: every change to a loan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table lending_setting (
      id boolean primary key default true check (id),
      saver_share numeric(10, 6) not null default 0.9 check (saver_share > 0 and saver_share <= 1),
      payout_hour smallint not null default 4 check (payout_hour between 0 and 23),
      time_zone text not null default 'UTC',
      hold_hours smallint not null default 24 check (hold_hours between 0 and 168),
      liquidation_band numeric(10, 6) not null default 0.05
        check (liquidation_band > 0 and liquidation_band < 0.5),
      liquidation_slices smallint not null default 4 check (liquidation_slices between 1 and 20),
      liquidator_id integer,
      updated_at timestamptz not null default now()
    )`,
    sql`insert into lending_setting (id) values (true)`,
    sql`create table savings_coin (
      asset text primary key,
      min_subscribe numeric(38, 18) not null check (min_subscribe > 0),
      enabled boolean not null default true,
      sort integer not null default 0
    )`,
    sql`create table savings_pool (
      asset text primary key,
      shares numeric(48, 18) not null default 0 check (shares >= 0),
      last_payout text,
      updated_at timestamptz not null
    )`,
    sql`create table savings_holding (
      user_id integer not null,
      asset text not null,
      shares numeric(48, 18) not null default 0 check (shares >= 0),
      principal numeric(38, 18) not null default 0,
      updated_at timestamptz not null,
      primary key (user_id, asset)
    )`,
    sql`create table savings_lot (
      id bigserial primary key,
      user_id integer not null,
      asset text not null,
      amount numeric(38, 18) not null check (amount >= 0),
      created_at timestamptz not null,
      converted_at timestamptz
    )`,
    sql`create index savings_lot_waiting on savings_lot (asset, created_at) where converted_at is null`,
    sql`create index savings_lot_of on savings_lot (user_id, asset) where converted_at is null`,
    sql`create table savings_redemption (
      id bigserial primary key,
      user_id integer not null,
      asset text not null,
      amount numeric(38, 18) not null check (amount > 0),
      status text not null check (status in ('queued', 'paid')),
      created_at timestamptz not null,
      paid_at timestamptz
    )`,
    sql`create index savings_redemption_queue on savings_redemption (asset, id) where status = 'queued'`,
    sql`create table savings_event (
      id bigserial primary key,
      user_id integer not null,
      asset text not null,
      kind text not null check (kind in ('subscribe', 'convert', 'redeem', 'redeem_queued', 'redeem_paid')),
      amount numeric(38, 18) not null,
      shares numeric(48, 18) not null default 0,
      request_id text,
      redemption_id bigint references savings_redemption (id),
      created_at timestamptz not null
    )`,
    sql`create unique index savings_event_request on savings_event (user_id, request_id)`,
    sql`create index savings_event_of on savings_event (user_id, asset, id)`,
    sql`create table savings_payout (
      asset text not null,
      date text not null,
      paid_at timestamptz not null,
      interest numeric(38, 18) not null,
      savers numeric(38, 18) not null,
      fund numeric(38, 18) not null,
      shares numeric(48, 18) not null,
      price_before numeric(38, 18) not null,
      price_after numeric(38, 18) not null,
      converted numeric(38, 18) not null,
      last_event_id bigint not null,
      reference text not null,
      transaction_id text,
      primary key (asset, date)
    )`,
    sql`create table loan_pair (
      id serial primary key,
      collateral text not null,
      loan_coin text not null,
      initial_ratio numeric(10, 6) not null check (initial_ratio > 0 and initial_ratio < 1),
      call_ratio numeric(10, 6) not null check (call_ratio > initial_ratio),
      liquidation_ratio numeric(10, 6) not null check (liquidation_ratio > call_ratio and liquidation_ratio < 1),
      hourly_rate numeric(12, 8) not null check (hourly_rate >= 0),
      late_hourly_rate numeric(12, 8) not null check (late_hourly_rate >= 0),
      term_days integer[] not null,
      min_loan numeric(38, 18) not null check (min_loan > 0),
      enabled boolean not null default true,
      sort integer not null default 0,
      unique (collateral, loan_coin),
      check (collateral <> loan_coin)
    )`,
    sql`create table pledge_loan (
      id bigserial primary key,
      user_id integer not null,
      request_id text not null,
      pair_id integer not null references loan_pair (id),
      collateral text not null,
      loan_coin text not null,
      collateral_amount numeric(38, 18) not null check (collateral_amount >= 0),
      borrowed numeric(38, 18) not null check (borrowed > 0),
      principal numeric(38, 18) not null check (principal >= 0),
      interest_due numeric(38, 18) not null default 0 check (interest_due >= 0),
      interest_paid numeric(38, 18) not null default 0,
      interest_through timestamptz not null,
      hourly_rate numeric(12, 8) not null,
      late_hourly_rate numeric(12, 8) not null,
      initial_ratio numeric(10, 6) not null,
      call_ratio numeric(10, 6) not null,
      liquidation_ratio numeric(10, 6) not null,
      term_days integer not null,
      term_end timestamptz not null,
      status text not null check (status in ('accruing', 'settled', 'liquidating', 'liquidated')),
      hold_seq integer not null default 0,
      called_at timestamptz,
      locale text not null default 'en_US',
      liq_seized numeric(38, 18) not null default 0,
      liq_sold numeric(38, 18) not null default 0,
      liq_proceeds numeric(38, 18) not null default 0,
      liq_round integer not null default 0,
      liq_shortfall numeric(38, 18) not null default 0,
      liq_covered numeric(38, 18) not null default 0,
      created_at timestamptz not null,
      closed_at timestamptz,
      unique (user_id, request_id)
    )`,
    sql`create index pledge_loan_of on pledge_loan (user_id, id)`,
    sql`create index pledge_loan_open on pledge_loan (loan_coin) where status in ('accruing', 'liquidating')`,
    sql`create table pledge_event (
      id bigserial primary key,
      loan_id bigint not null references pledge_loan (id),
      kind text not null,
      amount numeric(38, 18),
      detail text not null default '{}',
      request_id text,
      created_at timestamptz not null
    )`,
    sql`create index pledge_event_of on pledge_event (loan_id, id)`,
    sql`create unique index pledge_event_request on pledge_event (loan_id, request_id)`,
    // The coins the demo and a fresh install offer: stablecoins lent against BTC and ETH.
    sql`insert into savings_coin (asset, min_subscribe, sort) values ('USDT', 1, 1)`,
    sql`insert into loan_pair (collateral, loan_coin, initial_ratio, call_ratio, liquidation_ratio,
        hourly_rate, late_hourly_rate, term_days, min_loan, sort) values
      ('BTC', 'USDT', 0.5, 0.6, 0.85, 0.002, 0.001, '{7,14,30}', 100, 1),
      ('ETH', 'USDT', 0.5, 0.6, 0.85, 0.002, 0.001, '{7,14,30}', 100, 2)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'pledge_event',
    'pledge_loan',
    'loan_pair',
    'savings_payout',
    'savings_event',
    'savings_redemption',
    'savings_lot',
    'savings_holding',
    'savings_pool',
    'savings_coin',
    'lending_setting',
  ])
    await sql`drop table ${sql.table(table)}`.execute(db);
}
