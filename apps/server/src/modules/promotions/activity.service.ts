import {
  TARGET_ACTIVITY_KINDS,
  type Activity,
  type ActivityState,
  type Locale,
} from '@exchange/contracts';
import {
  add,
  decimal,
  gt,
  gte,
  mul,
  round,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { sql, type Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { DomainEvent } from '../events/index.js';
import type { Ledger, Posting } from '../ledger/index.js';
import type { ActivityRow, EntryRow, PromotionTables } from './promotions.tables.js';
import type { PromotionsDb } from './redpacket.service.js';

export interface ActivityDeps {
  readonly db: PromotionsDb;
  readonly ledger: Ledger;
  readonly nowMs: () => number;
  readonly usdPrice: (asset: string) => Decimal | null;
}

/** Ended activities stay on the user's list this long. */
const SHOWN_AFTER_END_MS = 30 * 86_400_000;
const text = (value: string) => toPlainString(decimal(value));
const utcMinute = (ms: number) =>
  `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** An activity's reward from the promotions budget to the user's spot wallet. */
function rewardPosting(activity: ActivityRow, userId: number): Posting {
  return {
    idempotencyKey: `activity:${activity.id}:reward:${userId}`,
    type: 'activity_reward',
    reference: `activity:${activity.id}`,
    memo: 'activity reward',
    lines: [
      {
        account: { system: 'promotions', asset: activity.asset },
        part: 'available',
        amount: `-${text(activity.reward)}`,
      },
      {
        account: { userId, wallet: 'spot', asset: activity.asset },
        part: 'available',
        amount: text(activity.reward),
      },
    ],
  };
}

/**
 * Activities: joining, deposits counted towards a deposit activity's
 * target, and rewards paid from the promotions budget under its lock (the
 * same lock referral rebates take), never beyond an activity's slots.
 */
export function createActivities(deps: ActivityDeps) {
  const { db, ledger } = deps;

  const ended = (activity: ActivityRow, now: number) =>
    activity.status === 'closed' || activity.ends_at.getTime() <= now;

  function stateOf(activity: ActivityRow, entry: EntryRow | undefined, now: number): ActivityState {
    if (entry?.state === 'joined') return 'joined';
    if (ended(activity, now)) return 'expired';
    return entry ? 'joining' : 'not_joined';
  }

  function view(
    activity: ActivityRow,
    entry: EntryRow | undefined,
    locale: Locale,
    now: number,
  ): Activity {
    return {
      id: activity.id,
      kind: activity.kind,
      title: activity.title[locale] ?? activity.title.en_US ?? '',
      body: activity.body[locale] ?? activity.body.en_US ?? '',
      asset: activity.asset,
      reward: text(activity.reward),
      targetUsdt: activity.target_usdt === null ? null : text(activity.target_usdt),
      startsAt: activity.starts_at.getTime(),
      endsAt: activity.ends_at.getTime(),
      slots: activity.slots,
      rewarded: activity.rewarded,
      state: stateOf(activity, entry, now),
      progressUsdt: entry && activity.target_usdt !== null ? text(entry.progress_usdt) : null,
      joinedAt: entry?.joined_at.getTime() ?? null,
      rewardedAt: entry?.rewarded_at?.getTime() ?? null,
      address: entry?.address ?? null,
    };
  }

  /**
   * Pays an entry's reward in `trx` under the activity's row lock: false
   * when the slots are taken or the budget is short (the entry waits).
   */
  async function reward(
    trx: Transaction<PromotionTables>,
    activity: ActivityRow,
    userId: number,
  ): Promise<'paid' | 'full' | 'short'> {
    if (activity.slots !== null && activity.rewarded >= activity.slots) return 'full';
    // Every debit of a coin's promotions budget (rebates, rewards) takes this lock.
    await sql`select pg_advisory_xact_lock(hashtext(${`promotions:budget:${activity.asset}`}))`.execute(
      trx,
    );
    const budget = await ledger.balance({ system: 'promotions', asset: activity.asset }, { trx });
    if (!gte(decimal(budget.available), decimal(activity.reward))) return 'short';
    const posted = await ledger.post(rewardPosting(activity, userId), { trx });
    const now = new Date(deps.nowMs());
    await trx
      .updateTable('activity_entry')
      .set({ state: 'joined', rewarded_at: now, transaction_id: posted.transactionId })
      .where('activity_id', '=', activity.id)
      .where('user_id', '=', userId)
      .execute();
    await trx
      .updateTable('activity')
      .set({ rewarded: activity.rewarded + 1 })
      .where('id', '=', activity.id)
      .execute();
    return 'paid';
  }

  const locked = (trx: Transaction<PromotionTables>, id: number) =>
    trx.selectFrom('activity').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

  /** An entry whose deposits reached the target, paid if it can be now. */
  async function settleEntry(activityId: number, userId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const activity = await locked(trx, activityId);
      if (!activity || ended(activity, deps.nowMs())) return;
      const entry = await trx
        .selectFrom('activity_entry')
        .selectAll()
        .where('activity_id', '=', activityId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (
        !entry ||
        entry.state !== 'joining' ||
        activity.target_usdt === null ||
        !gte(decimal(entry.progress_usdt), decimal(activity.target_usdt))
      )
        return;
      await reward(trx, activity, userId);
    });
  }

  /** Counts `value` USDT from `event` towards the user's running entries of `kind`, once each. */
  async function progress(
    kind: 'deposit' | 'trade',
    event: { key: string; atMs: number },
    userId: number,
    value: Decimal,
  ): Promise<void> {
    const usdt = toPlainString(round(value, 8, 'down'));
    if (!gt(decimal(usdt), ZERO)) return;
    const entries = await db
      .selectFrom('activity_entry as e')
      .innerJoin('activity as a', 'a.id', 'e.activity_id')
      .select(['e.activity_id'])
      .where('e.user_id', '=', userId)
      .where('e.state', '=', 'joining')
      .where('a.kind', '=', kind)
      .where('a.status', '=', 'published')
      .where('e.joined_at', '<=', new Date(event.atMs))
      .where('a.ends_at', '>', new Date(event.atMs))
      .execute();
    for (const { activity_id } of entries) {
      await db.transaction().execute(async (trx) => {
        const counted = await trx
          .insertInto('activity_progress')
          .values({ event_key: event.key, activity_id, user_id: userId, usdt })
          .onConflict((oc) => oc.columns(['event_key', 'activity_id', 'user_id']).doNothing())
          .returning('event_key')
          .executeTakeFirst();
        if (!counted) return;
        await trx
          .updateTable('activity_entry')
          .set((eb) => ({ progress_usdt: eb('progress_usdt', '+', usdt) }))
          .where('activity_id', '=', activity_id)
          .where('user_id', '=', userId)
          .execute();
      });
      await settleEntry(activity_id, userId);
    }
  }

  return {
    view,

    async list(userId: number, locale: Locale): Promise<Activity[]> {
      const now = deps.nowMs();
      const rows = await db
        .selectFrom('activity')
        .selectAll()
        .where('status', '<>', 'draft')
        .where('ends_at', '>', new Date(now - SHOWN_AFTER_END_MS))
        .orderBy('starts_at', 'desc')
        .execute();
      const entries =
        rows.length === 0
          ? []
          : await db
              .selectFrom('activity_entry')
              .selectAll()
              .where('user_id', '=', userId)
              .where(
                'activity_id',
                'in',
                rows.map((row) => row.id),
              )
              .execute();
      const byActivity = new Map(entries.map((entry) => [entry.activity_id, entry]));
      return rows.map((row) => view(row, byActivity.get(row.id), locale, now));
    },

    /**
     * Errors: ACTIVITY_NOT_FOUND, ACTIVITY_NOT_STARTED, ACTIVITY_EXPIRED,
     * ACTIVITY_ALREADY_JOINED, ACTIVITY_ADDRESS_REQUIRED,
     * ACTIVITY_ADDRESS_CLAIMED, ACTIVITY_FULL, ACTIVITY_BUDGET_SHORT.
     */
    async join(
      userId: number,
      input: { id: number; address?: string | undefined },
      locale: Locale,
    ): Promise<Activity> {
      const now = deps.nowMs();
      try {
        return await db.transaction().execute(async (trx) => {
          // Joins of one activity queue here: slots and addresses are checked in turn.
          const activity = await locked(trx, input.id);
          if (!activity || activity.status === 'draft') throw new AppError('ACTIVITY_NOT_FOUND');
          if (activity.starts_at.getTime() > now)
            throw new AppError('ACTIVITY_NOT_STARTED', {
              start: utcMinute(activity.starts_at.getTime()),
            });
          if (ended(activity, now)) throw new AppError('ACTIVITY_EXPIRED');
          const existing = await trx
            .selectFrom('activity_entry')
            .select('state')
            .where('activity_id', '=', activity.id)
            .where('user_id', '=', userId)
            .executeTakeFirst();
          if (existing) throw new AppError('ACTIVITY_ALREADY_JOINED');
          if (activity.slots !== null && activity.rewarded >= activity.slots)
            throw new AppError('ACTIVITY_FULL');
          let address: string | null = null;
          if (activity.kind === 'claim') {
            if (!input.address) throw new AppError('ACTIVITY_ADDRESS_REQUIRED');
            // EVM addresses are one address in any letter case.
            address = input.address.startsWith('0x') ? input.address.toLowerCase() : input.address;
            const used = await trx
              .selectFrom('activity_entry')
              .select('user_id')
              .where('activity_id', '=', activity.id)
              .where('address', '=', address)
              .executeTakeFirst();
            if (used) throw new AppError('ACTIVITY_ADDRESS_CLAIMED');
          }
          await trx
            .insertInto('activity_entry')
            .values({
              activity_id: activity.id,
              user_id: userId,
              joined_at: new Date(now),
              address,
              state: 'joining',
              rewarded_at: null,
              transaction_id: null,
            })
            .execute();
          if (activity.kind === 'claim') {
            const paid = await reward(trx, activity, userId);
            // A claim is its reward: without one, nothing is joined.
            if (paid === 'short') throw new AppError('ACTIVITY_BUDGET_SHORT');
            if (paid === 'full') throw new AppError('ACTIVITY_FULL');
          }
          const [row, entry] = await Promise.all([
            trx
              .selectFrom('activity')
              .selectAll()
              .where('id', '=', activity.id)
              .executeTakeFirstOrThrow(),
            trx
              .selectFrom('activity_entry')
              .selectAll()
              .where('activity_id', '=', activity.id)
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow(),
          ]);
          return view(row, entry, locale, now);
        });
      } catch (error) {
        // The same address in a join committed a moment earlier.
        if (isUniqueViolation(error)) throw new AppError('ACTIVITY_ADDRESS_CLAIMED');
        throw error;
      }
    },

    /** A credited deposit counts towards the user's running deposit activities joined before it. */
    async onDeposit(event: DomainEvent<'deposit.credited'>): Promise<void> {
      const { userId, asset, amount } = event.payload;
      const price = deps.usdPrice(asset);
      if (price === null) return;
      await progress('deposit', event, userId, mul(decimal(amount), price));
    },

    /**
     * A trading batch counts towards its users' running trade activities
     * joined before it: each fill's notional at index prices (a coin
     * without a price is not counted).
     */
    async onTrades(event: DomainEvent<'trade.fees_paid'>): Promise<void> {
      const totals = new Map<number, Decimal>();
      for (const volume of event.payload.volumes ?? []) {
        const price = deps.usdPrice(volume.asset);
        if (price === null) continue;
        const usdt = mul(decimal(volume.amount), price);
        totals.set(volume.userId, add(totals.get(volume.userId) ?? ZERO, usdt));
      }
      for (const [userId, usdt] of totals) await progress('trade', event, userId, usdt);
    },

    /** Entries that reached their target but waited for the budget or a slot: paid when they can be. */
    async settleWaiting(): Promise<number> {
      const now = new Date(deps.nowMs());
      const waiting = await db
        .selectFrom('activity_entry as e')
        .innerJoin('activity as a', 'a.id', 'e.activity_id')
        .select(['e.activity_id', 'e.user_id'])
        .where('e.state', '=', 'joining')
        .where('a.kind', 'in', TARGET_ACTIVITY_KINDS)
        .where('a.status', '=', 'published')
        .where('a.ends_at', '>', now)
        .whereRef('e.progress_usdt', '>=', 'a.target_usdt')
        .limit(500)
        .execute();
      for (const entry of waiting) await settleEntry(entry.activity_id, entry.user_id);
      return waiting.length;
    },
  };
}
export type Activities = ReturnType<typeof createActivities>;
