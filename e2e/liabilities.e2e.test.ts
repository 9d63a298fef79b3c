/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.js';
import { newOperator, signIn } from './people.js';
import { depositCredited, firstOperator, operatorCode, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * Proof of liabilities as a user meets it on a phone: after a deposit, an
 * operator runs a round; the user opens the page from My, verifies their
 * own balance in the browser against the published root, and the round
 * counts them as having verified. In English and Chinese.
 */
const user = phoneUser(baseUrl, 'proof');

describe('proof of liabilities', () => {
  it('verifies the user’s own balance in the browser (English)', async () => {
    const { page, api } = user;
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    const operator = firstOperator(dataDir);
    const admin = await signIn(
      baseUrl,
      operator.username,
      operator.password,
      await operatorCode(dataDir, operator.secret),
    );
    const publisher = await newOperator(baseUrl, admin, 'proof', ['liabilities.publish']);
    const run = await fetch(`${baseUrl}/admin-api/liabilities/rounds/run`, {
      method: 'POST',
      headers: { 'x-admin-token': publisher },
    });
    expect(((await run.json()) as { data: { status: string } }).data.status).toBe('published');

    await page.goto(`${baseUrl}/userCenter`);
    await page.getByTestId('liabilities-entry').click();
    await page.getByTestId('liabilities-root-USDT').waitFor();
    await screenshot(page, 'liabilities-round-en');
    await page.getByTestId('liabilities-verify').click();
    await page.getByTestId('liabilities-result').waitFor();
    expect(await page.getByTestId('liabilities-check-USDT').getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('liabilities-result').textContent()).toContain(
      'Every one of your balances',
    );
    await screenshot(page, 'liabilities-verified-en');
    // Reserves beside it: the simulated TRON hot wallet holds the faucet's USDT, its signature checked here.
    const tron = page.getByTestId('reserve-TRON-USDT');
    await tron.scrollIntoViewIfNeeded();
    expect(await tron.getAttribute('data-ok')).toBe('true');
    expect(await page.getByTestId('reserves-simulated').isVisible()).toBe(true);
    await screenshot(page, 'liabilities-reserves-en');
    const rounds = await api<{ verifiedUsers: number }[]>('GET', '/liabilities/rounds');
    expect(rounds[0]?.verifiedUsers).toBeGreaterThanOrEqual(1);
  });

  it('verifies in Chinese', async () => {
    const { page } = user;
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${baseUrl}/proofOfLiabilities`);
    await page.getByTestId('liabilities-verify').click();
    await page.getByTestId('liabilities-result').waitFor();
    expect(await page.getByTestId('liabilities-result').textContent()).toContain(
      '已计入公布的总额',
    );
    await screenshot(page, 'liabilities-verified-zh-CN');
    await page.getByTestId('reserve-TRON-USDT').scrollIntoViewIfNeeded();
    await screenshot(page, 'liabilities-reserves-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });

  it('shows rounds, reserves and API key abuse in the console, in English and Chinese', async () => {
    // A refused signed request, so the abuse view has something to show.
    await fetch(`${baseUrl}/api/v3/account?timestamp=${Date.now()}&signature=00`, {
      headers: { 'x-mbx-apikey': 'Z'.repeat(64) },
    });
    const browser = await launchBrowser();
    try {
      const desk = await (
        await browser.newContext({ viewport: { width: 1280, height: 800 } })
      ).newPage();
      const operator = firstOperator(dataDir);
      await desk.goto(`${baseUrl}/admin/login`);
      await desk.getByTestId('login-username').fill(operator.username);
      await desk.getByTestId('login-password').fill(operator.password);
      await desk.getByTestId('login-totp').fill(await operatorCode(dataDir, operator.secret));
      await desk.getByTestId('login-submit').click();
      await desk.getByTestId('operator-name').waitFor();

      await desk.goto(`${baseUrl}/admin/liabilities`);
      await desk.getByTestId('round-toggle').first().click();
      await desk.getByTestId('round-assets').first().waitFor();
      expect(await desk.getByTestId('round-mismatch').count()).toBe(0);
      await screenshot(desk, 'console-liabilities-en');
      await desk.getByTestId('lang-zh').click();
      await desk.getByTestId('round-assets').first().waitFor();
      await screenshot(desk, 'console-liabilities-zh-CN');

      await desk.goto(`${baseUrl}/admin/api-keys`);
      await desk.getByTestId('api-key-refusal-table').waitFor();
      expect(await desk.getByTestId('api-key-refusal-table').textContent()).toContain('ZZZZ');
      await screenshot(desk, 'console-api-keys-zh-CN');
      await desk.getByTestId('lang-en').click();
      await desk.getByTestId('api-key-refusal-table').waitFor();
      await screenshot(desk, 'console-api-keys-en');
    } finally {
      await browser.close();
    }
  });
});
