/**
 * The rows of spot conditional orders (migration 0064) and the ledger
 * postings of their holds. Every change of status is conditional on the
 * status it leaves (`where status = 'WAITING'`): a trigger, a cancel and an
 * OCO leg's fill may race, and exactly one of them wins each stop.
 */
import { decimal, isPositive, neg, toPlainString, type Decimal } from '@exchange/money';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AccountRef, Posting } from '../ledger/index.js';
import type { SpotStopOrderTable, SpotTables } from './spot.tables.js';

export const stopHoldKey = (id: number | string): string => `stop:${id}`;

export type StopRow = Selectable<SpotStopOrderTable>;
/** The columns a new stop is inserted with. */
export type NewStop = Omit<
  StopRow,
  'id' | 'status' | 'reason' | 'order_id' | 'triggered_price' | 'triggered_at'
>;
/** Whose hold, on which side, in which coin. */
export interface StopHolder {
  readonly id: number | string;
  readonly user_id: number;
  readonly side: 'buy' | 'sell';
  readonly freeze_asset: string;
}

/** A hold moved between the available and frozen parts of the owner's spot account. */
function holdPosting(row: StopHolder, frozen: Decimal, way: 'freeze' | 'release'): Posting {
  const account: AccountRef = { userId: row.user_id, wallet: 'spot', asset: row.freeze_asset };
  const amount = toPlainString(frozen);
  const reference = `spot_stop:${row.id}`;
  const minus = toPlainString(neg(frozen));
  return {
    idempotencyKey: `${reference}:${way}`,
    type: row.side === 'buy' ? 'spot_buy' : 'spot_sell',
    reference,
    memo: way === 'freeze' ? 'stop' : 'stop release',
    lines:
      way === 'freeze'
        ? [
            { account, part: 'available', amount: minus },
            { account, part: 'frozen', amount },
          ]
        : [
            { account, part: 'frozen', amount: minus },
            { account, part: 'available', amount },
          ],
    holds:
      way === 'freeze'
        ? { open: [{ key: stopHoldKey(row.id), account, part: 'frozen', amount, kind: 'order' }] }
        : { release: [{ key: stopHoldKey(row.id) }] },
  };
}

/** The freeze of a new stop; none when it holds nothing (a sell OCO's stop leg shares its limit leg's). */
export const stopFreeze = (row: StopHolder, frozen: Decimal): Posting[] =>
  isPositive(frozen) ? [holdPosting(row, frozen, 'freeze')] : [];

/** The release of what a stop held, when it held anything. */
export const stopRelease = (row: StopHolder, frozen: Decimal): Posting[] =>
  isPositive(frozen) ? [holdPosting(row, frozen, 'release')] : [];

export function createStopStore<T>(database: Kysely<T>) {
  const db = database as unknown as Kysely<SpotTables>;
  const on = (trx: Transaction<unknown> | undefined) =>
    (trx ?? db) as unknown as Kysely<SpotTables>;

  return {
    async insert(trx: Transaction<unknown>, stop: NewStop): Promise<StopRow> {
      return on(trx)
        .insertInto('spot_stop_order')
        .values({ ...stop, status: 'WAITING' })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    byId: (id: string, trx?: Transaction<unknown>) =>
      on(trx).selectFrom('spot_stop_order').selectAll().where('id', '=', id).executeTakeFirst(),

    byClientId: (userId: number, clientOrderId: string) =>
      db
        .selectFrom('spot_stop_order')
        .selectAll()
        .where('user_id', '=', userId)
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst(),

    /** The market's last trade price; null before its first trade. */
    async lastPrice(symbol: string): Promise<string | null> {
      const row = await db
        .selectFrom('spot_trade')
        .select('price')
        .where('market', '=', symbol)
        .orderBy('trade_no', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.price ?? null;
    },

    /** An OCO leg's stored status and filled amount. */
    async orderState(orderId: string) {
      const row = await db
        .selectFrom('spot_order')
        .select(['status', 'filled_amount'])
        .where('id', '=', orderId)
        .executeTakeFirst();
      return row ? { status: row.status, filled: toPlainString(decimal(row.filled_amount)) } : null;
    },

    waiting: (symbol: string) =>
      db
        .selectFrom('spot_stop_order')
        .selectAll()
        .where('market', '=', symbol)
        .where('status', '=', 'WAITING')
        .orderBy('id')
        .execute(),

    /**
     * The highest and lowest trade price since each waiting stop of the
     * market was placed (only stops some trade came after): what a restart
     * checks for triggers a crash may have lost.
     */
    async extremes(symbol: string) {
      const { rows } = await sql<{ id: string; highest: string; lowest: string }>`
        select s.id, max(t.price) as highest, min(t.price) as lowest
        from spot_stop_order s
        join spot_trade t on t.market = s.market and t.created_at > s.created_at
        where s.market = ${symbol} and s.status = 'WAITING'
        group by s.id order by s.id`.execute(db);
      return rows;
    },

    /**
     * Marks waiting stops TRIGGERED with the order each places; returns the
     * ids it took (a stop cancelled meanwhile is not among them).
     */
    async claim(
      trx: Transaction<unknown>,
      claims: readonly { id: number; orderId: number; price: string }[],
      nowMs: number,
    ): Promise<Set<number>> {
      if (claims.length === 0) return new Set();
      const { rows } = await sql<{ id: string }>`
        update spot_stop_order s
        set status = 'TRIGGERED', order_id = v.order_id, triggered_price = v.price,
          triggered_at = ${new Date(nowMs)}, updated_at = ${new Date(nowMs)}
        from unnest(${claims.map((c) => c.id)}::bigint[], ${claims.map((c) => c.orderId)}::bigint[],
          ${claims.map((c) => c.price)}::numeric[]) as v(id, order_id, price)
        where s.id = v.id and s.status = 'WAITING'
        returning s.id`.execute(trx);
      return new Set(rows.map((row) => Number(row.id)));
    },

    /**
     * Ends stops with `status` and `reason`, from any of `from`; returns the
     * rows it ended (to release their holds in the same transaction).
     */
    finish: (
      trx: Transaction<unknown>,
      ids: readonly number[],
      to: { status: 'CANCELLED' | 'REJECTED'; reason: string; nowMs: number },
      from: readonly StopRow['status'][] = ['WAITING'],
    ) =>
      ids.length === 0
        ? Promise.resolve([] as StopRow[])
        : on(trx)
            .updateTable('spot_stop_order')
            .set({
              status: to.status,
              reason: to.reason,
              order_id: null,
              triggered_price: null,
              triggered_at: null,
              updated_at: new Date(to.nowMs),
            })
            .where(
              'id',
              'in',
              ids.map((id) => String(id)),
            )
            .where('status', 'in', [...from])
            .returningAll()
            .execute(),

    async page(
      userId: number,
      filter: { symbol?: string; open: boolean },
      pageNo: number,
      pageSize: number,
    ) {
      let query = db
        .selectFrom('spot_stop_order')
        .where('user_id', '=', userId)
        .where('status', filter.open ? '=' : '<>', 'WAITING');
      if (filter.symbol !== undefined) query = query.where('market', '=', filter.symbol);
      const [rows, count] = await Promise.all([
        query
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type StopStore = ReturnType<typeof createStopStore<unknown>>;
