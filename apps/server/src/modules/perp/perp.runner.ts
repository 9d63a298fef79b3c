/**
 * The single writer of one perpetual contract, built like the spot market's
 * (`spot.runner.ts`): commands queue, a batch is placed in transaction A
 * (margin frozen, orders SUBMITTED) and matched in transaction B (engine,
 * fills settled into positions, trades, orders, the contract's sequence),
 * and callers are answered only after B commits.
 *
 * Beyond spot, the runner holds every OPEN position in memory: a placement's
 * rules depend on it (one direction, one leverage, closable lots). Other work
 * (closing a position, presets, a mark-price tick, funding, an operator's
 * change) runs as an exclusive task between batches. Recovery is spot's:
 * after a failure in B the book and the positions are rebuilt from the
 * database, and SUBMITTED orders are replayed in id order.
 */
import { OrderBook, risk, type EngineEvent } from '@exchange/engine';
import { decimal } from '@exchange/money';
import type { PerpPlaceOrder } from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Reply } from '../../lib/reply.js';
import { untilDone } from '../../lib/until-done.js';
import { postBatch, recordFees, type FeeSink } from '../ledger/index.js';
import { lotsFx, type Contract } from './perp.core.js';
import { placeBatch } from './perp.placing.js';
import { settle, type PerpTradeRecord } from './perp.settle.js';
import { previousExpiry } from './perp.settlement.js';
import {
  bookSnapshot,
  commandOf,
  fixedOf,
  filledOrders,
  freezePostings,
  type Fixed,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';
import type { PerpStore } from './perp.store.js';

const MAX_BATCH = 1000;
export const MAX_OPEN_PERP_ORDERS = 200;

export interface PerpBatchEvent {
  readonly symbol: string;
  readonly orders: readonly PerpOrderState[];
  readonly positions: readonly PositionState[];
  readonly trades: readonly PerpTradeRecord[];
  readonly atMs: number;
}

export interface PerpRunnerDeps {
  readonly db: Kysely<unknown>;
  readonly store: PerpStore;
  readonly clock: Clock;
  readonly publish: (event: PerpBatchEvent) => void;
  readonly log: (error: unknown, message: string) => void;
  /** Told in the matching transaction what each user paid in fees (the live venue records it for referral rebates). */
  readonly fees?: FeeSink;
}

export interface PlaceJob extends Reply<PerpOrderState> {
  readonly kind: 'place';
  readonly userId: number;
  readonly input: PerpPlaceOrder;
  readonly fingerprint: string;
}
interface CancelJob extends Reply<PerpOrderState> {
  readonly kind: 'cancel';
  readonly userId: number;
  readonly orderId: number;
}
interface TaskJob extends Reply<unknown> {
  readonly kind: 'task';
  readonly run: () => Promise<unknown>;
}
type Job = PlaceJob | CancelJob | TaskJob;

export interface CancelRequest {
  readonly orderId: number;
  readonly reason: string;
}

export class ContractRunner {
  private book = new OrderBook();
  private live = new Map<number, PerpOrderState>();
  private userOrders = new Map<number, Set<number>>();
  /** OPEN positions by user. */
  private positions = new Map<number, PositionState>();
  private queue: Job[] = [];
  private draining = false;
  private lastSeq = 0;
  private lastTrade = 0;
  /** The latest mark price; null until the first index price arrives. */
  mark: Fixed | null = null;
  /** The price of the latest trade; null before the first. */
  lastPrice: Fixed | null = null;
  /** A delivery series: when its current contract expires, and the last settlement. */
  expiresAt: number | null = null;
  lastSettlementPrice: Fixed | null = null;

  constructor(
    private current: Contract,
    readonly deps: PerpRunnerDeps,
  ) {}

  /** The contract's settings; an operator's change (`perp.config.ts`) replaces them between batches. */
  get contract(): Contract {
    return this.current;
  }

  reconfigure(change: (current: Contract) => Promise<Contract>): Promise<Contract> {
    return this.exclusive(async () => (this.current = await change(this.current)));
  }

  async start(): Promise<void> {
    const { store } = this.deps;
    const state = await store.contractState(this.contract.symbol);
    this.lastSeq = Number(state.last_seq);
    this.lastTrade = Number(state.last_trade);
    this.expiresAt = state.expires_at === null ? null : state.expires_at.getTime();
    this.lastSettlementPrice =
      state.last_settlement_price === null ? null : fixedOf(state.last_settlement_price);
    // A delivery series' current contract began at the previous expiry: older trades were another contract's.
    const { term } = this.contract;
    const since =
      this.contract.product === 'delivery' && term !== null && this.expiresAt !== null
        ? previousExpiry(term, this.expiresAt)
        : undefined;
    const last = await store.lastTradePrice(this.contract.symbol, since);
    this.lastPrice = last === null ? null : fixedOf(last);
    this.positions = new Map(
      (await store.openPositions(this.contract.symbol)).map((p) => [p.userId, p]),
    );
    const orders = await store.liveOrders(this.contract.symbol);
    const resting = orders.filter((o) => o.status === 'PENDING');
    const submitted = orders.filter((o) => o.status === 'SUBMITTED').sort((a, b) => a.id - b.id);
    this.book = OrderBook.fromSnapshot(bookSnapshot(resting));
    this.live = new Map();
    this.userOrders = new Map();
    for (const order of orders) this.track(order, true);
    if (submitted.length > 0) await this.match(submitted, []);
  }

  depth(levels: number) {
    return this.book.depth(levels);
  }

  order(orderId: number): PerpOrderState | undefined {
    return this.live.get(orderId);
  }

  position(userId: number): PositionState | undefined {
    return this.positions.get(userId);
  }

  allPositions(): PositionState[] {
    return [...this.positions.values()];
  }

  /** Every live order of the contract (SUBMITTED or PENDING). */
  allOrders(): PerpOrderState[] {
    return [...this.live.values()];
  }

  ordersOf(userId: number): PerpOrderState[] {
    return [...(this.userOrders.get(userId) ?? [])].flatMap((id) => this.live.get(id) ?? []);
  }

  place(userId: number, input: PerpPlaceOrder, fingerprint: string): Promise<PerpOrderState> {
    if ((this.userOrders.get(userId)?.size ?? 0) >= MAX_OPEN_PERP_ORDERS)
      return Promise.reject(new AppError('TOO_MANY_OPEN_ORDERS', { max: MAX_OPEN_PERP_ORDERS }));
    return this.enqueue<PerpOrderState>((reply) => ({
      kind: 'place',
      userId,
      input,
      fingerprint,
      ...reply,
    }));
  }

  cancel(userId: number, orderId: number): Promise<PerpOrderState> {
    return this.enqueue<PerpOrderState>((reply) => ({ kind: 'cancel', userId, orderId, ...reply }));
  }

  /** Runs `run` alone, between batches: the runner's state holds still while it reads and writes. */
  exclusive<T>(run: () => Promise<T>): Promise<T> {
    return this.enqueue<T>((reply) => ({ kind: 'task', run, ...(reply as Reply<unknown>) }));
  }

  private enqueue<T>(make: (reply: Reply<T>) => Job): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push(make({ resolve, reject }));
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) {
        const first = this.queue[0];
        if (first?.kind === 'task') {
          this.queue.shift();
          await first.run().then(first.resolve, first.reject);
          continue;
        }
        const end = this.queue.findIndex((job) => job.kind === 'task');
        const batch = this.queue.splice(
          0,
          Math.min(end === -1 ? this.queue.length : end, MAX_BATCH),
        );
        const places = batch.filter((job): job is PlaceJob => job.kind === 'place');
        const cancels = batch.filter((job): job is CancelJob => job.kind === 'cancel');
        await this.runBatch(places, cancels);
      }
    } finally {
      this.draining = false;
    }
  }

  private async runBatch(places: readonly PlaceJob[], cancels: readonly CancelJob[]) {
    const accepted: { job: PlaceJob; order: PerpOrderState }[] = [];
    if (places.length > 0) accepted.push(...(await placeBatch(this, places)));
    // Checked against the batch's own effects: a second cancel of one order
    // (a double click, or a cancel racing cancel-all) finds it already taken.
    const taken = new Set<number>();
    const requests: { job: CancelJob; order: PerpOrderState }[] = [];
    // A repeat is answered only after the batch: until the first cancel has
    // committed the order is not closed (a crash before it leaves it open).
    const repeats: CancelJob[] = [];
    for (const job of cancels) {
      const order = this.live.get(job.orderId);
      if (!order || order.userId !== job.userId || order.status !== 'PENDING')
        job.reject(new AppError('ORDER_ALREADY_CLOSED'));
      else if (taken.has(order.id)) repeats.push(job);
      else {
        taken.add(order.id);
        requests.push({ job, order });
      }
    }
    const answerRepeats = () => {
      for (const job of repeats)
        job.reject(
          new AppError(
            this.live.get(job.orderId)?.status === 'PENDING'
              ? 'MARKET_BUSY'
              : 'ORDER_ALREADY_CLOSED',
          ),
        );
    };
    try {
      await this.matchWithRecovery(
        accepted.map((a) => a.order),
        requests.map(({ job }) => ({ orderId: job.orderId, reason: 'user' })),
      );
      for (const { job, order } of accepted) job.resolve(order);
      for (const { job, order } of requests) job.resolve(order);
      answerRepeats();
      return;
    } catch {
      // Logged and rebuilt by matchWithRecovery: the placements are durable
      // and start() matched them; each cancel now runs alone, so one that
      // keeps failing cannot hold back the others or the market.
    }
    for (const { job, order } of accepted) job.resolve(this.live.get(order.id) ?? order);
    for (const { job } of requests) {
      const order = this.live.get(job.orderId);
      if (!order || order.status !== 'PENDING') {
        job.reject(new AppError('ORDER_ALREADY_CLOSED'));
        continue;
      }
      try {
        await this.matchWithRecovery([], [{ orderId: job.orderId, reason: 'user' }]);
        job.resolve(order);
      } catch {
        job.reject(new AppError('MARKET_BUSY'));
      }
    }
    answerRepeats();
  }

  /** Lists a live order; `reserve` counts a close order's lots against its position (start-up). */
  track(order: PerpOrderState, reserve = false): void {
    this.live.set(order.id, order);
    const set = this.userOrders.get(order.userId) ?? new Set<number>();
    set.add(order.id);
    this.userOrders.set(order.userId, set);
    if (order.action === 'close') {
      const position = this.positions.get(order.userId);
      if (position && reserve) position.pendingCloseLots += order.remainingLots;
    }
  }

  private untrack(order: PerpOrderState): void {
    this.live.delete(order.id);
    const set = this.userOrders.get(order.userId);
    set?.delete(order.id);
    if (set?.size === 0) this.userOrders.delete(order.userId);
  }

  /**
   * System orders (market closes of a position: the user's close button,
   * take-profit, stop-loss, liquidation) and cancels with their reason, in
   * one placement and one matching transaction. Runs inside a task.
   */
  async submit(
    build: (ids: readonly number[]) => PerpOrderState[],
    count: number,
    cancels: readonly CancelRequest[],
  ): Promise<PerpOrderState[]> {
    const now = this.deps.clock.nowMs();
    const orders = await this.deps.db.transaction().execute(async (trx) => {
      const built = build(await this.deps.store.nextOrderIds(trx, count));
      await this.deps.store.insertOrders(trx, this.contract.symbol, built);
      await postBatch(trx, freezePostings(this.contract, built), { partial: false, nowMs: now });
      return built;
    });
    for (const order of orders) {
      this.track(order);
      if (order.action === 'close') {
        const position = this.positions.get(order.userId);
        if (position) position.pendingCloseLots += order.lots;
      }
    }
    await this.matchWithRecovery(orders, cancels);
    return orders;
  }

  /** The contract's sequence and last trade number, as committed. */
  get committed(): { readonly seq: number; readonly tradeNo: number } {
    return { seq: this.lastSeq, tradeNo: this.lastTrade };
  }

  /** After a direct commit (`perp.direct.ts`): the new last trade, closed positions unlisted. */
  afterDirect(tradeNo: number, positions: readonly PositionState[], event: PerpBatchEvent): void {
    this.lastTrade = tradeNo;
    for (const p of positions) if (p.status === 'CLOSED') this.positions.delete(p.userId);
    this.deps.publish(event);
  }

  private async matchWithRecovery(
    orders: readonly PerpOrderState[],
    cancels: readonly CancelRequest[],
  ): Promise<void> {
    try {
      await this.match(orders, cancels);
    } catch (error) {
      this.deps.log(error, `perp ${this.contract.symbol}: matching batch failed, rebuilding`);
      // The book and positions may be ahead of the database: rebuild both;
      // start() replays the batch's SUBMITTED orders. Cancels are not retried.
      await this.rebuild();
      for (const order of orders) {
        const state = this.live.get(order.id);
        if (state) Object.assign(order, state);
      }
      throw error;
    }
  }

  /** Rebuilds from the database until that works: a failed commit may have left memory ahead. */
  private rebuild(): Promise<void> {
    return untilDone(
      () => this.start(),
      (error) => this.deps.log(error, `perp ${this.contract.symbol}: rebuild failed`),
    );
  }

  /** Transaction B: the engine, then positions, postings and rows in one commit. */
  private async match(orders: readonly PerpOrderState[], cancels: readonly CancelRequest[]) {
    const { contract } = this;
    const now = this.deps.clock.nowMs();
    const events: EngineEvent[] = [];
    const reasons = new Map<number, string>();
    let seq = this.lastSeq;
    for (const order of orders) {
      seq += 1;
      order.seq = seq;
      this.book.execute(commandOf(order), events);
    }
    for (const { orderId, reason } of cancels) {
      // Only a resting order, once: the engine would reject anything else and poison the batch.
      if (reasons.has(orderId) || this.live.get(orderId)?.status !== 'PENDING') continue;
      seq += 1;
      reasons.set(orderId, reason);
      this.book.execute({ kind: 'cancel', orderId }, events);
    }
    const outcome = await this.deps.db.transaction().execute(async (trx) => {
      const fills = events.filter((e) => e.kind === 'fill').length;
      const positionIds = await this.deps.store.nextPositionIds(trx, 2 * fills);
      let next = 0;
      const result = settle(contract, events, {
        orders: this.live,
        positions: this.positions,
        newPositionId: () => positionIds[next++] ?? 0,
        lastTradeNo: this.lastTrade,
        nowMs: now,
        batchSeq: this.lastSeq + 1,
      });
      // Close orders left without a position (it was closed by another
      // order) are cancelled in the same commit.
      const more: EngineEvent[] = [];
      const moreSeq = seq + 1;
      for (const order of this.live.values()) {
        if (order.action !== 'close' || order.status !== 'PENDING') continue;
        if (this.positions.has(order.userId)) continue;
        seq += 1;
        reasons.set(order.id, 'position_closed');
        this.book.execute({ kind: 'cancel', orderId: order.id }, more);
      }
      const extra = settle(contract, more, {
        orders: this.live,
        positions: this.positions,
        newPositionId: () => 0,
        lastTradeNo: result.lastTradeNo,
        nowMs: now,
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
      const positions = [
        ...new Set([...result.changedPositions.values(), ...extra.changedPositions.values()]),
      ];
      const postings = [...result.postings, ...extra.postings];
      await postBatch(trx, postings, { partial: false, nowMs: now });
      // Each fill's value, in the margin coin, counts for both its users (promotional credit's turnover).
      await recordFees(
        this.deps.fees,
        trx,
        postings,
        () =>
          result.trades.flatMap((t) => {
            const amount = decimal(
              risk.fxToString(risk.positionValue(contract.spec, lotsFx(t.lots), t.price)),
            );
            return [
              { userId: t.makerUserId, asset: contract.marginAsset, amount },
              { userId: t.takerUserId, asset: contract.marginAsset, amount },
            ];
          }),
        () => filledOrders(contract.symbol, changed),
      );
      await this.deps.store.savePositions(trx, contract.symbol, positions);
      await this.deps.store.updateOrders(trx, changed);
      await this.deps.store.insertTrades(trx, contract.symbol, result.trades, now);
      await this.deps.store.setContractState(trx, contract.symbol, seq, result.lastTradeNo);
      return { changed, positions, trades: result.trades, lastTradeNo: result.lastTradeNo };
    });
    this.lastSeq = seq;
    this.lastTrade = outcome.lastTradeNo;
    const last = outcome.trades.at(-1);
    if (last) this.lastPrice = last.price;
    for (const order of outcome.changed)
      if (order.status === 'FILLED' || order.status === 'CANCELLED') this.untrack(order);
    this.deps.publish({
      symbol: contract.symbol,
      orders: outcome.changed,
      positions: outcome.positions,
      trades: outcome.trades,
      atMs: now,
    });
  }
}
