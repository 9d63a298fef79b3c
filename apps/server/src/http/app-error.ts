import { ERRORS, type ErrorKey, type MessageParams } from '@exchange/contracts';

/**
 * An expected failure: a catalogue key, the parameters its message needs and
 * optional data for the client. Services throw these; only the HTTP edge turns
 * them into an envelope, translated for the caller.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  /**
   * Plain fields, not getters: Fastify assigns `code` and `statusCode` on
   * errors returned by validators, which would throw on a getter.
   */
  readonly code: number;
  readonly statusCode: number;

  constructor(
    readonly key: ErrorKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
    options?: { cause?: unknown },
  ) {
    super(key, options);
    this.code = ERRORS[key].code;
    this.statusCode = ERRORS[key].http;
  }

  get httpStatus(): number {
    return this.statusCode;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
