import type { MarketConfig, PlaceOrderBody, SpotOrder } from '@exchange/contracts';
import {
  add,
  decimal,
  div,
  gte,
  isPositive,
  max,
  min,
  mul,
  ONE,
  ROUNDING,
  round,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import type { Ledger } from '../ledger/index.js';
import { accrue, healthOf, pledgeRatio, type Health } from './lending.core.js';
import * as postings from './lending.postings.js';
import type { LendingTables, LoanRow } from './lending.tables.js';
import { chargeLoan, termsOf } from './pledge.interest.js';
import type { Savings } from './savings.service.js';

type Trx = Transaction<LendingTables>;
const text = (value: Decimal) => toPlainString(value);

export type RiskNotice = 'margin_call' | 'liquidated';

export interface RiskDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly savings: Pick<Savings, 'lockPool' | 'fillQueue'>;
  readonly usdPrice: (asset: string) => Decimal | null;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  /** The spot books the collateral is sold on. */
  readonly spot: {
    markets(): MarketConfig[];
    /** `settled`: answered once the fills are in the balances, which the repayment moves. */
    place(
      userId: number,
      body: PlaceOrderBody,
      options?: { readonly settled?: boolean },
    ): Promise<SpotOrder>;
  };
  /** The platform's liquidator: a service account nobody can log in as. */
  readonly liquidator: () => Promise<number>;
  /** Tells a borrower (email, else SMS) in the language of their borrow request. */
  readonly notify: (
    loan: LoanRow,
    notice: RiskNotice,
    figures: Record<string, string>,
  ) => Promise<void>;
  readonly log: (error: unknown, message: string) => void;
}

/**
 * Pledge loans' risk: every open loan's ratio at the index, a margin call
 * when it reaches the call level (once, until it is healthy again), and a
 * forced liquidation at the liquidation level. A liquidation takes the
 * collateral to the platform's liquidator, fixing the debt; sells it on our
 * own spot book in rounds of IOC slices never below a band under the index,
 * until the debt is covered or the collateral is gone; then repays the
 * book, returns what is left to the borrower, and writes any shortfall into
 * the deficit account, covered by the insurance fund as far as it holds.
 * Each round is recorded once (by its number), and each slice has a client
 * order id, so a crash anywhere resumes without selling twice.
 */
export function createRisk(deps: RiskDeps) {
  const { db, ledger } = deps;

  async function settings() {
    const row = await db
      .selectFrom('lending_setting')
      .select(['liquidation_band', 'liquidation_slices'])
      .executeTakeFirstOrThrow();
    return { band: decimal(row.liquidation_band), slices: row.liquidation_slices };
  }

  /** The loan's debt now (interest to this hour included) and where its ratio stands; null without prices. */
  function assess(loan: LoanRow, places: number): { ratio: Decimal | null; health: Health } | null {
    const collateralPrice = deps.usdPrice(loan.collateral);
    const loanPrice = deps.usdPrice(loan.loan_coin);
    if (!collateralPrice || !loanPrice) return null;
    const pending = accrue(termsOf(loan, places), deps.nowMs()).interest;
    const debt = add(add(decimal(loan.principal), decimal(loan.interest_due)), pending);
    const ratio = pledgeRatio(debt, loanPrice, decimal(loan.collateral_amount), collateralPrice);
    return {
      ratio,
      health: healthOf(ratio, {
        callRatio: decimal(loan.call_ratio),
        liquidationRatio: decimal(loan.liquidation_ratio),
      }),
    };
  }

  async function record(
    trx: Trx,
    loanId: string,
    kind: 'margin_call' | 'liquidation',
    detail: object,
  ) {
    await trx
      .insertInto('pledge_event')
      .values({
        loan_id: loanId,
        kind,
        amount: null,
        detail: JSON.stringify(detail),
        created_at: new Date(deps.nowMs()),
      })
      .execute();
  }

  async function lockLoan(trx: Trx, loan: LoanRow): Promise<LoanRow> {
    await deps.savings.lockPool(trx, loan.loan_coin);
    return trx
      .selectFrom('pledge_loan')
      .selectAll()
      .where('id', '=', loan.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** A margin call, once per descent to the call level. */
  async function call(loan: LoanRow, ratio: Decimal | null): Promise<boolean> {
    const called = await db.transaction().execute(async (trx) => {
      const fresh = await lockLoan(trx, loan);
      if (fresh.status !== 'accruing' || fresh.called_at !== null) return false;
      await trx
        .updateTable('pledge_loan')
        .set({ called_at: new Date(deps.nowMs()) })
        .where('id', '=', loan.id)
        .execute();
      await record(trx, loan.id, 'margin_call', { ratio: ratio && text(ratio) });
      return true;
    });
    if (called)
      await deps
        .notify(loan, 'margin_call', { ratio: ratio ? text(ratio) : '', id: loan.id })
        .catch((error: unknown) => deps.log(error, `margin call notice for loan ${loan.id}`));
    return called;
  }

  /** Takes the collateral of a loan at the liquidation level (checked again under its lock). */
  async function seize(loan: LoanRow, places: number): Promise<boolean> {
    const liquidatorId = await deps.liquidator();
    return db.transaction().execute(async (trx) => {
      let fresh = await lockLoan(trx, loan);
      if (fresh.status !== 'accruing') return false;
      const now = deps.nowMs();
      const charged = await chargeLoan(trx, fresh, now, places);
      if (isPositive(charged)) {
        await ledger.post(
          postings.chargeInterest(postings.loanRef(fresh), text(charged), String(now)),
          {
            trx,
          },
        );
        fresh = await trx
          .selectFrom('pledge_loan')
          .selectAll()
          .where('id', '=', loan.id)
          .executeTakeFirstOrThrow();
      }
      const state = assess(fresh, places);
      if (!state || state.health !== 'liquidate') return false;
      await ledger.post(
        postings.seize(
          postings.loanRef(fresh),
          fresh.hold_seq,
          fresh.collateral_amount,
          liquidatorId,
        ),
        { trx },
      );
      await trx
        .updateTable('pledge_loan')
        .set({ status: 'liquidating', liq_seized: fresh.collateral_amount })
        .where('id', '=', loan.id)
        .execute();
      await record(trx, loan.id, 'liquidation', {
        stage: 'started',
        ratio: state.ratio && text(state.ratio),
        collateralPrice: text(deps.usdPrice(loan.collateral) ?? ZERO),
        debt: text(add(decimal(fresh.principal), decimal(fresh.interest_due))),
      });
      return true;
    });
  }

  /** The lowest price a slice may sell at: the index ratio less the band, up to the book's tick. */
  function floorPrice(loan: LoanRow, market: MarketConfig, band: Decimal): Decimal | null {
    const collateralPrice = deps.usdPrice(loan.collateral);
    const loanPrice = deps.usdPrice(loan.loan_coin);
    if (!collateralPrice || !loanPrice || !isPositive(loanPrice)) return null;
    const index = div(collateralPrice, loanPrice, 18, ROUNDING.down);
    const floor = mul(index, sub(ONE, band));
    const tick = decimal(market.tickSize);
    const ticks = div(floor, tick, 0, ROUNDING.up);
    return mul(ticks, tick);
  }

  /**
   * One round of sale: up to `slices` IOC sells at no less than the floor,
   * each as much as the debt still needs (at the floor, after the fee) and
   * no more than a slice's share; a slice that fills nothing ends the
   * round. The round's fills are recorded once, under its number.
   */
  async function sellRound(loan: LoanRow): Promise<void> {
    const config = await settings();
    const market = deps.spot
      .markets()
      .find((m) => m.base === loan.collateral && m.quote === loan.loan_coin && m.enabled);
    if (!market) {
      deps.log(null, `loan ${loan.id}: no ${loan.collateral}/${loan.loan_coin} book to sell on`);
      return;
    }
    const floor = floorPrice(loan, market, config.band);
    if (!floor) return;
    const liquidatorId = await deps.liquidator();
    const lot = decimal(market.lotSize);
    const fee = decimal(market.takerFee);
    const seized = decimal(loan.liq_seized);
    const debt = add(decimal(loan.principal), decimal(loan.interest_due));
    const sliceMost = div(seized, decimal(String(config.slices)), 18, ROUNDING.up);
    let sold = decimal(loan.liq_sold);
    let proceeds = decimal(loan.liq_proceeds);
    const round_ = loan.liq_round;
    let roundSold = ZERO;
    let roundProceeds = ZERO;
    for (let n = 0; n < config.slices; n += 1) {
      const need = sub(debt, proceeds);
      const left = sub(seized, sold);
      if (!isPositive(need) || !isPositive(left)) break;
      const wanted = div(need, mul(floor, sub(ONE, fee)), 18, ROUNDING.up);
      const lots = div(min(min(wanted, sliceMost), left), lot, 0, ROUNDING.up);
      const quantity = min(mul(lots, lot), round(left, 18, ROUNDING.down));
      // What the book cannot take in whole lots stays for the last round.
      const whole = mul(div(quantity, lot, 0, ROUNDING.down), lot);
      if (!isPositive(whole)) break;
      const order = await deps.spot.place(
        liquidatorId,
        {
          symbol: market.symbol,
          side: 'sell',
          type: 'limit',
          price: text(floor),
          amount: text(whole),
          timeInForce: 'IOC',
          clientOrderId: `liq${loan.id}r${round_}n${n}`,
        },
        { settled: true },
      );
      const filled = decimal(order.filledAmount);
      const net = sub(decimal(order.filledQuote), decimal(order.fee));
      sold = add(sold, filled);
      proceeds = add(proceeds, net);
      roundSold = add(roundSold, filled);
      roundProceeds = add(roundProceeds, net);
      if (!isPositive(filled)) break;
    }
    await db.transaction().execute(async (trx) => {
      const fresh = await lockLoan(trx, loan);
      if (fresh.status !== 'liquidating' || fresh.liq_round !== round_) return;
      await trx
        .updateTable('pledge_loan')
        .set({
          liq_sold: text(add(decimal(fresh.liq_sold), roundSold)),
          liq_proceeds: text(add(decimal(fresh.liq_proceeds), roundProceeds)),
          liq_round: round_ + 1,
        })
        .where('id', '=', loan.id)
        .execute();
      if (isPositive(roundSold))
        await record(trx, loan.id, 'liquidation', {
          stage: 'sold',
          round: round_,
          sold: text(roundSold),
          proceeds: text(roundProceeds),
          floor: text(floor),
        });
    });
  }

  /** Ends a liquidation whose sale covered the debt or sold everything. */
  async function settle(loan: LoanRow): Promise<boolean> {
    const liquidatorId = await deps.liquidator();
    const result = await db.transaction().execute(async (trx) => {
      const fresh = await lockLoan(trx, loan);
      if (fresh.status !== 'liquidating') return null;
      const insurance = decimal(
        (await ledger.balance({ system: 'insurance', asset: loan.loan_coin }, { trx })).available,
      );
      const debt = add(decimal(fresh.principal), decimal(fresh.interest_due));
      const proceeds = decimal(fresh.liq_proceeds);
      const unsold = sub(decimal(fresh.liq_seized), decimal(fresh.liq_sold));
      const covered = gte(proceeds, debt);
      if (!covered && isPositive(unsold)) return null;
      const repaid = min(proceeds, debt);
      const shortfall = sub(debt, repaid);
      const fromInsurance = max(ZERO, min(shortfall, insurance));
      const amounts = {
        repaid: text(repaid),
        surplus: text(sub(proceeds, repaid)),
        returned: text(unsold),
        shortfall: text(shortfall),
        covered: text(fromInsurance),
      };
      await ledger.post(
        postings.settleLiquidation(postings.loanRef(fresh), liquidatorId, amounts),
        { trx },
      );
      await trx
        .updateTable('pledge_loan')
        .set({
          status: 'liquidated',
          closed_at: new Date(deps.nowMs()),
          liq_shortfall: amounts.shortfall,
          liq_covered: amounts.covered,
        })
        .where('id', '=', loan.id)
        .execute();
      await record(trx, loan.id, 'liquidation', { stage: 'settled', ...amounts });
      await deps.savings.fillQueue(trx, loan.loan_coin);
      return { loan: fresh, amounts };
    });
    if (!result) return false;
    await deps
      .notify(result.loan, 'liquidated', { ...result.amounts, id: loan.id })
      .catch((error: unknown) => deps.log(error, `liquidation notice for loan ${loan.id}`));
    return true;
  }

  return {
    /**
     * The risk pass: every accruing loan assessed at the index (margin call,
     * liquidation), then every liquidation taken a round further and ended
     * when it can be. Loans whose coins have no fresh price wait.
     */
    async run(): Promise<{ called: number; seized: number; settled: number }> {
      let called = 0;
      let seized = 0;
      let settled = 0;
      const accruing = await db
        .selectFrom('pledge_loan')
        .selectAll()
        .where('status', '=', 'accruing')
        .orderBy('id')
        .execute();
      for (const loan of accruing) {
        const places = await deps.decimalsOf(loan.loan_coin);
        if (places === null) continue;
        const state = assess(loan, places);
        if (!state) continue;
        if (state.health === 'liquidate') {
          if (await seize(loan, places)) seized += 1;
        } else if (state.health === 'call') {
          if (await call(loan, state.ratio)) called += 1;
        } else if (loan.called_at !== null) {
          // Healthy again: the next descent calls again.
          await db
            .updateTable('pledge_loan')
            .set({ called_at: null })
            .where('id', '=', loan.id)
            .where('status', '=', 'accruing')
            .execute();
        }
      }
      const liquidating = await db
        .selectFrom('pledge_loan')
        .selectAll()
        .where('status', '=', 'liquidating')
        .orderBy('id')
        .execute();
      for (const loan of liquidating) {
        try {
          if (await settle(loan)) {
            settled += 1;
            continue;
          }
          await sellRound(loan);
          const fresh = await db
            .selectFrom('pledge_loan')
            .selectAll()
            .where('id', '=', loan.id)
            .executeTakeFirstOrThrow();
          if (await settle(fresh)) settled += 1;
        } catch (error) {
          // One loan's trouble (a book refusing an order) does not stop the others.
          deps.log(error, `liquidation of loan ${loan.id} stopped; it goes on at the next pass`);
        }
      }
      return { called, seized, settled };
    },
  };
}

export type Risk = ReturnType<typeof createRisk>;
