/**
 * The in-memory side of one spot market (`spot.runner.ts` drives it): the
 * book, the states of the orders in it or being matched, the orders a batch
 * finished until their projection is written, and who has effects waiting.
 * `match` runs one journaled batch through the engine and `settle`, and is
 * deterministic: the same book, states and batch make the same fills, trade
 * numbers, states and postings, which is what lets a replay of the journal
 * give the answers the callers had.
 */
import { OrderBook, type Command, type EngineEvent } from '@exchange/engine';
import type { SpotOrder } from '@exchange/contracts';
import { performance } from 'node:perf_hooks';
import { AppError } from '../../http/app-error.js';
import type { Reply } from '../../lib/reply.js';
import { quoteUnits, type Market } from './spot.core.js';
import type { SpotBatchEvent } from './spot.events.js';
import type { Projection } from './spot.projection.js';
import { batchEvent, filledOrders, settle, toWire, type OrderState } from './spot.settle.js';

/** A journaled cancel: from a caller, or from a journal row being replayed (nobody to answer). */
export interface CancelRequest {
  readonly orderId: number;
  readonly userId: number;
  readonly job?: Reply<SpotOrder>;
}

/** What matching one batch made. */
export interface Matched {
  /** The wire state of every order the batch changed. */
  readonly wire: Map<number, SpotOrder>;
  /** The trades and the book's change, for everyone at once. */
  readonly publicEvent: SpotBatchEvent;
  /** The rest, for transaction B. */
  readonly projection: Projection;
  /** The price of each fill in execution order, in ticks: the path conditional orders trigger on. */
  readonly fillTicks: readonly number[];
}

export class MarketMemory {
  /** Orders that are SUBMITTED or PENDING. */
  readonly live: Map<number, OrderState>;
  /** Orders a batch finished whose new state is not yet projected: what reads see meanwhile. */
  readonly finished = new Map<number, OrderState>();
  /** Users touched by batches not yet projected, with how many such batches. */
  readonly pendingUsers = new Map<number, number>();
  private readonly openByUser = new Map<number, number>();

  /**
   * From the projected state: resting orders (PENDING, into the book in
   * price and time priority), orders frozen but not matched (SUBMITTED), and
   * the market's sequence and last trade number.
   */
  constructor(
    private readonly book: OrderBook,
    resting: readonly OrderState[],
    submitted: readonly OrderState[],
    private lastSeq: number,
    private lastTrade: number,
  ) {
    this.live = new Map([...resting, ...submitted].map((o) => [o.id, o]));
    for (const order of this.live.values()) this.countOpen(order.userId, 1);
  }

  static load(
    resting: readonly OrderState[],
    submitted: readonly OrderState[],
    lastSeq: number,
    lastTrade: number,
  ): MarketMemory {
    const side = (s: 'buy' | 'sell') =>
      resting
        .filter((o) => o.side === s)
        .sort((a, b) =>
          a.priceTicks === b.priceTicks
            ? (a.seq ?? 0) - (b.seq ?? 0)
            : s === 'buy'
              ? (b.priceTicks ?? 0) - (a.priceTicks ?? 0)
              : (a.priceTicks ?? 0) - (b.priceTicks ?? 0),
        )
        .map((o) => ({
          orderId: o.id,
          accountId: o.userId,
          priceTicks: o.priceTicks ?? 0,
          lots: o.remainingLots,
        }));
    const book = OrderBook.fromSnapshot({ version: 1, bids: side('buy'), asks: side('sell') });
    return new MarketMemory(book, resting, submitted, lastSeq, lastTrade);
  }

  depth(levels: number) {
    return this.book.depth(levels);
  }

  /** The state of an order held here: live, or finished and not yet projected. */
  owns(orderId: number): OrderState | undefined {
    return this.live.get(orderId) ?? this.finished.get(orderId);
  }

  openOf(userId: number): number {
    return this.openByUser.get(userId) ?? 0;
  }

  /** Placements journaled by transaction A join before their batch is matched. */
  admit(orders: readonly OrderState[]): void {
    for (const order of orders) {
      this.live.set(order.id, order);
      this.countOpen(order.userId, 1);
    }
  }

  /** A projection was written: its finished orders and its users' pending effects are settled. */
  written(batch: Projection): void {
    for (const order of batch.orders)
      if (this.finished.get(order.id) === order) this.finished.delete(order.id);
    for (const userId of batch.users) {
      const left = (this.pendingUsers.get(userId) ?? 0) - 1;
      if (left > 0) this.pendingUsers.set(userId, left);
      else this.pendingUsers.delete(userId);
    }
  }

  /**
   * Runs one journaled batch through the engine and settles it: placements
   * first, in journal order, then cancels (each checked against the batch's
   * own effects: a second cancel of one order, a double click or a cancel
   * racing cancel-all, finds it already taken, and so does a cancel of an
   * order this batch's placements filled). Answers the cancels.
   */
  match(
    market: Market,
    journalId: number | null,
    nowMs: number,
    orders: readonly OrderState[],
    cancels: readonly CancelRequest[],
  ): Matched {
    const events: EngineEvent[] = [];
    const cancelReplies: { request: CancelRequest; order: OrderState | null }[] = [];
    let seq = this.lastSeq;
    for (const order of orders) {
      seq += 1;
      order.seq = seq;
      this.book.execute(commandOf(market, order), events);
    }
    const cancelling = new Set<number>();
    for (const request of cancels) {
      const order = this.live.get(request.orderId);
      if (
        !order ||
        order.userId !== request.userId ||
        order.status !== 'PENDING' ||
        cancelling.has(order.id)
      ) {
        cancelReplies.push({ request, order: null });
        continue;
      }
      cancelling.add(order.id);
      const before = events.length;
      this.book.execute({ kind: 'cancel', orderId: request.orderId }, events);
      const outcome = events[before];
      if (outcome?.kind === 'rejected' && outcome.reason === 'UNKNOWN_ORDER') {
        // Filled by one of this batch's placements, so gone from the book, while
        // its state still says PENDING (states change when the batch settles).
        events.length = before;
        cancelReplies.push({ request, order: null });
        continue;
      }
      seq += 1;
      cancelReplies.push({ request, order });
    }
    const settlement = settle(market, events, this.live, {
      lastTradeNo: this.lastTrade,
      nowMs,
      batchSeq: this.lastSeq + 1,
    });
    const changed = [...settlement.changed]
      .map((id) => this.live.get(id))
      .filter((o) => o !== undefined);
    for (const order of orders) if (!settlement.changed.has(order.id)) changed.push(order);
    this.lastSeq = seq;
    this.lastTrade = settlement.lastTradeNo;

    // Copies: B writes the states this batch left, whatever later batches do to them.
    const states = changed.map((order) => ({ ...order }));
    const wire = new Map(states.map((o) => [o.id, toWire(market, o)]));
    for (const state of states) {
      if (state.status !== 'FILLED' && state.status !== 'CANCELLED') continue;
      this.live.delete(state.id);
      this.finished.set(state.id, state);
      this.countOpen(state.userId, -1);
    }
    for (const { request, order } of cancelReplies) {
      const reply = order ? wire.get(order.id) : undefined;
      if (reply) request.job?.resolve(reply);
      else request.job?.reject(new AppError('ORDER_ALREADY_CLOSED'));
    }
    const users = [...new Set(states.map((o) => o.userId))];
    for (const userId of users)
      this.pendingUsers.set(userId, (this.pendingUsers.get(userId) ?? 0) + 1);
    const event = batchEvent(market.symbol, events, settlement.trades, states, wire, nowMs);
    const fillTicks = events.flatMap((e) => (e.kind === 'fill' ? [e.priceTicks] : []));
    return {
      wire,
      fillTicks,
      // The market sees the trades and the book now; owners hear of their orders and balances once written.
      publicEvent: { ...event, orders: [], balanceUsers: [] },
      projection: {
        journalId,
        nowMs,
        postings: settlement.postings,
        trades: settlement.trades,
        orders: states,
        // Each fill's notional counts for both its users (promotional credit's turnover).
        traded: settlement.trades.flatMap((t) => [
          { userId: t.makerUserId, asset: market.quote, amount: t.quoteAmount },
          { userId: t.takerUserId, asset: market.quote, amount: t.quoteAmount },
        ]),
        filled: filledOrders(market, states),
        seq,
        lastTradeNo: settlement.lastTradeNo,
        event: { ...event, trades: [], bookChanged: false },
        users,
        answeredAt: performance.now(),
      },
    };
  }

  private countOpen(userId: number, delta: number): void {
    const next = (this.openByUser.get(userId) ?? 0) + delta;
    if (next <= 0) this.openByUser.delete(userId);
    else this.openByUser.set(userId, next);
  }
}

function commandOf(market: Market, order: OrderState): Command {
  if (order.type === 'limit')
    return {
      kind: 'place',
      type: 'limit',
      orderId: order.id,
      accountId: order.userId,
      side: order.side,
      priceTicks: order.priceTicks ?? 0,
      lots: order.lots,
      timeInForce: order.timeInForce,
    };
  return {
    kind: 'place',
    type: 'market',
    orderId: order.id,
    accountId: order.userId,
    side: order.side,
    lots: order.lots,
    ...(order.side === 'buy' ? { quoteLimit: quoteUnits(market, order.frozen) } : {}),
  };
}
