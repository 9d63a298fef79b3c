/**
 * Every `/api/v3` call passes here first: its request weight is charged,
 * and a signed call's key, address, timestamp, signature and scope are
 * checked, in that order, each refusal with the code bot libraries map.
 * Parameters come from the query string and the form body together, as
 * the dialect allows, read strictly (a repeated parameter is refused).
 */
import type { ApiKeyRefusal } from '@exchange/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { BinanceError, binanceErrors } from './binance.errors.js';
import type { KeyCaller, Keys } from './keys.service.js';
import {
  RECV_WINDOW_DEFAULT_MS,
  ed25519Valid,
  hmacValid,
  signedPayload,
  timestampFresh,
} from './sign.core.js';
import type { Weights } from './weights.js';

/**
 * Route options of every `/api/v3` call: its line in the OpenAPI document
 * (parameters are read by `Params`, not by a schema, so refusals keep the
 * dialect's codes), and the platform's per-address limit off, as weights
 * (`weights.ts`) limit these calls in the dialect.
 */
export const dialect = (security: Security, summary: string, parameters: string) =>
  ({
    config: { rateLimit: false },
    schema: {
      tags: ['bot api'],
      summary,
      description:
        `Security: ${security}.` +
        (parameters ? ` Parameters (query string, or form body for POST): ${parameters}.` : '') +
        (security === 'NONE' || security === 'USER_STREAM'
          ? ''
          : ' Signed: timestamp (ms), optional recvWindow (at most 60000), signature last; header X-MBX-APIKEY.'),
    },
  }) as const;

/**
 * NONE: public; USER_STREAM: a key, no signature (listen keys); USER_DATA:
 * a key's signed reads; TRADE: signed, and the key's trade scope.
 */
export type Security = 'NONE' | 'USER_STREAM' | 'USER_DATA' | 'TRADE';

const API_KEY_FORMAT = /^[A-Za-z0-9_-]{64}$/;
const DECIMAL = /^(?:0|[1-9]\d{0,29})(?:\.\d{1,30})?$/;
const INTEGER = /^(?:0|[1-9]\d{0,15})$/;

/** A request's parameters, read the way the dialect's servers read them. */
export class Params {
  constructor(private readonly all: URLSearchParams) {}

  optional(name: string): string | undefined {
    const values = this.all.getAll(name);
    if (values.length > 1)
      throw new BinanceError(-1101, `Duplicate values for parameter '${name}'.`);
    const value = values[0];
    return value === undefined || value === '' ? undefined : value;
  }

  required(name: string): string {
    const value = this.optional(name);
    if (value === undefined) throw binanceErrors.mandatory(name);
    return value;
  }

  decimal(name: string): string | undefined {
    const value = this.optional(name);
    if (value !== undefined && !DECIMAL.test(value)) throw binanceErrors.illegalChars(name);
    return value;
  }

  integer(name: string): number | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    if (!INTEGER.test(value)) throw binanceErrors.illegalChars(name);
    return Number(value);
  }

  /** `limit`: its default when absent, refused outside 1..max. */
  limit(fallback: number, max: number): number {
    const value = this.integer('limit') ?? fallback;
    if (value < 1 || value > max)
      throw new BinanceError(
        -1100,
        `Illegal characters found in parameter 'limit'; legal range is '1-${max}'.`,
      );
    return value;
  }
}

export interface GuardDeps {
  readonly keys: Keys;
  readonly weights: Weights;
  readonly clock: Clock;
  readonly perMinute: number;
  /** Counts a refused request for the console's abuse view (`keys.abuse.ts`). */
  readonly refused: (apiKey: string, ip: string, reason: ApiKeyRefusal) => void;
}

export interface Guarded {
  readonly params: Params;
  /** The signing key, for USER_DATA and TRADE calls. */
  readonly caller: KeyCaller | null;
}

/** The raw query string and form body, exactly as the client sent them. */
function rawParts(req: FastifyRequest): { query: string; body: string } {
  const at = req.url.indexOf('?');
  return {
    query: at < 0 ? '' : req.url.slice(at + 1),
    body: typeof req.body === 'string' ? req.body : '',
  };
}

export function createGuard(deps: GuardDeps) {
  const { keys, weights, clock } = deps;

  const presented = (req: FastifyRequest) => {
    const apiKey = req.headers['x-mbx-apikey'];
    return typeof apiKey === 'string' ? apiKey : '';
  };

  function charge(req: FastifyRequest, reply: FastifyReply, weight: number): void {
    const verdict = weights.charge(req.ip, weight, clock.nowMs());
    if (verdict.kind !== 'ok') deps.refused(presented(req), req.ip, 'rate_limited');
    if (verdict.kind === 'banned') {
      void reply.header('Retry-After', String(verdict.retryAfterS));
      throw binanceErrors.banned(verdict.untilMs);
    }
    void reply.header('X-MBX-USED-WEIGHT', String(verdict.used));
    void reply.header('X-MBX-USED-WEIGHT-1M', String(verdict.used));
    if (verdict.kind === 'limited') {
      void reply.header('Retry-After', String(verdict.retryAfterS));
      throw binanceErrors.tooMuchWeight(deps.perMinute);
    }
  }

  async function authenticate(
    req: FastifyRequest,
    params: Params,
    raw: { query: string; body: string },
    security: Exclude<Security, 'NONE'>,
  ): Promise<KeyCaller> {
    const apiKey = presented(req);
    const refuse = (reason: ApiKeyRefusal, error: BinanceError) => {
      deps.refused(apiKey, req.ip, reason);
      return error;
    };
    if (!API_KEY_FORMAT.test(apiKey)) throw refuse('unknown_key', binanceErrors.badKeyFormat());
    const caller = await keys.caller(apiKey);
    if (typeof caller === 'string')
      throw refuse(
        caller === 'unknown' ? 'unknown_key' : 'key_inactive',
        binanceErrors.keyRefused(),
      );
    if (!caller.ipAllowed(req.ip)) throw refuse('ip_not_allowed', binanceErrors.keyRefused());

    const timestamp = params.integer('timestamp');
    if (timestamp === undefined) throw binanceErrors.mandatory('timestamp');
    const window = params.integer('recvWindow') ?? RECV_WINDOW_DEFAULT_MS;
    const fresh = timestampFresh(clock.nowMs(), timestamp, window);
    if (!fresh.ok) {
      if (fresh.reason === 'window_too_large') throw binanceErrors.badRecvWindow();
      throw refuse(
        'timestamp',
        fresh.reason === 'ahead'
          ? binanceErrors.timestampAhead()
          : binanceErrors.timestampOutside(),
      );
    }

    const signed = signedPayload(raw.query, raw.body);
    if (!signed.ok) {
      if (signed.reason === 'missing') throw binanceErrors.mandatory('signature');
      throw new BinanceError(-1101, "Duplicate values for parameter 'signature'.");
    }
    const valid =
      caller.kind === 'hmac'
        ? hmacValid(caller.secret ?? '', signed.payload, signed.signature)
        : caller.publicKey !== null &&
          ed25519Valid(caller.publicKey, signed.payload, signed.signature);
    if (!valid) throw refuse('bad_signature', binanceErrors.badSignature());
    if (security === 'TRADE' && !caller.trade) throw refuse('scope', binanceErrors.keyRefused());
    await keys.used(caller, req.ip);
    return caller;
  }

  return {
    /**
     * Charges the call's weight (a number, or worked out from its
     * parameters) and authenticates it as `security` asks.
     */
    async check(
      req: FastifyRequest,
      reply: FastifyReply,
      security: Security,
      weight: number | ((params: Params) => number),
    ): Promise<Guarded> {
      const raw = rawParts(req);
      const joined = [raw.query, raw.body].filter((part) => part !== '').join('&');
      const params = new Params(new URLSearchParams(joined));
      charge(req, reply, typeof weight === 'number' ? weight : weight(params));
      if (security === 'NONE') return { params, caller: null };
      return { params, caller: await authenticate(req, params, raw, security) };
    },
  };
}

export type Guard = ReturnType<typeof createGuard>;
