/** Bots for the bot API's tests: users with API keys, and requests signed as the dialect's clients sign them. */
import { createHmac, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { CreatedApiKey, Session } from '@exchange/contracts';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { login, registerAccount, reply } from './accounts.js';
import { hashToken } from '../modules/account/index.js';
import type { TestApp } from './app.js';
import { withdrawers } from './withdrawals.js';
import { createLedger } from '../modules/ledger/index.js';
import { deposit } from '../modules/ledger/ledger.test-support.js';

/** A key as a bot holds it: its name and what signs with it. */
export interface BotKey {
  readonly id: number;
  readonly apiKey: string;
  /** HMAC secret, or the Ed25519 private key (PKCS#8 PEM). */
  readonly secret: string;
  readonly kind: 'hmac' | 'ed25519';
  readonly privateKey?: KeyObject;
}

let n = 0;

/** A registered user with an e-mail bound, so they can pass a step-up. */
export async function botOwner(t: TestApp): Promise<Session & { email: string }> {
  const session = await registerAccount(t);
  n += 1;
  const email = `bot${Date.now().toString(36)}${n}@example.com`;
  await sql`update app_user set email = ${email} where id = ${session.member.id}`.execute(
    t.database.db,
  );
  return { ...session, email };
}

/** The owner signed in again, after the test clock outran their session. */
export async function signInAgain(t: TestApp, s: Session & { email: string }) {
  const res = await login(t, s.member.username);
  if (res.code !== 0) throw new Error(`sign-in refused: ${res.message}`);
  return { ...res.data, email: s.email };
}

/**
 * A step-up token written straight to its table, for tests that need more
 * than a day's verification codes allow.
 */
export async function storedStepUp(t: TestApp, userId: number): Promise<string> {
  const token = `test-step-up-${(n += 1)}-${Date.now()}`;
  await sql`insert into step_up_token (token_hash, user_id, expires_at, used_at)
    values (${hashToken(token)}, ${userId}, ${new Date(t.clock.nowMs() + 300_000)}, null)`.execute(
    t.database.db,
  );
  return token;
}

/** A fresh step-up token by e-mail code. */
export const stepUp = (t: TestApp, s: Session & { email: string }): Promise<string> =>
  withdrawers(() => t).stepUp(s);

/** Creates a key through the security centre (trade on unless said). */
export async function createKey(
  t: TestApp,
  s: Session & { email: string },
  options: {
    kind?: 'hmac' | 'ed25519';
    trade?: boolean;
    ipAllowlist?: string[];
    withdraw?: boolean;
    /** A step-up token to spend; one by e-mail code otherwise. */
    stepUpToken?: string;
  } = {},
): Promise<BotKey> {
  const kind = options.kind ?? 'hmac';
  const pair = kind === 'ed25519' ? generateKeyPairSync('ed25519') : null;
  const res = reply<CreatedApiKey>(
    await t.post(
      '/uc/apiKeys/create',
      {
        label: `bot ${(n += 1)}`,
        kind,
        trade: options.trade ?? true,
        withdraw: options.withdraw ?? false,
        ipAllowlist: options.ipAllowlist ?? [],
        ...(pair
          ? { publicKey: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString() }
          : {}),
        stepUpToken: options.stepUpToken ?? (await stepUp(t, s)),
      },
      { token: s.token },
    ),
  );
  if (res.code !== 0) throw new Error(`key refused: ${res.message}`);
  return {
    id: res.data.key.id,
    apiKey: res.data.key.apiKey,
    kind,
    secret: pair
      ? pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      : (res.data.secret ?? ''),
    ...(pair ? { privateKey: pair.privateKey } : {}),
  };
}

/** A bot holding 100,000 USDT and 10 BTC in spot, with a trading key of `kind`. */
export async function fundedBot(t: TestApp, kind: 'hmac' | 'ed25519' = 'hmac'): Promise<BotKey> {
  const s = await botOwner(t);
  const ledger = createLedger(t.database.db, t.clock);
  await deposit(ledger, `bot-usdt-${s.member.id}`, s.member.id, '100000');
  await deposit(ledger, `bot-btc-${s.member.id}`, s.member.id, '10', 'BTC');
  return createKey(t, s, { kind, stepUpToken: await storedStepUp(t, s.member.id) });
}

/** The signature a client computes over `payload`. */
export function signPayload(key: BotKey, payload: string): string {
  if (key.kind === 'hmac') return createHmac('sha256', key.secret).update(payload).digest('hex');
  return encodeURIComponent(
    sign(null, Buffer.from(payload), key.privateKey ?? key.secret).toString('base64'),
  );
}

/**
 * A signed call: `timestamp` (the app's clock unless given) appended to
 * `params`, signed, sent in the query string (GET, DELETE) or as a form
 * body (POST), as ccxt sends them.
 */
export function signedCall(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  params: Record<string, string | number>,
  key: BotKey | null,
  options: { ip?: string; timestamp?: number; signature?: string; apiKey?: string } = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(
    Object.entries({ ...params, timestamp: options.timestamp ?? t.clock.nowMs() }).map(([k, v]) => [
      k,
      String(v),
    ]),
  ).toString();
  const signature = options.signature ?? (key ? signPayload(key, query) : '');
  const signed = `${query}&signature=${signature}`;
  const apiKey = options.apiKey ?? key?.apiKey;
  const headers: Record<string, string> = apiKey ? { 'x-mbx-apikey': apiKey } : {};
  const common = { method, headers, ...(options.ip ? { remoteAddress: options.ip } : {}) };
  if (method === 'POST')
    return t.app.inject({
      ...common,
      url: `/api/v3${path}`,
      payload: signed,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
  return t.app.inject({ ...common, url: `/api/v3${path}?${signed}` });
}

/** A public call. */
export function publicCall(
  t: TestApp,
  path: string,
  params: Record<string, string | number> = {},
  ip?: string,
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, String(v)]),
  ).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/v3${path}${query ? `?${query}` : ''}`,
    ...(ip ? { remoteAddress: ip } : {}),
  });
}
