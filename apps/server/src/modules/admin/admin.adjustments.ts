import type { AdjustmentView, UserWalletName } from '@exchange/contracts';
import { decimal, eq, toPlainString } from '@exchange/money';
import type { Kysely, Selectable } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountAdmin } from '../account/index.js';
import type { AccountRef, Ledger } from '../ledger/index.js';
import type { AdminTables, LedgerAdjustmentTable } from './admin.tables.js';
import type { Operator } from './admin.operators.js';

type Row = Selectable<LedgerAdjustmentTable>;
/** The counterpart of every adjustment: what the platform itself holds outside the chains it watches. */
const MANUAL_CUSTODY = 'custody:MANUAL';

/**
 * The system account each top-up kind fills: the contracts' insurance fund
 * (it pays what a liquidated position's margin cannot), and the credit-loan
 * lending account (credit loans are paid from it, never from savings).
 */
const TOPPED_UP = {
  insurance: 'insurance',
  credit_fund: 'credit:fund',
  earn_fund: 'earn:treasury',
  // Real pool payouts: the only source mining machines' income is paid from.
  mining_income: 'mining:income',
  // The referral programme's budget: rebates and bonuses are paid only from it.
  promotions_fund: 'promotions',
} as const;
type TopUp = keyof typeof TOPPED_UP;
const isTopUp = (kind: string): kind is TopUp => kind in TOPPED_UP;

/**
 * Manual deposits (credits), corrections (debits) and top-ups of the
 * insurance fund and the credit lending account, maker-checker: one
 * operator asks, a different one approves, and only then does the ledger move, as a `manual_deposit` or
 * `manual_withdrawal` transaction whose memo is the reason, so the user sees
 * it in their account-change history. A top-up moves `custody:MANUAL` money
 * into the `insurance` or `credit:fund` system account and names no user.
 */
export function createAdjustments(deps: {
  readonly db: Kysely<AdminTables>;
  /** The account module's lookups: adjustments name users by UID. */
  readonly accounts: Pick<AccountAdmin, 'uidOf' | 'realByUid'>;
  readonly ledger: Ledger;
  readonly clock: Clock;
  readonly knownAsset: (asset: string) => Promise<boolean>;
}) {
  const { db, ledger, clock } = deps;
  const now = () => new Date(clock.nowMs());

  async function toView(row: Row): Promise<AdjustmentView> {
    const [user, maker, checker] = await Promise.all([
      row.user_id === null ? undefined : deps.accounts.uidOf(row.user_id),
      db
        .selectFrom('operator')
        .select('username')
        .where('id', '=', row.maker_id)
        .executeTakeFirstOrThrow(),
      row.checker_id === null
        ? undefined
        : db
            .selectFrom('operator')
            .select('username')
            .where('id', '=', row.checker_id)
            .executeTakeFirst(),
    ]);
    return {
      id: row.id,
      userId: row.user_id,
      uid: user ?? null,
      kind: row.kind,
      wallet: row.wallet,
      asset: row.asset,
      amount: toPlainString(decimal(row.amount)),
      reason: row.reason,
      status: row.status,
      maker: maker.username,
      checker: checker?.username ?? null,
      rejectReason: row.reject_reason,
      transactionId: row.ledger_transaction,
      createdAt: row.created_at.getTime(),
      decidedAt: row.decided_at?.getTime() ?? null,
    };
  }

  async function byId(id: number): Promise<Row> {
    const row = await db
      .selectFrom('ledger_adjustment')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new AppError('ADJUSTMENT_NOT_FOUND');
    return row;
  }

  /** The ledger side of an approved adjustment, once per adjustment whatever the retries. */
  function post(row: Row) {
    const user: AccountRef =
      row.user_id === null
        ? { system: isTopUp(row.kind) ? TOPPED_UP[row.kind] : 'insurance', asset: row.asset }
        : { userId: row.user_id, wallet: row.wallet as UserWalletName, asset: row.asset };
    const custody = { system: MANUAL_CUSTODY, asset: row.asset };
    const credit = row.kind !== 'debit';
    return ledger.post({
      idempotencyKey: `adjustment:${row.id}`,
      type: credit ? 'manual_deposit' : 'manual_withdrawal',
      reference: `adjustment:${row.id}`,
      memo: row.reason,
      lines: [
        { account: credit ? custody : user, part: 'available', amount: `-${row.amount}` },
        { account: credit ? user : custody, part: 'available', amount: row.amount },
      ],
    });
  }

  return {
    /**
     * A pending adjustment. A repeated request id answers the first one.
     * Errors: INVALID_UID, ASSET_UNKNOWN, IDEMPOTENCY_CONFLICT.
     */
    async request(
      maker: Operator,
      input: {
        uid?: string | undefined;
        kind: 'credit' | 'debit' | TopUp;
        wallet?: string | undefined;
        asset: string;
        amount: string;
        reason: string;
        requestId: string;
      },
    ): Promise<AdjustmentView> {
      const topUp = isTopUp(input.kind);
      const user = topUp ? { id: null } : await deps.accounts.realByUid(input.uid ?? '');
      if (!user) throw new AppError('INVALID_UID');
      const wallet = topUp ? 'system' : (input.wallet ?? 'spot');
      if (!(await deps.knownAsset(input.asset))) throw new AppError('ASSET_UNKNOWN');
      const inserted = await db
        .insertInto('ledger_adjustment')
        .values({
          request_id: input.requestId,
          user_id: user.id,
          kind: input.kind,
          wallet,
          asset: input.asset,
          amount: input.amount,
          reason: input.reason,
          maker_id: maker.row.id,
          checker_id: null,
          reject_reason: null,
          ledger_transaction: null,
          created_at: now(),
          decided_at: null,
        })
        .onConflict((oc) => oc.column('request_id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) return toView(inserted);
      const first = await db
        .selectFrom('ledger_adjustment')
        .selectAll()
        .where('request_id', '=', input.requestId)
        .executeTakeFirstOrThrow();
      const same =
        first.user_id === user.id &&
        first.kind === input.kind &&
        first.wallet === wallet &&
        first.asset === input.asset &&
        eq(decimal(first.amount), decimal(input.amount)) &&
        first.reason === input.reason &&
        first.maker_id === maker.row.id;
      if (!same) throw new AppError('IDEMPOTENCY_CONFLICT');
      return toView(first);
    },

    /**
     * The checker's approval: claimed, then posted. Errors:
     * ADJUSTMENT_NOT_FOUND, MAKER_CHECKER_SAME_OPERATOR, ADJUSTMENT_NOT_PENDING,
     * CORRECTION_NEGATIVE_BALANCE (the claim is released; nothing moved).
     */
    async approve(checker: Operator, id: number): Promise<AdjustmentView> {
      const row = await byId(id);
      if (row.maker_id === checker.row.id) throw new AppError('MAKER_CHECKER_SAME_OPERATOR');
      // The claim decides races between two checkers, or an approval and a rejection.
      const claimed = await db
        .updateTable('ledger_adjustment')
        .set({ status: 'APPROVED', checker_id: checker.row.id, decided_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
      if (!claimed) throw new AppError('ADJUSTMENT_NOT_PENDING');
      let transactionId: string;
      try {
        transactionId = String((await post(claimed)).transactionId);
      } catch (error) {
        await db
          .updateTable('ledger_adjustment')
          .set({ status: 'PENDING', checker_id: null, decided_at: null })
          .where('id', '=', id)
          .execute();
        if (error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE')
          throw new AppError('CORRECTION_NEGATIVE_BALANCE');
        throw error;
      }
      const done = await db
        .updateTable('ledger_adjustment')
        .set({ ledger_transaction: transactionId })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toView(done);
    },

    /** Errors: ADJUSTMENT_NOT_FOUND, MAKER_CHECKER_SAME_OPERATOR, ADJUSTMENT_NOT_PENDING. */
    async reject(checker: Operator, id: number, reason: string): Promise<AdjustmentView> {
      const row = await byId(id);
      if (row.maker_id === checker.row.id) throw new AppError('MAKER_CHECKER_SAME_OPERATOR');
      const done = await db
        .updateTable('ledger_adjustment')
        .set({
          status: 'REJECTED',
          checker_id: checker.row.id,
          decided_at: now(),
          reject_reason: reason,
        })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .returningAll()
        .executeTakeFirst();
      if (!done) throw new AppError('ADJUSTMENT_NOT_PENDING');
      return toView(done);
    },

    /** Approved adjustments a crash left without their posting are posted now (at start-up). */
    async recover(): Promise<number> {
      const stuck = await db
        .selectFrom('ledger_adjustment')
        .selectAll()
        .where('status', '=', 'APPROVED')
        .where('ledger_transaction', 'is', null)
        .execute();
      for (const row of stuck) {
        const { transactionId } = await post(row);
        await db
          .updateTable('ledger_adjustment')
          .set({ ledger_transaction: String(transactionId) })
          .where('id', '=', row.id)
          .execute();
      }
      return stuck.length;
    },

    async list(status: string | undefined, pageNo: number, pageSize: number) {
      let base = db.selectFrom('ledger_adjustment');
      if (status) base = base.where('status', '=', status as Row['status']);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: await Promise.all(rows.map(toView)),
        total: Number(total.n),
        pageNo,
        pageSize,
      };
    },
  };
}

export type Adjustments = ReturnType<typeof createAdjustments>;
