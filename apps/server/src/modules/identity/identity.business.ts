import type {
  BusinessDepositRecord,
  BusinessState,
  BusinessStatus,
  businessApplyBody,
  businessDepositsBody,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AccountService, UserRow } from '../account/index.js';
import type { Ledger } from '../ledger/index.js';
import { canMoveBusiness, LIVE_BUSINESS_STATES, merchantTypeOf } from './identity.core.js';
import type { IdentityLimits } from './identity.limits.js';
import type { BusinessRow, IdentityTables } from './identity.tables.js';

/** Runs inside a console decision's transaction: its audit entry. */
type Within = (trx: Kysely<unknown>) => Promise<void>;

interface Decision {
  readonly reason: string;
  readonly note: string;
}

export interface BusinessDeps {
  readonly db: Kysely<IdentityTables>;
  readonly clock: Clock;
  readonly ledger: Ledger;
  readonly accounts: AccountService;
  readonly limits: IdentityLimits;
  /**
   * Whether the merchant has open ads, orders or appeals, which keep the
   * deposit locked. Peer-to-peer trading answers it once it exists; until
   * then nobody has any.
   */
  /**
   * Whether the merchant has ads, orders or appeals open, read in the
   * caller's transaction (an embedded database has one connection).
   */
  readonly openActivity: (userId: number, trx: Kysely<unknown>) => Promise<boolean>;
}

const plain = (value: string) => toPlainString(decimal(value));

/**
 * Business (merchant) certification: the application locks a security
 * deposit in the ledger (a hold of kind `merchant_deposit` on the spot
 * wallet); two operators pass it, which makes the user a merchant
 * (c2c_user_type 1). Giving it up asks for the deposit back; two operators
 * release it once the merchant has no open ads, orders or appeals. Each
 * step moves the certification, the hold and the merchant flag in one
 * transaction, under the certification row's lock.
 */
export function createBusiness(deps: BusinessDeps) {
  const { db, ledger } = deps;
  const now = () => new Date(deps.clock.nowMs());

  const accountOf = (row: BusinessRow) => ({
    userId: row.user_id,
    wallet: 'spot' as const,
    asset: row.coin,
  });

  /** Gives the deposit back (refusal, cancel, refund): one posting, its key the hold's. */
  async function release(trx: Transaction<IdentityTables>, row: BusinessRow): Promise<void> {
    const amount = plain(row.amount);
    const account = accountOf(row);
    await ledger.post(
      {
        idempotencyKey: `${row.hold_key}:release`,
        type: 'merchant_deposit',
        reference: row.hold_key,
        memo: 'release',
        lines: [
          { account, part: 'frozen', amount: `-${amount}` },
          { account, part: 'available', amount },
        ],
        holds: { release: [{ key: row.hold_key }] },
      },
      { trx },
    );
  }

  /** Moves a locked row; the flag follows the state, in the same transaction. */
  async function move(
    trx: Transaction<IdentityTables>,
    row: BusinessRow,
    to: BusinessState,
    extra: Partial<
      Pick<BusinessRow, 'first_approved_by' | 'reviewed_by' | 'reason' | 'internal_note'>
    > = {},
  ): Promise<BusinessRow> {
    if (!canMoveBusiness(row.status, to)) throw new AppError('BUSINESS_STATE');
    const released = to === 'refused' || to === 'refunded';
    if (released) await release(trx, row);
    const moved = await trx
      .updateTable('business_certification')
      .set({ status: to, updated_at: now(), ...(released ? { released_at: now() } : {}), ...extra })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (merchantTypeOf(row.status) !== merchantTypeOf(to))
      await deps.accounts.setMerchantType(
        row.user_id,
        merchantTypeOf(to),
        trx as unknown as Kysely<unknown>,
      );
    return moved;
  }

  /** The row, locked for the rest of the transaction. */
  async function locked(trx: Transaction<IdentityTables>, id: number): Promise<BusinessRow> {
    const row = await trx
      .selectFrom('business_certification')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new AppError('BUSINESS_NOT_FOUND');
    return row;
  }

  async function live(userId: number): Promise<BusinessRow | undefined> {
    return db
      .selectFrom('business_certification')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', LIVE_BUSINESS_STATES)
      .executeTakeFirst();
  }

  async function options() {
    const rows = await db
      .selectFrom('business_deposit_config')
      .selectAll()
      .orderBy('coin')
      .execute();
    return rows.map((row) => ({ coin: row.coin, amount: plain(row.amount) }));
  }

  async function statusOf(userId: number, merchant: boolean): Promise<BusinessStatus> {
    const row =
      (await live(userId)) ??
      (await db
        .selectFrom('business_certification')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .executeTakeFirst());
    const level = await deps.limits.levelOf(userId);
    const isLive = row !== undefined && LIVE_BUSINESS_STATES.includes(row.status);
    return {
      id: row?.id ?? null,
      status: row?.status ?? null,
      coin: row?.coin ?? null,
      amount: row ? plain(row.amount) : null,
      appliedAt: row?.created_at.toISOString() ?? null,
      updatedAt: row?.updated_at.toISOString() ?? null,
      reason: row?.status === 'refused' || row?.status === 'refund_rejected' ? row.reason : null,
      canApply: !isLive && level >= 2,
      canCancel:
        row?.status === 'applied' || row?.status === 'passed' || row?.status === 'refund_rejected',
      merchant,
      options: await options(),
    };
  }

  /** The merchant flag as the row now says, for replies after a change. */
  const statusAfter = async (userId: number) => {
    const merchant = (await deps.accounts.summaries([userId])).get(userId)?.c2c_user_type ?? 0;
    return statusOf(userId, merchant !== 0);
  };

  /** Approving needs two operators: the first marks it, a different second one decides. */
  function secondApproval(row: BusinessRow, operatorId: number): boolean {
    if (row.first_approved_by === null) return false;
    if (row.first_approved_by === operatorId) throw new AppError('SECOND_APPROVAL_REQUIRED');
    return true;
  }

  return {
    options,

    status: (user: UserRow) => statusOf(user.id, user.c2c_user_type !== 0),

    /**
     * Applies, locking the deposit from the spot wallet's available balance.
     * A repeat of `requestId` answers as the first did. Errors:
     * ADVANCED_REQUIRED, BUSINESS_DEPOSIT_COIN, BUSINESS_ALREADY_APPLIED,
     * INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT.
     */
    async apply(user: UserRow, input: z.output<typeof businessApplyBody>): Promise<BusinessStatus> {
      const replay = async () => {
        const previous = await db
          .selectFrom('business_certification')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
        if (!previous) return undefined;
        if (previous.coin !== input.coin) throw new AppError('IDEMPOTENCY_CONFLICT');
        return statusAfter(user.id);
      };
      const repeated = await replay();
      if (repeated) return repeated;
      if ((await deps.limits.levelOf(user.id)) < 2) throw new AppError('ADVANCED_REQUIRED');
      const deposit = (await options()).find((option) => option.coin === input.coin);
      if (!deposit) throw new AppError('BUSINESS_DEPOSIT_COIN', { coin: input.coin });
      if (await live(user.id)) throw new AppError('BUSINESS_ALREADY_APPLIED');
      const holdKey = `merchant-deposit:${user.id}:${input.requestId}`;
      try {
        // The row and the locked deposit commit together: no deposit without its certification.
        await db.transaction().execute(async (trx) => {
          const row = await trx
            .insertInto('business_certification')
            .values({
              user_id: user.id,
              request_id: input.requestId,
              status: 'applied',
              coin: input.coin,
              amount: deposit.amount,
              hold_key: holdKey,
              first_approved_by: null,
              reviewed_by: null,
              reason: null,
              internal_note: null,
              released_at: null,
              created_at: now(),
              updated_at: now(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const account = accountOf(row);
          await ledger.post(
            {
              idempotencyKey: holdKey,
              type: 'merchant_deposit',
              reference: holdKey,
              memo: 'lock',
              lines: [
                { account, part: 'available', amount: `-${deposit.amount}` },
                { account, part: 'frozen', amount: deposit.amount },
              ],
              holds: {
                open: [
                  {
                    key: holdKey,
                    account,
                    part: 'frozen',
                    amount: deposit.amount,
                    kind: 'merchant_deposit',
                  },
                ],
              },
            },
            { trx },
          );
        });
      } catch (error) {
        // A twin of this request may have won on either index: answer as a repeat would.
        if (isUniqueViolation(error)) {
          const twin = await replay();
          if (twin) return twin;
        }
        if (isUniqueViolation(error, 'business_one_live'))
          throw new AppError('BUSINESS_ALREADY_APPLIED');
        throw error;
      }
      return statusAfter(user.id);
    },

    /**
     * Cancels an application under review (the deposit comes back at once)
     * or gives up a passed certification (asks for the deposit back; the
     * user stops being a merchant now). Errors: BUSINESS_NOT_FOUND, BUSINESS_STATE.
     */
    async cancel(user: UserRow): Promise<BusinessStatus> {
      const current = await live(user.id);
      if (!current) throw new AppError('BUSINESS_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        const row = await locked(trx, current.id);
        if (row.status === 'applied') await move(trx, row, 'refunded');
        else if (row.status === 'passed' || row.status === 'refund_rejected')
          await move(trx, row, 'refund_requested', { first_approved_by: null, reason: null });
        else throw new AppError('BUSINESS_STATE');
      });
      return statusAfter(user.id);
    },

    /** The deposit's movements: each lock, and each release. */
    async deposits(
      userId: number,
      query: { pageNo: number; pageSize: number },
    ): Promise<{ list: BusinessDepositRecord[]; total: number; pageNo: number; pageSize: number }> {
      const movements = sql<{
        id: number;
        kind: 'locked' | 'released';
        coin: string;
        amount: string;
        at: Date;
      }>`
        select id, 'locked' as kind, coin, amount, created_at as at
          from business_certification where user_id = ${userId}
        union all
        select id, 'released' as kind, coin, amount, released_at as at
          from business_certification where user_id = ${userId} and released_at is not null`;
      const offset = (query.pageNo - 1) * query.pageSize;
      const [page, counted] = await Promise.all([
        sql<{ id: number; kind: 'locked' | 'released'; coin: string; amount: string; at: Date }>`
          select * from (${movements}) m order by at desc, kind desc
          limit ${query.pageSize} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from (${movements}) m`.execute(db),
      ]);
      return {
        list: page.rows.map((row) => ({
          certificationId: row.id,
          kind: row.kind,
          coin: row.coin,
          amount: plain(row.amount),
          at: new Date(row.at).toISOString(),
        })),
        total: Number(counted.rows[0]?.n ?? 0),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    // The console's decisions, each in one transaction with its audit entry.

    /**
     * applied: the first approval marks it, a second operator's passes it
     * (the user becomes a merchant). refund_requested: the first approval
     * starts the refund (refund_in_progress); a second operator's releases
     * the deposit. Both refund steps need no open ads, orders or appeals.
     * Errors: BUSINESS_NOT_FOUND, BUSINESS_STATE, SECOND_APPROVAL_REQUIRED,
     * BUSINESS_OPEN_ACTIVITY.
     */
    async approve(id: number, operatorId: number, within: Within): Promise<BusinessRow> {
      return db.transaction().execute(async (trx) => {
        const row = await locked(trx, id);
        let result: BusinessRow;
        if (row.status === 'applied') {
          result = secondApproval(row, operatorId)
            ? await move(trx, row, 'passed', { reviewed_by: operatorId })
            : await mark(trx, row, operatorId);
        } else if (row.status === 'refund_requested') {
          if (await deps.openActivity(row.user_id, trx as unknown as Kysely<unknown>))
            throw new AppError('BUSINESS_OPEN_ACTIVITY');
          result = await move(trx, row, 'refund_in_progress', { first_approved_by: operatorId });
        } else if (row.status === 'refund_in_progress') {
          if (row.first_approved_by === operatorId) throw new AppError('SECOND_APPROVAL_REQUIRED');
          if (await deps.openActivity(row.user_id, trx as unknown as Kysely<unknown>))
            throw new AppError('BUSINESS_OPEN_ACTIVITY');
          result = await move(trx, row, 'refunded', { reviewed_by: operatorId });
        } else throw new AppError('BUSINESS_STATE');
        await within(trx as unknown as Kysely<unknown>);
        return result;
      });
    },

    /** Refuses an application; the deposit comes back. Errors: BUSINESS_NOT_FOUND, BUSINESS_STATE. */
    refuse: (id: number, operatorId: number, input: Decision, within: Within) =>
      decline(id, ['applied'], 'refused', operatorId, input, within),

    /** Rejects a refund; the user is a merchant again. Errors: BUSINESS_NOT_FOUND, BUSINESS_STATE. */
    rejectRefund: (id: number, operatorId: number, input: Decision, within: Within) =>
      decline(
        id,
        ['refund_requested', 'refund_in_progress'],
        'refund_rejected',
        operatorId,
        input,
        within,
      ),

    async setDeposits(
      input: z.output<typeof businessDepositsBody>,
      operatorId: number,
      trx: Kysely<unknown>,
    ): Promise<void> {
      const tx = trx as unknown as Kysely<IdentityTables>;
      const coins = input.deposits.map((deposit) => deposit.coin);
      if (new Set(coins).size !== coins.length) throw new AppError('PARAM_INVALID');
      let remove = tx.deleteFrom('business_deposit_config');
      if (coins.length > 0) remove = remove.where('coin', 'not in', coins);
      await remove.execute();
      for (const deposit of input.deposits)
        await tx
          .insertInto('business_deposit_config')
          .values({
            coin: deposit.coin,
            amount: deposit.amount,
            updated_by: operatorId,
            updated_at: now(),
          })
          .onConflict((oc) =>
            oc.column('coin').doUpdateSet({
              amount: deposit.amount,
              updated_by: operatorId,
              updated_at: now(),
            }),
          )
          .execute();
    },
  };

  /** A refusal with its reason (the user sees it) and note (they don't), and its audit entry. */
  async function decline(
    id: number,
    from: readonly BusinessState[],
    to: BusinessState,
    operatorId: number,
    input: Decision,
    within: Within,
  ): Promise<BusinessRow> {
    return db.transaction().execute(async (trx) => {
      const row = await locked(trx, id);
      if (!from.includes(row.status)) throw new AppError('BUSINESS_STATE');
      const result = await move(trx, row, to, {
        reviewed_by: operatorId,
        first_approved_by: null,
        reason: input.reason,
        internal_note: input.note || null,
      });
      await within(trx as unknown as Kysely<unknown>);
      return result;
    });
  }

  async function mark(
    trx: Transaction<IdentityTables>,
    row: BusinessRow,
    operatorId: number,
  ): Promise<BusinessRow> {
    return trx
      .updateTable('business_certification')
      .set({ first_approved_by: operatorId, updated_at: now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

export type Business = ReturnType<typeof createBusiness>;
