import { ERROR_CODES } from '@exchange/contracts';
import { isApiError } from '../../api';

/**
 * Why a confirmation did not execute, as the confirm screen must handle it.
 * The server's messages are already in the user's language.
 * - rateChanged: the book moved; a new quote must be confirmed. On a
 *   two-leg route the first leg may have run (a PARTIAL exchange).
 * - quoteGone: the quote expired or is unknown; a new one must be confirmed.
 * - fundPasswordNotSet: the account has none yet; where to set it.
 * - locked: too many wrong fund passwords.
 * - refused: any other refusal (wrong password, balance, market closed).
 * - unknown: no answer came; it may have executed. Confirming the same quote
 *   again is safe: the server answers the first result.
 * - noAnswer: asking for a new quote got no answer (nothing was executed).
 */
export type ConfirmFailure =
  | { readonly kind: 'rateChanged' | 'quoteGone' | 'locked' | 'refused'; readonly message: string }
  | { readonly kind: 'fundPasswordNotSet' | 'unknown' | 'noAnswer' };

type CodeKind = 'rateChanged' | 'quoteGone' | 'fundPasswordNotSet' | 'locked';

/** Every error code the confirm screen treats specially; any other code is a plain refusal. */
const KIND_BY_CODE: ReadonlyMap<number, CodeKind> = new Map([
  [ERROR_CODES.RATE_CHANGED, 'rateChanged'],
  [ERROR_CODES.QUOTE_EXPIRED, 'quoteGone'],
  [ERROR_CODES.QUOTE_NOT_FOUND, 'quoteGone'],
  [ERROR_CODES.FUND_PASSWORD_NOT_SET, 'fundPasswordNotSet'],
  [ERROR_CODES.FUND_PASSWORD_LOCKED, 'locked'],
]);

export function confirmFailureOf(error: unknown): ConfirmFailure {
  // A login expiry has already sent the user to /login; what stays on screen hardly matters.
  if (!isApiError(error) || (error.kind !== 'business' && error.kind !== 'login')) {
    return { kind: 'unknown' };
  }
  const kind = error.code === null ? undefined : KIND_BY_CODE.get(error.code);
  if (kind === 'fundPasswordNotSet') return { kind };
  return { kind: kind ?? 'refused', message: error.message };
}

/** Why a new quote could not be had: a quote moves no money, so there is no unknown outcome. */
export function quoteFailureOf(error: unknown): ConfirmFailure {
  if (isApiError(error) && (error.kind === 'business' || error.kind === 'login')) {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'noAnswer' };
}
