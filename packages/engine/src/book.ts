/**
 * The fast order book for one market. Price-time priority; fills at the
 * maker's price; one writer; no clock, I/O or randomness, so the same commands
 * always produce the same events.
 *
 * Self-trade prevention, policy "cancel resting": an incoming order never
 * trades with a resting order of the same account. When matching reaches such
 * an order, the resting order is cancelled (reason 'self_trade') and matching
 * continues. Why this policy: the newest intent of the account wins, and the
 * taker's own semantics (IOC, FOK, market) stay unchanged.
 *
 * Order ids are unique among live orders (DUPLICATE_ID otherwise). Reuse of
 * a finished id is the sequencer's concern: idempotency on client order ids
 * lives upstream, and keeping every id ever seen would grow without bound.
 *
 * Why the shape: resting orders live in typed-array rows (OrderPool), found
 * by id through an open-addressing table (IdIndex), and price levels are
 * typed arrays too (BookSide). `executeInto` writes events into reusable
 * typed columns (EventBuffer), so a command allocates nothing at all;
 * `execute` is the same plus one object per event, for callers that want
 * objects. The structures stay small enough to remain in cache;
 * `npm run bench -- engine` measures the result.
 *
 * Invariants are not asserted per command (that cost a share of every
 * command); `checkInvariants()` checks them all, and the differential tests
 * call it after every command.
 */
import { NIL } from './columns.js';
import { EventBuffer, cancelCode, rejectCode } from './events.js';
import { IdIndex } from './ids.js';
import { BUY, OrderPool, SELL } from './orders.js';
import { affordableLots, assert, isLots, isPrice, validatePlace } from './rules.js';
import { BookSide } from './side.js';
import { MAX_ORDERS, MAX_PRICE_TICKS } from './types.js';
import type {
  CancelCommand,
  Command,
  Depth,
  DepthLevel,
  Engine,
  EngineEvent,
  PlaceCommand,
  Snapshot,
} from './types.js';

/** A limit key below every real one: market orders cross any price. */
const ANY_PRICE_KEY = -(MAX_PRICE_TICKS + 1);

// Reason codes of the event columns (events.ts), looked up once.
const DUPLICATE_ID = rejectCode('DUPLICATE_ID');
const UNKNOWN_ORDER = rejectCode('UNKNOWN_ORDER');
const POST_ONLY_WOULD_TAKE = rejectCode('POST_ONLY_WOULD_TAKE');
const FOK_NOT_FILLABLE = rejectCode('FOK_NOT_FILLABLE');
const NO_LIQUIDITY = rejectCode('NO_LIQUIDITY');
const BOOK_FULL = rejectCode('BOOK_FULL');
const USER = cancelCode('user');
const IOC_REMAINDER = cancelCode('ioc_remainder');
const SELF_TRADE = cancelCode('self_trade');
const MARKET_REMAINDER = cancelCode('market_remainder');

export interface OrderBookOptions {
  /**
   * Resting orders at most, MAX_ORDERS by default and at most; a smaller cap
   * suits tests and memory budgets. See MAX_ORDERS for what a full book does.
   */
  readonly maxOrders?: number;
}

export class OrderBook implements Engine {
  private readonly orders = new OrderPool();
  private readonly ids = new IdIndex(this.orders);
  private readonly bids = new BookSide('buy', this.orders);
  private readonly asks = new BookSide('sell', this.orders);
  private readonly maxOrders: number;
  /** Reused by `execute`, which is `executeInto` plus turning the rows into objects. */
  private readonly scratch = new EventBuffer();

  constructor(options: OrderBookOptions = {}) {
    const maxOrders = options.maxOrders ?? MAX_ORDERS;
    assert(
      Number.isSafeInteger(maxOrders) && maxOrders >= 1 && maxOrders <= MAX_ORDERS,
      'maxOrders is an integer in [1, MAX_ORDERS]',
    );
    this.maxOrders = maxOrders;
  }

  /** Applies one command, appending its events to `out` as objects. */
  execute(command: Command, out: EngineEvent[]): void {
    const scratch = this.scratch;
    scratch.reset();
    try {
      this.executeInto(command, scratch);
    } finally {
      // Also on an assertion failure, so `out` gets what it always got: the
      // events written before the throw.
      scratch.appendTo(out);
    }
  }

  /**
   * Applies one command, appending its events to `events` without allocating
   * (once the buffer has grown to the largest command's events). The caller
   * resets the buffer when it has consumed them.
   */
  executeInto(command: Command, events: EventBuffer): void {
    if (command.kind === 'place') this.place(command, events);
    else this.cancel(command, events);
  }

  get orderCount(): number {
    return this.ids.size;
  }

  bestBid(): number | undefined {
    return bestPrice(this.bids);
  }

  bestAsk(): number | undefined {
    return bestPrice(this.asks);
  }

  private cancel(command: CancelCommand, out: EventBuffer): void {
    const cell = this.ids.probe(command.orderId);
    if (cell < 0) {
      out.rejected(command.orderId, UNKNOWN_ORDER);
      return;
    }
    const slot = this.ids.slotAt(cell);
    const remainingLots = this.orders.lotsOf(slot);
    this.removeResting(slot, cell);
    out.cancelled(command.orderId, remainingLots, USER);
  }

  private place(command: PlaceCommand, out: EventBuffer): void {
    const orderId = command.orderId;
    const invalid = validatePlace(command);
    if (invalid !== null) {
      out.rejected(orderId, rejectCode(invalid));
      return;
    }
    // Kept for the common case below: an order that rests without trading
    // goes into this cell without a second search.
    const idCell = this.ids.probe(orderId);
    if (idCell >= 0) {
      out.rejected(orderId, DUPLICATE_ID);
      return;
    }
    const opposite = command.side === 'buy' ? this.asks : this.bids;
    if (command.type === 'market') {
      if (opposite.levelCount === 0) {
        out.rejected(orderId, NO_LIQUIDITY);
        return;
      }
      out.accepted(orderId);
      const left = this.match(command, opposite, ANY_PRICE_KEY, command.quoteLimit, out);
      if (left === 0) out.done(orderId);
      else out.cancelled(orderId, left, MARKET_REMAINDER);
      return;
    }
    const { priceTicks, timeInForce } = command;
    // A full book refuses only what could rest: IOC and FOK orders never
    // add to it, so they still trade.
    if (this.ids.size >= this.maxOrders && (timeInForce === 'GTC' || timeInForce === 'POST_ONLY')) {
      out.rejected(orderId, BOOK_FULL);
      return;
    }
    // In the opposite side's keys, a maker crosses the taker's limit exactly
    // when its key is at least this (see BookSide for the key order).
    const limitKey = opposite.sign * priceTicks;
    const best = opposite.bestLevel();
    const crossing = best !== NIL && opposite.sign * opposite.priceOf(best) >= limitKey;
    // Post-only rejects on any crossing level, even one holding only the
    // account's own orders: a post-only order must never be a taker.
    if (timeInForce === 'POST_ONLY' && crossing) {
      out.rejected(orderId, POST_ONLY_WOULD_TAKE);
      return;
    }
    if (
      timeInForce === 'FOK' &&
      !this.fillable(opposite, command.accountId, limitKey, command.lots)
    ) {
      out.rejected(orderId, FOK_NOT_FILLABLE);
      return;
    }
    out.accepted(orderId);
    const left = crossing ? this.match(command, opposite, limitKey, undefined, out) : command.lots;
    if (left === 0) {
      out.done(orderId);
    } else if (timeInForce === 'IOC') {
      out.cancelled(orderId, left, IOC_REMAINDER);
    } else {
      assert(timeInForce !== 'FOK', 'a fillable FOK order fills completely');
      // Trading removed makers from the id index, which may move its cells.
      const cell = crossing ? this.ids.probe(orderId) : idCell;
      const buy = command.side === 'buy';
      this.rest(orderId, command.accountId, buy, priceTicks, left, cell);
      out.rested(orderId, buy ? BUY : SELL, priceTicks, left);
    }
  }

  /**
   * Trades the taker against `opposite` while the best key reaches
   * `limitKey` and `quoteLimit` (market buys only) affords a lot. Returns the
   * lots left unfilled.
   */
  private match(
    taker: PlaceCommand,
    opposite: BookSide,
    limitKey: number,
    quoteLimit: number | undefined,
    out: EventBuffer,
  ): number {
    const orders = this.orders;
    const takerOrderId = taker.orderId;
    const takerAccountId = taker.accountId;
    let left = taker.lots;
    let quoteLeft = quoteLimit ?? 0;
    while (left > 0) {
      const level = opposite.bestLevel();
      if (level === NIL) break;
      const priceTicks = opposite.priceOf(level);
      if (opposite.sign * priceTicks < limitKey) break;
      const maker = opposite.frontOf(level);
      const makerOrderId = orders.orderIdOf(maker);
      const makerAccountId = orders.accountIdOf(maker);
      const makerLots = orders.lotsOf(maker);
      if (makerAccountId === takerAccountId) {
        this.removeResting(maker);
        out.cancelled(makerOrderId, makerLots, SELF_TRADE);
        continue;
      }
      let lots = left < makerLots ? left : makerLots;
      if (quoteLimit !== undefined) {
        lots = affordableLots(quoteLeft, priceTicks, lots);
        if (lots === 0) break;
        quoteLeft -= lots * priceTicks;
      }
      out.fill(makerOrderId, takerOrderId, makerAccountId, takerAccountId, priceTicks, lots);
      left -= lots;
      if (lots === makerLots) {
        // The maker's lots still equal this fill, so removal takes exactly
        // the filled lots off the level total.
        this.removeResting(maker);
        out.done(makerOrderId);
      } else {
        orders.setLots(maker, makerLots - lots);
        opposite.reduce(level, lots);
      }
    }
    return left;
  }

  /** Whether a FOK order would fill completely, computed without mutating; self orders do not count. */
  private fillable(opposite: BookSide, accountId: number, limitKey: number, lots: number): boolean {
    const orders = this.orders;
    let available = 0;
    for (let i = 0; i < opposite.levelCount; i += 1) {
      const level = opposite.levelAt(i);
      if (opposite.sign * opposite.priceOf(level) < limitKey) return false;
      for (let slot = opposite.frontOf(level); slot !== NIL; slot = orders.nextOf(slot)) {
        if (orders.accountIdOf(slot) === accountId) continue;
        available += orders.lotsOf(slot);
        if (available >= lots) return true;
      }
    }
    return false;
  }

  /** Puts an order on the book; `idCell` is a current `ids.probe(orderId)` (absent). */
  private rest(
    orderId: number,
    accountId: number,
    buy: boolean,
    priceTicks: number,
    lots: number,
    idCell: number,
  ): void {
    const slot = this.orders.allocate(orderId, accountId, lots);
    this.ids.addAt(idCell, slot);
    (buy ? this.bids : this.asks).push(slot, priceTicks);
  }

  /** Takes an order off the book; `idCell` is its cell in the id index when the caller has it. */
  private removeResting(slot: number, idCell = this.ids.probe(this.orders.orderIdOf(slot))): void {
    const orders = this.orders;
    (orders.sideOf(slot) === BUY ? this.bids : this.asks).remove(slot);
    this.ids.deleteAt(idCell);
    orders.release(slot);
  }

  /** Aggregated [priceTicks, lots] for up to `levels` levels per side, best first. */
  depth(levels: number): Depth {
    return { bids: levelsOf(this.bids, levels), asks: levelsOf(this.asks, levels) };
  }

  snapshot(): Snapshot {
    return { version: 1, bids: this.bids.collect(), asks: this.asks.collect() };
  }

  /** Rebuilds a book exactly; throws on a snapshot no book could have produced. */
  static fromSnapshot(snapshot: Snapshot, options: OrderBookOptions = {}): OrderBook {
    assert(snapshot.version === 1, 'snapshot version 1');
    const book = new OrderBook(options);
    assert(
      snapshot.bids.length + snapshot.asks.length <= book.maxOrders,
      'snapshot holds at most maxOrders orders',
    );
    for (const [buy, orders] of [
      [true, snapshot.bids],
      [false, snapshot.asks],
    ] as const) {
      let previous: number | undefined;
      for (const order of orders) {
        assert(isPrice(order.priceTicks) && isLots(order.lots), 'snapshot order in range');
        assert(
          Number.isSafeInteger(order.orderId) && order.orderId >= 0,
          'snapshot order id is a non-negative safe integer',
        );
        assert(
          Number.isSafeInteger(order.accountId) && order.accountId >= 0,
          'snapshot account id is a non-negative safe integer',
        );
        const idCell = book.ids.probe(order.orderId);
        assert(idCell < 0, 'snapshot order ids unique');
        // Priority order: prices never improve further down the list.
        const inOrder =
          previous === undefined ||
          (buy ? order.priceTicks <= previous : order.priceTicks >= previous);
        assert(inOrder, 'snapshot in priority order');
        previous = order.priceTicks;
        book.rest(order.orderId, order.accountId, buy, order.priceTicks, order.lots, idCell);
      }
    }
    book.checkInvariants();
    return book;
  }

  /** Throws unless the book is uncrossed, level totals are exact and every order is reachable by id. */
  checkInvariants(): void {
    const bid = this.bestBid();
    const ask = this.bestAsk();
    assert(bid === undefined || ask === undefined || bid < ask, 'book is not crossed');
    const onBook = this.bids.checkInvariants(this.ids) + this.asks.checkInvariants(this.ids);
    assert(onBook === this.ids.size, 'every order by id is on the book');
    assert(onBook === this.orders.size, 'every stored order is on the book');
  }
}

function bestPrice(side: BookSide): number | undefined {
  const level = side.bestLevel();
  return level === NIL ? undefined : side.priceOf(level);
}

function levelsOf(side: BookSide, count: number): DepthLevel[] {
  const result: DepthLevel[] = [];
  for (let i = 0; i < count && i < side.levelCount; i += 1) {
    const level = side.levelAt(i);
    result.push([side.priceOf(level), side.totalOf(level)]);
  }
  return result;
}
