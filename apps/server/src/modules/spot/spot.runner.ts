/**
 * The single writer of one market. Commands queue here; the runner takes
 * whatever has queued as one batch and runs it in two transactions:
 *
 *  A. placement: lock the placing users' balances, size and post every
 *     freeze, insert the orders as SUBMITTED. Commit.
 *  B. matching: run the batch through the in-memory engine, settle the events
 *     (postings, trades, order states), advance the market's sequence. Commit.
 *
 * Only then are callers answered and events published: nothing is
 * acknowledged before it is durable, and a batch shares each commit (group
 * commit). Two transactions because B locks the makers' accounts, known only
 * after matching; each locks its accounts at once in id order, so runners of
 * different markets queue on shared accounts instead of deadlocking.
 * After a crash between A and B the orders are SUBMITTED with funds frozen,
 * nobody answered: start-up replays them in id order. A failed B rebuilds
 * the book from the database and replays the same way.
 */
import { OrderBook, type Command, type EngineEvent } from '@exchange/engine';
import type { SpotOrder } from '@exchange/contracts';
import { toPlainString } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Reply } from '../../lib/reply.js';
import { untilDone } from '../../lib/until-done.js';
import { postBatch, recordFees, type FeeSink } from '../ledger/index.js';
import { quoteUnits, stepsToDecimal, type Market, type ValidOrder } from './spot.core.js';
import type { SpotBatchEvent } from './spot.events.js';
import { placeBatch } from './spot.placing.js';
import { batchEvent, filledOrders, settle, toWire, type OrderState } from './spot.settle.js';
import { orderFromRow, type SpotStore } from './spot.store.js';
import type { SpotOrderTable } from './spot.tables.js';

/** Most commands in one batch; more wait for the next commit. */
const MAX_BATCH = 2000;
/** Open orders one user may keep in one market. */
export const MAX_OPEN_ORDERS_PER_USER = 200;

export interface PlaceJob extends Reply<SpotOrder> {
  readonly kind: 'place';
  readonly userId: number;
  readonly order: ValidOrder;
  readonly clientOrderId: string | null;
  readonly fingerprint: string;
}
interface CancelJob extends Reply<SpotOrder> {
  readonly kind: 'cancel';
  readonly userId: number;
  readonly orderId: number;
}
type Job = PlaceJob | CancelJob;

/** One batch after its transaction A: the orders now durable as SUBMITTED, and its cancels. */
interface PlacedBatch {
  readonly placed: readonly { job: PlaceJob; order: OrderState }[];
  readonly cancels: readonly CancelJob[];
}

export interface RunnerDeps {
  readonly db: Kysely<unknown>;
  readonly store: SpotStore;
  readonly clock: Clock;
  readonly publish: (event: SpotBatchEvent) => void;
  /** The wire form of a stored order of any market: the answer to a repeated client order id. */
  readonly replay: (row: SpotOrderTable) => SpotOrder;
  readonly log: (error: unknown, message: string) => void;
  /** Told in transaction B what each user paid in fees (the live venue records it for referral rebates). */
  readonly fees?: FeeSink;
}

export class MarketRunner {
  private book = new OrderBook();
  /** Orders that are SUBMITTED or PENDING; finished ones leave after their commit. */
  private live = new Map<number, OrderState>();
  private openByUser = new Map<number, number>();
  private queue: Job[] = [];
  private draining = false;
  /** Set while the drain loop waits for B with nothing queued: a new command wakes it. */
  private wake: (() => void) | null = null;
  private lastSeq = 0;
  private lastTrade = 0;

  /** `market` changes only through `spot.config.ts`, which keeps its tick and lot (resting orders count in them). */
  constructor(
    public market: Market,
    private readonly deps: RunnerDeps,
  ) {}

  /** Rebuilds the book from the database and replays orders frozen but never matched. */
  async start(): Promise<void> {
    const state = await this.deps.store.marketState(this.market.symbol);
    this.lastSeq = Number(state.last_seq);
    this.lastTrade = Number(state.last_trade);
    const { resting, submitted } = await this.deps.store.liveOrders(this.market.symbol);
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
    this.book = OrderBook.fromSnapshot({ version: 1, bids: side('buy'), asks: side('sell') });
    this.live = new Map([...resting, ...submitted].map((o) => [o.id, o]));
    this.openByUser = new Map();
    for (const order of this.live.values()) this.countOpen(order.userId, 1);
    if (submitted.length > 0) await this.match(submitted, []);
  }

  depth(levels: number) {
    const { bids, asks } = this.book.depth(levels);
    const wire = (levels: readonly (readonly [number, number])[]) =>
      levels.map(
        ([ticks, lots]) =>
          [
            toPlainString(stepsToDecimal(ticks, this.market.tick)),
            toPlainString(stepsToDecimal(lots, this.market.lot)),
          ] as [string, string],
      );
    return { symbol: this.market.symbol, bids: wire(bids), asks: wire(asks) };
  }

  owns(orderId: number): OrderState | undefined {
    return this.live.get(orderId);
  }

  /** Orders resting or being matched. */
  openOrders = () => this.live.size;

  place(userId: number, order: ValidOrder, clientOrderId: string | null, fingerprint: string) {
    if ((this.openByUser.get(userId) ?? 0) >= MAX_OPEN_ORDERS_PER_USER)
      return Promise.reject(
        new AppError('TOO_MANY_OPEN_ORDERS', { max: MAX_OPEN_ORDERS_PER_USER }),
      );
    return this.enqueue((reply) => ({
      kind: 'place',
      userId,
      order,
      clientOrderId,
      fingerprint,
      ...reply,
    }));
  }

  cancel(userId: number, orderId: number) {
    return this.enqueue((reply) => ({ kind: 'cancel', userId, orderId, ...reply }));
  }

  private enqueue(make: (reply: Reply<SpotOrder>) => Job): Promise<SpotOrder> {
    return new Promise<SpotOrder>((resolve, reject) => {
      this.queue.push(make({ resolve, reject }));
      if (!this.draining) void this.drain();
      else this.wake?.();
    });
  }

  /**
   * Two stages in flight at once: batch k+1's transaction A (freezes and
   * inserts, on its own connection) runs while batch k's transaction B
   * commits, so the database works on both and the next batch's placements
   * are durable by the time the engine is free for them. B's stay strictly
   * in order: k+1 is matched only once k has committed and been answered.
   * A(k+1) and B(k) cannot deadlock: each locks its ledger accounts in one
   * statement in id order, and A touches no hold or order row that B locks.
   * A failed B is recovered only once no A is in flight (see `recover`).
   */
  private async drain(): Promise<void> {
    this.draining = true;
    try {
      let settling: { done: Promise<boolean>; batch: PlacedBatch } | null = null;
      while (this.queue.length > 0 || settling) {
        if (this.queue.length === 0 && settling) {
          // Nothing to overlap yet: wait for B, or for commands to place meanwhile.
          const wake = new Promise<void>((resolve) => (this.wake = resolve));
          const current = settling;
          const finished = await Promise.race([
            current.done.then(() => true),
            wake.then(() => false),
          ]);
          this.wake = null;
          if (finished) {
            if (!(await current.done)) await this.recover([current.batch]);
            settling = null;
            continue;
          }
        }
        const batch = this.queue.splice(0, MAX_BATCH);
        const places = batch.filter((job): job is PlaceJob => job.kind === 'place');
        const cancels = batch.filter((job): job is CancelJob => job.kind === 'cancel');
        const placed = places.length > 0 ? await this.placeNew(places) : [];
        const next: PlacedBatch = { placed, cancels };
        if (settling && !(await settling.done)) {
          // The rebuild matches every SUBMITTED order, this batch's too.
          await this.recover([settling.batch, next]);
          settling = null;
          continue;
        }
        settling = { done: this.settle(next), batch: next };
      }
    } finally {
      this.draining = false;
    }
  }

  /** Transaction A (`spot.placing.ts`); the orders it made durable join the runner's memory. */
  private async placeNew(batch: readonly PlaceJob[]) {
    const placed = await placeBatch(this.deps, this.market, batch);
    for (const { order } of placed) {
      this.live.set(order.id, order);
      this.countOpen(order.userId, 1);
    }
    return placed;
  }

  /** Transaction B for one batch, then its answers; false when it failed (nobody answered). */
  private async settle({ placed, cancels }: PlacedBatch): Promise<boolean> {
    try {
      await this.match(
        placed.map((p) => p.order),
        cancels,
      );
      for (const { job, order } of placed) job.resolve(toWire(this.market, order));
      return true;
    } catch (error) {
      this.deps.log(error, `spot ${this.market.symbol}: matching batch failed, isolating it`);
      return false;
    }
  }

  /**
   * After a failed B no command may hold the market back. The book is
   * rebuilt from the database (start() matches the placements, durable
   * since their transaction A), then each cancel runs alone: one that still
   * fails is refused with MARKET_BUSY and the rest go on.
   */
  private async recover(batches: readonly PlacedBatch[]): Promise<void> {
    await this.rebuild();
    for (const { placed } of batches)
      for (const { job, order } of placed) {
        const state = this.live.get(order.id);
        const row = state ? undefined : await this.deps.store.orderById(String(order.id));
        if (state) job.resolve(toWire(this.market, state));
        else if (row) job.resolve(toWire(this.market, orderFromRow(row)));
        else job.reject(new AppError('MARKET_BUSY'));
      }
    for (const { cancels } of batches)
      for (const job of cancels) {
        try {
          await this.match([], [job]);
        } catch (error) {
          this.deps.log(error, `spot ${this.market.symbol}: cancel of ${job.orderId} refused`);
          job.reject(new AppError('MARKET_BUSY'));
          await this.rebuild();
        }
      }
  }

  /** The book may be ahead of the database after a failed commit: rebuild it, until that works. */
  private rebuild(): Promise<void> {
    return untilDone(
      () => this.start(),
      (error) => this.deps.log(error, `spot ${this.market.symbol}: rebuild failed`),
    );
  }

  /** Transaction B: the engine, then settlement and the sequence in one commit. */
  private async match(orders: readonly OrderState[], cancels: readonly CancelJob[]): Promise<void> {
    const { market } = this;
    const now = this.deps.clock.nowMs();
    const events: EngineEvent[] = [];
    const cancelReplies: { job: CancelJob; order: OrderState | null }[] = [];
    let seq = this.lastSeq;
    for (const order of orders) {
      seq += 1;
      order.seq = seq;
      this.book.execute(this.commandOf(order), events);
    }
    // Checked against the batch's own effects: a second cancel of one order
    // (a double click, or a cancel racing cancel-all) finds it already taken.
    const cancelling = new Set<number>();
    for (const job of cancels) {
      const order = this.live.get(job.orderId);
      if (
        !order ||
        order.userId !== job.userId ||
        order.status !== 'PENDING' ||
        cancelling.has(order.id)
      ) {
        cancelReplies.push({ job, order: null });
        continue;
      }
      cancelling.add(order.id);
      seq += 1;
      this.book.execute({ kind: 'cancel', orderId: job.orderId }, events);
      cancelReplies.push({ job, order });
    }
    const settlement = settle(market, events, this.live, {
      lastTradeNo: this.lastTrade,
      nowMs: now,
      batchSeq: this.lastSeq + 1,
    });
    const changed = [...settlement.changed]
      .map((id) => this.live.get(id))
      .filter((o) => o !== undefined);
    for (const order of orders) if (!settlement.changed.has(order.id)) changed.push(order);

    await this.deps.db.transaction().execute(async (trx) => {
      await postBatch(trx, settlement.postings, { partial: false, nowMs: now });
      // Each fill's notional counts for both its users (promotional credit's turnover).
      await recordFees(
        this.deps.fees,
        trx,
        settlement.postings,
        () =>
          settlement.trades.flatMap((t) => [
            { userId: t.makerUserId, asset: market.quote, amount: t.quoteAmount },
            { userId: t.takerUserId, asset: market.quote, amount: t.quoteAmount },
          ]),
        () => filledOrders(market, changed),
      );
      await this.deps.store.insertTrades(trx, market.symbol, settlement.trades, now);
      await this.deps.store.updateOrders(trx, changed);
      await this.deps.store.setMarketState(trx, market.symbol, seq, settlement.lastTradeNo);
    });
    this.lastSeq = seq;
    this.lastTrade = settlement.lastTradeNo;

    const wire = new Map(changed.map((o) => [o.id, toWire(market, o)]));
    for (const order of changed) {
      if (order.status === 'FILLED' || order.status === 'CANCELLED') {
        this.live.delete(order.id);
        this.countOpen(order.userId, -1);
      }
    }
    for (const { job, order } of cancelReplies) {
      const reply = order ? wire.get(order.id) : undefined;
      if (reply) job.resolve(reply);
      else job.reject(new AppError('ORDER_ALREADY_CLOSED'));
    }
    this.deps.publish(batchEvent(market.symbol, events, settlement.trades, changed, wire, now));
  }

  private commandOf(order: OrderState): Command {
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
      ...(order.side === 'buy' ? { quoteLimit: quoteUnits(this.market, order.frozen) } : {}),
    };
  }

  private countOpen(userId: number, delta: number): void {
    const next = (this.openByUser.get(userId) ?? 0) + delta;
    if (next <= 0) this.openByUser.delete(userId);
    else this.openByUser.set(userId, next);
  }
}
