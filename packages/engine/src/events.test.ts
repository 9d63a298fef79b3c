/**
 * The event columns: every kind round-trips exactly (ids beyond 32 bits
 * included), the buffer grows and resets, and `executeInto` writes the
 * columns as events.ts documents them, read here through the per-column
 * accessors rather than `eventAt`, against the reference engine's objects.
 */
import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.js';
import {
  EVENT_ACCEPTED,
  EVENT_CANCELLED,
  EVENT_DONE,
  EVENT_FILL,
  EVENT_KINDS,
  EVENT_REJECTED,
  EVENT_RESTED,
  EventBuffer,
  cancelCode,
  rejectCode,
} from './events.js';
import { BUY, SELL } from './orders.js';
import { ReferenceEngine } from './reference.js';
import { CANCEL_REASONS, REJECT_REASONS } from './types.js';
import type { EngineEvent } from './types.js';
import { makeWorkload } from './workload.js';

const BIG = 2 ** 52 + 3;

describe('EventBuffer', () => {
  it('round-trips every kind and reason exactly, ids beyond 32 bits included', () => {
    const buffer = new EventBuffer();
    const expected: EngineEvent[] = [];
    buffer.accepted(BIG);
    expected.push({ kind: 'accepted', orderId: BIG });
    for (const reason of REJECT_REASONS) {
      buffer.rejected(7, rejectCode(reason));
      expected.push({ kind: 'rejected', orderId: 7, reason });
    }
    buffer.fill(BIG, BIG + 2, 2 ** 40, 0, 67_108_864, 67_108_864);
    expected.push({
      kind: 'fill',
      makerOrderId: BIG,
      takerOrderId: BIG + 2,
      makerAccountId: 2 ** 40,
      takerAccountId: 0,
      priceTicks: 67_108_864,
      lots: 67_108_864,
    });
    buffer.rested(1, BUY, 100, 3);
    buffer.rested(2, SELL, 101, 4);
    expected.push(
      { kind: 'rested', orderId: 1, side: 'buy', priceTicks: 100, lots: 3 },
      { kind: 'rested', orderId: 2, side: 'sell', priceTicks: 101, lots: 4 },
    );
    for (const reason of CANCEL_REASONS) {
      buffer.cancelled(9, 5, cancelCode(reason));
      expected.push({ kind: 'cancelled', orderId: 9, remainingLots: 5, reason });
    }
    buffer.done(BIG);
    expected.push({ kind: 'done', orderId: BIG });

    expect(buffer.length).toBe(expected.length);
    const out: EngineEvent[] = [{ kind: 'done', orderId: 1 }];
    buffer.appendTo(out);
    expect(out).toStrictEqual([{ kind: 'done', orderId: 1 }, ...expected]);
    expect(expected.map((_, i) => EVENT_KINDS[buffer.kindAt(i)])).toEqual(
      expected.map((event) => event.kind),
    );
  });

  it('grows past its initial rows, keeps earlier rows, and forgets them on reset', () => {
    const buffer = new EventBuffer();
    for (let i = 0; i < 1_000; i += 1) buffer.fill(i, BIG - i, i % 7, 3, 100 + i, 1 + i);
    expect(buffer.length).toBe(1_000);
    for (const i of [0, 63, 64, 65, 999]) {
      expect(buffer.eventAt(i)).toStrictEqual({
        kind: 'fill',
        makerOrderId: i,
        takerOrderId: BIG - i,
        makerAccountId: i % 7,
        takerAccountId: 3,
        priceTicks: 100 + i,
        lots: 1 + i,
      });
    }
    buffer.reset();
    expect(buffer.length).toBe(0);
    const out: EngineEvent[] = [];
    buffer.appendTo(out);
    expect(out).toEqual([]);
    buffer.done(5);
    expect(buffer.eventAt(0)).toStrictEqual({ kind: 'done', orderId: 5 });
  });

  it('refuses codes no event was written with', () => {
    const buffer = new EventBuffer();
    buffer.rejected(1, REJECT_REASONS.length);
    expect(() => buffer.eventAt(0)).toThrow(/reject reason/);
    buffer.reset();
    buffer.cancelled(1, 1, CANCEL_REASONS.length);
    expect(() => buffer.eventAt(0)).toThrow(/cancel reason/);
  });
});

/** A row decoded column by column, as a consumer of executeInto reads it. */
function fromColumns(events: EventBuffer, i: number): EngineEvent {
  const orderId = events.orderIdAt(i);
  switch (events.kindAt(i)) {
    case EVENT_ACCEPTED:
      return { kind: 'accepted', orderId };
    case EVENT_REJECTED:
      return { kind: 'rejected', orderId, reason: REJECT_REASONS[events.codeAt(i)] ?? 'BAD_LOTS' };
    case EVENT_FILL:
      return {
        kind: 'fill',
        makerOrderId: events.makerOrderIdAt(i),
        takerOrderId: orderId,
        makerAccountId: events.makerAccountIdAt(i),
        takerAccountId: events.accountIdAt(i),
        priceTicks: events.priceTicksAt(i),
        lots: events.lotsAt(i),
      };
    case EVENT_RESTED:
      return {
        kind: 'rested',
        orderId,
        side: events.codeAt(i) === BUY ? 'buy' : 'sell',
        priceTicks: events.priceTicksAt(i),
        lots: events.lotsAt(i),
      };
    case EVENT_CANCELLED:
      return {
        kind: 'cancelled',
        orderId,
        remainingLots: events.lotsAt(i),
        reason: CANCEL_REASONS[events.codeAt(i)] ?? 'user',
      };
    case EVENT_DONE:
      return { kind: 'done', orderId };
    default:
      throw new Error(`unexpected kind ${events.kindAt(i)}`);
  }
}

describe('OrderBook.executeInto', () => {
  it('writes the columns as documented: the reference engine’s events, row by row', () => {
    const commands = makeWorkload({ seed: 9, count: 5_000, restingTarget: 300 });
    const book = new OrderBook();
    const reference = new ReferenceEngine();
    const events = new EventBuffer();
    const fast: EngineEvent[] = [];
    const slow: EngineEvent[] = [];
    for (const command of commands) {
      // Appends without resetting: the caller owns the buffer's lifetime.
      book.executeInto(command, events);
      reference.execute(command, slow);
    }
    for (let i = 0; i < events.length; i += 1) fast.push(fromColumns(events, i));
    expect(fast).toStrictEqual(slow);
    expect(new Set(fast.map((event) => event.kind))).toEqual(new Set(EVENT_KINDS));
    book.checkInvariants();
  });
});
