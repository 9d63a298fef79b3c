import { sql, type Kysely } from 'kysely';

/**
 * API keys for bots (module `botapi`).
 *
 * - `api_key`: an HMAC key keeps its secret sealed (the platform's secret
 *   box, the key outside the database); an Ed25519 key keeps only the
 *   public key the user uploaded. The checks make the kinds exclusive and
 *   refuse a withdraw scope without an IP allowlist in the table itself.
 * - `api_key_use`: one row per key, address and hour it was used in; its
 *   first insert writes the security log's `api_key_use` line.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table api_key (
      id serial primary key,
      user_id integer not null references app_user (id),
      label text not null,
      kind text not null check (kind in ('hmac', 'ed25519')),
      api_key text not null unique,
      secret_sealed text,
      public_key text,
      trade boolean not null,
      withdraw boolean not null,
      ip_allowlist jsonb not null default '[]',
      disabled_at timestamptz,
      created_at timestamptz not null,
      last_used_at timestamptz,
      last_used_ip text,
      check ((kind = 'hmac') = (secret_sealed is not null)),
      check ((kind = 'ed25519') = (public_key is not null)),
      check (not withdraw or jsonb_array_length(ip_allowlist) > 0)
    )`,
    sql`create index api_key_user on api_key (user_id)`,
    sql`create table api_key_use (
      key_id integer not null references api_key (id) on delete cascade,
      ip text not null,
      hour timestamptz not null,
      primary key (key_id, ip, hour)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table api_key_use`.execute(db);
  await sql`drop table api_key`.execute(db);
}
