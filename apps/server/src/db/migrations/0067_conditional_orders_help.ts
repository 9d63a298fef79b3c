import type { Kysely } from 'kysely';
import { syncSeededContent } from '../../modules/content/seed/sync.js';

/**
 * The seeded help and FAQ describe spot conditional orders and price alerts
 * now that they exist (0064, 0065), in all ten languages. Spot trading
 * basics gains a section on stop-limit, stop-market, trailing stop (callback
 * 0.1 % to 10 %, optional activation price) and OCO: triggered by the last
 * trade price, the direction set from it at placement, funds held from
 * placement, a refused order at the trigger ending as Rejected with its
 * funds returned, 20 waiting per pair, where waiting and finished ones are
 * listed; its summary and first step no longer say limit or market only.
 * The notifications FAQ lists the Price alerts category, counts it among
 * those e-mailed by default, and answers how an alert is set and fires
 * once. The contract help names neither Markets nor favourites, so it is
 * unchanged. Unedited items take the new text; whatever an operator edited
 * or wrote stays untouched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await syncSeededContent(db);
}

/** The old text is not kept: going down leaves the new content in place. */
export async function down(): Promise<void> {}
