import { sql, type Kysely } from 'kysely';

/**
 * The operator console: operators apart from users, roles with
 * permission sets, console sessions, an append-only audit log and
 * maker-checker ledger adjustments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table operator_role (
      id serial primary key,
      name text not null check (length(name) between 1 and 40),
      permissions text[] not null default '{}',
      created_at timestamptz not null
    )`,
    // The spec's "role names must be unique", case-blind.
    sql`create unique index operator_role_name on operator_role (lower(name))`,
    sql`create table operator (
      id serial primary key,
      username text not null check (username ~ '^[A-Za-z0-9_.-]{3,40}$'),
      password_hash text not null,
      -- Sealed with the secrets key, like users' authenticators; required to sign in.
      totp_secret text not null,
      totp_last_step bigint,
      -- The spec's "a role tied to users cannot be deleted": the reference refuses it too.
      role_id integer not null references operator_role (id) on delete restrict,
      status text not null default 'active' check (status in ('active', 'disabled')),
      failures smallint not null default 0,
      locked_until timestamptz,
      created_by integer references operator (id),
      created_at timestamptz not null,
      last_login_at timestamptz
    )`,
    sql`create unique index operator_username on operator (lower(username))`,
    sql`create table operator_session (
      token_hash text primary key,
      operator_id integer not null references operator (id),
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text not null default ''
    )`,
    sql`create table operator_audit (
      id bigserial primary key,
      operator_id integer not null references operator (id),
      action text not null,
      target text not null default '',
      detail jsonb not null default '{}',
      ip text not null default '',
      created_at timestamptz not null
    )`,
    sql`create index operator_audit_time on operator_audit (created_at desc, id desc)`,
    sql`create index operator_audit_operator on operator_audit (operator_id, id desc)`,
    // Append-only by construction: the database itself refuses to change history.
    sql`create function operator_audit_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'operator_audit is append-only';
      end $$`,
    sql`create trigger operator_audit_no_change before update or delete on operator_audit
      for each row execute function operator_audit_append_only()`,
    sql`create table ledger_adjustment (
      id serial primary key,
      request_id text not null unique,
      user_id integer not null references app_user (id),
      kind text not null check (kind in ('credit', 'debit')),
      wallet text not null,
      asset text not null,
      amount numeric not null check (amount > 0),
      reason text not null check (length(reason) between 1 and 500),
      status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
      maker_id integer not null references operator (id),
      checker_id integer references operator (id),
      reject_reason text,
      ledger_transaction text,
      created_at timestamptz not null,
      decided_at timestamptz,
      -- Maker-checker: whoever decides is never whoever asked.
      check (checker_id is null or checker_id <> maker_id),
      check ((status = 'PENDING') = (checker_id is null))
    )`,
    sql`create index ledger_adjustment_status on ledger_adjustment (status, id desc)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
