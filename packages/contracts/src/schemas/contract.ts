import { z } from 'zod';
import type { ErrorKey } from '../errors/index.js';
import { digitId, pageNo, pageSize, positiveDecimal, positiveInteger } from './fields.js';
import { clientOrderId, ORDER_TYPES, SPOT_TIME_IN_FORCE } from './market.js';

/**
 * Perpetual contracts (issue 6): symbols and the request schemas. The
 * response shapes and WebSocket payloads are in `contract-wire.ts`.
 *
 * Two kinds of contract:
 * - linear, `contractType: 'usdt'`: USDT-margined, symbol "BTCUSDT"; one lot
 *   is `contractSize` base coin, margin, fees and PnL are in USDT;
 * - inverse, `contractType: 'coin'`: coin-margined, symbol "BTCUSD"; one lot
 *   is `contractSize` USD, margin, fees and PnL are in the base coin.
 *
 * Quantities are whole lots (JS integers); prices, money and rates are
 * decimal strings, as in spot; leverage is an integer. One-way mode with
 * isolated margin: a user holds at most one open position per contract, and
 * every order says whether it opens or closes (`action`) in which
 * `direction`, so closing a long sells.
 *
 * Every error a schema here reports is a catalogue key (see `fields.ts` for
 * how the server maps it); `field` is the failing path.
 */

export const PERP_CONTRACT_TYPES = ['usdt', 'coin'] as const;
export type PerpContractType = (typeof PERP_CONTRACT_TYPES)[number];

/** The engine's names (`packages/engine` risk): linear is 'usdt', inverse is 'coin'. */
export const PERP_KINDS = ['linear', 'inverse'] as const;
export type PerpKind = (typeof PERP_KINDS)[number];
export const PERP_KIND_BY_TYPE = {
  usdt: 'linear',
  coin: 'inverse',
} as const satisfies Record<PerpContractType, PerpKind>;

/** What follows the coin in a symbol: "BTCUSDT" is linear, "BTCUSD" inverse. */
export const PERP_QUOTE_BY_TYPE = {
  usdt: 'USDT',
  coin: 'USD',
} as const satisfies Record<PerpContractType, string>;

/** The contract type meant when a request names only a coin (`coinSymbol=BTC`). */
export const DEFAULT_PERP_CONTRACT_TYPE: PerpContractType = 'usdt';

/** Spec section 9: contract lists are pages of 10. */
export const PERP_PAGE_SIZE = 10;

const COIN = /^[A-Z0-9]{1,16}$/;

/** A contract's symbol: `perpSymbol('btc', 'usdt')` is "BTCUSDT", `perpSymbol('BTC', 'coin')` "BTCUSD". */
export function perpSymbol(coin: string, contractType: PerpContractType): string {
  return `${coin.trim().toUpperCase()}${PERP_QUOTE_BY_TYPE[contractType]}`;
}

export interface PerpContractRef {
  readonly coinSymbol: string;
  readonly contractType: PerpContractType;
  /** A delivery series' term ("5M", "1H", "Q"); absent for a perpetual. */
  readonly term?: string;
}

/**
 * The coin and contract type of a symbol in any accepted spelling: "BTCUSDT",
 * "btcusdt", "BTC/USDT", "BTC-USDT", "BTC_USDT", "BTCUSD", "BTC/USD". Null when
 * it cannot be a contract symbol; whether the contract exists is the server's
 * question. A bare coin ("BTC") is refused: a request names one with
 * `coinSymbol` instead, where the contract type defaults explicitly.
 */
export function parsePerpSymbol(raw: string): PerpContractRef | null {
  let value = raw.trim().toUpperCase();
  // A delivery series ends in its term: "BTCUSDT-5M", "BTCUSD_1H", "ETHUSDT-Q".
  const termMatch = DELIVERY_TERM_SUFFIX.exec(value);
  const term = termMatch?.[1] ?? null;
  if (termMatch) value = value.slice(0, termMatch.index);
  const parts = value.split(/[/_-]/);
  let coin: string | undefined;
  let quote: string | undefined;
  if (parts.length === 2) {
    [coin, quote] = parts;
  } else if (parts.length === 1) {
    // USDT before USD: "BTCUSDT" must not read as coin "BTCUSDT" minus nothing.
    quote = [PERP_QUOTE_BY_TYPE.usdt, PERP_QUOTE_BY_TYPE.coin].find((q) => value.endsWith(q));
    coin = quote === undefined ? undefined : value.slice(0, -quote.length);
  }
  const contractType = PERP_CONTRACT_TYPES.find((type) => PERP_QUOTE_BY_TYPE[type] === quote);
  if (coin === undefined || contractType === undefined || !COIN.test(coin)) return null;
  return term === null
    ? { coinSymbol: coin, contractType }
    : { coinSymbol: coin, contractType, term };
}

/**
 * A delivery (fixed-expiry) series' term: minutes, hours, days or weeks
 * ("5M", "1H", "1D", "1W") or "Q" for the calendar quarter. Each series
 * rolls: when one contract of it expires and settles, the next is listed
 * under the same symbol.
 */
const DELIVERY_TERM_SUFFIX = /[-_]((?:[1-9]\d{0,3}[MHDW])|Q)$/;

/** Canonical symbol ("BTCUSDT", "BTCUSD") for what clients send, or null (see `parsePerpSymbol`). */
export function normalizePerpSymbol(raw: string): string | null {
  const ref = parsePerpSymbol(raw);
  if (ref === null) return null;
  const symbol = perpSymbol(ref.coinSymbol, ref.contractType);
  return ref.term === undefined ? symbol : `${symbol}-${ref.term}`;
}

// Field builders.

function report(context: z.RefinementCtx, key: ErrorKey, path: string): void {
  context.addIssue({ code: 'custom', message: key, path: [path] });
}

function refuse(context: z.RefinementCtx, key: ErrorKey, path: string): undefined {
  report(context, key, path);
  return undefined;
}

/** An enum whose absence reads "must not be empty" rather than "invalid format". */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? 'FIELD_REQUIRED' : 'FIELD_FORMAT'),
  });
}

/** A contract symbol in any accepted spelling, normalised; blank means not given. */
export const perpContractSymbol = () =>
  z.string({ error: 'CONTRACT_UNKNOWN' }).transform((value, context) => {
    if (value.trim() === '') return undefined;
    const symbol = normalizePerpSymbol(value);
    if (symbol === null) {
      context.addIssue({ code: 'custom', message: 'CONTRACT_UNKNOWN' });
      return z.NEVER;
    }
    return symbol;
  });

/** A coin such as "btc", upper-cased; blank means not given. */
const coinSymbolField = () =>
  z.string({ error: 'CONTRACT_UNKNOWN' }).transform((value, context) => {
    const coin = value.trim().toUpperCase();
    if (coin === '') return undefined;
    if (!COIN.test(coin)) {
      context.addIssue({ code: 'custom', message: 'CONTRACT_UNKNOWN' });
      return z.NEVER;
    }
    return coin;
  });

/** Order size in lots. Error: LOTS_NOT_POSITIVE (also when missing). */
export const perpLots = () => positiveInteger('LOTS_NOT_POSITIVE', 15);

/** Leverage, 1x and up; whether the contract offers it is the server's LEVERAGE_INVALID. */
export const perpLeverage = () => positiveInteger('LEVERAGE_NOT_POSITIVE', 4);

/** A positive decimal price; blank means not given. */
function optionalPrice(error: ErrorKey) {
  return z
    .string({ error })
    .optional()
    .transform((value) => (value?.trim() ? value.trim() : undefined))
    .pipe(positiveDecimal(error).optional());
}

// Naming the contract.

/**
 * How a request names a contract (spec: coinSymbol, contractType): either
 * `symbol` in any spelling, or `coinSymbol` with `contractType` (default
 * 'usdt'). When both are given they must agree (PARAM_INVALID otherwise).
 * Spread into a request object, then finish it with `requireContract` or
 * `filterContract`, which replace the three fields with the resolved ones.
 */
export const perpContractFields = {
  symbol: perpContractSymbol().optional(),
  coinSymbol: coinSymbolField().optional(),
  contractType: choice(PERP_CONTRACT_TYPES).optional(),
};

interface ContractFieldsOut {
  readonly symbol?: string | undefined;
  readonly coinSymbol?: string | undefined;
  readonly contractType?: PerpContractType | undefined;
}
type WithoutContractFields<T> = Omit<T, 'symbol' | 'coinSymbol' | 'contractType'>;

/** The named contract, null when none is named, undefined after reporting a contradiction. */
function resolveContract(
  fields: ContractFieldsOut,
  context: z.RefinementCtx,
): { symbol: string | null; contractType: PerpContractType | null } | undefined {
  const { symbol, coinSymbol, contractType } = fields;
  if (symbol === undefined) {
    if (coinSymbol === undefined) return { symbol: null, contractType: contractType ?? null };
    const type = contractType ?? DEFAULT_PERP_CONTRACT_TYPE;
    return { symbol: perpSymbol(coinSymbol, type), contractType: type };
  }
  // The symbol field is canonical already, so only a contradiction can fail here.
  const named = parsePerpSymbol(symbol);
  if (named === null) return refuse(context, 'CONTRACT_UNKNOWN', 'symbol');
  if (coinSymbol !== undefined && coinSymbol !== named.coinSymbol)
    return refuse(context, 'PARAM_INVALID', 'coinSymbol');
  if (contractType !== undefined && contractType !== named.contractType)
    return refuse(context, 'PARAM_INVALID', 'contractType');
  return { symbol, contractType: named.contractType };
}

/**
 * Transform for requests about one contract: the output has `symbol`, the
 * canonical symbol, in place of the three naming fields. Naming none is
 * FIELD_REQUIRED (field "symbol").
 */
export function requireContract<T extends ContractFieldsOut>(
  value: T,
  context: z.RefinementCtx<T>,
): WithoutContractFields<T> & { symbol: string } {
  const { symbol, coinSymbol, contractType, ...rest } = value;
  const resolved = resolveContract({ symbol, coinSymbol, contractType }, context);
  if (resolved === undefined) return z.NEVER;
  if (resolved.symbol === null) {
    report(context, 'FIELD_REQUIRED', 'symbol');
    return z.NEVER;
  }
  return { ...rest, symbol: resolved.symbol };
}

/**
 * Transform for optional filters: `symbol` is the contract named or null for
 * all; `contractType` alone ("every coin-margined contract") narrows to one
 * kind. When a symbol is named, contractType is its type.
 */
export function filterContract<T extends ContractFieldsOut>(
  value: T,
  context: z.RefinementCtx<T>,
): WithoutContractFields<T> & { symbol: string | null; contractType: PerpContractType | null } {
  const { symbol, coinSymbol, contractType, ...rest } = value;
  const resolved = resolveContract({ symbol, coinSymbol, contractType }, context);
  if (resolved === undefined) return z.NEVER;
  return { ...rest, ...resolved };
}

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

// Requests. Each names its path in `PATHS` (api.ts); all need a session
// except the configuration and leverage reads.

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

const placeFields = z.object({
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

type PlaceFields = WithoutContractFields<z.output<typeof placeFields>> & { symbol: string };

/**
 * The rules between fields, in the order a user fixes them: a limit order
 * needs a price (FIELD_REQUIRED) and a market order takes none
 * (PARAM_INVALID); a market order cannot be FOK or POST_ONLY (PARAM_INVALID);
 * opening needs a leverage (LEVERAGE_REQUIRED); closing takes no take-profit
 * or stop-loss (PRESET_ONLY_ON_OPEN). A leverage sent with a close is ignored.
 */
function checkPlacement(value: PlaceFields, context: z.RefinementCtx<PlaceFields>): PerpPlaceOrder {
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
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
  })
  .transform(filterContract)
  .transform((value, context) => {
    if (value.from === undefined || value.to === undefined || value.from <= value.to) return value;
    report(context, 'FIELD_OUT_OF_RANGE', 'from');
    return z.NEVER;
  });
