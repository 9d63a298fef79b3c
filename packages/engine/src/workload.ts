/**
 * A seeded, deterministic command mix for benchmarks: 60 % limit orders near
 * the touch, 25 % cancels of resting orders, 15 % market orders, steered to
 * keep about `restingTarget` orders on the book. The generator runs its own
 * OrderBook to know which orders rest, so cancels always name live orders.
 *
 * `makeWorkload` returns the commands as objects; `makeWorkloadColumns`
 * returns the very same sequence as typed columns (commands.ts), which is
 * what a benchmark holding millions of commands wants.
 */
import { OrderBook } from './book.js';
import { CommandColumns, ReusableCommand, asCommand, copyOf } from './commands.js';
import { EVENT_CANCELLED, EVENT_DONE, EventBuffer, EVENT_RESTED } from './events.js';
import { assert } from './rules.js';
import type { Command, Engine, EngineEvent, Side, TimeInForce } from './types.js';

/** mulberry32: a tiny 32-bit PRNG, good enough for workloads and reproducible from a seed. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface WorkloadOptions {
  readonly seed: number;
  readonly count: number;
  readonly restingTarget?: number;
}

const START_MID_TICKS = 1_000_000;
const ACCOUNTS = 1_000;

export function makeWorkload(options: WorkloadOptions): Command[] {
  const commands: Command[] = [];
  generate(options, (command) => commands.push(copyOf(command)));
  return commands;
}

/** `makeWorkload`'s commands for the same options, in typed columns. */
export function makeWorkloadColumns(options: WorkloadOptions): CommandColumns {
  const columns = new CommandColumns(options.count);
  generate(options, (command) => columns.push(command));
  return columns;
}

/**
 * Generates the workload, handing each command to `emit` in order. Each is
 * the same reused object, valid only during the call. Why reused: so that
 * the generator's book sees the very object shape the benchmark then drives
 * its book with. A book that had seen the three command literal shapes
 * first had its property reads turn polymorphic, a share of every command
 * in the same process.
 */
function generate(
  { seed, count, restingTarget = 5_000 }: WorkloadOptions,
  emit: (command: Command) => void,
): void {
  assert(Number.isSafeInteger(count) && count >= 0, 'count is a non-negative integer');
  const random = mulberry32(seed);
  const int = (below: number): number => Math.floor(random() * below);
  const book = new OrderBook();
  // Resting ids in an array with swap-remove, so a uniform random cancel is O(1).
  const resting: number[] = [];
  const slot = new Map<number, number>();
  const track = (events: EventBuffer): void => {
    for (let i = 0; i < events.length; i += 1) {
      const kind = events.kindAt(i);
      const orderId = events.orderIdAt(i);
      if (kind === EVENT_RESTED) {
        slot.set(orderId, resting.length);
        resting.push(orderId);
      } else if (kind === EVENT_DONE || kind === EVENT_CANCELLED) {
        const index = slot.get(orderId);
        if (index === undefined) continue;
        const last = resting.pop();
        assert(last !== undefined, 'tracked order present');
        if (last !== orderId) {
          resting[index] = last;
          slot.set(last, index);
        }
        slot.delete(orderId);
      }
    }
  };

  const events = new EventBuffer();
  const next = new ReusableCommand();
  let nextId = 1;
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    const side: Side = random() < 0.5 ? 'buy' : 'sell';
    const accountId = int(ACCOUNTS);
    if (roll < 0.25 && resting.length > 0) {
      const orderId = resting[int(resting.length)];
      assert(orderId !== undefined, 'random index in range');
      next.kind = 'cancel';
      next.orderId = orderId;
    } else if (roll < 0.4) {
      next.kind = 'place';
      next.type = 'market';
      next.orderId = nextId++;
      next.accountId = accountId;
      next.side = side;
      // Market orders are the steering: larger above the target so they
      // consume more than limits add, small below it so the book refills.
      next.lots = resting.length < restingTarget ? 1 + int(5) : 1 + int(40);
    } else {
      const bid = book.bestBid() ?? (book.bestAsk() ?? START_MID_TICKS) - 1;
      const ask = book.bestAsk() ?? bid + 1;
      // A few limits cross by a tick or three, so limit orders take as well as make.
      const crossChance = 0.05;
      const touch = side === 'buy' ? bid : ask;
      const away = side === 'buy' ? -1 : 1;
      const offset = random() < crossChance ? -(1 + int(3)) : int(20);
      const priceTicks = Math.max(1, touch + away * offset);
      const tifRoll = random();
      const timeInForce: TimeInForce =
        tifRoll < 0.85 ? 'GTC' : tifRoll < 0.93 ? 'IOC' : tifRoll < 0.97 ? 'POST_ONLY' : 'FOK';
      next.kind = 'place';
      next.type = 'limit';
      next.orderId = nextId++;
      next.accountId = accountId;
      next.side = side;
      next.priceTicks = priceTicks;
      next.lots = 1 + int(10);
      next.timeInForce = timeInForce;
    }
    const command = asCommand(next);
    emit(command);
    events.reset();
    book.executeInto(command, events);
    track(events);
  }
}

export interface WorkloadResult {
  readonly commands: number;
  readonly events: number;
  readonly fills: number;
}

/** Runs commands through any engine, reusing one event buffer so the loop measures matching, not allocation of arrays. */
export function runWorkload(engine: Engine, commands: readonly Command[]): WorkloadResult {
  const out: EngineEvent[] = [];
  let events = 0;
  let fills = 0;
  for (const command of commands) {
    out.length = 0;
    engine.execute(command, out);
    events += out.length;
    for (const event of out) if (event.kind === 'fill') fills += 1;
  }
  return { commands: commands.length, events, fills };
}
