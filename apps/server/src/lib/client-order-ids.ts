import { sql, type Transaction } from 'kysely';
import { unnest } from './unnest.js';

/**
 * The orders of `table` already placed under any of these (user, client
 * order id) pairs, read inside the placing transaction: one query per batch
 * instead of one per request, however large the batch. Spot and perpetual
 * orders share the shape (`user_id`, `client_order_id`, unique together),
 * so the pairs joined as one `unnest` set meet that unique index and give
 * exactly the orders asked for, each once.
 */
export async function ordersByClientIds<
  R extends { user_id: number; client_order_id: string | null },
>(
  trx: Transaction<unknown>,
  table: 'spot_order' | 'perp_order',
  keys: readonly { userId: number; clientOrderId: string }[],
): Promise<R[]> {
  // A pair asked twice in one batch (a retried request) is looked up once.
  const pairs = [...new Map(keys.map((k) => [`${k.userId}:${k.clientOrderId}`, k])).values()];
  if (pairs.length === 0) return [];
  const { rows } = await sql<R>`select t.* from ${sql.table(table)} as t
    join ${unnest([
      [pairs.map((k) => k.userId), 'integer'],
      [pairs.map((k) => k.clientOrderId), 'text'],
    ])} as k(user_id, client_order_id)
      on t.user_id = k.user_id and t.client_order_id = k.client_order_id`.execute(trx);
  return rows;
}
