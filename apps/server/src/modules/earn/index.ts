/**
 * Earn: fixed-term funds, pool lock-ups and mining machines.
 *
 * A fund sells a cycle of days at a daily rate that operators publish in
 * advance, each day within the product's range (a day nobody published is
 * paid at the range's minimum, and says so); a lock-up locks coins on a
 * fixed date for a fixed term at a fixed rate. A buyer's principal moves
 * from their spot wallet into custody in their finance wallet (a hold of
 * kind `earn_principal`), still theirs. At purchase the most the order can
 * ever be paid (amount × highest rate × days, each day rounded down as it
 * is paid) is reserved in the product's own funding account
 * `earn:product:<id>` (kind `earn_reserve`): a product whose free funding
 * cannot cover a purchase is sold out, never over-promised, and a product
 * is listed only when its free funding covers its whole unsold stock.
 * Operators fill a coin's `earn:treasury` by maker-checker adjustments
 * (kind `earn_fund`) and allocate from it to products.
 *
 * Income day k of an order is paid at the payout hour (04:00 by default,
 * time zone configurable) of value date + k, from the reserve to the
 * buyer's spot wallet; a fund's value date is the day before its first
 * payout at least 24 hours after purchase. The last day's payout returns
 * the principal (`earn.service.ts`, from the module's tick; each step is
 * one order's transaction under its row lock, so it happens once however
 * many processes run it). Early redemption of a fund costs the settlement
 * ratio × the days not yet paid × the amount, to the product's account
 * (spec: 0.4 % × 3 × 1000 = 12, 988 returned); a lock-up may be cancelled
 * before its lock and otherwise unlocks at expiry. Every payout row names
 * the ledger transaction that paid it; the public proof of yield shows a
 * product's funding, reservations and income per day (`earn.views.ts`).
 * Arithmetic is `earn.core.ts`, postings `earn.postings.ts`, the console
 * `earn.console.ts`, invariants `earn.check.ts`.
 *
 * Mining machines (`mining.*.ts`): a machine's hash rate is rented per
 * unit for a term, held in custody on the farm and returned at term end;
 * the price goes to `mining:sales`. Each income day pays units × (hash
 * rate × the day's hash price − power × 24 h × electricity price), never
 * below zero, only from `mining:income` (filled by operators with real
 * pool payouts, adjustment kind `mining_income`); when it is short, or the
 * day has no hash price, the order waits and says why. Hash prices come
 * from operators or a feed (simulated and labelled outside production),
 * each kept with its source and date. Income is held in the buyer's mining
 * wallet (kind `mining_reward`) until withdrawn, at most every 12 hours.
 *
 * Boundary: owns earn_setting, earn_product, earn_rate, earn_order,
 * earn_payout and the mining_* tables, the ledger's `earn:*` and `mining:*`
 * system accounts and holds of kinds `earn_principal`, `earn_reserve` and
 * `mining_reward`; serves /uc/financial/fund/*, /uc/financial/mining/*,
 * /uc/financial/custody and the console's /earn and /mining routes.
 *
 * Invariant: an open order's principal is held whole and its reserve holds
 * exactly what it may still be paid; no order is paid more than it
 * reserved; no `earn:*` account is below zero; a product's sold stock is
 * its orders' principal; a machine's sold units are its orders' in
 * custody; an unwithdrawn mining reward is held whole, and every mining
 * payout was taken from `mining:income`.
 */
export { earnModule } from './earn.module.js';
