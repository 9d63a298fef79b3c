/**
 * The single writer of one perpetual contract, built like the spot market's
 * (`spot.runner.ts`). Commands queue; the runner takes what has queued as
 * one batch and:
 *
 *  A. in one transaction (`perp.placing.ts`): checks each placement against
 *     its memory, freezes margin, inserts the orders SUBMITTED, matches the
 *     batch in memory (`perp.matching.ts`: the engine, then the fills into
 *     positions and postings, drawing position ids from the database) and
 *     journals it: the placements, the cancels with their reasons and the
 *     position ids drawn. Commit; the callers are answered.
 *  B. later (`perp.projection.ts`), for every batch matched since the last
 *     B: positions, postings, trades, order states, the contract's sequence,
 *     the journal rows deleted. Commit; then the batch's event goes out.
 *
 * Answering after A is safe because the outcome is fixed by then: matching
 * is deterministic given the book, the positions, the batch's time and the
 * position ids, all in the journal or the written state, and start-up
 * replays the journal rows left, in order, from the written state. Unlike
 * spot, matching happens inside A: the position ids a batch's fills open
 * must be drawn from the database and journaled before anyone is answered.
 * A failure of A after matching leaves the memory ahead of the database: the
 * batch is refused and the runner rebuilds.
 *
 * Beyond spot, the runner holds every OPEN position in memory: a placement's
 * rules depend on it (one direction, one leverage, closable lots). Other
 * work (closing a position, presets, a mark-price tick with its liquidations
 * and triggers, funding, an operator's change) runs as an exclusive task
 * between batches, once every batch answered is written: tasks read and
 * write the database directly. System orders and cancels (`submit`) go
 * through the journal too.
 *
 * Until B, order reads see the runner's own states (`order`), position
 * reads its positions (`position`, `unwrittenPosition`), and a balance the
 * batch's margin as A froze it: released margin, PnL and fees arrive with
 * B. Never more available than there is; a placement short of margin whose
 * user has effects still to be written waits for them (`shortOfFunds`).
 */
import type { PerpPlaceOrder } from '@exchange/contracts';
import type { Kysely, Transaction } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Reply } from '../../lib/reply.js';
import { JournalPipeline } from '../../lib/journal-pipeline.js';
import type { FeeSink } from '../ledger/index.js';
import type { Contract } from './perp.core.js';
import {
  ContractMemory,
  type CancelRequest,
  type PerpBatchEvent,
  type PerpProjection,
} from './perp.matching.js';
import { journalBatch } from './perp.placing.js';
import { project } from './perp.projection.js';
import { previousExpiry } from './perp.settlement.js';
import {
  fixedOf,
  freezePostings,
  type Fixed,
  type PerpOrderState,
  type PositionState,
} from './perp.state.js';
import type { PerpStore } from './perp.store.js';
import { postBatch } from '../ledger/index.js';

export type { CancelRequest, PerpBatchEvent } from './perp.matching.js';

const MAX_BATCH = 1000;
/** Batches answered but not yet written before the next one waits for B (the lag bound). */
const MAX_UNPROJECTED = 4;
export const MAX_OPEN_PERP_ORDERS = 200;

export interface PerpRunnerDeps {
  readonly db: Kysely<unknown>;
  readonly store: PerpStore;
  readonly clock: Clock;
  readonly publish: (event: PerpBatchEvent) => void;
  readonly log: (error: unknown, message: string) => void;
  /** Told in transaction B what each user paid in fees (the live venue records it for referral rebates). */
  readonly fees?: FeeSink;
  /** Told after each B how long its batches waited since they were answered (ms), for the benchmarks. */
  readonly projected?: (lagsMs: readonly number[]) => void;
  /**
   * Whether any contract still has to write effects for this user (released
   * margin, PnL): resolves once it has; null when nothing is pending.
   */
  readonly unsettled?: (userId: number) => Promise<void> | null;
}

export interface PlaceJob extends Reply<PerpOrderState> {
  readonly kind: 'place';
  readonly userId: number;
  readonly input: PerpPlaceOrder;
  readonly fingerprint: string;
  /** Times it came back short of margin while its user had effects still to be written. */
  retries: number;
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

export class ContractRunner extends JournalPipeline<PerpProjection, Job> {
  private memory = new ContractMemory(new Map(), [], 0, 0, null);
  /** Set when matching touched the memory in a transaction A not yet committed. */
  private dirty = false;
  /** The latest mark price; null until the first index price arrives. */
  mark: Fixed | null = null;
  /** A delivery series: when its current contract expires, and the last settlement. */
  expiresAt: number | null = null;
  lastSettlementPrice: Fixed | null = null;
  /** Users in cross margin here (`perp.cross.ts`); loaded at start, changed by `setMarginMode`. */
  readonly cross = new Set<number>();

  constructor(
    private current: Contract,
    readonly deps: PerpRunnerDeps,
  ) {
    super(deps, 'contract');
  }

  protected get label(): string {
    return `perp ${this.contract.symbol}`;
  }

  /** The contract's settings; an operator's change (`perp.config.ts`) replaces them between batches. */
  get contract(): Contract {
    return this.current;
  }

  /** The price of the latest trade matched; null before the first. */
  get lastPrice(): Fixed | null {
    return this.memory.lastPrice;
  }

  /** A delivery series' new contract starts without a last price. */
  set lastPrice(price: Fixed | null) {
    this.memory.lastPrice = price;
  }

  reconfigure(change: (current: Contract) => Promise<Contract>): Promise<Contract> {
    return this.exclusive(async () => (this.current = await change(this.current)));
  }

  /**
   * Rebuilds the memory from the written state, replays the journal rows
   * left (a crash or a failed B came between A and B) and writes them.
   */
  async start(): Promise<void> {
    this.unprojected = [];
    this.dirty = false;
    const { store } = this.deps;
    const { symbol } = this.contract;
    const state = await store.contractState(symbol);
    this.expiresAt = state.expires_at === null ? null : state.expires_at.getTime();
    this.lastSettlementPrice =
      state.last_settlement_price === null ? null : fixedOf(state.last_settlement_price);
    // A delivery series' current contract began at the previous expiry: older trades were another contract's.
    const { term } = this.contract;
    const since =
      this.contract.product === 'delivery' && term !== null && this.expiresAt !== null
        ? previousExpiry(term, this.expiresAt)
        : undefined;
    const last = await store.lastTradePrice(symbol, since);
    const positions = new Map((await store.openPositions(symbol)).map((p) => [p.userId, p]));
    const orders = await store.liveOrders(symbol);
    this.cross.clear();
    for (const userId of await store.crossUsers(symbol)) this.cross.add(userId);
    const memory = new ContractMemory(
      positions,
      orders,
      Number(state.last_seq),
      Number(state.last_trade),
      last === null ? null : fixedOf(last),
    );
    memory.marginModeOf = (userId) => (this.cross.has(userId) ? 'cross' : 'isolated');
    this.memory = memory;

    const journal = await store.journal(symbol);
    const listed = new Set(journal.flatMap((row) => row.orders));
    // Frozen by a version that matched in its second transaction (no journal row): journaled now, first.
    const unlisted = orders.filter((o) => o.status === 'SUBMITTED' && !listed.has(o.id));
    if (unlisted.length > 0) {
      const projection = await this.deps.db
        .transaction()
        .execute((trx) => this.matchInA(trx, this.deps.clock.nowMs(), unlisted, [], false));
      if (projection) this.unprojected.push(projection);
    }
    for (const row of journal) {
      const placed = row.orders.map((id) => {
        const order = memory.live.get(id);
        if (order?.status !== 'SUBMITTED')
          throw new Error(`perp ${symbol}: journal ${row.id} names order ${id}, not SUBMITTED`);
        return order;
      });
      const executed = memory.execute(placed, row.cancels);
      const { projection } = memory.settle(
        this.contract,
        row.id,
        row.atMs,
        executed,
        row.positionIds,
      );
      this.unprojected.push(projection);
    }
    memory.recountCloseLots();
    while (this.unprojected.length > 0)
      if (!(await this.projectPending())) throw new Error(`perp ${symbol}: replay not written`);
    // Everything journaled is written now, whoever was waiting for it.
    this.releaseWaiters();
  }

  depth(levels: number) {
    return this.memory.depth(levels);
  }

  /** The runner's state of an order: live, or finished and not yet written. */
  order(orderId: number): PerpOrderState | undefined {
    return this.memory.live.get(orderId) ?? this.memory.finished.get(orderId);
  }

  position(userId: number): PositionState | undefined {
    return this.memory.positions.get(userId);
  }

  /**
   * A new order names the position it adds to or closes, unless a batch not
   * yet written opened it (its row does not exist yet): then it names none
   * until a fill of its own, in memory as in its row, so a replay agrees.
   */
  nameWrittenPosition(order: PerpOrderState): PerpOrderState {
    if (order.positionId !== null && this.memory.unborn.has(order.positionId))
      order.positionId = null;
    return order;
  }

  /** A position as a batch not yet written left it (a closed one is no longer `position`). */
  unwrittenPosition(positionId: number): PositionState | undefined {
    return this.memory.unwritten.get(positionId);
  }

  allPositions(): PositionState[] {
    return [...this.memory.positions.values()];
  }

  /** Every live order of the contract (SUBMITTED or PENDING). */
  allOrders(): PerpOrderState[] {
    return [...this.memory.live.values()];
  }

  ordersOf(userId: number): PerpOrderState[] {
    return this.memory.ordersOf(userId);
  }

  place(userId: number, input: PerpPlaceOrder, fingerprint: string): Promise<PerpOrderState> {
    if (this.halted) return Promise.reject(new AppError('MARKET_BUSY'));
    if (this.memory.openCount(userId) >= MAX_OPEN_PERP_ORDERS)
      return Promise.reject(new AppError('TOO_MANY_OPEN_ORDERS', { max: MAX_OPEN_PERP_ORDERS }));
    return this.enqueue<PerpOrderState>((reply) => ({
      kind: 'place',
      userId,
      input,
      fingerprint,
      retries: 0,
      ...reply,
    }));
  }

  cancel(userId: number, orderId: number): Promise<PerpOrderState> {
    if (this.halted) return Promise.reject(new AppError('MARKET_BUSY'));
    return this.enqueue<PerpOrderState>((reply) => ({ kind: 'cancel', userId, orderId, ...reply }));
  }

  /**
   * Runs `run` alone, between batches, once every batch answered is written:
   * the runner's state and the database hold still and agree while it reads
   * and writes.
   */
  exclusive<T>(run: () => Promise<T>): Promise<T> {
    return this.enqueue<T>((reply) => ({ kind: 'task', run, ...(reply as Reply<unknown>) }));
  }

  /** Resolves once this contract has written what it answered for the user; null when it has. */
  unsettled(userId: number): Promise<void> | null {
    return this.memory.pendingUsers.has(userId) ? this.answeredWritten() : null;
  }

  private enqueue<T>(make: (reply: Reply<T>) => Job): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.push(make({ resolve, reject }));
    });
  }

  /**
   * The loop: journal and match a batch (A), answer it, hand it to B; a B
   * starts whenever none is in flight and batches wait. A waits for B only
   * when MAX_UNPROJECTED batches do, or when there is nothing to journal; a
   * task waits until everything is written.
   */
  protected async drain(): Promise<void> {
    while (this.queue.length > 0 || this.unprojected.length > 0 || this.projecting) {
      this.startWrite();
      const first = this.queue[0];
      if (first?.kind === 'task') {
        await this.flush();
        if (this.queue[0] !== first) continue; // refused while the contract was halted
        this.queue.shift();
        await first.run().then(first.resolve, first.reject);
        continue;
      }
      if (
        this.projecting &&
        (this.queue.length === 0 || this.unprojected.length >= MAX_UNPROJECTED)
      ) {
        await this.awaitWrite();
        continue;
      }
      if (this.queue.length === 0) continue;
      const end = this.queue.findIndex((job) => job.kind === 'task');
      const batch = this.queue.splice(0, Math.min(end === -1 ? this.queue.length : end, MAX_BATCH));
      await this.runBatch(
        batch.filter((job): job is PlaceJob => job.kind === 'place'),
        batch.filter((job): job is CancelJob => job.kind === 'cancel'),
      );
    }
  }

  protected write(batches: readonly PerpProjection[]): Promise<void> {
    return project(this.deps, this.contract.symbol, batches);
  }

  protected afterWrite(batch: PerpProjection): void {
    this.memory.written(batch);
    this.deps.publish({
      symbol: this.contract.symbol,
      orders: batch.orders,
      positions: batch.positions,
      trades: batch.trades,
      atMs: batch.nowMs,
    });
  }

  /** A for one batch of user commands, then its answers. */
  private async runBatch(places: readonly PlaceJob[], cancels: readonly CancelJob[]) {
    // Checked against the memory: a second cancel of one order in the batch
    // (a double click, a cancel racing cancel-all) finds it already taken.
    const taken = new Set<number>();
    const requests: CancelJob[] = [];
    for (const job of cancels) {
      const order = this.memory.live.get(job.orderId);
      if (
        !order ||
        order.userId !== job.userId ||
        order.status !== 'PENDING' ||
        taken.has(order.id)
      )
        job.reject(new AppError('ORDER_ALREADY_CLOSED'));
      else {
        taken.add(order.id);
        requests.push(job);
      }
    }
    const now = this.deps.clock.nowMs();
    let result;
    try {
      result = await journalBatch(this, places, now, (trx, placed) =>
        this.matchInA(
          trx,
          now,
          placed,
          requests.map((job) => ({ orderId: job.orderId, reason: 'user' })),
        ),
      );
    } catch (error) {
      for (const job of [...places, ...requests]) job.reject(error);
      await this.afterFailedA(error);
      return;
    }
    this.dirty = false;
    if (result.journaled) this.unprojected.push(result.journaled);
    for (const job of result.short) this.shortOfFunds(job, 'MARGIN_INSUFFICIENT');
    for (const { job, order } of result.placed) job.resolve({ ...order });
    for (const job of requests) {
      const order = this.order(job.orderId);
      if (order?.status === 'CANCELLED') job.resolve({ ...order });
      // Filled by one of this batch's placements before the cancel reached it.
      else job.reject(new AppError('ORDER_ALREADY_CLOSED'));
    }
  }

  /**
   * Inside transaction A: lists the batch's new orders (`admit`), matches
   * the batch in memory, draws the position ids its fills open, and
   * journals it. From here until the commit the memory is ahead of the
   * database, so a failure rebuilds (`afterFailedA`).
   */
  private async matchInA(
    trx: Transaction<unknown>,
    nowMs: number,
    orders: readonly PerpOrderState[],
    cancels: readonly CancelRequest[],
    admit = true,
  ): Promise<PerpProjection | null> {
    if (orders.length === 0 && cancels.length === 0) return null;
    this.dirty = true;
    if (admit) for (const order of orders) this.memory.track(order);
    const executed = this.memory.execute(orders, cancels);
    const drawn = await this.deps.store.nextPositionIds(trx, ContractMemory.idsNeeded(executed));
    // Journaled as executed: the cancels that reached the book, before settling adds its own.
    const journaledCancels = [...executed.reasons].map(([orderId, reason]) => ({
      orderId,
      reason,
    }));
    const { projection, usedIds } = this.memory.settle(this.contract, 0, nowMs, executed, drawn);
    const journalId = await this.deps.store.insertJournal(trx, this.contract.symbol, {
      atMs: nowMs,
      orders: orders.map((o) => o.id),
      cancels: journaledCancels,
      positionIds: usedIds,
    });
    return { ...projection, journalId };
  }

  /** After a failed A: if it had matched, the memory is ahead of the database and is rebuilt. */
  private async afterFailedA(error: unknown): Promise<void> {
    this.deps.log(error, `perp ${this.contract.symbol}: placing batch failed`);
    if (!this.dirty) return;
    const inFlight = this.projecting;
    this.projecting = null;
    if (inFlight) await inFlight;
    await this.recover();
  }

  /**
   * System orders (market closes of a position: the user's close button,
   * take-profit, stop-loss, liquidation) and cancels with their reason, in
   * one journaled batch, written before it returns. Runs inside a task.
   */
  async submit(
    build: (ids: readonly number[]) => PerpOrderState[],
    count: number,
    cancels: readonly CancelRequest[],
  ): Promise<PerpOrderState[]> {
    const now = this.deps.clock.nowMs();
    let orders: PerpOrderState[] = [];
    try {
      const projection = await this.deps.db.transaction().execute(async (trx) => {
        orders = build(await this.deps.store.nextOrderIds(trx, count)).map((o) =>
          this.nameWrittenPosition(o),
        );
        await this.deps.store.insertOrders(trx, this.contract.symbol, orders);
        await postBatch(trx, freezePostings(this.contract, orders), {
          partial: false,
          nowMs: now,
        });
        for (const order of orders) {
          const position = order.action === 'close' ? this.position(order.userId) : undefined;
          if (position) position.pendingCloseLots += order.lots;
        }
        return this.matchInA(trx, now, orders, cancels);
      });
      if (projection) this.unprojected.push(projection);
    } catch (error) {
      await this.afterFailedA(error);
      throw error;
    }
    this.dirty = false;
    await this.flush();
    return orders.map((order) => this.order(order.id) ?? order);
  }

  /** The contract's sequence and last trade number, as matched (and written, inside a task). */
  get committed(): { readonly seq: number; readonly tradeNo: number } {
    return { seq: this.memory.lastSeq, tradeNo: this.memory.lastTrade };
  }

  /** After a direct commit (`perp.direct.ts`): the new last trade, closed positions unlisted. */
  afterDirect(tradeNo: number, positions: readonly PositionState[], event: PerpBatchEvent): void {
    this.memory.lastTrade = tradeNo;
    for (const p of positions) if (p.status === 'CLOSED') this.memory.positions.delete(p.userId);
    this.deps.publish(event);
  }
}
