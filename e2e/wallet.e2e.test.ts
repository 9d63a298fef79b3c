/// <reference lib="dom" />
import { HEADER, requestSign } from '@exchange/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';

/** A signed API call as the logged-in user, for the parts that have no screen yet (the faucet). */
async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const config = (await (await fetch(`${baseUrl}/uc/public/config`)).json()) as {
    data: { signSecret: string };
  };
  const ts = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${baseUrl}/uc${path}`, {
    method,
    headers: {
      [HEADER.sign]: requestSign(config.data.signSecret, ts),
      [HEADER.timestamp]: ts,
      [HEADER.token]: token,
      'content-type': 'application/json',
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
  await page.goto(`${baseUrl}/register`);
  await page.getByTestId('register-tab-account').click();
  await page.getByTestId('register-username').fill(`wal${Date.now().toString(36)}`);
  await page.getByTestId('register-password').fill('a long wallet test passphrase');
  await page.getByTestId('register-confirm').fill('a long wallet test passphrase');
  await page.getByTestId('register-terms').check();
  await page.getByTestId('register-submit').click();
  await page.getByTestId('screen-finish').waitFor();
  token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('wallet on a phone', () => {
  it('sees a faucet deposit arrive after its confirmations, in the balance and the history', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await expect
      .poll(
        async () =>
          (await api<{ list: { status: string }[] }>('GET', '/asset/deposit/list?pageNo=1')).list[0]
            ?.status,
        { timeout: 20_000 },
      )
      .toBe('credited');
    await page.goto(`${baseUrl}/funds`);
    await page.getByTestId('screen-funds').waitFor();
    await expect
      .poll(() => page.getByTestId('asset-available-USDT').first().textContent())
      .toMatch(/1,000/);
    await screenshot(page, 'funds-en');
    await page.goto(`${baseUrl}/accountChange`);
    await page.getByTestId('history-row').first().waitFor();
    await screenshot(page, 'account-change-en');
  });

  it('transfers from spot to the contract account', async () => {
    await page.goto(`${baseUrl}/transfer`);
    await page.getByTestId('screen-transfer').waitFor();
    await page.getByTestId('transfer-asset').selectOption('USDT');
    await page.getByTestId('transfer-to').selectOption('contract');
    await page.getByTestId('transfer-amount').fill('250');
    await screenshot(page, 'transfer-en');
    await page.getByTestId('transfer-submit').click();
    await expect
      .poll(async () => {
        const overview = await api<{
          accounts: { wallet: string; assets: { asset: string; available: string }[] }[];
        }>('GET', '/asset/wallet');
        return overview.accounts
          .find((a) => a.wallet === 'contract')
          ?.assets.find((a) => a.asset === 'USDT')?.available;
      })
      .toBe('250');
    await page.goto(`${baseUrl}/funds?wallet=contract`);
    await page.getByTestId('funds-tab-contract').click();
    await expect
      .poll(() => page.getByTestId('asset-available-USDT').first().textContent())
      .toMatch(/250/);
  });
});
