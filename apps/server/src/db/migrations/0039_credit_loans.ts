import { sql, type Kysely } from 'kysely';

/**
 * Credit loans: unsecured loans applied for with documents, approved by two
 * operators, and paid from the platform's own lending account, never from
 * users' savings.
 *
 * Money is the ledger's: per coin, the system account `credit:fund` holds
 * what may be lent (filled by maker-checker top-ups, the adjustment kind
 * `credit_fund` added here) and `credit:income` the interest and late fees
 * received. A loan is paid from the fund to the borrower's spot wallet and
 * repaid, in one posting, into both.
 *
 * - `credit_product`: what may be asked for: coin, amount range, cycle,
 *   daily and late daily rate, repayment method, the lender's name.
 * - `credit_budget`: per coin, the most the platform will have lent at
 *   once; approvals of one coin take its row's lock, so two cannot both
 *   spend the last of it.
 * - `credit_loan`: one application and, once approved, the loan. Terms are
 *   copied from the product when applying; the documents are file ids the
 *   applicant uploaded. At most one open (pending, lending or overdue) per
 *   user, by a unique index. The first of two approvals waits in
 *   `proposed_*`.
 * - `credit_decision`: every reviewer's decision with the documents they
 *   had opened and the limit rule they applied.
 * - `credit_document_view`: which operator opened which document, when.
 * - The superuser role gains `credit.review`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table ledger_adjustment
      drop constraint ledger_adjustment_kind_check,
      drop constraint ledger_adjustment_insurance_has_no_user,
      add constraint ledger_adjustment_kind_check
        check (kind in ('credit', 'debit', 'insurance', 'credit_fund')),
      add constraint ledger_adjustment_insurance_has_no_user check (
        (kind in ('insurance', 'credit_fund')) = (user_id is null)
        and (kind not in ('insurance', 'credit_fund') or wallet = 'system'))`,
    sql`create table credit_product (
      id serial primary key,
      coin text not null,
      min_amount numeric(38, 18) not null check (min_amount > 0),
      max_amount numeric(38, 18) not null,
      cycle_days smallint not null check (cycle_days between 1 and 365),
      daily_rate numeric(12, 8) not null check (daily_rate >= 0 and daily_rate < 1),
      late_daily_rate numeric(12, 8) not null check (late_daily_rate >= 0 and late_daily_rate < 1),
      repayment text not null check (repayment in ('lump_sum')),
      lender text not null,
      enabled boolean not null default true,
      sort integer not null default 0,
      check (max_amount >= min_amount)
    )`,
    sql`create table credit_budget (
      coin text primary key,
      budget numeric(38, 18) not null check (budget >= 0),
      updated_at timestamptz not null
    )`,
    sql`create table credit_loan (
      id bigserial primary key,
      user_id integer not null,
      request_id text not null,
      product_id integer not null references credit_product (id),
      coin text not null,
      amount numeric(38, 18) not null check (amount > 0),
      cycle_days smallint not null,
      daily_rate numeric(12, 8) not null,
      late_daily_rate numeric(12, 8) not null,
      repayment text not null,
      lender text not null,
      documents jsonb not null,
      agreed_at timestamptz not null,
      locale text not null,
      status text not null check (status in ('pending', 'rejected', 'lending', 'repaid', 'overdue')),
      reject_reason text,
      proposed_by integer,
      proposed_amount numeric(38, 18),
      proposed_rule text,
      approved_amount numeric(38, 18) check (approved_amount > 0),
      repaid numeric(38, 18),
      paid_interest numeric(38, 18),
      paid_late_fee numeric(38, 18),
      repay_request_id text,
      created_at timestamptz not null,
      lent_at timestamptz,
      due_at timestamptz,
      closed_at timestamptz,
      unique (user_id, request_id),
      check ((status in ('lending', 'repaid', 'overdue')) = (approved_amount is not null))
    )`,
    sql`create unique index credit_loan_one_open on credit_loan (user_id)
      where status in ('pending', 'lending', 'overdue')`,
    sql`create index credit_loan_queue on credit_loan (status, id)`,
    sql`create index credit_loan_user on credit_loan (user_id, id)`,
    sql`create table credit_decision (
      id bigserial primary key,
      loan_id bigint not null references credit_loan (id),
      operator_id integer not null,
      decision text not null check (decision in ('approve', 'confirm', 'reject')),
      amount numeric(38, 18),
      rule text,
      note text not null default '',
      evidence text[] not null,
      created_at timestamptz not null
    )`,
    sql`create index credit_decision_loan on credit_decision (loan_id, id)`,
    sql`create table credit_document_view (
      loan_id bigint not null references credit_loan (id),
      operator_id integer not null,
      document text not null,
      first_at timestamptz not null,
      primary key (loan_id, operator_id, document)
    )`,
    sql`insert into credit_product
      (coin, min_amount, max_amount, cycle_days, daily_rate, late_daily_rate, repayment, lender, sort)
      values ('USDT', 100, 5000, 30, 0.0005, 0.001, 'lump_sum', 'Platform lending account', 1)`,
    sql`update operator_role
      set permissions = array_append(permissions, 'credit.review')
      where lower(name) = 'superuser' and not ('credit.review' = any (permissions))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`update operator_role set permissions = array_remove(permissions, 'credit.review')`,
    sql`drop table credit_document_view`,
    sql`drop table credit_decision`,
    sql`drop table credit_loan`,
    sql`drop table credit_budget`,
    sql`drop table credit_product`,
    sql`delete from ledger_adjustment where kind = 'credit_fund'`,
    sql`alter table ledger_adjustment
      drop constraint ledger_adjustment_kind_check,
      drop constraint ledger_adjustment_insurance_has_no_user,
      add constraint ledger_adjustment_kind_check check (kind in ('credit', 'debit', 'insurance')),
      add constraint ledger_adjustment_insurance_has_no_user check (
        (kind = 'insurance') = (user_id is null)
        and (kind <> 'insurance' or wallet = 'system'))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
