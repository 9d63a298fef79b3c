/// <reference lib="dom" />
import type { AlertList, DepthWire, MarketSummary } from '@exchange/contracts';
import { decimal, lt, sub, toFixed, ROUNDING } from '@exchange/money';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

/**
 * A price alert on a 390 px phone: set from the chart screen's bell at
 * the best bid, below the last price, the price pushed through it by the
 * user's own market sell, and the notice in the notification centre and the alert
 * in the history, in English and Chinese.
 */
const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'alert');
const page = () => user.page;
const SYMBOL = 'BTC/USDT';

const order = (side: 'buy' | 'sell') =>
  user.api(
    'POST',
    '/exchange/order/add',
    side === 'buy'
      ? { symbol: SYMBOL, side, type: 'market', quoteAmount: '300' }
      : { symbol: SYMBOL, side, type: 'market', amount: '0.0005' },
  );

/**
 * A price the next market sell reaches: the best bid, below the last price
 * (a market buy just traded at the ask). The maker's bid can be deep, so a
 * fall through the bid is the dependable way for one small order to reach it.
 */
async function targetBelowLast(): Promise<string> {
  const markets = await user.api<MarketSummary[]>('GET', '/market/api/markets/exchange-coin-list');
  const last = decimal(markets.find((m) => m.symbol === SYMBOL)?.ticker.last ?? '0');
  const depth = await user.api<DepthWire>(
    'GET',
    `/market/api/markets/latest-depth?symbol=${encodeURIComponent(SYMBOL)}`,
  );
  const bid = decimal(depth.bids[0]?.[0] ?? '0');
  const belowLast = sub(last, decimal('0.01'));
  return toFixed(lt(bid, belowLast) ? bid : belowLast, 2, ROUNDING.down);
}

describe('price alerts on a phone', () => {
  it('sets an alert from the chart, fires it with a trade through it, and tells the user (English)', async () => {
    await user.api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(user.api);
    await order('buy');

    await page().goto(`${baseUrl}/trendDetails/BTC_USDT`);
    await page().getByTestId('alert-bell').click();
    const form = page().getByTestId('alert-form');
    await form.waitFor();
    await expect
      .poll(() => page().getByTestId('alert-last').textContent(), { timeout: 10_000 })
      .toMatch(/\d/);
    const target = await targetBelowLast();
    await page().getByTestId('alert-kind-price_below').click();
    await page().getByTestId('alert-value').fill(target);
    await page().getByTestId('alert-note').fill('e2e buy the dip');
    await page().getByTestId('alert-distance').waitFor();
    await screenshot(page(), 'alerts-sheet-en');
    await page().getByTestId('alert-submit').click();
    await page().getByTestId('alerts-list-active').waitFor({ timeout: 10_000 });
    expect(await page().getByTestId('alerts-list-active').textContent()).toContain(
      'e2e buy the dip',
    );
    await screenshot(page(), 'alerts-active-en');

    // The user's own market sells take the bids until one trades at the target or below.
    const fired = async () =>
      (await user.api<AlertList>('GET', '/alerts?status=history')).items.filter(
        (a) => a.status === 'FIRED',
      ).length;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    for (let attempt = 0; attempt < 6 && (await fired()) === 0; attempt += 1) {
      await order('sell');
      for (let wait = 0; wait < 10 && (await fired()) === 0; wait += 1) await sleep(300);
    }
    await expect.poll(fired, { timeout: 10_000 }).toBe(1);

    await page().goto(`${baseUrl}/notifications`);
    const notice = page().getByTestId('notification-row').filter({ hasText: 'BTC/USDT fell to' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('e2e buy the dip');
    await screenshot(page(), 'alerts-notice-en');
    // The notice opens the alert history, where the alert shows what it fired at.
    await notice.click();
    await page().waitForURL(/priceAlerts\?tab=history/);
    await page().getByTestId('alerts-list-history').waitFor();
    expect(await page().getByTestId('alerts-list-history').textContent()).toContain('Fired at');
    await screenshot(page(), 'alerts-history-en');
  });

  it('shows the history, the notice and the sheet in Chinese', async () => {
    await page().evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page().goto(`${baseUrl}/priceAlerts?tab=history`);
    await page().getByTestId('alerts-list-history').waitFor({ timeout: 15_000 });
    expect(await page().getByTestId('alerts-list-history').textContent()).toContain('已触发');
    await screenshot(page(), 'alerts-history-zh-CN');
    await page().goto(`${baseUrl}/notifications`);
    await page().getByTestId('notification-row').filter({ hasText: '已跌到' }).waitFor();
    await screenshot(page(), 'alerts-notice-zh-CN');
    await page().goto(`${baseUrl}/trade/BTC_USDT`);
    await page().getByTestId('alert-bell').click();
    await page().getByTestId('alert-form').waitFor();
    await page().getByTestId('alert-kind-move_down_pct').click();
    await page().getByTestId('alert-value').fill('5');
    await expect.poll(() => page().getByTestId('alert-distance').textContent()).toContain('触发价');
    await screenshot(page(), 'alerts-sheet-zh-CN');
    await page().evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
