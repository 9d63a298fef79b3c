import { z } from 'zod';
import type { ErrorKey } from '../errors/index.js';
import { digitId, instant, pageNo, pageSize, positiveDecimal } from './fields.js';
import { clientOrderId, KLINE_INTERVALS, ORDER_TYPES, SPOT_TIME_IN_FORCE } from './market.js';
import {
  PERP_PAGE_SIZE,
  perpContractSymbol,
  perpLots,
  perpLeverage,
  perpContractFields,
  requireContract,
  filterContract,
  type WithoutContractFields,
} from './contract.js';
import { choice, optionalPrice, report } from './contract-helpers.js';

/**
 * Perpetual and delivery contracts (issues 6 and 7): the request schemas and
 * the enumerations the responses share. Symbols and the contract-naming
 * fields are in `contract.ts`, response shapes in `contract-wire.ts`.
 */

// Enumerations shared with the responses.

export const PERP_DIRECTIONS = ['long', 'short'] as const;
export type PerpDirection = (typeof PERP_DIRECTIONS)[number];
export const PERP_ACTIONS = ['open', 'close'] as const;
export type PerpAction = (typeof PERP_ACTIONS)[number];
export const PERP_ORDER_TYPES = ORDER_TYPES;
export type PerpOrderType = (typeof PERP_ORDER_TYPES)[number];
/** As in spot. A market order is always IOC: what it cannot fill at once is cancelled. */
export const PERP_TIME_IN_FORCE = SPOT_TIME_IN_FORCE;
export type PerpTimeInForce = (typeof PERP_TIME_IN_FORCE)[number];
/**
 * Isolated: a position risks only the margin it holds. Cross: the user's
 * cross positions in one margin asset also share the contract account's free
 * balance, and the account is liquidated when its equity reaches their
 * maintenance margin (`perp.cross.ts`).
 */
export const MARGIN_MODES = ['isolated', 'cross'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

// Requests. Each names its path in `PATHS` (api.ts); all need a session
// except the configuration and leverage reads.

/**
 * `GET /contract/market/kline`: a contract's candles (perpetual or delivery
 * series), oldest first, as `klineSchema` with volume in lots and turnover
 * in the quote currency; kept live by "perp_kline:{symbol}:{interval}".
 */
export const perpKlineQuery = z
  .object({
    ...perpContractFields,
    interval: z.enum(KLINE_INTERVALS, { error: 'KLINE_INTERVAL_UNKNOWN' }),
    /** Open time bounds, inclusive; the newest `size` candles by default. */
    from: instant().optional(),
    to: instant().optional(),
    size: pageSize(300, 1500),
  })
  .transform(requireContract);

/** `GET /contract/perpetual/getPerpetualConfig`: one contract when named, else every listed one. */
export const perpConfigQuery = z.object(perpContractFields).transform(filterContract);

/**
 * `GET /contract/delivery/getDeliveryConfig`: the delivery series (one when
 * named, e.g. symbol=BTCUSDT-5M), as `perpConfigSchema` with product
 * 'delivery'. Delivery orders use `GET /contract/delivery/order` with the
 * same fields as a perpetual order and a series symbol; entrusts, positions
 * and fills of both products share the `/contract/wallet/` routes.
 */
export const deliveryConfigQuery = z.object({ symbol: perpContractSymbol().optional() });

/** `GET /contract/perpetual/leverage/findAllBySymbol?symbol=`. */
export const perpLeverageQuery = z.object(perpContractFields).transform(requireContract);

/** `GET /contract/margin-mode?symbol=`: the caller's margin mode in a contract. */
export const perpMarginModeQuery = perpLeverageQuery;

/**
 * `POST /contract/margin-mode`: sets the caller's margin mode in a contract;
 * refused while a position or an order of theirs is open there.
 */
export const perpSetMarginModeBody = z
  .object({ ...perpContractFields, mode: choice(MARGIN_MODES) })
  .transform(requireContract);

export interface PerpPlaceOrder {
  readonly symbol: string;
  readonly direction: PerpDirection;
  readonly action: PerpAction;
  readonly type: PerpOrderType;
  /** Null for a market order. */
  readonly price: string | null;
  readonly lots: number;
  /** Null for a close: a close takes the position's leverage. */
  readonly leverage: number | null;
  /** Trigger prices to preset on the position; only on opening orders. */
  readonly takeProfit: string | null;
  readonly stopLoss: string | null;
  /** 'IOC' for every market order. */
  readonly timeInForce: PerpTimeInForce;
  readonly clientOrderId: string | null;
}

export const placeFields = z.object({
  ...perpContractFields,
  direction: choice(PERP_DIRECTIONS),
  action: choice(PERP_ACTIONS),
  type: choice(PERP_ORDER_TYPES),
  // Shape only; the tick (PRICE_PRECISION) is the server's check.
  price: optionalPrice('PRICE_NOT_POSITIVE'),
  lots: perpLots(),
  leverage: perpLeverage().optional(),
  takeProfit: optionalPrice('AMOUNT_INVALID'),
  stopLoss: optionalPrice('AMOUNT_INVALID'),
  timeInForce: choice(PERP_TIME_IN_FORCE).optional(),
  clientOrderId: clientOrderId().optional(),
});

export type PlaceFields = WithoutContractFields<z.output<typeof placeFields>> & { symbol: string };

/**
 * The rules between fields, in the order a user fixes them: a limit order
 * needs a price (FIELD_REQUIRED) and a market order takes none
 * (PARAM_INVALID); a market order cannot be FOK or POST_ONLY (PARAM_INVALID);
 * opening needs a leverage (LEVERAGE_REQUIRED); closing takes no take-profit
 * or stop-loss (PRESET_ONLY_ON_OPEN). A leverage sent with a close is ignored.
 */
export function checkPlacement(
  value: PlaceFields,
  context: z.RefinementCtx<PlaceFields>,
): PerpPlaceOrder {
  let ok = true;
  const fail = (key: ErrorKey, path: string) => {
    ok = false;
    report(context, key, path);
  };
  const { type, action, timeInForce } = value;
  if (type === 'limit' && value.price === undefined) fail('FIELD_REQUIRED', 'price');
  if (type === 'market' && value.price !== undefined) fail('PARAM_INVALID', 'price');
  if (type === 'market' && (timeInForce === 'FOK' || timeInForce === 'POST_ONLY'))
    fail('PARAM_INVALID', 'timeInForce');
  if (action === 'open' && value.leverage === undefined) fail('LEVERAGE_REQUIRED', 'leverage');
  if (action === 'close' && value.takeProfit !== undefined)
    fail('PRESET_ONLY_ON_OPEN', 'takeProfit');
  if (action === 'close' && value.stopLoss !== undefined) fail('PRESET_ONLY_ON_OPEN', 'stopLoss');
  if (!ok) return z.NEVER;
  return {
    symbol: value.symbol,
    direction: value.direction,
    action,
    type,
    price: value.price ?? null,
    lots: value.lots,
    leverage: action === 'open' ? (value.leverage ?? null) : null,
    takeProfit: value.takeProfit ?? null,
    stopLoss: value.stopLoss ?? null,
    timeInForce: type === 'market' ? 'IOC' : (timeInForce ?? 'GTC'),
    clientOrderId: value.clientOrderId ?? null,
  };
}

/**
 * `GET /contract/perpetual/order` (query) or POST (JSON body): place an
 * entrust; the output is a `PerpPlaceOrder`. Beyond the schema's own errors
 * the server answers, roughly in the order a user can fix them:
 * CONTRACT_UNKNOWN, CONTRACT_SUSPENDED, CONTRACT_CLOSED {hours},
 * PRICE_PRECISION {tick}, OPEN_LOTS_BELOW_MIN / OPEN_LOTS_ABOVE_MAX or
 * CLOSE_LOTS_BELOW_MIN / CLOSE_LOTS_ABOVE_MAX, LEVERAGE_INVALID {leverages},
 * POSITION_NOT_FOUND (a close with no position in that direction),
 * POSITION_LIQUIDATING, OPPOSITE_POSITION, LEVERAGE_MIXED,
 * PENDING_ORDER_EXISTS, LEVERAGE_ABOVE_TIER {max}, CLOSABLE_LOTS_INSUFFICIENT
 * {closable}, MARK_PRICE_UNAVAILABLE, TAKE_PROFIT_WRONG_SIDE,
 * STOP_LOSS_WRONG_SIDE, STOP_TOO_CLOSE_TO_LIQUIDATION, MARGIN_INSUFFICIENT,
 * CLIENT_ORDER_ID_REUSED, TOO_MANY_OPEN_ORDERS {max}, NO_LIQUIDITY,
 * MARKET_BUSY. Replies with the `PerpOrder` once matched, as spot does;
 * idempotent by clientOrderId.
 */
export const perpPlaceOrderBody = placeFields.transform(requireContract).transform(checkPlacement);
export type PerpPlaceOrderBody = z.input<typeof perpPlaceOrderBody>;

/** A trigger price change: absent leaves it, '' or null removes it, a decimal sets it. */
function presetChange() {
  return z
    .string({ error: 'AMOUNT_INVALID' })
    .nullable()
    .optional()
    .transform((value) => (value === null || value?.trim() === '' ? null : value?.trim()))
    .pipe(positiveDecimal('AMOUNT_INVALID').nullable().optional());
}

/**
 * `GET /contract/perpetual/modifyPresetClosure`: set or remove the position's
 * take-profit and stop-loss. `id` is the position id. At least one of the two
 * must be given (FIELD_REQUIRED, field "takeProfit"). Output: takeProfit and
 * stopLoss are undefined (unchanged), null (remove) or a decimal (set).
 * Server errors: POSITION_NOT_FOUND, POSITION_CLOSED, POSITION_LIQUIDATING,
 * PRICE_PRECISION, MARK_PRICE_UNAVAILABLE, TAKE_PROFIT_WRONG_SIDE,
 * STOP_LOSS_WRONG_SIDE, STOP_TOO_CLOSE_TO_LIQUIDATION, ADJUSTMENT_TOO_LARGE
 * {max} (a change of an existing price, not setting or removing one).
 * Replies with the updated `PerpPosition`.
 */
export const perpModifyPresetQuery = z
  .object({
    id: digitId('POSITION_NOT_FOUND'),
    takeProfit: presetChange(),
    stopLoss: presetChange(),
  })
  .transform((value, context) => {
    if (value.takeProfit !== undefined || value.stopLoss !== undefined) return value;
    report(context, 'FIELD_REQUIRED', 'takeProfit');
    return z.NEVER;
  });
export type PerpModifyPreset = z.output<typeof perpModifyPresetQuery>;

/**
 * What `findOrderByPage` lists: PENDING the open entrusts (SUBMITTED and
 * PENDING), HISTORY the finished ones (FILLED and CANCELLED), OPEN the open
 * positions, CLOSED the closed positions.
 */
export const PERP_ORDER_LIST_STATUSES = ['PENDING', 'HISTORY'] as const;
export const PERP_POSITION_LIST_STATUSES = ['OPEN', 'CLOSED'] as const;
export const PERP_LIST_STATUSES = [
  ...PERP_ORDER_LIST_STATUSES,
  ...PERP_POSITION_LIST_STATUSES,
] as const;
export type PerpListStatus = (typeof PERP_LIST_STATUSES)[number];

/** `GET /contract/wallet/findOrderByPage`: newest first; default status PENDING, pages of 10. */
export const perpOrderListQuery = z
  .object({
    ...perpContractFields,
    status: choice(PERP_LIST_STATUSES).default('PENDING'),
    pageNo: pageNo().default(1),
    pageSize: pageSize(PERP_PAGE_SIZE, 100),
  })
  .transform(filterContract);

/**
 * `findOrderById?id=` (the `PerpOrder`) and `terminateContractPerpetual?id=`
 * (cancel one resting entrust; the cancelled `PerpOrder`, cancelReason
 * 'user'): an entrust id. Errors: ORDER_NOT_FOUND, and for a cancel
 * ORDER_ALREADY_CLOSED.
 */
export const perpOrderIdQuery = z.object({ id: digitId('ORDER_NOT_FOUND') });

/**
 * `manualContractPerpetualCloseByOrder?id=`: a position id. Closes the whole
 * position at market: its pending close entrusts are cancelled first
 * (cancelReason 'position_closed'), then one market close of all its lots is
 * placed; replies with that close `PerpOrder`. Errors: POSITION_NOT_FOUND,
 * POSITION_CLOSED, POSITION_LIQUIDATING, CONTRACT_SUSPENDED, CONTRACT_CLOSED,
 * MARK_PRICE_UNAVAILABLE, NO_LIQUIDITY.
 */
export const perpPositionIdQuery = z.object({ id: digitId('POSITION_NOT_FOUND') });

/** `findTrans?id=`: a fill id. */
export const perpFillIdQuery = z.object({ id: digitId('CONTRACT_FILL_NOT_FOUND') });

/** `findByOrderId?orderId=`: the fills of one entrust, oldest first. */
export const perpOrderFillsQuery = z.object({ orderId: digitId('ORDER_NOT_FOUND') });

/** `GET /contract/wallet/findTransByPage`: the caller's fills, newest first, pages of 10. */
export const perpFillListQuery = z
  .object({
    ...perpContractFields,
    pageNo: pageNo().default(1),
    pageSize: pageSize(PERP_PAGE_SIZE, 100),
  })
  .transform(filterContract);

/**
 * `/api/contractApplyOrder!cancelAll.action` (cancel every resting entrust;
 * spot's `cancelAllResultSchema`, {cancelled}) and
 * `/api/contractOrder!closeAll.action` (close every open position at market as
 * the single close above does; `perpCloseAllResultSchema`, {closing}), in one
 * contract, one contract type or all. Positions being liquidated are skipped.
 */
export const perpBulkQuery = z.object(perpContractFields).transform(filterContract);

/**
 * `GET /contract/wallet/profitLoss` (our addition, for the /profitLoss and
 * /perpetualHistory screens): totals of what happened between `from` and `to`
 * (unix ms, inclusive; open-ended when absent). A window ending before it
 * starts is FIELD_OUT_OF_RANGE (field "from").
 */
export const perpProfitLossQuery = z
  .object({
    ...perpContractFields,
    from: instant().optional(),
    to: instant().optional(),
  })
  .transform(filterContract)
  .transform((value, context) => {
    if (value.from === undefined || value.to === undefined || value.from <= value.to) return value;
    report(context, 'FIELD_OUT_OF_RANGE', 'from');
    return z.NEVER;
  });
