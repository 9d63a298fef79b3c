import { sql, type Kysely } from 'kysely';

/**
 * Mining machines (the earn module's second part). A machine's hash rate
 * is rented per unit for a term of days and held in custody on the farm,
 * returned at term end. Each income day pays, per unit, hash rate × that
 * day's hash price − power (kW × 24 h × electricity price), never below
 * zero, from the coin's `mining:income` account, which operators fill with
 * real pool payouts by maker-checker adjustments (kind `mining_income`,
 * added here). What buyers pay for machines goes to `mining:sales`.
 * Income is held in the buyer's mining wallet (hold kind `mining_reward`,
 * one hold per payout) until they withdraw it to spot, at most every 12
 * hours.
 *
 * - `mining_machine`: the terms and specifications; `sold` counts units in
 *   custody against `stock` (a returned order gives its units back). A
 *   locked machine is shown and cannot be bought.
 * - `mining_hash_price`: per algorithm, coin and day, the coin earned per
 *   unit of hash rate that day, with where it came from (an operator, the
 *   configured feed, or the simulated feed, labelled so) and when.
 * - `mining_order`: a purchase, its machine's terms copied, its start date
 *   (the first income day), days and income paid, why its next day waits
 *   (if it does), and `due_at`, when its next step (a payout, the return of
 *   its machines) is due. At most one trial order per user, by index.
 * - `mining_renewal`: each renewal's request, term and price.
 * - `mining_payout`: one row per order and income day with the price used,
 *   the ledger transaction that paid it and the withdrawal that took it out.
 * - `mining_account`: per user, their last reward withdrawal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const kinds = `'credit', 'debit', 'insurance', 'credit_fund', 'earn_fund', 'mining_income'`;
  const system = `'insurance', 'credit_fund', 'earn_fund', 'mining_income'`;
  const statements = [
    sql`alter table ledger_adjustment
      drop constraint ledger_adjustment_kind_check,
      drop constraint ledger_adjustment_insurance_has_no_user,
      add constraint ledger_adjustment_kind_check check (kind in (${sql.raw(kinds)})),
      add constraint ledger_adjustment_insurance_has_no_user check (
        (kind in (${sql.raw(system)})) = (user_id is null)
        and (kind not in (${sql.raw(system)}) or wallet = 'system'))`,
    sql`create table mining_machine (
      id serial primary key,
      type text not null check (type in ('trial', 'fpga', 'ipfs', 'gpu', 'asic')),
      name jsonb not null,
      coin text not null,
      price numeric(38, 18) not null check (price > 0),
      term_days smallint not null check (term_days between 1 and 3650),
      algorithm text not null,
      hash_rate numeric(38, 18) not null check (hash_rate > 0),
      hash_unit text not null,
      power_w integer not null check (power_w >= 0),
      electricity numeric(38, 18) not null check (electricity >= 0),
      manufacturer text not null,
      dimensions text not null,
      weight_kg numeric(12, 3) not null check (weight_kg > 0),
      temperature text not null,
      humidity text not null,
      stock integer not null check (stock >= 0),
      sold integer not null default 0,
      user_limit integer not null check (user_limit > 0),
      status text not null default 'draft' check (status in ('draft', 'listed', 'locked')),
      sort integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check (sold >= 0 and sold <= stock)
    )`,
    sql`create table mining_hash_price (
      algorithm text not null,
      coin text not null,
      day text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      unit text not null,
      price numeric(38, 18) not null check (price >= 0),
      source text not null check (source in ('operator', 'feed', 'simulated')),
      source_name text not null,
      operator_id integer,
      published_at timestamptz not null,
      primary key (algorithm, coin, day)
    )`,
    sql`create table mining_order (
      id bigserial primary key,
      user_id integer not null,
      request_id text not null,
      machine_id integer not null references mining_machine (id),
      type text not null,
      coin text not null,
      quantity integer not null check (quantity > 0),
      unit_price numeric(38, 18) not null,
      paid numeric(38, 18) not null check (paid > 0),
      term_days smallint not null check (term_days > 0),
      renewals smallint not null default 0,
      algorithm text not null,
      hash_rate numeric(38, 18) not null,
      hash_unit text not null,
      power_w integer not null,
      electricity numeric(38, 18) not null,
      start_date text not null,
      status text not null check (status in ('custody', 'returned')),
      days_paid smallint not null default 0,
      income_paid numeric(38, 18) not null default 0 check (income_paid >= 0),
      wait_reason text check (wait_reason in ('income_short', 'price_missing')),
      wait_since timestamptz,
      due_at timestamptz,
      created_at timestamptz not null,
      returned_at timestamptz,
      unique (user_id, request_id),
      check (days_paid between 0 and term_days),
      check ((status = 'returned') = (returned_at is not null)),
      check ((wait_reason is null) = (wait_since is null))
    )`,
    sql`create unique index mining_order_one_trial on mining_order (user_id) where type = 'trial'`,
    sql`create index mining_order_due on mining_order (due_at) where due_at is not null`,
    sql`create index mining_order_user on mining_order (user_id, id)`,
    sql`create index mining_order_machine on mining_order (machine_id, status)`,
    sql`create table mining_renewal (
      order_id bigint not null references mining_order (id),
      request_id text not null,
      term_days smallint not null,
      paid numeric(38, 18) not null,
      created_at timestamptz not null,
      primary key (order_id, request_id)
    )`,
    sql`create table mining_account (
      user_id integer primary key,
      last_request_id text,
      last_withdrawn_at timestamptz
    )`,
    sql`create table mining_payout (
      id bigserial primary key,
      order_id bigint not null references mining_order (id),
      machine_id integer not null,
      user_id integer not null,
      coin text not null,
      day text not null,
      quantity integer not null,
      hash_price numeric(38, 18) not null,
      source text not null,
      source_name text not null,
      gross numeric(38, 18) not null,
      power numeric(38, 18) not null,
      amount numeric(38, 18) not null check (amount >= 0),
      transaction_id bigint references ledger_transaction (id),
      withdrawn_at timestamptz,
      withdrawal_transaction_id bigint references ledger_transaction (id),
      paid_at timestamptz not null,
      unique (order_id, day),
      check ((amount = 0) = (transaction_id is null))
    )`,
    sql`create index mining_payout_user on mining_payout (user_id, id)`,
    sql`create index mining_payout_unwithdrawn on mining_payout (user_id)
      where withdrawn_at is null and amount > 0`,
    sql`create index mining_payout_machine_day on mining_payout (machine_id, day)`,
    // The five types of the spec, as drafts: nothing is sold until an
    // operator lists them (and income is paid only once `mining:income` is filled).
    sql`insert into mining_machine
      (type, name, coin, price, term_days, algorithm, hash_rate, hash_unit, power_w, electricity,
       manufacturer, dimensions, weight_kg, temperature, humidity, stock, user_limit, sort,
       created_at, updated_at)
      values
      ('trial', '{"en_US": "3-day experience machine", "zh_CN": "3天体验矿机"}', 'USDT', 0.5, 3,
        'SHA-256', 10, 'TH/s', 175, 0.06, 'Bitmain (share of an Antminer S21)', '400 × 195 × 290 mm',
        15.4, '0–40 °C', '10–90 % RH', 100000, 1, 1, now(), now()),
      ('asic', '{"en_US": "Antminer S21 200T", "zh_CN": "蚂蚁矿机 S21 200T"}', 'USDT', 800, 180,
        'SHA-256', 200, 'TH/s', 3500, 0.06, 'Bitmain', '400 × 195 × 290 mm', 15.4, '0–40 °C',
        '10–90 % RH', 500, 20, 2, now(), now()),
      ('gpu', '{"en_US": "8-GPU rig 240 MH/s", "zh_CN": "8卡显卡矿机 240 MH/s"}', 'USDT', 150, 90,
        'KawPow', 240, 'MH/s', 1800, 0.06, 'Assembled (8 × RTX 4070)', '680 × 450 × 230 mm',
        28, '5–35 °C', '10–80 % RH', 300, 10, 3, now(), now()),
      ('fpga', '{"en_US": "FPGA miner 800 GH/s", "zh_CN": "FPGA 矿机 800 GH/s"}', 'USDT', 60, 60,
        'Blake3', 800, 'GH/s', 400, 0.06, 'Xilinx (VU35P boards)', '330 × 150 × 210 mm', 7.5,
        '0–45 °C', '5–85 % RH', 300, 10, 4, now(), now()),
      ('ipfs', '{"en_US": "IPFS storage node 10 TiB", "zh_CN": "IPFS 存储节点 10 TiB"}', 'USDT', 80,
        180, 'Filecoin', 10, 'TiB', 600, 0.06, 'Supermicro', '2U, 700 × 440 × 88 mm', 22,
        '10–35 °C', '8–80 % RH', 200, 10, 5, now(), now())`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const kinds = `'credit', 'debit', 'insurance', 'credit_fund', 'earn_fund'`;
  const system = `'insurance', 'credit_fund', 'earn_fund'`;
  const statements = [
    sql`drop table mining_payout`,
    sql`drop table mining_account`,
    sql`drop table mining_renewal`,
    sql`drop table mining_order`,
    sql`drop table mining_hash_price`,
    sql`drop table mining_machine`,
    sql`delete from ledger_adjustment where kind = 'mining_income'`,
    sql`alter table ledger_adjustment
      drop constraint ledger_adjustment_kind_check,
      drop constraint ledger_adjustment_insurance_has_no_user,
      add constraint ledger_adjustment_kind_check check (kind in (${sql.raw(kinds)})),
      add constraint ledger_adjustment_insurance_has_no_user check (
        (kind in (${sql.raw(system)})) = (user_id is null)
        and (kind not in (${sql.raw(system)}) or wallet = 'system'))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
