import {
  CREDIT_DOCUMENTS,
  type CreditLoan,
  type CreditProduct,
  type CreditState,
  type CreditStatistics,
} from '@exchange/contracts';
import { add, decimal, toPlainString, ZERO, type Decimal } from '@exchange/money';
import type { Kysely } from 'kysely';
import { termInterest, totalToRepay } from './credit.core.js';
import { owedOf } from './credit.service.js';
import type { CreditLoanRow } from './credit.tables.js';
import { aprOfDaily } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';

const text = (value: Decimal) => toPlainString(value);
const ms = (date: Date | null) => date?.getTime() ?? null;

/** One application or loan as its borrower sees it at `nowMs` (`places`: the coin's decimals). */
export function creditLoanView(loan: CreditLoanRow, places: number, nowMs: number): CreditLoan {
  const lending = loan.status === 'lending' || loan.status === 'overdue';
  const approved = loan.approved_amount === null ? null : decimal(loan.approved_amount);
  const owed = lending ? owedOf(loan, places, nowMs) : null;
  const repaid = loan.repaid === null ? null : decimal(loan.repaid);
  return {
    id: Number(loan.id),
    productId: loan.product_id,
    coin: loan.coin,
    amount: text(decimal(loan.amount)),
    approvedAmount: approved && text(approved),
    cycleDays: loan.cycle_days,
    dailyRate: text(decimal(loan.daily_rate)),
    apr: text(aprOfDaily(decimal(loan.daily_rate))),
    lateDailyRate: text(decimal(loan.late_daily_rate)),
    repayment: loan.repayment,
    lender: loan.lender,
    status: loan.status,
    rejectReason: loan.reject_reason,
    totalToRepay:
      approved && text(totalToRepay(approved, decimal(loan.daily_rate), loan.cycle_days, places)),
    // Once repaid: what the repayment paid.
    interest: text(owed?.interest ?? decimal(loan.paid_interest ?? '0')),
    lateFee: text(owed?.lateFee ?? decimal(loan.paid_late_fee ?? '0')),
    owedNow: text(owed?.total ?? ZERO),
    repaid: text(repaid ?? ZERO),
    overdue: loan.status === 'overdue',
    documents: CREDIT_DOCUMENTS.filter((document) => loan.documents[document] !== undefined),
    createdAt: loan.created_at.getTime(),
    lentAt: ms(loan.lent_at),
    dueAt: ms(loan.due_at),
    closedAt: ms(loan.closed_at),
  };
}

/** The borrower's reads: products, their history and their statistics. */
export function createCreditViews(deps: {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
}) {
  const { db } = deps;
  const placesOf = async (coin: string) => (await deps.decimalsOf(coin)) ?? 8;
  const views = async (rows: readonly CreditLoanRow[]) => {
    const nowMs = deps.nowMs();
    const out: CreditLoan[] = [];
    for (const row of rows) out.push(creditLoanView(row, await placesOf(row.coin), nowMs));
    return out;
  };

  return {
    /** Enabled products whose coin is listed, in the operator's order. */
    async products(): Promise<CreditProduct[]> {
      const rows = await db
        .selectFrom('credit_product')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const out: CreditProduct[] = [];
      for (const row of rows) {
        const places = await deps.decimalsOf(row.coin);
        if (places === null) continue;
        const daily = decimal(row.daily_rate);
        const late = decimal(row.late_daily_rate);
        out.push({
          id: row.id,
          coin: row.coin,
          coinDecimals: places,
          minAmount: text(decimal(row.min_amount)),
          maxAmount: text(decimal(row.max_amount)),
          cycleDays: row.cycle_days,
          dailyRate: text(daily),
          apr: text(aprOfDaily(daily)),
          lateDailyRate: text(late),
          lateApr: text(aprOfDaily(late)),
          repayment: row.repayment,
          lender: row.lender,
          exampleInterest: text(
            termInterest(decimal(row.max_amount), daily, row.cycle_days, places),
          ),
        });
      }
      return out;
    },

    /** The caller's applications and loans, newest first. */
    async history(
      userId: number,
      query: { pageNo: number; pageSize: number; status?: CreditState | undefined },
    ) {
      let base = db.selectFrom('credit_loan').where('user_id', '=', userId);
      if (query.status) base = base.where('status', '=', query.status);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(query.pageSize)
          .offset((query.pageNo - 1) * query.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        list: await views(rows),
        total: Number(count.n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** The open application or loan, counts, and per coin what was borrowed and paid back. */
    async statistics(userId: number): Promise<CreditStatistics> {
      const rows = await db
        .selectFrom('credit_loan')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .execute();
      const open = rows.find((row) => ['pending', 'lending', 'overdue'].includes(row.status));
      const totals = new Map<string, { borrowed: Decimal; repaid: Decimal }>();
      for (const row of rows) {
        if (row.approved_amount === null) continue;
        const total = totals.get(row.coin) ?? { borrowed: ZERO, repaid: ZERO };
        totals.set(row.coin, {
          borrowed: add(total.borrowed, decimal(row.approved_amount)),
          repaid: add(total.repaid, decimal(row.repaid ?? '0')),
        });
      }
      return {
        open: open ? ((await views([open]))[0] ?? null) : null,
        applications: rows.length,
        repaidLoans: rows.filter((row) => row.status === 'repaid').length,
        totals: [...totals].map(([coin, total]) => ({
          coin,
          borrowed: text(total.borrowed),
          repaid: text(total.repaid),
        })),
      };
    },
  };
}

export type CreditViews = ReturnType<typeof createCreditViews>;
