import type {
  LoanPair,
  LoanState,
  PledgeLoan,
  PledgeLoanDetail,
  PledgeRecord,
} from '@exchange/contracts';
import { add, decimal, toPlainString, type Decimal } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { paged, type Page } from '../../lib/paging.js';
import { accrue, healthOf, pledgeRatio, priceAtRatio, ratesOfHourly } from './lending.core.js';
import type { LendingTables, LoanRow } from './lending.tables.js';
import { termsOf } from './pledge.interest.js';

const text = (value: Decimal) => toPlainString(value);

export interface PledgeViewDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  readonly usdPrice: (asset: string) => Decimal | null;
}

/**
 * What borrowers see: the pairs on offer with their rates beside the
 * annual equivalent, and their loans with every figure as of now (interest
 * charged and the hour begun, the pledge ratio at the index, the
 * liquidation price). Reads only; nothing is charged by looking.
 */
export function createPledgeViews(deps: PledgeViewDeps) {
  const { db } = deps;

  async function view(loan: LoanRow): Promise<PledgeLoan> {
    const now = deps.nowMs();
    const places = (await deps.decimalsOf(loan.loan_coin)) ?? 8;
    const open = loan.status === 'accruing' || loan.status === 'liquidating';
    // A liquidation fixes the debt when it seizes the collateral.
    const pending =
      loan.status === 'accruing' ? accrue(termsOf(loan, places), now).interest : decimal('0');
    const interest = add(decimal(loan.interest_due), pending);
    const principal = decimal(loan.principal);
    const debt = add(principal, interest);
    const collateral = decimal(loan.collateral_amount);
    const collateralPrice = deps.usdPrice(loan.collateral);
    const loanPrice = deps.usdPrice(loan.loan_coin);
    const priced = open && collateralPrice !== null && loanPrice !== null;
    const ratio = priced ? pledgeRatio(debt, loanPrice, collateral, collateralPrice) : null;
    const levels = {
      callRatio: decimal(loan.call_ratio),
      liquidationRatio: decimal(loan.liquidation_ratio),
    };
    const health = priced ? healthOf(ratio, levels) : null;
    const overdue = loan.status === 'accruing' && loan.term_end.getTime() <= now;
    const status: LoanState = overdue ? 'overdue' : loan.status;
    const rates = ratesOfHourly(decimal(loan.hourly_rate));
    const liquidationPrice =
      open && loanPrice !== null
        ? priceAtRatio(debt, loanPrice, collateral, levels.liquidationRatio)
        : null;
    return {
      id: Number(loan.id),
      collateral: loan.collateral,
      loanCoin: loan.loan_coin,
      collateralAmount: text(collateral),
      borrowed: text(decimal(loan.borrowed)),
      principal: text(principal),
      interest: text(interest),
      interestPaid: text(decimal(loan.interest_paid)),
      debt: text(debt),
      hourlyRate: text(decimal(loan.hourly_rate)),
      dailyRate: text(rates.daily),
      apr: text(rates.apr),
      lateHourlyRate: text(decimal(loan.late_hourly_rate)),
      termDays: loan.term_days,
      createdAt: loan.created_at.getTime(),
      termEnd: loan.term_end.getTime(),
      closedAt: loan.closed_at?.getTime() ?? null,
      status,
      ratio: ratio && text(ratio),
      health,
      initialRatio: text(decimal(loan.initial_ratio)),
      callRatio: text(levels.callRatio),
      liquidationRatio: text(levels.liquidationRatio),
      liquidationPrice: liquidationPrice && text(liquidationPrice),
      renewable: loan.status === 'accruing' && health === 'healthy',
      repayable: loan.status === 'accruing',
    };
  }

  return {
    /** `GET /pledge/pairs`: every pair on offer. */
    async pairs(): Promise<LoanPair[]> {
      const rows = await db
        .selectFrom('loan_pair')
        .selectAll()
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      const pairs: LoanPair[] = [];
      for (const pair of rows) {
        const [collateralDecimals, loanDecimals] = await Promise.all([
          deps.decimalsOf(pair.collateral),
          deps.decimalsOf(pair.loan_coin),
        ]);
        if (collateralDecimals === null || loanDecimals === null) continue;
        const rates = ratesOfHourly(decimal(pair.hourly_rate));
        const price = (asset: string) => {
          const found = deps.usdPrice(asset);
          return found && text(found);
        };
        pairs.push({
          id: pair.id,
          collateral: pair.collateral,
          loanCoin: pair.loan_coin,
          collateralDecimals,
          loanDecimals,
          initialRatio: text(decimal(pair.initial_ratio)),
          callRatio: text(decimal(pair.call_ratio)),
          liquidationRatio: text(decimal(pair.liquidation_ratio)),
          hourlyRate: text(decimal(pair.hourly_rate)),
          dailyRate: text(rates.daily),
          apr: text(rates.apr),
          lateHourlyRate: text(decimal(pair.late_hourly_rate)),
          termDays: [...pair.term_days].sort((a, b) => a - b),
          minLoan: text(decimal(pair.min_loan)),
          collateralPrice: price(pair.collateral),
          loanPrice: price(pair.loan_coin),
        });
      }
      return pairs;
    },

    /** `GET /pledge/orders`: the caller's loans, newest first. */
    async list(
      userId: number,
      query: { status?: 'open' | 'closed'; pageNo: number; pageSize: number },
    ): Promise<Page<PledgeLoan>> {
      const statuses =
        query.status === 'open'
          ? (['accruing', 'liquidating'] as const)
          : query.status === 'closed'
            ? (['settled', 'liquidated'] as const)
            : (['accruing', 'liquidating', 'settled', 'liquidated'] as const);
      const base = db
        .selectFrom('pledge_loan')
        .where('user_id', '=', userId)
        .where('status', 'in', statuses);
      const page = await paged(
        query.pageNo,
        query.pageSize,
        (limit, offset) =>
          base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        async () =>
          (await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst())?.n ?? 0,
        (row) => row,
      );
      return { ...page, list: await Promise.all(page.list.map(view)) };
    },

    /** `GET /pledge/order?id=`: one of the caller's loans with its records. Errors: LOAN_NOT_FOUND. */
    async detail(userId: number, id: number): Promise<PledgeLoanDetail> {
      const loan = await db
        .selectFrom('pledge_loan')
        .selectAll()
        .where('id', '=', String(id))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!loan) throw new AppError('LOAN_NOT_FOUND');
      const events = await db
        .selectFrom('pledge_event')
        .select(['kind', 'amount', 'detail', 'created_at'])
        .where('loan_id', '=', loan.id)
        .orderBy('id', 'desc')
        .execute();
      const records: PledgeRecord[] = events.map((event) => {
        const detail = JSON.parse(event.detail) as Record<string, unknown>;
        const textOf = (key: string) => (typeof detail[key] === 'string' ? detail[key] : null);
        return {
          kind: event.kind,
          amount: event.amount === null ? null : text(decimal(event.amount)),
          interest: textOf('interest'),
          principal: textOf('principal'),
          termEnd: typeof detail.to === 'number' ? detail.to : null,
          ratio: textOf('ratio'),
          stage:
            detail.stage === 'started' || detail.stage === 'sold' || detail.stage === 'settled'
              ? detail.stage
              : null,
          sold: textOf('sold'),
          proceeds: textOf('proceeds'),
          repaid: textOf('repaid'),
          surplus: textOf('surplus'),
          returned: textOf('returned'),
          shortfall: textOf('shortfall'),
          time: event.created_at.getTime(),
        };
      });
      return { ...(await view(loan)), records };
    },
  };
}

export type PledgeViews = ReturnType<typeof createPledgeViews>;
