import { sql, type Kysely } from 'kysely';

/**
 * Cross margin (issue 26): a user's margin mode per contract, and the mode
 * each position was opened in. No row means isolated, the mode every
 * position had before. The mode changes only while the user has neither a
 * position nor a pending order in the contract (`perp.cross.ts`), so every
 * position and order of one user in one contract share it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table perp_margin_mode (
    user_id integer not null references app_user (id),
    contract text not null,
    mode text not null check (mode in ('isolated', 'cross')),
    updated_at timestamptz not null default now(),
    primary key (user_id, contract)
  )`.execute(db);
  await sql`alter table perp_position add column margin_mode text not null default 'isolated'
    check (margin_mode in ('isolated', 'cross'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table perp_position drop column margin_mode`.execute(db);
  await sql`drop table perp_margin_mode`.execute(db);
}
