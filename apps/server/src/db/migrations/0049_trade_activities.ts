import { sql, type Kysely } from 'kysely';

/**
 * Trading activities (module `promotions`): a third kind, `trade`, whose
 * target in USDT is volume traded after joining. `activity_deposit`
 * becomes `activity_progress`, what counted towards an entry, keyed by
 * the event, the activity and the user (one trading batch counts for
 * several users).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The column check and the table check on the target were named by PostgreSQL; found by definition.
  const { rows } = await sql<{ conname: string }>`
    select conname from pg_constraint
    where conrelid = 'activity'::regclass and contype = 'c'
      and (pg_get_constraintdef(oid) like '%target_usdt IS NOT NULL%'
        or pg_get_constraintdef(oid) like '%''claim''::text%')`.execute(db);
  for (const { conname } of rows)
    await sql`alter table activity drop constraint ${sql.id(conname)}`.execute(db);
  const statements = [
    sql`alter table activity add constraint activity_kind
      check (kind in ('deposit', 'trade', 'claim'))`,
    sql`alter table activity add constraint activity_target
      check ((kind in ('deposit', 'trade')) = (target_usdt is not null))`,
    sql`alter table activity_deposit rename to activity_progress`,
    sql`alter table activity_progress drop constraint activity_deposit_pkey`,
    sql`alter table activity_progress add primary key (event_key, activity_id, user_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`delete from activity_progress where activity_id in (select id from activity where kind = 'trade')`,
    sql`alter table activity_progress drop constraint activity_progress_pkey`,
    sql`alter table activity_progress rename to activity_deposit`,
    sql`alter table activity_deposit add primary key (event_key, activity_id)`,
    sql`alter table activity drop constraint activity_target`,
    sql`alter table activity drop constraint activity_kind`,
    sql`alter table activity add check (kind in ('deposit', 'claim'))`,
    sql`alter table activity add check ((kind = 'deposit') = (target_usdt is not null))`,
  ];
  for (const statement of statements) await statement.execute(db);
}
