import {
  ADMIN_PATHS,
  creditApplicationSchema,
  creditApproveBody,
  creditBudgetBody,
  creditBudgetsSchema,
  creditDocumentParams,
  creditProductConfigSchema,
  creditProductConfigsSchema,
  creditQueueQuery,
  creditQueueSchema,
  creditRejectBody,
  envelope,
  id,
  type CreditBudget,
} from '@exchange/contracts';
import { decimal, gt, toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { FileReply, type Secured } from '../admin/index.js';
import type { FilesService } from '../files/index.js';
import type { Ledger } from '../ledger/index.js';
import type { CreditReview } from './credit.review.js';
import { creditIncome, creditRoom } from './credit.service.js';
import { aprOfDaily } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';

const text = (value: string) => toPlainString(decimal(value));
const idParams = z.object({ id: id() });

/**
 * The console's credit loans: products and each coin's budget beside the
 * lending account (config.manage; the account is filled by maker-checker
 * top-ups in Adjustments), and the review (credit.review): the queue, one
 * application, its documents (each opening recorded and audited), approve
 * and reject (audited).
 */
export function registerCreditConsole(
  k: Secured,
  deps: {
    db: Kysely<LendingTables>;
    ledger: Ledger;
    review: CreditReview;
    files: Pick<FilesService, 'readForOperator'>;
    coinKnown: (asset: string) => Promise<boolean>;
  },
): void {
  const { secured, body, query, target } = k;
  const { db, review } = deps;
  const params = <T extends z.ZodType>(req: { params: unknown }, _schema: T) =>
    req.params as z.output<T>;

  const products = async () => ({
    products: (
      await db.selectFrom('credit_product').selectAll().orderBy('sort').orderBy('id').execute()
    ).map((p) => ({
      id: p.id,
      coin: p.coin,
      minAmount: text(p.min_amount),
      maxAmount: text(p.max_amount),
      cycleDays: p.cycle_days,
      dailyRate: text(p.daily_rate),
      lateDailyRate: text(p.late_daily_rate),
      repayment: p.repayment,
      lender: p.lender,
      enabled: p.enabled,
      apr: toPlainString(aprOfDaily(decimal(p.daily_rate))),
      lateApr: toPlainString(aprOfDaily(decimal(p.late_daily_rate))),
    })),
  });

  const budgets = async (): Promise<{ budgets: CreditBudget[] }> => {
    const coins = new Set<string>();
    for (const row of await db.selectFrom('credit_product').select('coin').execute())
      coins.add(row.coin);
    for (const row of await db.selectFrom('credit_budget').select('coin').execute())
      coins.add(row.coin);
    const out: CreditBudget[] = [];
    for (const coin of [...coins].sort()) {
      const room = await creditRoom(db, deps.ledger, coin);
      const counts = await db
        .selectFrom('credit_loan')
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere('status', 'in', ['lending', 'overdue']).as('loans'),
          eb.fn.countAll<string>().filterWhere('status', '=', 'overdue').as('overdue'),
        ])
        .where('coin', '=', coin)
        .executeTakeFirstOrThrow();
      out.push({
        coin,
        budget: toPlainString(room.budget),
        fund: toPlainString(room.fund),
        outstanding: toPlainString(room.outstanding),
        available: toPlainString(room.room),
        income: text((await deps.ledger.balance(creditIncome(coin))).available),
        loans: Number(counts.loans),
        overdue: Number(counts.overdue),
      });
    }
    return { budgets: out };
  };

  secured(
    'GET',
    ADMIN_PATHS.creditProducts,
    'config.manage',
    {
      summary: 'Credit loan products, each rate beside its APR',
      response: { 200: envelope(creditProductConfigsSchema) },
    },
    products,
  );
  secured(
    'POST',
    ADMIN_PATHS.creditProducts,
    'config.manage',
    {
      summary: 'Add a credit loan product, or change one (with its id)',
      body: creditProductConfigSchema,
      response: { 200: envelope(creditProductConfigsSchema) },
    },
    async (req, _operator, within) => {
      const p = body(req, creditProductConfigSchema);
      if (!(await deps.coinKnown(p.coin))) throw new AppError('ASSET_UNKNOWN');
      if (gt(decimal(p.minAmount), decimal(p.maxAmount)))
        throw new AppError('FIELD_OUT_OF_RANGE', { field: 'minAmount' });
      const values = {
        coin: p.coin,
        min_amount: p.minAmount,
        max_amount: p.maxAmount,
        cycle_days: p.cycleDays,
        daily_rate: p.dailyRate,
        late_daily_rate: p.lateDailyRate,
        repayment: p.repayment,
        lender: p.lender,
        enabled: p.enabled,
      };
      await db.transaction().execute(async (trx) => {
        if (p.id === undefined) await trx.insertInto('credit_product').values(values).execute();
        else {
          const changed = await trx
            .updateTable('credit_product')
            .set(values)
            .where('id', '=', p.id)
            .executeTakeFirst();
          if (changed.numUpdatedRows === 0n) throw new AppError('CREDIT_PRODUCT_NOT_FOUND');
        }
        await within(trx as unknown as Kysely<unknown>);
      });
      return products();
    },
    {
      action: 'lending.credit_product',
      of: (req) => ({
        target: 'credit-products',
        detail: { ...body(req, creditProductConfigSchema) },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.creditBudget,
    'config.manage',
    {
      summary: 'Per coin: the budget, the lending account, what is lent, what may still be',
      response: { 200: envelope(creditBudgetsSchema) },
    },
    budgets,
  );
  secured(
    'POST',
    ADMIN_PATHS.creditBudget,
    'config.manage',
    {
      summary: 'Set the most a coin may have lent at once',
      body: creditBudgetBody,
      response: { 200: envelope(creditBudgetsSchema) },
    },
    async (req, _operator, within) => {
      const b = body(req, creditBudgetBody);
      if (!(await deps.coinKnown(b.coin))) throw new AppError('ASSET_UNKNOWN');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('credit_budget')
          .values({ coin: b.coin, budget: b.budget, updated_at: new Date() })
          .onConflict((oc) =>
            oc.column('coin').doUpdateSet({ budget: b.budget, updated_at: new Date() }),
          )
          .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return budgets();
    },
    {
      action: 'lending.credit_budget',
      of: (req) => ({ target: 'credit-budget', detail: { ...body(req, creditBudgetBody) } }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.creditQueue,
    'credit.review',
    {
      summary: 'Credit applications by state: pending oldest first',
      querystring: creditQueueQuery,
      response: { 200: envelope(creditQueueSchema) },
    },
    (req, operator) => review.queue(operator.row.id, query(req, creditQueueQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.creditApplication,
    'credit.review',
    {
      summary: 'One application: the applicant, terms, documents, decisions, earlier applications',
      params: idParams,
      response: { 200: envelope(creditApplicationSchema) },
    },
    (req, operator) => review.application(params(req, idParams).id, operator.row.id),
  );
  secured(
    'GET',
    ADMIN_PATHS.creditDocument,
    'credit.review',
    { summary: 'One document’s image (the opening is recorded)', params: creditDocumentParams },
    async (req, operator) => {
      const p = params(req, creditDocumentParams);
      const fileId = await review.openDocument(p.id, p.document, operator.row.id);
      const { file, bytes } = await deps.files.readForOperator(fileId, operator.row.id);
      return new FileReply(bytes, file.contentType);
    },
    {
      action: 'lending.credit_document_view',
      of: (req) => {
        const p = params(req, creditDocumentParams);
        return { target: `credit-loan:${p.id}`, detail: { document: p.document } };
      },
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.creditApprove,
    'credit.review',
    {
      summary: 'Propose an approval, or confirm another operator’s (which pays the loan out)',
      params: idParams,
      body: creditApproveBody,
      response: { 200: envelope(creditApplicationSchema) },
    },
    (req, operator) =>
      review.approve(params(req, idParams).id, operator.row.id, body(req, creditApproveBody)),
    {
      action: 'lending.credit_approve',
      of: (req) => ({
        target: `credit-loan:${params(req, idParams).id}`,
        detail: { ...body(req, creditApproveBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.creditReject,
    'credit.review',
    {
      summary: 'Reject an application with a reason the applicant sees',
      params: idParams,
      body: creditRejectBody,
      response: { 200: envelope(creditApplicationSchema) },
    },
    (req, operator) =>
      review.reject(params(req, idParams).id, operator.row.id, body(req, creditRejectBody).reason),
    { action: 'lending.credit_reject', of: target('credit-loan') },
  );
}
