import type { Session } from '@exchange/contracts';
import { expect } from 'vitest';
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
