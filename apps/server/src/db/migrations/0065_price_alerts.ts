import { sql, type Kysely } from 'kysely';

/**
 * Price alerts (module `alerts`).
 *
 * `price_alert`: a user's alert on a spot market. `value` is the target
 * price, or the percentage for a move; `threshold` the price that fires it
 * (the target, or the base moved by the percentage), `base_price` the last
 * price when it was set. It is ACTIVE until it FIRED (with the time and the
 * trade price that reached the threshold) or was CANCELLED; the change out
 * of ACTIVE is a conditional update, so it happens once. Finished alerts
 * are the history, which the user may delete.
 *
 * The notification centre gains the `alerts` category its notices are in.
 */
const CATEGORIES = ['trade', 'funds', 'p2p', 'appeal', 'chat', 'risk', 'loans', 'earn', 'security'];

const categoryCheck = (categories: readonly string[]) =>
  sql`alter table notification add constraint notification_category_check
    check (category in (${sql.join(categories.map((c) => sql.lit(c)))}))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table price_alert (
      id serial primary key,
      user_id integer not null references app_user (id),
      symbol text not null check (symbol ~ '^[A-Z0-9]{1,16}/[A-Z0-9]{1,16}$'),
      kind text not null check (kind in ('price_above', 'price_below', 'move_up_pct', 'move_down_pct')),
      value numeric not null check (value > 0),
      threshold numeric not null check (threshold > 0),
      base_price numeric not null check (base_price > 0),
      note text check (length(note) between 1 and 60),
      status text not null default 'ACTIVE' check (status in ('ACTIVE', 'FIRED', 'CANCELLED')),
      created_at timestamptz not null,
      fired_at timestamptz,
      fired_price numeric check (fired_price > 0),
      cancelled_at timestamptz,
      check ((status = 'FIRED') = (fired_at is not null and fired_price is not null)),
      check ((status = 'CANCELLED') = (cancelled_at is not null)),
      check (kind not in ('move_up_pct', 'move_down_pct') or value <= 1000),
      check (kind <> 'move_down_pct' or value < 100)
    )`,
    sql`create index price_alert_active on price_alert (symbol) where status = 'ACTIVE'`,
    sql`create index price_alert_user on price_alert (user_id, status, id)`,
    sql`alter table notification drop constraint notification_category_check`,
    categoryCheck([...CATEGORIES, 'alerts']),
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from notification where category = 'alerts'`.execute(db);
  await sql`alter table notification drop constraint notification_category_check`.execute(db);
  await categoryCheck(CATEGORIES).execute(db);
  await sql`drop table price_alert`.execute(db);
}
