import type {
  CreditApplication,
  CreditDocument,
  CreditLimitRule,
  CreditState,
} from '@exchange/contracts';
import { decimal, eq, gt, lt, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { AccountService } from '../account/index.js';
import type { Ledger } from '../ledger/index.js';
import { creditRoom, lendPosting } from './credit.service.js';
import type { CreditNotice } from './credit.notify.js';
import type { CreditLoanRow } from './credit.tables.js';
import { creditLoanView } from './credit.views.js';
import { DAY_MS } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';

const text = (value: string) => toPlainString(decimal(value));

export interface ReviewDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly accounts: Pick<AccountService, 'summaries'>;
  readonly realName: (userId: number) => Promise<string | null>;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  readonly operatorNames: (ids: readonly number[]) => Promise<Map<number, string>>;
  readonly notify: (
    loan: CreditLoanRow,
    notice: CreditNotice,
    values: Record<string, string>,
  ) => Promise<void>;
}

/**
 * The console's credit review (permission credit.review). An approval is
 * two operators': the first proposes the amount (at most what was asked,
 * at least the product's minimum) and the limit rule it follows; a
 * different operator confirms it, which pays the loan out of the lending
 * account within the coin's budget. Everyone who decides must first have
 * opened every document the application carries; each decision stores
 * the reviewer, those documents and the rule. Decisions take the loan's
 * row lock, so two reviewers cannot both decide.
 */
export function createCreditReview(deps: ReviewDeps) {
  const { db } = deps;
  const now = () => new Date(deps.nowMs());
  const placesOf = async (coin: string) => (await deps.decimalsOf(coin)) ?? 8;

  async function viewed(
    loanId: string,
    operatorId: number,
    reader: Kysely<LendingTables> = db,
  ): Promise<CreditDocument[]> {
    const rows = await reader
      .selectFrom('credit_document_view')
      .select('document')
      .where('loan_id', '=', loanId)
      .where('operator_id', '=', operatorId)
      .execute();
    return rows.map((row) => row.document);
  }

  async function application(row: CreditLoanRow, operatorId: number): Promise<CreditApplication> {
    const [users, decisions, product, history, mine, realName] = await Promise.all([
      deps.accounts.summaries([row.user_id]),
      db
        .selectFrom('credit_decision')
        .selectAll()
        .where('loan_id', '=', row.id)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('credit_product')
        .select(['min_amount', 'max_amount'])
        .where('id', '=', row.product_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('credit_loan')
        .select(['id', 'status', 'coin', 'amount', 'created_at'])
        .where('user_id', '=', row.user_id)
        .where('id', '<>', row.id)
        .orderBy('id', 'desc')
        .limit(20)
        .execute(),
      viewed(row.id, operatorId),
      deps.realName(row.user_id),
    ]);
    const names = await deps.operatorNames(decisions.map((d) => d.operator_id));
    const decisionViews = decisions.map((d) => ({
      operator: names.get(d.operator_id) ?? `#${d.operator_id}`,
      at: d.created_at.getTime(),
      evidence: d.evidence,
      decision: d.decision,
      amount: d.amount === null ? null : text(d.amount),
      rule: d.rule,
      note: d.note,
    }));
    const open = row.proposed_by === null ? undefined : decisions.at(-1);
    return {
      ...creditLoanView(row, await placesOf(row.coin), deps.nowMs()),
      userId: row.user_id,
      uid: users.get(row.user_id)?.uid ?? '',
      realName,
      product: { minAmount: text(product.min_amount), maxAmount: text(product.max_amount) },
      proposal: open && open.decision === 'approve' ? (decisionViews.at(-1) ?? null) : null,
      decisions: decisionViews,
      viewedByMe: mine,
      history: history.map((h) => ({
        id: Number(h.id),
        status: h.status,
        coin: h.coin,
        amount: text(h.amount),
        createdAt: h.created_at.getTime(),
      })),
    };
  }

  async function byId(id: number): Promise<CreditLoanRow> {
    const row = await db
      .selectFrom('credit_loan')
      .selectAll()
      .where('id', '=', String(id))
      .executeTakeFirst();
    if (!row) throw new AppError('CREDIT_NOT_FOUND');
    return row;
  }

  /** The documents `operatorId` has not opened yet of those `loan` carries. */
  async function unseen(loan: CreditLoanRow, operatorId: number, reader: Kysely<LendingTables>) {
    const seen = new Set(await viewed(loan.id, operatorId, reader));
    const carried = Object.keys(loan.documents) as CreditDocument[];
    return { carried, missing: carried.filter((d) => !seen.has(d)) };
  }

  return {
    /** Applications in one state: pending oldest first (the queue), others newest first. */
    async queue(
      operatorId: number,
      query: { status: CreditState; pageNo: number; pageSize: number },
    ) {
      const base = db.selectFrom('credit_loan').where('status', '=', query.status);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', query.status === 'pending' ? 'asc' : 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const content = [];
      for (const row of rows) {
        const { history: _history, ...summary } = await application(row, operatorId);
        content.push(summary);
      }
      return {
        list: content,
        total: Number(count.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    async application(id: number, operatorId: number) {
      return application(await byId(id), operatorId);
    },

    /** The file id of one document the application carries, the view recorded. */
    async openDocument(id: number, document: CreditDocument, operatorId: number) {
      const loan = await byId(id);
      const fileId = loan.documents[document];
      if (fileId === undefined) throw new AppError('FILE_NOT_FOUND');
      await db
        .insertInto('credit_document_view')
        .values({ loan_id: loan.id, operator_id: operatorId, document, first_at: now() })
        .onConflict((oc) => oc.columns(['loan_id', 'operator_id', 'document']).doNothing())
        .execute();
      return fileId;
    },

    /**
     * The first approval proposes; a second operator's confirms and pays
     * out. Errors: CREDIT_NOT_FOUND, CREDIT_NOT_PENDING,
     * CREDIT_EVIDENCE_NOT_VIEWED, FIELD_REQUIRED (a proposal's amount or
     * rule), CREDIT_AMOUNT_OUT_OF_RANGE, MAKER_CHECKER_SAME_OPERATOR,
     * CREDIT_PROPOSAL_DIFFERS, CREDIT_BUDGET_SHORT.
     */
    async approve(
      id: number,
      operatorId: number,
      input: { amount?: string | undefined; rule?: CreditLimitRule | undefined; note: string },
    ): Promise<CreditApplication> {
      const current = await byId(id);
      const places = await placesOf(current.coin);
      const paid = await db.transaction().execute(async (trx) => {
        const loan = await trx
          .selectFrom('credit_loan')
          .selectAll()
          .where('id', '=', String(id))
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (loan.status !== 'pending') throw new AppError('CREDIT_NOT_PENDING');
        const { carried, missing } = await unseen(loan, operatorId, trx);
        if (missing.length > 0) throw new AppError('CREDIT_EVIDENCE_NOT_VIEWED');
        const decision = {
          loan_id: loan.id,
          operator_id: operatorId,
          note: input.note,
          evidence: carried,
          created_at: now(),
        };
        if (loan.proposed_by === null) {
          if (input.amount === undefined || input.rule === undefined)
            throw new AppError('FIELD_REQUIRED', { field: input.amount ? 'rule' : 'amount' });
          const product = await trx
            .selectFrom('credit_product')
            .select('min_amount')
            .where('id', '=', loan.product_id)
            .executeTakeFirstOrThrow();
          const amount = decimal(input.amount);
          if (lt(amount, decimal(product.min_amount)) || gt(amount, decimal(loan.amount)))
            throw new AppError('CREDIT_AMOUNT_OUT_OF_RANGE', {
              min: text(product.min_amount),
              max: text(loan.amount),
              coin: loan.coin,
            });
          const proposed = toPlainString(amount);
          await trx
            .updateTable('credit_loan')
            .set({ proposed_by: operatorId, proposed_amount: proposed, proposed_rule: input.rule })
            .where('id', '=', loan.id)
            .execute();
          await trx
            .insertInto('credit_decision')
            .values({ ...decision, decision: 'approve', amount: proposed, rule: input.rule })
            .execute();
          return null;
        }
        if (loan.proposed_by === operatorId) throw new AppError('MAKER_CHECKER_SAME_OPERATOR');
        const proposed = text(loan.proposed_amount ?? loan.amount);
        if (
          (input.amount !== undefined && !eq(decimal(input.amount), decimal(proposed))) ||
          (input.rule !== undefined && input.rule !== loan.proposed_rule)
        )
          throw new AppError('CREDIT_PROPOSAL_DIFFERS', { amount: proposed, coin: loan.coin });
        // The coin's budget row serialises approvals: two cannot both spend its last room.
        await trx
          .insertInto('credit_budget')
          .values({ coin: loan.coin, budget: '0', updated_at: now() })
          .onConflict((oc) => oc.column('coin').doNothing())
          .execute();
        await trx
          .selectFrom('credit_budget')
          .select('coin')
          .where('coin', '=', loan.coin)
          .forUpdate()
          .execute();
        if (lt((await creditRoom(trx, deps.ledger, loan.coin)).room, decimal(proposed)))
          throw new AppError('CREDIT_BUDGET_SHORT');
        await deps.ledger.post(lendPosting(loan, proposed), { trx });
        const lentAt = now();
        const lent = await trx
          .updateTable('credit_loan')
          .set({
            status: 'lending',
            approved_amount: proposed,
            lent_at: lentAt,
            due_at: new Date(lentAt.getTime() + loan.cycle_days * DAY_MS),
          })
          .where('id', '=', loan.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('credit_decision')
          .values({ ...decision, decision: 'confirm', amount: proposed, rule: loan.proposed_rule })
          .execute();
        return lent;
      });
      if (paid) {
        const view = creditLoanView(paid, places, deps.nowMs());
        await deps.notify(paid, 'approved', {
          id: paid.id,
          amount: view.approvedAmount ?? '',
          coin: paid.coin,
          total: view.totalToRepay ?? '',
          due: new Date(view.dueAt ?? 0).toISOString().slice(0, 16).replace('T', ' '),
        });
      }
      return application(await byId(id), operatorId);
    },

    /** Errors: CREDIT_NOT_FOUND, CREDIT_NOT_PENDING. */
    async reject(id: number, operatorId: number, reason: string): Promise<CreditApplication> {
      const rejected = await db.transaction().execute(async (trx) => {
        const loan = await trx
          .selectFrom('credit_loan')
          .selectAll()
          .where('id', '=', String(id))
          .forUpdate()
          .executeTakeFirst();
        if (!loan) throw new AppError('CREDIT_NOT_FOUND');
        if (loan.status !== 'pending') throw new AppError('CREDIT_NOT_PENDING');
        const row = await trx
          .updateTable('credit_loan')
          .set({ status: 'rejected', reject_reason: reason, closed_at: now() })
          .where('id', '=', loan.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('credit_decision')
          .values({
            loan_id: loan.id,
            operator_id: operatorId,
            decision: 'reject',
            amount: null,
            rule: null,
            note: reason,
            evidence: await viewed(loan.id, operatorId, trx),
            created_at: now(),
          })
          .execute();
        return row;
      });
      await deps.notify(rejected, 'rejected', { id: rejected.id, reason });
      return application(rejected, operatorId);
    },
  };
}

export type CreditReview = ReturnType<typeof createCreditReview>;
