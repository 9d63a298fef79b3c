import { connect, type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { ERRORS, HEADER, LOCALES, requestSign } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { positiveAmount } from '@exchange/contracts';
import { buildApp } from '../app.js';
import { ok } from './envelope.js';
import type { Api } from './types.js';
import { manualClock } from '../lib/clock.js';
import { createPGliteDatabase } from '../test/db.js';
import { createTestApp, TEST_SIGN_SECRET, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = (res: { body: string }) =>
  JSON.parse(res.body) as { code: number; message: string; data: unknown };

describe('envelope', () => {
  it('wraps success as code 0', async () => {
    const res = await t.get('/uc/member/currency');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ code: 0, message: 'success' });
  });

  it('answers unknown API paths with a translated 404 envelope naming the URL', async () => {
    const res = await t.get('/uc/no/such/thing', { a: 1 }, { lang: 'zh_CN' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({
      code: 404,
      message: '请求地址不存在：/uc/no/such/thing',
      data: null,
    });
  });

  it('answers unknown non-API paths with an envelope too when no web build is served', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nothing-here.js' });
    expect(body(res).code).toBe(404);
  });
});

describe('request sign', () => {
  const nowS = () => Math.floor(t.clock.nowMs() / 1000);
  const call = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/uc/member/currency', headers });

  it('refuses a missing sign or timestamp with SIGN_MISSING', async () => {
    expect(body(await call({})).code).toBe(ERRORS.SIGN_MISSING.code);
    expect(body(await call({ [HEADER.sign]: requestSign(TEST_SIGN_SECRET, nowS()) })).code).toBe(
      ERRORS.SIGN_MISSING.code,
    );
    expect(body(await call({ [HEADER.timestamp]: String(nowS()) })).code).toBe(
      ERRORS.SIGN_MISSING.code,
    );
  });

  it('refuses a timestamp outside the window with SIGN_EXPIRED, in both directions', async () => {
    for (const ts of [nowS() - 301, nowS() + 301]) {
      const res = await call({
        [HEADER.sign]: requestSign(TEST_SIGN_SECRET, ts),
        [HEADER.timestamp]: String(ts),
      });
      expect(body(res).code).toBe(ERRORS.SIGN_EXPIRED.code);
    }
  });

  it('accepts the edges of the window', async () => {
    for (const ts of [nowS() - 300, nowS() + 300]) {
      const res = await call({
        [HEADER.sign]: requestSign(TEST_SIGN_SECRET, ts),
        [HEADER.timestamp]: String(ts),
      });
      expect(body(res).code).toBe(0);
    }
  });

  it('refuses a wrong sign with SIGN_INVALID, and accepts lowercase hex of the right one', async () => {
    const ts = String(nowS());
    const wrong = await call({
      [HEADER.sign]: requestSign('another-secret', ts),
      [HEADER.timestamp]: ts,
    });
    expect(body(wrong).code).toBe(ERRORS.SIGN_INVALID.code);
    const garbage = await call({ [HEADER.sign]: 'x', [HEADER.timestamp]: 'yesterday' });
    expect(body(garbage).code).toBe(ERRORS.SIGN_INVALID.code);
    const lower = await call({
      [HEADER.sign]: requestSign(TEST_SIGN_SECRET, ts).toLowerCase(),
      [HEADER.timestamp]: ts,
    });
    expect(body(lower).code).toBe(0);
  });

  it('leaves client configuration, docs and health unsigned', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/uc/public/config' });
    expect(body(config)).toMatchObject({
      code: 0,
      data: { signSecret: TEST_SIGN_SECRET, signWindowS: 300 },
    });
    expect((await t.app.inject({ method: 'GET', url: '/uc/docs' })).statusCode).toBe(200);
    expect(body(await t.app.inject({ method: 'GET', url: '/healthz' }))).toMatchObject({
      code: 0,
      data: { status: 'ok', database: 'ok' },
    });
  });
});

describe('lang header', () => {
  it('translates messages into each of the ten languages', async () => {
    const seen = new Set<string>();
    for (const locale of LOCALES) {
      const res = await t.get('/uc/missing', undefined, { lang: locale });
      seen.add(body(res).message);
    }
    expect(seen.size).toBe(LOCALES.length);
  });

  it('maps client keys and defaults to English', async () => {
    expect(body(await t.get('/uc/missing', undefined, { lang: 'Korean' })).message).toBe(
      '주소를 찾을 수 없습니다: /uc/missing',
    );
    expect(body(await t.get('/uc/missing', undefined, { lang: 'klingon' })).message).toBe(
      'Address not found: /uc/missing',
    );
    expect(body(await t.get('/uc/missing')).message).toBe('Address not found: /uc/missing');
  });
});

describe('malformed input', () => {
  it.each([
    [{ pageNo: '0' }, 'PAGE_NO_INVALID'],
    [{ pageNo: '-1' }, 'PAGE_NO_INVALID'],
    [{ pageNo: '1.5' }, 'PAGE_NO_INVALID'],
    [{ pageNo: 'abc' }, 'PAGE_NO_INVALID'],
    [{ pageNo: '99999999999' }, 'PAGE_NO_INVALID'],
    [{ pageSize: '0' }, 'FIELD_OUT_OF_RANGE'],
    [{ pageSize: '1000' }, 'FIELD_OUT_OF_RANGE'],
    [{ pageSize: 'many' }, 'FIELD_FORMAT'],
  ] as const)('announcement list %j -> %s', async (query, key) => {
    const res = await t.get('/uc/announcement/list', query);
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(ERRORS[key].code);
  });

  it('names a missing field', async () => {
    const res = await t.get('/uc/announcement/detail', undefined, { lang: 'zh_CN' });
    expect(body(res)).toEqual({
      code: ERRORS.FIELD_REQUIRED.code,
      message: 'id 不能为空',
      data: null,
    });
  });

  it('refuses an id that is not a positive integer and a slug outside the list', async () => {
    for (const id of ['0', '-3', 'x', '1e3', '9'.repeat(30)]) {
      expect(body(await t.get('/uc/announcement/detail', { id })).code).toBe(
        ERRORS.FIELD_FORMAT.code,
      );
    }
    expect(body(await t.get('/uc/content/page', { slug: 'secret' })).code).toBe(
      ERRORS.FIELD_FORMAT.code,
    );
  });
});

describe('NUL characters', () => {
  it('are refused as PARAM_INVALID wherever they appear, never reaching a query', async () => {
    const login = await t.post('/uc/login', { username: 'a\u0000b', password: 'whatever1A' });
    expect(login.statusCode).toBe(400);
    expect(body(login)).toMatchObject({ code: ERRORS.PARAM_INVALID.code });
    const nested = await t.post('/uc/register', {
      username: 'fine',
      password: 'whatever1A',
      captcha: { token: 'x\u0000' },
    });
    expect(body(nested).code).toBe(ERRORS.PARAM_INVALID.code);
    const query = await t.get('/uc/announcement/list', { q: 'x\u0000' });
    expect(body(query).code).toBe(ERRORS.PARAM_INVALID.code);
  });
});

describe('requests refused before routing', () => {
  /** A raw HTTP exchange with a listening copy of the app: Node refuses some requests before Fastify. */
  async function raw(request: string): Promise<{ status: number; body: string }> {
    // The app's own Node server, listened on directly: Fastify's state is untouched.
    const server = t.app.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      return await new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', payload = ''] = text.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: payload });
        });
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it('answers a URL longer than Node accepts with an envelope, not a bare 431', async () => {
    const res = await raw(
      `GET /uc/announcement/list?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ code: ERRORS.BAD_REQUEST.code });
  });

  it('answers a path that does not decode (/uc/%ff) with an envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uc/%ff' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({ code: ERRORS.BAD_REQUEST.code });
  });

  it('reads a time in query strings as digits only: 0x10 and a blank are refused', async () => {
    const kline = (from: string) =>
      t.get('/uc/market/api/markets/kline', { symbol: 'BTC/USDT', interval: '1m', from });
    expect(body(await kline('1700000000000')).code).toBe(0);
    for (const from of ['0x10', ' ', '1e3', '-5']) {
      const res = await kline(from);
      expect(res.statusCode, from).toBe(400);
    }
  });
});

describe('security headers', () => {
  it('go with every reply: success, error and not found', async () => {
    for (const res of [
      await t.get('/uc/member/currency'),
      await t.get('/uc/member/info'),
      await t.get('/uc/no/such/thing'),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // Plain HTTP here: HSTS only goes out over TLS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });
});

describe('request bodies', () => {
  let probe: TestApp;
  beforeAll(async () => {
    probe = await createTestApp({
      configure: async (app) => {
        await app.register(
          async (api: Api) => {
            api.post(
              '/echo',
              {
                schema: {
                  body: z.object({ amount: positiveAmount(), note: z.string().max(10).optional() }),
                },
              },
              async (req) => ok(req.body),
            );
          },
          { prefix: '/uc/test' },
        );
      },
    });
  });
  afterAll(() => probe.close());

  const post = (payload: string, type = 'application/json') =>
    probe.app.inject({
      method: 'POST',
      url: '/uc/test/echo',
      payload,
      headers: { ...probe.headers(), 'content-type': type },
    });

  it('accepts JSON and form-urlencoded', async () => {
    expect(body(await post('{"amount":"1.5"}'))).toMatchObject({
      code: 0,
      data: { amount: '1.5' },
    });
    expect(
      body(await post('amount=0.001&note=hi', 'application/x-www-form-urlencoded')),
    ).toMatchObject({
      code: 0,
      data: { amount: '0.001', note: 'hi' },
    });
  });

  it.each([
    ['{"amount":"-1"}', 'AMOUNT_INVALID'],
    ['{"amount":"0"}', 'AMOUNT_INVALID'],
    ['{"amount":"0.000"}', 'AMOUNT_INVALID'],
    ['{"amount":"abc"}', 'AMOUNT_INVALID'],
    ['{"amount":"1e5"}', 'AMOUNT_INVALID'],
    ['{"amount":"0x10"}', 'AMOUNT_INVALID'],
    ['{"amount":12}', 'AMOUNT_INVALID'],
    ['{"amount":null}', 'AMOUNT_INVALID'],
    ['{}', 'AMOUNT_INVALID'],
    ['{"amount":"1","note":"much too long"}', 'FIELD_TOO_LONG'],
    ['{"amount":"1","note":5}', 'FIELD_TYPE'],
    ['[]', 'FIELD_TYPE'],
    ['{"amount":', 'MALFORMED_BODY'],
  ] as const)('%s -> %s', async (payload, key) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).code).toBe(ERRORS[key].code);
  });

  it('refuses an oversized body and an unknown content type', async () => {
    const big = await post(JSON.stringify({ amount: '1', note: 'a'.repeat(300 * 1024) }));
    expect([big.statusCode, body(big).code]).toEqual([413, ERRORS.PAYLOAD_TOO_LARGE.code]);
    const xml = await post('<amount>1</amount>', 'application/xml');
    expect([xml.statusCode, body(xml).code]).toEqual([415, ERRORS.UNSUPPORTED_MEDIA_TYPE.code]);
  });

  it('refuses a missing body with FIELD_REQUIRED', async () => {
    const res = await probe.app.inject({
      method: 'POST',
      url: '/uc/test/echo',
      headers: probe.headers(),
    });
    expect(body(res).code).toBe(ERRORS.FIELD_REQUIRED.code);
  });
});

describe('logging', () => {
  it('never writes tokens, signs or passwords', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const database = await createPGliteDatabase();
    const clock = manualClock();
    const app = await buildApp({
      messenger: { send: async () => undefined },
      secretsKey: Buffer.alloc(32, 7),
      database,
      clock,
      signSecret: TEST_SIGN_SECRET,
      signWindowS: 300,
      logLevel: 'info',
      logStream: stream,
    });
    const ts = String(Math.floor(clock.nowMs() / 1000));
    await app.inject({
      method: 'GET',
      url: '/uc/member/currency?token=tok-SECRET-1&password=pw-SECRET-2',
      headers: {
        [HEADER.sign]: requestSign(TEST_SIGN_SECRET, ts),
        [HEADER.timestamp]: ts,
        [HEADER.token]: 'tok-SECRET-3',
      },
    });
    await app.close();
    await database.close();
    const log = lines.join('');
    expect(log).toContain('/uc/member/currency');
    expect(log).not.toMatch(/SECRET/);
  });
});

describe('OpenAPI', () => {
  it('documents every API route with its schema', async () => {
    const doc = body(await t.app.inject({ method: 'GET', url: '/uc/docs' })) as unknown as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/uc/public/config',
      '/uc/member/currency',
      '/uc/announcement/list',
      '/uc/announcement/detail',
      '/uc/help/categories',
      '/uc/help/detail',
      '/uc/help/faq',
      '/uc/content/page',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

describe('rate limit', () => {
  it('answers TOO_MANY_REQUESTS with a retry-after once an IP exceeds its budget', async () => {
    const database = await createPGliteDatabase();
    const clock = manualClock();
    const app = await buildApp({
      messenger: { send: async () => undefined },
      secretsKey: Buffer.alloc(32, 7),
      database,
      clock,
      signSecret: TEST_SIGN_SECRET,
      signWindowS: 300,
      rateLimitPerMin: 3,
    });
    const ts = String(Math.floor(clock.nowMs() / 1000));
    const headers = {
      [HEADER.sign]: requestSign(TEST_SIGN_SECRET, ts),
      [HEADER.timestamp]: ts,
      [HEADER.lang]: 'de_DE',
    };
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        body(await app.inject({ method: 'GET', url: '/uc/member/currency', headers })).code,
      );
    }
    const limited = await app.inject({ method: 'GET', url: '/uc/member/currency', headers });
    await app.close();
    await database.close();
    expect(codes).toEqual([0, 0, 0, ERRORS.TOO_MANY_REQUESTS.code]);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(limited).message).toMatch(/^Zu viele Anfragen/);
  });
});
