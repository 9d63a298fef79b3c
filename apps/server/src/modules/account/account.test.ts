import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { ERRORS, type Session } from '@exchange/contracts';
import { generate } from 'otplib';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { SESSION_RULES } from './account.core.js';
import { createLedger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { STRONG_PASSWORD, freshName, login, registerAccount, reply } from '../../test/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

describe('register and log in by account name', () => {
  it('registers, logs in with a new token each time, reads the session, logs out', async () => {
    const name = freshName();
    const first = await registerAccount(t, name);
    expect(first).toMatchObject({
      username: name,
      balance: '0',
      c2c_user_type: 0,
      googleBound: false,
    });
    expect(first.usercode).toMatch(/^\d{8}$/);
    expect(first.member.googleState).toBe(0);
    expect(first.member.inviteCode).toMatch(/^[A-Z0-9]{8}$/);

    const second = await login(t, name.toUpperCase());
    expect(second.code).toBe(0);
    expect(second.data.token).not.toBe(first.token);
    const info = reply<Session>(
      await t.get('/uc/member/info', undefined, { token: second.data.token }),
    );
    expect(info.data.usercode).toBe(first.usercode);

    await t.get('/uc/logout', undefined, { token: second.data.token });
    expect(
      reply(await t.get('/uc/member/info', undefined, { token: second.data.token })).code,
    ).toBe(code('TOKEN_INVALID'));
    // The other session is untouched by this logout.
    expect(reply(await t.get('/uc/member/info', undefined, { token: first.token })).code).toBe(0);
  });

  it('answers NOT_LOGGED_IN without a token and TOKEN_INVALID for a made-up one', async () => {
    expect(reply(await t.get('/uc/member/info')).code).toBe(401);
    expect(reply(await t.get('/uc/member/info', undefined, { token: 'nope' })).code).toBe(4000);
  });

  it('expires a session after its idle time with LOGIN_EXPIRED (3000)', async () => {
    const session = await registerAccount(t);
    t.clock.advance(SESSION_RULES.idleMs + 1000);
    expect(reply(await t.get('/uc/member/info', undefined, { token: session.token })).code).toBe(
      3000,
    );
  });

  it.each([
    [{ username: 'abc' }, 'USERNAME_FORMAT'],
    [{ username: 'has space1' }, 'USERNAME_FORMAT'],
    [{ username: undefined }, 'USERNAME_FORMAT'],
    [{ password: 'short' }, 'PASSWORD_LENGTH'],
    [{ password: 'x'.repeat(129) }, 'PASSWORD_LENGTH'],
    [{ password: 'password123' }, 'PASSWORD_COMMON'],
    [{ password: 'aaaaaaaaaa' }, 'PASSWORD_COMMON'],
    [{ agreeTerms: false }, 'TERMS_NOT_ACCEPTED'],
    [{ inviteCode: 'ZZZZZZZZ' }, 'INVITE_CODE_INVALID'],
    [{ captchaToken: '' }, 'CAPTCHA_REQUIRED'],
  ] as const)('refuses %j with %s', async (override, key) => {
    const body = {
      type: 'account',
      username: freshName(),
      password: STRONG_PASSWORD,
      agreeTerms: true,
      captchaToken: 'off',
      ...override,
    };
    expect(reply(await t.post('/uc/register', body)).code).toBe(code(key));
  });

  it('refuses a taken name whatever its case, and records the inviter', async () => {
    const name = freshName('Taken');
    const inviter = await registerAccount(t, name);
    const again = await t.post('/uc/register', {
      type: 'account',
      username: name.toLowerCase(),
      password: STRONG_PASSWORD,
      agreeTerms: true,
      captchaToken: 'off',
    });
    expect(reply(again).code).toBe(code('USERNAME_TAKEN'));
    const invited = await t.post('/uc/register', {
      type: 'account',
      username: freshName(),
      password: STRONG_PASSWORD,
      agreeTerms: true,
      captchaToken: 'off',
      inviteCode: inviter.member.inviteCode.toLowerCase(),
    });
    expect(reply(invited).code).toBe(0);
  });
});

describe('register by email with a code', () => {
  it('sends a code, registers with it once, and refuses it again', async () => {
    const email = `${freshName('mail')}@example.com`;
    const sent = reply<{ resendInS: number; maskedTarget: string }>(
      await t.post('/uc/code/send', {
        purpose: 'register',
        channel: 'email',
        email,
        captchaToken: 'off',
      }),
    );
    expect(sent.code).toBe(0);
    expect(sent.data.resendInS).toBe(60);
    expect(sent.data.maskedTarget).toContain('@example.com');
    expect(JSON.stringify(sent)).not.toContain(t.lastCode(email));

    const tooSoon = reply(
      await t.post('/uc/code/send', {
        purpose: 'register',
        channel: 'email',
        email,
        captchaToken: 'off',
      }),
    );
    expect(tooSoon.code).toBe(code('CODE_TOO_SOON'));
    expect(tooSoon.message).toMatch(/\d+/);

    const body = {
      type: 'email',
      email: email.toUpperCase(),
      password: STRONG_PASSWORD,
      agreeTerms: true,
      captchaToken: 'off',
    };
    expect(
      reply(
        await t.post('/uc/register', {
          ...body,
          code: '000000' === t.lastCode(email) ? '111111' : '000000',
        }),
      ).code,
    ).toBe(code('CODE_WRONG'));
    const ok = reply<Session>(await t.post('/uc/register', { ...body, code: t.lastCode(email) }));
    expect(ok.code).toBe(0);
    expect(ok.data.emailBound).toBe(true);
    expect((await login(t, email)).code).toBe(0);
    expect(reply(await t.post('/uc/register', { ...body, code: t.lastCode(email) })).code).toBe(
      code('EMAIL_ALREADY_BOUND'),
    );
  });

  it('refuses a code after 30 minutes', async () => {
    const email = `${freshName('late')}@example.com`;
    await t.post('/uc/code/send', {
      purpose: 'register',
      channel: 'email',
      email,
      captchaToken: 'off',
    });
    t.clock.advance(30 * 60_000 + 1);
    const res = await t.post('/uc/register', {
      type: 'email',
      email,
      code: t.lastCode(email),
      password: STRONG_PASSWORD,
      agreeTerms: true,
      captchaToken: 'off',
    });
    expect(reply(res).code).toBe(code('CODE_WRONG'));
  });

  it('validates phone numbers with the country plan', async () => {
    const bad = await t.post('/uc/code/send', {
      purpose: 'register',
      channel: 'sms',
      countryCode: '+86',
      phone: '12345',
      captchaToken: 'off',
    });
    expect(reply(bad).code).toBe(code('PHONE_FORMAT'));
    const good = await t.post('/uc/code/send', {
      purpose: 'register',
      channel: 'sms',
      countryCode: '86',
      phone: '13800138000',
      captchaToken: 'off',
    });
    expect(reply(good).code).toBe(0);
    expect(t.lastCode('+8613800138000')).toMatch(/^\d{6}$/);
  });
});

describe('the session', () => {
  it("carries the user's total assets valued in USD, not a fixed zero", async () => {
    const name = freshName();
    const first = await registerAccount(t, name);
    expect(first.balance).toBe('0');
    await deposit(
      createLedger(t.database.db, t.clock),
      `session-${name}`,
      first.member.id,
      '250.5',
    );
    const again = await login(t, name);
    expect(again.data.balance).toBe('250.5');
    const info = reply<Session>(
      await t.get('/uc/member/info', undefined, { token: again.data.token }),
    );
    expect(info.data.balance).toBe('250.5');
  });
});

describe('login abuse', () => {
  it('does not reveal whether an account exists', async () => {
    const name = freshName();
    await registerAccount(t, name);
    const wrong = await login(t, name, 'not the password at all');
    const unknown = await login(t, freshName('ghost'), 'not the password at all');
    expect(wrong).toEqual(unknown);
    expect(wrong.code).toBe(code('LOGIN_FAILED'));
  });

  it('slows down after 5 wrong passwords in 15 minutes, growing, and recovers', async () => {
    const name = freshName();
    await registerAccount(t, name);
    for (let i = 0; i < 5; i++)
      expect((await login(t, name, 'wrong password!')).code).toBe(code('LOGIN_FAILED'));
    const throttled = await login(t, name);
    expect(throttled.code).toBe(code('LOGIN_THROTTLED'));
    t.clock.advance(31_000);
    expect((await login(t, name, 'wrong again!!')).code).toBe(code('LOGIN_FAILED'));
    t.clock.advance(31_000);
    expect((await login(t, name)).code).toBe(code('LOGIN_THROTTLED'));
    t.clock.advance(31_000);
    expect((await login(t, name)).code).toBe(0);
  });

  it('counts each try before checking it: 40 parallel wrong passwords get five tries, and the right one is then throttled', async () => {
    const name = freshName();
    await registerAccount(t, name);
    const burst = await Promise.all(
      Array.from({ length: 40 }, () => login(t, name, 'wrong password!')),
    );
    const codes = burst.map((r) => r.code);
    expect(codes.filter((c) => c === code('LOGIN_FAILED')).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === code('LOGIN_THROTTLED')).length).toBeGreaterThanOrEqual(35);
    expect((await login(t, name)).code).toBe(code('LOGIN_THROTTLED'));
    t.clock.advance(16 * 60_000);
  });

  it("holds back by an IP's failures only accounts that never signed in from it", async () => {
    const from = (ip: string, username: string, password: string) =>
      t.app
        .inject({
          method: 'POST',
          url: '/uc/login',
          headers: t.headers(),
          payload: { username, password, captchaToken: 'off' },
          remoteAddress: ip,
        })
        .then((res) => reply(res));
    const ip = '10.9.8.7';
    const regular = freshName('regular');
    const newcomer = freshName('newcomer');
    await registerAccount(t, regular);
    await registerAccount(t, newcomer);
    expect((await from(ip, regular, STRONG_PASSWORD)).code).toBe(0);
    // A guesser behind the same address sprays 50 names once each.
    for (let i = 0; i < 50; i++)
      expect((await from(ip, freshName('spray'), 'guess password 1')).code).toBe(
        code('LOGIN_FAILED'),
      );
    expect((await from(ip, newcomer, STRONG_PASSWORD)).code).toBe(code('LOGIN_THROTTLED'));
    expect((await from(ip, regular, STRONG_PASSWORD)).code).toBe(0);
    // Elsewhere the newcomer signs in as usual.
    expect((await from('10.9.8.8', newcomer, STRONG_PASSWORD)).code).toBe(0);
    t.clock.advance(16 * 60_000);
  });

  it('refuses locked and frozen users with their own messages, only after the right password', async () => {
    for (const status of ['locked', 'frozen'] as const) {
      const name = freshName();
      const session = await registerAccount(t, name);
      await t.database.db
        .updateTable('app_user')
        .set({ status })
        .where('uid', '=', session.usercode)
        .execute();
      expect((await login(t, name, 'wrong password!')).code).toBe(code('LOGIN_FAILED'));
      expect((await login(t, name)).code).toBe(
        code(status === 'locked' ? 'USER_LOCKED' : 'USER_FROZEN'),
      );
      expect(reply(await t.get('/uc/member/info', undefined, { token: session.token })).code).toBe(
        code(status === 'locked' ? 'USER_LOCKED' : 'USER_FROZEN'),
      );
    }
  });

  it('accepts a password encrypted with RSA-OAEP under /rsa_pub', async () => {
    const name = freshName();
    await registerAccount(t, name);
    const key = reply<{ publicKey: string }>(await t.get('/uc/rsa_pub')).data;
    const encrypted = publicEncrypt(
      {
        key: createPublicKey({
          key: Buffer.from(key.publicKey, 'base64'),
          format: 'der',
          type: 'spki',
        }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(STRONG_PASSWORD),
    ).toString('base64');
    const res = reply(
      await t.post('/uc/login', {
        username: name,
        password: encrypted,
        encrypt: true,
        captchaToken: 'off',
      }),
    );
    expect(res.code).toBe(0);
    const garbled = reply(
      await t.post('/uc/login', {
        username: name,
        password: 'bm9wZQ==',
        encrypt: true,
        captchaToken: 'off',
      }),
    );
    expect(garbled.code).toBe(code('PASSWORD_DECRYPT_FAILED'));
  });
});

describe('authenticator', () => {
  it('binds with a computed code, then login needs a fresh code each time', async () => {
    const name = freshName();
    const session = await registerAccount(t, name);
    const auth = { token: session.token };
    const enrol = reply<{ secret: string; otpauthUrl: string; qr: string }>(
      await t.get('/uc/security/google/secret', undefined, auth),
    );
    expect(enrol.data.qr).toMatch(/^data:image\/png;base64,/);
    expect(enrol.data.otpauthUrl).toContain(enrol.data.secret);
    const totp = (offsetS = 0) =>
      generate({ secret: enrol.data.secret, epoch: Math.floor(t.clock.nowMs() / 1000) + offsetS });

    const wrong = await t.post(
      '/uc/security/google/bind',
      { secret: enrol.data.secret, code: '123456' === (await totp()) ? '654321' : '123456' },
      auth,
    );
    expect(reply(wrong).code).toBe(code('GOOGLE_CODE_WRONG'));
    expect(
      reply(
        await t.post(
          '/uc/security/google/bind',
          { secret: enrol.data.secret, code: await totp() },
          auth,
        ),
      ).code,
    ).toBe(0);
    expect(reply(await t.get('/uc/security/google/secret', undefined, auth)).code).toBe(
      code('GOOGLE_ALREADY_BOUND'),
    );
    // At rest the seed is sealed with the secrets key, never stored as the user saw it.
    const stored = await t.database.db
      .selectFrom('app_user')
      .select('google_secret')
      .where('uid', '=', session.usercode)
      .executeTakeFirstOrThrow();
    expect(stored.google_secret).toMatch(/^v1:/);
    expect(stored.google_secret).not.toContain(enrol.data.secret);

    const needs = await login(t, name);
    expect(needs.code).toBe(code('GOOGLE_CODE_REQUIRED'));
    // The right password took this attempt's puzzle: the code step comes with a pass.
    expect(needs.data).toMatchObject({ needGoogleCode: true, captchaToken: expect.any(String) });
    t.clock.advance(30_000);
    const current = await totp();
    expect((await login(t, name, STRONG_PASSWORD, current)).code).toBe(0);
    // The same code cannot be used twice, even within its window.
    expect((await login(t, name, STRONG_PASSWORD, current)).code).toBe(code('GOOGLE_CODE_WRONG'));
    // One step of clock drift either way is accepted.
    t.clock.advance(60_000);
    expect((await login(t, name, STRONG_PASSWORD, await totp(-30))).code).toBe(0);
    t.clock.advance(60_000);
    expect((await login(t, name, STRONG_PASSWORD, await totp(30))).code).toBe(0);
    t.clock.advance(120_000);
    expect((await login(t, name, STRONG_PASSWORD, await totp(-90))).code).toBe(
      code('GOOGLE_CODE_WRONG'),
    );
  });
});

describe('fund password', () => {
  it('sets once, changes, locks after 5 wrong tries, and resets with a code', async () => {
    const email = `${freshName('fund')}@example.com`;
    await t.post('/uc/code/send', {
      purpose: 'register',
      channel: 'email',
      email,
      captchaToken: 'off',
    });
    const session = reply<Session>(
      await t.post('/uc/register', {
        type: 'email',
        email,
        code: t.lastCode(email),
        password: STRONG_PASSWORD,
        agreeTerms: true,
        captchaToken: 'off',
      }),
    ).data;
    const auth = { token: session.token };
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/set',
          { fundPassword: '12345', confirm: '12345' },
          auth,
        ),
      ).code,
    ).toBe(code('FUND_PASSWORD_FORMAT'));
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/set',
          { fundPassword: '123456', confirm: '123457' },
          auth,
        ),
      ).code,
    ).toBe(code('PASSWORD_MISMATCH'));
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/set',
          { fundPassword: '123456', confirm: '123456' },
          auth,
        ),
      ).code,
    ).toBe(0);
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/set',
          { fundPassword: '654321', confirm: '654321' },
          auth,
        ),
      ).code,
    ).toBe(code('FUND_PASSWORD_ALREADY_SET'));
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/change',
          { oldFundPassword: '123456', fundPassword: '246810', confirm: '246810' },
          auth,
        ),
      ).code,
    ).toBe(0);

    const change = { fundPassword: '135790', confirm: '135790' };
    const remaining: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = reply(
        await t.post(
          '/uc/security/fund-password/change',
          { oldFundPassword: '000000', ...change },
          auth,
        ),
      );
      expect(res.code).toBe(code('FUND_PASSWORD_WRONG'));
      remaining.push(res.message);
    }
    expect(remaining.at(-1)).toContain('1');
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/change',
          { oldFundPassword: '000000', ...change },
          auth,
        ),
      ).code,
    ).toBe(code('FUND_PASSWORD_LOCKED'));
    // Even the right password is refused while locked.
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/change',
          { oldFundPassword: '246810', ...change },
          auth,
        ),
      ).code,
    ).toBe(code('FUND_PASSWORD_LOCKED'));

    t.clock.advance(61_000);
    await t.post('/uc/code/send', { purpose: 'verify', channel: 'email' }, auth);
    const reset = await t.post(
      '/uc/security/fund-password/reset',
      { channel: 'email', verifyCode: t.lastCode(email), ...change },
      auth,
    );
    expect(reply(reset).code).toBe(0);
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/change',
          { oldFundPassword: '135790', fundPassword: '975310', confirm: '975310' },
          auth,
        ),
      ).code,
    ).toBe(0);
  });
});

describe('passwords, step-up, manual reset, history', () => {
  it('changes the password and ends the other sessions', async () => {
    const name = freshName();
    const a = await registerAccount(t, name);
    const b = (await login(t, name)).data;
    const res = await t.post(
      '/uc/security/password/change',
      {
        oldPassword: STRONG_PASSWORD,
        password: 'a new long passphrase',
        confirm: 'a new long passphrase',
      },
      { token: a.token },
    );
    expect(reply(res).code).toBe(0);
    expect(reply(await t.get('/uc/member/info', undefined, { token: b.token })).code).toBe(4000);
    expect(reply(await t.get('/uc/member/info', undefined, { token: a.token })).code).toBe(0);
    const wrongOld = await t.post(
      '/uc/security/password/change',
      { oldPassword: 'nope nope nope', password: 'another long one', confirm: 'another long one' },
      { token: a.token },
    );
    expect(reply(wrongOld).code).toBe(code('OLD_PASSWORD_WRONG'));
  });

  it('resets a forgotten password by email code, without revealing unknown addresses', async () => {
    const email = `${freshName('reset')}@example.com`;
    await t.post('/uc/code/send', {
      purpose: 'register',
      channel: 'email',
      email,
      captchaToken: 'off',
    });
    await t.post('/uc/register', {
      type: 'email',
      email,
      code: t.lastCode(email),
      password: STRONG_PASSWORD,
      agreeTerms: true,
      captchaToken: 'off',
    });
    t.clock.advance(61_000);
    const stranger = `${freshName('nobody')}@example.com`;
    const forKnown = reply(
      await t.post('/uc/code/send', {
        purpose: 'reset_password',
        channel: 'email',
        email,
        captchaToken: 'off',
      }),
    );
    const forStranger = reply(
      await t.post('/uc/code/send', {
        purpose: 'reset_password',
        channel: 'email',
        email: stranger,
        captchaToken: 'off',
      }),
    );
    expect(forKnown.code).toBe(0);
    expect(forStranger.code).toBe(0);
    expect(t.outbox.some((m) => m.to === stranger)).toBe(false);
    const res = await t.post('/uc/password/reset', {
      channel: 'email',
      email,
      code: t.lastCode(email),
      password: 'brand new passphrase',
      confirm: 'brand new passphrase',
    });
    expect(reply(res).code).toBe(0);
    expect((await login(t, email, 'brand new passphrase')).code).toBe(0);
  });

  it('takes one manual reset request per factor, and a step-up token works once', async () => {
    const session = await registerAccount(t);
    const auth = { token: session.token };
    const request = {
      factor: 'google',
      contact: 'me@example.com',
      message: 'I lost my phone with the app on it.',
      captchaToken: 'off',
    };
    const first = reply<{ status: string; reviewDays: number }>(
      await t.post('/uc/security/reset-request', request, auth),
    );
    expect(first.data).toMatchObject({ status: 'pending', reviewDays: 3 });
    expect(reply(await t.post('/uc/security/reset-request', request, auth)).code).toBe(
      code('RESET_ALREADY_SUBMITTED'),
    );

    const log = reply<{ list: { event: string }[] }>(
      await t.get('/uc/security/log', { pageNo: 1 }, auth),
    );
    expect(log.data.list.map((e) => e.event)).toEqual(['reset_request', 'login', 'register']);
  });

  it('logs the device by its parts: Safari’s real version, not its WebKit build', async () => {
    const name = freshName();
    await registerAccount(t, name);
    const iPhoneSafari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const loggedIn = reply<Session>(
      await t.app.inject({
        method: 'POST',
        url: '/uc/login',
        payload: { username: name, password: STRONG_PASSWORD, captchaToken: 'off' },
        headers: { ...t.headers(), 'user-agent': iPhoneSafari },
      }),
    );
    expect(loggedIn.code).toBe(0);
    const log = reply<{ list: { event: string; device: string; client: unknown }[] }>(
      await t.get('/uc/security/log', { pageNo: 1 }, { token: loggedIn.data.token }),
    );
    expect(log.data.list[0]).toMatchObject({
      event: 'login',
      device: 'Safari 17 on iPhone',
      client: { browser: 'Safari', version: '17', os: 'iOS', device: 'iPhone' },
    });
    // Registered through the test client, whose User-Agent names nothing known.
    expect(log.data.list.find((e) => e.event === 'register')?.client).toEqual({
      browser: '',
      version: '',
      os: '',
      device: '',
    });
  });
});

describe('wallet login (EIP-4361)', () => {
  const account = privateKeyToAccount(
    '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  );
  const signIn = async (token?: string) => {
    const message = reply<{ message: string }>(
      await t.get('/uc/loginByEth/nonce', { address: account.address }),
    ).data.message;
    const signature = await account.signMessage({ message });
    return {
      message,
      signature,
      res: reply<Session>(
        await t.post('/uc/loginByEth', { message, signature }, token ? { token } : undefined),
      ),
    };
  };

  it('refuses an unlinked wallet, links it when logged in, then logs in with it once per message', async () => {
    expect((await signIn()).res.code).toBe(code('WALLET_NOT_LINKED'));
    const session = await registerAccount(t);
    const linked = await signIn(session.token);
    expect(linked.res.code).toBe(0);
    expect(linked.res.data.member.walletAddress).toBe(account.address.toLowerCase());
    const again = await signIn();
    expect(again.res.code).toBe(0);
    expect(again.res.data.usercode).toBe(session.usercode);
    const replay = reply(
      await t.post('/uc/loginByEth', { message: again.message, signature: again.signature }),
    );
    expect(replay.code).toBe(code('WALLET_MESSAGE_EXPIRED'));
  });

  it('refuses a signature by another key', async () => {
    const message = reply<{ message: string }>(
      await t.get('/uc/loginByEth/nonce', { address: account.address }),
    ).data.message;
    const other = privateKeyToAccount(
      '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
    );
    const res = reply(
      await t.post('/uc/loginByEth', { message, signature: await other.signMessage({ message }) }),
    );
    expect(res.code).toBe(code('WALLET_SIGNATURE_INVALID'));
  });
});

describe('countries', () => {
  it('lists dialling codes with names in the caller’s language', async () => {
    const zh = reply<{ code: string; name: string; dialCode: string }[]>(
      await t.get('/uc/support/country', undefined, { lang: 'zh_CN' }),
    );
    expect(zh.data.find((c) => c.code === 'CN')).toEqual({
      code: 'CN',
      name: '中国',
      dialCode: '+86',
    });
    expect(zh.data.length).toBeGreaterThan(200);
  });
});
