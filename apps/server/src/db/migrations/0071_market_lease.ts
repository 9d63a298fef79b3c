import { sql, type Kysely } from 'kysely';

/**
 * Market ownership for several engine processes (issue 27): one row per
 * market, naming the process that owns it until `expires_at`, with a
 * fencing token that grows with every change of owner (`lib/market-lease.ts`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table market_lease (
    market text primary key,
    owner text not null,
    token bigint not null check (token > 0),
    expires_at timestamptz not null
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table market_lease`.execute(db);
}
