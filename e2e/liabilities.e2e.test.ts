/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
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
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
