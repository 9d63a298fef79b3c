import { sql, type Kysely } from 'kysely';
import type { Violation } from '../ledger/index.js';

/**
 * Deposit invariants for the ledger report: every credited deposit has
 * exactly one ledger transaction under its (network, txid, output) key, and
 * no recharge was posted for a deposit that is not marked credited.
 */
export async function checkDeposits<T>(db: Kysely<T>): Promise<Violation[]> {
  const rule = 'one credit per (chain, txid, output)';
  const { rows } = await sql<Record<string, unknown>>`
    select d.id, d.status, count(t.id) as credits
    from deposit d
    left join ledger_transaction t on t.idempotency_key = 'deposit:' || d.network || ':' || d.txid || ':' || d.output
    group by d.id, d.status
    having (d.status = 'credited' and count(t.id) <> 1) or (d.status <> 'credited' and count(t.id) <> 0)`.execute(
    db,
  );
  return rows.map((row) => ({ rule, detail: JSON.stringify(row) }));
}
