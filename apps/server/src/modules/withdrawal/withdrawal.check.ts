import { sql, type Kysely } from 'kysely';
import type { Violation } from '../ledger/index.js';

/**
 * Withdrawal invariants for the ledger report: a withdrawal in progress still
 * holds exactly its amount; a finished one holds nothing; a sent one was
 * settled by exactly one ledger transaction; and no withdrawal hold is open
 * without its withdrawal (funds frozen for a request nobody can see).
 */
export async function checkWithdrawals<T>(db: Kysely<T>): Promise<Violation[]> {
  const rule = 'one effect per withdrawal id';
  const { rows } = await sql<Record<string, unknown>>`
    select w.id, w.status, h.remaining, w.amount, count(t.id) as settlements
    from withdrawal w
    left join ledger_hold h on h.key = w.hold_key
    left join ledger_transaction t on t.idempotency_key = 'withdrawal-settle:' || w.id
    group by w.id, w.status, h.remaining, w.amount
    having (w.status in ('applied', 'review_passed') and coalesce(h.remaining, 0) <> w.amount)
      or (w.status not in ('applied', 'review_passed') and coalesce(h.remaining, 0) <> 0)
      or (w.status = 'success' and count(t.id) <> 1)
      or (w.status <> 'success' and count(t.id) <> 0)`.execute(db);
  const orphans = await sql<Record<string, unknown>>`
    select h.key, h.remaining from ledger_hold h
    where h.kind = 'withdrawal' and h.closed_tx is null
      and not exists (select 1 from withdrawal w where w.hold_key = h.key)`.execute(db);
  return [
    ...rows.map((row) => ({ rule, detail: JSON.stringify(row) })),
    ...orphans.rows.map((row) => ({
      rule: 'no withdrawal hold without its withdrawal',
      detail: JSON.stringify(row),
    })),
  ];
}
