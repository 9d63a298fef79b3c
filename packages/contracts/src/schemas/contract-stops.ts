import { z } from 'zod';
import { pageNo, pageSize } from './fields.js';
import { perpContractSymbol, requireContract } from './contract.js';
import { choice, optionalPrice } from './contract-helpers.js';
import {
  checkPlacement,
  placeFields,
  type PerpPlaceOrder,
  type PlaceFields,
} from './contract-requests.js';
import { PERP_DIRECTIONS, PERP_ACTIONS, PERP_ORDER_TYPES } from './contract-requests.js';

// Contract conditional orders: an ordinary contract order, placed when the
// mark or last price reaches a trigger.

/** `trigger` waits for a fixed price; `trailing` follows the best price since it activated. */
export const PERP_STOP_KINDS = ['trigger', 'trailing'] as const;
export type PerpStopKind = (typeof PERP_STOP_KINDS)[number];
/** What the trigger watches: the mark price (every second) or the last trade price. */
export const PERP_STOP_SOURCES = ['mark', 'last'] as const;
export type PerpStopSource = (typeof PERP_STOP_SOURCES)[number];
export const PERP_STOP_STATUSES = ['WAITING', 'TRIGGERED', 'CANCELLED', 'REJECTED'] as const;

export interface PerpStopPlacement {
  readonly kind: PerpStopKind;
  readonly source: PerpStopSource;
  /** A trigger's price (null for trailing). */
  readonly triggerPrice: string | null;
  /** Trailing: the callback in percent and the optional activation price. */
  readonly callbackRate: string | null;
  readonly activationPrice: string | null;
  /** The order placed at the trigger; its clientOrderId is the conditional order's. */
  readonly order: PerpPlaceOrder;
}

/**
 * `POST /contract/stop/add`: the fields of a contract order (as
 * `/contract/perpetual/order`, any listed contract, perpetual or delivery)
 * with `kind`, `source` and, for a trigger, `triggerPrice`; for a trailing
 * stop `callbackRate` (TRAILING_RATE, percent) and an optional
 * `activationPrice`, and a market order. No margin is held until the
 * trigger: the order is checked then as any order is (a trigger that cannot
 * be placed ends REJECTED with the reason).
 */
export const perpStopBody = placeFields
  .extend({
    kind: choice(PERP_STOP_KINDS),
    source: choice(PERP_STOP_SOURCES),
    triggerPrice: optionalPrice('PRICE_NOT_POSITIVE'),
    callbackRate: z.string({ error: 'TRAILING_RATE_INVALID' }).trim().max(12).optional(),
    activationPrice: optionalPrice('PRICE_NOT_POSITIVE'),
  })
  .transform(requireContract)
  .transform((value, context): PerpStopPlacement => {
    const { kind, source, triggerPrice, callbackRate, activationPrice, ...fields } = value;
    const order = checkPlacement(fields as PlaceFields, context as z.RefinementCtx<PlaceFields>);
    return {
      kind,
      source,
      triggerPrice: triggerPrice ?? null,
      callbackRate: callbackRate ?? null,
      activationPrice: activationPrice ?? null,
      order,
    };
  });
export type PerpStopBody = z.input<typeof perpStopBody>;

export const perpStopIdBody = z.object({
  stopId: z
    .union([z.string().regex(/^[1-9]\d{0,18}$/), z.number().int().positive()])
    .transform(String),
});

export const perpStopListQuery = z.object({
  symbol: perpContractSymbol().optional(),
  pageNo: pageNo().default(1),
  pageSize: pageSize(20, 100),
});

const decimal = z.string();
export const perpStopSchema = z.object({
  stopId: z.string(),
  clientOrderId: z.string().nullable(),
  symbol: z.string(),
  kind: z.enum(PERP_STOP_KINDS),
  source: z.enum(PERP_STOP_SOURCES),
  /** `rise`: triggers at or above; `fall`: at or below. */
  trigger: z.enum(['rise', 'fall']),
  triggerPrice: decimal.nullable(),
  callbackRate: decimal.nullable(),
  activationPrice: decimal.nullable(),
  /** A waiting trailing stop's best price since it activated, and its trigger now. */
  extremePrice: decimal.nullable(),
  trailingTrigger: decimal.nullable(),
  direction: z.enum(PERP_DIRECTIONS),
  action: z.enum(PERP_ACTIONS),
  type: z.enum(PERP_ORDER_TYPES),
  price: decimal.nullable(),
  lots: z.number().int(),
  leverage: z.number().int().nullable(),
  takeProfit: decimal.nullable(),
  stopLoss: decimal.nullable(),
  status: z.enum(PERP_STOP_STATUSES),
  /** Why it was cancelled (`user`) or rejected (the order's error key). */
  reason: z.string().nullable(),
  orderId: z.string().nullable(),
  triggeredPrice: decimal.nullable(),
  triggeredAt: z.number().int().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type PerpStop = z.infer<typeof perpStopSchema>;
export const perpStopPageSchema = z.object({
  list: z.array(perpStopSchema),
  total: z.number().int().nonnegative(),
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
