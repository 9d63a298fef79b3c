import type { WithdrawalStatus } from '@exchange/contracts';
import { sql, type Kysely } from 'kysely';
import { paged } from '../../lib/paging.js';
import type { WithdrawalTables } from './withdrawal.tables.js';
import { toView } from './withdrawal.view.js';

/** How far back from a request the review queue counts the user's other requests. */
export const RECENT_REQUESTS_HOURS = 24;

/**
 * Reads of withdrawals: whether an address is known, a user's own pages,
 * the console's review queue and the dashboard's counts.
 */
export function createReads(db: Kysely<WithdrawalTables>) {
  return {
    /** Whether the user has withdrawn to this address on this network before (no 24 h hold then). */
    async usedBefore(userId: number, chain: string, address: string): Promise<boolean> {
      const row = await db
        .selectFrom('withdrawal_address')
        .select('first_used_at')
        .where('user_id', '=', userId)
        .where('chain', '=', chain)
        .where('address', '=', address)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One user's withdrawals, newest first. */
    list(userId: number, pageNo: number, pageSize: number) {
      const rows = db.selectFrom('withdrawal').where('user_id', '=', userId);
      return paged(
        pageNo,
        pageSize,
        (limit, offset) =>
          rows.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        toView,
      );
    },

    /** For the console's dashboard: withdrawals requested since `since`, and those awaiting review. */
    async counts(since: Date): Promise<{ requested: number; awaitingReview: number }> {
      const row = await db
        .selectFrom('withdrawal')
        .select((eb) => [
          eb.fn.count<string>('id').filterWhere('created_at', '>=', since).as('requested'),
          eb.fn.count<string>('id').filterWhere('status', '=', 'applied').as('applied'),
        ])
        .executeTakeFirstOrThrow();
      return { requested: Number(row.requested), awaitingReview: Number(row.applied) };
    },

    /**
     * Every user's withdrawals, newest first, optionally in one status: the
     * console's queue. Each row carries two facts its reviewer weighs,
     * computed in the page's one query: the user's requests in the 24 hours
     * up to this one (this one included), and whether an earlier withdrawal
     * of theirs to the same address on the same chain was approved.
     */
    queue(status: string | undefined, pageNo: number, pageSize: number) {
      let rows = db.selectFrom('withdrawal as w');
      if (status) rows = rows.where('w.status', '=', status as WithdrawalStatus);
      const window = `${RECENT_REQUESTS_HOURS} hours`;
      return paged(
        pageNo,
        pageSize,
        (limit, offset) =>
          rows
            .selectAll('w')
            .select((eb) => [
              eb
                .selectFrom('withdrawal as o')
                .select((o) => o.fn.countAll<string>().as('n'))
                .whereRef('o.user_id', '=', 'w.user_id')
                .whereRef('o.created_at', '<=', 'w.created_at')
                .where(sql<boolean>`o.created_at > w.created_at - ${window}::interval`)
                .as('recent'),
              eb
                .exists(
                  eb
                    .selectFrom('withdrawal as o')
                    .select('o.id')
                    .whereRef('o.user_id', '=', 'w.user_id')
                    .whereRef('o.chain', '=', 'w.chain')
                    .whereRef('o.address', '=', 'w.address')
                    .whereRef('o.id', '<', 'w.id')
                    .where('o.status', 'in', ['review_passed', 'success', 'not_arrived']),
                )
                .as('approved_before'),
            ])
            .orderBy('w.id', 'desc')
            .limit(limit)
            .offset(offset)
            .execute(),
        async () =>
          (await rows.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n,
        (row) => ({
          ...toView(row),
          userId: row.user_id,
          withdrawals24h: Number(row.recent ?? 0),
          newAddress: !row.approved_before,
        }),
      );
    },
  };
}
