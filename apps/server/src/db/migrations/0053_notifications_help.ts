import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content describes the notification centre now that it exists
 * (0052), in all ten languages: FAQ entries on where notifications are (the
 * bell on the home page with the unread count, "My" > "Notifications";
 * newest first, filtering by category or unread only, tapping one to mark it
 * read and open what it is about, "Mark all read"), the categories and what
 * each tells of (a contract margin call at an 80 % margin rate, at most once
 * a day per position), read ones kept 90 days and unread ones a year;
 * choosing e-mail and SMS (the settings behind the gear, the two master
 * switches and each category's own, binding an address or phone first, the
 * defaults, chat in the app only, messages in the language last used, and
 * P2P's notification settings being the same ones); security notices that
 * cannot be turned off and what to do about a change you did not make; and
 * what to check when an e-mail or SMS did not arrive. Unedited items take
 * the new text; whatever an operator edited or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
