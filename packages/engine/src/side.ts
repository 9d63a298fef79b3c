/**
 * One side of the book: price levels keyed in a sorted array, each level a
 * FIFO queue with a head index. Cancelled orders are deleted lazily (marked
 * dead and skipped), so cancel is O(1) apart from removing an emptied level.
 */
import { assert } from './rules.js';
import type { Side } from './types.js';

export interface OrderNode {
  readonly orderId: number;
  readonly accountId: number;
  readonly side: Side;
  readonly priceTicks: number;
  lots: number;
  /** False once filled or cancelled; the node may linger in its queue until skipped. */
  live: boolean;
  /** The level holding this order, set by push, so removal needs no map lookup. */
  level: Level | undefined;
}

export interface Level {
  readonly priceTicks: number;
  /** Sum of `lots` over the live orders in `queue`. */
  totalLots: number;
  liveCount: number;
  queue: OrderNode[];
  /** Index of the oldest possibly-live node; everything before it is dead. */
  head: number;
}

/** Dead prefix length at which a queue is compacted, so the copy is amortised. */
const COMPACT_MIN = 64;

export class BookSide {
  /**
   * Sort keys ascending with the best price at the end: key = price for bids,
   * -price for asks. Takers consume the best level most often, and removing
   * the last element is O(1); new orders arrive near the touch, so the splice
   * on insert moves few elements.
   */
  private readonly keys: number[] = [];
  private readonly levels = new Map<number, Level>();

  constructor(readonly side: Side) {}

  private key(priceTicks: number): number {
    return this.side === 'buy' ? priceTicks : -priceTicks;
  }

  get levelCount(): number {
    return this.keys.length;
  }

  /** O(1): the best level is the last key. */
  best(): Level | undefined {
    const key = this.keys[this.keys.length - 1];
    return key === undefined ? undefined : this.levels.get(key);
  }

  /** Level `index` counted from the best (0 = best). */
  levelAt(index: number): Level | undefined {
    const key = this.keys[this.keys.length - 1 - index];
    return key === undefined ? undefined : this.levels.get(key);
  }

  /** Appends a live order at the back of its price level, creating the level if needed. */
  push(node: OrderNode): Level {
    assert(node.side === this.side && node.live && node.lots > 0, 'pushing a live order');
    const key = this.key(node.priceTicks);
    let level = this.levels.get(key);
    if (level === undefined) {
      level = { priceTicks: node.priceTicks, totalLots: 0, liveCount: 0, queue: [], head: 0 };
      this.levels.set(key, level);
      this.keys.splice(this.insertionIndex(key), 0, key);
    }
    level.queue.push(node);
    node.level = level;
    level.totalLots += node.lots;
    level.liveCount += 1;
    assert(Number.isSafeInteger(level.totalLots), 'level total stays a safe integer');
    return level;
  }

  /** First live order of a level, skipping (and eventually compacting) dead ones. */
  front(level: Level): OrderNode {
    const queue = level.queue;
    let head = level.head;
    let node = queue[head];
    while (node !== undefined && !node.live) {
      head += 1;
      node = queue[head];
    }
    assert(node !== undefined, 'a level on the book has a live order');
    level.head = head;
    if (head >= COMPACT_MIN && head * 2 >= queue.length) {
      level.queue = queue.slice(head);
      level.head = 0;
    }
    return node;
  }

  /** Takes a filled or cancelled order off the book; `lots` left on it are removed from the total. */
  remove(node: OrderNode): void {
    const level = node.level;
    assert(level !== undefined && node.live, 'removing a live order from its level');
    node.live = false;
    level.totalLots -= node.lots;
    level.liveCount -= 1;
    if (level.liveCount === 0) {
      assert(level.totalLots === 0, 'an empty level has no lots');
      this.removeLevel(level);
      return;
    }
    // Cancels in the middle of a queue leave dead nodes that the head never
    // skips past; rebuilding when they dominate keeps memory proportional to
    // the live orders.
    const length = level.queue.length - level.head;
    if (length >= COMPACT_MIN && length > 2 * level.liveCount) {
      level.queue = level.queue.filter((n) => n.live);
      level.head = 0;
    }
  }

  private removeLevel(level: Level): void {
    const key = this.key(level.priceTicks);
    this.levels.delete(key);
    if (this.keys[this.keys.length - 1] === key) {
      this.keys.pop();
      return;
    }
    const index = this.insertionIndex(key) - 1;
    assert(this.keys[index] === key, 'level key present in the sorted keys');
    this.keys.splice(index, 1);
  }

  /** First index whose key is greater than `key` (binary search). */
  private insertionIndex(key: number): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const probe = this.keys[mid];
      assert(probe !== undefined, 'binary search stays in range');
      if (probe <= key) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Every live order, best level first and oldest first within a level. */
  *orders(): Generator<OrderNode> {
    for (let i = this.keys.length - 1; i >= 0; i -= 1) {
      const level = this.levels.get(this.keys[i] ?? Number.NaN);
      assert(level !== undefined, 'every key has a level');
      for (let j = level.head; j < level.queue.length; j += 1) {
        const node = level.queue[j];
        if (node !== undefined && node.live) yield node;
      }
    }
  }

  /** Throws unless keys are strictly sorted, match the map, and level totals and counts are exact. */
  checkInvariants(byId: ReadonlyMap<number, OrderNode>): number {
    assert(this.keys.length === this.levels.size, 'one key per level');
    let liveOrders = 0;
    for (let i = 0; i < this.keys.length; i += 1) {
      const key = this.keys[i] ?? Number.NaN;
      if (i > 0) assert((this.keys[i - 1] ?? Number.NaN) < key, 'keys strictly ascending');
      const level = this.levels.get(key);
      assert(level !== undefined && this.key(level.priceTicks) === key, 'key matches level');
      let total = 0;
      let count = 0;
      for (let j = level.head; j < level.queue.length; j += 1) {
        const node: OrderNode | undefined = level.queue[j];
        assert(node !== undefined, 'queue has no holes');
        if (!node.live) continue;
        assert(node.level === level && node.priceTicks === level.priceTicks, 'order in its level');
        assert(node.lots > 0, 'a live order has lots');
        assert(byId.get(node.orderId) === node, 'live order reachable by id');
        total += node.lots;
        count += 1;
      }
      assert(count > 0 && count === level.liveCount, 'level live count is exact');
      assert(total === level.totalLots, 'level total equals the sum of its orders');
      liveOrders += count;
    }
    return liveOrders;
  }
}
