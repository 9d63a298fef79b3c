import type { LoanBook } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gte,
  isPositive,
  min,
  ONE,
  ROUNDING,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import { DAY_MS, pledgeRatio } from './lending.core.js';
import type { LendingTables } from './lending.tables.js';
import type { Savings } from './savings.service.js';

const text = (value: Decimal) => toPlainString(value);

/** The ratio buckets' lower bounds: every 10 % to 60 % (the call level), then 60, 70, 85, 100. */
const BOUNDS = ['0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7', '0.85', '1'];

/**
 * The public loan book: for each pool, what savers are owed, what is lent,
 * the cash, the security fund and the deficit, all read from the ledger's
 * `lending:*` accounts; open loans by pledge ratio at the index now; margin
 * calls and liquidations of the last 30 days; and each recent day's payout
 * with the ledger transaction that paid it. Nobody's loan is named.
 */
export function createLoanBook(deps: {
  db: Kysely<LendingTables>;
  nowMs: () => number;
  savings: Pick<Savings, 'figures'>;
  usdPrice: (asset: string) => Decimal | null;
}) {
  const { db } = deps;
  return async function loanBook(): Promise<LoanBook> {
    const loans = await db
      .selectFrom('pledge_loan')
      .select([
        'loan_coin',
        'collateral',
        'collateral_amount',
        'principal',
        'interest_due',
        'status',
      ])
      .where('status', 'in', ['accruing', 'liquidating'])
      .execute();
    const assets = [
      ...new Set([
        ...(await db.selectFrom('savings_coin').select('asset').execute()).map((r) => r.asset),
        ...loans.map((loan) => loan.loan_coin),
      ]),
    ].sort();
    const coins = [];
    for (const asset of assets) {
      const { accounts, cash } = await deps.savings.figures(asset);
      const owed = add(add(accounts.savers, accounts.pending), accounts.redeeming);
      const lent = sub(ZERO, accounts.book);
      coins.push({
        asset,
        owedToSavers: text(owed),
        lent: text(lent),
        cash: text(cash),
        utilisation: isPositive(owed) ? text(min(ONE, div(lent, owed, 4, ROUNDING.half_up))) : '0',
        undistributed: text(accounts.interest),
        securityFund: text(accounts.fund),
        deficit: text(accounts.deficit),
        openLoans: loans.filter((loan) => loan.loan_coin === asset).length,
      });
    }

    const counts = BOUNDS.map(() => 0);
    let unpriced = 0;
    for (const loan of loans) {
      const collateralPrice = deps.usdPrice(loan.collateral);
      const loanPrice = deps.usdPrice(loan.loan_coin);
      const ratio =
        collateralPrice && loanPrice
          ? pledgeRatio(
              add(decimal(loan.principal), decimal(loan.interest_due)),
              loanPrice,
              decimal(loan.collateral_amount),
              collateralPrice,
            )
          : null;
      if (ratio === null) {
        unpriced += 1;
        continue;
      }
      // The last bound the ratio reaches.
      const bucket = BOUNDS.reduce(
        (found, bound, i) => (gte(ratio, decimal(bound)) ? i : found),
        0,
      );
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }

    const since = new Date(deps.nowMs() - 30 * DAY_MS);
    const { rows } = await sql<{
      calls: number;
      liquidations: number;
      shortfall: string;
      covered: string;
    }>`
      select
        (select count(*)::int from pledge_event where kind = 'margin_call' and created_at >= ${since}) as calls,
        (select count(*)::int from pledge_loan where status = 'liquidated' and closed_at >= ${since}) as liquidations,
        (select coalesce(sum(liq_shortfall), 0) from pledge_loan
          where status = 'liquidated' and closed_at >= ${since}) as shortfall,
        (select coalesce(sum(liq_covered), 0) from pledge_loan
          where status = 'liquidated' and closed_at >= ${since}) as covered`.execute(db);
    const recent = rows[0];

    const payouts = await db
      .selectFrom('savings_payout')
      .selectAll()
      .orderBy('paid_at', 'desc')
      .limit(30)
      .execute();
    return {
      coins,
      ratios: BOUNDS.map((from, i) => ({ from, to: BOUNDS[i + 1] ?? null, loans: counts[i] ?? 0 })),
      unpriced,
      last30Days: {
        marginCalls: recent?.calls ?? 0,
        liquidations: recent?.liquidations ?? 0,
        shortfall: text(decimal(recent?.shortfall ?? '0')),
        covered: text(decimal(recent?.covered ?? '0')),
      },
      payouts: payouts.map((payout) => ({
        asset: payout.asset,
        date: payout.date,
        interest: text(decimal(payout.interest)),
        savers: text(decimal(payout.savers)),
        securityFund: text(decimal(payout.fund)),
        dailyRate: text(
          div(
            sub(decimal(payout.price_after), decimal(payout.price_before)),
            decimal(payout.price_before),
            8,
            ROUNDING.down,
          ),
        ),
        transactionId: payout.transaction_id,
        paidAt: payout.paid_at.getTime(),
      })),
    };
  };
}

export type LoanBookRead = ReturnType<typeof createLoanBook>;
