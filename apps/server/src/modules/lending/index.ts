/**
 * Lending: flexible savings, the pledge loans it funds, and credit loans.
 *
 * Savers put coins into a per-coin pool and hold shares of it; a share's
 * price is what the pool owes share holders over the shares, so income
 * raises it and no saver's row is touched (`savings.core.ts`). Income is
 * paid once a day at the payout hour (04:00 by default, in a configurable
 * time zone) from the interest charged to borrowers since the last payout:
 * the savers' share (90 %) to the pool, the rest to the security fund; a
 * subscription earns from the first payout at least 24 hours after it
 * (`savings.payout.ts`). Subscriptions and redemptions are
 * `savings.service.ts`: redemptions are paid at once from the pool's free
 * cash, or queued and paid first come first served. What savers see,
 * their income per day read from their share events and each payout's
 * price rise, is `savings.views.ts`. Pledge loans' interest is charged by
 * the hour, a part hour counting as a whole (`lending.core.ts`,
 * `pledge.interest.ts`); borrowing, repaying, adding collateral and
 * renewing are `pledge.service.ts`. Risk (`pledge.risk.ts`, every 10 s):
 * each loan valued at the index, a margin call at the call level (once per
 * descent, told by email or SMS in the borrower's language,
 * `pledge.notify.ts`), and at the liquidation level the collateral taken
 * by the platform's liquidator (a service account) and sold on our own
 * spot book in rounds of IOC slices never below a band under the index;
 * the proceeds repay the book, the rest goes back to the borrower, and a
 * shortfall is written into the deficit account and covered by the
 * insurance fund as far as it holds. Every posting is data in
 * `lending.postings.ts`; the invariants are `lending.check.ts`.
 *
 * Credit loans are apart from savings: an applicant with advanced
 * verification asks for an amount of a product with their documents
 * (`credit.service.ts`); two operators who each opened every document
 * approve it, the first proposing amount and limit rule, the second
 * confirming, which pays it from the `credit:fund` system account within
 * the coin's budget (`credit.review.ts`, `credit.console.ts`); interest is
 * charged by the day begun, at most the term's, and at the term's end the
 * loan is collected from the spot wallet or turns overdue with a capped
 * late fee (`credit.core.ts`); notices in the applicant's language
 * (`credit.notify.ts`); invariants in `credit.check.ts`.
 *
 * Boundary: owns lending_setting, savings_coin, savings_pool,
 * savings_holding, savings_lot, savings_redemption, savings_event,
 * savings_payout, loan_pair, pledge_loan, pledge_event and the credit_*
 * tables, the ledger's `lending:*` and `credit:*` system accounts and holds
 * of kind `loan_collateral`; serves /uc/financial/savings*,
 * /uc/financial/earn/his/findByPage, /uc/pledge/*, /uc/credit/loan/*, the
 * public loan book /uc/lending/book (`lending.book.ts`) and the console's
 * /lending configuration and credit review.
 *
 * Invariant: the pool's cash (the sum of its `lending:*` accounts) is never
 * negative; savers are owed no more than the pool holds for them; savings
 * income never exceeds the savers' share of interest charged to borrowers;
 * the liquidator holds exactly what liquidations under way have not yet
 * settled; no credit loan is paid from savings.
 */
export { createLendingModule, lendingModule } from './lending.module.js';
export type { LendingOptions } from './lending.module.js';
