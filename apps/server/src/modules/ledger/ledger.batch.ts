import { AppError } from '../../http/app-error.js';
import { unnest } from '../../lib/unnest.js';
import { add, decimal, gt, isZero, sub, toPlainString, ZERO, type Decimal } from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  applyLines,
  assertWellFormed,
  fingerprintOf,
  holdDeltasMatch,
  type Balance,
} from './ledger.core.js';
import { keyOfRow, lockAccounts, type AccountRow } from './ledger.locks.js';
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
  if (releaseKeys.length > 0) {
    const { rows } = await sql<{
      key: string;
      account_id: number;
      part: HoldPart;
      remaining: string;
    }>`select key, account_id, part, remaining from ledger_hold
      where key = any(${releaseKeys}::text[]) order by key for update`.execute(trx);
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
    reference: string | null;
  }[] = [];
  postings.forEach((posting, index) => {
    // A repeat of a key committed before, or applied earlier in this batch,
    // changes nothing. One refused earlier in the batch is tried afresh, as
    // it would be if it came in a later request.
    if (replays.has(index) || appliedKeys.has(posting.idempotencyKey)) {
      outcomes.push('replayed');
      return;
    }
    // A posting may release one hold several times (a batch's fills of one
    // order): the releases add up, each within what the previous ones left.
    const released = new Map<string, { accountKey: string; part: HoldPart; amount: Decimal }>();
    for (const release of posting.holds?.release ?? []) {
      const hold = holds.get(release.key);
      const owner = hold ? byId.get(hold.account_id) : undefined;
      if (!hold || !owner)
        throw new Error(`hold ${release.key} is not on an account of this batch`);
      const prior = released.get(release.key)?.amount ?? ZERO;
      const left = sub(hold.remaining, prior);
      const amount = release.amount === undefined ? left : decimal(release.amount);
      if (isZero(left) || gt(amount, left))
        throw new Error(`hold ${release.key} cannot release ${toPlainString(amount)}`);
      released.set(release.key, {
        accountKey: keyOfRow(owner),
        part: hold.part,
        amount: add(prior, amount),
      });
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
        reference: line.reference ?? null,
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
  const keys = [...new Set(postings.map((p) => p.idempotencyKey))];
  const { rows } = await sql<{ id: string; idempotency_key: string; fingerprint: string }>`
    select id, idempotency_key, fingerprint from ledger_transaction
    where idempotency_key = any(${keys}::text[])`.execute(trx);
  for (const row of rows) stored.set(row.idempotency_key, row);
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
    reference: string | null;
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
  const { rows: written } = await sql<{ id: string; idempotency_key: string }>`
    insert into ledger_transaction
      (idempotency_key, fingerprint, change_type, reference, memo, created_at)
    select k, f, t, r, m, ${now}::timestamptz from ${unnest([
      [applied.map(({ p }) => p.idempotencyKey), 'text'],
      [applied.map(({ p, i }) => fingerprints[i] ?? fingerprintOf(p)), 'text'],
      [applied.map(({ p }) => p.type), 'text'],
      [applied.map(({ p }) => p.reference), 'text'],
      [applied.map(({ p }) => p.memo ?? ''), 'text'],
    ])} as v(k, f, t, r, m)
    returning id, idempotency_key`.execute(trx);
  for (const row of written) txId.set(indexOfKey.get(row.idempotency_key) ?? -1, row.id);
  const idOf = (index: number): string => {
    const id = txId.get(index);
    if (id === undefined) throw new Error(`transaction of posting ${index} not written`);
    return id;
  };
  if (entries.length > 0)
    await sql`insert into ledger_entry
        (transaction_id, account_id, asset, part, amount, balance_after, reference, created_at)
      select t, a, s, p, x, b, r, ${now}::timestamptz from ${unnest([
        [entries.map((e) => idOf(e.posting)), 'bigint'],
        [entries.map((e) => e.accountId), 'integer'],
        [entries.map((e) => e.asset), 'text'],
        [entries.map((e) => e.part), 'text'],
        [entries.map((e) => e.amount), 'numeric'],
        [entries.map((e) => e.after), 'numeric'],
        [entries.map((e) => e.reference), 'text'],
      ])} as v(t, a, s, p, x, b, r)`.execute(trx);
  const changed = [...accounts].flatMap(([key, row]) => {
    const b = balances.get(key);
    if (b === undefined) return [];
    const next = {
      id: row.id,
      available: toPlainString(b.available),
      frozen: toPlainString(b.frozen),
      locked: toPlainString(b.locked),
    };
    return next.available !== toPlainString(decimal(row.available)) ||
      next.frozen !== toPlainString(decimal(row.frozen)) ||
      next.locked !== toPlainString(decimal(row.locked))
      ? [next]
      : [];
  });
  if (changed.length > 0)
    await sql`update ledger_account as a
      set available = v.available, frozen = v.frozen, locked = v.locked
      from ${unnest([
        [changed.map((c) => c.id), 'integer'],
        [changed.map((c) => c.available), 'numeric'],
        [changed.map((c) => c.frozen), 'numeric'],
        [changed.map((c) => c.locked), 'numeric'],
      ])} as v(id, available, frozen, locked)
      where a.id = v.id`.execute(trx);
  // The locked rows (`lockedIn`) follow what was written.
  const rowById = new Map([...accounts.values()].map((row) => [row.id, row]));
  for (const next of changed) {
    const row = rowById.get(next.id);
    if (row) Object.assign(row, next);
  }
  const closedTx = (h: HoldRow) => (h.closedBy === undefined ? null : idOf(h.closedBy));
  const opened = [...holds.values()].filter((h) => h.opened !== undefined);
  if (opened.length > 0)
    await sql`insert into ledger_hold
        (key, account_id, part, kind, amount, remaining, opened_tx, closed_tx)
      select * from ${unnest([
        [opened.map((h) => h.key), 'text'],
        [opened.map((h) => h.account_id), 'integer'],
        [opened.map((h) => h.part), 'text'],
        [opened.map((h) => h.opened?.kind ?? ''), 'text'],
        [opened.map((h) => h.opened?.amount ?? '0'), 'numeric'],
        [opened.map((h) => toPlainString(h.remaining)), 'numeric'],
        [opened.map((h) => idOf(h.opened?.postingIndex ?? -1)), 'bigint'],
        [opened.map(closedTx), 'bigint'],
      ])}`.execute(trx);
  const updated = [...holds.values()].filter((h) => h.opened === undefined && h.touched);
  if (updated.length > 0)
    await sql`update ledger_hold as h
      set remaining = v.remaining, closed_tx = v.closed_tx
      from ${unnest([
        [updated.map((h) => h.key), 'text'],
        [updated.map((h) => toPlainString(h.remaining)), 'numeric'],
        [updated.map(closedTx), 'bigint'],
      ])} as v(key, remaining, closed_tx)
      where h.key = v.key`.execute(trx);
  return txId;
}
