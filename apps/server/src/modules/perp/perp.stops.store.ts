/**
 * The rows of contract conditional orders (migration 0068). Every change of
 * status is conditional on the status it leaves, so a trigger and a cancel
 * racing for one stop have exactly one winner.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { PerpStopOrderTable } from './perp.tables.js';

export type PerpStopRow = Selectable<PerpStopOrderTable>;
export type NewPerpStop = Omit<
  PerpStopRow,
  'id' | 'status' | 'reason' | 'order_id' | 'triggered_price' | 'triggered_at'
>;

interface Tables {
  perp_stop_order: PerpStopOrderTable;
}

export function createPerpStopStore<T>(database: Kysely<T>) {
  const db = database as unknown as Kysely<Tables>;
  const table = () => db.selectFrom('perp_stop_order').selectAll();
  return {
    insert: (stop: NewPerpStop) =>
      db
        .insertInto('perp_stop_order')
        .values({ ...stop, status: 'WAITING' })
        .returningAll()
        .executeTakeFirstOrThrow(),
    byId: (id: string) => table().where('id', '=', id).executeTakeFirst(),
    byClientId: (userId: number, clientOrderId: string) =>
      table()
        .where('user_id', '=', userId)
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst(),
    waiting: (symbol: string) =>
      table().where('symbol', '=', symbol).where('status', '=', 'WAITING').orderBy('id').execute(),
    /** Stops that took TRIGGERED and were cut off before their order was recorded. */
    unplaced: (symbol: string) =>
      table()
        .where('symbol', '=', symbol)
        .where('status', '=', 'TRIGGERED')
        .where('order_id', 'is', null)
        .orderBy('id')
        .execute(),
    /** The highest and lowest trade price since each waiting last-price stop was placed. */
    async extremes(symbol: string) {
      const { rows } = await sql<{ id: string; highest: string; lowest: string }>`
        select s.id, max(t.price) as highest, min(t.price) as lowest
        from perp_stop_order s
        join perp_trade t on t.contract = s.symbol and t.created_at > s.created_at
        where s.symbol = ${symbol} and s.status = 'WAITING' and s.source = 'last'
        group by s.id order by s.id`.execute(db);
      return rows;
    },
    /** WAITING to TRIGGERED; the row when this call took it. */
    claim: (id: number, price: string, nowMs: number) =>
      db
        .updateTable('perp_stop_order')
        .set({
          status: 'TRIGGERED',
          triggered_price: price,
          triggered_at: new Date(nowMs),
          updated_at: new Date(nowMs),
        })
        .where('id', '=', String(id))
        .where('status', '=', 'WAITING')
        .returningAll()
        .executeTakeFirst(),
    placed: (id: string, orderId: string, nowMs: number) =>
      db
        .updateTable('perp_stop_order')
        .set({ order_id: orderId, updated_at: new Date(nowMs) })
        .where('id', '=', id)
        .execute(),
    /** Ends a stop from `from` with `status` and `reason`; the row when this call ended it. */
    finish: (
      id: string,
      to: { status: 'CANCELLED' | 'REJECTED'; reason: string; nowMs: number },
      from: PerpStopRow['status'],
    ) =>
      db
        .updateTable('perp_stop_order')
        .set({ status: to.status, reason: to.reason, updated_at: new Date(to.nowMs) })
        .where('id', '=', id)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst(),
    async page(
      userId: number,
      filter: { symbol?: string; open: boolean },
      pageNo: number,
      pageSize: number,
    ) {
      let query = db
        .selectFrom('perp_stop_order')
        .where('user_id', '=', userId)
        .where('status', filter.open ? '=' : '<>', 'WAITING');
      if (filter.symbol !== undefined) query = query.where('symbol', '=', filter.symbol);
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

export type PerpStopStore = ReturnType<typeof createPerpStopStore<unknown>>;
