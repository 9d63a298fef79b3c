import { sql, type Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * First content of a new installation; operators edit it from the console
 * afterwards. It is the current seed (see `syncSeededContent`), which later
 * migrations bring existing installations up to where nobody edited it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from content_item where parent_id is not null`.execute(db);
  await sql`delete from content_item`.execute(db);
}
