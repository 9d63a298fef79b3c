/**
 * Refusals in the dialect bots' libraries map: `{code, msg}` with the
 * largest exchange's negative codes and, where a library matches the text,
 * its exact message (ccxt maps "Account has insufficient balance for
 * requested action." to InsufficientFunds, -2011 and -2013 to
 * OrderNotFound, -1021 to InvalidNonce, -1022, -2014 and -2015 to
 * AuthenticationError, -1121 to BadSymbol, -1003 to RateLimitExceeded).
 */
import type { ErrorKey } from '@exchange/contracts';

export class BinanceError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly status = 400,
  ) {
    super(msg);
  }
}

export const binanceErrors = {
  unknown: () =>
    new BinanceError(-1000, 'An unknown error occurred while processing the request.', 500),
  unauthorized: () =>
    new BinanceError(-1002, 'You are not authorized to execute this request.', 401),
  tooMuchWeight: (limit: number) =>
    new BinanceError(
      -1003,
      `Too much request weight used; current limit is ${limit} request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.`,
      429,
    ),
  banned: (untilMs: number) =>
    new BinanceError(
      -1003,
      `Way too much request weight used; IP banned until ${untilMs}. Please use WebSocket Streams for live updates to avoid bans.`,
      418,
    ),
  timestampOutside: () =>
    new BinanceError(-1021, 'Timestamp for this request is outside of the recvWindow.'),
  timestampAhead: () =>
    new BinanceError(-1021, "Timestamp for this request was 1000ms ahead of the server's time."),
  badSignature: () => new BinanceError(-1022, 'Signature for this request is not valid.'),
  illegalChars: (name: string) =>
    new BinanceError(-1100, `Illegal characters found in parameter '${name}'.`),
  mandatory: (name: string) =>
    new BinanceError(
      -1102,
      `Mandatory parameter '${name}' was not sent, was empty/null, or malformed.`,
    ),
  notRequired: (name: string) =>
    new BinanceError(-1106, `Parameter '${name}' sent when not required.`),
  badPrecision: () => new BinanceError(-1111, 'Parameter quantity has too much precision.'),
  badTimeInForce: () => new BinanceError(-1115, 'Invalid timeInForce.'),
  badOrderType: () => new BinanceError(-1116, 'Invalid orderType.'),
  badSide: () => new BinanceError(-1117, 'Invalid side.'),
  badSymbol: () => new BinanceError(-1121, 'Invalid symbol.'),
  badInterval: () => new BinanceError(-1120, 'Invalid interval.'),
  badRecvWindow: () => new BinanceError(-1131, 'recvWindow must be less than 60000'),
  rejected: (msg: string) => new BinanceError(-2010, msg),
  insufficient: () =>
    new BinanceError(-2010, 'Account has insufficient balance for requested action.'),
  unknownOrderOnCancel: () => new BinanceError(-2011, 'Unknown order sent.'),
  noSuchOrder: () => new BinanceError(-2013, 'Order does not exist.'),
  badKeyFormat: () => new BinanceError(-2014, 'API-key format invalid.', 401),
  keyRefused: () => new BinanceError(-2015, 'Invalid API-key, IP, or permissions for action.', 401),
  filter: (name: string) => new BinanceError(-1013, `Filter failure: ${name}`),
};

/**
 * The platform's order refusals in the dialect: balance and filter
 * failures keep their meaning; anything else a placement refuses is
 * -2010 with our own English message.
 */
const PLACEMENT_FILTERS: Partial<Record<ErrorKey, string>> = {
  PRICE_NOT_POSITIVE: 'PRICE_FILTER',
  PRICE_PRECISION: 'PRICE_FILTER',
  LOT_PRECISION: 'LOT_SIZE',
  ORDER_AMOUNT_NOT_POSITIVE: 'LOT_SIZE',
  ORDER_AMOUNT_BELOW_MIN: 'LOT_SIZE',
  ORDER_AMOUNT_ABOVE_MAX: 'LOT_SIZE',
  NOTIONAL_BELOW_MIN: 'NOTIONAL',
};

export function placementRefusal(key: ErrorKey, englishMessage: string): BinanceError {
  if (key === 'INSUFFICIENT_BALANCE') return binanceErrors.insufficient();
  const filter = PLACEMENT_FILTERS[key];
  if (filter) return binanceErrors.filter(filter);
  if (key === 'MARKET_UNKNOWN') return binanceErrors.badSymbol();
  return binanceErrors.rejected(englishMessage);
}
