/**
 * A seeded, deterministic command mix for benchmarks: 60 % limit orders near
 * the touch, 25 % cancels of resting orders, 15 % market orders, steered to
 * keep about `restingTarget` orders on the book. The generator runs its own
 * OrderBook to know which orders rest, so cancels always name live orders.
 */
import { OrderBook } from './book.js';
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

export function makeWorkload({ seed, count, restingTarget = 5_000 }: WorkloadOptions): Command[] {
  assert(Number.isSafeInteger(count) && count >= 0, 'count is a non-negative integer');
  const random = mulberry32(seed);
  const int = (below: number): number => Math.floor(random() * below);
  const book = new OrderBook();
  // Resting ids in an array with swap-remove, so a uniform random cancel is O(1).
  const resting: number[] = [];
  const slot = new Map<number, number>();
  const track = (events: readonly EngineEvent[]): void => {
    for (const event of events) {
      if (event.kind === 'rested') {
        slot.set(event.orderId, resting.length);
        resting.push(event.orderId);
      } else if (event.kind === 'done' || event.kind === 'cancelled') {
        const index = slot.get(event.orderId);
        if (index === undefined) continue;
        const last = resting.pop();
        assert(last !== undefined, 'tracked order present');
        if (last !== event.orderId) {
          resting[index] = last;
          slot.set(last, index);
        }
        slot.delete(event.orderId);
      }
    }
  };

  const commands: Command[] = [];
  const events: EngineEvent[] = [];
  let nextId = 1;
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    const side: Side = random() < 0.5 ? 'buy' : 'sell';
    const accountId = int(ACCOUNTS);
    let command: Command;
    if (roll < 0.25 && resting.length > 0) {
      const orderId = resting[int(resting.length)];
      assert(orderId !== undefined, 'random index in range');
      command = { kind: 'cancel', orderId };
    } else if (roll < 0.4) {
      command = {
        kind: 'place',
        type: 'market',
        orderId: nextId++,
        accountId,
        side,
        // Market orders are the steering: larger above the target so they
        // consume more than limits add, small below it so the book refills.
        lots: resting.length < restingTarget ? 1 + int(5) : 1 + int(40),
      };
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
      const lots = 1 + int(10);
      command = {
        kind: 'place',
        type: 'limit',
        orderId: nextId++,
        accountId,
        side,
        priceTicks,
        lots,
        timeInForce,
      };
    }
    commands.push(command);
    events.length = 0;
    book.execute(command, events);
    track(events);
  }
  return commands;
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
