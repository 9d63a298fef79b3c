/**
 * The single writer of one perpetual contract, built like the spot market's
 * (`spot.runner.ts`): commands queue, a batch is placed in transaction A
 * (margin frozen, orders SUBMITTED) and matched in transaction B (engine,
 * fills settled into positions, trades, orders, the contract's sequence),
 * and callers are answered only after B commits.
 *
 * Beyond spot, the runner holds every OPEN position of the contract in
 * memory, because a placement's rules depend on it (one direction, one
 * leverage, closable lots) and two requests in one batch must see each
 * other. Work that is not a placement or a cancel (closing a position,
 * changing its presets, a mark-price tick, funding) runs as an exclusive
 * task between batches, so nothing else changes the state meanwhile.
 *
 * Recovery is spot's: after a failure in B the book and the positions are
 * rebuilt from the database, and SUBMITTED orders are replayed in id order.
 */
import { OrderBook, risk, type Command, type EngineEvent } from '@exchange/engine';
import type { PerpPlaceOrder } from '@exchange/contracts';
import { decimal, ZERO } from '@exchange/money';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { lockedAvailable, postBatch } from '../ledger/ledger.batch.js';
import { accountKey, type Posting } from '../ledger/ledger.types.js';
import { toFx, type Contract } from './perp.core.js';
import { preparePlacement, type PendingOpens } from './perp.place.js';
import { settle, type PerpTradeRecord } from './perp.settle.js';
import {
  accountsOf,
  engineSide,
  freezePosting,
  type Fixed,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';
import { orderFromRow, type PerpOrderRow, type PerpStore } from './perp.store.js';

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
}

interface Reply<T> {
  resolve(value: T): void;
  reject(error: unknown): void;
}
interface PlaceJob extends Reply<PerpOrderState> {
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
  /** The price of the latest trade; null before the first since start. */
  lastPrice: Fixed | null = null;

  constructor(
    readonly contract: Contract,
    private readonly deps: PerpRunnerDeps,
  ) {}

  async start(): Promise<void> {
    const { store } = this.deps;
    const state = await store.contractState(this.contract.symbol);
    this.lastSeq = Number(state.last_seq);
    this.lastTrade = Number(state.last_trade);
    this.positions = new Map(
      (await store.openPositions(this.contract.symbol)).map((p) => [p.userId, p]),
    );
    const orders = await store.liveOrders(this.contract.symbol);
    const resting = orders.filter((o) => o.status === 'PENDING');
    const submitted = orders.filter((o) => o.status === 'SUBMITTED').sort((a, b) => a.id - b.id);
    const side = (s: 'buy' | 'sell') =>
      resting
        .filter((o) => engineSide(o.direction, o.action) === s)
        .sort((a, b) =>
          a.priceTicks === b.priceTicks
            ? (a.seq ?? 0) - (b.seq ?? 0)
            : s === 'buy'
              ? b.priceTicks - a.priceTicks
              : a.priceTicks - b.priceTicks,
        )
        .map((o) => ({
          orderId: o.id,
          accountId: o.userId,
          priceTicks: o.priceTicks,
          lots: o.remainingLots,
        }));
    this.book = OrderBook.fromSnapshot({ version: 1, bids: side('buy'), asks: side('sell') });
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
    if (places.length > 0) accepted.push(...(await this.placeBatch(places)));
    const cancelRequests: CancelRequest[] = [];
    const cancelReplies: { job: CancelJob; order: PerpOrderState | undefined }[] = [];
    for (const job of cancels) {
      const order = this.live.get(job.orderId);
      const ok = order && order.userId === job.userId && order.status === 'PENDING';
      if (ok) cancelRequests.push({ orderId: job.orderId, reason: 'user' });
      cancelReplies.push({ job, order: ok ? order : undefined });
    }
    try {
      await this.matchWithRecovery(
        accepted.map((a) => a.order),
        cancelRequests,
      );
      for (const { job, order } of accepted) job.resolve(order);
      for (const { job, order } of cancelReplies) {
        if (order) job.resolve(order);
        else job.reject(new AppError('ORDER_ALREADY_CLOSED'));
      }
    } catch (error) {
      for (const { job } of accepted) job.reject(error);
      for (const { job } of cancelReplies) job.reject(error);
    }
  }

  /** Transaction A for user placements: validated against memory, frozen, inserted. */
  private async placeBatch(
    batch: readonly PlaceJob[],
  ): Promise<{ job: PlaceJob; order: PerpOrderState }[]> {
    const now = this.deps.clock.nowMs();
    const { contract } = this;
    const reserved: { position: PositionState; lots: number }[] = [];
    const opens = new Map<number, PendingOpens>();
    try {
      const result = await this.deps.db.transaction().execute(async (trx) => {
        const { fresh, repeats } = await this.splitRepeats(trx, batch);
        const ids = await this.deps.store.nextOrderIds(trx, fresh.length);
        const refs = accountsOf(contract);
        const available = await lockedAvailable(
          trx,
          [...new Set(fresh.map((j) => j.userId))].map((id) => refs.user(id)),
        );
        const candidates: { job: PlaceJob; order: PerpOrderState }[] = [];
        const refused: { job: PlaceJob; error: unknown }[] = [];
        fresh.forEach((job, index) => {
          try {
            const position = this.positions.get(job.userId);
            const order = preparePlacement(
              {
                contract,
                mark: this.mark,
                position,
                pendingOpens: opens.get(job.userId) ?? this.pendingOpens(job.userId),
                nowMs: now,
              },
              job.userId,
              job.input,
              { id: ids[index] ?? 0, fingerprint: job.fingerprint },
            );
            const key = accountKey(refs.user(job.userId));
            const have = toFx(available.get(key) ?? ZERO);
            if (order.frozen > have) throw new AppError('MARGIN_INSUFFICIENT');
            available.set(key, decimal(risk.fxToString(have - order.frozen)));
            if (order.action === 'close' && position) {
              position.pendingCloseLots += order.lots;
              reserved.push({ position, lots: order.lots });
            } else {
              const before = opens.get(job.userId) ?? this.pendingOpens(job.userId);
              opens.set(job.userId, {
                direction: order.direction,
                leverage: order.leverage,
                lots: (before?.lots ?? 0) + order.lots,
              });
            }
            candidates.push({ job, order });
          } catch (error) {
            refused.push({ job, error });
          }
        });
        const inserted = await this.deps.store.insertOrders(
          trx,
          contract.symbol,
          candidates.map((c) => c.order),
        );
        const placed = candidates.filter((c) => inserted.has(c.order.id));
        await postBatch(
          trx,
          placed.filter((c) => c.order.frozen > 0n).map((c) => freezePosting(contract, c.order)),
          { partial: false, nowMs: now },
        );
        const duplicates = candidates.filter((c) => !inserted.has(c.order.id));
        return { placed, refused, duplicates, repeats };
      });
      for (const { job, row } of result.repeats) {
        if (row.fingerprint === job.fingerprint) job.resolve(this.replay(row));
        else job.reject(new AppError('CLIENT_ORDER_ID_REUSED'));
      }
      for (const { job, error } of result.refused) job.reject(error);
      for (const { job, order } of result.duplicates) {
        this.unreserve(order);
        job.reject(new AppError('CLIENT_ORDER_ID_REUSED'));
      }
      for (const { order } of result.placed) this.track(order);
      return result.placed;
    } catch (error) {
      for (const { position, lots } of reserved) position.pendingCloseLots -= lots;
      for (const job of batch) job.reject(error);
      return [];
    }
  }

  private unreserve(order: PerpOrderState): void {
    const position = this.positions.get(order.userId);
    if (order.action === 'close' && position) position.pendingCloseLots -= order.lots;
  }

  /** A repeated client order id gets the stored order as it stands. */
  private replay(row: PerpOrderRow): PerpOrderState {
    return this.live.get(Number(row.id)) ?? orderFromRow(row);
  }

  private async splitRepeats(trx: Transaction<unknown>, jobs: readonly PlaceJob[]) {
    const keyed = jobs.flatMap((job) =>
      job.input.clientOrderId === null
        ? []
        : [{ userId: job.userId, clientOrderId: job.input.clientOrderId }],
    );
    if (keyed.length === 0) return { fresh: jobs, repeats: [] };
    const rows = await this.deps.store.ordersByClientIds(trx, keyed);
    const taken = new Map(rows.map((row) => [`${row.user_id}:${row.client_order_id}`, row]));
    const fresh: PlaceJob[] = [];
    const repeats: { job: PlaceJob; row: PerpOrderRow }[] = [];
    for (const job of jobs) {
      const row = taken.get(`${job.userId}:${job.input.clientOrderId}`);
      if (row) repeats.push({ job, row });
      else fresh.push(job);
    }
    return { fresh, repeats };
  }

  /** Direction, leverage and lots of a user's pending opening orders; null when none. */
  pendingOpens(userId: number): PendingOpens | null {
    let found = null as PendingOpens | null;
    for (const order of this.ordersOf(userId)) {
      if (order.action !== 'open') continue;
      found = {
        direction: order.direction,
        leverage: order.leverage,
        lots: (found?.lots ?? 0) + order.remainingLots,
      };
    }
    return found;
  }

  /** Lists a live order; `reserve` counts a close order's lots against its position (start-up). */
  private track(order: PerpOrderState, reserve = false): void {
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
      await postBatch(
        trx,
        built.filter((o) => o.frozen > 0n).map((o) => freezePosting(this.contract, o)),
        { partial: false, nowMs: now },
      );
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

  /** Order ids for orders built outside a placement (auto-deleveraging). */
  orderIds(count: number): Promise<number[]> {
    return this.deps.db.transaction().execute((trx) => this.deps.store.nextOrderIds(trx, count));
  }

  /**
   * Writes, in one transaction, what a task changed outside the engine:
   * finished orders it created (auto-deleveraging), their trades, positions
   * and postings, and `extra` rows (a funding round). If the commit fails the
   * memory is rebuilt from the database, as after a failed match.
   */
  async commitDirect(change: {
    readonly orders: readonly PerpOrderState[];
    readonly trades: readonly Omit<PerpTradeRecord, 'tradeNo'>[];
    readonly positions: readonly PositionState[];
    readonly postings: readonly Posting[];
    readonly extra?: (trx: Transaction<unknown>) => Promise<boolean>;
  }): Promise<boolean> {
    const now = this.deps.clock.nowMs();
    const trades = change.trades.map((t, i) => ({ ...t, tradeNo: this.lastTrade + i + 1 }));
    const lastTrade = this.lastTrade + trades.length;
    const { store } = this.deps;
    const symbol = this.contract.symbol;
    try {
      const applied = await this.deps.db.transaction().execute(async (trx) => {
        if (change.extra && !(await change.extra(trx))) return false;
        await store.insertOrders(trx, symbol, change.orders);
        await store.updateOrders(trx, change.orders);
        await postBatch(trx, [...change.postings], { partial: false, nowMs: now });
        await store.savePositions(trx, symbol, change.positions);
        await store.insertTrades(trx, symbol, trades, now);
        await store.setContractState(trx, symbol, this.lastSeq, lastTrade);
        return true;
      });
      if (!applied) {
        await this.start();
        return false;
      }
    } catch (error) {
      this.deps.log(error, `perp ${symbol}: direct change failed, rebuilding`);
      await this.start();
      throw error;
    }
    this.lastTrade = lastTrade;
    for (const p of change.positions) if (p.status === 'CLOSED') this.positions.delete(p.userId);
    this.deps.publish({
      symbol,
      orders: change.orders,
      positions: change.positions,
      trades,
      atMs: now,
    });
    return true;
  }

  /** Saves positions changed by a task without any money moving (presets). */
  async persist(positions: readonly PositionState[]): Promise<void> {
    await this.deps.db
      .transaction()
      .execute((trx) => this.deps.store.savePositions(trx, this.contract.symbol, positions));
    this.deps.publish({
      symbol: this.contract.symbol,
      orders: [],
      positions,
      trades: [],
      atMs: this.deps.clock.nowMs(),
    });
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
      await this.start();
      for (const order of orders) {
        const state = this.live.get(order.id);
        if (state) Object.assign(order, state);
      }
      throw error;
    }
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
      this.book.execute(this.commandOf(order), events);
    }
    for (const { orderId, reason } of cancels) {
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
      });
      // Close orders left without a position (it was closed by another
      // order) are cancelled in the same commit.
      const more: EngineEvent[] = [];
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
      await postBatch(trx, [...result.postings, ...extra.postings], { partial: false, nowMs: now });
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

  private commandOf(order: PerpOrderState): Command {
    return {
      kind: 'place',
      type: 'limit',
      orderId: order.id,
      accountId: order.userId,
      side: engineSide(order.direction, order.action),
      priceTicks: order.priceTicks,
      lots: order.lots,
      timeInForce: order.timeInForce,
    };
  }
}
