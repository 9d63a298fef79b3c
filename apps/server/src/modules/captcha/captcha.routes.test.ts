import { ERRORS } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { humanTrack } from './captcha.fixtures.js';

interface Reply<T> {
  code: number;
  message: string;
  data: T;
}
const body = <T>(res: { body: string }) => JSON.parse(res.body) as Reply<T>;

describe('captcha routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ captchaEnabled: true });
  });
  afterAll(() => t.close());

  async function issue() {
    const res = await t.get('/uc/captcha');
    expect(res.headers['cache-control']).toBe('no-store');
    const reply = body<{ id: string; background: string; pieceY: number }>(res);
    expect(reply.code).toBe(0);
    expect(Object.keys(reply.data).join()).not.toMatch(/answer/i);
    const row = await t.database.db
      .withTables<{ captcha_challenge: { id: string; answer_x: number } }>()
      .selectFrom('captcha_challenge')
      .select('answer_x')
      .where('id', '=', reply.data.id)
      .executeTakeFirstOrThrow();
    return { ...reply.data, answerX: row.answer_x };
  }

  it('serves a puzzle, uncached, and passes a hand-made drop', async () => {
    const puzzle = await issue();
    expect(puzzle.background).toMatch(/^data:image\/png;base64,/);
    const x = puzzle.answerX;
    const reply = body<{ captchaToken: string; expiresInS: number }>(
      await t.post('/uc/captcha/verify', { id: puzzle.id, x, track: humanTrack({ targetX: x }) }),
    );
    expect(reply).toMatchObject({ code: 0, data: { expiresInS: 120 } });
    expect(reply.data.captchaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers a wrong drop with CAPTCHA_FAILED, translated, then CAPTCHA_EXPIRED', async () => {
    const puzzle = await issue();
    const x = puzzle.answerX + 30;
    const attempt = { id: puzzle.id, x, track: humanTrack({ targetX: x }) };
    const failed = body(await t.post('/uc/captcha/verify', attempt, { lang: 'zh_CN' }));
    expect(failed.code).toBe(11021);
    expect(failed.message).toMatch(/[\u4e00-\u9fff]/);
    expect(body(await t.post('/uc/captcha/verify', attempt)).code).toBe(11022);
  });

  it('takes one puzzle per registration: the code sent after it stands in for a second', async () => {
    const solved = async () => {
      const puzzle = await issue();
      const x = puzzle.answerX;
      return body<{ captchaToken: string }>(
        await t.post('/uc/captcha/verify', { id: puzzle.id, x, track: humanTrack({ targetX: x }) }),
      ).data.captchaToken;
    };
    const email = `one-puzzle-${Date.now()}@example.com`;
    const sent = body(
      await t.post('/uc/code/send', {
        purpose: 'register',
        channel: 'email',
        email,
        captchaToken: await solved(),
      }),
    );
    expect(sent.code).toBe(0);
    const registered = body(
      await t.post('/uc/register', {
        type: 'email',
        email,
        code: t.lastCode(email),
        password: 'a long passphrase',
        agreeTerms: true,
      }),
    );
    expect(registered.code).toBe(0);
    // An account name has no code: its registration takes the puzzle itself.
    const bare = body(
      await t.post('/uc/register', {
        type: 'account',
        username: `puzzle${Date.now().toString(36)}`,
        password: 'a long passphrase',
        agreeTerms: true,
      }),
    );
    expect(bare.code).toBe(ERRORS.CAPTCHA_REQUIRED.code);
  });

  it('refuses a malformed body as a parameter error', async () => {
    const reply = body(await t.post('/uc/captcha/verify', { id: 'x', x: 10, track: [[1, 2]] }));
    expect(reply.code).not.toBe(0);
    expect([11021, 11022]).not.toContain(reply.code);
  });
});
