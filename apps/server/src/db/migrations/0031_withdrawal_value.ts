import { sql, type Kysely } from 'kysely';

/**
 * A withdrawal's value in USD when it was requested, counted against the
 * daily limit of the user's verification level. Earlier rows have none and
 * are valued at the current price when counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal add column usd_value numeric(38, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table withdrawal drop column usd_value`.execute(db);
}
