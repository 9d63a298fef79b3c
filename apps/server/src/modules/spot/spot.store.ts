import { decimal, toPlainString, type Decimal } from '@exchange/money';
import { ordersByClientIds } from '../../lib/client-order-ids.js';
import { unnest } from '../../lib/unnest.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { OrderState, TradeRecord } from './spot.settle.js';
import type { SpotOrderTable, SpotTables } from './spot.tables.js';

const text = (value: { toString(): string } | null) => (value === null ? null : value.toString());

export function orderFromRow(row: SpotOrderTable): OrderState {
  const optional = (value: string | null) => (value === null ? null : decimal(value));
  return {
    id: Number(row.id),
    userId: row.user_id,
    clientOrderId: row.client_order_id,
    side: row.side,
    type: row.type,
    timeInForce: row.time_in_force,
    price: optional(row.price),
    amount: optional(row.amount),
    quoteAmount: optional(row.quote_amount),
    priceTicks: row.price_ticks === null ? null : Number(row.price_ticks),
    lots: Number(row.lots),
    remainingLots: Number(row.remaining_lots),
    frozen: decimal(row.frozen),
    filledAmount: decimal(row.filled_amount),
    filledQuote: decimal(row.filled_quote),
    fee: decimal(row.fee),
    status: row.status,
    cancelReason: row.cancel_reason,
    seq: row.seq === null ? null : Number(row.seq),
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

/** SQL over the spot module's own tables. */
export function createSpotStore<T>(database: Kysely<T>) {
  const db = database as unknown as Kysely<SpotTables>;
  const on = (trx: Transaction<unknown> | undefined) =>
    (trx ?? db) as unknown as Kysely<SpotTables>;

  return {
    db,
    markets: () => db.selectFrom('spot_market').selectAll().orderBy('sort').execute(),

    marketState: (symbol: string) =>
      db
        .selectFrom('spot_market')
        .select(['last_seq', 'last_trade'])
        .where('symbol', '=', symbol)
        .executeTakeFirstOrThrow(),

    /** Resting orders in priority order per side, then orders frozen but never matched. */
    async liveOrders(symbol: string) {
      const rows = await db
        .selectFrom('spot_order')
        .selectAll()
        .where('market', '=', symbol)
        .where('status', 'in', ['PENDING', 'SUBMITTED'])
        .execute();
      const states = rows.map(orderFromRow);
      const resting = states
        .filter((o) => o.status === 'PENDING')
        .sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
      const submitted = states.filter((o) => o.status === 'SUBMITTED').sort((a, b) => a.id - b.id);
      return { resting, submitted };
    },

    async nextOrderIds(trx: Transaction<unknown>, count: number): Promise<number[]> {
      const { rows } = await sql<{ id: string }>`
        select nextval('spot_order_id_seq') as id from generate_series(1, ${count})`.execute(trx);
      return rows.map((row) => Number(row.id));
    },

    /** Inserts new orders; returns the ids inserted (a client order id already used is skipped). */
    async insertOrders(
      trx: Transaction<unknown>,
      symbol: string,
      orders: readonly (OrderState & { fingerprint: string })[],
    ): Promise<Set<number>> {
      if (orders.length === 0) return new Set();
      const { rows } = await sql<{ id: string }>`
        insert into spot_order (id, user_id, client_order_id, fingerprint, side, type,
          time_in_force, price, amount, quote_amount, price_ticks, lots, remaining_lots, frozen,
          created_at, updated_at, market, status)
        select v.*, ${symbol}, 'SUBMITTED' from ${unnest([
          [orders.map((o) => o.id), 'bigint'],
          [orders.map((o) => o.userId), 'integer'],
          [orders.map((o) => o.clientOrderId), 'text'],
          [orders.map((o) => o.fingerprint), 'text'],
          [orders.map((o) => o.side), 'text'],
          [orders.map((o) => o.type), 'text'],
          [orders.map((o) => o.timeInForce), 'text'],
          [orders.map((o) => text(o.price)), 'numeric'],
          [orders.map((o) => text(o.amount)), 'numeric'],
          [orders.map((o) => text(o.quoteAmount)), 'numeric'],
          [orders.map((o) => o.priceTicks), 'bigint'],
          [orders.map((o) => o.lots), 'bigint'],
          [orders.map((o) => o.remainingLots), 'bigint'],
          [orders.map((o) => toPlainString(o.frozen)), 'numeric'],
          [orders.map((o) => new Date(o.createdAt)), 'timestamptz'],
          [orders.map((o) => new Date(o.updatedAt)), 'timestamptz'],
        ])} as v
        on conflict (user_id, client_order_id) do nothing
        returning id`.execute(trx);
      return new Set(rows.map((row) => Number(row.id)));
    },

    async updateOrders(trx: Transaction<unknown>, orders: readonly OrderState[]): Promise<void> {
      if (orders.length === 0) return;
      await sql`update spot_order as o set remaining_lots = v.remaining_lots, frozen = v.frozen,
          filled_amount = v.filled_amount, filled_quote = v.filled_quote, fee = v.fee,
          status = v.status, cancel_reason = v.cancel_reason, seq = v.seq, updated_at = v.updated_at
        from ${unnest([
          [orders.map((o) => o.id), 'bigint'],
          [orders.map((o) => o.remainingLots), 'bigint'],
          [orders.map((o) => toPlainString(o.frozen)), 'numeric'],
          [orders.map((o) => toPlainString(o.filledAmount)), 'numeric'],
          [orders.map((o) => toPlainString(o.filledQuote)), 'numeric'],
          [orders.map((o) => toPlainString(o.fee)), 'numeric'],
          [orders.map((o) => o.status), 'text'],
          [orders.map((o) => o.cancelReason), 'text'],
          [orders.map((o) => o.seq), 'bigint'],
          [orders.map((o) => new Date(o.updatedAt)), 'timestamptz'],
        ])} as v(id, remaining_lots, frozen, filled_amount, filled_quote, fee,
          status, cancel_reason, seq, updated_at)
        where o.id = v.id`.execute(trx);
    },

    /** Several batches' trades in one statement, each batch's at its own time. */
    async insertTrades(
      trx: Transaction<unknown>,
      symbol: string,
      batches: readonly { readonly trades: readonly TradeRecord[]; readonly nowMs: number }[],
    ): Promise<void> {
      const trades = batches.flatMap((b) => b.trades);
      if (trades.length === 0) return;
      const times = batches.flatMap((b) => b.trades.map(() => new Date(b.nowMs)));
      await sql`insert into spot_trade (market, created_at, trade_no, price, amount, quote_amount,
          taker_side, maker_order_id, taker_order_id, maker_user_id, taker_user_id, maker_fee, taker_fee)
        select ${symbol}, v.* from ${unnest([
          [times, 'timestamptz'],
          [trades.map((t) => t.tradeNo), 'bigint'],
          [trades.map((t) => toPlainString(t.price)), 'numeric'],
          [trades.map((t) => toPlainString(t.amount)), 'numeric'],
          [trades.map((t) => toPlainString(t.quoteAmount)), 'numeric'],
          [trades.map((t) => t.takerSide), 'text'],
          [trades.map((t) => t.makerOrderId), 'bigint'],
          [trades.map((t) => t.takerOrderId), 'bigint'],
          [trades.map((t) => t.makerUserId), 'integer'],
          [trades.map((t) => t.takerUserId), 'integer'],
          [trades.map((t) => toPlainString(t.makerFee)), 'numeric'],
          [trades.map((t) => toPlainString(t.takerFee)), 'numeric'],
        ])} as v`.execute(trx);
    },

    async setMarketState(
      trx: Transaction<unknown>,
      symbol: string,
      lastSeq: number,
      lastTrade: number,
    ): Promise<void> {
      await on(trx)
        .updateTable('spot_market')
        .set({ last_seq: String(lastSeq), last_trade: String(lastTrade) })
        .where('symbol', '=', symbol)
        .execute();
    },

    /** Journals a matching batch (migration 0060) in its placing transaction; answers the row's id. */
    async insertJournal(
      trx: Transaction<unknown>,
      symbol: string,
      atMs: number,
      orderIds: readonly number[],
      cancels: readonly { readonly orderId: number; readonly userId: number }[],
      fees: { readonly maker: Decimal; readonly taker: Decimal },
    ): Promise<number> {
      const { rows } = await sql<{ id: string }>`
        insert into spot_journal (market, at, orders, cancels, cancel_users, maker_fee, taker_fee)
        values (${symbol}, ${new Date(atMs)}, ${orderIds.map(String)}::bigint[],
          ${cancels.map((c) => String(c.orderId))}::bigint[],
          ${cancels.map((c) => c.userId)}::integer[],
          ${toPlainString(fees.maker)}, ${toPlainString(fees.taker)})
        returning id`.execute(trx);
      return Number(rows[0]?.id);
    },

    /** The market's batches journaled but not projected, oldest first. */
    async journal(symbol: string) {
      const { rows } = await sql<{
        id: string;
        at: Date;
        orders: string[];
        cancels: string[];
        cancel_users: string[];
        maker_fee: string;
        taker_fee: string;
      }>`select id, at, orders::text[] as orders, cancels::text[] as cancels,
          cancel_users::text[] as cancel_users, maker_fee::text, taker_fee::text
        from spot_journal where market = ${symbol} order by id`.execute(db);
      return rows.map((row) => ({
        id: Number(row.id),
        atMs: row.at.getTime(),
        orders: row.orders.map(Number),
        cancels: row.cancels.map((id, i) => ({
          orderId: Number(id),
          userId: Number(row.cancel_users[i]),
        })),
        makerFee: decimal(row.maker_fee),
        takerFee: decimal(row.taker_fee),
      }));
    },

    /** Projected batches leave the journal in their projection's transaction. */
    async deleteJournal(trx: Transaction<unknown>, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await sql`delete from spot_journal where id = any(${ids.map(String)}::bigint[])`.execute(trx);
    },

    orderById: (id: string) =>
      db.selectFrom('spot_order').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * Orders already placed under any of these client order ids, read in the
     * placing transaction: one query per batch instead of one per request.
     */
    ordersByClientIds: (
      trx: Transaction<unknown>,
      keys: readonly { userId: number; clientOrderId: string }[],
    ) => ordersByClientIds<SpotOrderTable>(trx, 'spot_order', keys),

    async orderPage(
      userId: number,
      filter: { symbol?: string; open: boolean },
      pageNo: number,
      pageSize: number,
    ) {
      let base = db.selectFrom('spot_order').where('user_id', '=', userId);
      if (filter.symbol) base = base.where('market', '=', filter.symbol);
      base = filter.open
        ? base.where('status', 'in', ['SUBMITTED', 'PENDING'])
        : base.where('status', 'in', ['FILLED', 'CANCELLED']);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    openOrderIds: (userId: number, symbol?: string) => {
      let query = db
        .selectFrom('spot_order')
        .select(['id', 'market'])
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING');
      if (symbol) query = query.where('market', '=', symbol);
      return query.execute();
    },

    tradesOfOrder: (orderId: string) =>
      db
        .selectFrom('spot_trade')
        .selectAll()
        .where((eb) =>
          eb.or([eb('maker_order_id', '=', orderId), eb('taker_order_id', '=', orderId)]),
        )
        .orderBy('trade_no')
        .execute(),

    async userTradePage(
      userId: number,
      symbol: string | undefined,
      pageNo: number,
      pageSize: number,
    ) {
      let base = db
        .selectFrom('spot_trade')
        .where((eb) => eb.or([eb('maker_user_id', '=', userId), eb('taker_user_id', '=', userId)]));
      if (symbol) base = base.where('market', '=', symbol);
      const [rows, total] = await Promise.all([
        base
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('trade_no', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    orderByClientId: (userId: number, clientOrderId: string) =>
      db
        .selectFrom('spot_order')
        .selectAll()
        .where('user_id', '=', userId)
        .where('client_order_id', '=', clientOrderId)
        .executeTakeFirst(),

    /** A user's orders in one market, oldest first, from an id and within a time range. */
    ordersInRange(userId: number, symbol: string, range: SpotRange) {
      let query = db
        .selectFrom('spot_order')
        .selectAll()
        .where('user_id', '=', userId)
        .where('market', '=', symbol);
      if (range.fromId !== undefined) query = query.where('id', '>=', String(range.fromId));
      if (range.startMs !== undefined)
        query = query.where('created_at', '>=', new Date(range.startMs));
      if (range.endMs !== undefined) query = query.where('created_at', '<=', new Date(range.endMs));
      return query.orderBy('id').limit(range.limit).execute();
    },

    /** A user's fills in one market, oldest first; `fromId` is a trade number. */
    tradesInRange(userId: number, symbol: string, range: SpotRange & { orderId?: string }) {
      let query = db
        .selectFrom('spot_trade')
        .selectAll()
        .where('market', '=', symbol)
        .where((eb) => eb.or([eb('maker_user_id', '=', userId), eb('taker_user_id', '=', userId)]));
      if (range.orderId !== undefined) {
        const orderId = range.orderId;
        query = query.where((eb) =>
          eb.or([eb('maker_order_id', '=', orderId), eb('taker_order_id', '=', orderId)]),
        );
      }
      if (range.fromId !== undefined) query = query.where('trade_no', '>=', String(range.fromId));
      if (range.startMs !== undefined)
        query = query.where('created_at', '>=', new Date(range.startMs));
      if (range.endMs !== undefined) query = query.where('created_at', '<=', new Date(range.endMs));
      return query.orderBy('trade_no').limit(range.limit).execute();
    },

    tradesSince: (symbol: string, sinceMs: number) =>
      db
        .selectFrom('spot_trade')
        .selectAll()
        .where('market', '=', symbol)
        .where('created_at', '>=', new Date(sinceMs))
        .orderBy('trade_no')
        .execute(),
  };
}

export type SpotStore = ReturnType<typeof createSpotStore>;

/** A range of a user's orders or fills (the bot API's `allOrders` and `myTrades`). */
export interface SpotRange {
  readonly fromId?: number | undefined;
  readonly startMs?: number | undefined;
  readonly endMs?: number | undefined;
  readonly limit: number;
}
