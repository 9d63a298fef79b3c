import { sql, type Kysely } from 'kysely';

/**
 * Large deposits are reviewed before they are credited: each coin's chain
 * gets an operator threshold (null: no review), and a deposit above it waits
 * in `review` once confirmed, then is credited (review passed) or held in
 * `rejected` (review failed; the coins stay in custody, outside every
 * balance, for the operators to return off-platform).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`alter table coin_chain add column deposit_review_above numeric(38, 18)
      check (deposit_review_above is null or deposit_review_above >= 0)`,
    sql`alter table deposit drop constraint deposit_status_check`,
    sql`alter table deposit add constraint deposit_status_check check (status in
      ('confirming', 'review', 'credited', 'rejected', 'below_minimum', 'orphaned'))`,
    sql`alter table deposit add column reviewed_at timestamptz`,
    sql`alter table deposit add column reviewed_by integer`,
    sql`alter table deposit add column review_note text`,
    sql`create index deposit_review on deposit (id) where status = 'review'`,
    // The superuser role holds every permission, this new one included.
    sql`update operator_role set permissions = array_append(permissions, 'deposits.review')
      where lower(name) = 'superuser' and not ('deposits.review' = any (permissions))`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`drop index deposit_review`,
    sql`alter table deposit drop column review_note`,
    sql`alter table deposit drop column reviewed_by`,
    sql`alter table deposit drop column reviewed_at`,
    sql`alter table deposit drop constraint deposit_status_check`,
    sql`alter table deposit add constraint deposit_status_check check (status in
      ('confirming', 'credited', 'below_minimum', 'orphaned'))`,
    sql`alter table coin_chain drop column deposit_review_above`,
  ];
  for (const statement of statements) await statement.execute(db);
}
