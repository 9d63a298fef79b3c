import { add, decimal, gt, isZero, sub, toPlainString, ZERO, type Decimal } from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  applyLines,
  assertWellFormed,
  fingerprintOf,
  holdDeltasMatch,
  type Balance,
} from './ledger.core.js';
import { keyOfRow, lockAccounts } from './ledger.batch.js';
import type { LedgerTables } from './ledger.tables.js';
import { accountKey, type AccountRef, type HoldPart, type Posting } from './ledger.types.js';

export interface PostResult {
  readonly transactionId: string;
  /** True when the idempotency key had already been posted: nothing changed. */
  readonly replayed: boolean;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    RETRYABLE.has(String((error as { code?: unknown }).code))
  );
}

/**
 * The ledger: the only code that changes a balance. `post` applies one
 * balanced transaction atomically. Accounts are locked in id order, so two
 * postings touching the same accounts queue instead of deadlocking; any
 * serialization failure or deadlock the database still reports is retried
 * here and never reaches the caller.
 */
export function createLedger<T>(database: Kysely<T>, clock: Clock) {
  // Kysely's window-function types make Kysely<DB> fail to widen to a subset of
  // its tables for some column names; the ledger only touches its own tables.
  const db = database as unknown as Kysely<LedgerTables>;
  async function postOnce(posting: Posting, fingerprint: string): Promise<PostResult> {
    return db.transaction().execute(async (trx) => {
      // A concurrent twin with the same key makes this insert wait for its
      // commit and then do nothing: exactly one effect per key.
      const inserted = await trx
        .insertInto('ledger_transaction')
        .values({
          idempotency_key: posting.idempotencyKey,
          fingerprint,
          change_type: posting.type,
          reference: posting.reference,
          memo: posting.memo ?? '',
          created_at: new Date(clock.nowMs()),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) {
        const existing = await trx
          .selectFrom('ledger_transaction')
          .select(['id', 'fingerprint'])
          .where('idempotency_key', '=', posting.idempotencyKey)
          .executeTakeFirstOrThrow();
        if (existing.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
        return { transactionId: existing.id, replayed: true };
      }

      const refs = [
        ...posting.lines.map((l) => l.account),
        ...(posting.holds?.open ?? []).map((h) => h.account),
      ];
      const unique = [...new Map(refs.map((ref) => [accountKey(ref), ref])).values()];
      const accounts = await lockAccounts(trx, unique);

      const released = new Map<
        string,
        { accountKey: string; part: HoldPart; amount: Decimal; remaining: Decimal }
      >();
      const accountById = new Map([...accounts.values()].map((row) => [row.id, row]));
      for (const release of posting.holds?.release ?? []) {
        const hold = await trx
          .selectFrom('ledger_hold')
          .selectAll()
          .where('key', '=', release.key)
          .forUpdate()
          .executeTakeFirst();
        const owner = hold ? accountById.get(hold.account_id) : undefined;
        if (!hold || !owner)
          throw new Error(`hold ${release.key} is not on an account of this posting`);
        const remaining = decimal(hold.remaining);
        const amount = release.amount === undefined ? remaining : decimal(release.amount);
        if (isZero(remaining) || gt(amount, remaining))
          throw new Error(`hold ${release.key} cannot release ${toPlainString(amount)}`);
        released.set(release.key, {
          accountKey: keyOfRow(owner),
          part: hold.part,
          amount,
          remaining: sub(remaining, amount),
        });
      }
      if (!holdDeltasMatch(posting, released))
        throw new Error('frozen/locked changes do not match the holds opened and released');

      const balances = new Map<string, Balance & { isUser: boolean }>();
      for (const [key, row] of accounts) {
        balances.set(key, {
          available: decimal(row.available),
          frozen: decimal(row.frozen),
          locked: decimal(row.locked),
          isUser: row.user_id !== null,
        });
      }
      const applied = applyLines(posting, balances);
      if (!applied.ok) throw new AppError('INSUFFICIENT_BALANCE');

      const now = new Date(clock.nowMs());
      const running = new Map<string, Balance>();
      for (const line of posting.lines) {
        const key = accountKey(line.account);
        const row = accounts.get(key);
        if (!row) throw new Error(`account ${key} not locked`);
        const before = running.get(key) ??
          balances.get(key) ?? { available: ZERO, frozen: ZERO, locked: ZERO };
        const after = { ...before, [line.part]: add(before[line.part], decimal(line.amount)) };
        running.set(key, after);
        await trx
          .insertInto('ledger_entry')
          .values({
            transaction_id: inserted.id,
            account_id: row.id,
            asset: row.asset,
            part: line.part,
            amount: line.amount,
            balance_after: toPlainString(after[line.part]),
            created_at: now,
          })
          .execute();
      }
      for (const [key, balance] of applied.next) {
        const row = accounts.get(key);
        if (!row) throw new Error(`account ${key} not locked`);
        await trx
          .updateTable('ledger_account')
          .set({
            available: toPlainString(balance.available),
            frozen: toPlainString(balance.frozen),
            locked: toPlainString(balance.locked),
          })
          .where('id', '=', row.id)
          .execute();
      }
      for (const hold of posting.holds?.open ?? []) {
        const row = accounts.get(accountKey(hold.account));
        if (!row) throw new Error(`hold account ${accountKey(hold.account)} not locked`);
        await trx
          .insertInto('ledger_hold')
          .values({
            key: hold.key,
            account_id: row.id,
            part: hold.part,
            kind: hold.kind,
            amount: hold.amount,
            remaining: hold.amount,
            opened_tx: inserted.id,
            closed_tx: null,
          })
          .execute();
      }
      for (const [key, release] of released) {
        await trx
          .updateTable('ledger_hold')
          .set({
            remaining: toPlainString(release.remaining),
            closed_tx: isZero(release.remaining) ? inserted.id : null,
          })
          .where('key', '=', key)
          .execute();
      }
      return { transactionId: inserted.id, replayed: false };
    });
  }

  /** Entries with their transaction and account, newest first, filtered by any of user, type, reference, asset, wallet. */
  async function entries(
    filter: {
      readonly userId?: number;
      readonly type?: string;
      readonly reference?: string;
      readonly asset?: string;
      readonly wallet?: string;
    },
    pageNo: number,
    pageSize: number,
  ) {
    let base = db
      .selectFrom('ledger_entry as e')
      .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transaction as t', 't.id', 'e.transaction_id');
    if (filter.userId !== undefined) base = base.where('a.user_id', '=', filter.userId);
    if (filter.type) base = base.where('t.change_type', '=', filter.type);
    if (filter.reference) base = base.where('t.reference', '=', filter.reference);
    if (filter.asset) base = base.where('a.asset', '=', filter.asset);
    if (filter.wallet) base = base.where('a.wallet', '=', filter.wallet);
    const [rows, total] = await Promise.all([
      base
        .select([
          'e.id',
          'e.transaction_id',
          't.change_type',
          'a.user_id',
          'a.system_code',
          'a.asset',
          'a.wallet',
          'e.amount',
          'e.part',
          'e.balance_after',
          't.reference',
          't.memo',
          'e.created_at',
        ])
        .orderBy('e.id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.n) };
  }

  return {
    /**
     * Applies a balanced posting exactly once per idempotency key.
     * Errors: INSUFFICIENT_BALANCE (a user part would go negative),
     * IDEMPOTENCY_CONFLICT (the key was used for a different posting).
     */
    async post(posting: Posting): Promise<PostResult> {
      assertWellFormed(posting);
      const fingerprint = fingerprintOf(posting);
      for (let attempt = 1; ; attempt++) {
        try {
          return await postOnce(posting, fingerprint);
        } catch (error) {
          if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
          await new Promise((resolve) =>
            setTimeout(resolve, attempt * 5 + Math.floor(Math.random() * 10)),
          );
        }
      }
    },

    /** Current balances of one account, zero when it was never used. */
    async balance(ref: AccountRef): Promise<{ available: string; frozen: string; locked: string }> {
      let query = db
        .selectFrom('ledger_account')
        .select(['available', 'frozen', 'locked'])
        .where('asset', '=', ref.asset);
      query =
        'system' in ref
          ? query.where('system_code', '=', ref.system)
          : query.where('user_id', '=', ref.userId).where('wallet', '=', ref.wallet);
      const row = await query.executeTakeFirst();
      return {
        available: toPlainString(decimal(row?.available ?? '0')),
        frozen: toPlainString(decimal(row?.frozen ?? '0')),
        locked: toPlainString(decimal(row?.locked ?? '0')),
      };
    },

    /**
     * A user's entries of one change type inside [fromMs, toMs], summed per
     * subject: the first two parts of the reference ("perp_funding:BTCUSDT"
     * of "perp_funding:BTCUSDT:1763712000000"). For summaries such as the
     * contracts' profit and loss.
     */
    async sumsBySubject(userId: number, type: string, fromMs: number, toMs: number) {
      const { rows } = await sql<{ subject: string; asset: string; amount: string }>`
        select split_part(t.reference, ':', 1) || ':' || split_part(t.reference, ':', 2) as subject,
          a.asset, sum(e.amount) as amount
        from ledger_entry e
        join ledger_transaction t on t.id = e.transaction_id
        join ledger_account a on a.id = e.account_id
        where a.user_id = ${userId} and t.change_type = ${type}
          and t.created_at between ${new Date(fromMs)} and ${new Date(toMs)}
        group by 1, 2`.execute(db);
      return rows;
    },

    /** A user's entries, newest first, with their transaction's type and reference. */
    history(
      userId: number,
      filter: { readonly type?: string; readonly asset?: string; readonly wallet?: string },
      pageNo: number,
      pageSize: number,
    ) {
      return entries({ ...filter, userId }, pageNo, pageSize);
    },

    /** Any entries, newest first: the console's ledger explorer. */
    explore: entries,

    /** Every account of a user, for the wallet screens. */
    async userAccounts(userId: number) {
      return db
        .selectFrom('ledger_account')
        .select(['wallet', 'asset', 'available', 'frozen', 'locked'])
        .where('user_id', '=', userId)
        .orderBy('wallet')
        .orderBy('asset')
        .execute();
    },

    /**
     * The platform's own accounts (fees, security and insurance funds,
     * custody, clearing), for the console. Custody and clearing run
     * negative by design: they are the other side of what users hold.
     */
    async systemAccounts() {
      return db
        .selectFrom('ledger_account')
        .select(['system_code', 'asset', 'available', 'frozen', 'locked'])
        .where('system_code', 'is not', null)
        .orderBy('system_code')
        .orderBy('asset')
        .execute();
    },
  };
}

export type Ledger = ReturnType<typeof createLedger>;
