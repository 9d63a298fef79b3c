/**
 * The book of waiting conditional orders of one market or contract, on
 * prices in ticks (integers): stops that fire when a price reaches a fixed
 * level, and trailing stops that follow the best price since they activated
 * and fire on a pull-back of a percentage. Shared by spot (`spot.stops*`)
 * and contracts (`perp.stops*`); what a stop places when it fires is theirs.
 *
 * A trailing stop's callback is a percentage with at most two decimals, so
 * "price came back by r %" is the exact integer test
 * `price * 10000 <= extreme * (10000 - 100 r)` for a sell-side (falling)
 * trigger, and `>=`, `+` for a rising one, in bigints: no rounding decides.
 */
import {
  decimal,
  gt,
  isMultipleOf,
  lt,
  mul,
  parseDecimal,
  toPlainString,
  type Decimal,
} from '@exchange/money';
import { AppError } from '../http/app-error.js';

export type Direction = 'rise' | 'fall';

/** What a trailing stop tracks: its callback as a fraction of 10000, its activation and best price in ticks. */
export interface Trailing {
  /** The callback in hundredths of a percent (1.5 % is 150). */
  readonly rateBp: number;
  readonly activationTicks: number | null;
  /** Null until it activates. */
  extremeTicks: number | null;
}

/** What every stop in a book has. */
export interface BookStop {
  readonly id: number;
  readonly userId: number;
  readonly direction: Direction;
  /** Null for a trailing stop. */
  readonly stopTicks: number | null;
  readonly trailing: Trailing | null;
  /** An OCO's resting limit order. */
  readonly ocoOrderId: number | null;
}

export /** The callback in hundredths of a percent. Errors: TRAILING_RATE_INVALID. */
function rateOf(
  raw: string | undefined,
  bounds: { readonly min: string; readonly max: string },
): { rate: Decimal; bp: number } {
  const rate = raw === undefined ? null : parseDecimal(raw.trim());
  const min = decimal(bounds.min);
  const max = decimal(bounds.max);
  if (rate === null || lt(rate, min) || gt(rate, max) || !isMultipleOf(rate, decimal('0.01')))
    throw new AppError('TRAILING_RATE_INVALID', { min: bounds.min, max: bounds.max });
  return { rate, bp: Number(toPlainString(mul(rate, decimal('100')))) };
}

export /** The direction a stop at `stopTicks` waits in, seen from the last price. Errors: STOP_PRICE_AT_LAST. */
function directionOf(stopTicks: number, lastTicks: number): Direction {
  if (stopTicks === lastTicks) throw new AppError('STOP_PRICE_AT_LAST');
  return stopTicks > lastTicks ? 'rise' : 'fall';
}

/** Whether a trailing stop's pull-back from its best price has reached `ticks`. */
export function trailingReached(direction: Direction, trailing: Trailing, ticks: number): boolean {
  if (trailing.extremeTicks === null) return false;
  const price = BigInt(ticks) * 10_000n;
  const extreme = BigInt(trailing.extremeTicks);
  return direction === 'fall'
    ? price <= extreme * BigInt(10_000 - trailing.rateBp)
    : price >= extreme * BigInt(10_000 + trailing.rateBp);
}

/** A trailing stop's trigger price now, exactly (not a tick multiple); null until it activates. */
export function trailingTrigger(
  tick: Decimal,
  direction: Direction,
  trailing: Trailing,
): Decimal | null {
  if (trailing.extremeTicks === null) return null;
  const extreme = mul(decimal(String(trailing.extremeTicks)), tick);
  const bp = BigInt(direction === 'fall' ? 10_000 - trailing.rateBp : 10_000 + trailing.rateBp);
  return mul(extreme, mul(decimal(String(bp)), decimal('0.0001')));
}

/** Moves a trailing stop with one price: activates it, or carries its best price further. */
function follow(stop: BookStop, trailing: Trailing, ticks: number): void {
  const better = (a: number, b: number) => (stop.direction === 'fall' ? a > b : a < b);
  if (trailing.extremeTicks === null) {
    const activation = trailing.activationTicks;
    const reached =
      activation === null ||
      (stop.direction === 'fall' ? ticks >= activation : ticks <= activation);
    if (reached) trailing.extremeTicks = ticks;
    return;
  }
  if (better(ticks, trailing.extremeTicks)) trailing.extremeTicks = ticks;
}

/** A stop a price reached, with that price. */
export interface Fired<S extends BookStop> {
  readonly stop: S;
  readonly ticks: number;
}

/**
 * The waiting stops of one market. Fixed-price stops wait in two lists
 * sorted by how soon a move reaches them (rising ones by price up, falling
 * ones down, each then by id), so a price pops only what it reached;
 * trailing stops, which move, are followed one by one.
 */
export class StopBook<S extends BookStop> {
  private readonly byId = new Map<number, S>();
  private rising: S[] = [];
  private falling: S[] = [];
  private readonly trailing: S[] = [];
  private readonly byOco = new Map<number, S>();
  private readonly perUser = new Map<number, number>();
  /** The market's last trade price in ticks, as the runner has matched it; null before the first trade. */
  lastTicks: number | null = null;

  get size(): number {
    return this.byId.size;
  }

  get(id: number): S | undefined {
    return this.byId.get(id);
  }

  /** The stop whose OCO leg is this order. */
  ocoOf(orderId: number): S | undefined {
    return this.byOco.get(orderId);
  }

  countOf(userId: number): number {
    return this.perUser.get(userId) ?? 0;
  }

  add(stop: S): void {
    if (this.byId.has(stop.id)) return;
    this.byId.set(stop.id, stop);
    this.perUser.set(stop.userId, this.countOf(stop.userId) + 1);
    if (stop.ocoOrderId !== null) this.byOco.set(stop.ocoOrderId, stop);
    if (stop.trailing) {
      this.trailing.push(stop);
      this.trailing.sort((a, b) => a.id - b.id);
      return;
    }
    const list = stop.direction === 'rise' ? this.rising : this.falling;
    const sign = stop.direction === 'rise' ? 1 : -1;
    const key = (s: S) => sign * (s.stopTicks ?? 0);
    let at = list.findIndex((s) => key(s) > key(stop) || (key(s) === key(stop) && s.id > stop.id));
    if (at < 0) at = list.length;
    list.splice(at, 0, stop);
  }

  /** Takes a stop out (cancelled, or triggered); undefined when it is not here. */
  remove(id: number): S | undefined {
    const stop = this.byId.get(id);
    if (!stop) return undefined;
    this.byId.delete(id);
    const left = this.countOf(stop.userId) - 1;
    if (left > 0) this.perUser.set(stop.userId, left);
    else this.perUser.delete(stop.userId);
    if (stop.ocoOrderId !== null) this.byOco.delete(stop.ocoOrderId);
    const drop = (list: S[]) => {
      const at = list.indexOf(stop);
      if (at >= 0) list.splice(at, 1);
    };
    drop(stop.trailing ? this.trailing : stop.direction === 'rise' ? this.rising : this.falling);
    return stop;
  }

  /**
   * Walks the prices of a batch's fills in order and takes out every stop
   * they reach, in the order they were reached (ties by id). A price that
   * crosses a stop and comes back within the batch still triggers it.
   */
  path(ticks: readonly number[]): Fired<S>[] {
    const fired: Fired<S>[] = [];
    for (const price of ticks) {
      const reached: S[] = [];
      while (this.rising[0] && (this.rising[0].stopTicks ?? 0) <= price)
        reached.push(this.rising.shift() as S);
      while (this.falling[0] && (this.falling[0].stopTicks ?? 0) >= price)
        reached.push(this.falling.shift() as S);
      for (const stop of this.trailing) {
        const trailing = stop.trailing as Trailing;
        follow(stop, trailing, price);
        if (trailingReached(stop.direction, trailing, price)) reached.push(stop);
      }
      reached.sort((a, b) => a.id - b.id);
      for (const stop of reached) {
        this.remove(stop.id);
        fired.push({ stop, ticks: price });
      }
    }
    if (ticks.length > 0) this.lastTicks = ticks[ticks.length - 1] ?? this.lastTicks;
    return fired;
  }

  /**
   * After a restart: the highest and lowest trade price since a stop was
   * placed, for a trigger the crash may have lost. A fixed stop those reached
   * fires; a trailing one activates and moves to them, then fires if the
   * last price is back far enough.
   */
  catchUp(id: number, highest: number, lowest: number): Fired<S> | null {
    const stop = this.byId.get(id);
    if (!stop) return null;
    const last = this.lastTicks;
    if (stop.trailing) {
      const [first, second] = stop.direction === 'fall' ? [highest, lowest] : [lowest, highest];
      follow(stop, stop.trailing, second);
      follow(stop, stop.trailing, first);
      if (last === null || !trailingReached(stop.direction, stop.trailing, last)) return null;
      this.remove(id);
      return { stop, ticks: last };
    }
    const stopTicks = stop.stopTicks ?? 0;
    const reached = stop.direction === 'rise' ? highest >= stopTicks : lowest <= stopTicks;
    if (!reached) return null;
    this.remove(id);
    return { stop, ticks: stop.direction === 'rise' ? highest : lowest };
  }
}
