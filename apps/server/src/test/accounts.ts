import type { Session } from '@exchange/contracts';
import { expect } from 'vitest';
import type { Ledger } from '../modules/ledger/index.js';
import { deposit } from '../modules/ledger/ledger.test-support.js';
import type { TestApp } from './app.js';

export interface Reply<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export const reply = <T = unknown>(res: { body: string }) => JSON.parse(res.body) as Reply<T>;

export const STRONG_PASSWORD = 'correct horse battery staple';

let counter = 0;
/** A fresh valid account name per call, so tests never collide. */
export function freshName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`.slice(0, 30);
}

export async function registerAccount(
  t: TestApp,
  username = freshName(),
  password = STRONG_PASSWORD,
): Promise<Session> {
  const res = reply<Session>(
    await t.post('/uc/register', {
      type: 'account',
      username,
      password,
      agreeTerms: true,
      captchaToken: 'off',
    }),
  );
  expect(res.code, res.message).toBe(0);
  return res.data;
}

export async function login(
  t: TestApp,
  username: string,
  password = STRONG_PASSWORD,
  code?: string,
) {
  return reply<Session>(
    await t.post('/uc/login', {
      username,
      password,
      captchaToken: 'off',
      ...(code ? { code } : {}),
    }),
  );
}

/**
 * A new account holding `assets` in spot, with the fund password 123456:
 * ready to trade, convert and transfer.
 */
export async function fundedAccount(
  t: TestApp,
  ledger: Ledger,
  assets: Readonly<Record<string, string>>,
): Promise<Session> {
  const s = await registerAccount(t);
  for (const [asset, amount] of Object.entries(assets))
    await deposit(ledger, `funded-${s.usercode}-${asset}`, s.member.id, amount, asset);
  await t.post(
    '/uc/security/fund-password/set',
    { fundPassword: '123456', confirm: '123456' },
    { token: s.token },
  );
  return s;
}
