import { ERROR_CODES, type SpotStop, type SpotStopStatus } from '@exchange/contracts';
import type { TextKey } from '../../i18n';
import type { Tone } from '../funding/status';

/**
 * How a conditional order reads in a list: the condition it waits for, its
 * status and why it ended. Pure, so the rows only lay them out.
 */

/** "Last ≥ price" or "Last ≤ price"; `price` null while a trailing stop has not activated. */
export interface TriggerCondition {
  op: 'gte' | 'lte';
  price: string | null;
}

/**
 * What the last price must reach. A fixed trigger goes the way the server
 * set at placement (`direction`). A trailing stop's trigger follows the
 * best price: a sell waits for the price to fall back to it, a buy for the
 * price to rise back to it.
 */
export function triggerCondition(
  stop: Pick<SpotStop, 'kind' | 'side' | 'direction' | 'stopPrice' | 'trailingTrigger'>,
): TriggerCondition {
  if (stop.kind === 'trailing') {
    return { op: stop.side === 'sell' ? 'lte' : 'gte', price: stop.trailingTrigger };
  }
  return { op: stop.direction === 'rise' ? 'gte' : 'lte', price: stop.stopPrice };
}

export const STOP_TONE: Readonly<Record<SpotStopStatus, Tone>> = {
  WAITING: 'pending',
  TRIGGERED: 'good',
  CANCELLED: 'muted',
  REJECTED: 'bad',
};

type ErrorName = keyof typeof ERROR_CODES;
/** Texts for the errors one product's triggered orders can meet, beyond the shared ones. */
export type RejectionTexts = Readonly<Partial<Record<ErrorName, TextKey>>>;

/** A cancel by the owner, or by the OCO's other leg. */
const CANCEL_TEXTS = {
  user: 'stops.reason.user',
  oco: 'stops.reason.oco',
} as const satisfies Record<string, TextKey>;

/**
 * The errors an order placed at the trigger can meet, each with its text
 * (the web app holds no server catalogue: the server translates what it
 * sends, and a stop's `reason` is only the error's name). Any other error
 * reads as "could not be placed" with its code.
 */
const REJECTION_TEXTS: RejectionTexts = {
  INSUFFICIENT_BALANCE: 'trade.error.insufficient',
  NO_LIQUIDITY: 'trade.cancelReason.no_liquidity',
  MARKET_CLOSED: 'market.suspended',
  MARKET_SUSPENDED: 'market.suspended',
  NOTIONAL_BELOW_MIN: 'stops.rejected.notional',
  ORDER_AMOUNT_BELOW_MIN: 'stops.rejected.amount',
  TOO_MANY_OPEN_ORDERS: 'stops.rejected.tooMany',
};

const isErrorName = (reason: string): reason is ErrorName => Object.hasOwn(ERROR_CODES, reason);

/**
 * Why a stop was cancelled or rejected: our words for a cancel by its
 * owner or by its OCO leg, the error's text for a rejection. An unknown
 * reason is shown as sent rather than hidden. `extra` adds a product's own
 * errors (the contract's) to the shared table.
 */
export function stopReasonText(
  reason: string | null,
  translate: (key: TextKey, params?: { code: string | number }) => string,
  extra: RejectionTexts = {},
): string | null {
  if (reason === null) return null;
  if (Object.hasOwn(CANCEL_TEXTS, reason)) {
    return translate(CANCEL_TEXTS[reason as keyof typeof CANCEL_TEXTS]);
  }
  if (!isErrorName(reason)) return reason;
  const key = extra[reason] ?? REJECTION_TEXTS[reason];
  return key ? translate(key) : translate('stops.rejected.other', { code: ERROR_CODES[reason] });
}
