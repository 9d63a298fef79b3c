/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { figure, takeProfitByRoe } from './contract.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'perprisk');
const api = user.api;

const bookLevels = (side: 'bid' | 'ask') =>
  user.page.locator(`[data-testid="book-${side}"]`).count();

/**
 * Opens a 10x limit long at the best ask with its take-profit typed as an ROE,
 * checks the form's estimates and that the position keeps the price the ROE
 * worked out to, sets the stop-loss by ROE in the preset dialog, then closes it.
 */
async function openByRoe(lang: 'en' | 'zh-CN', texts: { liquidation: RegExp; roe: RegExp }) {
  const page = user.page;
  await page.evaluate((value) => window.localStorage.setItem('lang', value), lang);
  await page.goto(`${baseUrl}/perpetualContract/BTCUSDT`);
  await page.getByTestId('perp-screen').first().waitFor();
  await expect.poll(() => bookLevels('ask'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);

  await page.getByTestId('action-open').click();
  await page.getByTestId('direction-long').click();
  await page.getByTestId('order-type-limit').click();
  await page.getByTestId('leverage-open').click();
  await page.getByTestId('leverage-10').click();
  await expect.poll(() => page.getByTestId('leverage-value').textContent()).toContain('10');
  // Incomplete: no estimate, never NaN.
  await page.getByTestId('order-lots').fill('');
  expect(await page.getByTestId('order-liquidation').textContent()).toBe('--');
  await page.getByTestId('order-lots').fill('2');
  const price = figure(await page.getByTestId('order-price').inputValue());
  const estimate = figure(await page.getByTestId('order-liquidation').textContent());
  // 10x isolated: liquidated roughly 9.5 % below the entry.
  expect(estimate).toBeGreaterThan(price * 0.89);
  expect(estimate).toBeLessThan(price * 0.92);
  expect(await page.locator('.perp-form').textContent()).toMatch(texts.liquidation);

  const takeProfit = await takeProfitByRoe(page, '50');
  // +50 % ROE at 10x is +5 % of the price.
  expect(figure(takeProfit)).toBeGreaterThanOrEqual(price * 1.05);
  expect(figure(takeProfit)).toBeLessThan(price * 1.0501);
  await page.getByTestId('order-take-profit').scrollIntoViewIfNeeded();
  await screenshot(page, `perp-risk-form-${lang}`);
  await page.getByTestId('place-order').click();

  const row = page.getByTestId('position-row').first();
  await row.waitFor({ timeout: 15_000 });
  await expect.poll(() => row.getByTestId('position-lots').textContent()).toBe('2');
  expect(await row.getByTestId('position-take-profit').textContent()).toBe(takeProfit);
  await expect
    .poll(() => row.getByTestId('position-roe').textContent())
    .toMatch(/^[+-]?\d+\.\d{2}%$/);
  expect(await row.textContent()).toMatch(texts.roe);
  // Filled at the limit or better: the server's liquidation price is near the estimate.
  const liquidation = figure(await row.getByTestId('position-liquidation').textContent());
  expect(Math.abs(liquidation - estimate)).toBeLessThan(price * 0.005);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, `perp-risk-position-${lang}`);

  // The stop-loss by ROE in the dialog: −50 % is 5 % below the entry.
  await row.getByTestId('edit-presets').click();
  await page.getByTestId('preset-stop-loss-mode-roe').click();
  await page.getByTestId('preset-stop-loss').fill('50');
  const stopReading = page.getByTestId('preset-stop-loss-reading');
  await expect.poll(() => stopReading.textContent()).toMatch(/\d/);
  const stopLoss = ((await stopReading.textContent()) ?? '').replace(/^[^\d]*/, '');
  await screenshot(page, `perp-risk-preset-${lang}`);
  await page.getByTestId('preset-save').click();
  await expect.poll(() => row.getByTestId('position-stop-loss').textContent()).toBe(stopLoss);

  await row.getByTestId('close-position').click();
  await page.getByTestId('close-dialog-confirm').click();
  await expect.poll(() => page.getByTestId('position-row').count(), { timeout: 15_000 }).toBe(0);
}

describe('contract risk figures on a phone', () => {
  it('estimates the liquidation price, shows ROE and sets TP/SL by ROE, in English', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    await api('POST', '/asset/transfer', {
      asset: 'USDT',
      from: 'spot',
      to: 'contract',
      amount: '500',
      requestId: `pr${Date.now().toString(36)}`,
    });
    await openByRoe('en', { liquidation: /Est\. liq\. price/, roe: /ROE/ });
  });

  it('does the same in Simplified Chinese', async () => {
    await openByRoe('zh-CN', { liquidation: /预估强平价/, roe: /收益率/ });
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
