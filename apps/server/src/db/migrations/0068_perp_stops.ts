import { sql, type Kysely } from 'kysely';

/**
 * Contract conditional orders (`perp.stops.ts`): an ordinary contract order
 * (direction, action, type, price, lots, leverage, presets) placed when the
 * contract's mark or last price reaches `trigger_price`, or for a trailing
 * stop when it comes back by `callback_rate` % from its best price. Nothing
 * is held until then. TRIGGERED is taken before the order is placed, with
 * the client order id `stop-<id>`: a restart that finds one without its
 * order places it again under that id, which answers with the order if it
 * was made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table perp_stop_order (
      id bigserial primary key,
      symbol text not null,
      user_id integer not null,
      client_order_id text,
      fingerprint text not null,
      kind text not null check (kind in ('trigger', 'trailing')),
      source text not null check (source in ('mark', 'last')),
      trigger text not null check (trigger in ('rise', 'fall')),
      trigger_price numeric,
      callback_rate numeric,
      activation_price numeric,
      extreme_price numeric,
      direction text not null check (direction in ('long', 'short')),
      action text not null check (action in ('open', 'close')),
      type text not null check (type in ('limit', 'market')),
      price numeric,
      lots bigint not null check (lots > 0),
      leverage integer,
      take_profit numeric,
      stop_loss numeric,
      time_in_force text not null,
      status text not null check (status in ('WAITING', 'TRIGGERED', 'CANCELLED', 'REJECTED')),
      reason text,
      order_id bigint,
      triggered_price numeric,
      triggered_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((kind = 'trailing') = (callback_rate is not null)),
      check (kind = 'trailing' or trigger_price is not null),
      constraint perp_stop_order_client unique (user_id, client_order_id)
    )`,
    sql`create index perp_stop_order_waiting on perp_stop_order (symbol, id) where status = 'WAITING'`,
    sql`create index perp_stop_order_user on perp_stop_order (user_id, id desc)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table perp_stop_order`.execute(db);
}
