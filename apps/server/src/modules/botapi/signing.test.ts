/** The bot API's signed requests: key, address, window, signature and scope refusals, use logging, weights. */
import { ERRORS, type ApiKey, type Session } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  botOwner,
  createKey,
  publicCall,
  signedCall,
  signInAgain,
  stepUp,
  type BotKey,
} from '../../test/botapi.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { checkSpot } from '../spot/index.js';

let t: TestApp;
let ledger: Ledger;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, t.clock);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

const DAY_MS = 86_400_000;
type Owner = Session & { email: string };
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
const refusal = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  ...json<{ code: number; msg: string }>(res),
});
const keysOf = async (s: Owner) =>
  reply<ApiKey[]>(await t.get('/uc/apiKeys', {}, { token: s.token })).data;

async function funded(usdt = '100000', btc = '10'): Promise<Owner> {
  const s = await botOwner(t);
  await deposit(ledger, `bot-u-${s.member.id}`, s.member.id, usdt);
  await deposit(ledger, `bot-b-${s.member.id}`, s.member.id, btc, 'BTC');
  return s;
}

describe('signed requests', () => {
  let s: Owner;
  let key: BotKey;
  beforeAll(async () => {
    s = await funded();
    key = await createKey(t, s);
  });

  it('answers a well-signed request, with HMAC and with Ed25519', async () => {
    const ed = await createKey(t, s, { kind: 'ed25519' });
    for (const k of [key, ed]) {
      const res = await signedCall(t, 'GET', '/account', {}, k);
      expect(res.statusCode, res.body).toBe(200);
      const account = json<{ balances: { asset: string; free: string }[]; canTrade: boolean }>(res);
      expect(account.canTrade).toBe(true);
      expect(account.balances.find((b) => b.asset === 'USDT')?.free).toBe('100000');
    }
  });

  it.each([
    ['no key', { apiKey: '' }, 401, -2014],
    ['a malformed key', { apiKey: 'short' }, 401, -2014],
    ['an unknown key', { apiKey: 'A'.repeat(64) }, 401, -2015],
    ['a wrong signature', { signature: 'ab'.repeat(32) }, 400, -1022],
    ['a signature that is not hex', { signature: 'zz' }, 400, -1022],
    ['a timestamp 6 s old', { timestamp: -6_000 }, 400, -1021],
    ['a timestamp 2 s ahead', { timestamp: 2_000 }, 400, -1021],
  ] as const)('refuses %s', async (_what, change, status, code) => {
    const options = {
      ...('apiKey' in change ? { apiKey: change.apiKey } : {}),
      ...('signature' in change ? { signature: change.signature } : {}),
      ...('timestamp' in change ? { timestamp: t.clock.nowMs() + change.timestamp } : {}),
    };
    const res = await signedCall(
      t,
      'GET',
      '/account',
      {},
      'apiKey' in change && change.apiKey === '' ? null : key,
      options,
    );
    expect(refusal(res)).toMatchObject({ status, code });
  });

  it('reads recvWindow up to 60 s, and refuses a longer one and missing parameters', async () => {
    const old = t.clock.nowMs() - 59_000;
    expect(
      (await signedCall(t, 'GET', '/account', { recvWindow: 60_000 }, key, { timestamp: old }))
        .statusCode,
    ).toBe(200);
    expect(
      refusal(await signedCall(t, 'GET', '/account', { recvWindow: 60_001 }, key)),
    ).toMatchObject({ code: -1131 });
    const unsigned = await t.app.inject({
      method: 'GET',
      url: `/api/v3/account?timestamp=${t.clock.nowMs()}`,
      headers: { 'x-mbx-apikey': key.apiKey },
    });
    expect(refusal(unsigned)).toMatchObject({
      code: -1102,
      msg: expect.stringContaining("'signature'"),
    });
    const untimed = await t.app.inject({
      method: 'GET',
      url: `/api/v3/account?signature=${'ab'.repeat(32)}`,
      headers: { 'x-mbx-apikey': key.apiKey },
    });
    expect(refusal(untimed)).toMatchObject({
      code: -1102,
      msg: expect.stringContaining("'timestamp'"),
    });
  });

  it('accepts a replay within its window and refuses it once the window has passed', async () => {
    const sent = t.clock.nowMs();
    const first = await signedCall(t, 'GET', '/openOrders', {}, key, { timestamp: sent });
    expect(first.statusCode).toBe(200);
    const replay = () =>
      t.app.inject({
        method: 'GET',
        url: first.raw.req.url ?? '',
        headers: { 'x-mbx-apikey': key.apiKey },
      });
    expect((await replay()).statusCode).toBe(200);
    t.clock.advance(5_001);
    expect(refusal(await replay())).toMatchObject({ code: -1021 });
  });

  it('signs over the exact bytes: a parameter changed after signing is refused', async () => {
    const res = await signedCall(t, 'GET', '/allOrders', { symbol: 'BTCUSDT', limit: 5 }, key);
    expect(res.statusCode).toBe(200);
    const tampered = (res.raw.req.url ?? '').replace('limit=5', 'limit=6');
    const again = await t.app.inject({
      method: 'GET',
      url: tampered,
      headers: { 'x-mbx-apikey': key.apiKey },
    });
    expect(refusal(again)).toMatchObject({ code: -1022 });
  });

  it('keeps a key to its IP allowlist', async () => {
    const listed = await createKey(t, s, { ipAllowlist: ['198.51.100.0/24'] });
    expect(
      (await signedCall(t, 'GET', '/account', {}, listed, { ip: '198.51.100.7' })).statusCode,
    ).toBe(200);
    expect(
      refusal(await signedCall(t, 'GET', '/account', {}, listed, { ip: '198.51.101.7' })),
    ).toMatchObject({
      status: 401,
      code: -2015,
    });
  });

  it('trades only with the trade scope; a key without an allowlist loses it after 30 days', async () => {
    const order = {
      symbol: 'BTCUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      price: '100',
      quantity: '0.1',
    };
    const u = await funded();
    const reader = await createKey(t, u, { trade: false });
    expect(refusal(await signedCall(t, 'POST', '/order', order, reader))).toMatchObject({
      code: -2015,
    });
    expect((await signedCall(t, 'GET', '/account', {}, reader)).statusCode).toBe(200);

    const open = await createKey(t, u);
    const fenced = await createKey(t, u, { ipAllowlist: ['127.0.0.1'] });
    t.clock.advance(30 * DAY_MS + 1_000);
    expect(refusal(await signedCall(t, 'POST', '/order', order, open))).toMatchObject({
      code: -2015,
    });
    expect(
      json<{ canTrade: boolean }>(await signedCall(t, 'GET', '/account', {}, open)).canTrade,
    ).toBe(false);
    const placed = await signedCall(t, 'POST', '/order', order, fenced);
    expect(placed.statusCode, placed.body).toBe(200);
    const listed = (await keysOf(await signInAgain(t, u))).find((k) => k.id === open.id);
    expect(listed).toMatchObject({ tradeRequested: true, scopes: { trade: false } });
  });

  it('expires a key unused for 90 days', async () => {
    const owner = await botOwner(t);
    const idle = await createKey(t, owner);
    t.clock.advance(90 * DAY_MS);
    expect(refusal(await signedCall(t, 'GET', '/account', {}, idle))).toMatchObject({
      code: -2015,
    });
    const u = await signInAgain(t, owner);
    expect((await keysOf(u)).find((k) => k.id === idle.id)?.status).toBe('expired');
    const enable = reply(
      await t.post(
        '/uc/apiKeys/enable',
        { id: idle.id, stepUpToken: await stepUp(t, u) },
        { token: u.token },
      ),
    );
    expect(enable.code).toBe(ERRORS.API_KEY_EXPIRED.code);
  });

  it('stops a disabled or deleted key, and every key of a locked user, at once', async () => {
    const s = await botOwner(t);
    const k = await createKey(t, s);
    expect((await signedCall(t, 'GET', '/account', {}, k)).statusCode).toBe(200);
    await t.post('/uc/apiKeys/disable', { id: k.id }, { token: s.token });
    expect(refusal(await signedCall(t, 'GET', '/account', {}, k))).toMatchObject({ code: -2015 });
    const enabled = reply(
      await t.post(
        '/uc/apiKeys/enable',
        { id: k.id, stepUpToken: await stepUp(t, s) },
        { token: s.token },
      ),
    );
    expect(enabled.code, enabled.message).toBe(0);
    expect((await signedCall(t, 'GET', '/account', {}, k)).statusCode).toBe(200);

    await sql`update app_user set status = 'locked' where id = ${s.member.id}`.execute(
      t.database.db,
    );
    t.clock.advance(1_001);
    expect(refusal(await signedCall(t, 'GET', '/account', {}, k))).toMatchObject({ code: -2015 });
    await sql`update app_user set status = 'active' where id = ${s.member.id}`.execute(
      t.database.db,
    );
    t.clock.advance(1_001);
    expect((await signedCall(t, 'GET', '/account', {}, k)).statusCode).toBe(200);

    await t.post('/uc/apiKeys/delete', { id: k.id }, { token: s.token });
    expect(refusal(await signedCall(t, 'GET', '/account', {}, k))).toMatchObject({ code: -2015 });
  });

  it('writes every key’s use to the security log, once per address and hour', async () => {
    const u = await funded();
    const k = await createKey(t, u);
    for (let i = 0; i < 5; i += 1) await signedCall(t, 'GET', '/account', {}, k);
    await signedCall(t, 'GET', '/account', {}, k, { ip: '192.0.2.9' });
    t.clock.advance(3_600_000);
    await signedCall(t, 'GET', '/account', {}, k);
    const { rows } = await sql<{ event: string; ip: string; device: string }>`
      select event, ip, device from security_log where user_id = ${u.member.id} and event like 'api_key%' order by id`.execute(
      t.database.db,
    );
    expect(rows.map((r) => [r.event, r.ip])).toEqual([
      ['api_key_create', '127.0.0.1'],
      ['api_key_use', '127.0.0.1'],
      ['api_key_use', '192.0.2.9'],
      ['api_key_use', '127.0.0.1'],
    ]);
    expect(rows[1]?.device).toContain(k.apiKey.slice(0, 8));
  });
});

describe('request weights', () => {
  it('counts weight per address, refuses past 6,000 a minute with 429, then bans with 418', async () => {
    const ip = '192.0.2.50';
    t.clock.set(Math.ceil(t.clock.nowMs() / 60_000) * 60_000);
    let last = await publicCall(t, '/exchangeInfo', {}, ip);
    expect(last.headers['x-mbx-used-weight']).toBe('20');
    for (let i = 1; i < 300; i += 1) last = await publicCall(t, '/exchangeInfo', {}, ip);
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-mbx-used-weight-1m']).toBe('6000');
    const limited = await publicCall(t, '/ping', {}, ip);
    expect(refusal(limited)).toMatchObject({ status: 429, code: -1003 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await publicCall(t, '/ping', {}, '192.0.2.51')).statusCode).toBe(200);
    let banned = limited;
    for (let i = 0; i < 21; i += 1) banned = await publicCall(t, '/ping', {}, ip);
    expect(refusal(banned)).toMatchObject({ status: 418, code: -1003 });
    t.clock.advance(60_000);
    expect((await publicCall(t, '/ping', {}, ip)).statusCode).toBe(418);
    t.clock.advance(60_001);
    expect((await publicCall(t, '/ping', {}, ip)).statusCode).toBe(200);
  });
});
