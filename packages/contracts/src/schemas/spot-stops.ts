import { z } from 'zod';
import { pageNo, pageSize } from './fields.js';
import { clientOrderId, marketSymbol, ORDER_SIDES, orderNumber } from './market.js';

// Spot conditional orders: held until the last trade price reaches them.

/**
 * `stop_limit` places a limit order at `price` once the last price reaches
 * `stopPrice`; `stop_market` a market order. `trailing` follows the best
 * price since it activated (the highest for a sell, the lowest for a buy)
 * and places a market order once the last price comes back by
 * `callbackRate` % from it. `oco` is a limit order at `price`, resting now,
 * with a stop-limit (`stopPrice`, `stopLimitPrice`) beside it: a fill of
 * either cancels the other.
 */
export const SPOT_STOP_KINDS = ['stop_limit', 'stop_market', 'trailing', 'oco'] as const;
export type SpotStopKind = (typeof SPOT_STOP_KINDS)[number];

/**
 * WAITING holds its funds until the price comes; TRIGGERED placed its order
 * (`orderId`); CANCELLED by its owner or by its OCO leg's fill; REJECTED
 * when the order it would place was refused at the trigger (`reason`), its
 * funds returned.
 */
export const SPOT_STOP_STATUSES = ['WAITING', 'TRIGGERED', 'CANCELLED', 'REJECTED'] as const;
export type SpotStopStatus = (typeof SPOT_STOP_STATUSES)[number];

/** Which way the last price must move to trigger: up to `stopPrice` or above, or down to it or below. */
export const STOP_DIRECTIONS = ['rise', 'fall'] as const;

/** Callback rates a trailing stop accepts, in percent. */
export const TRAILING_RATE = { min: '0.1', max: '10' } as const;

/**
 * `POST /exchange/order/stop/add`. Per kind: stop_limit needs stopPrice,
 * price and amount; stop_market needs stopPrice and amount (a sell) or
 * quoteAmount (a buy: the total to spend, held until the trigger); trailing
 * needs callbackRate and amount or quoteAmount as stop_market, and takes an
 * optional activationPrice; oco needs price, stopPrice, stopLimitPrice and
 * amount. Checked against the market's rules and last price on the server.
 */
export const placeStopBody = z.object({
  symbol: marketSymbol(),
  side: z.enum(ORDER_SIDES),
  kind: z.enum(SPOT_STOP_KINDS),
  stopPrice: orderNumber(),
  price: orderNumber(),
  stopLimitPrice: orderNumber(),
  amount: orderNumber(),
  quoteAmount: orderNumber(),
  callbackRate: orderNumber(),
  activationPrice: orderNumber(),
  clientOrderId: clientOrderId().optional(),
});
export type PlaceStopBody = z.input<typeof placeStopBody>;

export const stopIdBody = z.object({
  stopId: z
    .union([z.string().regex(/^[1-9]\d{0,18}$/), z.number().int().positive()])
    .transform(String),
});

const decimalString = z.string();

export const spotStopSchema = z.object({
  stopId: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: z.string(),
  side: z.enum(ORDER_SIDES),
  kind: z.enum(SPOT_STOP_KINDS),
  direction: z.enum(STOP_DIRECTIONS),
  /** Null for a trailing stop, whose trigger moves with the price. */
  stopPrice: decimalString.nullable(),
  /** The limit price: of the order placed at the trigger (stop_limit), or of the resting leg (oco). */
  price: decimalString.nullable(),
  /** An OCO's stop leg: the limit price of the order it places. */
  stopLimitPrice: decimalString.nullable(),
  amount: decimalString.nullable(),
  quoteAmount: decimalString.nullable(),
  /** Trailing stops: the callback in percent, the activation price, and the best price since activation. */
  callbackRate: decimalString.nullable(),
  activationPrice: decimalString.nullable(),
  /** Null until the trailing stop activates. */
  extremePrice: decimalString.nullable(),
  /** A trailing stop's current trigger price (from extremePrice and callbackRate); null until it activates. */
  trailingTrigger: decimalString.nullable(),
  /** Held from placement to the trigger, in freezeAsset (an OCO's extra over its resting leg). */
  frozen: decimalString,
  freezeAsset: z.string(),
  status: z.enum(SPOT_STOP_STATUSES),
  /** Why it was cancelled or rejected: `user`, `oco` (the other leg filled or was cancelled), or an error key. */
  reason: z.string().nullable(),
  /** The OCO's resting limit order. */
  ocoOrderId: z.string().nullable(),
  /** The order it placed when triggered. */
  orderId: z.string().nullable(),
  triggeredPrice: decimalString.nullable(),
  triggeredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SpotStop = z.infer<typeof spotStopSchema>;

export const stopListQuery = z.object({
  symbol: marketSymbol().optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});
export const stopPageSchema = z.object({
  list: z.array(spotStopSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
