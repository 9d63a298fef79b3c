/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

/**
 * The trader's chart and book tools on a 390 px phone: two indicators on
 * the spot chart, remembered across a reload, in English and Chinese; the
 * book grouped by precision; and the contract chart with its mark and
 * index prices. One market buy first, so the chart has a candle to draw
 * its indicators' legends from.
 */
const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'chart');
const page = () => user.page;

const pressed = (name: string) =>
  page().getByTestId(`indicator-${name}`).getAttribute('aria-pressed');

describe('charts and books on a phone', () => {
  it('draws BOLL over the candles and MACD under them, and keeps the choice', async () => {
    await user.api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(user.api);
    await user.api('POST', '/exchange/order/add', {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '100',
    });
    await page().goto(`${baseUrl}/trendDetails/BTC_USDT?frame=1m`);
    await page().getByTestId('kline-chart').waitFor();
    await page().getByTestId('indicator-boll').click();
    await page().getByTestId('indicator-macd').click();
    expect(await pressed('boll')).toBe('true');
    expect(await pressed('macd')).toBe('true');
    // Each pane's legend names its indicator with its settings.
    await expect
      .poll(() => page().getByTestId('legend-main').textContent(), { timeout: 10_000 })
      .toContain('BOLL(20,2)');
    await expect
      .poll(() => page().getByTestId('legend-sub').textContent(), { timeout: 10_000 })
      .toContain('MACD(12,26,9)');
    await screenshot(page(), 'chart-boll-macd-en');

    // Remembered on this device, and shown in Chinese.
    await page().evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page().reload();
    await page().getByTestId('kline-chart').waitFor();
    expect(await pressed('boll')).toBe('true');
    expect(await pressed('macd')).toBe('true');
    expect(await pressed('ma')).toBe('false');
    await expect.poll(() => page().getByText('深度').count()).toBeGreaterThan(0);
    await screenshot(page(), 'chart-boll-macd-zh-CN');
    await page().evaluate(() => window.localStorage.setItem('lang', 'en'));
  });

  it('groups the trade screen book by a coarser step, bids down and asks up', async () => {
    await page().goto(`${baseUrl}/trade/BTC_USDT`);
    const precision = page().getByTestId('book-precision');
    await precision.waitFor();
    // The demo market maker's ladder arrives by the depth stream.
    const prices = (side: 'bid' | 'ask') =>
      page().locator(`[data-testid="book-${side}"] .book-price`).allTextContents();
    await expect.poll(async () => (await prices('bid')).length, { timeout: 20_000 }).toBe(8);
    const options = await precision
      .locator('option')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(1);
    const step = options.at(-1) ?? '';
    await precision.selectOption(step);
    const onStep = (text: string) => {
      const value = Number(text.replaceAll(',', ''));
      return Math.abs(value / Number(step) - Math.round(value / Number(step))) < 1e-9;
    };
    await expect
      .poll(async () => (await prices('bid')).every(onStep), { timeout: 10_000 })
      .toBe(true);
    expect((await prices('ask')).every(onStep)).toBe(true);
    // Grouped, the best ask still sits above the best bid.
    const bestBid = Number((await prices('bid'))[0]?.replaceAll(',', ''));
    const bestAsk = Number((await prices('ask')).at(-1)?.replaceAll(',', ''));
    expect(bestAsk).toBeGreaterThan(bestBid);
    await page().getByTestId('book-layout-bids').click();
    await expect.poll(async () => (await prices('ask')).length).toBe(0);
    await screenshot(page(), 'book-grouped-bids-en');
    await page().getByTestId('book-layout-both').click();
  });

  it('opens the contract chart from the perpetual screen, with mark and index prices', async () => {
    await page().goto(`${baseUrl}/contract/chart/BTCUSDT`);
    await page().getByTestId('contract-chart-screen').waitFor();
    await expect
      .poll(() => page().getByTestId('chart-mark-price').textContent(), { timeout: 15_000 })
      .toMatch(/\d/);
    expect(await page().getByTestId('chart-index-price').textContent()).toMatch(/\d/);
    await page().getByTestId('kline-chart').waitFor();
    await screenshot(page(), 'contract-chart-en');
  });
});
