import { decimal, type Decimal } from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import { unnest } from '../../lib/unnest.js';
import type { LedgerTables } from './ledger.tables.js';
import { accountKey, type AccountRef } from './ledger.types.js';

/**
 * Locking ledger accounts: every posting locks the accounts it touches,
 * creating the missing ones, in id order, so postings queue instead of
 * deadlocking (`ledger.batch.ts` posts; spot and contract placement lock
 * first to size their freezes).
 */

export interface AccountRow {
  id: number;
  user_id: number | null;
  system_code: string | null;
  wallet: string;
  asset: string;
  available: string;
  frozen: string;
  locked: string;
}

/** The `accountKey` of a stored account row. */
export const keyOfRow = (row: AccountRow): string =>
  row.system_code !== null
    ? `system:${row.system_code}:${row.asset}`
    : `user:${row.user_id}:${row.wallet}:${row.asset}`;

/**
 * The accounts each open transaction has locked, as it left them. A batch's
 * placements are locked to size their freezes and then posted in the same
 * transaction: the second lock needs no statements. The rows stay what the
 * table holds because only `writeBatch` (`ledger.batch.ts`, the ledger's
 * one write path) writes balances, and it updates them as it writes; a transaction
 * that fails is dropped with its entry.
 */
const lockedIn = new WeakMap<object, Map<string, AccountRow>>();

/**
 * Creates missing accounts, then locks them all in id order (as every
 * posting does, so postings queue instead of deadlocking), keyed by
 * `accountKey`. Accounts this transaction locked before are not asked for again.
 */
export async function lockAccounts(
  trx: Kysely<LedgerTables>,
  refs: readonly AccountRef[],
): Promise<Map<string, AccountRow>> {
  let held = lockedIn.get(trx);
  if (!held) lockedIn.set(trx, (held = new Map()));
  const wanted = [...new Set(refs.map(accountKey))];
  const missing = refs.filter((ref) => !held.has(accountKey(ref)));
  for (const [key, row] of await lockMissing(trx, missing)) held.set(key, row);
  const found = new Map<string, AccountRow>();
  for (const key of wanted) {
    const row = held.get(key);
    if (row) found.set(key, row);
  }
  return found;
}

async function lockMissing(
  trx: Kysely<LedgerTables>,
  refs: readonly AccountRef[],
): Promise<Map<string, AccountRow>> {
  const found = new Map<string, AccountRow>();
  if (refs.length === 0) return found;
  const users = refs.flatMap((ref) => ('system' in ref ? [] : [ref]));
  const systems = refs.flatMap((ref) => ('system' in ref ? [ref] : []));
  const userSet = unnest([
    [users.map((ref) => ref.userId), 'integer'],
    [users.map((ref) => ref.wallet), 'text'],
    [users.map((ref) => ref.asset), 'text'],
  ]);
  const systemSet = unnest([
    [systems.map((ref) => ref.system), 'text'],
    [systems.map((ref) => ref.asset), 'text'],
  ]);
  await sql`insert into ledger_account (user_id, system_code, wallet, asset)
    select u.user_id, null, u.wallet, u.asset from ${userSet} as u(user_id, wallet, asset)
    union all
    select null, s.code, 'system', s.asset from ${systemSet} as s(code, asset)
    on conflict do nothing`.execute(trx);
  // Ids first, then the lock on the table alone: a row a concurrent
  // transaction updated is re-read after its commit and rechecked against
  // simple quals (a join in the locking statement could drop it instead).
  const { rows: ids } = await sql<{ id: number }>`
    select a.id from ledger_account a join ${userSet} as u(user_id, wallet, asset)
      on a.user_id = u.user_id and a.wallet = u.wallet and a.asset = u.asset
    union all
    select a.id from ledger_account a join ${systemSet} as s(code, asset)
      on a.system_code = s.code and a.asset = s.asset`.execute(trx);
  // Sorted before it locks: rows are locked in id order, as post() locks,
  // so batches and single postings queue and never deadlock.
  const { rows } = await sql<AccountRow>`
    select id, user_id, system_code, wallet, asset, available, frozen, locked
    from ledger_account where id = any(${ids.map((r) => r.id)}::integer[])
    order by id for update`.execute(trx);
  for (const row of rows) found.set(keyOfRow(row), row);
  return found;
}

/**
 * Available balances of `refs`, locked for the rest of the caller's
 * transaction (created at zero when missing), keyed by `accountKey`. Spot
 * placement reads them to size freezes before posting them.
 */
export async function lockedAvailable<T>(
  transaction: Transaction<T>,
  refs: readonly AccountRef[],
): Promise<Map<string, Decimal>> {
  const trx = transaction as unknown as Kysely<LedgerTables>;
  const rows = await lockAccounts(trx, refs);
  return new Map([...rows].map(([key, row]) => [key, decimal(row.available)]));
}
