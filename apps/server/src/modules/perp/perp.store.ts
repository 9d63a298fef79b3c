/** SQL over the perpetual module's own tables: the runner's writes and the API's reads. */
import { ordersByClientIds } from '../../lib/client-order-ids.js';
import { chunks } from '../../lib/chunks.js';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { PerpTradeRecord } from './perp.settle.js';
import { fixedOf, text, type PerpOrderState, type PositionState } from './perp.state.js';
import type { PerpOrderTable, PerpPositionTable, PerpTables } from './perp.tables.js';

const optional = (value: string | null) => (value === null ? null : fixedOf(value));
const optionalText = (value: bigint | null) => (value === null ? null : text(value));

export type PerpOrderRow = Selectable<PerpOrderTable>;
export type PerpPositionRow = Selectable<PerpPositionTable>;

export function orderFromRow(row: PerpOrderRow): PerpOrderState {
  return {
    id: Number(row.id),
    userId: row.user_id,
    clientOrderId: row.client_order_id,
    fingerprint: row.fingerprint,
    direction: row.direction,
    action: row.action,
    type: row.type,
    timeInForce: row.time_in_force,
    price: optional(row.price),
    priceTicks: Number(row.price_ticks ?? 0),
    lots: Number(row.lots),
    remainingLots: Number(row.remaining_lots),
    leverage: row.leverage,
    margin: fixedOf(row.margin),
    frozen: fixedOf(row.frozen),
    filledLots: Number(row.filled_lots),
    filledValue: fixedOf(row.filled_price_lots),
    fee: fixedOf(row.fee),
    realisedPnl: fixedOf(row.realised_pnl),
    feeRates: { maker: fixedOf(row.maker_fee_rate), taker: fixedOf(row.taker_fee_rate) },
    takeProfit: optional(row.take_profit),
    stopLoss: optional(row.stop_loss),
    trigger: row.trigger,
    positionId: row.position_id === null ? null : Number(row.position_id),
    status: row.status,
    cancelReason: row.cancel_reason,
    seq: row.seq === null ? null : Number(row.seq),
    createdAt: row.created_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

export function positionFromRow(row: PerpPositionRow): PositionState {
  return {
    id: Number(row.id),
    userId: row.user_id,
    direction: row.direction,
    leverage: row.leverage,
    lots: Number(row.lots),
    closedLots: Number(row.closed_lots),
    entryPrice: fixedOf(row.entry_price),
    margin: fixedOf(row.margin),
    realisedPnl: fixedOf(row.realised_pnl),
    fundingFees: fixedOf(row.funding_fees),
    fees: fixedOf(row.fees),
    takeProfit: optional(row.take_profit),
    stopLoss: optional(row.stop_loss),
    closeValue: fixedOf(row.close_value),
    status: row.status,
    closedBy: row.closed_by,
    holdVersion: row.hold_version,
    pendingCloseLots: 0,
    openedAt: row.opened_at.getTime(),
    closedAt: row.closed_at === null ? null : row.closed_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

export type PerpListStatus = 'PENDING' | 'HISTORY' | 'OPEN' | 'CLOSED';

export function createPerpStore<T>(database: Kysely<T>) {
  const db = database as unknown as Kysely<PerpTables>;
  const on = (trx: Transaction<unknown>) => trx as unknown as Kysely<PerpTables>;
  const ids = async (trx: Transaction<unknown>, sequence: string, count: number) => {
    if (count === 0) return [];
    const { rows } = await sql<{ id: string }>`
      select nextval(${sequence}) as id from generate_series(1, ${count})`.execute(trx);
    return rows.map((row) => Number(row.id));
  };

  return {
    db,
    contracts: () => db.selectFrom('perp_contract').selectAll().orderBy('sort').execute(),

    contractState: (symbol: string) =>
      db
        .selectFrom('perp_contract')
        .select(['last_seq', 'last_trade', 'expires_at', 'last_settlement_price'])
        .where('symbol', '=', symbol)
        .executeTakeFirstOrThrow(),

    async liveOrders(symbol: string): Promise<PerpOrderState[]> {
      const rows = await db
        .selectFrom('perp_order')
        .selectAll()
        .where('contract', '=', symbol)
        .where('status', 'in', ['PENDING', 'SUBMITTED'])
        .execute();
      return rows.map(orderFromRow);
    },

    async openPositions(symbol: string): Promise<PositionState[]> {
      const rows = await db
        .selectFrom('perp_position')
        .selectAll()
        .where('contract', '=', symbol)
        .where('status', '=', 'OPEN')
        .execute();
      return rows.map(positionFromRow);
    },

    nextOrderIds: (trx: Transaction<unknown>, count: number) =>
      ids(trx, 'perp_order_id_seq', count),
    nextPositionIds: (trx: Transaction<unknown>, count: number) =>
      ids(trx, 'perp_position_id_seq', count),

    ordersByClientIds: (
      trx: Transaction<unknown>,
      keys: readonly { userId: number; clientOrderId: string }[],
    ) => ordersByClientIds<PerpOrderRow>(trx, 'perp_order', keys),

    /** Inserts new orders; returns the ids inserted (a client order id already used is skipped). */
    async insertOrders(
      trx: Transaction<unknown>,
      symbol: string,
      orders: readonly PerpOrderState[],
    ): Promise<Set<number>> {
      const inserted = new Set<number>();
      for (const part of chunks(orders)) {
        const rows = await on(trx)
          .insertInto('perp_order')
          .values(
            part.map((o) => ({
              id: String(o.id),
              contract: symbol,
              user_id: o.userId,
              client_order_id: o.clientOrderId,
              fingerprint: o.fingerprint,
              direction: o.direction,
              action: o.action,
              type: o.type,
              time_in_force: o.timeInForce,
              price: optionalText(o.price),
              price_ticks: String(o.priceTicks),
              lots: String(o.lots),
              remaining_lots: String(o.remainingLots),
              leverage: o.leverage,
              margin: text(o.margin),
              frozen: text(o.frozen),
              maker_fee_rate: text(o.feeRates.maker),
              taker_fee_rate: text(o.feeRates.taker),
              take_profit: optionalText(o.takeProfit),
              stop_loss: optionalText(o.stopLoss),
              trigger: o.trigger,
              position_id: o.positionId === null ? null : String(o.positionId),
              status: 'SUBMITTED' as const,
              cancel_reason: null,
              seq: null,
              created_at: new Date(o.createdAt),
              updated_at: new Date(o.updatedAt),
            })),
          )
          .onConflict((oc) => oc.columns(['user_id', 'client_order_id']).doNothing())
          .returning('id')
          .execute();
        for (const row of rows) inserted.add(Number(row.id));
      }
      return inserted;
    },

    async updateOrders(trx: Transaction<unknown>, orders: readonly PerpOrderState[]) {
      for (const part of chunks(orders)) {
        const values = sql.join(
          part.map(
            (o) => sql`(${String(o.id)}::bigint, ${String(o.remainingLots)}::bigint,
              ${text(o.frozen)}::numeric, ${String(o.filledLots)}::bigint,
              ${text(o.filledValue)}::numeric, ${text(o.fee)}::numeric, ${text(o.realisedPnl)}::numeric,
              ${o.positionId === null ? null : String(o.positionId)}::bigint,
              ${o.status}::text, ${o.cancelReason}::text, ${o.seq === null ? null : String(o.seq)}::bigint,
              ${new Date(o.updatedAt)}::timestamptz)`,
          ),
        );
        await sql`update perp_order as o set remaining_lots = v.remaining_lots, frozen = v.frozen,
            filled_lots = v.filled_lots, filled_price_lots = v.filled_value, fee = v.fee,
            realised_pnl = v.pnl, position_id = v.position_id, status = v.status,
            cancel_reason = v.cancel_reason, seq = v.seq, updated_at = v.updated_at
          from (values ${values}) as v(id, remaining_lots, frozen, filled_lots, filled_value, fee,
            pnl, position_id, status, cancel_reason, seq, updated_at)
          where o.id = v.id`.execute(trx);
      }
    },

    /** Writes positions whole: inserted on their first fill, overwritten after. */
    async savePositions(
      trx: Transaction<unknown>,
      symbol: string,
      positions: readonly PositionState[],
    ) {
      for (const part of chunks(positions)) {
        await on(trx)
          .insertInto('perp_position')
          .values(
            part.map((p) => ({
              id: String(p.id),
              contract: symbol,
              user_id: p.userId,
              direction: p.direction,
              status: p.status,
              lots: String(p.lots),
              closed_lots: String(p.closedLots),
              leverage: p.leverage,
              entry_price: text(p.entryPrice),
              margin: text(p.margin),
              realised_pnl: text(p.realisedPnl),
              funding_fees: text(p.fundingFees),
              fees: text(p.fees),
              take_profit: optionalText(p.takeProfit),
              stop_loss: optionalText(p.stopLoss),
              close_price: p.closedLots === 0 ? null : text(p.closeValue / BigInt(p.closedLots)),
              close_value: text(p.closeValue),
              closed_by: p.closedBy,
              hold_version: p.holdVersion,
              opened_at: new Date(p.openedAt),
              closed_at: p.closedAt === null ? null : new Date(p.closedAt),
              updated_at: new Date(p.updatedAt),
            })),
          )
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              status: eb.ref('excluded.status'),
              lots: eb.ref('excluded.lots'),
              closed_lots: eb.ref('excluded.closed_lots'),
              entry_price: eb.ref('excluded.entry_price'),
              margin: eb.ref('excluded.margin'),
              realised_pnl: eb.ref('excluded.realised_pnl'),
              funding_fees: eb.ref('excluded.funding_fees'),
              fees: eb.ref('excluded.fees'),
              take_profit: eb.ref('excluded.take_profit'),
              stop_loss: eb.ref('excluded.stop_loss'),
              close_price: eb.ref('excluded.close_price'),
              close_value: eb.ref('excluded.close_value'),
              closed_by: eb.ref('excluded.closed_by'),
              hold_version: eb.ref('excluded.hold_version'),
              closed_at: eb.ref('excluded.closed_at'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
      }
    },

    async insertTrades(
      trx: Transaction<unknown>,
      symbol: string,
      trades: readonly PerpTradeRecord[],
      nowMs: number,
    ) {
      for (const part of chunks(trades)) {
        await on(trx)
          .insertInto('perp_trade')
          .values(
            part.map((t) => ({
              contract: symbol,
              trade_no: String(t.tradeNo),
              price: text(t.price),
              lots: String(t.lots),
              taker_direction: t.takerDirection,
              taker_action: t.takerAction,
              maker_order_id: String(t.makerOrderId),
              taker_order_id: String(t.takerOrderId),
              maker_user_id: t.makerUserId,
              taker_user_id: t.takerUserId,
              maker_fee: text(t.makerFee),
              taker_fee: text(t.takerFee),
              maker_pnl: text(t.makerPnl),
              taker_pnl: text(t.takerPnl),
              created_at: new Date(nowMs),
            })),
          )
          .execute();
      }
    },

    async setContractState(trx: Transaction<unknown>, symbol: string, seq: number, trade: number) {
      await on(trx)
        .updateTable('perp_contract')
        .set({ last_seq: String(seq), last_trade: String(trade) })
        .where('symbol', '=', symbol)
        .execute();
    },

    async insertFunding(
      trx: Transaction<unknown>,
      row: {
        contract: string;
        at: number;
        rate: bigint;
        mark: bigint;
        longLots: number;
        shortLots: number;
        residual: bigint;
      },
    ) {
      const result = await on(trx)
        .insertInto('perp_funding')
        .values({
          contract: row.contract,
          funding_time: new Date(row.at),
          rate: text(row.rate),
          mark_price: text(row.mark),
          long_lots: String(row.longLots),
          short_lots: String(row.shortLots),
          residual: text(row.residual),
        })
        .onConflict((oc) => oc.columns(['contract', 'funding_time']).doNothing())
        .returning('contract')
        .executeTakeFirst();
      return result !== undefined;
    },

    /** Records one settled delivery contract; false when it was already settled. */
    async insertSettlement(
      trx: Transaction<unknown>,
      row: {
        contract: string;
        expiresAt: number;
        price: string;
        samples: number;
        positions: number;
        lots: number;
        settledAt: number;
      },
    ): Promise<boolean> {
      const inserted = await on(trx)
        .insertInto('perp_settlement')
        .values({
          contract: row.contract,
          expires_at: new Date(row.expiresAt),
          price: row.price,
          samples: row.samples,
          positions: row.positions,
          lots: String(row.lots),
          settled_at: new Date(row.settledAt),
        })
        .onConflict((oc) => oc.columns(['contract', 'expires_at']).doNothing())
        .returning('contract')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Lists a series' next contract (and its last settlement price, when one settled). */
    async rollSeries(
      symbol: string,
      expiresAt: number,
      settlementPrice: string | null,
      trx?: Transaction<unknown>,
    ): Promise<void> {
      await (trx ? on(trx) : db)
        .updateTable('perp_contract')
        .set({
          expires_at: new Date(expiresAt),
          ...(settlementPrice === null ? {} : { last_settlement_price: settlementPrice }),
        })
        .where('symbol', '=', symbol)
        .execute();
    },

    /** The price of a contract's latest trade, null before the first. */
    /** The latest trade's price, of trades since `sinceMs` when given (a delivery contract's own). */
    async lastTradePrice(symbol: string, sinceMs?: number): Promise<string | null> {
      let query = db.selectFrom('perp_trade').select('price').where('contract', '=', symbol);
      if (sinceMs !== undefined) query = query.where('created_at', '>=', new Date(sinceMs));
      const row = await query.orderBy('trade_no', 'desc').limit(1).executeTakeFirst();
      return row?.price ?? null;
    },

    lastFunding: (symbol: string) =>
      db
        .selectFrom('perp_funding')
        .selectAll()
        .where('contract', '=', symbol)
        .orderBy('funding_time', 'desc')
        .limit(1)
        .executeTakeFirst(),
  };
}

export type PerpStore = ReturnType<typeof createPerpStore>;
