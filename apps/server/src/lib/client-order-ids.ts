import { sql, type Transaction } from 'kysely';
import { CHUNK } from './chunks.js';

/**
 * The orders of `table` already placed under any of these (user, client
 * order id) pairs, read inside the placing transaction: one query per batch
 * instead of one per request. Spot and perpetual orders share the shape
 * (`user_id`, `client_order_id`, unique together).
 */
export async function ordersByClientIds<
  R extends { user_id: number; client_order_id: string | null },
>(
  trx: Transaction<unknown>,
  table: 'spot_order' | 'perp_order',
  keys: readonly { userId: number; clientOrderId: string }[],
): Promise<R[]> {
  const found: R[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const part = keys.slice(i, i + CHUNK);
    const users = [...new Set(part.map((k) => k.userId))];
    const ids = [...new Set(part.map((k) => k.clientOrderId))];
    const { rows } = await sql<R>`select * from ${sql.table(table)}
      where user_id in (${sql.join(users)}) and client_order_id in (${sql.join(ids)})`.execute(trx);
    // The two IN lists also match crossed pairs; keep the exact ones.
    const wanted = new Set(part.map((k) => `${k.userId}:${k.clientOrderId}`));
    found.push(...rows.filter((r) => wanted.has(`${r.user_id}:${r.client_order_id}`)));
  }
  return found;
}
