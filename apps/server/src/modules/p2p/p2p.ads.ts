import type {
  adCreateBody,
  adMarketQuery,
  adUpdateBody,
  consoleAdsQuery,
  MyAd,
  myAdsQuery,
} from '@exchange/contracts';
import {
  cmp,
  decimal,
  isPositive,
  isZero,
  lte,
  gte,
  scaleOf,
  sub,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { UserRow } from '../account/index.js';
import type { IdentityQuery } from '../identity/index.js';
import type { Ledger } from '../ledger/index.js';
import { adProblem } from './p2p.ad.core.js';
import { adHold, resizeAdHold } from './p2p.escrow.js';
import { lockTrader, plain, type Market, type Pricer } from './p2p.market.js';
import type { AdRow, P2pTables } from './p2p.tables.js';
import type { OutflowCheck } from '../../module.js';

export interface AdDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly ledger: Ledger;
  readonly market: Market;
  readonly identity: () => IdentityQuery;
  /** Promotional credit's check on coins a sell ad would take out of reach, in the listing's transaction. */
  readonly outflow?: OutflowCheck;
}

type Terms = z.output<typeof adUpdateBody>;
type MarketQuery = z.output<typeof adMarketQuery>;
const DAY_MS = 86_400_000;
/** How far ahead an ad may be scheduled to go online. */
const SCHEDULE_MS = 30 * DAY_MS;
/** Ads the market reads at most per request, before pricing and paging (the book is small). */
const MARKET_SCAN = 500;
const OPEN_ORDER: readonly string[] = ['unpaid', 'paid', 'timed_out', 'appeal'];

const outOfRange = (field: string) => new AppError('FIELD_OUT_OF_RANGE', { field });

/**
 * A merchant's ads: create, change, list and delist, close; and the market
 * every user reads. A listed sell ad's remaining quantity is held in the
 * ledger, so every order on it is covered from the moment it opens; every
 * change of that hold commits with the ad's row, under the row's lock.
 */
export function createAds(deps: AdDeps) {
  const { db, ledger, market } = deps;
  const now = () => new Date(deps.nowMs());

  async function openOrders(adId: number, trx: Kysely<P2pTables> = db): Promise<number> {
    const { n } = await trx
      .selectFrom('p2p_order')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('ad_id', '=', adId)
      .where('status', 'in', OPEN_ORDER as never)
      .executeTakeFirstOrThrow();
    return Number(n);
  }

  /** The owner's view: the public one and what only they see. */
  async function mine(rows: readonly AdRow[]): Promise<MyAd[]> {
    const views = await market.views(rows);
    return Promise.all(
      rows.map(async (row, index) => {
        const view = views[index];
        if (!view) throw new Error(`ad ${row.id} has no view`);
        const held = row.side === 'sell' && row.status === 'listed' ? plain(row.remaining) : '0';
        const { n } = await db
          .selectFrom('p2p_order')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('ad_id', '=', row.id)
          .where('status', 'in', OPEN_ORDER as never)
          .executeTakeFirstOrThrow();
        const traded = await db
          .selectFrom('p2p_order')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('quantity'), eb.val('0')).as('q'))
          .where('ad_id', '=', row.id)
          .where('status', '=', 'completed')
          .executeTakeFirstOrThrow();
        return {
          ...view,
          autoReply: row.auto_reply,
          held,
          openOrders: Number(n),
          traded: plain(String(traded.q)),
        };
      }),
    );
  }

  async function mineOne(row: AdRow): Promise<MyAd> {
    const [only] = await mine([row]);
    if (!only) throw new Error(`ad ${row.id} has no view`);
    return only;
  }

  /**
   * Checks an ad's terms against the spec's rules, the coin's and the
   * fiat's decimals and the caller's own payment methods. Errors:
   * FIELD_OUT_OF_RANGE, FIELD_REQUIRED, P2P_PAYMENT_METHOD_MISSING,
   * P2P_PAYMENT_METHOD_NOT_FOUND, P2P_PRICE_UNAVAILABLE.
   */
  async function checkTerms(
    user: UserRow,
    terms: Omit<Terms, 'id'>,
    prices: Pricer,
  ): Promise<void> {
    const coin = await db
      .selectFrom('p2p_coin')
      .select('decimals')
      .where('coin', '=', terms.coin)
      .where('enabled', '=', true)
      .executeTakeFirst();
    if (!coin) throw outOfRange('coin');
    const fiat = await prices.fiatOf(terms.fiat);
    if (!fiat) throw outOfRange('fiat');
    if (scaleOf(decimal(terms.quantity)) > coin.decimals) throw outOfRange('quantity');
    for (const field of ['price', 'minAmount', 'maxAmount'] as const) {
      const value = terms[field];
      if (value !== undefined && scaleOf(decimal(value)) > fiat.decimals) throw outOfRange(field);
    }
    const ids = [...new Set(terms.paymentMethodIds)];
    if (ids.length !== terms.paymentMethodIds.length) throw outOfRange('paymentMethods');
    if (ids.length > 0) {
      const owned = await db
        .selectFrom('p2p_payment_method')
        .select('id')
        .where('id', 'in', ids)
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .where('enabled', '=', true)
        .execute();
      if (owned.length !== ids.length) throw new AppError('P2P_PAYMENT_METHOD_NOT_FOUND');
    }
    const priceType = terms.priceType;
    const draft = {
      priceType,
      price: priceType === 'fixed' && terms.price ? decimal(terms.price) : null,
      premiumPercent: priceType === 'floating' && terms.premium ? decimal(terms.premium) : null,
      quantity: decimal(terms.quantity),
      minAmount: decimal(terms.minAmount),
      maxAmount: decimal(terms.maxAmount),
      paymentMethods: ids.length,
      paymentMinutes: terms.paymentMinutes,
    };
    // The required fields first, so a missing price is not reported as "no price available".
    const missing = adProblem(draft, decimal('1'));
    if (missing && missing.key === 'FIELD_REQUIRED')
      throw new AppError(missing.key, missing.params);
    const price = await prices.priceOf({
      price_type: priceType,
      price: priceType === 'fixed' ? (terms.price ?? null) : null,
      premium: priceType === 'floating' ? (terms.premium ?? null) : null,
      coin: terms.coin,
      fiat: terms.fiat,
    });
    if (price === null) throw new AppError('P2P_PRICE_UNAVAILABLE');
    const problem = adProblem(draft, price);
    if (problem) throw new AppError(problem.key, problem.params);
    if (terms.onlineAt !== undefined) {
      const at = Date.parse(terms.onlineAt);
      if (!(at > deps.nowMs() && at <= deps.nowMs() + SCHEDULE_MS)) throw outOfRange('onlineAt');
    }
  }

  const columns = (terms: Omit<Terms, 'id'>) => ({
    price_type: terms.priceType,
    price: terms.priceType === 'fixed' ? (terms.price ?? null) : null,
    premium: terms.priceType === 'floating' ? (terms.premium ?? null) : null,
    min_amount: terms.minAmount,
    max_amount: terms.maxAmount,
    payment_method_ids: terms.paymentMethodIds,
    payment_minutes: terms.paymentMinutes,
    terms: terms.terms,
    auto_reply: terms.autoReply,
    cond_advanced: terms.conditions.advancedVerified,
    cond_registered: terms.conditions.registered30Days,
    cond_holding: terms.conditions.holdingAbove30Usdt,
    online_at: terms.onlineAt === undefined ? null : new Date(terms.onlineAt),
  });

  /** Advertisers are certified merchants with primary verification. */
  async function requireMerchant(user: UserRow): Promise<void> {
    if (user.c2c_user_type === 0) throw new AppError('P2P_ACCEPTOR_MISSING');
    await deps.identity().require(user.id, 'primary');
  }

  /** The caller's own ad, locked for the rest of the transaction. */
  async function ownLocked(trx: Transaction<P2pTables>, user: UserRow, id: number): Promise<AdRow> {
    const row = await trx
      .selectFrom('p2p_ad')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.status === 'closed' || row.status === 'ended')
      throw new AppError('P2P_AD_NOT_FOUND');
    return row;
  }

  const ref = (row: AdRow) => ({ id: row.id, userId: row.user_id, coin: row.coin });

  /** Moves a sell ad's hold as its status changes; a buy ad holds nothing. */
  async function setStatus(
    trx: Transaction<P2pTables>,
    row: AdRow,
    to: 'listed' | 'delisted' | 'closed',
  ): Promise<AdRow> {
    let seq = row.hold_seq;
    const remaining = decimal(row.remaining);
    if (row.side === 'sell' && isPositive(remaining)) {
      if (row.status === 'listed' && to !== 'listed')
        await ledger.post(adHold(ref(row), seq, plain(remaining), 'release'), { trx });
      if (row.status !== 'listed' && to === 'listed') {
        await deps.outflow?.(row.user_id, row.coin, remaining, trx as unknown as Kysely<unknown>);
        seq += 1;
        await ledger.post(adHold(ref(row), seq, plain(remaining), 'hold'), { trx });
      }
    }
    return trx
      .updateTable('p2p_ad')
      .set({ status: to, hold_seq: seq, updated_at: now() })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Ads by status and owner, newest first, a page of them in the owner's view. */
  async function newestFirst(query: z.output<typeof consoleAdsQuery>) {
    let base = db.selectFrom('p2p_ad');
    if (query.status) base = base.where('status', '=', query.status);
    if (query.userId) base = base.where('user_id', '=', query.userId);
    const [{ n }, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize)
        .execute(),
    ]);
    return {
      list: await mine(rows),
      total: Number(n),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The market's ads for a query, priced now and best first. */
  async function ranked(
    query: Omit<MarketQuery, 'pageNo' | 'pageSize'>,
    prices: Pricer,
  ): Promise<AdRow[]> {
    const rows = await db
      .selectFrom('p2p_ad')
      .selectAll()
      .where('status', '=', 'listed')
      .where('side', '=', query.side)
      .where('coin', '=', query.coin)
      .where('fiat', '=', query.fiat)
      .where('remaining', '>', '0')
      .where((eb) => eb.or([eb('online_at', 'is', null), eb('online_at', '<=', now())]))
      .orderBy('id')
      .limit(MARKET_SCAN)
      .execute();
    const payments = await market.paymentsOf(rows);
    const amount = query.amount === undefined ? null : decimal(query.amount);
    const priced: { row: AdRow; price: Decimal }[] = [];
    for (const row of rows) {
      const price = await prices.priceOf(row);
      const usable = payments(row);
      if (price === null || usable.length === 0) continue;
      if (query.paymentType && !usable.some((p) => p.type === query.paymentType)) continue;
      if (amount !== null) {
        const max = await market.maxNow(row, price, prices);
        if (!(gte(amount, decimal(row.min_amount)) && lte(amount, max))) continue;
      }
      priced.push({ row, price });
    }
    const people = query.merchantOnly
      ? await market.advertisers(priced.map((p) => p.row.user_id))
      : null;
    const shown = priced.filter((p) => !people || people.get(p.row.user_id)?.merchant === true);
    shown.sort((a, b) => {
      const byPrice = query.side === 'sell' ? cmp(a.price, b.price) : cmp(b.price, a.price);
      return byPrice !== 0 ? byPrice : a.row.id - b.row.id;
    });
    return shown.map((p) => p.row);
  }

  return {
    /**
     * `page-by-unit`: listed, online ads of a side, coin and fiat with
     * coins left, best price first (lowest for sell ads, highest for buy
     * ads), then oldest. Floating prices are computed now, so the order
     * follows the index.
     */
    /**
     * `page-by-unit`: listed, online ads of a side, coin and fiat with
     * coins left, best price first (lowest for sell ads, highest for buy
     * ads), then oldest. Floating prices are computed now, so the order
     * follows the index.
     */
    async market(query: z.output<typeof adMarketQuery>) {
      const prices = market.pricer();
      const shown = await ranked(query, prices);
      const start = (query.pageNo - 1) * query.pageSize;
      return {
        list: await market.views(shown.slice(start, start + query.pageSize), prices),
        total: shown.length,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** The quick zone's candidates: the market's ads for a side, coin and fiat, best first. */
    candidates: (query: Pick<MarketQuery, 'side' | 'coin' | 'fiat' | 'paymentType'>) =>
      ranked({ ...query, merchantOnly: false }, market.pricer()),

    /** One ad by id, in any status (an order's history links to it). Errors: P2P_AD_NOT_FOUND. */
    async detail(id: number, viewerId: number | null) {
      const row = await db.selectFrom('p2p_ad').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('P2P_AD_NOT_FOUND');
      if (viewerId === row.user_id) return mineOne(row);
      const [shown] = await market.views([row]);
      if (!shown) throw new AppError('P2P_AD_NOT_FOUND');
      return shown;
    },

    /** The caller's ads, newest first. */
    mine: (user: UserRow, query: z.output<typeof myAdsQuery>) =>
      newestFirst({ ...query, userId: user.id }),

    /**
     * Posts an ad; a sell ad listed now holds its quantity at once (the
     * caller's spot balance must cover it). A repeated `requestId` answers
     * with the ad it made. Errors: P2P_ACCEPTOR_MISSING,
     * REAL_NAME_NOT_PASSED, P2P_AD_LIMIT, INSUFFICIENT_BALANCE, and those of
     * the terms (see `checkTerms`).
     */
    async create(user: UserRow, input: z.output<typeof adCreateBody>): Promise<MyAd> {
      const previous = async () =>
        db
          .selectFrom('p2p_ad')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
      const repeated = await previous();
      if (repeated) return mineOne(repeated);
      await requireMerchant(user);
      await checkTerms(user, input, market.pricer());
      const row = await db.transaction().execute(async (trx) => {
        // The trader's row is the lock under which the ad count is checked.
        await lockTrader(trx, user.id, now());
        const twin = await trx
          .selectFrom('p2p_ad')
          .selectAll()
          .where('user_id', '=', user.id)
          .where('request_id', '=', input.requestId)
          .executeTakeFirst();
        if (twin) return twin;
        const { ad_limit: limit } = await trx
          .selectFrom('p2p_setting')
          .select('ad_limit')
          .executeTakeFirstOrThrow();
        const { n } = await trx
          .selectFrom('p2p_ad')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', user.id)
          .where('status', 'in', ['listed', 'delisted'])
          .executeTakeFirstOrThrow();
        if (Number(n) >= limit) throw new AppError('P2P_AD_LIMIT', { limit });
        const created = await trx
          .insertInto('p2p_ad')
          .values({
            user_id: user.id,
            request_id: input.requestId,
            side: input.side,
            coin: input.coin,
            fiat: input.fiat,
            quantity: input.quantity,
            remaining: input.quantity,
            ...columns(input),
            status: 'delisted',
            created_at: now(),
            updated_at: now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return input.offline ? created : setStatus(trx, created, 'listed');
      });
      return mineOne(row);
    },

    /**
     * Changes a listed or delisted ad's terms (not its side, coin or fiat).
     * The quantity may not fall below what orders have already taken; a
     * listed sell ad's hold follows the new remaining quantity. Errors:
     * P2P_AD_NOT_FOUND, FIELD_OUT_OF_RANGE, INSUFFICIENT_BALANCE, and those of the terms.
     */
    async update(user: UserRow, input: z.output<typeof adUpdateBody>): Promise<MyAd> {
      await requireMerchant(user);
      await checkTerms(user, input, market.pricer());
      const row = await db.transaction().execute(async (trx) => {
        const ad = await ownLocked(trx, user, input.id);
        if (ad.side !== input.side) throw outOfRange('side');
        if (ad.coin !== input.coin) throw outOfRange('coin');
        if (ad.fiat !== input.fiat) throw outOfRange('fiat');
        const taken = sub(decimal(ad.quantity), decimal(ad.remaining));
        const remaining = sub(decimal(input.quantity), taken);
        if (!isPositive(remaining) && !isZero(remaining)) throw outOfRange('quantity');
        let seq = ad.hold_seq;
        const difference = sub(remaining, decimal(ad.remaining));
        if (ad.side === 'sell' && ad.status === 'listed' && !isZero(difference)) {
          seq += 1;
          await ledger.post(
            resizeAdHold(
              ref(ad),
              ad.hold_seq,
              plain(ad.remaining),
              seq,
              toPlainString(remaining),
              toPlainString(difference),
            ),
            { trx },
          );
        }
        return trx
          .updateTable('p2p_ad')
          .set({
            ...columns(input),
            quantity: input.quantity,
            remaining: toPlainString(remaining),
            hold_seq: seq,
            updated_at: now(),
          })
          .where('id', '=', ad.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return mineOne(row);
    },

    /**
     * `on/shelves`: lists a delisted ad again (a sell ad holds its remaining
     * quantity again); listing a listed ad changes nothing. Errors:
     * P2P_AD_NOT_FOUND, P2P_ACCEPTOR_MISSING, P2P_PAYMENT_METHOD_MISSING
     * (its payment methods were all deleted), INSUFFICIENT_BALANCE.
     */
    async list(user: UserRow, id: number): Promise<MyAd> {
      await requireMerchant(user);
      const row = await db.transaction().execute(async (trx) => {
        const ad = await ownLocked(trx, user, id);
        if (ad.status === 'listed') return ad;
        const usable = (await market.paymentsOf([ad], trx))(ad);
        if (usable.length === 0) throw new AppError('P2P_PAYMENT_METHOD_MISSING');
        return setStatus(trx, ad, 'listed');
      });
      return mineOne(row);
    },

    /** `off/shelves`: takes an ad off the market; open orders go on. Errors: P2P_AD_NOT_FOUND. */
    async delist(user: UserRow, id: number): Promise<MyAd> {
      const row = await db.transaction().execute(async (trx) => {
        const ad = await ownLocked(trx, user, id);
        return ad.status === 'delisted' ? ad : setStatus(trx, ad, 'delisted');
      });
      return mineOne(row);
    },

    /**
     * `delete`: closes an ad for good, giving back what it holds. Errors:
     * P2P_AD_NOT_FOUND, P2P_AD_NOT_CLOSABLE (orders or appeals still open).
     */
    async close(user: UserRow, id: number): Promise<MyAd> {
      const row = await db.transaction().execute(async (trx) => {
        const ad = await ownLocked(trx, user, id);
        if ((await openOrders(ad.id, trx)) > 0) throw new AppError('P2P_AD_NOT_CLOSABLE');
        return setStatus(trx, ad, 'closed');
      });
      return mineOne(row);
    },

    /** The console's list: every owner's ads, newest first. */
    all: (query: z.output<typeof consoleAdsQuery>) => newestFirst(query),

    /**
     * An operator takes a listed ad off the market (its open orders go on; the
     * owner may list it again). Errors: P2P_AD_NOT_FOUND (closed, ended or delisted already).
     */
    async operatorDelist(id: number): Promise<MyAd> {
      const row = await db.transaction().execute(async (trx) => {
        const ad = await trx
          .selectFrom('p2p_ad')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!ad || ad.status !== 'listed') throw new AppError('P2P_AD_NOT_FOUND');
        return setStatus(trx, ad, 'delisted');
      });
      return mineOne(row);
    },

    /** Advertisers: every user with an ad, their ads, open orders and appeals, and 30-day figures. */
    async merchants() {
      const { rows } = await sql<{
        user_id: number;
        listed: string;
        total: string;
        open_orders: string;
        appeals: string;
      }>`
        select a.user_id,
          count(*) filter (where a.status = 'listed') as listed,
          count(*) as total,
          (select count(*) from p2p_order o where (o.buyer_id = a.user_id or o.seller_id = a.user_id)
            and o.status in ('unpaid', 'paid', 'timed_out', 'appeal')) as open_orders,
          (select count(*) from p2p_appeal p join p2p_order o on o.id = p.order_id
            where p.status = 'open' and (o.buyer_id = a.user_id or o.seller_id = a.user_id)) as appeals
        from p2p_ad a group by a.user_id order by a.user_id`.execute(db);
      const people = await market.advertisers(rows.map((row) => row.user_id));
      return {
        list: rows.flatMap((row) => {
          const person = people.get(row.user_id);
          return person
            ? [
                {
                  ...person,
                  adsListed: Number(row.listed),
                  adsTotal: Number(row.total),
                  openOrders: Number(row.open_orders),
                  appealsOpen: Number(row.appeals),
                },
              ]
            : [];
        }),
      };
    },

    /** Whether a user has ads listed or orders open (the business deposit stays locked while so). */
    async active(userId: number, executor: Kysely<P2pTables> = db): Promise<boolean> {
      const ad = await executor
        .selectFrom('p2p_ad')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', 'in', ['listed', 'delisted'])
        .limit(1)
        .executeTakeFirst();
      if (ad) return true;
      const order = await executor
        .selectFrom('p2p_order')
        .select('id')
        .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
        .where('status', 'in', OPEN_ORDER as never)
        .limit(1)
        .executeTakeFirst();
      return order !== undefined;
    },
  };
}

export type Ads = ReturnType<typeof createAds>;
