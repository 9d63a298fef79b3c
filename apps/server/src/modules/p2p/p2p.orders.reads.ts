import type { myOrdersQuery, P2pOrder } from '@exchange/contracts';
import { decimal, type Decimal } from '@exchange/money';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { AccountService, UserRow } from '../account/index.js';
import type { IdentityQuery } from '../identity/index.js';
import { plain } from './p2p.market.js';
import type { OrderState } from './p2p.order.core.js';
import type { OrderRow, P2pTables } from './p2p.tables.js';

export const OPEN_STATES: readonly OrderState[] = ['unpaid', 'paid', 'timed_out', 'appeal'];

/** Stored sealed with the order: what the buyer pays to. */
export interface PaymentSnapshot {
  type: OrderRow['payment_type'];
  realName: string;
  bankName: string | null;
  account: string | null;
  branch: string | null;
  qrFileId: string | null;
}

export interface OrderReadDeps {
  readonly db: Kysely<P2pTables>;
  readonly nowMs: () => number;
  readonly box: SecretBox;
  readonly identity: () => IdentityQuery;
  readonly accounts: Pick<AccountService, 'summaries'>;
}

/**
 * P2P orders as their parties see them (each with the counterpart's
 * verified name and the seller's payment details opened), their lists, and
 * the withdrawal hold on P2P-bought coins. Reads only: every change is
 * `p2p.orders.ts`'s.
 */
export function createOrderReads(deps: OrderReadDeps) {
  const { db, box } = deps;
  const now = () => new Date(deps.nowMs());

  async function views(rows: readonly OrderRow[], viewerId: number): Promise<P2pOrder[]> {
    const others = rows.map((row) => (row.buyer_id === viewerId ? row.seller_id : row.buyer_id));
    const [people, ads] = await Promise.all([
      deps.accounts.summaries(others),
      rows.length === 0
        ? []
        : db
            .selectFrom('p2p_ad')
            .select(['id', 'user_id', 'terms'])
            .where(
              'id',
              'in',
              rows.map((row) => row.ad_id),
            )
            .execute(),
    ]);
    return Promise.all(
      rows.map(async (row, index) => {
        const other = others[index] ?? row.buyer_id;
        const summary = people.get(other);
        const ad = ads.find((a) => a.id === row.ad_id);
        const payment = JSON.parse(box.open(row.payment)) as PaymentSnapshot;
        return {
          id: row.id,
          orderNo: row.order_no,
          adId: row.ad_id,
          role: row.buyer_id === viewerId ? ('buyer' as const) : ('seller' as const),
          advertiser: row.taker_id !== viewerId,
          coin: row.coin,
          fiat: row.fiat,
          price: plain(row.price),
          quantity: plain(row.quantity),
          amount: plain(row.amount),
          status: row.status,
          payment,
          counterpart: {
            userId: other,
            nickname: summary?.username ?? summary?.uid ?? String(other),
            realName: (await deps.identity().realName(other)) ?? '',
          },
          paymentMinutes: row.payment_minutes,
          payDeadline: row.pay_deadline.toISOString(),
          releaseDeadline: row.release_deadline?.toISOString() ?? null,
          cancelReason: row.cancel_reason,
          cancelledBy: row.cancelled_by,
          createdAt: row.created_at.toISOString(),
          paidAt: row.paid_at?.toISOString() ?? null,
          finishedAt: row.finished_at?.toISOString() ?? null,
          terms: ad?.terms ?? null,
        };
      }),
    );
  }

  /** One order as `viewerId` sees it. */
  async function view(row: OrderRow, viewerId: number): Promise<P2pOrder> {
    const [only] = await views([row], viewerId);
    if (!only) throw new Error(`order ${row.id} has no view`);
    return only;
  }

  return {
    views,
    view,

    /**
     * What a buyer's P2P-bought coins are worth (USD at the order's rate)
     * while their payment method's risk class still holds them from
     * withdrawal, and when the last hold ends; null when nothing is held.
     */
    async withdrawHold(userId: number): Promise<{ usd: Decimal; until: Date } | null> {
      const { rows } = await sql<{ usd: string | null; until: Date | null }>`
        select sum(o.usd_value) as usd,
          max(o.finished_at + make_interval(hours => r.withdraw_hold_hours)) as until
        from p2p_order o
        join p2p_payment_type t on t.type = o.payment_type
        join p2p_risk_class r on r.risk_class = t.risk_class
        where o.buyer_id = ${userId} and o.status = 'completed'
          and o.finished_at + make_interval(hours => r.withdraw_hold_hours) > ${now()}`.execute(db);
      const row = rows[0];
      if (!row || row.usd === null || row.until === null) return null;
      return { usd: decimal(String(row.usd)), until: new Date(row.until) };
    },

    /** The caller's orders, newest first. */
    async mine(user: UserRow, query: z.output<typeof myOrdersQuery>) {
      let base = db
        .selectFrom('p2p_order')
        .where((eb) => eb.or([eb('buyer_id', '=', user.id), eb('seller_id', '=', user.id)]));
      if (query.scope === 'open') base = base.where('status', 'in', OPEN_STATES as OrderState[]);
      if (query.scope === 'finished') base = base.where('status', 'in', ['completed', 'cancelled']);
      if (query.as === 'advertiser') base = base.where('taker_id', '!=', user.id);
      if (query.as === 'taker') base = base.where('taker_id', '=', user.id);
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
        list: await views(rows, user.id),
        total: Number(n),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },

    /** One of the caller's orders. Errors: P2P_ORDER_NOT_FOUND (also someone else's). */
    async detail(user: UserRow, id: number): Promise<P2pOrder> {
      const row = await db
        .selectFrom('p2p_order')
        .selectAll()
        .where('id', '=', id)
        .where((eb) => eb.or([eb('buyer_id', '=', user.id), eb('seller_id', '=', user.id)]))
        .executeTakeFirst();
      if (!row) throw new AppError('P2P_ORDER_NOT_FOUND');
      return view(row, user.id);
    },
  };
}
