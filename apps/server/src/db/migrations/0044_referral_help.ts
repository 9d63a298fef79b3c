import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content describes the referral programme now that it exists
 * (0043), in all ten languages: a help category (inviting friends and
 * adding a referrer, how rebates work and where they come from, claiming
 * rebates and reading the records, the rules that protect the programme),
 * FAQ entries on inviting friends, unpaid rebates and claiming, and a line
 * on the about page saying that rebates come only from the promotions
 * budget and only for verified invitees. Unedited items take the new text;
 * whatever an operator edited or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
