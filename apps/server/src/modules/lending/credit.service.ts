import {
  CREDIT_DOCUMENTS,
  CREDIT_REQUIRED_DOCUMENTS,
  type CreditApplyBody,
  type CreditDocument,
} from '@exchange/contracts';
import {
  decimal,
  eq,
  gt,
  gte,
  lt,
  max,
  min,
  mul,
  scaleOf,
  sub,
  toPlainString,
  ZERO,
} from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { FilesService } from '../files/index.js';
import type { Ledger } from '../ledger/index.js';
import { owedAt, type CreditOwed } from './credit.core.js';
import type { CreditNotice } from './credit.notify.js';
import type { CreditLoanRow } from './credit.tables.js';
import { DAY_MS } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';

type Trx = Transaction<LendingTables>;

/** The lending account credit loans are paid from, and where their interest and late fees go. */
export const creditFund = (asset: string) => ({ system: 'credit:fund', asset });
export const creditIncome = (asset: string) => ({ system: 'credit:income', asset });

export interface CreditDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly files: Pick<FilesService, 'describe'>;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  /** Throws ADVANCED_REQUIRED (or REAL_NAME_NOT_PASSED) below advanced verification. */
  readonly requireAdvanced: (userId: number) => Promise<void>;
  readonly notify: (
    loan: CreditLoanRow,
    notice: CreditNotice,
    values: Record<string, string>,
  ) => Promise<void>;
}

/** What a loan being lent owes at `nowMs`. */
export function owedOf(loan: CreditLoanRow, places: number, nowMs: number): CreditOwed {
  return owedAt(
    {
      principal: decimal(loan.approved_amount ?? loan.amount),
      dailyRate: decimal(loan.daily_rate),
      lateDailyRate: decimal(loan.late_daily_rate),
      cycleDays: loan.cycle_days,
      lentAtMs: loan.lent_at?.getTime() ?? nowMs,
      dueAtMs: loan.due_at?.getTime() ?? nowMs + loan.cycle_days * DAY_MS,
      places,
    },
    nowMs,
  );
}

/**
 * How much of `coin` may still be approved: the lesser of the budget less
 * what is lent now, and the lending account's balance. Read in the caller's
 * transaction (which holds the budget row's lock when approving).
 */
export async function creditRoom(trx: Kysely<LendingTables> | Trx, ledger: Ledger, coin: string) {
  const budgetRow = await trx
    .selectFrom('credit_budget')
    .select('budget')
    .where('coin', '=', coin)
    .executeTakeFirst();
  const lent = await trx
    .selectFrom('credit_loan')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('approved_amount'), eb.val('0')).as('sum'))
    .where('coin', '=', coin)
    .where('status', 'in', ['lending', 'overdue'])
    .executeTakeFirstOrThrow();
  // Outside a transaction (the apply-time estimate) the ledger reads on its own.
  const options = trx.isTransaction ? { trx: trx as Trx } : {};
  const fund = decimal((await ledger.balance(creditFund(coin), options)).available);
  const budget = decimal(budgetRow?.budget ?? '0');
  const outstanding = decimal(String(lent.sum));
  const room = max(ZERO, min(fund, sub(budget, outstanding)));
  return { budget, outstanding, fund, room };
}

const text = toPlainString;

/** The ledger posting that pays an approved loan out of the lending account. */
export function lendPosting(loan: CreditLoanRow, amount: string) {
  return {
    idempotencyKey: `credit:lend:${loan.id}`,
    type: 'loan' as const,
    reference: `credit:${loan.id}`,
    memo: 'credit loan paid out',
    lines: [
      { account: creditFund(loan.coin), part: 'available' as const, amount: `-${amount}` },
      {
        account: { userId: loan.user_id, wallet: 'spot' as const, asset: loan.coin },
        part: 'available' as const,
        amount,
      },
    ],
  };
}

/** The posting that repays a loan in full: principal to the fund, interest and late fee to income. */
function repayPosting(loan: CreditLoanRow, owed: CreditOwed) {
  const principal = loan.approved_amount ?? '0';
  const charges = text(sub(owed.total, decimal(principal)));
  return {
    idempotencyKey: `credit:repay:${loan.id}`,
    type: 'loan' as const,
    reference: `credit:${loan.id}`,
    memo: 'credit loan repaid',
    lines: [
      {
        account: { userId: loan.user_id, wallet: 'spot' as const, asset: loan.coin },
        part: 'available' as const,
        amount: `-${text(owed.total)}`,
      },
      { account: creditFund(loan.coin), part: 'available' as const, amount: principal },
      ...(gt(owed.total, decimal(principal))
        ? [{ account: creditIncome(loan.coin), part: 'available' as const, amount: charges }]
        : []),
    ],
  };
}

/**
 * Credit loans, the borrower's side: applying (advanced verification, the
 * product's range, every required document one's own upload, the
 * agreement; one open application or loan at a time, by a unique index),
 * repaying in full from the spot wallet, and the term's end (collected
 * when the spot wallet holds what is owed, else overdue, with a notice).
 * Changes to a loan run under its row lock with their posting.
 */
export function createCredit(deps: CreditDeps) {
  const { db, ledger } = deps;
  const now = () => new Date(deps.nowMs());

  async function places(coin: string): Promise<number> {
    const found = await deps.decimalsOf(coin);
    if (found === null) throw new AppError('CREDIT_PRODUCT_NOT_FOUND');
    return found;
  }

  /** Each document named once, each an upload of the applicant's; the required ones present. */
  async function checkDocuments(userId: number, documents: CreditApplyBody['documents']) {
    const given: Partial<Record<CreditDocument, string>> = {};
    for (const document of CREDIT_DOCUMENTS) {
      const fileId = documents[document];
      if (fileId !== undefined) given[document] = fileId;
    }
    const ids = Object.values(given);
    if (new Set(ids).size !== ids.length) throw new AppError('CREDIT_DOCUMENT_MISSING');
    if (CREDIT_REQUIRED_DOCUMENTS.some((document) => given[document] === undefined))
      throw new AppError('CREDIT_DOCUMENT_MISSING');
    for (const fileId of ids)
      if (!(await deps.files.describe(fileId, userId)))
        throw new AppError('CREDIT_DOCUMENT_MISSING');
    return given;
  }

  /** Repays `loan` (locked, lending or overdue) in full in `trx`: what it paid. */
  async function settle(trx: Trx, loan: CreditLoanRow, owed: CreditOwed, requestId: string) {
    await ledger.post(repayPosting(loan, owed), { trx });
    await trx
      .updateTable('credit_loan')
      .set({
        status: 'repaid',
        repaid: text(owed.total),
        paid_interest: text(owed.interest),
        paid_late_fee: text(owed.lateFee),
        repay_request_id: requestId,
        closed_at: now(),
      })
      .where('id', '=', loan.id)
      .execute();
    return text(owed.total);
  }

  return {
    /**
     * A new application. A repeated request id answers the first one.
     * Errors: ADVANCED_REQUIRED, CREDIT_PRODUCT_NOT_FOUND,
     * CREDIT_TERMS_NOT_AGREED, CREDIT_AMOUNT_OUT_OF_RANGE,
     * CREDIT_DOCUMENT_MISSING, CREDIT_BUDGET_SHORT, CREDIT_APPLICATION_OPEN,
     * IDEMPOTENCY_CONFLICT.
     */
    async apply(
      userId: number,
      input: CreditApplyBody & { readonly locale: string },
    ): Promise<{ id: number; replayed: boolean }> {
      const first = await db
        .selectFrom('credit_loan')
        .selectAll()
        .where('user_id', '=', userId)
        .where('request_id', '=', input.requestId)
        .executeTakeFirst();
      if (first) {
        if (
          first.product_id !== input.productId ||
          !eq(decimal(first.amount), decimal(input.amount))
        )
          throw new AppError('IDEMPOTENCY_CONFLICT');
        return { id: Number(first.id), replayed: true };
      }
      await deps.requireAdvanced(userId);
      const product = await db
        .selectFrom('credit_product')
        .selectAll()
        .where('id', '=', input.productId)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!product) throw new AppError('CREDIT_PRODUCT_NOT_FOUND');
      if (input.agreeTerms !== true) throw new AppError('CREDIT_TERMS_NOT_AGREED');
      const amount = decimal(input.amount);
      const decimals = await places(product.coin);
      const range = {
        min: text(decimal(product.min_amount)),
        max: text(decimal(product.max_amount)),
        coin: product.coin,
      };
      if (lt(amount, decimal(product.min_amount)) || gt(amount, decimal(product.max_amount)))
        throw new AppError('CREDIT_AMOUNT_OUT_OF_RANGE', range);
      if (scaleOf(amount) > decimals) throw new AppError('AMOUNT_INVALID');
      const documents = await checkDocuments(userId, input.documents);
      const open = await db
        .selectFrom('credit_loan')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', ['pending', 'lending', 'overdue'])
        .executeTakeFirst();
      if (open) throw new AppError('CREDIT_APPLICATION_OPEN');
      // Refused now rather than after the review: the platform could not pay it.
      if (lt((await creditRoom(db, ledger, product.coin)).room, amount))
        throw new AppError('CREDIT_BUDGET_SHORT');
      try {
        const row = await db
          .insertInto('credit_loan')
          .values({
            user_id: userId,
            request_id: input.requestId,
            product_id: product.id,
            coin: product.coin,
            amount: text(amount),
            cycle_days: product.cycle_days,
            daily_rate: product.daily_rate,
            late_daily_rate: product.late_daily_rate,
            repayment: product.repayment,
            lender: product.lender,
            documents,
            agreed_at: now(),
            locale: input.locale,
            status: 'pending',
            reject_reason: null,
            proposed_by: null,
            proposed_amount: null,
            proposed_rule: null,
            approved_amount: null,
            repaid: null,
            paid_interest: null,
            paid_late_fee: null,
            repay_request_id: null,
            created_at: now(),
            lent_at: null,
            due_at: null,
            closed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: Number(row.id), replayed: false };
      } catch (error) {
        if (isUniqueViolation(error, 'credit_loan_one_open'))
          throw new AppError('CREDIT_APPLICATION_OPEN');
        // A twin request inserted first: answer it (its row is there now).
        if (!isUniqueViolation(error)) throw error;
        const twin = await db
          .selectFrom('credit_loan')
          .select('id')
          .where('user_id', '=', userId)
          .where('request_id', '=', input.requestId)
          .executeTakeFirstOrThrow();
        return { id: Number(twin.id), replayed: true };
      }
    },

    /**
     * Repays a loan in full from the spot wallet: principal, interest for
     * the days begun, late fee. A repeated request id answers what it paid.
     * Errors: CREDIT_NOT_FOUND, CREDIT_NOT_REPAYABLE, INSUFFICIENT_BALANCE.
     */
    async repay(
      userId: number,
      id: number,
      requestId: string,
    ): Promise<{ paid: string; replayed: boolean }> {
      const coin = await db
        .selectFrom('credit_loan')
        .select('coin')
        .where('id', '=', String(id))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!coin) throw new AppError('CREDIT_NOT_FOUND');
      const decimals = await places(coin.coin);
      return db.transaction().execute(async (trx) => {
        const loan = await trx
          .selectFrom('credit_loan')
          .selectAll()
          .where('id', '=', String(id))
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (loan.status === 'repaid' && loan.repay_request_id === requestId)
          return { paid: text(decimal(loan.repaid ?? '0')), replayed: true };
        if (loan.status !== 'lending' && loan.status !== 'overdue')
          throw new AppError('CREDIT_NOT_REPAYABLE');
        const paid = await settle(trx, loan, owedOf(loan, decimals, deps.nowMs()), requestId);
        return { paid, replayed: false };
      });
    },

    /**
     * The term's end, for every loan past it: collected from the spot
     * wallet when it holds everything owed; otherwise a loan still lending
     * turns overdue, once, with a notice. Idempotent: the job may repeat.
     */
    async collectDue(): Promise<{ collected: number; overdue: number }> {
      const due = await db
        .selectFrom('credit_loan')
        .select(['id', 'coin'])
        .where((eb) =>
          eb.or([
            eb.and([eb('status', '=', 'lending'), eb('due_at', '<=', now())]),
            eb('status', '=', 'overdue'),
          ]),
        )
        .orderBy('id')
        .execute();
      let collected = 0;
      let overdue = 0;
      for (const { id, coin } of due) {
        const decimals = await places(coin);
        const outcome = await db.transaction().execute(async (trx) => {
          const loan = await trx
            .selectFrom('credit_loan')
            .selectAll()
            .where('id', '=', id)
            .forUpdate()
            .executeTakeFirstOrThrow();
          if (loan.status !== 'lending' && loan.status !== 'overdue') return null;
          const owed = owedOf(loan, decimals, deps.nowMs());
          if (!owed.overdue) return null;
          const spot = { userId: loan.user_id, wallet: 'spot' as const, asset: loan.coin };
          const { available } = await ledger.balance(spot, { trx });
          if (gte(decimal(available), owed.total)) {
            await settle(trx, loan, owed, 'auto');
            return { loan, notice: 'collected' as const, owed };
          }
          if (loan.status === 'overdue') return null;
          await trx
            .updateTable('credit_loan')
            .set({ status: 'overdue' })
            .where('id', '=', loan.id)
            .execute();
          return { loan, notice: 'overdue' as const, owed };
        });
        if (!outcome) continue;
        if (outcome.notice === 'collected') collected += 1;
        else overdue += 1;
        const { loan, notice, owed } = outcome;
        await deps.notify(loan, notice, {
          id: loan.id,
          owed: text(owed.total),
          coin: loan.coin,
          rate: `${text(mul(decimal(loan.late_daily_rate), decimal('100')))} %`,
        });
      }
      return { collected, overdue };
    },
  };
}

export type Credit = ReturnType<typeof createCredit>;
