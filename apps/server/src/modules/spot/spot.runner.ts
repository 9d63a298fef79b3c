/**
 * The single writer of one market. Commands queue here; the runner takes
 * whatever has queued as one batch and:
 *
 *  A. journals it (`spot.placing.ts`): lock the placing users' balances,
 *     size and post every freeze, insert the orders as SUBMITTED and one
 *     journal row naming the batch's placements and cancels. Commit.
 *  M. matches it in memory (the engine, then `settle`), answers its callers
 *     and publishes the public part (trades, a changed book);
 *  B. projects it (`spot.projection.ts`): postings, trades, the orders' new
 *     states and the market's sequence, deleting the journal row. Commit;
 *     then the orders' and balances' events go out.
 *
 * Callers are answered once A has committed, because from then on the
 * batch's outcome is fixed: the engine is deterministic (no clock or I/O;
 * the batch's time is in its journal row), and start-up rebuilds the book
 * from the projected state and replays the journal rows left, in order,
 * which makes the same fills, trade numbers and order states as were
 * answered. So no acknowledged order or fill is lost or duplicated after a
 * crash at any point, between A and B included.
 *
 * B runs behind on its own connection while later batches are journaled
 * and matched; one B carries every batch matched since the previous one
 * began (fewer, larger writes). At most MAX_UNPROJECTED batches wait: then
 * the next A waits for B, which bounds the lag. Until B, the order reads
 * see the runner's own states (`owns`), and a balance shows the batch's
 * funds as they were after A: spent ones still frozen, proceeds and
 * releases not yet arrived. Never more available than there is.
 *
 * A failed A refuses its batch (nothing was journaled). A failed B leaves
 * the journal as it was: the runner rebuilds from the database, which
 * replays the same batches to the same outcome, and writes them again.
 * A batch that cannot be written (a bug, never a user's input) keeps the
 * market rebuilding and logging instead of answering anything new.
 * A and B touch different rows but the same ledger accounts: each locks its
 * accounts in one statement in id order, so they queue and never deadlock.
 */
import type { SpotOrder } from '@exchange/contracts';
import { toPlainString, type Decimal } from '@exchange/money';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Reply } from '../../lib/reply.js';
import { JournalPipeline } from '../../lib/journal-pipeline.js';
import type { FeeSink } from '../ledger/index.js';
import { stepsToDecimal, type Market, type ValidOrder } from './spot.core.js';
import type { SpotBatchEvent } from './spot.events.js';
import { MarketMemory, type CancelRequest } from './spot.matching.js';
import { journalBatch, type JournaledBatch } from './spot.placing.js';
import { project, type Projection } from './spot.projection.js';
import { toWire, type OrderState } from './spot.settle.js';
import { orderFromRow, type SpotStore } from './spot.store.js';
import { StopBook, type Fired, type LiveStop } from './spot.stops.core.js';
import type { StopStore } from './spot.stops.store.js';
import type { SpotOrderTable } from './spot.tables.js';

/** Most commands in one batch; more wait for the next commit. */
const MAX_BATCH = 2000;
/** Batches answered but not yet projected before the next one waits for B (the lag bound). */
const MAX_UNPROJECTED = 4;
/** Open orders one user may keep in one market. */
export const MAX_OPEN_ORDERS_PER_USER = 200;

export interface PlaceJob extends Reply<SpotOrder> {
  readonly kind: 'place';
  readonly userId: number;
  readonly order: ValidOrder;
  readonly clientOrderId: string | null;
  readonly fingerprint: string;
  /** Answered only once its batch is projected (its fills in the balances). */
  readonly settled: boolean;
  /** Times it came back short of funds while its user had effects still to be written. */
  retries: number;
  /** Set when a conditional order's trigger places it (`spot.stops.ts`). */
  readonly stop?: TriggeredStop;
}

/** The stop a triggered placement comes from: its hold moves to the order in transaction A. */
export interface TriggeredStop {
  readonly id: number;
  /** What the stop holds, released for the order's freeze. */
  readonly frozen: Decimal;
  /** The last price that triggered it. */
  readonly ticks: number;
}
export interface CancelJob extends Reply<SpotOrder> {
  readonly kind: 'cancel';
  readonly userId: number;
  readonly orderId: number;
}
type Job = PlaceJob | CancelJob;

export interface RunnerDeps {
  readonly db: Kysely<unknown>;
  readonly store: SpotStore;
  /** Conditional orders: transaction A takes a triggered one's stop with its order. */
  readonly stops: StopStore;
  readonly clock: Clock;
  readonly publish: (event: SpotBatchEvent) => void;
  /** The wire form of a stored order of any market: the answer to a repeated client order id. */
  readonly replay: (row: SpotOrderTable) => SpotOrder;
  readonly log: (error: unknown, message: string) => void;
  /** Told in transaction B what each user paid in fees (the live venue records it for referral rebates). */
  readonly fees?: FeeSink;
  /** Told after each B how long its batches waited since they were answered (ms), for the benchmarks. */
  readonly projected?: (lagsMs: readonly number[]) => void;
  /**
   * Told after a live batch (never a replay) of the stops its fills
   * triggered and of the OCO stops whose limit leg filled or ended, both
   * already out of `stops`: the stop desk acts on them (`spot.stops.ts`).
   */
  readonly stopsMoved?: (
    runner: MarketRunner,
    fired: readonly Fired[],
    ocoEnded: readonly LiveStop[],
  ) => void;
  /**
   * Whether any market still has to write effects for this user (a fill's
   * proceeds, a release): resolves once it has; null when nothing is pending.
   * A placement short of funds waits for that instead of being refused.
   */
  readonly unsettled?: (userId: number) => Promise<void> | null;
}

export class MarketRunner extends JournalPipeline<Projection, Job> {
  /** The book and order states (`spot.matching.ts`), rebuilt by `start`. */
  private memory = MarketMemory.load([], [], 0, 0);
  /** Waiting conditional orders and the last price; loaded by the stop desk, kept across rebuilds. */
  readonly stops = new StopBook<LiveStop>();

  /** `market` changes only through `spot.config.ts`, which keeps its tick and lot (resting orders count in them). */
  constructor(
    public market: Market,
    private readonly deps: RunnerDeps,
  ) {
    super(deps, 'market');
  }

  protected get label(): string {
    return `spot ${this.market.symbol}`;
  }

  /**
   * Rebuilds the book from the projected state, replays the journal rows
   * left (a crash or a failed B came between A and B) and writes them.
   */
  async start(): Promise<void> {
    this.unprojected = [];
    const { symbol } = this.market;
    const state = await this.deps.store.marketState(symbol);
    const { resting, submitted } = await this.deps.store.liveOrders(symbol);
    const memory = MarketMemory.load(
      resting,
      submitted,
      Number(state.last_seq),
      Number(state.last_trade),
    );
    this.memory = memory;

    const journal = await this.deps.store.journal(symbol);
    const listed = new Set(journal.flatMap((row) => row.orders));
    // Frozen by a version that answered only after B (no journal row): matched first, as one batch.
    const unlisted = submitted.filter((o) => !listed.has(o.id));
    if (unlisted.length > 0) this.match(this.market, null, this.deps.clock.nowMs(), unlisted, []);
    for (const row of journal) {
      const orders = row.orders.map((id) => {
        const order = memory.live.get(id);
        if (order?.status !== 'SUBMITTED')
          throw new Error(`spot ${symbol}: journal ${row.id} names order ${id}, not SUBMITTED`);
        return order;
      });
      // At the fee rates it was answered at, whatever an operator set since.
      const market = { ...this.market, makerFee: row.makerFee, takerFee: row.takerFee };
      this.match(market, row.id, row.atMs, orders, row.cancels);
    }
    while (this.unprojected.length > 0)
      if (!(await this.projectPending())) throw new Error(`spot ${symbol}: replay not written`);
    // Everything journaled is written now, whoever was waiting for it.
    this.releaseWaiters();
  }

  depth(levels: number) {
    const { bids, asks } = this.memory.depth(levels);
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

  /** The runner's state of an order it holds: live, or finished and not yet projected. */
  owns(orderId: number): OrderState | undefined {
    return this.memory.owns(orderId);
  }

  /** Orders resting or being matched. */
  openOrders = () => this.memory.live.size;

  /** Resolves once this market has written what it answered for the user; null when it has. */
  unsettled(userId: number): Promise<void> | null {
    return this.memory.pendingUsers.has(userId) ? this.answeredWritten() : null;
  }

  /** With `settled`, answered once the batch's effects are written, not at the journal commit. */
  place(
    userId: number,
    order: ValidOrder,
    clientOrderId: string | null,
    fingerprint: string,
    settled = false,
  ) {
    if (this.halted) return Promise.reject(new AppError('MARKET_BUSY'));
    if (this.memory.openOf(userId) >= MAX_OPEN_ORDERS_PER_USER)
      return Promise.reject(
        new AppError('TOO_MANY_OPEN_ORDERS', { max: MAX_OPEN_ORDERS_PER_USER }),
      );
    return this.enqueue((reply) => ({
      kind: 'place',
      userId,
      order,
      clientOrderId,
      fingerprint,
      settled,
      retries: 0,
      ...reply,
    }));
  }

  /**
   * Places the order a triggered stop makes: queued like any placement (no
   * open-order limit: its funds were held all along); transaction A takes
   * the stop or, when a cancel took it first, refuses with ORDER_ALREADY_CLOSED.
   */
  placeTriggered(userId: number, order: ValidOrder, stop: TriggeredStop) {
    if (this.halted) return Promise.reject(new AppError('MARKET_BUSY'));
    return this.enqueue((reply) => ({
      kind: 'place',
      userId,
      order,
      clientOrderId: null,
      fingerprint: `stop:${stop.id}`,
      settled: false,
      retries: 0,
      stop,
      ...reply,
    }));
  }

  cancel(userId: number, orderId: number) {
    if (this.halted) return Promise.reject(new AppError('MARKET_BUSY'));
    return this.enqueue((reply) => ({ kind: 'cancel', userId, orderId, ...reply }));
  }

  private enqueue(make: (reply: Reply<SpotOrder>) => Job): Promise<SpotOrder> {
    return new Promise<SpotOrder>((resolve, reject) => {
      this.push(make({ resolve, reject }));
    });
  }

  /**
   * The loop: journal a batch (A), match and answer it, hand it to B; a B
   * starts whenever none is in flight and batches wait. A waits for B only
   * when MAX_UNPROJECTED batches do, or when there is nothing to journal.
   */
  protected async drain(): Promise<void> {
    while (this.queue.length > 0 || this.unprojected.length > 0 || this.projecting) {
      this.startWrite();
      if (
        this.projecting &&
        (this.queue.length === 0 || this.unprojected.length >= MAX_UNPROJECTED)
      ) {
        await this.awaitWrite();
        continue;
      }
      if (this.queue.length === 0) continue;
      const batch = this.queue.splice(0, MAX_BATCH);
      // One configuration for the journal row and the matching (an operator may change it meanwhile).
      const { market } = this;
      const places = batch.filter((job): job is PlaceJob => job.kind === 'place');
      const cancels = batch.filter((job): job is CancelJob => job.kind === 'cancel');
      const { batch: journaled, short } = await journalBatch(this.deps, market, places, cancels);
      for (const job of short) this.shortOfFunds(job, 'INSUFFICIENT_BALANCE');
      if (!journaled) continue;
      const placed = journaled.placed.map(({ order }) => order);
      this.memory.admit(placed);
      const requests = journaled.cancels.map((job) => ({
        orderId: job.orderId,
        userId: job.userId,
        job,
      }));
      let matched: ReturnType<MarketRunner['match']>;
      try {
        matched = this.match(market, journaled.journalId, journaled.nowMs, placed, requests);
      } catch (error) {
        await this.afterFailedMatch(error, journaled);
        continue;
      }
      const { wire } = matched;
      this.moveStops(matched.fillTicks, matched.states);
      for (const { job, order } of journaled.placed) {
        const answer = wire.get(order.id) ?? toWire(market, order);
        if (!job.settled) job.resolve(answer);
        else void this.afterJournal(journaled.journalId).then(() => job.resolve(answer));
      }
    }
  }

  /**
   * A live batch's effect on the waiting stops: an OCO whose limit leg
   * filled (even in part) or ended loses its stop first; then the batch's
   * fill prices trigger what they reach. The desk is told; nothing here waits.
   */
  private moveStops(fillTicks: readonly number[], states: readonly OrderState[]): void {
    if (this.stops.size === 0) {
      this.stops.path(fillTicks);
      return;
    }
    const ocoEnded: LiveStop[] = [];
    for (const order of states) {
      const stop = this.stops.ocoOf(order.id);
      const ended = order.status === 'FILLED' || order.status === 'CANCELLED';
      if (!stop || (!ended && order.remainingLots === order.lots)) continue;
      this.stops.remove(stop.id);
      ocoEnded.push(stop);
    }
    const fired = this.stops.path(fillTicks);
    if (fired.length > 0 || ocoEnded.length > 0) this.deps.stopsMoved?.(this, fired, ocoEnded);
  }

  protected write(batches: readonly Projection[]): Promise<void> {
    return project(this.deps, this.market.symbol, batches);
  }

  protected afterWrite(batch: Projection): void {
    this.memory.written(batch);
    this.deps.publish(batch.event);
  }

  /**
   * Matching threw (a bug: the engine and `settle` refuse nothing a user can
   * send) after the batch was journaled, with the book half-changed. The
   * batch stays journaled, so nobody is refused: the runner rebuilds (the
   * replay matches it again) and then answers from what the replay made.
   */
  private async afterFailedMatch(error: unknown, batch: JournaledBatch): Promise<void> {
    this.deps.log(error, `spot ${this.market.symbol}: matching failed, rebuilding`);
    const inFlight = this.projecting;
    this.projecting = null;
    if (inFlight) await inFlight;
    await this.recover();
    const stateOf = async (id: number) => {
      const held = this.owns(id);
      if (held) return held;
      const row = await this.deps.store.orderById(String(id));
      return row ? orderFromRow(row) : undefined;
    };
    for (const { job, order } of batch.placed) {
      const state = await stateOf(order.id);
      if (state) job.resolve(toWire(this.market, state));
      else job.reject(new AppError('MARKET_BUSY'));
    }
    for (const job of batch.cancels) {
      const state = await stateOf(job.orderId);
      if (state?.status === 'CANCELLED' && state.userId === job.userId)
        job.resolve(toWire(this.market, state));
      else job.reject(new AppError('ORDER_ALREADY_CLOSED'));
    }
  }

  /**
   * Matches one journaled batch in memory (`MarketMemory.match`, which
   * answers its cancels), publishes its public part and queues the rest for
   * B; returns the wire state of every order it changed.
   */
  private match(
    market: Market,
    journalId: number | null,
    nowMs: number,
    orders: readonly OrderState[],
    cancels: readonly CancelRequest[],
  ) {
    const { wire, publicEvent, projection, fillTicks } = this.memory.match(
      market,
      journalId,
      nowMs,
      orders,
      cancels,
    );
    this.deps.publish(publicEvent);
    this.unprojected.push(projection);
    return { wire, fillTicks, states: projection.orders };
  }
}
