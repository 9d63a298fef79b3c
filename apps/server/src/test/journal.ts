/**
 * Shared by the journal model tests (`spot.journal.test.ts`,
 * `perp.journal.test.ts`): a fault injected into a runner's projection, and
 * the ledger's side of a database snapshot.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.js';

type Journal = 'spot_journal' | 'perp_journal';

/**
 * Makes the next projection (it deletes rows of `journal`) fail after
 * `delayMs`: once, or every time until `dropFault`.
 */
export async function failProjection(
  db: Database['db'],
  journal: Journal,
  tag: number,
  delayMs: number,
  always = false,
): Promise<void> {
  // A sequence, since the failing transaction rolls back anything else it writes.
  await sql.raw(`create sequence fault_${tag}`).execute(db);
  await sql
    .raw(
      `create function fault_${tag}() returns trigger language plpgsql as $$
      begin
        if nextval('fault_${tag}') = 1 or ${always} then
          perform pg_sleep(${delayMs / 1000});
          raise exception 'injected fault ${tag}';
        end if;
        return old;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger fault_${tag} before delete on ${journal}
      for each row execute function fault_${tag}()`,
    )
    .execute(db);
}

export async function dropFault(db: Database['db'], journal: Journal, tag: number): Promise<void> {
  await sql.raw(`drop trigger fault_${tag} on ${journal}`).execute(db);
  await sql.raw(`drop function fault_${tag}`).execute(db);
  await sql.raw(`drop sequence fault_${tag}`).execute(db);
}

/**
 * The ledger as two runs must leave it alike: balances, holds, and every
 * posting with its lines, in a stable order. Two things aside: the
 * transactions' times (a projection's), and each entry's balance after it,
 * which depends on whether the next batch's freezes committed before or
 * after this one's projection; the balances they end at are compared.
 */
export async function ledgerSnapshot(db: Database['db']) {
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(db)).rows;
  return {
    accounts: await rows(sql`select user_id, system_code, wallet, asset, available, frozen, locked
      from ledger_account order by user_id nulls first, system_code, wallet, asset`),
    holds: await rows(sql`select h.key, h.part, h.kind, h.amount, h.remaining,
        o.idempotency_key as opened, c.idempotency_key as closed
      from ledger_hold h join ledger_transaction o on o.id = h.opened_tx
      left join ledger_transaction c on c.id = h.closed_tx order by h.key`),
    postings:
      await rows(sql`select t.idempotency_key, t.change_type, t.reference, t.memo, t.fingerprint,
        json_agg(json_build_array(a.user_id, a.system_code, a.wallet, e.asset, e.part,
          e.amount::text, e.reference) order by e.id) as lines
      from ledger_transaction t join ledger_entry e on e.transaction_id = t.id
      join ledger_account a on a.id = e.account_id
      group by t.id order by t.idempotency_key`),
  };
}
