/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { figure, takeProfitByRoe } from './contract.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'perpcross');
const api = user.api;

const bookLevels = (side: 'bid' | 'ask') =>
  user.page.locator(`[data-testid="book-${side}"]`).count();

/** A picture once the sheets have slid in and no toast (a deposit, an order) covers the screen. */
async function picture(name: string) {
  await user.page.waitForTimeout(400);
  await user.page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5_000 });
  await screenshot(user.page, name);
}

interface Texts {
  isolated: string;
  cross: string;
  /** The cross note under the estimate. */
  crossNote: RegExp;
  accountRate: string;
  /** The server's refusal while a position is open, in the page's language. */
  refused: string;
}

/** Opens the margin-mode sheet, takes its picture as `name`, and chooses `mode`. */
async function chooseMode(name: string, texts: Texts, mode: 'isolated' | 'cross') {
  const page = user.page;
  await page.getByTestId('margin-mode-open').click();
  await page.getByTestId('margin-mode-list').waitFor();
  await picture(name);
  await page.getByTestId(`margin-mode-${mode}`).click();
  await expect
    .poll(() => page.getByTestId('margin-mode-value').textContent())
    .toBe(mode === 'cross' ? texts.cross : texts.isolated);
  await page.getByTestId('margin-mode-list').waitFor({ state: 'hidden' });
}

/**
 * In cross margin: a 10x limit long at the best ask with its take-profit
 * typed as an ROE. The liquidation estimate counts the free balance, so it
 * sits further away than an isolated one; the position shows the Cross tag,
 * the account's margin rate and the take-profit the ROE worked out to; and
 * the server refuses going back to isolated while it is open.
 */
async function openCross(lang: 'en' | 'zh-CN', texts: Texts) {
  const page = user.page;
  await page.evaluate((value) => window.localStorage.setItem('lang', value), lang);
  await page.goto(`${baseUrl}/perpetualContract/BTCUSDT`);
  await page.getByTestId('perp-screen').first().waitFor();
  await expect.poll(() => bookLevels('ask'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
  await page.getByTestId('action-open').click();
  await page.getByTestId('direction-long').click();
  await page.getByTestId('order-type-limit').click();
  await chooseMode(`perp-cross-mode-${lang}`, texts, 'cross');

  await page.getByTestId('leverage-open').click();
  await page.getByTestId('leverage-slider').waitFor();
  await picture(`perp-cross-leverage-${lang}`);
  await page.getByTestId('leverage-10').click();
  await expect.poll(() => page.getByTestId('leverage-value').textContent()).toBe('10x');

  await page.getByTestId('order-lots').fill('2');
  const price = figure(await page.getByTestId('order-price').inputValue());
  const estimate = figure(await page.getByTestId('order-liquidation').textContent());
  // 10x isolated is liquidated about 9.5 % below the entry; the free balance
  // left in the contract account (about 20 USDT beside a 19 USDT margin)
  // carries the cross position much further.
  expect(estimate).toBeGreaterThan(price * 0.6);
  expect(estimate).toBeLessThan(price * 0.85);
  expect(await page.getByTestId('estimate-note').textContent()).toMatch(texts.crossNote);

  const takeProfit = await takeProfitByRoe(page, '50');
  // +50 % ROE on the position's own margin at 10x is +5 % of the price.
  expect(figure(takeProfit)).toBeGreaterThanOrEqual(price * 1.05);
  expect(figure(takeProfit)).toBeLessThan(price * 1.0501);
  await page.getByTestId('order-liquidation').scrollIntoViewIfNeeded();
  await picture(`perp-cross-form-${lang}`);
  await page.getByTestId('place-order').click();

  const row = page.getByTestId('position-row').first();
  await row.waitFor({ timeout: 15_000 });
  await expect.poll(() => row.getByTestId('position-lots').textContent()).toBe('2');
  expect(await row.getByTestId('position-margin-mode').textContent()).toBe(texts.cross);
  expect(await row.getByTestId('position-take-profit').textContent()).toBe(takeProfit);
  expect(await row.textContent()).toContain(texts.accountRate);
  // The server counts the same free balance: its estimate, once the first
  // mark has priced the position, is near the form's.
  await expect
    .poll(async () => {
      const liquidation = figure(await row.getByTestId('position-liquidation').textContent());
      return Math.abs(liquidation - estimate) < price * 0.01;
    })
    .toBe(true);
  await row.scrollIntoViewIfNeeded();
  await picture(`perp-cross-position-${lang}`);

  // Not while the position is open: the server's reason shows, the mode stays.
  await page.getByTestId('margin-mode-open').scrollIntoViewIfNeeded();
  await page.getByTestId('margin-mode-open').click();
  await page.getByTestId('margin-mode-isolated').click();
  await page.getByText(texts.refused).waitFor({ timeout: 10_000 });
  await screenshot(page, `perp-cross-refused-${lang}`);
  await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5_000 });
  expect(await page.getByTestId('margin-mode-value').textContent()).toBe(texts.cross);
  // The mask above the sheet closes it.
  await page.mouse.click(195, 60);
  await page.getByTestId('margin-mode-list').waitFor({ state: 'hidden' });

  await row.getByTestId('close-position').click();
  await page.getByTestId('close-dialog-confirm').click();
  await expect.poll(() => page.getByTestId('position-row').count(), { timeout: 15_000 }).toBe(0);
}

describe('cross margin on a phone', () => {
  it('opens a cross position with a take-profit by ROE, in English', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    // A small contract balance, so that the cross position can still be liquidated.
    await api('POST', '/asset/transfer', {
      asset: 'USDT',
      from: 'spot',
      to: 'contract',
      amount: '40',
      requestId: `pc${Date.now().toString(36)}`,
    });
    await openCross('en', {
      isolated: 'Isolated',
      cross: 'Cross',
      crossNote: /^Cross margin: counts the [\d.,]+ USDT of available balance this order leaves/,
      accountRate: 'Account margin rate',
      refused: 'Close your position in this contract before changing its margin mode',
    });
  });

  it('does the same in Simplified Chinese, then goes back to isolated', async () => {
    const texts: Texts = {
      isolated: '逐仓',
      cross: '全仓',
      crossNote: /^全仓：已计入本单下单后剩余的 [\d.,]+ USDT 可用余额/,
      accountRate: '账户保证金率',
      refused: '请先平掉该合约的仓位，再切换保证金模式',
    };
    await openCross('zh-CN', texts);
    // With nothing open in the contract the change goes through.
    await chooseMode('perp-cross-mode-back-zh-CN', texts, 'isolated');
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
