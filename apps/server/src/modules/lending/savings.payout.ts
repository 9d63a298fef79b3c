import { add, decimal, isPositive, toPlainString, ZERO, type Decimal } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import type { Ledger } from '../ledger/index.js';
import * as postings from './lending.postings.js';
import type { LendingTables } from './lending.tables.js';
import { earnsAt, latestPayout, sharePrice, sharesFor, splitIncome } from './savings.core.js';
import type { Savings } from './savings.service.js';

type Trx = Transaction<LendingTables>;
const text = (value: Decimal) => toPlainString(value);

export interface PayoutDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  readonly savings: Pick<
    Savings,
    'settings' | 'lockPool' | 'figures' | 'fillQueue' | 'changeHolding'
  >;
  /**
   * Charges every open loan in `asset` (of `places` decimals) its interest
   * up to `atMs`, in the caller's transaction; the total charged (the
   * pledge loans' side).
   */
  readonly chargeOpenLoans: (
    trx: Trx,
    asset: string,
    atMs: number,
    places: number,
  ) => Promise<Decimal>;
}

/** Flexible savings' daily payout, run from the lending tick. */
export function createPayout(deps: PayoutDeps) {
  const { db, ledger } = deps;
  const { settings, lockPool, figures, fillQueue, changeHolding } = deps.savings;
  /**
   * The payout due now for every savings coin whose last one is older:
   * the interest charged to open loans up to the payout hour, split
   * between savers (raising the share price) and the security fund, then
   * the waiting subscriptions old enough converted to shares at the new
   * price. One transaction and one posting per coin; run again, it finds
   * nothing due. Returns the coins paid.
   */
  return async function payoutDue(): Promise<string[]> {
    const config = await settings();
    const due = latestPayout(deps.nowMs(), config.payoutHour, config.timeZone);
    const coins = await db.selectFrom('savings_coin').select('asset').execute();
    const paid: string[] = [];
    for (const { asset } of coins) {
      const places = await deps.decimalsOf(asset);
      if (places === null) continue;
      const done = await db.transaction().execute(async (trx) => {
        const pool = await lockPool(trx, asset);
        if (pool.lastPayout !== null && pool.lastPayout >= due.date) return false;
        const charged = await deps.chargeOpenLoans(trx, asset, due.atMs, places);
        const before = await figures(asset, trx);
        const undistributed = add(before.accounts.interest, charged);
        const split = splitIncome(undistributed, config.saverShare, places);
        const priceBefore = sharePrice(before.accounts.savers, pool.shares);
        const owedAfter = add(before.accounts.savers, split.savers);
        const priceAfter = sharePrice(owedAfter, pool.shares);
        // Savers with no shares yet: their part stays undistributed for a later day.
        const savers = isPositive(pool.shares) ? split.savers : ZERO;
        const fund = isPositive(pool.shares) ? split.fund : ZERO;
        const lastEvent = await trx
          .selectFrom('savings_event')
          .select((eb) => eb.fn.max('id').as('id'))
          .where('asset', '=', asset)
          .executeTakeFirst();
        const lots = await trx
          .selectFrom('savings_lot')
          .select(['id', 'user_id', 'amount', 'created_at'])
          .where('asset', '=', asset)
          .where('converted_at', 'is', null)
          .orderBy('id')
          .execute();
        const ripe = lots.filter(
          (lot) =>
            isPositive(decimal(lot.amount)) &&
            earnsAt(lot.created_at.getTime(), due.atMs, config.holdHours),
        );
        const now = new Date(deps.nowMs());
        let converted = ZERO;
        let newShares = ZERO;
        for (const lot of ripe) {
          const amount = decimal(lot.amount);
          const shares = sharesFor(amount, priceAfter);
          converted = add(converted, amount);
          newShares = add(newShares, shares);
          await trx
            .updateTable('savings_lot')
            .set({ converted_at: now })
            .where('id', '=', lot.id)
            .execute();
          await changeHolding(trx, lot.user_id, asset, { shares, principal: ZERO });
          await trx
            .insertInto('savings_event')
            .values({
              user_id: lot.user_id,
              asset,
              kind: 'convert',
              amount: lot.amount,
              shares: text(shares),
              created_at: now,
            })
            .execute();
        }
        const reference = `savings-payout:${asset}:${due.date}`;
        const posting = postings.payout(asset, due.date, {
          charged: text(charged),
          savers: text(savers),
          fund: text(fund),
          converted: text(converted),
        });
        const posted = posting ? await ledger.post(posting, { trx }) : null;
        await trx
          .updateTable('savings_pool')
          .set({
            shares: text(add(pool.shares, newShares)),
            last_payout: due.date,
            updated_at: now,
          })
          .where('asset', '=', asset)
          .execute();
        await trx
          .insertInto('savings_payout')
          .values({
            asset,
            date: due.date,
            paid_at: now,
            interest: text(add(savers, fund)),
            savers: text(savers),
            fund: text(fund),
            shares: text(pool.shares),
            price_before: text(priceBefore),
            price_after: text(isPositive(pool.shares) ? priceAfter : priceBefore),
            converted: text(converted),
            last_event_id: String(lastEvent?.id ?? '0'),
            reference,
            transaction_id: posted?.transactionId ?? null,
          })
          .execute();
        await fillQueue(trx, asset);
        return true;
      });
      if (done) paid.push(asset);
    }
    return paid;
  };
}
