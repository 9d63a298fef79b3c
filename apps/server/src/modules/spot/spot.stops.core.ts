/**
 * Pure rules of spot conditional orders: checking a placement against the
 * market and its last price. The book that a path of trade prices triggers
 * is `lib/stop-book.ts`. No I/O, no clock.
 */
import type { PlaceStopBody, SpotStopKind } from '@exchange/contracts';
import { TRAILING_RATE } from '@exchange/contracts';
import { gt, sub, ZERO, type Decimal } from '@exchange/money';
import { AppError } from '../../http/app-error.js';
import {
  priceTicksOf,
  validatePlacement,
  type Market,
  type PlaceInput,
  type ValidOrder,
} from './spot.core.js';
import {
  directionOf,
  rateOf,
  StopBook,
  trailingReached,
  trailingTrigger,
  type BookStop,
  type Direction,
  type Fired as BookFired,
  type Trailing,
} from '../../lib/stop-book.js';

export { StopBook, trailingReached, trailingTrigger };
export type { Direction, Trailing };
/** A spot stop a price reached, with that price. */
export type Fired = BookFired<LiveStop>;

/** A waiting spot stop as the book keeps it. */
export interface LiveStop extends BookStop {
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
    const { rate, bp } = rateOf(body.callbackRate, TRAILING_RATE);
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
