import { ERRORS } from '@exchange/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { STRONG_PASSWORD, freshName, registerAccount, reply } from '../../test/accounts.js';

describeWithPostgres('accounts under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await createPostgresDatabase({ poolSize: 20 }) });
  });
  afterAll(() => t.close());

  it('lets exactly one of two simultaneous registrations of one name succeed', async () => {
    for (let round = 0; round < 5; round++) {
      const username = freshName('race');
      const body = {
        type: 'account',
        username,
        password: STRONG_PASSWORD,
        agreeTerms: true,
        captchaToken: 'off',
      };
      const results = await Promise.all([
        t.post('/uc/register', body),
        t.post('/uc/register', { ...body, username: username.toUpperCase() }),
      ]);
      const codes = results.map((r) => reply(r).code).sort((a, b) => a - b);
      expect(codes).toEqual([0, ERRORS.USERNAME_TAKEN.code]);
    }
  });

  it('accepts a verification code once when it is used twice at the same moment', async () => {
    const email = `${freshName('twice')}@example.com`;
    await t.post('/uc/code/send', {
      purpose: 'register',
      channel: 'email',
      email,
      captchaToken: 'off',
    });
    const code = t.lastCode(email);
    const attempts = await Promise.all(
      ['a', 'b', 'c', 'd'].map((suffix) =>
        t.post('/uc/register', {
          type: 'email',
          email,
          code,
          password: `${STRONG_PASSWORD} ${suffix}`,
          agreeTerms: true,
          captchaToken: 'off',
        }),
      ),
    );
    const codes = attempts.map((r) => reply(r).code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    for (const c of codes.filter((c) => c !== 0)) {
      expect([ERRORS.CODE_WRONG.code, ERRORS.EMAIL_ALREADY_BOUND.code]).toContain(c);
    }
  });

  it('locks the fund password after five wrong tries even when they arrive together', async () => {
    const session = await registerAccount(t);
    const auth = { token: session.token };
    await t.post(
      '/uc/security/fund-password/set',
      { fundPassword: '123456', confirm: '123456' },
      auth,
    );
    const wrong = { oldFundPassword: '000000', fundPassword: '222222', confirm: '222222' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/uc/security/fund-password/change', wrong, auth)),
    );
    const codes = results.map((r) => reply(r).code);
    expect(codes).not.toContain(0);
    expect(codes).toContain(ERRORS.FUND_PASSWORD_LOCKED.code);
    // Each guess is counted before it is checked: a burst gets the five tries, never more.
    expect(codes.filter((c) => c === ERRORS.FUND_PASSWORD_WRONG.code).length).toBeLessThanOrEqual(
      4,
    );
    const right = await t.post(
      '/uc/security/fund-password/change',
      { ...wrong, oldFundPassword: '123456' },
      auth,
    );
    expect(reply(right).code).toBe(ERRORS.FUND_PASSWORD_LOCKED.code);
  });
});
