/**
 * Why a call failed. Every kind has already been shown to the user (or is
 * silent by design) by the time a caller sees it, so callers only decide what
 * the screen shows next, never what to toast.
 *
 * - business: the server answered with a nonzero envelope code.
 * - login: a "log in again" code; the session is cleared and /login opened.
 * - http: a non-envelope HTTP failure (proxy or gateway pages).
 * - network: the request never got an answer.
 * - timeout: no answer within the timeout; rejected silently (spec section 8).
 * - aborted: the caller cancelled (a screen unmounted); silent.
 * - malformed: the answer did not match the contract.
 */
export const API_ERROR_KINDS = [
  'business',
  'login',
  'http',
  'network',
  'timeout',
  'aborted',
  'malformed',
] as const;
export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** The server's translated text for business and login failures; the URL for http ones. */
    message: string,
    /** The envelope code for business and login failures, the HTTP status for http ones. */
    readonly code: number | null = null,
    /** The envelope's data on a business failure (e.g. RATE_CHANGED's fresh quote); unvalidated. */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
