import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content describes identity verification now that it exists,
 * in all ten languages: two help articles (the three levels with their
 * review times and daily withdrawal limits, and business certification
 * with its security deposit) and a FAQ on rejected applications are added,
 * and unedited items that said no identity documents are asked for, or
 * listed the withdrawal rules without the level's daily limit (the privacy
 * policy, the terms, how to withdraw, a FAQ and the new-address hold
 * announcement), take the new text. Whatever an operator edited or wrote
 * stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
