import type { Socket } from 'node:net';
import { DEFAULT_LOCALE, errorMessage, type Locale } from '@exchange/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refusalOf } from '../db/errors.js';
import { AppError, isAppError } from './app-error.js';

export interface Envelope<T> {
  readonly code: number;
  readonly message: string;
  readonly data: T;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: 0, message: 'success', data };
}

export function errorEnvelope(error: AppError, locale: Locale): Envelope<unknown> {
  return {
    code: error.code,
    message: errorMessage(error.key, locale, error.params),
    data: error.data,
  };
}

/**
 * Every failure leaves as an envelope. Expected failures keep their code;
 * Fastify's own errors are mapped to catalogue codes; anything else is logged
 * and becomes a plain 500 that reveals nothing about the cause.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request.url.split('?', 1)[0] ?? '');
    if (appError.key === 'INTERNAL_ERROR') {
      request.log.error({ err: error }, 'unhandled error');
    } else if (appError.httpStatus >= 500) {
      request.log.warn({ code: appError.code, err: error }, 'request failed');
    }
    return sendError(reply, request, appError);
  });
}

/**
 * Fastify's own refusals before routing (a path that does not decode, such
 * as `/uc/%ff`) leave as envelopes too. Passed as Fastify's `frameworkErrors`.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, request, toAppError(error, ''));
}

/**
 * Node refuses some requests before Fastify sees them (headers or URL too
 * long: 431; unparsable request line: 400). Those get an envelope written
 * straight to the socket, in the default language since no header was read.
 * Passed as Fastify's `clientErrorHandler`.
 */
export function clientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (!socket.writable) return socket.destroy(error);
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify(errorEnvelope(new AppError('BAD_REQUEST'), DEFAULT_LOCALE));
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  error: AppError,
): FastifyReply {
  if (error.key === 'TOO_MANY_REQUESTS')
    reply.header('retry-after', String(error.params.seconds ?? 60));
  return reply
    .code(error.httpStatus)
    .type('application/json; charset=utf-8')
    .send(errorEnvelope(error, request.locale));
}

const FASTIFY_CODES: Readonly<Record<string, () => AppError>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: () => new AppError('PAYLOAD_TOO_LARGE'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new AppError('UNSUPPORTED_MEDIA_TYPE'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new AppError('MALFORMED_BODY'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new AppError('FIELD_REQUIRED', { field: 'body' }),
  FST_ERR_CTP_INVALID_JSON_BODY: () => new AppError('MALFORMED_BODY'),
  FST_ERR_BAD_URL: () => new AppError('BAD_REQUEST'),
  FST_ERR_ASYNC_CONSTRAINT: () => new AppError('BAD_REQUEST'),
};

function toAppError(error: FastifyError, path: string): AppError {
  if (isAppError(error)) return error;
  const mapped = FASTIFY_CODES[error.code];
  if (mapped) return mapped();
  // Body parsers throw SyntaxError (JSON) or 400-status errors we did not name above.
  if (error instanceof SyntaxError || error.statusCode === 400)
    return new AppError('MALFORMED_BODY');
  // Static files answer 403 for directories; to a client that is simply not there.
  if (error.statusCode === 403 || error.statusCode === 404) {
    return new AppError('NOT_FOUND', { url: path });
  }
  if (error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  // A safety net under validation: the database refused the request's values.
  const refusal = refusalOf(error);
  if (refusal === 'duplicate') return new AppError('DUPLICATE_SUBMISSION');
  if (refusal === 'unfit') return new AppError('PARAM_INVALID', { field: 'value' });
  return new AppError('INTERNAL_ERROR');
}
