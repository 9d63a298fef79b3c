import { sql, type Kysely, type Transaction } from 'kysely';
import { chunks } from '../../lib/chunks.js';
import { unnest } from '../../lib/unnest.js';
import type { LedgerTables } from './ledger.tables.js';

/** A hold to forget, and the reference its freeze and release lines carry. */
export interface ForgetHold {
  readonly key: string;
  readonly reference: string;
}

/**
 * Deletes holds that changed nothing, with the lines that opened and
 * released them: a freeze undone in full, nothing taken from it. Ledger
 * history is otherwise kept for good (the database refuses to delete an
 * entry unless the transaction sets `ledger.forget`, migration 0029). The
 * one use is churn nobody reads: the demo market makers' orders placed and
 * cancelled without a fill, which on the embedded demo database were most
 * of its growth. The spot and perp modules call it for their makers'
 * accounts only, never for a user's order.
 *
 * The hold's lines are the entries of the posting that opened it and the
 * one that closed it whose reference (their own, or their transaction's) is
 * the hold's `reference`. A hold is forgotten only when deleting them leaves
 * every invariant of `ledger.check.ts` as it was:
 *  - it is closed with nothing remaining, by a later posting than the one
 *    that opened it, and each of the two has lines of it;
 *  - every line is on the hold's account and they net to zero in each part,
 *    so each stored balance still equals the replay of the entries left. A
 *    fill or a fee taken from the hold is another posting, or a line on
 *    another account, so a used hold never qualifies;
 *  - in each posting its lines net to zero per coin, so what is left of a
 *    posting that did more (a batch's freezes of many orders) still
 *    balances;
 *  - a posting left without lines goes too, unless another hold names it
 *    (then the hold is kept).
 * A posting that goes frees its idempotency key: a caller forgets only holds
 * whose owner is final and deletes the owner in the same transaction, so
 * nothing posts those keys again.
 *
 * Runs in the caller's transaction, where the owners go too; returns the
 * keys forgotten. Idempotent: a key already forgotten, open or used is left
 * alone.
 */
export async function forgetUnusedHolds<T>(
  transaction: Transaction<T>,
  holds: readonly ForgetHold[],
): Promise<Set<string>> {
  const trx = transaction as unknown as Kysely<LedgerTables>;
  const forgotten = new Set<string>();
  for (const part of chunks(holds)) {
    const referenceOf = new Map(part.map((h) => [h.key, h.reference]));
    const candidates = await trx
      .selectFrom('ledger_hold')
      .select(['key', 'account_id', 'opened_tx', 'closed_tx'])
      .where('key', 'in', [...referenceOf.keys()])
      .where('remaining', '=', '0')
      .where('closed_tx', 'is not', null)
      .whereRef('closed_tx', '<>', 'opened_tx')
      .forUpdate()
      .execute();
    if (candidates.length === 0) continue;
    const set = unnest([
      [candidates.map((h) => h.key), 'text'],
      [candidates.map((h) => referenceOf.get(h.key) ?? ''), 'text'],
    ]);
    const { rows: lines } = await sql<{
      key: string;
      id: string;
      transaction_id: string;
      account_id: number;
      asset: string;
      part: string;
      amount: string;
    }>`
      select h.key, e.id, e.transaction_id, e.account_id, e.asset, e.part, e.amount
      from ${set} as c(key, reference)
      join ledger_hold h on h.key = c.key
      join ledger_entry e on e.transaction_id in (h.opened_tx, h.closed_tx)
      join ledger_transaction x on x.id = e.transaction_id
      where coalesce(e.reference, x.reference) = c.reference`.execute(trx);
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.key, [...(linesOf.get(line.key) ?? []), line]);
    const qualifying = candidates.filter((hold) => {
      const own = linesOf.get(hold.key) ?? [];
      const txs = new Set(own.map((line) => line.transaction_id));
      return (
        txs.has(hold.opened_tx) &&
        txs.has(hold.closed_tx ?? '') &&
        own.every((line) => line.account_id === hold.account_id)
      );
    });
    if (qualifying.length === 0) continue;
    // Exact decimal sums, in the database: per part over both postings, per
    // coin within each posting.
    const ids = qualifying.flatMap((h) => (linesOf.get(h.key) ?? []).map((line) => line.id));
    const { rows: unbalanced } = await sql<{ key: string }>`
      with l as (
        select c.key, e.transaction_id, e.asset, e.part, e.amount
        from unnest(${qualifying.map((h) => h.key)}::text[]) as c(key)
        join ledger_entry e on e.id = any(${ids}::bigint[])
        join ledger_hold h on h.key = c.key and e.transaction_id in (h.opened_tx, h.closed_tx)
          and e.account_id = h.account_id)
      select key from l group by key, part having sum(amount) <> 0
      union
      select key from l group by key, transaction_id, asset having sum(amount) <> 0`.execute(trx);
    const refused = new Set(unbalanced.map((row) => row.key));
    let done = qualifying.filter((hold) => !refused.has(hold.key));
    if (done.length === 0) continue;
    // A posting left without lines goes, unless a hold kept here names it.
    const deleting = new Set(done.flatMap((h) => (linesOf.get(h.key) ?? []).map((l) => l.id)));
    const touched = [...new Set(done.flatMap((h) => [h.opened_tx, h.closed_tx ?? '']))];
    const { rows: left } = await sql<{ transaction_id: string; n: string }>`
      select transaction_id, count(*) as n from ledger_entry
      where transaction_id = any(${touched}::bigint[])
        and not (id = any(${[...deleting]}::bigint[]))
      group by transaction_id`.execute(trx);
    const emptied = touched.filter((id) => !left.some((row) => row.transaction_id === id));
    const doneKeys = new Set(done.map((h) => h.key));
    const named =
      emptied.length === 0
        ? []
        : await trx
            .selectFrom('ledger_hold')
            .select(['key', 'opened_tx', 'closed_tx'])
            .where((w) => w.or([w('opened_tx', 'in', emptied), w('closed_tx', 'in', emptied)]))
            .execute();
    const pinned = new Set(
      named
        .filter((h) => !doneKeys.has(h.key))
        .flatMap((h) => [h.opened_tx, h.closed_tx].filter((id) => id !== null)),
    );
    done = done.filter((h) => !pinned.has(h.opened_tx) && !pinned.has(h.closed_tx ?? ''));
    if (done.length === 0) continue;
    const entryIds = done.flatMap((h) => (linesOf.get(h.key) ?? []).map((line) => line.id));
    const gone = emptied.filter((id) => !pinned.has(id));
    await trx
      .deleteFrom('ledger_hold')
      .where(
        'key',
        'in',
        done.map((h) => h.key),
      )
      .execute();
    await sql`select set_config('ledger.forget', 'on', true)`.execute(trx);
    await sql`delete from ledger_entry where id = any(${entryIds}::bigint[])`.execute(trx);
    await sql`select set_config('ledger.forget', 'off', true)`.execute(trx);
    if (gone.length > 0)
      await sql`delete from ledger_transaction t where t.id = any(${gone}::bigint[])
        and not exists (select 1 from ledger_entry e where e.transaction_id = t.id)`.execute(trx);
    for (const h of done) forgotten.add(h.key);
  }
  return forgotten;
}
