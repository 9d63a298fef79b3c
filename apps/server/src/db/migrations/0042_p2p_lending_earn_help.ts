import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content describes peer-to-peer trading, loans and savings,
 * and earn (funds, lock-ups and mining machines) now that they exist, in
 * all ten languages: three help categories, FAQ entries, and the about
 * page and wallet article naming them and the finance and mining
 * accounts. Unedited items take the new text; whatever an operator edited
 * or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
