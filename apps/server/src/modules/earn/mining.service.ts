import { add, decimal, toPlainString, type Decimal } from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Ledger } from '../ledger/index.js';
import { HOUR_MS, payoutAt, scheduleOf, type PayoutClock } from './earn.core.js';
import type { EarnTables } from './earn.tables.js';
import { costOf, nextDue, remainingOf, renewalOpen } from './mining.core.js';
import type { HashPriceFeed } from './mining.feed.js';
import { createMiningPayouts } from './mining.payout.js';
import * as postings from './mining.postings.js';
import type { MiningOrderRow, MiningTables } from './mining.tables.js';

export type MiningDb = Kysely<MiningTables & EarnTables>;
type Trx = Transaction<MiningTables & EarnTables>;
const text = (value: Decimal) => toPlainString(value);

export interface MiningDeps {
  readonly db: MiningDb;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly clock: () => Promise<PayoutClock>;
  readonly places: (coin: string) => Promise<number>;
  /** Null when only operators publish hash prices (production without a configured feed). */
  readonly feed: HashPriceFeed | null;
  /** Told in the payout's transaction of each income day paid (a domain event for referral rebates). */
  readonly incomePaid?: (
    trx: Transaction<unknown>,
    payout: { orderId: string; userId: number; coin: string; day: string; amount: string },
  ) => Promise<void>;
}

/** `2026-12-01 04:00 UTC`: how an instant is named in an error. */
const utcMinute = (ms: number) =>
  `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Buying and renewing machines, withdrawing rewards, and the daily work.
 * A purchase takes its machine's row lock, so two buyers of the last unit
 * or two trial purchases happen one after the other; every change to an
 * order takes the order's.
 */
export function createMining(deps: MiningDeps) {
  const { db, ledger } = deps;

  async function replayOf(
    reader: MiningDb,
    userId: number,
    body: { machineId: number; quantity: number; requestId: string },
  ): Promise<MiningOrderRow | null> {
    const order = await reader
      .selectFrom('mining_order')
      .selectAll()
      .where('user_id', '=', userId)
      .where('request_id', '=', body.requestId)
      .executeTakeFirst();
    if (!order) return null;
    if (order.machine_id !== body.machineId || order.quantity !== body.quantity)
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return order;
  }

  /**
   * The spec's checks in the order a buyer would want them: the machine
   * (absent, locked), the trial's once-only rule, the stock left, then
   * the buyer's own limit of units in custody.
   */
  async function checkPurchase(
    trx: Trx,
    machine: {
      id: number;
      type: string;
      status: string;
      stock: number;
      sold: number;
      user_limit: number;
    },
    userId: number,
    quantity: number,
  ): Promise<void> {
    if (machine.status === 'draft') throw new AppError('MINING_MACHINE_NOT_FOUND');
    if (machine.status !== 'listed') throw new AppError('MINING_MACHINE_LOCKED');
    if (machine.type === 'trial') {
      const had = await trx
        .selectFrom('mining_order')
        .select('id')
        .where('user_id', '=', userId)
        .where('type', '=', 'trial')
        .executeTakeFirst();
      if (had) throw new AppError('MINING_TRIAL_ALREADY_BOUGHT');
    }
    const remaining = machine.stock - machine.sold;
    if (remaining <= 0) throw new AppError('EARN_SOLD_OUT');
    if (quantity > remaining) throw new AppError('MINING_STOCK_SHORT', { remaining });
    const held = await trx
      .selectFrom('mining_order')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), sql<string>`0`).as('held'))
      .where('user_id', '=', userId)
      .where('machine_id', '=', machine.id)
      .where('status', '=', 'custody')
      .executeTakeFirstOrThrow();
    const room = machine.user_limit - Number(held.held);
    if (quantity > room)
      throw new AppError('MINING_USER_LIMIT', {
        limit: machine.user_limit,
        remaining: Math.max(room, 0),
      });
  }

  /**
   * Rents `quantity` units of a machine for its term with spot coins: in
   * one transaction under the machine's lock, the checks, the order (its
   * start date the first income day at least 24 hours ahead), the units
   * sold and the price to `mining:sales`. A repeated `requestId` answers
   * with the first order.
   */
  async function buy(
    userId: number,
    body: { machineId: number; quantity: number; requestId: string },
  ): Promise<{ order: MiningOrderRow; replayed: boolean }> {
    const earlier = await replayOf(db, userId, body);
    if (earlier) return { order: earlier, replayed: true };
    // Read before the transaction: on embedded PostgreSQL (one connection) a
    // query outside it would wait for it forever.
    const payout = await deps.clock();
    const coin = await db
      .selectFrom('mining_machine')
      .select('coin')
      .where('id', '=', body.machineId)
      .executeTakeFirst();
    if (!coin) throw new AppError('MINING_MACHINE_NOT_FOUND');
    await deps.places(coin.coin);
    try {
      return await db.transaction().execute(async (trx) => {
        const machine = await trx
          .selectFrom('mining_machine')
          .selectAll()
          .where('id', '=', body.machineId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const twin = await replayOf(trx, userId, body);
        if (twin) return { order: twin, replayed: true };
        await checkPurchase(trx, machine, userId, body.quantity);
        const now = deps.nowMs();
        const schedule = scheduleOf(
          { kind: 'fund', lockDate: null, cycleDays: machine.term_days },
          now,
          payout,
        );
        const cost = text(costOf(decimal(machine.price), body.quantity));
        const order = await trx
          .insertInto('mining_order')
          .values({
            user_id: userId,
            request_id: body.requestId,
            machine_id: machine.id,
            type: machine.type,
            coin: machine.coin,
            quantity: body.quantity,
            unit_price: machine.price,
            paid: cost,
            term_days: machine.term_days,
            algorithm: machine.algorithm,
            hash_rate: machine.hash_rate,
            hash_unit: machine.hash_unit,
            power_w: machine.power_w,
            electricity: machine.electricity,
            start_date: schedule.valueDate,
            status: 'custody',
            wait_reason: null,
            wait_since: null,
            due_at: new Date(schedule.firstPayoutAtMs),
            created_at: new Date(now),
            returned_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('mining_machine')
          .set({ sold: sql`sold + ${body.quantity}` })
          .where('id', '=', machine.id)
          .execute();
        await ledger.post(
          postings.purchase({ id: order.id, userId, coin: order.coin }, 'buy', cost),
          { trx },
        );
        return { order, replayed: false };
      });
    } catch (error) {
      // Two trial machines bought at once, each under its own machine's lock: the index decides.
      if (isUniqueViolation(error, 'mining_order_one_trial'))
        throw new AppError('MINING_TRIAL_ALREADY_BOUGHT');
      throw error;
    }
  }

  /**
   * Whether an order may be renewed now, and from when (null: never): once
   * the days left are at most one term of its machine.
   */
  function renewalOf(order: MiningOrderRow, machineTerm: number, payout: PayoutClock) {
    if (order.status !== 'custody' || order.type === 'trial') return { open: false, from: null };
    const open = renewalOpen(machineTerm, remainingOf(order, payout, deps.nowMs()));
    const from =
      order.term_days > machineTerm
        ? payoutAt(order.start_date, order.term_days - machineTerm, payout)
        : order.created_at.getTime();
    return { open, from };
  }

  /**
   * Renews an order in custody for one more term of its machine at its
   * price: the spec's "a purchase term may not be below the custody order's
   * remaining time", so it opens once the days left are at most one term.
   * A repeated `requestId` changes nothing.
   */
  async function renew(
    userId: number,
    body: { orderId: string; requestId: string },
  ): Promise<{ order: MiningOrderRow; replayed: boolean }> {
    const payout = await deps.clock();
    return db.transaction().execute(async (trx) => {
      const order = await trx
        .selectFrom('mining_order')
        .selectAll()
        .where('id', '=', body.orderId)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst();
      if (!order) throw new AppError('MINING_ORDER_NOT_FOUND');
      const done = await trx
        .selectFrom('mining_renewal')
        .select('order_id')
        .where('order_id', '=', order.id)
        .where('request_id', '=', body.requestId)
        .executeTakeFirst();
      if (done) return { order, replayed: true };
      const machine = await trx
        .selectFrom('mining_machine')
        .select(['term_days', 'status'])
        .where('id', '=', order.machine_id)
        .executeTakeFirstOrThrow();
      const renewal = renewalOf(order, machine.term_days, payout);
      if (renewal.from === null || machine.status !== 'listed')
        throw new AppError('MINING_NOT_RENEWABLE');
      if (!renewal.open)
        throw new AppError('MINING_RENEW_TOO_EARLY', {
          term: machine.term_days,
          remaining: remainingOf(order, payout, deps.nowMs()),
          from: utcMinute(renewal.from),
        });
      const cost = text(costOf(decimal(order.unit_price), order.quantity));
      await trx
        .insertInto('mining_renewal')
        .values({
          order_id: order.id,
          request_id: body.requestId,
          term_days: machine.term_days,
          paid: cost,
          created_at: new Date(deps.nowMs()),
        })
        .execute();
      const longer = { ...order, term_days: order.term_days + machine.term_days };
      const updated = await trx
        .updateTable('mining_order')
        .set({
          term_days: longer.term_days,
          renewals: order.renewals + 1,
          paid: text(add(decimal(order.paid), decimal(cost))),
          due_at: nextDue(longer, payout),
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await ledger.post(
        postings.purchase(
          { id: order.id, userId, coin: order.coin },
          `renew:${body.requestId}`,
          cost,
        ),
        { trx },
      );
      return { order: updated, replayed: false };
    });
  }

  /**
   * Withdraws every reward in the caller's mining wallet to spot, one
   * posting per coin, at most every 12 hours (spec). Under the caller's
   * `mining_account` row lock, so two withdrawals cannot both pass the
   * 12-hour check; repeating the last `requestId` answers with what it moved.
   */
  async function withdraw(
    userId: number,
    requestId: string,
  ): Promise<{
    withdrawn: { coin: string; amount: string }[];
    nextWithdrawAt: number;
    replayed: boolean;
  }> {
    return db.transaction().execute(async (trx) => {
      await trx
        .insertInto('mining_account')
        .values({ user_id: userId, last_request_id: null, last_withdrawn_at: null })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      const account = await trx
        .selectFrom('mining_account')
        .selectAll()
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const last = account.last_withdrawn_at?.getTime() ?? null;
      if (last !== null && account.last_request_id === requestId) {
        const moved = await trx
          .selectFrom('mining_payout')
          .select(['coin', (eb) => eb.fn.sum<string>('amount').as('amount')])
          .where('user_id', '=', userId)
          .where('withdrawn_at', '=', new Date(last))
          .groupBy('coin')
          .orderBy('coin')
          .execute();
        return {
          withdrawn: moved.map((m) => ({ coin: m.coin, amount: text(decimal(m.amount)) })),
          nextWithdrawAt: last + MINING_EVERY_MS,
          replayed: true,
        };
      }
      const now = deps.nowMs();
      if (last !== null && now < last + MINING_EVERY_MS)
        throw new AppError('MINING_WITHDRAW_TOO_SOON', { at: utcMinute(last + MINING_EVERY_MS) });
      const rewards = await trx
        .selectFrom('mining_payout')
        .select(['id', 'order_id', 'day', 'coin', 'amount'])
        .where('user_id', '=', userId)
        .where('withdrawn_at', 'is', null)
        .where('amount', '>', '0')
        .orderBy('id')
        .forUpdate()
        .execute();
      if (rewards.length === 0) throw new AppError('MINING_NOTHING_TO_WITHDRAW');
      const byCoin = new Map<string, typeof rewards>();
      for (const reward of rewards)
        byCoin.set(reward.coin, [...(byCoin.get(reward.coin) ?? []), reward]);
      const at = new Date(now);
      const withdrawn = [];
      for (const [coin, list] of [...byCoin].sort(([a], [b]) => a.localeCompare(b))) {
        const amount = text(list.reduce((sum, r) => add(sum, decimal(r.amount)), decimal('0')));
        const posted = await ledger.post(
          postings.withdraw(
            userId,
            requestId,
            coin,
            amount,
            list.map((r) => postings.rewardKey(r.order_id, r.day)),
          ),
          { trx },
        );
        await trx
          .updateTable('mining_payout')
          .set({ withdrawn_at: at, withdrawal_transaction_id: posted.transactionId })
          .where(
            'id',
            'in',
            list.map((r) => r.id),
          )
          .execute();
        withdrawn.push({ coin, amount });
      }
      await trx
        .updateTable('mining_account')
        .set({ last_request_id: requestId, last_withdrawn_at: at })
        .where('user_id', '=', userId)
        .execute();
      return { withdrawn, nextWithdrawAt: now + MINING_EVERY_MS, replayed: false };
    });
  }

  const payouts = createMiningPayouts(deps);

  return {
    buy,
    renew,
    withdraw,
    renewalOf,
    runDue: payouts.runDue,
    ensurePrice: payouts.ensurePrice,
    latestPrice: payouts.latestPrice,
  };
}

/** Mining rewards may be withdrawn this often (spec: every 12 hours). */
export const MINING_EVERY_MS = 12 * HOUR_MS;

export type Mining = ReturnType<typeof createMining>;
