import { sql, type Kysely } from 'kysely';

/**
 * Peer-to-peer trading: ads, orders and each order's chained record.
 *
 * - `p2p_ad`: a merchant's offer to buy or sell a coin for a fiat. A listed
 *   sell ad's remaining quantity is held in the ledger (`hold_key`, a hold
 *   of kind `p2p_ad`; re-keyed with `hold_seq` whenever coins come back to
 *   it); a buy ad holds nothing.
 * - `p2p_order`: one trade on an ad. The seller's coins are in escrow (a
 *   hold of kind `p2p_order`, `hold_key`) from creation to release or
 *   cancellation. The price is locked at creation; the seller's payment
 *   details are copied, sealed, so a later edit cannot change what the
 *   buyer was told.
 * - `p2p_order_event`: every change to an order, chained: each row's hash
 *   covers the one before, so a changed or missing row shows.
 * - `p2p_trader`: one row per user who has traded, locked while their
 *   limits (open orders, cancellations, ads) are checked.
 * - `p2p_risk_class`: per chargeback-risk class, the most a first trade may
 *   be worth (USD) and how long coins bought with it stay unwithdrawable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table p2p_setting
      add column ad_limit integer not null default 20 check (ad_limit between 1 and 1000),
      add column open_order_limit integer not null default 5 check (open_order_limit between 1 and 100),
      add column cancel_limit integer not null default 3 check (cancel_limit between 1 and 100),
      add column release_minutes integer not null default 30 check (release_minutes between 5 and 1440)`,
    sql`create table p2p_risk_class (
      risk_class smallint primary key check (risk_class between 1 and 4),
      first_trade_cap_usd numeric not null check (first_trade_cap_usd > 0),
      withdraw_hold_hours integer not null check (withdraw_hold_hours between 0 and 720)
    )`,
    sql`insert into p2p_risk_class values (1, 20000, 0), (2, 10000, 24), (3, 2000, 72), (4, 500, 168)`,
    sql`create table p2p_trader (
      user_id integer primary key,
      created_at timestamptz not null
    )`,
    sql`create table p2p_ad (
      id serial primary key,
      user_id integer not null,
      request_id text not null,
      side text not null check (side in ('buy', 'sell')),
      coin text not null references p2p_coin (coin),
      fiat text not null,
      price_type text not null check (price_type in ('fixed', 'floating')),
      price numeric check (price > 0),
      premium numeric check (premium between -50 and 50),
      quantity numeric not null check (quantity > 0),
      remaining numeric not null check (remaining >= 0 and remaining <= quantity),
      min_amount numeric not null check (min_amount > 0),
      max_amount numeric not null check (max_amount > min_amount),
      payment_method_ids integer[] not null,
      payment_minutes smallint not null check (payment_minutes in (15, 30, 45, 60, 120)),
      terms text,
      auto_reply text,
      cond_advanced boolean not null default false,
      cond_registered boolean not null default false,
      cond_holding boolean not null default false,
      status text not null check (status in ('listed', 'delisted', 'closed', 'ended')),
      online_at timestamptz,
      hold_seq integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (user_id, request_id),
      check ((price_type = 'fixed') = (price is not null)),
      check ((price_type = 'floating') = (premium is not null))
    )`,
    sql`create index p2p_ad_market on p2p_ad (coin, fiat, side) where status = 'listed'`,
    sql`create index p2p_ad_of on p2p_ad (user_id, id)`,
    sql`create table p2p_order (
      id serial primary key,
      order_no text not null unique,
      ad_id integer not null references p2p_ad (id),
      taker_id integer not null,
      request_id text not null,
      buyer_id integer not null,
      seller_id integer not null check (seller_id <> buyer_id),
      coin text not null,
      fiat text not null,
      price numeric not null check (price > 0),
      quantity numeric not null check (quantity > 0),
      amount numeric not null check (amount > 0),
      usd_value numeric not null check (usd_value >= 0),
      status text not null
        check (status in ('unpaid', 'paid', 'timed_out', 'appeal', 'completed', 'cancelled')),
      payment_type text not null,
      payment_method_id integer not null references p2p_payment_method (id),
      payment text not null,
      payment_minutes smallint not null,
      pay_deadline timestamptz not null,
      release_deadline timestamptz,
      hold_key text not null unique,
      cancel_reason text,
      cancelled_by text check (cancelled_by in ('buyer', 'system', 'operator')),
      created_at timestamptz not null,
      paid_at timestamptz,
      finished_at timestamptz,
      updated_at timestamptz not null,
      unique (taker_id, request_id)
    )`,
    sql`create index p2p_order_buyer on p2p_order (buyer_id, id)`,
    sql`create index p2p_order_seller on p2p_order (seller_id, id)`,
    sql`create index p2p_order_open on p2p_order (ad_id) where status not in ('completed', 'cancelled')`,
    sql`create table p2p_order_event (
      order_id integer not null references p2p_order (id),
      seq integer not null,
      kind text not null,
      actor text not null,
      body jsonb not null,
      prev_hash text not null,
      hash text not null,
      created_at timestamptz not null,
      primary key (order_id, seq)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['p2p_order_event', 'p2p_order', 'p2p_ad', 'p2p_trader', 'p2p_risk_class'])
    await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`alter table p2p_setting drop column ad_limit, drop column open_order_limit,
    drop column cancel_limit, drop column release_minutes`.execute(db);
}
