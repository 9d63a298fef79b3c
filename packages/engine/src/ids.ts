/**
 * Order id -> order slot, as an open-addressing hash table with linear
 * probing. Why not a Map: every place and cancel needs a lookup, and a Map
 * entry is a heap node the collector must trace, while this table allocates
 * only when it doubles. Deletion shifts the rest of the chain back (no
 * tombstones), so chains never rot.
 *
 * Why cells hold only slots: the id itself is in the order pool, so a cell
 * is one int32 and the table a quarter of the size of [id, slot] pairs.
 * The table and the pool are touched on every command while a stream of
 * commands and events flows through the caches, so small matters more than
 * the extra read, which a found order needs anyway.
 *
 * Callers that look an id up and then add or remove it pass the cell from
 * `probe` on, saving the second search; that is valid only while the table
 * has not changed in between. Those calls assert nothing (they run on
 * every command); the book's `checkInvariants` finds every order by id and
 * counts them against `size`, after every command of the differential tests.
 */
import { NIL } from './columns.js';
import type { OrderPool } from './orders.js';
import { assert } from './rules.js';

const INITIAL_BITS = 12;
const TWO_POW_32 = 4_294_967_296;

export class IdIndex {
  /** The slot of the order in each cell, or NIL. */
  private cells = new Int32Array(1 << INITIAL_BITS).fill(NIL);
  private bits = INITIAL_BITS;
  private mask = (1 << INITIAL_BITS) - 1;
  private count = 0;

  constructor(private readonly orders: OrderPool) {}

  get size(): number {
    return this.count;
  }

  /** Fibonacci hashing of both 32-bit halves: sequential ids spread evenly. */
  private home(id: number): number {
    const low = id >>> 0;
    const high = id >= TWO_POW_32 ? Math.floor(id / TWO_POW_32) : 0;
    // The product's top bits are the well-mixed ones.
    return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> (32 - this.bits);
  }

  /**
   * The cell holding `id` (>= 0), or, when absent, `~cell` (< 0) for the
   * empty cell where it would be added.
   */
  probe(id: number): number {
    const cells = this.cells;
    const orders = this.orders;
    let cell = this.home(id);
    for (;;) {
      const slot = cells[cell] ?? NIL;
      if (slot === NIL) return ~cell;
      if (orders.orderIdOf(slot) === id) return cell;
      cell = (cell + 1) & this.mask;
    }
  }

  /** The slot stored in a cell that `probe` found. */
  slotAt(cell: number): number {
    return this.cells[cell] ?? NIL;
  }

  /** The slot stored for `id`, or NIL. */
  get(id: number): number {
    const cell = this.probe(id);
    return cell < 0 ? NIL : this.slotAt(cell);
  }

  /**
   * Adds `slot` (whose order id the pool already holds) at `~probed`, from a
   * `probe` of that id that found it absent, the table unchanged since.
   */
  addAt(probed: number, slot: number): void {
    // Half full at most, so chains stay short.
    if ((this.count + 1) * 2 > this.mask + 1) {
      this.rehash(this.bits + 1);
      this.addAt(this.probe(this.orders.orderIdOf(slot)), slot);
      return;
    }
    this.cells[~probed] = slot;
    this.count += 1;
  }

  /** Removes the entry in `hole`, a cell `probe` found, the table unchanged since. */
  deleteAt(hole: number): void {
    const cells = this.cells;
    const mask = this.mask;
    // Backward shift: move later entries of the chain into the hole unless
    // their home lies cyclically in (hole, cell], where they must stay.
    let cell = hole;
    for (;;) {
      cell = (cell + 1) & mask;
      const slot = cells[cell] ?? NIL;
      if (slot === NIL) break;
      const home = this.home(this.orders.orderIdOf(slot));
      const stays = hole <= cell ? hole < home && home <= cell : hole < home || home <= cell;
      if (stays) continue;
      cells[hole] = slot;
      hole = cell;
    }
    cells[hole] = NIL;
    this.count -= 1;
  }

  private rehash(bits: number): void {
    assert(bits <= 30, 'id index cells stay addressable by int32');
    const old = this.cells;
    this.bits = bits;
    this.mask = (1 << bits) - 1;
    this.cells = new Int32Array(1 << bits).fill(NIL);
    this.count = 0;
    for (const slot of old) {
      if (slot !== NIL) this.addAt(this.probe(this.orders.orderIdOf(slot)), slot);
    }
  }
}
