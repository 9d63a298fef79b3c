import { sql, type Kysely } from 'kysely';

/**
 * Users, sessions, verification codes, login throttling, the security log,
 * manual reset requests, wallet-login nonces, step-up tokens and the RSA key
 * for password encryption. Secrets are stored only as hashes, except the
 * authenticator secret, which the server must read to check codes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table app_user (
      id serial primary key,
      uid text not null unique check (uid ~ '^[0-9]{8,12}$'),
      username text check (username ~ '^[A-Za-z0-9]{6,30}$'),
      email text check (length(email) <= 254),
      country_code text check (country_code ~ '^[0-9]{1,4}$'),
      phone text check (phone ~ '^[0-9]{4,15}$'),
      password_hash text not null,
      fund_password_hash text,
      fund_password_failures smallint not null default 0 check (fund_password_failures >= 0),
      fund_password_locked_until timestamptz,
      google_secret text,
      google_pending_secret text,
      google_last_step bigint,
      wallet_address text check (wallet_address ~ '^0x[0-9a-f]{40}$'),
      invite_code text not null unique check (invite_code ~ '^[A-Z0-9]{8}$'),
      invited_by integer references app_user (id),
      status text not null default 'active' check (status in ('active', 'locked', 'frozen')),
      is_demo boolean not null default false,
      c2c_user_type smallint not null default 0,
      perpetual_contracts_status smallint not null default 0,
      created_at timestamptz not null default now(),
      check ((phone is null) = (country_code is null)),
      check (username is not null or email is not null or phone is not null or wallet_address is not null)
    )`,
    // Login names are unique case-blind; a phone is unique with its country code.
    sql`create unique index app_user_username on app_user (lower(username))`,
    sql`create unique index app_user_email on app_user (lower(email))`,
    sql`create unique index app_user_phone on app_user (country_code, phone)`,
    sql`create unique index app_user_wallet on app_user (wallet_address)`,
    sql`create table user_session (
      token_hash text primary key,
      user_id integer not null references app_user (id),
      created_at timestamptz not null,
      last_seen_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      ip text not null default '',
      device text not null default ''
    )`,
    sql`create index user_session_user on user_session (user_id)`,
    sql`create table verification_code (
      id serial primary key,
      purpose text not null,
      channel text not null check (channel in ('email', 'sms')),
      target text not null,
      code_hash text not null,
      user_id integer references app_user (id),
      ip text not null default '',
      attempts smallint not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      consumed_at timestamptz
    )`,
    sql`create index verification_code_target on verification_code (target, created_at desc)`,
    sql`create index verification_code_ip on verification_code (ip, created_at desc)`,
    sql`create table auth_failure (
      id serial primary key,
      key text not null,
      at timestamptz not null
    )`,
    sql`create index auth_failure_key on auth_failure (key, at desc)`,
    sql`create table security_log (
      id serial primary key,
      user_id integer not null references app_user (id),
      event text not null,
      ip text not null default '',
      device text not null default '',
      created_at timestamptz not null
    )`,
    sql`create index security_log_user on security_log (user_id, created_at desc, id desc)`,
    sql`create table reset_request (
      id serial primary key,
      user_id integer references app_user (id),
      login_name text not null default '',
      factor text not null check (factor in ('google', 'phone', 'email')),
      contact text not null,
      message text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      ip text not null default '',
      created_at timestamptz not null,
      reviewed_at timestamptz
    )`,
    // One open request per user and factor: a second one is a duplicate submission.
    sql`create unique index reset_request_open on reset_request (user_id, factor) where status = 'pending' and user_id is not null`,
    sql`create table siwe_nonce (
      nonce text primary key,
      address text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create table step_up_token (
      token_hash text primary key,
      user_id integer not null references app_user (id),
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create table rsa_key (
      id text primary key,
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rsa_key',
    'step_up_token',
    'siwe_nonce',
    'reset_request',
    'security_log',
    'auth_failure',
    'verification_code',
    'user_session',
    'app_user',
  ]) {
    await sql`drop table ${sql.table(table)}`.execute(db);
  }
}
