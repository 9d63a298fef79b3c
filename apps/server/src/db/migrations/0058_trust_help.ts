import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded FAQ describes the proof of reserves and liabilities and API keys
 * for bots now that they exist (0054 to 0057), in all ten languages: where
 * the proof is, what a round reads, checking one's own balances in the
 * browser and offline, the custody addresses with their signed messages and
 * what a signature cannot show; making an HMAC or Ed25519 key behind a
 * security check, scopes, the 30-day trading lapse without an allowlist and
 * the 90-day expiry, the Binance-dialect spot API and /api/docs, no
 * withdrawals through the API, and the security log. Unedited items take the
 * new text; whatever an operator edited or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
