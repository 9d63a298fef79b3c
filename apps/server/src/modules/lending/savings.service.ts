import {
  add,
  decimal,
  gt,
  isPositive,
  lt,
  min,
  scaleOf,
  sub,
  sum,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Ledger } from '../ledger/index.js';
import type { LendingTables } from './lending.tables.js';
import * as postings from './lending.postings.js';
import { POOL_ACCOUNTS } from './lending.postings.js';
import { sharePrice, sharesToRedeem, valueOf } from './savings.core.js';

type Trx = Transaction<LendingTables>;

export interface SavingsDeps {
  readonly db: Kysely<LendingTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  /** A coin's decimals, or null when the platform does not list it. */
  readonly decimalsOf: (asset: string) => Promise<number | null>;
  /** The interest an hour of the open loans in `asset` earns now, for the rate shown. */
  readonly hourlyInterest: (asset: string) => Promise<Decimal>;
}

export interface Settings {
  readonly saverShare: Decimal;
  readonly payoutHour: number;
  readonly timeZone: string;
  readonly holdHours: number;
}

/** The pool's ledger figures: what each account holds, and their sum, the cash. */
export interface PoolFigures {
  readonly accounts: Readonly<Record<(typeof POOL_ACCOUNTS)[number], Decimal>>;
  readonly cash: Decimal;
}

const text = (value: Decimal) => toPlainString(value);

/**
 * Flexible savings: subscriptions, redemptions (paid at once from the
 * pool's cash, or queued first come first served), the daily payout and
 * each saver's view. Every change to a coin's pool runs under its
 * `savings_pool` row lock, in one transaction with its ledger posting, so
 * the share price and the cash read are the ones posted against.
 */
export function createSavings(deps: SavingsDeps) {
  const { db, ledger } = deps;

  async function settings(): Promise<Settings> {
    const row = await db.selectFrom('lending_setting').selectAll().executeTakeFirstOrThrow();
    return {
      saverShare: decimal(row.saver_share),
      payoutHour: row.payout_hour,
      timeZone: row.time_zone,
      holdHours: row.hold_hours,
    };
  }

  /** The coin as offered for savings, with its decimals; SAVINGS_COIN_NOT_OFFERED otherwise. */
  async function offered(asset: string) {
    const coin = await db
      .selectFrom('savings_coin')
      .selectAll()
      .where('asset', '=', asset)
      .where('enabled', '=', true)
      .executeTakeFirst();
    const places = coin ? await deps.decimalsOf(asset) : null;
    if (!coin || places === null) throw new AppError('SAVINGS_COIN_NOT_OFFERED');
    return { minimum: decimal(coin.min_subscribe), places };
  }

  /** Locks a coin's pool row (made on first use) for the rest of the transaction. */
  async function lockPool(trx: Trx, asset: string) {
    await trx
      .insertInto('savings_pool')
      .values({ asset, last_payout: null, updated_at: new Date(deps.nowMs()) })
      .onConflict((oc) => oc.column('asset').doNothing())
      .execute();
    const row = await trx
      .selectFrom('savings_pool')
      .selectAll()
      .where('asset', '=', asset)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return { shares: decimal(row.shares), lastPayout: row.last_payout };
  }

  async function figures(asset: string, trx?: Trx): Promise<PoolFigures> {
    const entries = await Promise.all(
      POOL_ACCOUNTS.map(
        async (name) =>
          [
            name,
            decimal((await ledger.balance(postings.pool(name, asset), { trx })).available),
          ] as const,
      ),
    );
    const accounts = Object.fromEntries(entries) as PoolFigures['accounts'];
    return { accounts, cash: sum(entries.map(([, value]) => value)) };
  }

  /** What the pool may pay out now: its cash less what queued redemptions are owed. */
  const freeCash = (pool: PoolFigures) => sub(pool.cash, pool.accounts.redeeming);

  async function holding(trx: Trx | Kysely<LendingTables>, userId: number, asset: string) {
    const row = await trx
      .selectFrom('savings_holding')
      .select(['shares', 'principal'])
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .executeTakeFirst();
    const lots = await trx
      .selectFrom('savings_lot')
      .select(['id', 'amount', 'created_at'])
      .where('user_id', '=', userId)
      .where('asset', '=', asset)
      .where('converted_at', 'is', null)
      .orderBy('id', 'desc')
      .execute();
    return {
      shares: decimal(row?.shares ?? '0'),
      principal: decimal(row?.principal ?? '0'),
      lots: lots.map((lot) => ({ ...lot, amount: decimal(lot.amount) })),
    };
  }

  async function changeHolding(
    trx: Trx,
    userId: number,
    asset: string,
    change: { shares: Decimal; principal: Decimal },
  ) {
    const now = new Date(deps.nowMs());
    await trx
      .insertInto('savings_holding')
      .values({
        user_id: userId,
        asset,
        shares: text(change.shares),
        principal: text(change.principal),
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'asset']).doUpdateSet({
          shares: sql`savings_holding.shares + excluded.shares`,
          principal: sql`savings_holding.principal + excluded.principal`,
          updated_at: now,
        }),
      )
      .execute();
  }

  /** A replayed request: the same one answered again, or IDEMPOTENCY_CONFLICT for other content. */
  async function replayOf(
    trx: Trx,
    userId: number,
    requestId: string,
    expect: { asset: string; amount: Decimal; kinds: readonly string[] },
  ): Promise<boolean> {
    const event = await trx
      .selectFrom('savings_event')
      .select(['asset', 'amount', 'kind'])
      .where('user_id', '=', userId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    if (!event) return false;
    if (
      event.asset !== expect.asset ||
      decimal(event.amount).toString() !== expect.amount.toString() ||
      !expect.kinds.includes(event.kind)
    )
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return true;
  }

  function checkPlaces(amount: Decimal, places: number) {
    if (scaleOf(amount) > places) throw new AppError('AMOUNT_PRECISION', { places });
  }

  /** Pays queued redemptions of `asset`, oldest first, while the cash lasts. */
  async function fillQueue(trx: Trx, asset: string): Promise<number> {
    const queued = await trx
      .selectFrom('savings_redemption')
      .selectAll()
      .where('asset', '=', asset)
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
    if (queued.length === 0) return 0;
    let cash = (await figures(asset, trx)).cash;
    let paid = 0;
    const now = new Date(deps.nowMs());
    for (const redemption of queued) {
      const amount = decimal(redemption.amount);
      // First come first served: a later one never jumps a larger one ahead.
      if (lt(cash, amount)) break;
      await ledger.post(
        postings.payRedemption(redemption.user_id, asset, redemption.amount, redemption.id),
        { trx },
      );
      await trx
        .updateTable('savings_redemption')
        .set({ status: 'paid', paid_at: now })
        .where('id', '=', redemption.id)
        .execute();
      await trx
        .insertInto('savings_event')
        .values({
          user_id: redemption.user_id,
          asset,
          kind: 'redeem_paid',
          amount: redemption.amount,
          redemption_id: redemption.id,
          created_at: now,
        })
        .execute();
      cash = sub(cash, amount);
      paid += 1;
    }
    return paid;
  }

  return {
    settings,
    figures,
    lockPool,
    fillQueue,
    changeHolding,

    /** Pays what the queues of every savings coin can: the tick's catch-up. */
    async fillQueues(): Promise<number> {
      const queued = await db
        .selectFrom('savings_redemption')
        .select('asset')
        .distinct()
        .where('status', '=', 'queued')
        .execute();
      let paid = 0;
      for (const { asset } of queued)
        paid += await db.transaction().execute(async (trx) => {
          await lockPool(trx, asset);
          return fillQueue(trx, asset);
        });
      return paid;
    },

    /**
     * Puts `amount` of the caller's spot coins into savings. It waits, not
     * earning, until the first payout at least the hold hours after it.
     * Errors: SAVINGS_COIN_NOT_OFFERED, SAVINGS_BELOW_MINIMUM,
     * AMOUNT_PRECISION, INSUFFICIENT_BALANCE, IDEMPOTENCY_CONFLICT.
     */
    async subscribe(userId: number, input: { asset: string; amount: string; requestId: string }) {
      const { asset, requestId } = input;
      const amount = decimal(input.amount);
      const { minimum, places } = await offered(asset);
      checkPlaces(amount, places);
      if (lt(amount, minimum))
        throw new AppError('SAVINGS_BELOW_MINIMUM', { min: text(minimum), coin: asset });
      return db.transaction().execute(async (trx) => {
        await lockPool(trx, asset);
        if (await replayOf(trx, userId, requestId, { asset, amount, kinds: ['subscribe'] }))
          return { replayed: true };
        const now = new Date(deps.nowMs());
        await ledger.post(postings.subscribe(userId, asset, text(amount), requestId), { trx });
        await trx
          .insertInto('savings_lot')
          .values({ user_id: userId, asset, amount: text(amount), created_at: now })
          .execute();
        await changeHolding(trx, userId, asset, { shares: ZERO, principal: amount });
        await trx
          .insertInto('savings_event')
          .values({
            user_id: userId,
            asset,
            kind: 'subscribe',
            amount: text(amount),
            request_id: requestId,
            created_at: now,
          })
          .execute();
        return { replayed: false };
      });
    },

    /**
     * Takes `amount` out of savings to the spot wallet: first from coins
     * still waiting to earn (newest first), then from shares at today's
     * price. Paid at once when the pool's free cash covers it and nobody
     * waits ahead; otherwise queued, its value fixed now, and paid first
     * come first served as borrowers repay. Errors: SAVINGS_COIN_NOT_OFFERED,
     * SAVINGS_REDEEM_TOO_MUCH, AMOUNT_PRECISION, IDEMPOTENCY_CONFLICT.
     */
    async redeem(userId: number, input: { asset: string; amount: string; requestId: string }) {
      const { asset, requestId } = input;
      const amount = decimal(input.amount);
      const { places } = await offered(asset);
      checkPlaces(amount, places);
      return db.transaction().execute(async (trx) => {
        const pool = await lockPool(trx, asset);
        if (
          await replayOf(trx, userId, requestId, {
            asset,
            amount,
            kinds: ['redeem', 'redeem_queued'],
          })
        ) {
          const event = await trx
            .selectFrom('savings_event')
            .select('kind')
            .where('user_id', '=', userId)
            .where('request_id', '=', requestId)
            .executeTakeFirstOrThrow();
          return { replayed: true, queued: event.kind === 'redeem_queued' };
        }
        const figuresNow = await figures(asset, trx);
        const price = sharePrice(figuresNow.accounts.savers, pool.shares);
        const held = await holding(trx, userId, asset);
        const waiting = sum(held.lots.map((lot) => lot.amount));
        const earning = valueOf(held.shares, price, places);
        const total = add(waiting, earning);
        if (gt(amount, total))
          throw new AppError('SAVINGS_REDEEM_TOO_MUCH', { held: text(total), coin: asset });

        // Waiting coins first, newest lot first: the oldest are nearest to earning.
        let fromLots = ZERO;
        const now = new Date(deps.nowMs());
        for (const lot of held.lots) {
          const rest = sub(amount, fromLots);
          if (!isPositive(rest)) break;
          const take = min(rest, lot.amount);
          fromLots = add(fromLots, take);
          await trx
            .updateTable('savings_lot')
            .set(
              take.toString() === lot.amount.toString()
                ? { amount: '0', converted_at: now }
                : { amount: text(sub(lot.amount, take)) },
            )
            .where('id', '=', lot.id)
            .execute();
        }
        const fromShares = sub(amount, fromLots);
        const burned = isPositive(fromShares)
          ? sharesToRedeem(fromShares, price, held.shares)
          : ZERO;
        if (isPositive(burned)) {
          await trx
            .updateTable('savings_pool')
            .set({ shares: sql`shares - ${text(burned)}`, updated_at: now })
            .where('asset', '=', asset)
            .execute();
        }
        await changeHolding(trx, userId, asset, {
          shares: sub(ZERO, burned),
          principal: sub(ZERO, min(amount, held.principal)),
        });
        const parts = { pending: text(fromLots), savers: text(fromShares) };
        const queueAhead = await trx
          .selectFrom('savings_redemption')
          .select('id')
          .where('asset', '=', asset)
          .where('status', '=', 'queued')
          .limit(1)
          .executeTakeFirst();
        const payNow = !queueAhead && !lt(freeCash(figuresNow), amount);
        let redemptionId: string | null = null;
        if (payNow) {
          await ledger.post(postings.redeem(userId, asset, parts, requestId), { trx });
        } else {
          const redemption = await trx
            .insertInto('savings_redemption')
            .values({
              user_id: userId,
              asset,
              amount: text(amount),
              status: 'queued',
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await ledger.post(postings.queueRedemption(userId, asset, parts, redemption.id), {
            trx,
          });
          redemptionId = redemption.id;
        }
        await trx
          .insertInto('savings_event')
          .values({
            user_id: userId,
            asset,
            kind: payNow ? 'redeem' : 'redeem_queued',
            amount: text(amount),
            shares: text(sub(ZERO, burned)),
            request_id: requestId,
            redemption_id: redemptionId,
            created_at: now,
          })
          .execute();
        return { replayed: false, queued: !payNow };
      });
    },
  };
}

export type Savings = ReturnType<typeof createSavings>;
