import { sql, type Kysely } from 'kysely';

/**
 * Slider puzzles. One row per puzzle: its answer while it can be
 * tried, then the hash of the pass token it earned. Rows are short-lived and
 * deleted by the captcha service soon after they expire.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table captcha_challenge (
      id text primary key check (length(id) between 16 and 64),
      answer_x integer not null check (answer_x between 0 and 10000),
      expires_at timestamptz not null,
      attempts smallint not null default 0 check (attempts >= 0),
      solved_token_hash text unique,
      token_expires_at timestamptz,
      consumed_at timestamptz,
      created_at timestamptz not null default now(),
      check ((solved_token_hash is null) = (token_expires_at is null)),
      check (consumed_at is null or solved_token_hash is not null)
    )`.execute(db);
  await sql`create index captcha_challenge_expiry on captcha_challenge (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table captcha_challenge`.execute(db);
}
