import type { OrderPreview } from '@exchange/contracts';
import {
  decimal,
  div,
  gt,
  mul,
  round,
  scaleOf,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { UserRow } from '../account/index.js';
import type { IdentityQuery } from '../identity/index.js';
import { conditionsOf, type Market } from './p2p.market.js';
import type { AdRow, OrderRow, P2pTables } from './p2p.tables.js';

/** The spec's counterpart conditions: registered 30 days, holding above 30 USDT. */
const REGISTERED_MS = 30 * 86_400_000;
const HOLDING_USD = decimal('30');

/** Quantity and fiat amount of an order by amount or by quantity, at `price`. */
export function sizeOf(
  by: 'amount' | 'quantity',
  value: Decimal,
  price: Decimal,
  coinDecimals: number,
  fiatDecimals: number,
): { quantity: Decimal; amount: Decimal } {
  if (by === 'amount') {
    if (scaleOf(value) > fiatDecimals)
      throw new AppError('FIELD_OUT_OF_RANGE', { field: 'amount' });
    // The buyer pays the amount asked; the coins are what it buys, rounded down.
    return { quantity: div(value, price, coinDecimals, 'down'), amount: value };
  }
  if (scaleOf(value) > coinDecimals)
    throw new AppError('FIELD_OUT_OF_RANGE', { field: 'quantity' });
  return { quantity: value, amount: round(mul(value, price), fiatDecimals, 'half_up') };
}

export interface OrderTermDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly market: Market;
  readonly identity: () => IdentityQuery;
  /** What a user holds in USD across their wallets (the "holding above 30 USDT" condition). */
  readonly holdingUsd: (userId: number) => Promise<Decimal>;
}

/**
 * Who may take an ad and how much: its counterpart conditions, whether a
 * buyer has trading history, the first-trade cap of a payment type's risk
 * class, and the preview a taker sees before ordering.
 */
export function createOrderTerms(deps: OrderTermDeps) {
  const { db, market } = deps;

  /** Why `user` may not take `ad` under its counterpart conditions, or null. */
  async function conditionRefusal(user: UserRow, ad: AdRow): Promise<boolean> {
    const conditions = conditionsOf(ad);
    if (conditions.advancedVerified && (await deps.identity().levelOf(user.id)) < 2) return true;
    if (conditions.registered30Days && deps.nowMs() - user.created_at.getTime() < REGISTERED_MS)
      return true;
    if (conditions.holdingAbove30Usdt && !gt(await deps.holdingUsd(user.id), HOLDING_USD))
      return true;
    return false;
  }

  /** Whether the user has completed a P2P order before (the first-trade risk cap's test). */
  async function hasHistory(userId: number, trx: Kysely<P2pTables> = db): Promise<boolean> {
    const row = await trx
      .selectFrom('p2p_order')
      .select('id')
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
      .where('status', '=', 'completed')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The first-trade cap of a payment type's risk class, in USD. */
  async function firstTradeCapUsd(type: OrderRow['payment_type']): Promise<Decimal> {
    const row = await db
      .selectFrom('p2p_payment_type as t')
      .innerJoin('p2p_risk_class as r', 'r.risk_class', 't.risk_class')
      .select('r.first_trade_cap_usd')
      .where('t.type', '=', type)
      .executeTakeFirstOrThrow();
    return decimal(row.first_trade_cap_usd);
  }

  return {
    conditionRefusal,
    hasHistory,
    firstTradeCapUsd,

    /** `/otc/order/pre`: the ad as the caller would take it now. Errors: P2P_AD_NOT_FOUND. */
    async preview(user: UserRow, adId: number): Promise<OrderPreview> {
      const ad = await db
        .selectFrom('p2p_ad')
        .selectAll()
        .where('id', '=', adId)
        .executeTakeFirst();
      if (!ad) throw new AppError('P2P_AD_NOT_FOUND');
      const [shown] = await market.views([ad]);
      if (!shown) throw new AppError('P2P_AD_NOT_FOUND');
      let refusal: string | null = null;
      if (!market.takesOrders(ad, deps.nowMs())) refusal = 'P2P_AD_NOT_FOUND';
      else if (ad.user_id === user.id) refusal = 'P2P_OWN_AD';
      else if ((await deps.identity().levelOf(user.id)) < 1) refusal = 'REAL_NAME_NOT_PASSED';
      else if (await conditionRefusal(user, ad)) refusal = 'P2P_AD_REQUIREMENTS';
      const accepted = new Set(shown.payments.map((p) => p.type));
      const ownMethods =
        ad.side === 'buy'
          ? (
              await db
                .selectFrom('p2p_payment_method')
                .select(['id', 'type'])
                .where('user_id', '=', user.id)
                .where('deleted_at', 'is', null)
                .where('enabled', '=', true)
                .execute()
            ).filter((m) => accepted.has(m.type))
          : [];
      if (refusal === null && ad.side === 'buy' && ownMethods.length === 0)
        refusal = 'P2P_PAYMENT_METHOD_MISSING';
      // The cap binds the buyer: the caller when buying, the advertiser when selling to them.
      const buyerId = ad.side === 'sell' ? user.id : ad.user_id;
      let firstTradeCap: string | null = null;
      const fiat = await market.pricer().fiatOf(ad.fiat);
      if (fiat && !(await hasHistory(buyerId)) && shown.payments.length > 0) {
        // The method least likely to be reversed sets how much a first trade may be.
        const caps = await Promise.all(shown.payments.map((p) => firstTradeCapUsd(p.type)));
        const cap = caps.reduce((a, b) => (gt(b, a) ? b : a));
        firstTradeCap = toPlainString(round(mul(cap, fiat.rate), fiat.decimals, 'down'));
      }
      return { ad: shown, refusal, ownMethods, firstTradeCap };
    },
  };
}
