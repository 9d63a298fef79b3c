import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files (identity documents, appeal proof, loan documents, chat
 * images). One row per stored image: who owns it, what it is for, what it
 * is (after re-encoding), a digest of its plaintext, and its own content key
 * sealed by the secrets key. The encrypted bytes themselves live in file
 * storage (DATA_DIR/files by default) under the row's id, never here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table stored_file (
      id text primary key check (id ~ '^[A-Za-z0-9_-]{24}$'),
      owner_id integer not null,
      purpose text not null check (purpose in ('avatar', 'identity', 'appeal', 'document')),
      content_type text not null check (content_type in ('image/jpeg', 'image/png')),
      size integer not null check (size > 0),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
      wrapped_key text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index stored_file_owner on stored_file (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stored_file`.execute(db);
}
