import { sql, type Kysely } from 'kysely';

/**
 * Demo trading. A demo account is a user row of its own, linked to
 * the real user who switched to it (`demo_of`, one each). It has no login
 * name, email or phone: nobody can sign in as it, only switch to it, so the
 * rule "a user has some identity" now also accepts the link. Its money and
 * orders never live here: they are in the demo venue's own database (see
 * modules/demo), so nothing a demo account does can reach a real balance or
 * a real order book.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table app_user add column demo_of integer unique references app_user (id)`.execute(
    db,
  );
  // Each reset pays a new grant; the count names it, so a retried reset pays once.
  await sql`alter table app_user add column demo_resets integer not null default 0`.execute(db);
  await sql`alter table app_user add constraint app_user_demo_link
    check ((demo_of is not null) = is_demo)`.execute(db);
  // The identity check was created unnamed; find it by its definition.
  await sql`
    do $$
    declare name text;
    begin
      select conname into name from pg_constraint
        where conrelid = 'app_user'::regclass and contype = 'c'
          and pg_get_constraintdef(oid) like '%wallet_address IS NOT NULL%';
      execute format('alter table app_user drop constraint %I', name);
    end $$`.execute(db);
  await sql`alter table app_user add constraint app_user_identity check (
      username is not null or email is not null or phone is not null
      or wallet_address is not null or demo_of is not null)`.execute(db);
}
