import { AppError } from '../../http/app-error.js';
import { chunks } from '../../lib/chunks.js';
import { add, decimal, gt, isZero, sub, toPlainString, ZERO, type Decimal } from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  applyLines,
  assertWellFormed,
  fingerprintOf,
  holdDeltasMatch,
  type Balance,
} from './ledger.core.js';
import type { LedgerTables } from './ledger.tables.js';
import { accountKey, type AccountRef, type HoldPart, type Posting } from './ledger.types.js';

/**
 * The ledger's one write path: every balance change in the platform is a
 * posting applied here, alone or in a batch, in the caller's transaction or
 * (through `ledger.post`) in one of its own. Many postings are written with
 * a handful of multi-row statements instead of a dozen statements each:
 * this is how the matching engines' group commit stays fast.
 *
 * The rules are `ledger.core.ts`'s: each posting must balance per asset,
 * frozen and locked changes must match the holds it opens and releases, and
 * no user part may go negative. Postings apply in order, each seeing the
 * balances the previous ones left.
 *
 * Idempotency: a posting whose key was already committed (or appears earlier
 * in the same batch) with the same content is a replay: it changes nothing
 * and answers the first transaction's id; with different content it is
 * IDEMPOTENCY_CONFLICT. The check runs after the accounts are locked, so a
 * concurrent twin (which locks the same accounts) has committed by then and
 * is seen. A twin that touches other accounts meets the unique index, and
 * `ledger.post` retries into the replay.
 */

export type BatchOutcome = 'applied' | 'replayed' | 'insufficient';

export interface BatchResult {
  readonly outcome: BatchOutcome;
  /** The transaction that holds the posting's effect; null when it was refused. */
  readonly transactionId: string | null;
}

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

interface HoldRow {
  key: string;
  account_id: number;
  part: HoldPart;
  remaining: Decimal;
  /** Set when the hold is opened in this batch. */
  opened?: { kind: string; amount: string; postingIndex: number };
  closedBy?: number;
  touched: boolean;
}

/** The `accountKey` of a stored account row. */
export const keyOfRow = (row: AccountRow): string =>
  row.system_code !== null
    ? `system:${row.system_code}:${row.asset}`
    : `user:${row.user_id}:${row.wallet}:${row.asset}`;

/**
 * Applies `postings` inside `trx`. With `partial: true` a posting that would
 * overdraw a user is skipped and reported 'insufficient'; otherwise the
 * batch throws INSUFFICIENT_BALANCE and the caller's transaction fails.
 * Errors: INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT (always for the whole batch).
 */
export async function postBatch<T>(
  transaction: Transaction<T>,
  postings: readonly Posting[],
  options: { readonly partial: boolean; readonly nowMs: number },
): Promise<BatchResult[]> {
  const trx = transaction as unknown as Kysely<LedgerTables>;
  if (postings.length === 0) return [];
  for (const posting of postings) assertWellFormed(posting);
  const fingerprints = postings.map(fingerprintOf);

  const refs = new Map<string, AccountRef>();
  for (const posting of postings) {
    for (const line of posting.lines) refs.set(accountKey(line.account), line.account);
    for (const hold of posting.holds?.open ?? []) refs.set(accountKey(hold.account), hold.account);
  }
  const accounts = await lockAccounts(trx, [...refs.values()]);
  const replays = await findReplays(trx, postings, fingerprints);
  const fresh = postings.filter((_, index) => !replays.has(index));

  const holds = new Map<string, HoldRow>();
  const releaseKeys = [
    ...new Set(fresh.flatMap((p) => (p.holds?.release ?? []).map((r) => r.key))),
  ];
  for (const part of chunks(releaseKeys)) {
    const rows = await trx
      .selectFrom('ledger_hold')
      .select(['key', 'account_id', 'part', 'remaining'])
      .where('key', 'in', part)
      .forUpdate()
      .execute();
    for (const row of rows)
      holds.set(row.key, { ...row, remaining: decimal(row.remaining), touched: false });
  }

  const byId = new Map([...accounts.values()].map((row) => [row.id, row]));
  const balances = new Map<string, Balance & { isUser: boolean }>();
  for (const [key, row] of accounts) {
    balances.set(key, {
      available: decimal(row.available),
      frozen: decimal(row.frozen),
      locked: decimal(row.locked),
      isUser: row.user_id !== null,
    });
  }

  const outcomes: BatchOutcome[] = [];
  const appliedKeys = new Map<string, number>();
  const entries: {
    posting: number;
    accountId: number;
    asset: string;
    part: string;
    amount: string;
    after: string;
  }[] = [];
  postings.forEach((posting, index) => {
    // A repeat of a key committed before, or applied earlier in this batch,
    // changes nothing. One refused earlier in the batch is tried afresh, as
    // it would be if it came in a later request.
    if (replays.has(index) || appliedKeys.has(posting.idempotencyKey)) {
      outcomes.push('replayed');
      return;
    }
    const released = new Map<string, { accountKey: string; part: HoldPart; amount: Decimal }>();
    for (const release of posting.holds?.release ?? []) {
      const hold = holds.get(release.key);
      const owner = hold ? byId.get(hold.account_id) : undefined;
      if (!hold || !owner)
        throw new Error(`hold ${release.key} is not on an account of this batch`);
      const amount = release.amount === undefined ? hold.remaining : decimal(release.amount);
      if (isZero(hold.remaining) || gt(amount, hold.remaining))
        throw new Error(`hold ${release.key} cannot release ${toPlainString(amount)}`);
      released.set(release.key, { accountKey: keyOfRow(owner), part: hold.part, amount });
    }
    if (!holdDeltasMatch(posting, released))
      throw new Error('frozen/locked changes do not match the holds opened and released');
    const applied = applyLines(posting, balances);
    if (!applied.ok) {
      if (options.partial) {
        outcomes.push('insufficient');
        return;
      }
      throw new AppError('INSUFFICIENT_BALANCE');
    }
    // Running balance per line: each entry records the part's balance after it.
    const running = new Map<string, Balance>();
    for (const line of posting.lines) {
      const key = accountKey(line.account);
      const row = accounts.get(key);
      const before = running.get(key) ?? balances.get(key);
      if (!row || !before) throw new Error(`account ${key} not locked`);
      const after = { ...before, [line.part]: add(before[line.part], decimal(line.amount)) };
      running.set(key, after);
      entries.push({
        posting: index,
        accountId: row.id,
        asset: row.asset,
        part: line.part,
        amount: line.amount,
        after: toPlainString(after[line.part]),
      });
    }
    for (const [key, next] of applied.next) {
      const isUser = balances.get(key)?.isUser ?? true;
      balances.set(key, { ...next, isUser });
    }
    for (const open of posting.holds?.open ?? []) {
      const row = accounts.get(accountKey(open.account));
      if (!row || holds.has(open.key)) throw new Error(`hold ${open.key} cannot be opened`);
      holds.set(open.key, {
        key: open.key,
        account_id: row.id,
        part: open.part,
        remaining: decimal(open.amount),
        opened: { kind: open.kind, amount: open.amount, postingIndex: index },
        touched: true,
      });
    }
    for (const [key, release] of released) {
      const hold = holds.get(key);
      if (!hold) throw new Error(`hold ${key} vanished`);
      hold.remaining = sub(hold.remaining, release.amount);
      hold.touched = true;
      if (isZero(hold.remaining)) hold.closedBy = index;
    }
    appliedKeys.set(posting.idempotencyKey, index);
    outcomes.push('applied');
  });

  const written = await writeBatch(
    trx,
    postings,
    fingerprints,
    outcomes,
    entries,
    accounts,
    balances,
    holds,
    options.nowMs,
  );
  return outcomes.map((outcome, index) => {
    if (outcome === 'insufficient') return { outcome, transactionId: null };
    const key = postings[index]?.idempotencyKey ?? '';
    const id = replays.get(index) ?? written.get(appliedKeys.get(key) ?? -1);
    if (id === undefined) throw new Error(`transaction of posting ${index} not found`);
    return { outcome, transactionId: id };
  });
}

/**
 * Postings whose idempotency key is already committed, with that
 * transaction's id. Any key repeated with other content, against a committed
 * posting or within the batch, is IDEMPOTENCY_CONFLICT.
 */
async function findReplays(
  trx: Kysely<LedgerTables>,
  postings: readonly Posting[],
  fingerprints: readonly string[],
): Promise<Map<number, string>> {
  const stored = new Map<string, { id: string; fingerprint: string }>();
  for (const part of chunks([...new Set(postings.map((p) => p.idempotencyKey))])) {
    const rows = await trx
      .selectFrom('ledger_transaction')
      .select(['id', 'idempotency_key', 'fingerprint'])
      .where('idempotency_key', 'in', part)
      .execute();
    for (const row of rows) stored.set(row.idempotency_key, row);
  }
  const replays = new Map<number, string>();
  const firstSeen = new Map<string, string>();
  postings.forEach((posting, index) => {
    const key = posting.idempotencyKey;
    const fingerprint = fingerprints[index] ?? '';
    const expected = stored.get(key)?.fingerprint ?? firstSeen.get(key) ?? fingerprint;
    if (expected !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
    firstSeen.set(key, fingerprint);
    const before = stored.get(key);
    if (before) replays.set(index, before.id);
  });
  return replays;
}

/**
 * Creates missing accounts, then locks them all in id order (as every
 * posting does, so postings queue instead of deadlocking), keyed by `accountKey`.
 */
export async function lockAccounts(
  trx: Kysely<LedgerTables>,
  refs: readonly AccountRef[],
): Promise<Map<string, AccountRow>> {
  const values = refs.map((ref) =>
    'system' in ref
      ? { user_id: null, system_code: ref.system, wallet: 'system', asset: ref.asset }
      : { user_id: ref.userId, system_code: null, wallet: ref.wallet, asset: ref.asset },
  );
  for (const part of chunks(values)) {
    await trx
      .insertInto('ledger_account')
      .values(part)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const found = new Map<string, AccountRow>();
  for (const part of chunks(refs)) {
    const rows = await trx
      .selectFrom('ledger_account')
      .select(['id', 'user_id', 'system_code', 'wallet', 'asset', 'available', 'frozen', 'locked'])
      .where((eb) =>
        eb.or(
          part.map((ref) =>
            'system' in ref
              ? eb.and([eb('system_code', '=', ref.system), eb('asset', '=', ref.asset)])
              : eb.and([
                  eb('user_id', '=', ref.userId),
                  eb('wallet', '=', ref.wallet),
                  eb('asset', '=', ref.asset),
                ]),
          ),
        ),
      )
      // Id order, as post() locks: batches and single postings queue, never deadlock.
      .orderBy('id')
      .forUpdate()
      .execute();
    for (const row of rows) found.set(keyOfRow(row), row);
  }
  return found;
}

async function writeBatch(
  trx: Kysely<LedgerTables>,
  postings: readonly Posting[],
  fingerprints: readonly string[],
  outcomes: readonly BatchOutcome[],
  entries: readonly {
    posting: number;
    accountId: number;
    asset: string;
    part: string;
    amount: string;
    after: string;
  }[],
  accounts: ReadonlyMap<string, AccountRow>,
  balances: ReadonlyMap<string, Balance>,
  holds: ReadonlyMap<string, HoldRow>,
  nowMs: number,
): Promise<Map<number, string>> {
  const now = new Date(nowMs);
  const txId = new Map<number, string>();
  const applied = postings.flatMap((p, i) => (outcomes[i] === 'applied' ? [{ p, i }] : []));
  if (applied.length === 0) return txId;
  const indexOfKey = new Map(applied.map(({ p, i }) => [p.idempotencyKey, i]));
  for (const part of chunks(applied)) {
    const rows = await trx
      .insertInto('ledger_transaction')
      .values(
        part.map(({ p, i }) => ({
          idempotency_key: p.idempotencyKey,
          fingerprint: fingerprints[i] ?? fingerprintOf(p),
          change_type: p.type,
          reference: p.reference,
          memo: p.memo ?? '',
          created_at: now,
        })),
      )
      .returning(['id', 'idempotency_key'])
      .execute();
    for (const row of rows) txId.set(indexOfKey.get(row.idempotency_key) ?? -1, row.id);
  }
  const idOf = (index: number): string => {
    const id = txId.get(index);
    if (id === undefined) throw new Error(`transaction of posting ${index} not written`);
    return id;
  };
  for (const part of chunks(entries)) {
    await trx
      .insertInto('ledger_entry')
      .values(
        part.map((e) => ({
          transaction_id: idOf(e.posting),
          account_id: e.accountId,
          asset: e.asset,
          part: e.part,
          amount: e.amount,
          balance_after: e.after,
          created_at: now,
        })),
      )
      .execute();
  }
  const changed = [...accounts].filter(([key, row]) => {
    const b = balances.get(key);
    return (
      b !== undefined &&
      (toPlainString(b.available) !== toPlainString(decimal(row.available)) ||
        toPlainString(b.frozen) !== toPlainString(decimal(row.frozen)) ||
        toPlainString(b.locked) !== toPlainString(decimal(row.locked)))
    );
  });
  for (const part of chunks(changed)) {
    const values = sql.join(
      part.map(([key, row]) => {
        const b = balances.get(key) ?? { available: ZERO, frozen: ZERO, locked: ZERO };
        return sql`(${row.id}::integer, ${toPlainString(b.available)}::numeric, ${toPlainString(b.frozen)}::numeric, ${toPlainString(b.locked)}::numeric)`;
      }),
    );
    await sql`update ledger_account as a
      set available = v.available, frozen = v.frozen, locked = v.locked
      from (values ${values}) as v(id, available, frozen, locked)
      where a.id = v.id`.execute(trx);
  }
  const opened = [...holds.values()].filter((h) => h.opened !== undefined);
  for (const part of chunks(opened)) {
    await trx
      .insertInto('ledger_hold')
      .values(
        part.map((h) => ({
          key: h.key,
          account_id: h.account_id,
          part: h.part,
          kind: h.opened?.kind ?? '',
          amount: h.opened?.amount ?? '0',
          remaining: toPlainString(h.remaining),
          opened_tx: idOf(h.opened?.postingIndex ?? -1),
          closed_tx: h.closedBy === undefined ? null : idOf(h.closedBy),
        })),
      )
      .execute();
  }
  const updated = [...holds.values()].filter((h) => h.opened === undefined && h.touched);
  for (const part of chunks(updated)) {
    const values = sql.join(
      part.map(
        (h) =>
          sql`(${h.key}::text, ${toPlainString(h.remaining)}::numeric, ${h.closedBy === undefined ? null : idOf(h.closedBy)}::bigint)`,
      ),
    );
    await sql`update ledger_hold as h
      set remaining = v.remaining, closed_tx = v.closed_tx
      from (values ${values}) as v(key, remaining, closed_tx)
      where h.key = v.key`.execute(trx);
  }
  return txId;
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
