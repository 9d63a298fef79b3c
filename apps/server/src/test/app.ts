import { randomBytes } from 'node:crypto';
import { HEADER, requestSign, type Locale } from '@exchange/contracts';
import type { ServerModule } from '../module.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { manualClock } from '../lib/clock.js';
import type { Messenger, OutgoingMessage } from '../modules/verification/index.js';
import type { WithdrawalSigner } from '../modules/withdrawal/index.js';
import { createPGliteDatabase } from './db.js';

export const TEST_SIGN_SECRET = 'test-sign-secret';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly clock: ReturnType<typeof manualClock>;
  /** Every message the app sent, newest last. */
  readonly outbox: OutgoingMessage[];
  /** The 6-digit code in the latest message to `to`. */
  lastCode(to: string): string;
  /**
   * Hands pending domain events to their consumers and runs the jobs that
   * are due, the notifications' e-mails and SMS among them, without moving
   * the clock.
   */
  deliver(): Promise<void>;
  /** A signed POST with a JSON body; `ip` is the caller's address (loopback by default). */
  post(
    url: string,
    body: unknown,
    extra?: { lang?: string; token?: string; ip?: string },
  ): Promise<LightMyRequestResponse>;
  /** Headers a well-behaved client sends: a fresh sign and the given language. */
  headers(extra?: { lang?: Locale | string; token?: string }): Record<string, string>;
  /** A signed GET; `query` is appended as a query string. */
  get(
    url: string,
    query?: Record<string, string | number>,
    extra?: { lang?: string; token?: string },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly database?: Database;
  /** The demo venue's database; a fresh PGlite from the template by default. */
  readonly demoDatabase?: () => Promise<Database>;
  /** Captcha on (real puzzles) or off (token "off" passes), off by default for flow tests. */
  readonly captchaEnabled?: boolean;
  /** Where uploads are stored; a temporary directory the app removes on close by default. */
  readonly filesDir?: string;
  /** The modules built through the module contract, instead of `modules.ts`'s list. */
  readonly modules?: readonly ServerModule[];
  /** Replaces the withdrawal signer, e.g. to have the network revert a transfer. */
  readonly withdrawalSigner?: WithdrawalSigner;
  /** The key sealing secrets at rest; a fresh one by default. A restart test passes the same one twice. */
  readonly secretsKey?: Buffer;
  /** Requests per minute per address (1200 by default), for tests that make many on purpose. */
  readonly rateLimitPerMin?: number;
  /** Also hands every message to this messenger (a real SMTP sink), after the outbox. */
  readonly messenger?: Messenger;
  /** Registers extra routes before the app is sealed, e.g. a probe for body parsing. */
  readonly configure?: (app: FastifyInstance) => Promise<void> | void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createPGliteDatabase());
  const clock = manualClock(Date.UTC(2026, 10, 21, 12));
  const outbox: OutgoingMessage[] = [];
  const messenger: Messenger = {
    send: async (message) => {
      outbox.push(message);
      await options.messenger?.send(message);
    },
  };
  const app = await buildApp({
    database,
    clock,
    signSecret: TEST_SIGN_SECRET,
    signWindowS: 300,
    messenger,
    captchaEnabled: options.captchaEnabled ?? false,
    secretsKey: options.secretsKey ?? randomBytes(32),
    // The demo venue, if a test switches to demo, starts from the migrated template too.
    demoDatabase: options.demoDatabase ?? createPGliteDatabase,
    ...(options.filesDir ? { filesDir: options.filesDir } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
    ...(options.withdrawalSigner ? { withdrawalSigner: options.withdrawalSigner } : {}),
    ...(options.rateLimitPerMin ? { rateLimitPerMin: options.rateLimitPerMin } : {}),
  });
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
    outbox,
    async deliver() {
      await app.events.dispatch();
      await app.jobQueue.runDue(100);
    },
    lastCode(to) {
      const message = [...outbox].reverse().find((m) => m.to === to);
      const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    post: (url, body, extra) =>
      app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: headers(extra),
        ...(extra?.ip ? { remoteAddress: extra.ip } : {}),
      }),
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
