import { HEADER, requestSign, type Locale } from '@exchange/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { manualClock } from '../lib/clock.js';
import { createPGliteDatabase } from './db.js';

export const TEST_SIGN_SECRET = 'test-sign-secret';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: ReturnType<typeof manualClock>;
  /** Headers a well-behaved client sends: a fresh sign and the given language. */
  headers(extra?: { lang?: Locale | string; token?: string }): Record<string, string>;
  /** A signed GET; `query` is appended as a query string. */
  get(
    url: string,
    query?: Record<string, string | number>,
    extra?: { lang?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly database?: Database;
  /** Registers extra routes before the app is sealed, e.g. a probe for body parsing. */
  readonly configure?: (app: FastifyInstance) => Promise<void> | void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createPGliteDatabase());
  const clock = manualClock(Date.UTC(2026, 10, 21, 12));
  const app = await buildApp({ database, clock, signSecret: TEST_SIGN_SECRET, signWindowS: 300 });
  await options.configure?.(app);
  await app.ready();

  const headers: TestApp['headers'] = (extra = {}) => {
    const ts = String(Math.floor(clock.nowMs() / 1000));
    return {
      [HEADER.sign]: requestSign(TEST_SIGN_SECRET, ts),
      [HEADER.timestamp]: ts,
      ...(extra.lang ? { [HEADER.lang]: extra.lang } : {}),
      ...(extra.token ? { [HEADER.token]: extra.token } : {}),
    };
  };

  return {
    app,
    database,
    clock,
    headers,
    get: (url, query, extra) =>
      app.inject({ method: 'GET', url, query: stringify(query), headers: headers(extra) }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function stringify(
  query: Record<string, string | number> | undefined,
): Record<string, string> | undefined {
  if (!query) return undefined;
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
