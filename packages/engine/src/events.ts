/**
 * Events without event objects: `OrderBook.executeInto` writes each event
 * as one row of typed-array columns that the caller reuses from command to
 * command (`reset()` empties it, keeping the storage). Why: an event object
 * per event was the matching loop's only allocation, two to three per
 * command, and at millions of commands a second that garbage meant a
 * scavenge every few milliseconds and minor GC pauses of several
 * milliseconds (see bench/engine.bench.ts). Once the columns have grown to
 * the largest command's event count, writing an event allocates nothing.
 *
 * A row's columns, by kind (unused columns hold stale values):
 *
 *   kind       orderId   makerOrderId  accountId       makerAccountId  priceTicks  lots            code
 *   accepted   order
 *   rejected   order                                                                               RejectReason index
 *   fill       taker     maker         taker account   maker account   maker's     filled
 *   rested     order                                                   limit       resting         side (BUY/SELL)
 *   cancelled  order                                                               remainingLots   CancelReason index
 *   done       order
 *
 * Prices and lots are within 2^26 (types.ts), hence Int32Array; kinds and
 * codes are bytes. Ids and accounts are any non-negative safe integers, and
 * they live in plain number arrays, for the reason OrderPool keeps its ids
 * in one (orders.ts): below 2^31 V8 stores them as small integers and reads
 * them back as such. A Float64Array would hand every id back as a heap
 * number, outside optimised code even as a fresh allocation, and those
 * boxes spread: a box stored into the book's id array or a command's field
 * turned it into doubles for good (seen as deoptimisations and a slower
 * book in the benchmark). Each such array is kept packed at the buffer's
 * capacity, so writing a row never grows it.
 *
 * `eventAt` turns a row back into the EngineEvent object that
 * `OrderBook.execute` has always produced.
 */
import { grownInt32, grownUint8 } from './columns.js';
import { BUY } from './orders.js';
import { CANCEL_REASONS, REJECT_REASONS } from './types.js';
import type { CancelReason, EngineEvent, RejectReason } from './types.js';

/** Event kind codes, as stored in the kind column; `EVENT_KINDS[code]` is the EngineEvent kind. */
export const EVENT_KINDS = ['accepted', 'rejected', 'fill', 'rested', 'cancelled', 'done'] as const;
export const EVENT_ACCEPTED = 0;
export const EVENT_REJECTED = 1;
export const EVENT_FILL = 2;
export const EVENT_RESTED = 3;
export const EVENT_CANCELLED = 4;
export const EVENT_DONE = 5;

/** Reason codes, as stored in the code column: indexes into the append-only lists of types.ts. */
export const rejectCode = (reason: RejectReason): number => REJECT_REASONS.indexOf(reason);
export const cancelCode = (reason: CancelReason): number => CANCEL_REASONS.indexOf(reason);

const INITIAL_CAPACITY = 64;

export class EventBuffer {
  // Replaced when the buffer grows, so read through `this` every time.
  private kinds = new Uint8Array(INITIAL_CAPACITY);
  private codes = new Uint8Array(INITIAL_CAPACITY);
  private readonly orderIds = zeros(INITIAL_CAPACITY);
  private readonly makerOrderIds = zeros(INITIAL_CAPACITY);
  private readonly accountIds = zeros(INITIAL_CAPACITY);
  private readonly makerAccountIds = zeros(INITIAL_CAPACITY);
  private prices = new Int32Array(INITIAL_CAPACITY);
  private lotsColumn = new Int32Array(INITIAL_CAPACITY);
  private capacity = INITIAL_CAPACITY;
  private count = 0;

  /** Number of events written since the last reset. */
  get length(): number {
    return this.count;
  }

  /** Forgets the events; the columns are kept for the next command. */
  reset(): void {
    this.count = 0;
  }

  kindAt(index: number): number {
    return this.kinds[index] ?? -1;
  }

  /** The event's order; for a fill, the taker's. */
  orderIdAt(index: number): number {
    return this.orderIds[index] ?? Number.NaN;
  }

  makerOrderIdAt(index: number): number {
    return this.makerOrderIds[index] ?? Number.NaN;
  }

  /** For a fill, the taker's account. */
  accountIdAt(index: number): number {
    return this.accountIds[index] ?? Number.NaN;
  }

  makerAccountIdAt(index: number): number {
    return this.makerAccountIds[index] ?? Number.NaN;
  }

  priceTicksAt(index: number): number {
    return this.prices[index] ?? 0;
  }

  /** Filled lots (fill), resting lots (rested) or remaining lots (cancelled). */
  lotsAt(index: number): number {
    return this.lotsColumn[index] ?? 0;
  }

  /** Reason index (rejected, cancelled) or side code (rested). */
  codeAt(index: number): number {
    return this.codes[index] ?? 0;
  }

  accepted(orderId: number): void {
    const row = this.append(EVENT_ACCEPTED);
    this.orderIds[row] = orderId;
  }

  rejected(orderId: number, reasonCode: number): void {
    const row = this.append(EVENT_REJECTED);
    this.orderIds[row] = orderId;
    this.codes[row] = reasonCode;
  }

  fill(
    makerOrderId: number,
    takerOrderId: number,
    makerAccountId: number,
    takerAccountId: number,
    priceTicks: number,
    lots: number,
  ): void {
    const row = this.append(EVENT_FILL);
    this.orderIds[row] = takerOrderId;
    this.makerOrderIds[row] = makerOrderId;
    this.accountIds[row] = takerAccountId;
    this.makerAccountIds[row] = makerAccountId;
    this.prices[row] = priceTicks;
    this.lotsColumn[row] = lots;
  }

  rested(orderId: number, sideCode: number, priceTicks: number, lots: number): void {
    const row = this.append(EVENT_RESTED);
    this.orderIds[row] = orderId;
    this.codes[row] = sideCode;
    this.prices[row] = priceTicks;
    this.lotsColumn[row] = lots;
  }

  cancelled(orderId: number, remainingLots: number, reasonCode: number): void {
    const row = this.append(EVENT_CANCELLED);
    this.orderIds[row] = orderId;
    this.lotsColumn[row] = remainingLots;
    this.codes[row] = reasonCode;
  }

  done(orderId: number): void {
    const row = this.append(EVENT_DONE);
    this.orderIds[row] = orderId;
  }

  /** The event in row `index` as an object, exactly as `OrderBook.execute` reports it. */
  eventAt(index: number): EngineEvent {
    const orderId = this.orderIdAt(index);
    switch (this.kindAt(index)) {
      case EVENT_ACCEPTED:
        return { kind: 'accepted', orderId };
      case EVENT_REJECTED:
        return { kind: 'rejected', orderId, reason: rejectReasonOf(this.codeAt(index)) };
      case EVENT_FILL:
        return {
          kind: 'fill',
          makerOrderId: this.makerOrderIdAt(index),
          takerOrderId: orderId,
          makerAccountId: this.makerAccountIdAt(index),
          takerAccountId: this.accountIdAt(index),
          priceTicks: this.priceTicksAt(index),
          lots: this.lotsAt(index),
        };
      case EVENT_RESTED:
        return {
          kind: 'rested',
          orderId,
          side: this.codeAt(index) === BUY ? 'buy' : 'sell',
          priceTicks: this.priceTicksAt(index),
          lots: this.lotsAt(index),
        };
      case EVENT_CANCELLED:
        return {
          kind: 'cancelled',
          orderId,
          remainingLots: this.lotsAt(index),
          reason: cancelReasonOf(this.codeAt(index)),
        };
      case EVENT_DONE:
        return { kind: 'done', orderId };
      default:
        throw new RangeError(`no event at ${index} (length ${this.count})`);
    }
  }

  /** Appends every event since the last reset to `out`, as objects. */
  appendTo(out: EngineEvent[]): void {
    for (let i = 0; i < this.count; i += 1) out.push(this.eventAt(i));
  }

  /** Claims the next row for an event of `kind` and returns it. */
  private append(kind: number): number {
    const row = this.count;
    if (row === this.capacity) this.grow();
    this.kinds[row] = kind;
    this.count = row + 1;
    return row;
  }

  private grow(): void {
    const capacity = this.capacity * 2;
    this.kinds = grownUint8(this.kinds, capacity);
    this.codes = grownUint8(this.codes, capacity);
    for (const ids of [this.orderIds, this.makerOrderIds, this.accountIds, this.makerAccountIds]) {
      // Appending keeps the array packed (no holes for every read to check).
      while (ids.length < capacity) ids.push(0);
    }
    this.prices = grownInt32(this.prices, capacity);
    this.lotsColumn = grownInt32(this.lotsColumn, capacity);
    this.capacity = capacity;
  }
}

/** A packed array of `length` small-integer zeros. */
function zeros(length: number): number[] {
  const result: number[] = [];
  while (result.length < length) result.push(0);
  return result;
}

function rejectReasonOf(code: number): RejectReason {
  const reason = REJECT_REASONS[code];
  if (reason === undefined) throw new RangeError(`unknown reject reason code ${code}`);
  return reason;
}

function cancelReasonOf(code: number): CancelReason {
  const reason = CANCEL_REASONS[code];
  if (reason === undefined) throw new RangeError(`unknown cancel reason code ${code}`);
  return reason;
}
