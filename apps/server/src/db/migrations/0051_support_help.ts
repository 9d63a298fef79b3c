import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded content describes the customer service chat now that it exists
 * (0050), in all ten languages: a help category with two articles (getting
 * help: where Customer service is, signed in and not in demo, opening it
 * from a P2P order with the order attached, the automatic assistant that
 * answers first with matching help and FAQ, "Talk to a person" and the
 * queue, the agent joining, handing over or leaving, the verified staff
 * badge and the warning that staff never ask for passwords or codes, text
 * and images and who may see them, delivered, read and typing, rating a
 * resolved conversation, reopening it by writing again, and the automatic
 * close of one only the assistant handled; withdrawing a message: within 2
 * minutes, what is left in its place, staff withdrawing only their own, and
 * nothing withdrawn in a conversation about a P2P order under appeal), and
 * FAQ entries on recognising real staff, deleting a sent message and the
 * P2P appeal rule. Unedited items take the new text; whatever an operator
 * edited or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
