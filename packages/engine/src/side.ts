/**
 * One side of the book. Price levels are slots in typed-array columns; each
 * level holds its orders as a doubly linked FIFO threaded through the order
 * pool (`next`/`prev`), so appending, filling the front and cancelling from
 * the middle are all O(1) with nothing left behind to compact.
 *
 * Levels are found through a sorted array of keys with the best level last
 * (key = price for bids, -price for asks). The best level is touched most,
 * and removing the last entry is O(1); new orders arrive near the touch, so
 * the search starts from the end and inserts move few entries.
 *
 * The per-call methods assert nothing: `checkInvariants` proves the links,
 * counts and totals instead, after every command of the differential tests,
 * and MAX_ORDERS bounds a level's total to an exact double (types.ts).
 */
import { NIL, grownFloat64, grownInt32 } from './columns.js';
import type { IdIndex } from './ids.js';
import { BUY, SELL } from './orders.js';
import type { OrderPool } from './orders.js';
import { assert } from './rules.js';
import type { Side, SnapshotOrder } from './types.js';

const INITIAL_LEVELS = 256;

export class BookSide {
  /** +1 for bids, -1 for asks: ascending keys then put the best price last. */
  readonly sign: number;
  /** BUY or SELL, as the order pool records it with each order's level. */
  readonly code: number;

  // Level columns, indexed by level slot (grown, so not readonly).
  private price = new Int32Array(INITIAL_LEVELS);
  /** Sum of the level's order lots; can exceed int32, hence a double. */
  private total = new Float64Array(INITIAL_LEVELS);
  private orderCount = new Int32Array(INITIAL_LEVELS);
  /** Oldest order; for a free level slot, the next free level slot. */
  private head = new Int32Array(INITIAL_LEVELS);
  private tail = new Int32Array(INITIAL_LEVELS);
  private capacity = INITIAL_LEVELS;
  private used = 0;
  private freeHead = NIL;

  // The sorted index: keys ascending, and the level slot at each position.
  private keys = new Int32Array(INITIAL_LEVELS);
  private sorted = new Int32Array(INITIAL_LEVELS);
  private length = 0;

  constructor(
    readonly side: Side,
    private readonly orders: OrderPool,
  ) {
    this.sign = side === 'buy' ? 1 : -1;
    this.code = side === 'buy' ? BUY : SELL;
  }

  get levelCount(): number {
    return this.length;
  }

  /** The best level's slot, or NIL when the side is empty. O(1). */
  bestLevel(): number {
    return this.length === 0 ? NIL : (this.sorted[this.length - 1] ?? NIL);
  }

  /** Level slot `index` places from the best (0 = best), or NIL. */
  levelAt(index: number): number {
    return this.sorted[this.length - 1 - index] ?? NIL;
  }

  priceOf(level: number): number {
    return this.price[level] ?? 0;
  }

  totalOf(level: number): number {
    return this.total[level] ?? 0;
  }

  /** The level's oldest order: the next maker. Levels on the book are never empty. */
  frontOf(level: number): number {
    return this.head[level] ?? NIL;
  }

  /** A partial fill of a level's front order: the caller updates the order's own lots. */
  reduce(level: number, lots: number): void {
    this.total[level] = (this.total[level] ?? 0) - lots;
  }

  /** Appends a stored order at the back of the level for `priceTicks`, creating the level if needed. */
  push(slot: number, priceTicks: number): void {
    const orders = this.orders;
    const key = this.sign * priceTicks;
    const position = this.search(key);
    let level = position > 0 && this.keys[position - 1] === key ? this.sorted[position - 1] : NIL;
    if (level === undefined || level === NIL) level = this.addLevel(priceTicks, key, position);
    const tail = this.tail[level] ?? NIL;
    orders.setPrev(slot, tail);
    orders.setNext(slot, NIL);
    if (tail === NIL) this.head[level] = slot;
    else orders.setNext(tail, slot);
    this.tail[level] = slot;
    orders.setPlace(slot, this.code, level);
    this.orderCount[level] = (this.orderCount[level] ?? 0) + 1;
    this.total[level] = (this.total[level] ?? 0) + orders.lotsOf(slot);
  }

  /** Unlinks an order (filled or cancelled) from its level; its remaining lots leave the total. */
  remove(slot: number): void {
    const orders = this.orders;
    const level = orders.levelOf(slot);
    const prev = orders.prevOf(slot);
    const next = orders.nextOf(slot);
    if (prev === NIL) this.head[level] = next;
    else orders.setNext(prev, next);
    if (next === NIL) this.tail[level] = prev;
    else orders.setPrev(next, prev);
    orders.setPlace(slot, this.code, NIL);
    const count = (this.orderCount[level] ?? 0) - 1;
    this.orderCount[level] = count;
    this.total[level] = (this.total[level] ?? 0) - orders.lotsOf(slot);
    if (count === 0) this.removeLevel(level);
  }

  private addLevel(priceTicks: number, key: number, position: number): number {
    let level = this.freeHead;
    if (level === NIL) {
      if (this.used === this.capacity) this.grow();
      level = this.used;
      this.used += 1;
    } else {
      this.freeHead = this.head[level] ?? NIL;
    }
    this.price[level] = priceTicks;
    this.total[level] = 0;
    this.orderCount[level] = 0;
    this.head[level] = NIL;
    this.tail[level] = NIL;
    // Every used level slot is either free or in the sorted index, so the
    // index always has room here.
    if (position < this.length) {
      this.keys.copyWithin(position + 1, position, this.length);
      this.sorted.copyWithin(position + 1, position, this.length);
    }
    this.keys[position] = key;
    this.sorted[position] = level;
    this.length += 1;
    return level;
  }

  private removeLevel(level: number): void {
    const last = this.length - 1;
    if (this.sorted[last] !== level) {
      const key = this.sign * (this.price[level] ?? 0);
      const position = this.search(key) - 1;
      this.keys.copyWithin(position, position + 1, this.length);
      this.sorted.copyWithin(position, position + 1, this.length);
    }
    this.length = last;
    this.head[level] = this.freeHead;
    this.freeHead = level;
  }

  /**
   * First position whose key is greater than `key`.
   *
   * Keys are distinct integers, so the level d ticks from the best sits at
   * most d positions from the end, exactly d when every tick between holds
   * a level, as near the touch of a busy book. That guess is tried first:
   * it finds most existing levels with one comparison and no mispredicted
   * branches. Otherwise the search gallops from the best end (1, 2, 4, ...
   * positions back), then binary-searches the bracket, so a price k levels
   * from the touch costs O(log k).
   */
  private search(key: number): number {
    const keys = this.keys;
    const last = this.length - 1;
    const guess = last - ((keys[last] ?? key) - key);
    if (guess >= 0 && guess <= last && keys[guess] === key) return guess + 1;
    let high = this.length;
    let step = 1;
    let low = high - step;
    while (low >= 0 && (keys[low] ?? 0) > key) {
      high = low;
      step *= 2;
      low = high - step;
    }
    // Now keys[low] <= key (or low is before the start) and keys[high] > key.
    low = low < 0 ? 0 : low + 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((keys[mid] ?? 0) <= key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    assert(capacity <= 2 ** 30, 'levels stay addressable by int32 slots');
    this.price = grownInt32(this.price, capacity);
    this.total = grownFloat64(this.total, capacity);
    this.orderCount = grownInt32(this.orderCount, capacity);
    this.head = grownInt32(this.head, capacity);
    this.tail = grownInt32(this.tail, capacity);
    this.keys = grownInt32(this.keys, capacity);
    this.sorted = grownInt32(this.sorted, capacity);
    this.capacity = capacity;
  }

  /** Every order, best level first and oldest first within a level. */
  collect(): SnapshotOrder[] {
    const orders = this.orders;
    const result: SnapshotOrder[] = [];
    for (let i = 0; i < this.length; i += 1) {
      const level = this.levelAt(i);
      for (let slot = this.frontOf(level); slot !== NIL; slot = orders.nextOf(slot)) {
        result.push({
          orderId: orders.orderIdOf(slot),
          accountId: orders.accountIdOf(slot),
          priceTicks: this.priceOf(level),
          lots: orders.lotsOf(slot),
        });
      }
    }
    return result;
  }

  /**
   * Throws unless keys are strictly ascending and match their levels, and
   * each level's links, count and total agree with its orders. Returns the
   * number of orders on this side.
   */
  checkInvariants(ids: IdIndex): number {
    const orders = this.orders;
    let onSide = 0;
    for (let i = 0; i < this.length; i += 1) {
      const key = this.keys[i] ?? Number.NaN;
      if (i > 0) assert((this.keys[i - 1] ?? Number.NaN) < key, 'keys strictly ascending');
      const level = this.sorted[i] ?? NIL;
      const priceTicks = this.priceOf(level);
      assert(level !== NIL && this.sign * priceTicks === key, 'key matches level');
      let total = 0;
      let count = 0;
      let prev = NIL;
      for (let slot = this.frontOf(level); slot !== NIL; slot = orders.nextOf(slot)) {
        assert(orders.prevOf(slot) === prev, 'level links agree both ways');
        assert(
          orders.levelOf(slot) === level && orders.sideOf(slot) === this.code,
          'order in level',
        );
        const lots = orders.lotsOf(slot);
        assert(lots > 0, 'a resting order has lots');
        assert(ids.get(orders.orderIdOf(slot)) === slot, 'order reachable by id');
        total += lots;
        count += 1;
        prev = slot;
      }
      assert(this.tail[level] === prev, 'level tail is its newest order');
      assert(count > 0 && count === this.orderCount[level], 'level count is exact');
      assert(total === this.totalOf(level), 'level total equals the sum of its orders');
      onSide += count;
    }
    return onSide;
  }
}
