import type { FastifyServerOptions } from 'fastify';
import { redactUrl } from './request-context.js';

/**
 * Structured logs (pino). Credentials never reach a log line: headers are
 * redacted by path, query strings by `redactUrl`, and bodies are never logged.
 */
export const REDACT_PATHS = [
  'req.headers["access-auth-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers.sign',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.fundPassword',
  '*.token',
  '*.code',
  '*.verifyCode',
  '*.secret',
  'password',
  'fundPassword',
  'token',
  'secret',
];

export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
    serializers: {
      req(request: {
        method: string;
        url: string;
        ip?: string;
        headers?: Record<string, unknown>;
      }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}
