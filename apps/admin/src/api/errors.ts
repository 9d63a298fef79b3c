import type { Locale } from '@exchange/contracts';

/**
 * Why a call failed.
 *
 * - business: the server answered with a nonzero envelope code; `message` is
 *   its text, in the language the request asked for (`locale`).
 * - session: OPERATOR_SESSION_INVALID; the token has been dropped.
 * - http: an answer that is not an envelope (a proxy's error page).
 * - network: no answer at all.
 * - malformed: an envelope whose data does not match the contract.
 */
export const API_ERROR_KINDS = ['business', 'session', 'http', 'network', 'malformed'] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The envelope code, or the HTTP status for `http`. */
    readonly code: number | null = null,
    /** The language the server wrote `message` in (business and session); null otherwise. */
    readonly locale: Locale | null = null,
  ) {
    super(message);
  }
}

/**
 * OPERATOR_SESSION_INVALID. Written out rather than read from the catalogue,
 * which would bring every message in ten languages into the bundle; the
 * client test checks it against the catalogue.
 */
export const SESSION_INVALID_CODE = 18002;
