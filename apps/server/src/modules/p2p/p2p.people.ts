import type { AdvertiserProfile, orderReviewBody } from '@exchange/contracts';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { AccountService, UserRow } from '../account/index.js';
import { STATS_WINDOW_MS, type Market } from './p2p.market.js';
import type { P2pTables } from './p2p.tables.js';

export interface PeopleDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly market: Market;
  readonly accounts: Pick<AccountService, 'summaries'>;
}

/** Reviews shown on a profile. */
const RECENT_REVIEWS = 20;

/**
 * Reviews (one per party per completed order) and advertiser profiles: the
 * spec's statistics over the last 30 days and all time, the reviews, and
 * the advertiser's listed ads.
 */
export function createPeople(deps: PeopleDeps) {
  const { db, market } = deps;

  return {
    /** The caller's review of an order, if left. */
    async reviewOf(orderId: number, userId: number) {
      const row = await db
        .selectFrom('p2p_review')
        .select(['positive', 'comment'])
        .where('order_id', '=', orderId)
        .where('reviewer_id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Reviews the counterpart of a completed order, once. Errors:
     * P2P_ORDER_NOT_FOUND, P2P_ORDER_STATE (not completed), P2P_REVIEW_EXISTS.
     */
    async review(user: UserRow, input: z.output<typeof orderReviewBody>): Promise<void> {
      const order = await db
        .selectFrom('p2p_order')
        .select(['id', 'buyer_id', 'seller_id', 'status'])
        .where('id', '=', input.id)
        .where((eb) => eb.or([eb('buyer_id', '=', user.id), eb('seller_id', '=', user.id)]))
        .executeTakeFirst();
      if (!order) throw new AppError('P2P_ORDER_NOT_FOUND');
      if (order.status !== 'completed') throw new AppError('P2P_ORDER_STATE');
      try {
        await db
          .insertInto('p2p_review')
          .values({
            order_id: order.id,
            reviewer_id: user.id,
            reviewee_id: order.buyer_id === user.id ? order.seller_id : order.buyer_id,
            positive: input.positive,
            comment: input.comment,
            created_at: new Date(deps.nowMs()),
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('P2P_REVIEW_EXISTS');
        throw error;
      }
    },

    /** An advertiser's profile. Errors: P2P_AD_NOT_FOUND (nobody of that id has traded or advertised). */
    async profile(userId: number): Promise<AdvertiserProfile> {
      const since = new Date(deps.nowMs() - STATS_WINDOW_MS);
      const [person, summaries] = await Promise.all([
        market.advertisers([userId]),
        deps.accounts.summaries([userId]),
      ]);
      const summary = summaries.get(userId);
      const base = person.get(userId);
      if (!summary || !base) throw new AppError('P2P_AD_NOT_FOUND');
      const { rows } = await sql<{
        first_trade: Date | null;
        total: string;
        traders: string;
        release_minutes: string | null;
        pay_minutes: string | null;
      }>`
        select
          min(finished_at) filter (where status = 'completed') as first_trade,
          count(*) filter (where status = 'completed') as total,
          count(distinct case when buyer_id = ${userId} then seller_id else buyer_id end)
            filter (where status = 'completed') as traders,
          avg(extract(epoch from finished_at - paid_at) / 60) filter (
            where status = 'completed' and seller_id = ${userId} and paid_at is not null
              and finished_at >= ${since}) as release_minutes,
          avg(extract(epoch from paid_at - created_at) / 60) filter (
            where buyer_id = ${userId} and paid_at is not null and paid_at >= ${since}) as pay_minutes
        from p2p_order where buyer_id = ${userId} or seller_id = ${userId}`.execute(db);
      const figures = rows[0];
      const reviews = await db
        .selectFrom('p2p_review')
        .select(['positive', 'comment', 'created_at'])
        .where('reviewee_id', '=', userId)
        .orderBy('created_at', 'desc')
        .limit(RECENT_REVIEWS)
        .execute();
      const counts = await db
        .selectFrom('p2p_review')
        .select((eb) => [
          eb.fn.countAll<string>().filterWhere('positive', '=', true).as('positive'),
          eb.fn.countAll<string>().filterWhere('positive', '=', false).as('negative'),
        ])
        .where('reviewee_id', '=', userId)
        .executeTakeFirstOrThrow();
      const now = new Date(deps.nowMs());
      const ads = await db
        .selectFrom('p2p_ad')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'listed')
        .where('remaining', '>', '0')
        .where((eb) => eb.or([eb('online_at', 'is', null), eb('online_at', '<=', now)]))
        .orderBy('id')
        .execute();
      const minutes = (value: string | null | undefined) =>
        value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;
      return {
        ...base,
        registeredAt: summary.created_at.toISOString(),
        firstTradeAt: figures?.first_trade ? new Date(figures.first_trade).toISOString() : null,
        avgReleaseMinutes30d: minutes(figures?.release_minutes),
        avgPayMinutes30d: minutes(figures?.pay_minutes),
        positiveReviews: Number(counts.positive),
        negativeReviews: Number(counts.negative),
        traders: Number(figures?.traders ?? 0),
        totalOrders: Number(figures?.total ?? 0),
        ads: await market.views(ads),
        reviews: reviews.map((r) => ({
          positive: r.positive,
          comment: r.comment,
          at: r.created_at.toISOString(),
        })),
      };
    },
  };
}

export type People = ReturnType<typeof createPeople>;
