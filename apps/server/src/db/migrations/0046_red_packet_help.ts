import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content describes red packets now that they exist (0045), in
 * all ten languages: a help category with two articles (sending a red
 * packet from the promotion centre: who can, equal or lucky-draw shares and
 * their smallest unit, the code and link, the coins staying frozen in the
 * sender's spot wallet and what nobody claims returning after 24 hours;
 * claiming one: first come first served, one share each, never one's own,
 * straight to the spot wallet, and what each refusal means), and FAQ
 * entries on unclaimed red packets and on why a claim is refused. Unedited
 * items take the new text; whatever an operator edited or wrote stays
 * untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
