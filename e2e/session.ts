import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADER, requestSign } from '@exchange/contracts';
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchBrowser, phoneContext } from './browser.js';

/** A signed API call as a logged-in user, for the steps a test does not drive through a screen. */
export type SignedApi = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** Calls the user API signed as the web app does; `lang` picks the language of server text. */
export function signedApi(baseUrl: string, token: () => string, lang?: string): SignedApi {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const config = (await (await fetch(`${baseUrl}/uc/public/config`)).json()) as {
      data: { signSecret: string; serverTimeMs: number };
    };
    // The server's time, as the web app signs: a test may have moved the server's clock.
    const ts = String(Math.floor(config.data.serverTimeMs / 1000));
    const response = await fetch(`${baseUrl}/uc${path}`, {
      method,
      headers: {
        [HEADER.sign]: requestSign(config.data.signSecret, ts),
        [HEADER.timestamp]: ts,
        [HEADER.token]: token(),
        ...(lang ? { [HEADER.lang]: lang } : {}),
        'content-type': 'application/json',
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const envelope = (await response.json()) as { code: number; message: string; data: T };
    if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
    return envelope.data;
  };
}

/** Registers a fresh account-name user through the register screen and returns its session token. */
export async function registerOnPage(page: Page, baseUrl: string, prefix: string): Promise<string> {
  await page.goto(`${baseUrl}/register`);
  await page.getByTestId('register-tab-account').click();
  await page.getByTestId('register-username').fill(`${prefix}${Date.now().toString(36)}`);
  await page.getByTestId('register-password').fill('a long browser test passphrase');
  await page.getByTestId('register-confirm').fill('a long browser test passphrase');
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('screen-finish').waitFor();
  return (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
}

/** A registered user on a phone-sized page, set up before the file's tests and closed after. */
export interface PhoneUser {
  readonly page: Page;
  readonly api: SignedApi;
}

export function phoneUser(baseUrl: string, prefix: string): PhoneUser {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let token = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await phoneContext(browser);
    page = await context.newPage();
    token = await registerOnPage(page, baseUrl, prefix);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });
  return {
    get page(): Page {
      if (!page) throw new Error('the page exists once beforeAll has run');
      return page;
    },
    api: signedApi(baseUrl, () => token),
  };
}

/** Waits until the user's latest deposit is credited (simulated confirmations arrive every 100 ms). */
/**
 * Waits until the user's `count` deposits (the faucet's, one per call so
 * far) are all listed and credited: a second faucet deposit may not be
 * listed yet when the first is already credited.
 */
export async function depositCredited(api: SignedApi, count = 1): Promise<void> {
  await expect
    .poll(
      async () => {
        const { list } = await api<{ list: { status: string }[] }>(
          'GET',
          '/asset/deposit/list?pageNo=1',
        );
        return list.length >= count && list.slice(0, count).every((d) => d.status === 'credited');
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The first operator the embedded server wrote at start-up. */
export function firstOperator(dataDir: string): {
  username: string;
  password: string;
  secret: string;
} {
  const text = readFileSync(join(dataDir, 'console-operator.txt'), 'utf8');
  const field = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(text)?.[1] ?? '';
  return { username: field('username'), password: field('password'), secret: field('totp_secret') };
}

/**
 * The first operator's authenticator code for one sign-in. The server takes
 * each operator's steps once and only forward, and several test files sign
 * the same operator in: the last step used is kept beside the server's
 * data, and a sign-in within that step waits for the next one.
 */
export async function operatorCode(dataDir: string, secret: string): Promise<string> {
  const file = join(dataDir, 'console-operator-last-step');
  const last = existsSync(file) ? Number(readFileSync(file, 'utf8')) : -1;
  let step = Math.floor(Date.now() / 30_000);
  if (step <= last) {
    await new Promise((resolve) => setTimeout(resolve, (last + 1) * 30_000 - Date.now() + 250));
    step = last + 1;
  }
  writeFileSync(file, String(step));
  return generate({ secret, epoch: step * 30 });
}
