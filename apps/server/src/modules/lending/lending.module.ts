import type { Decimal } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import { defineModule } from '../../module.js';
import type { AccountService } from '../account/index.js';
import { creditCheck } from './credit.check.js';
import { registerCreditConsole } from './credit.console.js';
import type { CreditNotice } from './credit.notify.js';
import { createCreditReview } from './credit.review.js';
import { registerCreditRoutes } from './credit.routes.js';
import { createCredit } from './credit.service.js';
import type { CreditLoanRow } from './credit.tables.js';
import { createCreditViews } from './credit.views.js';
import { createLoanBook } from './lending.book.js';
import { lendingCheck } from './lending.check.js';
import { registerLendingConsole } from './lending.console.js';
import { registerSavingsRoutes } from './lending.routes.js';
import type { LendingTables } from './lending.tables.js';
import { chargeOpenLoans, hourlyInterest } from './pledge.interest.js';
import { riskValues } from './pledge.notify.js';
import { createRisk } from './pledge.risk.js';
import { registerPledgeRoutes } from './pledge.routes.js';
import { createPledge } from './pledge.service.js';
import { createPledgeViews } from './pledge.views.js';
import { createPayout } from './savings.payout.js';
import { createSavings } from './savings.service.js';
import { createSavingsViews } from './savings.views.js';

/** How often the lending tick runs: the daily payout when due, and queued redemptions. */
export const TICK_MS = 60_000;
/** How often every open loan is valued at the index (margin calls, liquidations). */
export const RISK_MS = 10_000;

/** The platform's liquidator account, made on first use and remembered in the settings. */
async function liquidatorId(
  db: Kysely<LendingTables>,
  accounts: Pick<AccountService, 'serviceAccount'>,
): Promise<number> {
  const row = await db.selectFrom('lending_setting').select('liquidator_id').executeTakeFirst();
  if (row?.liquidator_id) return row.liquidator_id;
  const account = await accounts.serviceAccount('loanliquidator');
  await db.updateTable('lending_setting').set({ liquidator_id: account.id }).execute();
  return account.id;
}

export interface LendingOptions {
  /**
   * The USD index the loans are valued at; the platform's (`ctx.usdPrice`)
   * by default. Tests move it to drive ratios, margin calls and liquidations.
   */
  readonly usdPrice?: (asset: string) => Decimal | null;
}

/** The lending module as the platform builds it (see `module.ts` and `index.ts`). */
export const createLendingModule = (options: LendingOptions = {}) =>
  defineModule<LendingTables>({
    name: 'lending',
    checks: [lendingCheck, creditCheck],
    create(ctx) {
      const nowMs = () => ctx.clock.nowMs();
      /**
       * A loan's notice to its borrower, as a domain event the notifications
       * module words and sends (in the app, by e-mail or SMS as the borrower
       * chose). Published once the change it reports has committed: the
       * risk and credit flows call it after their own transactions.
       */
      const tell = (
        userId: number,
        loan: 'pledge' | 'credit',
        loanId: number | string,
        notice: string,
        values: Record<string, string>,
      ) =>
        ctx.db.transaction().execute((trx) =>
          ctx.events.publish(
            trx,
            'lending.notice',
            `lending.${loan}:${loanId}:${notice}:${nowMs()}`,
            {
              userId,
              loan,
              loanId: String(loanId),
              notice,
              values,
            },
          ),
        );
      const usdPrice = options.usdPrice ?? ctx.usdPrice;
      const decimalsOf = async (asset: string) => {
        const coin = (await ctx.live.coins.list()).find((c) => c.symbol === asset);
        return coin ? coin.decimals : null;
      };
      const interestNow = (asset: string) => hourlyInterest(ctx.db, asset, nowMs());
      const savings = createSavings({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        decimalsOf,
        hourlyInterest: interestNow,
      });
      const payoutDue = createPayout({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        decimalsOf,
        savings,
        chargeOpenLoans,
      });
      const views = createSavingsViews({
        db: ctx.db,
        nowMs,
        savings,
        decimalsOf,
        hourlyInterest: interestNow,
      });
      const pledge = createPledge({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        savings,
        decimalsOf,
        usdPrice,
      });
      const pledgeViews = createPledgeViews({
        db: ctx.db,
        nowMs,
        decimalsOf,
        usdPrice,
      });
      const risk = createRisk({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        savings,
        usdPrice,
        decimalsOf,
        spot: ctx.live.spot,
        liquidator: () => liquidatorId(ctx.db, ctx.accounts),
        log: ctx.log,
        notify: (loan, notice, figures) =>
          tell(loan.user_id, 'pledge', loan.id, notice, riskValues(loan, figures)),
      });
      const identity = () => {
        // Identity is listed before lending; without it nobody could be verified.
        if (!ctx.services.identity) throw new AppError('ADVANCED_REQUIRED');
        return ctx.services.identity;
      };
      const notifyCredit = (
        loan: CreditLoanRow,
        notice: CreditNotice,
        values: Record<string, string>,
      ) => tell(loan.user_id, 'credit', loan.id, notice, values);
      const credit = createCredit({
        db: ctx.db,
        nowMs,
        ledger: ctx.live.ledger,
        files: ctx.files,
        decimalsOf,
        requireAdvanced: (userId) => identity().require(userId, 'advanced'),
        notify: notifyCredit,
      });
      const creditViews = createCreditViews({ db: ctx.db, nowMs, decimalsOf });
      return {
        provides: {
          // The borrower's pledge loan, for a support conversation about it.
          async loanRecord(userId, ref) {
            if (!/^[1-9]\d{0,18}$/.test(ref)) return null;
            const loan = await ctx.db
              .selectFrom('pledge_loan')
              .select([
                'borrowed',
                'loan_coin',
                'collateral_amount',
                'collateral',
                'status',
                'created_at',
              ])
              .where('id', '=', ref)
              .where('user_id', '=', userId)
              .executeTakeFirst();
            if (!loan) return null;
            return {
              title: `${loan.borrowed} ${loan.loan_coin} against ${loan.collateral_amount} ${loan.collateral}`,
              status: loan.status,
              createdAt: loan.created_at.getTime(),
              appealed: false,
            };
          },
        },
        userRoutes: (api) => {
          registerCreditRoutes(api, { credit, views: creditViews });
          registerSavingsRoutes(api, {
            savings,
            views,
            loanBook: createLoanBook({ db: ctx.db, nowMs, savings, usdPrice }),
          });
          registerPledgeRoutes(api, { pledge, views: pledgeViews });
        },
        consoleRoutes: (secured) => {
          const coinKnown = async (asset: string) => (await decimalsOf(asset)) !== null;
          registerLendingConsole(secured, {
            db: ctx.db,
            hasBook: (base, quote) =>
              ctx.live.spot.markets().some((m) => m.base === base && m.quote === quote),
            coinKnown,
          });
          const review = createCreditReview({
            db: ctx.db,
            nowMs,
            ledger: ctx.live.ledger,
            accounts: ctx.accounts,
            realName: (userId) => identity().realName(userId),
            decimalsOf,
            operatorNames: secured.operatorNames,
            notify: notifyCredit,
          });
          registerCreditConsole(secured, {
            db: ctx.db,
            ledger: ctx.live.ledger,
            review,
            files: ctx.files,
            coinKnown,
          });
        },
        jobs: [
          { name: 'risk', everyMs: RISK_MS, run: () => risk.run() },
          {
            name: 'tick',
            everyMs: TICK_MS,
            run: async () => {
              const paid = await payoutDue();
              const queued = await savings.fillQueues();
              const credit_ = await credit.collectDue();
              return { paid, queued, ...credit_ };
            },
          },
        ],
      };
    },
  });

export const lendingModule = createLendingModule();
