/**
 * Storage for resting orders, addressed by slot. Freed slots are chained and
 * reused first, so a steady book never grows its storage and the hot path
 * allocates nothing per order.
 *
 * Layout, and why: every operation on an order (rest, fill, cancel) touches
 * most of its fields, so they sit together, and the rows are kept small
 * because the pool is touched on every command while a stream of commands
 * and events flows through the caches. The int32 fields share one
 * Int32Array row of STRIDE words (a quarter of a cache line); the price is
 * not stored (the order's level has it) and the side rides in the low bit
 * of the level field. The two ids share one plain-array row, which keeps
 * small integers tagged: copying them into event objects then allocates
 * nothing, where a Float64Array load would box each id into a heap number
 * (and make the events' id fields boxed doubles for every later event too).
 */
import { NIL, grownInt32 } from './columns.js';
import { assert } from './rules.js';

/** Side codes, as stored in the low bit of the placement field. */
export const BUY = 0;
export const SELL = 1;

/** Int32 words per order, and each field's offset in its row. */
const STRIDE = 4;
const LOTS = 0;
/** level * 2 + side: the price level (a slot of the side's BookSide) holding the order; NIL when none. */
const PLACE = 1;
/** Neighbours in the level's FIFO, older towards PREV; NEXT also chains free slots. */
const NEXT = 2;
const PREV = 3;

const INITIAL_CAPACITY = 1_024;

export class OrderPool {
  /** Replaced when the pool grows, so read through `this` every time. */
  private ints = new Int32Array(INITIAL_CAPACITY * STRIDE);
  /**
   * [orderId, accountId] per slot: any safe integers. Below 2^31 (V8's small
   * integers on 64-bit) they are stored and copied unboxed; a larger id turns
   * the array into doubles, which is still correct, only slower.
   */
  private readonly ids: number[] = [];
  private capacity = INITIAL_CAPACITY;
  /** Slots below this have been handed out at least once. */
  private used = 0;
  private freeHead = NIL;
  private live = 0;

  /** Number of orders currently stored. */
  get size(): number {
    return this.live;
  }

  /** Stores an order and returns its slot; the caller links it into a level. */
  allocate(orderId: number, accountId: number, lots: number): number {
    let slot = this.freeHead;
    if (slot === NIL) {
      if (this.used === this.capacity) this.grow();
      slot = this.used;
      this.used += 1;
    } else {
      this.freeHead = this.nextOf(slot);
    }
    const row = slot * STRIDE;
    const ints = this.ints;
    ints[row + LOTS] = lots;
    ints[row + PLACE] = NIL;
    ints[row + NEXT] = NIL;
    ints[row + PREV] = NIL;
    // A new slot is always the next row, so these writes append and the
    // array stays packed (no holes to check on every read).
    this.ids[slot * 2] = orderId;
    this.ids[slot * 2 + 1] = accountId;
    this.live += 1;
    return slot;
  }

  /** Returns a slot for reuse; the caller has already unlinked it from its level. */
  release(slot: number): void {
    const row = slot * STRIDE;
    this.ints[row + LOTS] = 0;
    this.ints[row + PLACE] = NIL;
    this.ints[row + NEXT] = this.freeHead;
    this.freeHead = slot;
    this.live -= 1;
  }

  orderIdOf(slot: number): number {
    return this.ids[slot * 2] ?? Number.NaN;
  }

  accountIdOf(slot: number): number {
    return this.ids[slot * 2 + 1] ?? Number.NaN;
  }

  lotsOf(slot: number): number {
    return this.ints[slot * STRIDE + LOTS] ?? 0;
  }

  setLots(slot: number, lots: number): void {
    this.ints[slot * STRIDE + LOTS] = lots;
  }

  /** BUY or SELL; meaningful only while the order is in a level. */
  sideOf(slot: number): number {
    return (this.ints[slot * STRIDE + PLACE] ?? NIL) & 1;
  }

  /** The level slot holding the order, or NIL. */
  levelOf(slot: number): number {
    // An arithmetic shift keeps NIL (-1) as NIL.
    return (this.ints[slot * STRIDE + PLACE] ?? NIL) >> 1;
  }

  /** Records the level (of the BookSide for `side`) holding the order, or NIL once unlinked. */
  setPlace(slot: number, side: number, level: number): void {
    this.ints[slot * STRIDE + PLACE] = level === NIL ? NIL : level * 2 + side;
  }

  nextOf(slot: number): number {
    return this.ints[slot * STRIDE + NEXT] ?? NIL;
  }

  setNext(slot: number, next: number): void {
    this.ints[slot * STRIDE + NEXT] = next;
  }

  prevOf(slot: number): number {
    return this.ints[slot * STRIDE + PREV] ?? NIL;
  }

  setPrev(slot: number, prev: number): void {
    this.ints[slot * STRIDE + PREV] = prev;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    // Rows are addressed as slot * STRIDE, and levels as level * 2 + side,
    // in int32 arithmetic; a side never has more levels than orders.
    assert(capacity * STRIDE <= 2 ** 30, 'order pool rows stay addressable by int32');
    this.ints = grownInt32(this.ints, capacity * STRIDE);
    this.capacity = capacity;
  }
}
