import { sql, type Kysely } from 'kysely';

/**
 * Spot conditional orders (`spot.stops.ts`): a stop-limit, stop-market,
 * trailing stop or OCO waits here, its funds frozen under the hold
 * `stop:<id>`, until the market's last trade price reaches it. The trigger
 * places an ordinary order and, in the same transaction, marks the stop
 * TRIGGERED with that order's id and moves its hold to the order's: nothing
 * is double-spent or lost between the two.
 *
 * `direction` is fixed at placement: `rise` triggers at a last price at or
 * above `stop_price`, `fall` at or below. A trailing stop's `extreme_price`
 * is the best price since it activated as of placement; its later moves live
 * in memory and are rebuilt at start from the trades since (`spot.stops.ts`).
 * An OCO's resting limit order is `oco_order_id`; its stop leg holds only
 * what the order it would place needs beyond that leg's freeze.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table spot_stop_order (
      id bigserial primary key,
      market text not null,
      user_id integer not null,
      client_order_id text,
      fingerprint text not null,
      kind text not null check (kind in ('stop_limit', 'stop_market', 'trailing', 'oco')),
      side text not null check (side in ('buy', 'sell')),
      direction text not null check (direction in ('rise', 'fall')),
      stop_price numeric,
      price numeric,
      stop_limit_price numeric,
      amount numeric,
      quote_amount numeric,
      callback_rate numeric,
      activation_price numeric,
      extreme_price numeric,
      oco_order_id bigint,
      frozen numeric not null check (frozen >= 0),
      freeze_asset text not null,
      status text not null check (status in ('WAITING', 'TRIGGERED', 'CANCELLED', 'REJECTED')),
      reason text,
      order_id bigint,
      triggered_price numeric,
      triggered_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((kind = 'trailing') = (callback_rate is not null)),
      check (kind = 'trailing' or stop_price is not null),
      check ((kind = 'oco') = (oco_order_id is not null)),
      check ((status = 'TRIGGERED') = (order_id is not null)),
      constraint spot_stop_order_client unique (user_id, client_order_id)
    )`,
    sql`create index spot_stop_order_waiting on spot_stop_order (market, id) where status = 'WAITING'`,
    sql`create index spot_stop_order_user on spot_stop_order (user_id, id desc)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table spot_stop_order`.execute(db);
}
