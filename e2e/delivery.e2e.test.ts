/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'delivery');
const api = user.api;
/** The quarterly series: it cannot expire while the test runs. */
const SERIES = 'BTCUSDT-Q';

const bookLevels = (side: 'bid' | 'ask') =>
  user.page.locator(`[data-testid="book-${side}"]`).count();

describe('delivery contracts on a phone', () => {
  it('opens a quarterly long on its book from the delivery account and closes it early at market', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    await api('POST', '/asset/transfer', {
      asset: 'USDT',
      from: 'spot',
      to: 'delivery',
      amount: '400',
      requestId: `dl${Date.now().toString(36)}`,
    });

    await user.page.goto(`${baseUrl}/deliveryContract?symbol=${SERIES}`);
    await user.page.getByTestId('delivery-screen').first().waitFor();
    // The rule and the expiry are on screen: a real future, settled at the averaged index.
    expect(await user.page.getByTestId('delivery-settlement-rule').textContent()).toMatch(/30/);
    expect(await user.page.getByTestId('delivery-expiry').textContent()).toMatch(/\d/);
    // The demo maker quotes the series too.
    await expect.poll(() => bookLevels('ask'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);

    await user.page.getByTestId('action-open').click();
    await user.page.getByTestId('direction-long').click();
    await user.page.getByTestId('order-type-market').click();
    await user.page.getByTestId('order-lots').fill('5');
    await user.page.getByTestId('place-order').click();
    const row = user.page.getByTestId('position-row').first();
    await row.waitFor({ timeout: 15_000 });
    await screenshot(user.page, 'delivery-position-en');

    // Margin sits in the delivery account, not the perpetual one.
    const wallet = await api<{
      accounts: { wallet: string; assets: { asset: string; locked: string }[] }[];
    }>('GET', '/asset/wallet');
    const locked = wallet.accounts
      .find((a) => a.wallet === 'delivery')
      ?.assets.find((a) => a.asset === 'USDT')?.locked;
    expect(Number(locked)).toBeGreaterThan(0);

    await row.getByTestId('close-position').click();
    await user.page.getByTestId('close-dialog-confirm').click();
    await expect
      .poll(() => user.page.getByTestId('position-row').count(), { timeout: 15_000 })
      .toBe(0);
  });

  it('shows the delivery screen in Simplified Chinese', async () => {
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.page.goto(`${baseUrl}/deliveryContract?symbol=${SERIES}`);
    await expect.poll(() => bookLevels('ask'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    await screenshot(user.page, 'delivery-zh-CN');
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
