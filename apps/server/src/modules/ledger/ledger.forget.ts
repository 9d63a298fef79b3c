import { sql, type Kysely, type Transaction } from 'kysely';
import { chunks } from '../../lib/chunks.js';
import type { LedgerTables } from './ledger.tables.js';

/**
 * Deletes holds that changed nothing, with the two postings that opened and
 * released them: a freeze undone in full, nothing taken from it. Ledger
 * history is otherwise kept for good (the database refuses to delete an
 * entry unless the transaction sets `ledger.forget`, migration 0029). The
 * one use is churn nobody reads: the demo market makers' orders placed and
 * cancelled without a fill, which on the embedded demo database were most
 * of its growth. The spot and perp modules call it for their makers'
 * accounts only, never for a user's order.
 *
 * A hold is forgotten only when deleting it and its two postings leaves
 * every invariant of `ledger.check.ts` as it was:
 *  - it is closed with nothing remaining, by a later posting than the one
 *    that opened it;
 *  - every entry of the two postings is on the hold's account, and they net
 *    to zero in each part: each stored balance still equals the replay of
 *    the entries left. A fill or a fee taken from the hold is a third
 *    posting, or a line on another account, so a used hold never qualifies;
 *  - neither posting opened or closed another hold.
 * Whole transactions go, so every transaction left still sums to zero, and
 * no balance changes. Their idempotency keys become free: a caller forgets
 * only holds whose owner is final and deletes the owner in the same
 * transaction, so nothing posts those keys again.
 *
 * Runs in the caller's transaction, where the owners go too; returns the
 * keys forgotten. Idempotent: a key already forgotten, open or used is left
 * alone.
 */
export async function forgetUnusedHolds<T>(
  transaction: Transaction<T>,
  keys: readonly string[],
): Promise<Set<string>> {
  const trx = transaction as unknown as Kysely<LedgerTables>;
  const forgotten = new Set<string>();
  for (const part of chunks(keys)) {
    const holds = await trx
      .selectFrom('ledger_hold')
      .select(['key', 'opened_tx', 'closed_tx'])
      .where('key', 'in', part)
      .where('remaining', '=', '0')
      .where('closed_tx', 'is not', null)
      .whereRef('closed_tx', '<>', 'opened_tx')
      .forUpdate()
      .execute();
    if (holds.length === 0) continue;
    const candidates = holds.map((h) => h.key);
    const { rows } = await sql<{ key: string; opened_tx: string; closed_tx: string }>`
      select h.key, h.opened_tx, h.closed_tx from ledger_hold h
      join ledger_entry e on e.transaction_id in (h.opened_tx, h.closed_tx)
      where h.key in (${sql.join(candidates)})
      group by h.key
      having bool_and(e.account_id = h.account_id)
        and coalesce(sum(e.amount) filter (where e.part = 'available'), 0) = 0
        and coalesce(sum(e.amount) filter (where e.part = 'frozen'), 0) = 0
        and coalesce(sum(e.amount) filter (where e.part = 'locked'), 0) = 0`.execute(trx);
    const txIds = rows.flatMap((r) => [r.opened_tx, r.closed_tx]);
    if (txIds.length === 0) continue;
    // A posting that also opened or closed another hold stays, and so does its hold.
    const sharing = await trx
      .selectFrom('ledger_hold')
      .select(['key', 'opened_tx', 'closed_tx'])
      .where((w) => w.or([w('opened_tx', 'in', txIds), w('closed_tx', 'in', txIds)]))
      .execute();
    const holdsOf = new Map<string, Set<string>>();
    for (const h of sharing)
      for (const id of [h.opened_tx, h.closed_tx])
        if (id !== null) holdsOf.set(id, (holdsOf.get(id) ?? new Set()).add(h.key));
    const alone = (id: string, key: string) =>
      [...(holdsOf.get(id) ?? [])].every((other) => other === key);
    const done = rows.filter((r) => alone(r.opened_tx, r.key) && alone(r.closed_tx, r.key));
    if (done.length === 0) continue;
    const ids = done.flatMap((r) => [r.opened_tx, r.closed_tx]);
    await trx
      .deleteFrom('ledger_hold')
      .where(
        'key',
        'in',
        done.map((r) => r.key),
      )
      .execute();
    await sql`select set_config('ledger.forget', 'on', true)`.execute(trx);
    await trx.deleteFrom('ledger_entry').where('transaction_id', 'in', ids).execute();
    await sql`select set_config('ledger.forget', 'off', true)`.execute(trx);
    await trx.deleteFrom('ledger_transaction').where('id', 'in', ids).execute();
    for (const r of done) forgotten.add(r.key);
  }
  return forgotten;
}
