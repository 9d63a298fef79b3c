/** SQL over the perpetual module's own tables: the runner's writes and the API's reads. */
import { ordersByClientIds } from '../../lib/client-order-ids.js';
import { unnest } from '../../lib/unnest.js';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { PerpTradeRecord } from './perp.settle.js';
import { fixedOf, text, type PerpOrderState, type PositionState } from './perp.state.js';
import type { MarginMode, PerpOrderTable, PerpPositionTable, PerpTables } from './perp.tables.js';

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
    marginMode: row.margin_mode,
    pendingCloseLots: 0,
    openedAt: row.opened_at.getTime(),
    closedAt: row.closed_at === null ? null : row.closed_at.getTime(),
    updatedAt: row.updated_at.getTime(),
  };
}

/** What a journal row holds (migration 0061). */
export interface PerpJournalEntry {
  readonly atMs: number;
  readonly orders: readonly number[];
  readonly cancels: readonly { readonly orderId: number; readonly reason: string }[];
  readonly positionIds: readonly number[];
}

export type PerpListStatus = 'PENDING' | 'HISTORY' | 'OPEN' | 'CLOSED';

export function createPerpStore<T>(database: Kysely<T>) {
  const db = database as unknown as Kysely<PerpTables>;
  const on = (trx: Transaction<unknown>) => trx as unknown as Kysely<PerpTables>;
  // The sequence's name is in the statement's text, not a parameter: a profiler (the durable
  // benchmark's) tells the two apart and counts a batch at each order id draw.
  const ids = async (
    trx: Transaction<unknown>,
    sequence: 'perp_order_id_seq' | 'perp_position_id_seq',
    count: number,
  ) => {
    if (count === 0) return [];
    const query =
      sequence === 'perp_order_id_seq'
        ? sql<{ id: string }>`
          select nextval('perp_order_id_seq') as id from generate_series(1, ${count})`
        : sql<{ id: string }>`
          select nextval('perp_position_id_seq') as id from generate_series(1, ${count})`;
    const { rows } = await query.execute(trx);
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
        .orderBy('id')
        .execute();
      return rows.map(orderFromRow);
    },

    async openPositions(symbol: string): Promise<PositionState[]> {
      const rows = await db
        .selectFrom('perp_position')
        .selectAll()
        .where('contract', '=', symbol)
        .where('status', '=', 'OPEN')
        .orderBy('id')
        .execute();
      return rows.map(positionFromRow);
    },

    /** Users in cross margin on a contract (no row is isolated). */
    async crossUsers(symbol: string): Promise<number[]> {
      const rows = await db
        .selectFrom('perp_margin_mode')
        .select('user_id')
        .where('contract', '=', symbol)
        .where('mode', '=', 'cross')
        .execute();
      return rows.map((r) => r.user_id);
    },

    async setMarginMode(userId: number, symbol: string, mode: MarginMode): Promise<void> {
      await db
        .insertInto('perp_margin_mode')
        .values({ user_id: userId, contract: symbol, mode })
        .onConflict((oc) =>
          oc.columns(['user_id', 'contract']).doUpdateSet({ mode, updated_at: new Date() }),
        )
        .execute();
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
      if (orders.length === 0) return new Set();
      const { rows } = await sql<{ id: string }>`
        insert into perp_order (id, user_id, client_order_id, fingerprint, direction, action, type,
          time_in_force, price, price_ticks, lots, remaining_lots, leverage, margin, frozen,
          maker_fee_rate, taker_fee_rate, take_profit, stop_loss, trigger, position_id,
          created_at, updated_at, contract, status)
        select v.*, ${symbol}, 'SUBMITTED' from ${unnest([
          [orders.map((o) => o.id), 'bigint'],
          [orders.map((o) => o.userId), 'integer'],
          [orders.map((o) => o.clientOrderId), 'text'],
          [orders.map((o) => o.fingerprint), 'text'],
          [orders.map((o) => o.direction), 'text'],
          [orders.map((o) => o.action), 'text'],
          [orders.map((o) => o.type), 'text'],
          [orders.map((o) => o.timeInForce), 'text'],
          [orders.map((o) => optionalText(o.price)), 'numeric'],
          [orders.map((o) => o.priceTicks), 'bigint'],
          [orders.map((o) => o.lots), 'bigint'],
          [orders.map((o) => o.remainingLots), 'bigint'],
          [orders.map((o) => o.leverage), 'integer'],
          [orders.map((o) => text(o.margin)), 'numeric'],
          [orders.map((o) => text(o.frozen)), 'numeric'],
          [orders.map((o) => text(o.feeRates.maker)), 'numeric'],
          [orders.map((o) => text(o.feeRates.taker)), 'numeric'],
          [orders.map((o) => optionalText(o.takeProfit)), 'numeric'],
          [orders.map((o) => optionalText(o.stopLoss)), 'numeric'],
          [orders.map((o) => o.trigger), 'text'],
          [orders.map((o) => o.positionId), 'bigint'],
          [orders.map((o) => new Date(o.createdAt)), 'timestamptz'],
          [orders.map((o) => new Date(o.updatedAt)), 'timestamptz'],
        ])} as v
        on conflict (user_id, client_order_id) do nothing
        returning id`.execute(trx);
      return new Set(rows.map((row) => Number(row.id)));
    },

    async updateOrders(trx: Transaction<unknown>, orders: readonly PerpOrderState[]) {
      if (orders.length === 0) return;
      await sql`update perp_order as o set remaining_lots = v.remaining_lots, frozen = v.frozen,
          filled_lots = v.filled_lots, filled_price_lots = v.filled_value, fee = v.fee,
          realised_pnl = v.pnl, position_id = v.position_id, status = v.status,
          cancel_reason = v.cancel_reason, seq = v.seq, updated_at = v.updated_at
        from ${unnest([
          [orders.map((o) => o.id), 'bigint'],
          [orders.map((o) => o.remainingLots), 'bigint'],
          [orders.map((o) => text(o.frozen)), 'numeric'],
          [orders.map((o) => o.filledLots), 'bigint'],
          [orders.map((o) => text(o.filledValue)), 'numeric'],
          [orders.map((o) => text(o.fee)), 'numeric'],
          [orders.map((o) => text(o.realisedPnl)), 'numeric'],
          [orders.map((o) => o.positionId), 'bigint'],
          [orders.map((o) => o.status), 'text'],
          [orders.map((o) => o.cancelReason), 'text'],
          [orders.map((o) => o.seq), 'bigint'],
          [orders.map((o) => new Date(o.updatedAt)), 'timestamptz'],
        ])} as v(id, remaining_lots, frozen, filled_lots, filled_value, fee, pnl, position_id,
          status, cancel_reason, seq, updated_at)
        where o.id = v.id`.execute(trx);
    },

    /** Writes positions whole: inserted on their first fill, overwritten after. */
    async savePositions(
      trx: Transaction<unknown>,
      symbol: string,
      positions: readonly PositionState[],
    ) {
      if (positions.length === 0) return;
      await sql`
        insert into perp_position (id, user_id, direction, status, lots, closed_lots, leverage,
          entry_price, margin, realised_pnl, funding_fees, fees, take_profit, stop_loss,
          close_price, close_value, closed_by, hold_version, margin_mode, opened_at, closed_at,
          updated_at, contract)
        select v.*, ${symbol} from ${unnest([
          [positions.map((p) => p.id), 'bigint'],
          [positions.map((p) => p.userId), 'integer'],
          [positions.map((p) => p.direction), 'text'],
          [positions.map((p) => p.status), 'text'],
          [positions.map((p) => p.lots), 'bigint'],
          [positions.map((p) => p.closedLots), 'bigint'],
          [positions.map((p) => p.leverage), 'integer'],
          [positions.map((p) => text(p.entryPrice)), 'numeric'],
          [positions.map((p) => text(p.margin)), 'numeric'],
          [positions.map((p) => text(p.realisedPnl)), 'numeric'],
          [positions.map((p) => text(p.fundingFees)), 'numeric'],
          [positions.map((p) => text(p.fees)), 'numeric'],
          [positions.map((p) => optionalText(p.takeProfit)), 'numeric'],
          [positions.map((p) => optionalText(p.stopLoss)), 'numeric'],
          [
            positions.map((p) =>
              p.closedLots === 0 ? null : text(p.closeValue / BigInt(p.closedLots)),
            ),
            'numeric',
          ],
          [positions.map((p) => text(p.closeValue)), 'numeric'],
          [positions.map((p) => p.closedBy), 'text'],
          [positions.map((p) => p.holdVersion), 'integer'],
          [positions.map((p) => p.marginMode), 'text'],
          [positions.map((p) => new Date(p.openedAt)), 'timestamptz'],
          [
            positions.map((p) => (p.closedAt === null ? null : new Date(p.closedAt))),
            'timestamptz',
          ],
          [positions.map((p) => new Date(p.updatedAt)), 'timestamptz'],
        ])} as v
        on conflict (id) do update set status = excluded.status, lots = excluded.lots,
          closed_lots = excluded.closed_lots, entry_price = excluded.entry_price,
          margin = excluded.margin, realised_pnl = excluded.realised_pnl,
          funding_fees = excluded.funding_fees, fees = excluded.fees,
          take_profit = excluded.take_profit, stop_loss = excluded.stop_loss,
          close_price = excluded.close_price, close_value = excluded.close_value,
          closed_by = excluded.closed_by, hold_version = excluded.hold_version,
          closed_at = excluded.closed_at, updated_at = excluded.updated_at`.execute(trx);
    },

    /** Trades of one or more batches, each at its batch's time. */
    async insertTrades(
      trx: Transaction<unknown>,
      symbol: string,
      batches: readonly { readonly trades: readonly PerpTradeRecord[]; readonly nowMs: number }[],
    ) {
      const trades = batches.flatMap((b) => b.trades);
      if (trades.length === 0) return;
      const times = batches.flatMap((b) => b.trades.map(() => new Date(b.nowMs)));
      await sql`insert into perp_trade (contract, created_at, trade_no, price, lots,
          taker_direction, taker_action, maker_order_id, taker_order_id, maker_user_id,
          taker_user_id, maker_fee, taker_fee, maker_pnl, taker_pnl)
        select ${symbol}, v.* from ${unnest([
          [times, 'timestamptz'],
          [trades.map((t) => t.tradeNo), 'bigint'],
          [trades.map((t) => text(t.price)), 'numeric'],
          [trades.map((t) => t.lots), 'bigint'],
          [trades.map((t) => t.takerDirection), 'text'],
          [trades.map((t) => t.takerAction), 'text'],
          [trades.map((t) => t.makerOrderId), 'bigint'],
          [trades.map((t) => t.takerOrderId), 'bigint'],
          [trades.map((t) => t.makerUserId), 'integer'],
          [trades.map((t) => t.takerUserId), 'integer'],
          [trades.map((t) => text(t.makerFee)), 'numeric'],
          [trades.map((t) => text(t.takerFee)), 'numeric'],
          [trades.map((t) => text(t.makerPnl)), 'numeric'],
          [trades.map((t) => text(t.takerPnl)), 'numeric'],
        ])} as v`.execute(trx);
    },

    /** Journals a matching batch (migration 0061) in its placing transaction; answers the row's id. */
    async insertJournal(
      trx: Transaction<unknown>,
      symbol: string,
      entry: PerpJournalEntry,
    ): Promise<number> {
      const { rows } = await sql<{ id: string }>`
        insert into perp_journal (contract, at, orders, cancels, cancel_reasons, position_ids)
        values (${symbol}, ${new Date(entry.atMs)}, ${entry.orders.map(String)}::bigint[],
          ${entry.cancels.map((c) => String(c.orderId))}::bigint[],
          ${entry.cancels.map((c) => c.reason)}::text[],
          ${entry.positionIds.map(String)}::bigint[])
        returning id`.execute(trx);
      return Number(rows[0]?.id);
    },

    /** The contract's batches journaled but not projected, oldest first. */
    async journal(symbol: string): Promise<(PerpJournalEntry & { readonly id: number })[]> {
      const { rows } = await sql<{
        id: string;
        at: Date;
        orders: string[];
        cancels: string[];
        cancel_reasons: string[];
        position_ids: string[];
      }>`select id, at, orders::text[] as orders, cancels::text[] as cancels, cancel_reasons,
          position_ids::text[] as position_ids
        from perp_journal where contract = ${symbol} order by id`.execute(db);
      return rows.map((row) => ({
        id: Number(row.id),
        atMs: row.at.getTime(),
        orders: row.orders.map(Number),
        cancels: row.cancels.map((id, i) => ({
          orderId: Number(id),
          reason: row.cancel_reasons[i] ?? 'user',
        })),
        positionIds: row.position_ids.map(Number),
      }));
    },

    /** Projected batches leave the journal in their projection's transaction. */
    async deleteJournal(trx: Transaction<unknown>, ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await sql`delete from perp_journal where id = any(${ids.map(String)}::bigint[])`.execute(trx);
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

    /** A contract's trades since `sinceMs`, oldest first (the candles' start-up history). */
    tradesSince: (symbol: string, sinceMs: number) =>
      db
        .selectFrom('perp_trade')
        .select(['trade_no', 'price', 'lots', 'taker_direction', 'taker_action', 'created_at'])
        .where('contract', '=', symbol)
        .where('created_at', '>=', new Date(sinceMs))
        .orderBy('trade_no')
        .execute(),

    /** The price of a contract's latest trade, null before the first. */
    /** The latest trade's price, of trades since `sinceMs` when given (a delivery contract's own). */
    /**
     * The last price traded on the book: auto-deleveraging's trades, at a
     * bankruptcy price and off the book, are not one (the runner's memory
     * never takes them as its last price either).
     */
    async lastTradePrice(symbol: string, sinceMs?: number): Promise<string | null> {
      let query = db
        .selectFrom('perp_trade as t')
        .select('t.price')
        .where('t.contract', '=', symbol)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('perp_order as o')
                .select('o.id')
                .whereRef('o.id', '=', 't.maker_order_id')
                .where('o.trigger', '=', 'adl'),
            ),
          ),
        );
      if (sinceMs !== undefined) query = query.where('t.created_at', '>=', new Date(sinceMs));
      const row = await query.orderBy('t.trade_no', 'desc').limit(1).executeTakeFirst();
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
