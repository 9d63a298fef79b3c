/**
 * A list of commands as typed columns instead of objects, for benchmarks
 * that hold millions of commands. Why: two million Command objects sit in
 * the old generation for the whole run, and the collector keeps paying for
 * them (the engine benchmark's header has the figures); five typed columns
 * are a handful of objects whatever their length.
 *
 * `load` decodes a command into one reused object, so driving a book from
 * the columns creates nothing per command either. That object has every
 * field of every command kind, always, so its hidden class never changes
 * and the book's property reads stay monomorphic; fields that do not belong
 * to the current kind hold the previous command's values, which the book
 * never reads (it reads by `kind` and `type` first).
 *
 * What fits: order and account ids in int32 (the benchmark's sequential
 * ids do), prices and lots within their limits (which fit int32 anyway),
 * and no quote-limited market orders. `push` refuses anything else.
 */
import { assert } from './rules.js';
import { SIDES, TIME_IN_FORCE } from './types.js';
import type { Command, Side, TimeInForce } from './types.js';

// The op column: bits 0-1 the command type, bit 2 the side, bits 3-4 the time in force.
const CANCEL = 0;
const MARKET = 1;
const LIMIT = 2;
const TYPE_MASK = 3;
const SIDE_SHIFT = 2;
const TIF_SHIFT = 3;

const INT32_MAX = 2_147_483_647;

/** The object `CommandColumns.load` overwrites; see the file comment for why it has every field. */
export class ReusableCommand {
  kind: 'place' | 'cancel' = 'cancel';
  type: 'limit' | 'market' = 'limit';
  orderId = 0;
  accountId = 0;
  side: Side = 'buy';
  priceTicks = 0;
  lots = 0;
  timeInForce: TimeInForce = 'GTC';
  /** Always undefined: the columns hold no quote-limited orders. */
  readonly quoteLimit: undefined = undefined;
}

export class CommandColumns {
  private readonly ops: Uint8Array;
  private readonly orderIds: Int32Array;
  private readonly accountIds: Int32Array;
  private readonly prices: Int32Array;
  private readonly lotsColumn: Int32Array;
  private count = 0;

  /** Room for `capacity` commands, fixed: the columns never grow. */
  constructor(readonly capacity: number) {
    assert(
      Number.isSafeInteger(capacity) && capacity >= 0,
      'capacity is a non-negative safe integer',
    );
    this.ops = new Uint8Array(capacity);
    this.orderIds = new Int32Array(capacity);
    this.accountIds = new Int32Array(capacity);
    this.prices = new Int32Array(capacity);
    this.lotsColumn = new Int32Array(capacity);
  }

  get length(): number {
    return this.count;
  }

  /** Appends a command; throws on one the columns cannot hold exactly (see the file comment). */
  push(command: Command): void {
    const row = this.count;
    assert(row < this.capacity, 'command columns have room');
    assert(isInt32Id(command.orderId), 'orderId fits the int32 column');
    // Checked before anything is written, so a refused command leaves no trace.
    if (command.kind === 'place') {
      assert(isInt32Id(command.accountId), 'accountId fits the int32 column');
      assert(isInt32(command.lots), 'lots fit the int32 column');
      assert(SIDES.includes(command.side), 'side is buy or sell');
      if (command.type === 'market') {
        assert(command.quoteLimit === undefined, 'no quote-limited market orders in columns');
      } else {
        assert(isInt32(command.priceTicks), 'priceTicks fit the int32 column');
        assert(TIME_IN_FORCE.includes(command.timeInForce), 'time in force is known');
      }
    }
    this.orderIds[row] = command.orderId;
    this.count = row + 1;
    if (command.kind === 'cancel') {
      this.ops[row] = CANCEL;
      return;
    }
    this.accountIds[row] = command.accountId;
    this.lotsColumn[row] = command.lots;
    const side = SIDES.indexOf(command.side) << SIDE_SHIFT;
    if (command.type === 'market') {
      this.ops[row] = MARKET | side;
      return;
    }
    this.prices[row] = command.priceTicks;
    this.ops[row] = LIMIT | side | (TIME_IN_FORCE.indexOf(command.timeInForce) << TIF_SHIFT);
  }

  /**
   * Command `index` written into `into`, which is returned as the Command it
   * now is. Allocates nothing; the result is valid until the next load.
   */
  load(index: number, into: ReusableCommand): Command {
    const op = this.ops[index] ?? CANCEL;
    into.orderId = this.orderIds[index] ?? 0;
    const type = op & TYPE_MASK;
    if (type === CANCEL) {
      into.kind = 'cancel';
    } else {
      into.kind = 'place';
      into.type = type === MARKET ? 'market' : 'limit';
      into.accountId = this.accountIds[index] ?? 0;
      into.side = sideOf(op);
      into.lots = this.lotsColumn[index] ?? 0;
      if (type === LIMIT) {
        into.priceTicks = this.prices[index] ?? 0;
        into.timeInForce = timeInForceOf(op);
      }
    }
    return asCommand(into);
  }

  /** Command `index` as a fresh object of exactly the shape a command literal has (see `copyOf`). */
  commandAt(index: number): Command {
    assert(index >= 0 && index < this.count, 'command index in range');
    const op = this.ops[index] ?? CANCEL;
    const orderId = this.orderIds[index] ?? 0;
    const type = op & TYPE_MASK;
    if (type === CANCEL) return { kind: 'cancel', orderId };
    const accountId = this.accountIds[index] ?? 0;
    const side = sideOf(op);
    const lots = this.lotsColumn[index] ?? 0;
    if (type === MARKET) return { kind: 'place', type: 'market', orderId, accountId, side, lots };
    return {
      kind: 'place',
      type: 'limit',
      orderId,
      accountId,
      side,
      priceTicks: this.prices[index] ?? 0,
      lots,
      timeInForce: timeInForceOf(op),
    };
  }

  /** The first `count` commands as objects (for APIs that need objects). */
  commands(count = this.count): Command[] {
    assert(count >= 0 && count <= this.count, 'count within the columns');
    const result: Command[] = [];
    for (let i = 0; i < count; i += 1) result.push(this.commandAt(i));
    return result;
  }
}

/**
 * A filled ReusableCommand as the Command it holds. Sound as long as its
 * `kind` and `type` say which variant it is and that variant's fields are
 * current, which is how every writer of one fills it.
 */
export function asCommand(command: ReusableCommand): Command {
  return command as Command;
}

/**
 * A fresh object with exactly the fields of `command`'s variant, in the
 * order a command literal has them: what a caller keeping commands needs
 * from a ReusableCommand.
 */
export function copyOf(command: Command): Command {
  if (command.kind === 'cancel') return { kind: 'cancel', orderId: command.orderId };
  const { orderId, accountId, side, lots } = command;
  if (command.type === 'market') {
    const market = { kind: 'place', type: 'market', orderId, accountId, side, lots } as const;
    const { quoteLimit } = command;
    return quoteLimit === undefined ? market : { ...market, quoteLimit };
  }
  const { priceTicks, timeInForce } = command;
  return { kind: 'place', type: 'limit', orderId, accountId, side, priceTicks, lots, timeInForce };
}

function isInt32(value: number): boolean {
  return Number.isInteger(value) && value >= -INT32_MAX - 1 && value <= INT32_MAX;
}

function isInt32Id(id: number): boolean {
  return isInt32(id) && id >= 0;
}

function sideOf(op: number): Side {
  return (op >> SIDE_SHIFT) & 1 ? 'sell' : 'buy';
}

function timeInForceOf(op: number): TimeInForce {
  return TIME_IN_FORCE[(op >> TIF_SHIFT) & 3] ?? 'GTC';
}
