import { timingSafeEqual } from 'node:crypto';
import { HEADER, requestSign } from '@exchange/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { AppError } from './app-error.js';
import { headerValue } from './request-context.js';

export interface SignOptions {
  readonly secret: string;
  readonly windowS: number;
  readonly clock: Clock;
  /** API paths (after the /uc prefix) that a client must reach before it can sign. */
  readonly exempt: readonly string[];
}

/**
 * The spec's request sign (section 7). It is a client check, not
 * authentication: the secret is in every browser. It does reject replays older
 * than the window and clients that never loaded our configuration.
 */
export function registerSignCheck(app: FastifyInstance, options: SignOptions): void {
  const exempt = new Set(options.exempt.map((path) => `/uc${path}`));
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/uc/') || exempt.has(path) || path.startsWith('/uc/docs')) return;
    checkSign(request, options);
  });
}

export function checkSign(request: FastifyRequest, options: SignOptions): void {
  const sign = headerValue(request, HEADER.sign);
  const timestamp = headerValue(request, HEADER.timestamp);
  if (!sign || !timestamp) throw new AppError('SIGN_MISSING');
  if (!/^\d{1,12}$/.test(timestamp)) throw new AppError('SIGN_INVALID');
  const ageS = Math.abs(Math.floor(options.clock.nowMs() / 1000) - Number(timestamp));
  if (ageS > options.windowS) throw new AppError('SIGN_EXPIRED');
  const expected = Buffer.from(requestSign(options.secret, timestamp));
  const given = Buffer.from(sign.toUpperCase());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError('SIGN_INVALID');
  }
}
