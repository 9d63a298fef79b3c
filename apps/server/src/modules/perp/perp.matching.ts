/**
 * The in-memory side of one contract (`perp.runner.ts` drives it): the book,
 * the live orders, the OPEN positions, and what batches changed until their
 * projection is written. `match` runs one journaled batch through the engine
 * and `settle`, and is deterministic: the same book, orders, positions,
 * batch time and position ids make the same fills, trade numbers, states and
 * postings. That is what lets a replay of the journal give the answers the
 * callers had.
 */
import { OrderBook, risk, type EngineEvent } from '@exchange/engine';
import { decimal } from '@exchange/money';
import { performance } from 'node:perf_hooks';
import type { FilledOrder, Posting, Traded } from '../ledger/index.js';
import { lotsFx, type Contract } from './perp.core.js';
import type { MarginMode } from './perp.tables.js';
import { settle, type PerpTradeRecord } from './perp.settle.js';
import {
  bookSnapshot,
  commandOf,
  filledOrders,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';

/** A cancel of a resting order with its reason: a user's (`user`) or the system's. */
export interface CancelRequest {
  readonly orderId: number;
  readonly reason: string;
}

export interface PerpBatchEvent {
  readonly symbol: string;
  readonly orders: readonly PerpOrderState[];
  readonly positions: readonly PositionState[];
  readonly trades: readonly PerpTradeRecord[];
  readonly atMs: number;
}

/** One matched batch waiting to be written. Everything in it is a copy: the runner's states move on. */
export interface PerpProjection {
  readonly journalId: number;
  readonly nowMs: number;
  readonly postings: readonly Posting[];
  readonly trades: readonly PerpTradeRecord[];
  /** The state of every order and position the batch changed, as it left them. */
  readonly orders: readonly PerpOrderState[];
  readonly positions: readonly PositionState[];
  /** For the fee sink: each fill's value for both its users, and the orders filled. */
  readonly traded: readonly Traded[];
  readonly filled: readonly FilledOrder[];
  /** The contract's sequence and trade number after the batch. */
  readonly seq: number;
  readonly lastTradeNo: number;
  /** `performance.now()` when the batch's callers were answered (for the lag). */
  readonly answeredAt: number;
  /** The users whose orders or positions it changed (their effects wait for this projection). */
  readonly users: readonly number[];
  /** The positions its fills opened (no row until it is written). */
  readonly opened: readonly number[];
}

/** The engine's part of a batch, before its settlement (whose position ids are drawn in between). */
export interface Executed {
  readonly events: EngineEvent[];
  readonly orders: readonly PerpOrderState[];
  /** The cancels that reached the book, with their reasons. */
  readonly reasons: Map<number, string>;
  readonly seq: number;
}

export class ContractMemory {
  readonly live = new Map<number, PerpOrderState>();
  private readonly userOrders = new Map<number, Set<number>>();
  /** Orders a batch finished whose new state is not yet written: what reads see meanwhile. */
  readonly finished = new Map<number, PerpOrderState>();
  /** Positions as batches not yet written left them, by id (a closed one is no longer in `positions`). */
  readonly unwritten = new Map<number, PositionState>();
  /** Positions opened by batches not yet written: an order row cannot name them yet. */
  readonly unborn = new Set<number>();
  /** Users touched by batches not yet written, with how many such batches. */
  readonly pendingUsers = new Map<number, number>();
  /** The price of the latest trade matched; null before the first. */
  lastPrice: bigint | null;
  /** A user's margin mode here, which a position opened by a batch takes (the runner's). */
  marginModeOf: (userId: number) => MarginMode = () => 'isolated';

  /**
   * From the written state: OPEN positions by user, live orders (PENDING
   * ones into the book in price and time priority; SUBMITTED ones wait for
   * the replay of their journal rows), the sequence and last trade number.
   */
  constructor(
    readonly positions: Map<number, PositionState>,
    orders: readonly PerpOrderState[],
    public lastSeq: number,
    public lastTrade: number,
    lastPrice: bigint | null,
    private readonly book = OrderBook.fromSnapshot(
      bookSnapshot(orders.filter((o) => o.status === 'PENDING')),
    ),
  ) {
    this.lastPrice = lastPrice;
    for (const order of orders) this.track(order);
  }

  depth(levels: number) {
    return this.book.depth(levels);
  }

  ordersOf(userId: number): PerpOrderState[] {
    return [...(this.userOrders.get(userId) ?? [])].flatMap((id) => this.live.get(id) ?? []);
  }

  openCount(userId: number): number {
    return this.userOrders.get(userId)?.size ?? 0;
  }

  track(order: PerpOrderState): void {
    this.live.set(order.id, order);
    const set = this.userOrders.get(order.userId) ?? new Set<number>();
    set.add(order.id);
    this.userOrders.set(order.userId, set);
  }

  untrack(order: PerpOrderState): void {
    this.live.delete(order.id);
    const set = this.userOrders.get(order.userId);
    set?.delete(order.id);
    if (set?.size === 0) this.userOrders.delete(order.userId);
  }

  /** Each position's lots promised to close orders, from the live close orders (after a replay). */
  recountCloseLots(): void {
    for (const position of this.positions.values()) position.pendingCloseLots = 0;
    for (const order of this.live.values()) {
      if (order.action !== 'close') continue;
      const position = this.positions.get(order.userId);
      if (position) position.pendingCloseLots += order.remainingLots;
    }
  }

  /**
   * The engine over a batch: placements in order, then cancels of resting
   * orders, each once. A cancel of an order this batch's placements already
   * filled finds it gone from the book (its state says PENDING until the
   * batch settles): the engine's refusal is dropped and the cancel skipped.
   */
  execute(orders: readonly PerpOrderState[], cancels: readonly CancelRequest[]): Executed {
    const events: EngineEvent[] = [];
    const reasons = new Map<number, string>();
    let seq = this.lastSeq;
    for (const order of orders) {
      seq += 1;
      order.seq = seq;
      this.book.execute(commandOf(order), events);
    }
    for (const { orderId, reason } of cancels) {
      if (reasons.has(orderId) || this.live.get(orderId)?.status !== 'PENDING') continue;
      const before = events.length;
      this.book.execute({ kind: 'cancel', orderId }, events);
      const outcome = events[before];
      if (outcome?.kind === 'rejected' && outcome.reason === 'UNKNOWN_ORDER') {
        events.length = before;
        continue;
      }
      seq += 1;
      reasons.set(orderId, reason);
    }
    return { events, orders, reasons, seq };
  }

  /** How many position ids settling `executed` may draw: two per fill at most. */
  static idsNeeded(executed: Executed): number {
    return 2 * executed.events.filter((e) => e.kind === 'fill').length;
  }

  /**
   * Settles an executed batch: fills into positions and postings, then the
   * cancels of close orders whose position is gone (in id order). Position
   * ids come from `positionIds` in order; returns the projection and the ids
   * it used (the journal keeps them for a replay).
   */
  settle(
    contract: Contract,
    journalId: number,
    nowMs: number,
    executed: Executed,
    positionIds: readonly number[],
  ): { projection: PerpProjection; usedIds: number[] } {
    const { events, orders, reasons } = executed;
    let seq = executed.seq;
    const usedIds: number[] = [];
    const result = settle(contract, events, {
      orders: this.live,
      positions: this.positions,
      newPositionId: () => {
        const id = positionIds[usedIds.length];
        if (id === undefined) throw new Error(`perp ${contract.symbol}: out of position ids`);
        usedIds.push(id);
        return id;
      },
      marginModeOf: this.marginModeOf,
      lastTradeNo: this.lastTrade,
      nowMs,
      batchSeq: this.lastSeq + 1,
    });
    // Close orders left without a position (another order closed it) are cancelled with the batch.
    const more: EngineEvent[] = [];
    const moreSeq = seq + 1;
    const orphans = [...this.live.values()]
      .filter((o) => o.action === 'close' && o.status === 'PENDING')
      .filter((o) => !this.positions.has(o.userId))
      .sort((a, b) => a.id - b.id);
    for (const order of orphans) {
      seq += 1;
      reasons.set(order.id, 'position_closed');
      this.book.execute({ kind: 'cancel', orderId: order.id }, more);
    }
    const extra = settle(contract, more, {
      orders: this.live,
      positions: this.positions,
      newPositionId: () => {
        throw new Error(`perp ${contract.symbol}: a cancel opened a position`);
      },
      marginModeOf: this.marginModeOf,
      lastTradeNo: result.lastTradeNo,
      nowMs,
      batchSeq: moreSeq,
    });
    const ids = new Set([
      ...result.changedOrders,
      ...extra.changedOrders,
      ...orders.map((o) => o.id),
    ]);
    const changed = [...ids].flatMap((id) => this.live.get(id) ?? []);
    for (const order of changed) {
      const reason = reasons.get(order.id);
      if (order.status === 'CANCELLED' && reason !== undefined) order.cancelReason = reason;
    }
    const touched = [
      ...new Set([...result.changedPositions.values(), ...extra.changedPositions.values()]),
    ];
    this.lastSeq = seq;
    this.lastTrade = extra.lastTradeNo;
    const last = result.trades.at(-1);
    if (last) this.lastPrice = last.price;

    // Copies: B writes the states this batch left, whatever later batches do to them.
    const states = changed.map((order) => ({ ...order }));
    const positions = touched.map((position) => ({ ...position }));
    for (const state of states) {
      if (state.status !== 'FILLED' && state.status !== 'CANCELLED') continue;
      const order = this.live.get(state.id);
      if (order) this.untrack(order);
      this.finished.set(state.id, state);
    }
    for (const position of positions) this.unwritten.set(position.id, position);
    for (const id of usedIds) this.unborn.add(id);
    const users = [...new Set([...states, ...positions].map((s) => s.userId))];
    for (const userId of users)
      this.pendingUsers.set(userId, (this.pendingUsers.get(userId) ?? 0) + 1);
    const value = (lots: number, price: bigint) =>
      decimal(risk.fxToString(risk.positionValue(contract.spec, lotsFx(lots), price)));
    return {
      usedIds,
      projection: {
        journalId,
        nowMs,
        postings: [...result.postings, ...extra.postings],
        trades: result.trades,
        orders: states,
        positions,
        // Each fill's value, in the margin coin, counts for both its users (promotional credit's turnover).
        traded: result.trades.flatMap((t) => [
          { userId: t.makerUserId, asset: contract.marginAsset, amount: value(t.lots, t.price) },
          { userId: t.takerUserId, asset: contract.marginAsset, amount: value(t.lots, t.price) },
        ]),
        filled: filledOrders(contract.symbol, states),
        seq,
        lastTradeNo: extra.lastTradeNo,
        answeredAt: performance.now(),
        users,
        opened: usedIds,
      },
    };
  }

  /** A projection was written: its finished orders, positions and users' pending effects are settled. */
  written(batch: PerpProjection): void {
    for (const order of batch.orders)
      if (this.finished.get(order.id) === order) this.finished.delete(order.id);
    for (const position of batch.positions)
      if (this.unwritten.get(position.id) === position) this.unwritten.delete(position.id);
    for (const id of batch.opened) this.unborn.delete(id);
    for (const userId of batch.users) {
      const left = (this.pendingUsers.get(userId) ?? 0) - 1;
      if (left > 0) this.pendingUsers.set(userId, left);
      else this.pendingUsers.delete(userId);
    }
  }
}
