import { z } from 'zod';
import { choice, refuse, report } from './contract-helpers.js';
import { positiveInteger } from './fields.js';

/**
 * Perpetual contracts: symbols and the fields that name a
 * contract. Requests are in `contract-requests.ts`, response shapes and
 * WebSocket payloads in `contract-wire.ts`.
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
export type WithoutContractFields<T> = Omit<T, 'symbol' | 'coinSymbol' | 'contractType'>;

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
