import { decimal, toPlainString } from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import { postBatch } from './ledger.batch.js';
import type { LedgerTables } from './ledger.tables.js';
import type { AccountRef, HoldKind, Posting } from './ledger.types.js';

export interface PostResult {
  readonly transactionId: string;
  /** True when the idempotency key had already been posted: nothing changed. */
  readonly replayed: boolean;
}

export interface PostOptions<T = unknown> {
  /** The caller's transaction: the posting commits with the caller's rows, or not at all. */
  readonly trx?: Transaction<T>;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;

/**
 * Serialization failures and deadlocks, and a twin of the same idempotency
 * key committed by another transaction between our check and our insert
 * (the retry then finds it and replays).
 */
function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return (
    RETRYABLE.has(String(code)) ||
    (code === '23505' && constraint === 'ledger_transaction_idempotency_key_key')
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
  async function postAll<C>(
    postings: readonly Posting[],
    options: PostOptions<C> = {},
  ): Promise<PostResult[]> {
    const run = async (trx: Transaction<unknown>) =>
      (await postBatch(trx, postings, { partial: false, nowMs: clock.nowMs() })).map((r) => ({
        transactionId: r.transactionId ?? '',
        replayed: r.outcome === 'replayed',
      }));
    if (options.trx) return run(options.trx as unknown as Transaction<unknown>);
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute((trx) => run(trx as unknown as Transaction<unknown>));
      } catch (error) {
        if (!isRetryable(error) || attempt >= MAX_ATTEMPTS) throw error;
        await new Promise((resolve) =>
          setTimeout(resolve, attempt * 5 + Math.floor(Math.random() * 10)),
        );
      }
    }
  }

  async function post<C>(posting: Posting, options: PostOptions<C> = {}): Promise<PostResult> {
    const [result] = await postAll([posting], options);
    if (!result) throw new Error('a posting without a result');
    return result;
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
    // A line of a batch's posting (a spot fill) has its own reference.
    if (filter.reference)
      base = base.where((eb) =>
        eb.or([
          eb('e.reference', '=', filter.reference ?? ''),
          eb.and([eb('e.reference', 'is', null), eb('t.reference', '=', filter.reference ?? '')]),
        ]),
      );
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
          (eb) => eb.fn.coalesce('e.reference', 't.reference').as('reference'),
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
     * Applies balanced postings exactly once per idempotency key, through the
     * one write path (`postBatch`): in the caller's transaction when `trx` is
     * given (the posting commits or rolls back with the caller's own rows),
     * else in a transaction of its own, retried on serialization failures,
     * deadlocks and a concurrent twin of the same key.
     * Errors: INSUFFICIENT_BALANCE (a user part would go negative),
     * IDEMPOTENCY_CONFLICT (the key was used for a different posting).
     */
    post,
    postAll,

    /**
     * Current balances of one account, zero when it was never used; in the
     * caller's transaction when given (a module that serialises its own
     * postings by a row lock reads what it will post against).
     */
    async balance<C>(
      ref: AccountRef,
      options: PostOptions<C> = {},
    ): Promise<{ available: string; frozen: string; locked: string }> {
      const reader = (options.trx as unknown as Kysely<LedgerTables> | undefined) ?? db;
      let query = reader
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
        select split_part(r.reference, ':', 1) || ':' || split_part(r.reference, ':', 2) as subject,
          a.asset, sum(e.amount) as amount
        from ledger_entry e
        join ledger_transaction t on t.id = e.transaction_id
        cross join lateral (select coalesce(e.reference, t.reference) as reference) r
        join ledger_account a on a.id = e.account_id
        where a.user_id = ${userId} and t.change_type = ${type}
          and t.created_at between ${new Date(fromMs)} and ${new Date(toMs)}
        group by 1, 2`.execute(db);
      return rows;
    },

    /** Any entries, newest first: the console's ledger explorer. */
    explore: entries,

    /** Every account of a user, for the wallet screens; read in `trx` when given. */
    async userAccounts(userId: number, trx?: Kysely<unknown>) {
      return ((trx as Kysely<LedgerTables> | undefined) ?? db)
        .selectFrom('ledger_account')
        .select(['wallet', 'asset', 'available', 'frozen', 'locked'])
        .where('user_id', '=', userId)
        .orderBy('wallet')
        .orderBy('asset')
        .execute();
    },

    /**
     * What a user's open holds of `kinds` still hold, per coin (the coins
     * on their way out: a withdrawal, P2P escrow, a red packet), read in
     * `trx` when given.
     */
    async heldFor(
      userId: number,
      kinds: readonly HoldKind[],
      trx?: Kysely<unknown>,
    ): Promise<{ asset: string; amount: string }[]> {
      if (kinds.length === 0) return [];
      return ((trx as Kysely<LedgerTables> | undefined) ?? db)
        .selectFrom('ledger_hold as h')
        .innerJoin('ledger_account as a', 'a.id', 'h.account_id')
        .select(['a.asset as asset', sql<string>`sum(h.remaining)::text`.as('amount')])
        .where('a.user_id', '=', userId)
        .where('h.kind', 'in', [...kinds])
        .where('h.closed_tx', 'is', null)
        .groupBy('a.asset')
        .execute();
    },

    /**
     * What a platform account took in since `since`, per asset: the sum of
     * its entries (the console's fee revenue for the day).
     */
    async systemIncome(system: string, since: Date): Promise<{ asset: string; amount: string }[]> {
      const rows = await db
        .selectFrom('ledger_entry as e')
        .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
        .select(['e.asset', (eb) => eb.fn.sum<string>('e.amount').as('amount')])
        .where('a.system_code', '=', system)
        .where('e.created_at', '>=', since)
        .groupBy('e.asset')
        .orderBy('e.asset')
        .execute();
      return rows.map((r) => ({ asset: r.asset, amount: toPlainString(decimal(r.amount)) }));
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
