import { sql, type Kysely, type Transaction } from 'kysely';

/** Orders deleted per transaction: short transactions between the runners' batches. */
export const FORGET_BATCH = 200;

/** Each order table, the trades that name its orders, and its filled column. */
const TABLES = {
  spot_order: { trades: 'spot_trade', filled: 'filled_amount' },
  perp_order: { trades: 'perp_trade', filled: 'filled_lots' },
} as const;

/**
 * Deletes the orders of `userIds` in `table` cancelled before `beforeMs`
 * that never traded (nothing filled, no fee, no trade row naming them), in
 * transactions of at most FORGET_BATCH, oldest first; returns how many went.
 * A cancelled order is final (its runner dropped it at the commit that
 * cancelled it), so nothing writes these rows again; they are locked all the
 * same. In each transaction `release` forgets the orders' ledger postings
 * and answers which of them may go; one it keeps stays, and the run ends
 * there so it is not tried again at once. Spot and perpetual orders share
 * the shape (`user_id`, `status`, `fee`, `updated_at`, trades naming
 * `maker_order_id` and `taker_order_id`).
 *
 * For the demo makers' own accounts only (see `forgetCancelled` in the spot
 * and perp services): a user's orders are their history.
 */
export async function forgetCancelledOrders<R extends { id: string }>(
  db: Kysely<unknown>,
  table: keyof typeof TABLES,
  userIds: readonly number[],
  beforeMs: number,
  release: (trx: Transaction<unknown>, orders: readonly R[]) => Promise<readonly string[]>,
): Promise<number> {
  const { trades, filled } = TABLES[table];
  let total = 0;
  while (userIds.length > 0) {
    const { found, gone } = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<R>`select o.* from ${sql.table(table)} o
        where o.user_id in (${sql.join(userIds)}) and o.status = 'CANCELLED'
          and ${sql.ref(`o.${filled}`)} = 0 and o.fee = 0 and o.updated_at < ${new Date(beforeMs)}
          and not exists (select 1 from ${sql.table(trades)} t
            where t.maker_order_id = o.id or t.taker_order_id = o.id)
        order by o.id limit ${FORGET_BATCH} for update of o`.execute(trx);
      const ids = rows.length > 0 ? await release(trx, rows) : [];
      if (ids.length > 0)
        await sql`delete from ${sql.table(table)} where id in (${sql.join(ids)})`.execute(trx);
      return { found: rows.length, gone: ids.length };
    });
    total += gone;
    if (found < FORGET_BATCH || gone < found) break;
  }
  return total;
}
