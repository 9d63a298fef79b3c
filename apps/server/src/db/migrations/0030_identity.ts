import { sql, type Kysely } from 'kysely';

/**
 * Identity verification and business certification.
 *
 * - `identity_application`: one row per application at one level; a level's
 *   state is its newest row's. The ID number is held sealed (with the other
 *   personal details) and, for uniqueness, as an HMAC under the secrets key:
 *   one account per ID number while an application with it is under review
 *   or passed, enforced by a partial unique index (never the plain number
 *   in an index). Documents are file ids of the files module.
 * - `identity_document_view`: each operator's view of a document, which
 *   the user sees.
 * - `verification_limit`: the daily limits of each level, in USD (null is
 *   unlimited): crypto withdrawals, and fiat for peer-to-peer trading.
 * - `business_certification`: the merchant application and its security
 *   deposit (a ledger hold); at most one live per user.
 * - `business_deposit_config`: the deposit per coin, 15,000 USDT to start.
 * - `identity_setting`: how long a failed application's documents are kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table identity_application (
      id serial primary key,
      user_id integer not null,
      level text not null check (level in ('primary', 'advanced', 'notarised')),
      status text not null check (status in ('under_review', 'resubmit', 'passed', 'failed')),
      real_name text not null,
      nationality text not null check (nationality ~ '^[A-Z]{2}$'),
      id_type text check (id_type in ('passport', 'driving_licence', 'national_id')),
      id_number_hmac text check (id_number_hmac ~ '^[0-9a-f]{64}$'),
      details text not null,
      documents jsonb not null,
      reject_reason text,
      internal_note text,
      final boolean not null default false,
      resubmit_document text,
      resubmit_reason text,
      first_approved_by integer,
      reviewed_by integer,
      reviewed_at timestamptz,
      screening jsonb,
      erased_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      check ((level = 'primary') = (id_number_hmac is not null and id_type is not null)),
      check ((status = 'resubmit') = (resubmit_document is not null))
    )`,
    sql`create unique index identity_one_open on identity_application (user_id, level)
      where status in ('under_review', 'resubmit')`,
    sql`create unique index identity_one_passed on identity_application (user_id, level)
      where status = 'passed'`,
    sql`create unique index identity_id_number on identity_application (id_number_hmac)
      where status in ('under_review', 'resubmit', 'passed')`,
    sql`create index identity_queue on identity_application (status, created_at)`,
    sql`create index identity_by_user on identity_application (user_id, created_at desc)`,
    sql`create table identity_document_view (
      id serial primary key,
      application_id integer not null references identity_application (id),
      document text not null,
      operator_id integer not null,
      viewed_at timestamptz not null
    )`,
    sql`create index identity_document_view_of on identity_document_view (application_id)`,
    sql`create table verification_limit (
      level smallint primary key check (level between 0 and 3),
      withdraw_daily_usd numeric(38, 2) check (withdraw_daily_usd >= 0),
      fiat_daily_usd numeric(38, 2) check (fiat_daily_usd >= 0),
      updated_by integer,
      updated_at timestamptz
    )`,
    sql`insert into verification_limit (level, withdraw_daily_usd, fiat_daily_usd) values
      (0, 10000, 0), (1, 8000000, 50000), (2, 16000000, 100000), (3, null, null)`,
    sql`create table business_certification (
      id serial primary key,
      user_id integer not null,
      request_id text not null,
      status text not null check (status in ('applied', 'passed', 'refused', 'refund_requested',
        'refund_in_progress', 'refund_rejected', 'refunded')),
      coin text not null,
      amount numeric(38, 18) not null check (amount > 0),
      hold_key text not null unique,
      first_approved_by integer,
      reviewed_by integer,
      reason text,
      internal_note text,
      released_at timestamptz,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      unique (user_id, request_id),
      check ((status in ('refused', 'refunded')) = (released_at is not null))
    )`,
    sql`create unique index business_one_live on business_certification (user_id)
      where status not in ('refused', 'refunded')`,
    sql`create index business_queue on business_certification (status, updated_at)`,
    sql`create table business_deposit_config (
      coin text primary key,
      amount numeric(38, 18) not null check (amount > 0),
      updated_by integer,
      updated_at timestamptz
    )`,
    sql`insert into business_deposit_config (coin, amount) values ('USDT', 15000)`,
    sql`create table identity_setting (
      id boolean primary key default true check (id),
      failed_retention_days integer not null default 180 check (failed_retention_days >= 1)
    )`,
    sql`insert into identity_setting default values`,
    sql`update operator_role
      set permissions = array_append(permissions, 'identity.review')
      where lower(name) = 'superuser' and not ('identity.review' = any (permissions))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`update operator_role set permissions = array_remove(permissions, 'identity.review')`,
    sql`drop table identity_setting`,
    sql`drop table business_deposit_config`,
    sql`drop table business_certification`,
    sql`drop table verification_limit`,
    sql`drop table identity_document_view`,
    sql`drop table identity_application`,
  ];
  for (const statement of statements) await statement.execute(db);
}
