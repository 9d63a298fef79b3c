import { sql, type Kysely } from 'kysely';

/**
 * Fixed-term earn products: funds (a cycle of days at a daily rate within
 * a published range, early redemption with a penalty) and pool lock-ups
 * (fixed lock dates at a fixed rate, unlocked at expiry).
 *
 * Dates (YYYY-MM-DD, in the payout time zone) are text, as the lending
 * module's are: no driver turns them into instants.
 *
 * Money is the ledger's. Per coin, `earn:treasury` holds what operators
 * have put up for earn income (maker-checker top-ups, the adjustment kind
 * `earn_fund` added here); an operator allocates from it to a product's
 * own funding account `earn:product:<id>`. At purchase the most the order
 * can ever be paid (amount × highest daily rate × days) is held in that
 * account (hold kind `earn_reserve`) and the buyer's principal is held in
 * their finance wallet (hold kind `earn_principal`): it stays theirs, in
 * custody. Income is taken from the reserve; at the end what is left of
 * the reserve goes back to the product and the principal to the buyer's
 * spot wallet, less a penalty (to the product) when redeemed early.
 *
 * - `earn_setting`: one row: the payout hour and its time zone.
 * - `earn_product`: the terms; `sold` counts principal sold against
 *   `stock` (a cancelled lock-up subscription gives its share back).
 *   Listing needs the whole unsold stock's maximum income funded.
 * - `earn_rate`: each product's daily rate per income day, published in
 *   advance within the range and never changed once its day has begun; a
 *   day nobody published is paid at the range's minimum, recorded as such.
 * - `earn_order`: a purchase: the terms copied from the product, the value
 *   date (the first income day), days and income paid, and `due_at`, when
 *   its next step (a lock-up's lock, the next income day's payout) is due.
 * - `earn_payout`: one row per order and income day, with the ledger
 *   transaction that paid it.
 * - The superuser role gains `earn.manage`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table ledger_adjustment
      drop constraint ledger_adjustment_kind_check,
      drop constraint ledger_adjustment_insurance_has_no_user,
      add constraint ledger_adjustment_kind_check
        check (kind in ('credit', 'debit', 'insurance', 'credit_fund', 'earn_fund')),
      add constraint ledger_adjustment_insurance_has_no_user check (
        (kind in ('insurance', 'credit_fund', 'earn_fund')) = (user_id is null)
        and (kind not in ('insurance', 'credit_fund', 'earn_fund') or wallet = 'system'))`,
    sql`create table earn_setting (
      id boolean primary key default true check (id),
      payout_hour smallint not null default 4 check (payout_hour between 0 and 23),
      time_zone text not null default 'UTC',
      updated_at timestamptz not null default now()
    )`,
    sql`insert into earn_setting (id) values (true)`,
    sql`create table earn_product (
      id serial primary key,
      kind text not null check (kind in ('fund', 'lockup')),
      coin text not null,
      name jsonb not null,
      cycle_days smallint not null check (cycle_days between 1 and 3650),
      rate_min numeric(12, 8) not null check (rate_min >= 0 and rate_min < 1),
      rate_max numeric(12, 8) not null check (rate_max < 1),
      user_limit numeric(38, 18) not null,
      min_amount numeric(38, 18) not null check (min_amount > 0),
      max_amount numeric(38, 18) not null,
      stock numeric(38, 18) not null check (stock > 0),
      sold numeric(38, 18) not null default 0,
      penalty_ratio numeric(12, 8) not null check (penalty_ratio >= 0 and penalty_ratio < 1),
      opens_at timestamptz not null,
      closes_at timestamptz not null,
      lock_date text check (lock_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      status text not null default 'draft' check (status in ('draft', 'listed', 'delisted')),
      sort integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (rate_max >= rate_min),
      check (max_amount >= min_amount),
      check (user_limit >= min_amount),
      check (sold >= 0 and sold <= stock),
      check (closes_at > opens_at),
      check ((kind = 'lockup') = (lock_date is not null)),
      check (kind = 'fund' or (rate_min = rate_max and penalty_ratio = 0))
    )`,
    sql`create table earn_rate (
      product_id integer not null references earn_product (id),
      day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      rate numeric(12, 8) not null check (rate >= 0 and rate < 1),
      source text not null check (source in ('published', 'minimum', 'fixed')),
      operator_id integer,
      published_at timestamptz not null,
      primary key (product_id, day)
    )`,
    sql`create table earn_order (
      id bigserial primary key,
      user_id integer not null,
      request_id text not null,
      product_id integer not null references earn_product (id),
      kind text not null,
      coin text not null,
      amount numeric(38, 18) not null check (amount > 0),
      cycle_days smallint not null,
      rate_min numeric(12, 8) not null,
      rate_max numeric(12, 8) not null,
      penalty_ratio numeric(12, 8) not null,
      reserved numeric(38, 18) not null check (reserved >= 0),
      value_date text not null,
      status text not null
        check (status in ('confirming', 'custody', 'redeemed', 'matured', 'cancelled')),
      days_paid smallint not null default 0,
      income_paid numeric(38, 18) not null default 0,
      penalty numeric(38, 18),
      returned numeric(38, 18),
      due_at timestamptz,
      created_at timestamptz not null,
      closed_at timestamptz,
      unique (user_id, request_id),
      check (income_paid >= 0 and income_paid <= reserved),
      check (days_paid between 0 and cycle_days),
      check ((status in ('confirming', 'custody')) = (due_at is not null))
    )`,
    sql`create index earn_order_due on earn_order (due_at) where due_at is not null`,
    sql`create index earn_order_user on earn_order (user_id, id)`,
    sql`create index earn_order_product on earn_order (product_id, status)`,
    sql`create table earn_payout (
      id bigserial primary key,
      order_id bigint not null references earn_order (id),
      product_id integer not null,
      user_id integer not null,
      day text not null,
      rate numeric(12, 8) not null,
      amount numeric(38, 18) not null check (amount >= 0),
      transaction_id bigint references ledger_transaction (id),
      paid_at timestamptz not null,
      unique (order_id, day)
    )`,
    sql`create index earn_payout_product_day on earn_payout (product_id, day)`,
    sql`create index earn_payout_user on earn_payout (user_id, id)`,
    // The spec's worked example as a draft: nothing is sold until an
    // operator funds it and lists it.
    sql`insert into earn_product
      (kind, coin, name, cycle_days, rate_min, rate_max, user_limit, min_amount, max_amount,
       stock, penalty_ratio, opens_at, closes_at, sort, created_at, updated_at)
      values ('fund', 'USDT', '{"en_US": "USDT 5-day fund", "zh_CN": "USDT 5天理财"}', 5,
        0.003, 0.005, 50000, 100, 10000, 1000000, 0.004,
        now(), now() + interval '365 days', 1, now(), now())`,
    sql`update operator_role
      set permissions = array_append(permissions, 'earn.manage')
      where lower(name) = 'superuser' and not ('earn.manage' = any (permissions))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`update operator_role set permissions = array_remove(permissions, 'earn.manage')`,
    sql`drop table earn_payout`,
    sql`drop table earn_order`,
    sql`drop table earn_rate`,
    sql`drop table earn_product`,
    sql`drop table earn_setting`,
    sql`delete from ledger_adjustment where kind = 'earn_fund'`,
    sql`alter table ledger_adjustment
      drop constraint ledger_adjustment_kind_check,
      drop constraint ledger_adjustment_insurance_has_no_user,
      add constraint ledger_adjustment_kind_check
        check (kind in ('credit', 'debit', 'insurance', 'credit_fund')),
      add constraint ledger_adjustment_insurance_has_no_user check (
        (kind in ('insurance', 'credit_fund')) = (user_id is null)
        and (kind not in ('insurance', 'credit_fund') or wallet = 'system'))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
