import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content is rewritten to describe only what the platform does,
 * in all ten languages: an installation's unedited seeded items take the new
 * text, those that advertised absent features (peer-to-peer trading,
 * identity verification, a balance proof) are removed unless an operator
 * edited them, and whatever an operator wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
