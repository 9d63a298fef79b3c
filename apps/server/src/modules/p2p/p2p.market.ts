import type { Ad, Advertiser, AdConditions } from '@exchange/contracts';
import {
  decimal,
  div,
  isPositive,
  min,
  mul,
  round,
  toFixed,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AccountService } from '../account/index.js';
import { floatingPrice } from './p2p.ad.core.js';
import type { AdRow, P2pTables } from './p2p.tables.js';

export interface Fiat {
  readonly rate: Decimal;
  readonly decimals: number;
}

/** What reading the market needs: prices now, and who the advertisers are. */
export interface MarketDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly accounts: Pick<AccountService, 'summaries'>;
  /** A coin's index in USD now, or null when none is fresh. */
  readonly usdPrice: (coin: string) => Decimal | null;
  readonly fiat: (code: string) => Promise<Fiat | null>;
}

const DAY_MS = 86_400_000;
export const STATS_WINDOW_MS = 30 * DAY_MS;

export const adNo = (id: number) => `A${String(id).padStart(8, '0')}`;
export const plain = (value: string | Decimal) =>
  toPlainString(typeof value === 'string' ? decimal(value) : value);

/**
 * Takes the user's trader row lock (made on first use) for the rest of the
 * transaction: their limits (ads, open orders, cancellations, the day's
 * fiat) are counted under it, so two requests at once cannot both pass.
 */
export async function lockTrader(
  trx: Transaction<P2pTables>,
  userId: number,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('p2p_trader')
    .values({ user_id: userId, created_at: at })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await trx
    .selectFrom('p2p_trader')
    .select('user_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
}

export const conditionsOf = (ad: AdRow): AdConditions => ({
  advancedVerified: ad.cond_advanced,
  registered30Days: ad.cond_registered,
  holdingAbove30Usdt: ad.cond_holding,
});

/**
 * The market's reads: an ad's price now (a floating ad's moves with the
 * index, in its fiat at the operator's rate), its per-order maximum now,
 * its public view, and the advertisers' 30-day statistics.
 */
export function createMarket(deps: MarketDeps) {
  const { db } = deps;

  /** Fiat rates for one request: looked up once each. */
  function pricer() {
    const fiats = new Map<string, Promise<Fiat | null>>();
    const fiatOf = (code: string) => {
      let found = fiats.get(code);
      if (!found) fiats.set(code, (found = deps.fiat(code)));
      return found;
    };
    return {
      fiatOf,
      /** The ad's price now, or null when a floating ad has no fresh index or rate. */
      async priceOf(ad: Pick<AdRow, 'price_type' | 'price' | 'premium' | 'coin' | 'fiat'>) {
        if (ad.price_type === 'fixed' && ad.price !== null) return decimal(ad.price);
        const fiat = await fiatOf(ad.fiat);
        const index = deps.usdPrice(ad.coin);
        if (!fiat || !index || ad.premium === null) return null;
        return floatingPrice(index, fiat.rate, decimal(ad.premium), fiat.decimals);
      },
    };
  }
  type Pricer = ReturnType<typeof pricer>;

  /** The most one order may be worth now: the ad's maximum, or what is left of it if less. */
  async function maxNow(ad: AdRow, price: Decimal | null, prices: Pricer): Promise<Decimal> {
    const max = decimal(ad.max_amount);
    const fiat = await prices.fiatOf(ad.fiat);
    if (price === null || !fiat) return max;
    return min(max, round(mul(decimal(ad.remaining), price), fiat.decimals, 'down'));
  }

  /** Completed orders and completion rate over the last 30 days, per user. */
  async function stats(
    ids: readonly number[],
  ): Promise<Map<number, Pick<Advertiser, 'orders30d' | 'completionRate30d'>>> {
    const result = new Map<number, Pick<Advertiser, 'orders30d' | 'completionRate30d'>>();
    if (ids.length === 0) return result;
    const since = new Date(deps.nowMs() - STATS_WINDOW_MS);
    const list = sql.join([...new Set(ids)]);
    // A cancellation counts against the buyer who gave up or let the
    // payment time run out, never against the seller it happened to.
    const { rows } = await sql<{ party: number; completed: string; failed: string }>`
      select party,
        count(*) filter (where status = 'completed') as completed,
        count(*) filter (where status = 'cancelled' and role = 'buyer'
          and cancelled_by in ('buyer', 'system')) as failed
      from (
        select buyer_id as party, 'buyer' as role, status, cancelled_by from p2p_order
          where buyer_id in (${list}) and finished_at >= ${since}
        union all
        select seller_id, 'seller', status, cancelled_by from p2p_order
          where seller_id in (${list}) and finished_at >= ${since}
      ) t group by party`.execute(db);
    for (const row of rows) {
      const completed = Number(row.completed);
      const counted = completed + Number(row.failed);
      result.set(Number(row.party), {
        orders30d: completed,
        // A ratio of counts, exact to four places as the contract says.
        completionRate30d:
          counted === 0
            ? null
            : toFixed(
                div(decimal(String(completed)), decimal(String(counted)), 4, 'half_up'),
                4,
                'half_up',
              ),
      });
    }
    return result;
  }

  /** Advertisers as the market shows them. */
  async function advertisers(ids: readonly number[]): Promise<Map<number, Advertiser>> {
    const [summaries, numbers] = await Promise.all([deps.accounts.summaries(ids), stats(ids)]);
    const result = new Map<number, Advertiser>();
    for (const id of ids) {
      const summary = summaries.get(id);
      result.set(id, {
        userId: id,
        nickname: summary?.username ?? summary?.uid ?? String(id),
        merchant: (summary?.c2c_user_type ?? 0) !== 0,
        ...(numbers.get(id) ?? { orders30d: 0, completionRate30d: null }),
      });
    }
    return result;
  }

  /**
   * The payment methods an ad names that still exist, as a counterparty sees
   * them; `executor` is the caller's transaction when it holds one.
   */
  async function paymentsOf(ads: readonly AdRow[], executor: Kysely<P2pTables> = db) {
    const ids = [...new Set(ads.flatMap((ad) => ad.payment_method_ids))];
    const rows =
      ids.length === 0
        ? []
        : await executor
            .selectFrom('p2p_payment_method')
            .select(['id', 'type', 'user_id'])
            .where('id', 'in', ids)
            .where('deleted_at', 'is', null)
            .where('enabled', '=', true)
            .execute();
    return (ad: AdRow) =>
      ad.payment_method_ids.flatMap((id) => {
        const row = rows.find((r) => r.id === id && r.user_id === ad.user_id);
        return row ? [{ id: row.id, type: row.type }] : [];
      });
  }

  /** Public views of `ads`, in their order. */
  async function views(ads: readonly AdRow[], prices: Pricer = pricer()): Promise<Ad[]> {
    const [people, payments] = await Promise.all([
      advertisers(ads.map((ad) => ad.user_id)),
      paymentsOf(ads),
    ]);
    return Promise.all(
      ads.map(async (ad) => {
        const price = await prices.priceOf(ad);
        return {
          id: ad.id,
          adNo: adNo(ad.id),
          side: ad.side,
          coin: ad.coin,
          fiat: ad.fiat,
          priceType: ad.price_type,
          price: price === null ? null : plain(price),
          premium: ad.premium === null ? null : plain(ad.premium),
          quantity: plain(ad.quantity),
          remaining: plain(ad.remaining),
          minAmount: plain(ad.min_amount),
          maxAmount: plain(await maxNow(ad, price, prices)),
          payments: payments(ad),
          paymentMinutes: ad.payment_minutes,
          terms: ad.terms,
          conditions: conditionsOf(ad),
          status: ad.status,
          onlineAt: ad.online_at?.toISOString() ?? null,
          advertiser: people.get(ad.user_id) ?? {
            userId: ad.user_id,
            nickname: String(ad.user_id),
            merchant: false,
            orders30d: 0,
            completionRate30d: null,
          },
          createdAt: ad.created_at.toISOString(),
          updatedAt: ad.updated_at.toISOString(),
        };
      }),
    );
  }

  /** Whether an ad takes orders now: listed, online, with coins left and a price. */
  const takesOrders = (ad: AdRow, nowMs: number) =>
    ad.status === 'listed' &&
    (ad.online_at === null || ad.online_at.getTime() <= nowMs) &&
    isPositive(decimal(ad.remaining));

  return { pricer, maxNow, views, advertisers, paymentsOf, takesOrders };
}

export type Market = ReturnType<typeof createMarket>;
export type Pricer = ReturnType<Market['pricer']>;
