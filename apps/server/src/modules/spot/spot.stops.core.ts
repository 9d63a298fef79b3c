/**
 * Pure rules of spot conditional orders: checking a placement against the
 * market and its last price, and the book of waiting stops that a path of
 * trade prices triggers. No I/O, no clock.
 *
 * Prices compare in ticks, as integers. A trailing stop's callback is a
 * percentage with at most two decimals, so "price came back by r %" is the
 * exact integer test `price * 10000 <= extreme * (10000 - 100 r)` for a sell
 * (and `>=`, `+` for a buy), in bigints: no rounding decides a trigger.
 */
import type { PlaceStopBody, SpotStopKind } from '@exchange/contracts';
import { TRAILING_RATE } from '@exchange/contracts';
import {
  decimal,
  gt,
  isMultipleOf,
  lt,
  mul,
  parseDecimal,
  sub,
  toPlainString,
  ZERO,
  type Decimal,
} from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import {
  priceTicksOf,
  validatePlacement,
  type Market,
  type PlaceInput,
  type ValidOrder,
} from './spot.core.js';

export type Direction = 'rise' | 'fall';

/** What a trailing stop tracks: its callback as a fraction of 10000, its activation and best price in ticks. */
export interface Trailing {
  /** The callback in hundredths of a percent (1.5 % is 150). */
  readonly rateBp: number;
  readonly activationTicks: number | null;
  /** Null until it activates. */
  extremeTicks: number | null;
}

/** A waiting stop as the book keeps it. */
export interface LiveStop {
  readonly id: number;
  readonly userId: number;
  readonly direction: Direction;
  /** Null for a trailing stop. */
  readonly stopTicks: number | null;
  readonly trailing: Trailing | null;
  /** An OCO's resting limit order. */
  readonly ocoOrderId: number | null;
  /** The order it places when triggered, checked again then (the market may have changed). */
  readonly input: PlaceInput;
  /** What it holds under `stop:<id>`, in the order's freeze asset. */
  readonly frozen: Decimal;
}

/** A checked placement: what to store, what to hold, and the orders it makes. */
export interface ValidStop {
  readonly kind: SpotStopKind;
  readonly side: 'buy' | 'sell';
  readonly direction: Direction;
  readonly stopPrice: Decimal | null;
  readonly stopTicks: number | null;
  readonly price: Decimal | null;
  readonly stopLimitPrice: Decimal | null;
  readonly amount: Decimal | null;
  readonly quoteAmount: Decimal | null;
  /** Percent, as given. */
  readonly callbackRate: Decimal | null;
  readonly trailing: Trailing | null;
  readonly activationPrice: Decimal | null;
  /** The order placed at the trigger. */
  readonly input: PlaceInput;
  readonly order: ValidOrder;
  /** An OCO's resting leg, placed at once. */
  readonly ocoLeg: (PlaceInput & { readonly type: 'limit' }) | null;
  /** Held by the stop itself: the order's freeze, less an OCO leg's (which the trigger frees first). */
  readonly frozen: Decimal;
  readonly freezeAsset: string;
}

const optionalPrice = (market: Market, raw: string | undefined, field: string) =>
  raw === undefined ? null : priceTicksOf(market, raw, field);

/** The callback in hundredths of a percent. Errors: TRAILING_RATE_INVALID. */
function rateOf(raw: string | undefined): { rate: Decimal; bp: number } {
  const rate = raw === undefined ? null : parseDecimal(raw.trim());
  const min = decimal(TRAILING_RATE.min);
  const max = decimal(TRAILING_RATE.max);
  if (rate === null || lt(rate, min) || gt(rate, max) || !isMultipleOf(rate, decimal('0.01')))
    throw new AppError('TRAILING_RATE_INVALID', { min: TRAILING_RATE.min, max: TRAILING_RATE.max });
  return { rate, bp: Number(toPlainString(mul(rate, decimal('100')))) };
}

/** The direction a stop at `stopTicks` waits in, seen from the last price. Errors: STOP_PRICE_AT_LAST. */
function directionOf(stopTicks: number, lastTicks: number): Direction {
  if (stopTicks === lastTicks) throw new AppError('STOP_PRICE_AT_LAST');
  return stopTicks > lastTicks ? 'rise' : 'fall';
}

/**
 * Checks a conditional placement against the market's rules and its last
 * price (null before the first trade), in the order a user can fix them.
 * The order it will place is checked now too (its precision, its minimums),
 * so a stop never waits only to be refused for its own input. Errors: those
 * of validatePlacement, NO_LAST_PRICE, STOP_PRICE_AT_LAST,
 * OCO_PRICES_INVALID, TRAILING_RATE_INVALID, TRAILING_ACTIVATION_INVALID,
 * QUOTE_AMOUNT_REQUIRED, PARAM_INVALID.
 */
export function validateStop(
  market: Market,
  body: Omit<PlaceStopBody, 'symbol' | 'clientOrderId'>,
  lastTicks: number | null,
  nowMs: number,
): ValidStop {
  const { kind, side } = body;
  const limit = kind === 'stop_limit' || kind === 'oco';
  // A market order placed at the trigger holds what it may spend: a buy names its total.
  if (!limit && side === 'buy' && body.quoteAmount === undefined)
    throw new AppError('QUOTE_AMOUNT_REQUIRED');
  if (limit && body.quoteAmount !== undefined)
    throw new AppError('PARAM_INVALID', { field: 'quoteAmount' });
  if (kind !== 'trailing' && (body.callbackRate ?? body.activationPrice) !== undefined)
    throw new AppError('PARAM_INVALID', { field: 'callbackRate' });
  if (kind !== 'oco' && body.stopLimitPrice !== undefined)
    throw new AppError('PARAM_INVALID', { field: 'stopLimitPrice' });

  const placed: PlaceInput =
    kind === 'oco'
      ? { side, type: 'limit', price: body.stopLimitPrice, amount: body.amount, timeInForce: 'GTC' }
      : limit
        ? { side, type: 'limit', price: body.price, amount: body.amount, timeInForce: 'GTC' }
        : {
            side,
            type: 'market',
            timeInForce: 'IOC',
            ...(side === 'buy' ? { quoteAmount: body.quoteAmount } : { amount: body.amount }),
          };
  const order = validatePlacement(market, placed, nowMs);
  const ocoLeg =
    kind === 'oco'
      ? ({
          side,
          type: 'limit',
          price: body.price,
          amount: body.amount,
          timeInForce: 'GTC',
        } as const)
      : null;
  const leg = ocoLeg ? validatePlacement(market, ocoLeg, nowMs) : null;

  const stop = kind === 'trailing' ? null : priceTicksOf(market, body.stopPrice, 'stopPrice');
  if (kind === 'trailing' && body.stopPrice !== undefined)
    throw new AppError('PARAM_INVALID', { field: 'stopPrice' });
  if (lastTicks === null) throw new AppError('NO_LAST_PRICE');

  let direction: Direction;
  let trailing: Trailing | null = null;
  let callbackRate: Decimal | null = null;
  let activationPrice: Decimal | null = null;
  if (stop) {
    direction = directionOf(stop.ticks, lastTicks);
    if (leg) {
      // A sell OCO takes profit above the last price and stops the loss below; a buy the reverse.
      const legTicks = leg.priceTicks ?? 0;
      const valid =
        side === 'sell'
          ? legTicks > lastTicks && direction === 'fall'
          : legTicks < lastTicks && direction === 'rise';
      if (!valid) throw new AppError('OCO_PRICES_INVALID');
    }
  } else {
    const { rate, bp } = rateOf(body.callbackRate);
    callbackRate = rate;
    // A sell trails the highest price and triggers as the price falls back; a buy the reverse.
    direction = side === 'sell' ? 'fall' : 'rise';
    const activation = optionalPrice(market, body.activationPrice, 'activationPrice');
    if (activation) {
      const valid = side === 'sell' ? activation.ticks > lastTicks : activation.ticks < lastTicks;
      if (!valid) throw new AppError('TRAILING_ACTIVATION_INVALID');
      activationPrice = activation.price;
    }
    trailing = {
      rateBp: bp,
      activationTicks: activation?.ticks ?? null,
      extremeTicks: activation ? null : lastTicks,
    };
  }

  const need = order.freeze === 'available' ? ZERO : order.freeze;
  const legNeed = leg && leg.freeze !== 'available' ? leg.freeze : ZERO;
  const frozen = gt(need, legNeed) ? sub(need, legNeed) : ZERO;
  return {
    kind,
    side,
    direction,
    stopPrice: stop?.price ?? null,
    stopTicks: stop?.ticks ?? null,
    price: kind === 'oco' ? (leg?.price ?? null) : order.price,
    stopLimitPrice: kind === 'oco' ? order.price : null,
    amount: order.amount,
    quoteAmount: order.quoteAmount,
    callbackRate,
    trailing,
    activationPrice,
    input: placed,
    order,
    ocoLeg,
    frozen,
    freezeAsset: order.freezeAsset,
  };
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
  market: Market,
  direction: Direction,
  trailing: Trailing,
): Decimal | null {
  if (trailing.extremeTicks === null) return null;
  const extreme = mul(decimal(String(trailing.extremeTicks)), market.tick);
  const bp = BigInt(direction === 'fall' ? 10_000 - trailing.rateBp : 10_000 + trailing.rateBp);
  return mul(extreme, mul(decimal(String(bp)), decimal('0.0001')));
}

/** Moves a trailing stop with one price: activates it, or carries its best price further. */
function follow(stop: LiveStop, trailing: Trailing, ticks: number): void {
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
export interface Fired {
  readonly stop: LiveStop;
  readonly ticks: number;
}

/**
 * The waiting stops of one market. Fixed-price stops wait in two lists
 * sorted by how soon a move reaches them (rising ones by price up, falling
 * ones down, each then by id), so a price pops only what it reached;
 * trailing stops, which move, are followed one by one.
 */
export class StopBook {
  private readonly byId = new Map<number, LiveStop>();
  private rising: LiveStop[] = [];
  private falling: LiveStop[] = [];
  private readonly trailing: LiveStop[] = [];
  private readonly byOco = new Map<number, LiveStop>();
  private readonly perUser = new Map<number, number>();
  /** The market's last trade price in ticks, as the runner has matched it; null before the first trade. */
  lastTicks: number | null = null;

  get size(): number {
    return this.byId.size;
  }

  get(id: number): LiveStop | undefined {
    return this.byId.get(id);
  }

  /** The stop whose OCO leg is this order. */
  ocoOf(orderId: number): LiveStop | undefined {
    return this.byOco.get(orderId);
  }

  countOf(userId: number): number {
    return this.perUser.get(userId) ?? 0;
  }

  add(stop: LiveStop): void {
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
    const key = (s: LiveStop) => sign * (s.stopTicks ?? 0);
    let at = list.findIndex((s) => key(s) > key(stop) || (key(s) === key(stop) && s.id > stop.id));
    if (at < 0) at = list.length;
    list.splice(at, 0, stop);
  }

  /** Takes a stop out (cancelled, or triggered); undefined when it is not here. */
  remove(id: number): LiveStop | undefined {
    const stop = this.byId.get(id);
    if (!stop) return undefined;
    this.byId.delete(id);
    const left = this.countOf(stop.userId) - 1;
    if (left > 0) this.perUser.set(stop.userId, left);
    else this.perUser.delete(stop.userId);
    if (stop.ocoOrderId !== null) this.byOco.delete(stop.ocoOrderId);
    const drop = (list: LiveStop[]) => {
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
  path(ticks: readonly number[]): Fired[] {
    const fired: Fired[] = [];
    for (const price of ticks) {
      const reached: LiveStop[] = [];
      while (this.rising[0] && (this.rising[0].stopTicks ?? 0) <= price)
        reached.push(this.rising.shift() as LiveStop);
      while (this.falling[0] && (this.falling[0].stopTicks ?? 0) >= price)
        reached.push(this.falling.shift() as LiveStop);
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
  catchUp(id: number, highest: number, lowest: number): Fired | null {
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
