import { add, decimal, mul, sum, toPlainString, ZERO, type Decimal } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { accrue } from './lending.core.js';
import type { LendingTables, LoanRow } from './lending.tables.js';

/** The loans still owing: accruing, and being liquidated. */
export const OPEN_LOANS = ['accruing', 'liquidating'] as const;
/**
 * The loans whose interest still runs: a liquidation fixes the debt when
 * it seizes the collateral, so the sale repays a known sum.
 */
export const ACCRUING = ['accruing'] as const;

/** A loan's interest terms, as `accrue` takes them. */
export function termsOf(loan: LoanRow, places: number) {
  return {
    principal: decimal(loan.principal),
    hourlyRate: decimal(loan.hourly_rate),
    lateHourlyRate: decimal(loan.late_hourly_rate),
    throughMs: loan.interest_through.getTime(),
    termEndMs: loan.term_end.getTime(),
    places,
  };
}

/**
 * Charges one loan its interest up to `atMs` (its row is locked by the
 * caller): the hours begun since it was last charged, each whole. The
 * ledger posting is the caller's (one per loan, or one per coin at the payout).
 */
export async function chargeLoan(
  trx: Transaction<LendingTables>,
  loan: LoanRow,
  atMs: number,
  places: number,
): Promise<Decimal> {
  const accrual = accrue(termsOf(loan, places), atMs);
  if (accrual.hours === 0) return ZERO;
  await trx
    .updateTable('pledge_loan')
    .set({
      interest_due: toPlainString(add(decimal(loan.interest_due), accrual.interest)),
      interest_through: new Date(accrual.throughMs),
    })
    .where('id', '=', loan.id)
    .execute();
  return accrual.interest;
}

/** Every open loan in `coin` charged up to `atMs`, their rows locked: the total charged. */
export async function chargeOpenLoans(
  trx: Transaction<LendingTables>,
  coin: string,
  atMs: number,
  places: number,
): Promise<Decimal> {
  const loans = await trx
    .selectFrom('pledge_loan')
    .selectAll()
    .where('loan_coin', '=', coin)
    .where('status', 'in', ACCRUING)
    .orderBy('id')
    .forUpdate()
    .execute();
  const charged: Decimal[] = [];
  for (const loan of loans) charged.push(await chargeLoan(trx, loan, atMs, places));
  return sum(charged);
}

/** What an hour of the open loans in `coin` earns at their rates now (late ones at the late rate too). */
export async function hourlyInterest(
  db: Kysely<LendingTables>,
  coin: string,
  nowMs: number,
): Promise<Decimal> {
  const loans = await db
    .selectFrom('pledge_loan')
    .select(['principal', 'hourly_rate', 'late_hourly_rate', 'term_end'])
    .where('loan_coin', '=', coin)
    .where('status', 'in', ACCRUING)
    .execute();
  return sum(
    loans.map((loan) => {
      const late = loan.term_end.getTime() <= nowMs;
      const rate = add(decimal(loan.hourly_rate), late ? decimal(loan.late_hourly_rate) : ZERO);
      return mul(decimal(loan.principal), rate);
    }),
  );
}
