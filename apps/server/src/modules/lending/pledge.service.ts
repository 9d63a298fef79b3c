import {
  add,
  decimal,
  gt,
  isPositive,
  lt,
  max,
  scaleOf,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Ledger } from '../ledger/index.js';
import { borrowable, DAY_MS, healthOf, pledgeRatio, splitRepayment } from './lending.core.js';
import * as postings from './lending.postings.js';
import type { LendingTables, LoanRow, PairRow } from './lending.tables.js';
import { chargeLoan } from './pledge.interest.js';
import type { Savings } from './savings.service.js';

type Trx = Transaction<LendingTables>;

export interface PledgeDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly savings: Pick<Savings, 'lockPool' | 'figures' | 'fillQueue'>;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  /** A coin's index price in USD now, or null when none is fresh. */
  readonly usdPrice: (asset: string) => Decimal | null;
}

export interface BorrowInput {
  readonly collateral: string;
  readonly loanCoin: string;
  readonly collateralAmount: string;
  readonly amount: string;
  readonly termDays: number;
  readonly requestId: string;
  /** The request's language: margin calls and liquidation notices are sent in it. */
  readonly locale: string;
}

const text = (value: Decimal) => toPlainString(value);

/**
 * Pledge loans: borrowing a coin from the savings pool against another
 * coin locked as collateral; repaying (interest first), adding collateral,
 * renewing. Each change runs under the loan coin's pool lock and then the
 * loan's row lock, in one transaction with its posting, so the pool's cash
 * and the loan's debt are the ones posted against.
 */
export function createPledge(deps: PledgeDeps) {
  const { db, ledger } = deps;

  async function places(asset: string): Promise<number> {
    const found = await deps.decimalsOf(asset);
    if (found === null) throw new AppError('LOAN_PAIR_NOT_FOUND');
    return found;
  }

  function checkPlaces(amount: Decimal, decimals: number) {
    if (scaleOf(amount) > decimals) throw new AppError('AMOUNT_PRECISION', { places: decimals });
  }

  function prices(collateral: string, loanCoin: string) {
    const collateralPrice = deps.usdPrice(collateral);
    const loanPrice = deps.usdPrice(loanCoin);
    if (!collateralPrice || !loanPrice || !isPositive(collateralPrice) || !isPositive(loanPrice))
      throw new AppError('LOAN_NO_PRICE');
    return { collateralPrice, loanPrice };
  }

  async function pairOf(collateral: string, loanCoin: string): Promise<PairRow> {
    const pair = await db
      .selectFrom('loan_pair')
      .selectAll()
      .where('collateral', '=', collateral)
      .where('loan_coin', '=', loanCoin)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!pair) throw new AppError('LOAN_PAIR_NOT_FOUND');
    return pair;
  }

  /** The caller's loan, locked; LOAN_NOT_FOUND for anyone else's. */
  async function lockLoan(trx: Trx, userId: number, id: string): Promise<LoanRow> {
    const loan = await trx
      .selectFrom('pledge_loan')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!loan) throw new AppError('LOAN_NOT_FOUND');
    return loan;
  }

  function mustBeOpen(loan: LoanRow) {
    if (loan.status === 'liquidating') throw new AppError('LOAN_LIQUIDATING');
    if (loan.status !== 'accruing') throw new AppError('LOAN_CLOSED');
  }

  /**
   * The caller's loan's coins and their decimals, read before any
   * transaction opens (embedded PostgreSQL has one connection: nothing may
   * be read beside an open transaction). LOAN_NOT_FOUND for anyone else's.
   */
  async function coinsOf(userId: number, id: string) {
    const loan = await db
      .selectFrom('pledge_loan')
      .select(['loan_coin', 'collateral'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!loan) throw new AppError('LOAN_NOT_FOUND');
    const [loanPlaces, collateralPlaces] = await Promise.all([
      places(loan.loan_coin),
      places(loan.collateral),
    ]);
    return { loanCoin: loan.loan_coin, loanPlaces, collateralPlaces };
  }

  /** The loan's coin pool, then the loan: the order every writer takes them in. */
  async function lockBoth(trx: Trx, userId: number, id: string, loanCoin: string) {
    await deps.savings.lockPool(trx, loanCoin);
    return lockLoan(trx, userId, id);
  }

  /** A request already applied to this loan answers again; other content under its id conflicts. */
  async function replayed(
    trx: Trx,
    loanId: string,
    requestId: string,
    kind: string,
    amount: Decimal | null,
  ): Promise<boolean> {
    const event = await trx
      .selectFrom('pledge_event')
      .select(['kind', 'amount'])
      .where('loan_id', '=', loanId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (!event) return false;
    const sameAmount =
      amount === null ||
      (event.amount !== null && decimal(event.amount).toString() === amount.toString());
    if (event.kind !== kind || !sameAmount) throw new AppError('IDEMPOTENCY_CONFLICT');
    return true;
  }

  async function record(
    trx: Trx,
    loanId: string,
    kind: LendingTables['pledge_event']['kind'],
    amount: Decimal | null,
    detail: Record<string, unknown>,
    requestId: string | null = null,
  ) {
    await trx
      .insertInto('pledge_event')
      .values({
        loan_id: loanId,
        kind,
        amount: amount === null ? null : text(amount),
        detail: JSON.stringify(detail),
        request_id: requestId,
        created_at: new Date(deps.nowMs()),
      })
      .execute();
  }

  /** Charges the loan its interest to now (into the pool's undistributed interest). */
  async function chargeNow(trx: Trx, loan: LoanRow, decimals: number): Promise<LoanRow> {
    const now = deps.nowMs();
    const charged = await chargeLoan(trx, loan, now, decimals);
    if (!isPositive(charged)) return loan;
    await ledger.post(postings.chargeInterest(postings.loanRef(loan), text(charged), String(now)), {
      trx,
    });
    return trx
      .selectFrom('pledge_loan')
      .selectAll()
      .where('id', '=', loan.id)
      .executeTakeFirstOrThrow();
  }

  return {
    /**
     * Borrows `amount` of the loan coin against `collateralAmount` of the
     * collateral, for `termDays`. The collateral is locked in the caller's
     * spot wallet; the loan comes from the savings pool. Errors:
     * LOAN_PAIR_NOT_FOUND, LOAN_TERM_INVALID, AMOUNT_PRECISION,
     * LOAN_BELOW_MINIMUM, LOAN_NO_PRICE, LOAN_PLEDGE_RATIO_TOO_HIGH,
     * LOAN_POOL_SHORT, INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT.
     */
    async borrow(userId: number, input: BorrowInput): Promise<{ id: string; replayed: boolean }> {
      const pair = await pairOf(input.collateral, input.loanCoin);
      if (!pair.term_days.includes(input.termDays)) throw new AppError('LOAN_TERM_INVALID');
      const [collateralPlaces, loanPlaces] = await Promise.all([
        places(pair.collateral),
        places(pair.loan_coin),
      ]);
      const collateral = decimal(input.collateralAmount);
      const amount = decimal(input.amount);
      checkPlaces(collateral, collateralPlaces);
      checkPlaces(amount, loanPlaces);
      const minimum = decimal(pair.min_loan);
      if (lt(amount, minimum))
        throw new AppError('LOAN_BELOW_MINIMUM', { min: text(minimum), coin: pair.loan_coin });
      const { collateralPrice, loanPrice } = prices(pair.collateral, pair.loan_coin);
      const most = borrowable(
        collateral,
        collateralPrice,
        loanPrice,
        decimal(pair.initial_ratio),
        loanPlaces,
      );
      if (gt(amount, most))
        throw new AppError('LOAN_PLEDGE_RATIO_TOO_HIGH', {}, { most: text(most) });

      return db.transaction().execute(async (trx) => {
        await deps.savings.lockPool(trx, pair.loan_coin);
        const earlier = await trx
          .selectFrom('pledge_loan')
          .selectAll()
          .where('user_id', '=', userId)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
        if (earlier) {
          const same =
            earlier.pair_id === pair.id &&
            decimal(earlier.borrowed).toString() === amount.toString() &&
            decimal(earlier.collateral_amount).toString() === collateral.toString() &&
            earlier.term_days === input.termDays;
          if (!same) throw new AppError('IDEMPOTENCY_CONFLICT');
          return { id: earlier.id, replayed: true };
        }
        const pool = await deps.savings.figures(pair.loan_coin, trx);
        // Coins owed to queued redemptions are not lent again.
        if (lt(sub(pool.cash, pool.accounts.redeeming), amount))
          throw new AppError('LOAN_POOL_SHORT');
        const now = deps.nowMs();
        const loan = await trx
          .insertInto('pledge_loan')
          .values({
            user_id: userId,
            request_id: input.requestId,
            pair_id: pair.id,
            collateral: pair.collateral,
            loan_coin: pair.loan_coin,
            collateral_amount: text(collateral),
            borrowed: text(amount),
            principal: text(amount),
            interest_through: new Date(now),
            hourly_rate: pair.hourly_rate,
            late_hourly_rate: pair.late_hourly_rate,
            initial_ratio: pair.initial_ratio,
            call_ratio: pair.call_ratio,
            liquidation_ratio: pair.liquidation_ratio,
            term_days: input.termDays,
            term_end: new Date(now + input.termDays * DAY_MS),
            status: 'accruing',
            locale: input.locale,
            created_at: new Date(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await ledger.post(postings.borrow(postings.loanRef(loan), text(collateral), text(amount)), {
          trx,
        });
        await record(trx, loan.id, 'borrow', amount, {
          collateral: text(collateral),
          collateralPrice: text(collateralPrice),
          loanPrice: text(loanPrice),
        });
        return { id: loan.id, replayed: false };
      });
    },

    /**
     * Repays part or all of a loan from the caller's spot wallet: interest
     * charged to now first (a part hour as a whole one), then principal;
     * no fee, no penalty for repaying early. Clearing the debt settles the
     * loan and returns the collateral. Repayments pay queued savings
     * redemptions first. Errors: LOAN_NOT_FOUND, LOAN_CLOSED,
     * LOAN_LIQUIDATING, AMOUNT_PRECISION, LOAN_REPAY_TOO_MUCH,
     * INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT.
     */
    async repay(
      userId: number,
      input: { id: string; amount?: string; full?: boolean; requestId: string },
    ): Promise<{ settled: boolean; paid: string; replayed: boolean }> {
      const coins = await coinsOf(userId, input.id);
      const decimals = coins.loanPlaces;
      const asked = input.amount === undefined ? null : decimal(input.amount);
      if (asked) checkPlaces(asked, decimals);
      return db.transaction().execute(async (trx) => {
        let loan = await lockBoth(trx, userId, input.id, coins.loanCoin);
        if (await replayed(trx, loan.id, input.requestId, 'repay', input.full ? null : asked)) {
          const first = await trx
            .selectFrom('pledge_event')
            .select('amount')
            .where('loan_id', '=', loan.id)
            .where('request_id', '=', input.requestId)
            .executeTakeFirstOrThrow();
          return {
            settled: loan.status === 'settled',
            paid: text(decimal(first.amount ?? '0')),
            replayed: true,
          };
        }
        mustBeOpen(loan);
        loan = await chargeNow(trx, loan, decimals);
        const owed = { interest: decimal(loan.interest_due), principal: decimal(loan.principal) };
        const debt = add(owed.interest, owed.principal);
        const amount = input.full ? debt : (asked ?? ZERO);
        if (gt(amount, debt))
          throw new AppError('LOAN_REPAY_TOO_MUCH', { debt: text(debt), coin: loan.loan_coin });
        const split = splitRepayment(amount, owed);
        const settled = amount.toString() === debt.toString();
        const now = new Date(deps.nowMs());
        await ledger.post(
          postings.repay(
            postings.loanRef(loan),
            text(amount),
            input.requestId,
            settled ? { seq: loan.hold_seq, collateral: loan.collateral_amount } : null,
          ),
          { trx },
        );
        await trx
          .updateTable('pledge_loan')
          .set({
            interest_due: text(sub(owed.interest, split.interest)),
            interest_paid: text(add(decimal(loan.interest_paid), split.interest)),
            principal: text(max(ZERO, sub(owed.principal, split.principal))),
            ...(settled ? { status: 'settled' as const, closed_at: now } : {}),
          })
          .where('id', '=', loan.id)
          .execute();
        await record(
          trx,
          loan.id,
          'repay',
          amount,
          { interest: text(split.interest), principal: text(split.principal) },
          input.requestId,
        );
        if (settled) await record(trx, loan.id, 'settled', null, {});
        await deps.savings.fillQueue(trx, loan.loan_coin);
        return { settled, paid: text(amount), replayed: false };
      });
    },

    /**
     * Locks more of the caller's collateral coin for the loan, lowering its
     * pledge ratio. Errors: LOAN_NOT_FOUND, LOAN_CLOSED, LOAN_LIQUIDATING,
     * AMOUNT_PRECISION, INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT.
     */
    async addCollateral(
      userId: number,
      input: { id: string; amount: string; requestId: string },
    ): Promise<{ replayed: boolean }> {
      const coins = await coinsOf(userId, input.id);
      const added = decimal(input.amount);
      checkPlaces(added, coins.collateralPlaces);
      return db.transaction().execute(async (trx) => {
        const loan = await lockBoth(trx, userId, input.id, coins.loanCoin);
        if (await replayed(trx, loan.id, input.requestId, 'add_collateral', added))
          return { replayed: true };
        mustBeOpen(loan);
        const total = add(decimal(loan.collateral_amount), added);
        const seq = loan.hold_seq + 1;
        await ledger.post(
          postings.addCollateral(
            postings.loanRef(loan),
            seq,
            text(added),
            text(total),
            input.requestId,
          ),
          { trx },
        );
        await trx
          .updateTable('pledge_loan')
          .set({ collateral_amount: text(total), hold_seq: seq })
          .where('id', '=', loan.id)
          .execute();
        await record(
          trx,
          loan.id,
          'add_collateral',
          added,
          { total: text(total) },
          input.requestId,
        );
        return { replayed: false };
      });
    },

    /**
     * Extends the term by the loan's own term length, from its end (or from
     * now when already overdue), while its pledge ratio is below the
     * margin-call level. Errors: LOAN_NOT_FOUND, LOAN_CLOSED,
     * LOAN_LIQUIDATING, LOAN_NO_PRICE, LOAN_NOT_RENEWABLE, IDEMPOTENCY_CONFLICT.
     */
    async renew(
      userId: number,
      input: { id: string; requestId: string },
    ): Promise<{ termEnd: number; replayed: boolean }> {
      const coins = await coinsOf(userId, input.id);
      return db.transaction().execute(async (trx) => {
        let loan = await lockBoth(trx, userId, input.id, coins.loanCoin);
        if (await replayed(trx, loan.id, input.requestId, 'renew', null))
          return { termEnd: loan.term_end.getTime(), replayed: true };
        mustBeOpen(loan);
        loan = await chargeNow(trx, loan, coins.loanPlaces);
        const { collateralPrice, loanPrice } = prices(loan.collateral, loan.loan_coin);
        const ratio = pledgeRatio(
          add(decimal(loan.principal), decimal(loan.interest_due)),
          loanPrice,
          decimal(loan.collateral_amount),
          collateralPrice,
        );
        const health = healthOf(ratio, {
          callRatio: decimal(loan.call_ratio),
          liquidationRatio: decimal(loan.liquidation_ratio),
        });
        if (health !== 'healthy') throw new AppError('LOAN_NOT_RENEWABLE');
        const from = Math.max(deps.nowMs(), loan.term_end.getTime());
        const termEnd = new Date(from + loan.term_days * DAY_MS);
        await trx
          .updateTable('pledge_loan')
          .set({ term_end: termEnd })
          .where('id', '=', loan.id)
          .execute();
        await record(
          trx,
          loan.id,
          'renew',
          null,
          { from: loan.term_end.getTime(), to: termEnd.getTime(), ratio: ratio && text(ratio) },
          input.requestId,
        );
        return { termEnd: termEnd.getTime(), replayed: false };
      });
    },
  };
}

export type Pledge = ReturnType<typeof createPledge>;
