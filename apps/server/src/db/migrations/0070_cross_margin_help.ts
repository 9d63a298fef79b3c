import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded help and risk disclosure describe cross margin now that it
 * exists (0069), in all ten languages. The perpetual contracts article
 * names both margin modes, where the switch is, and that it changes only
 * with no position and no open order in the contract; says what Isolated
 * risks (the position's own margin) and what Cross shares (the contract
 * account's available balance, which tops up a position whose margin runs
 * low), when cross positions are liquidated (equity at their maintenance
 * margin) and that a cross liquidation can take the whole available balance,
 * the rest after the fills going to the insurance fund; its liquidation
 * section says a cross liquidation price is an estimate. The delivery
 * article lists the margin modes among what works as for perpetuals. The
 * risk disclosure no longer says margin is always isolated, and adds that
 * a cross liquidation can take the whole available balance. Unedited items
 * take the new text; whatever an operator edited or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
