/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'perp');
const api = user.api;

const bookLevels = (side: 'bid' | 'ask') =>
  user.page.locator(`[data-testid="book-${side}"]`).count();

describe('perpetual contracts on a phone', () => {
  it('moves USDT to the contract account, opens a 10x long with TP/SL, sees it and closes it', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);

    // The screen's transfer link opens the wallet transfer, spot to contract.
    await user.page.goto(`${baseUrl}/perpetualContract/BTCUSDT`);
    await user.page.getByTestId('perp-screen').first().waitFor();
    await user.page.getByTestId('transfer-link').click();
    await user.page.getByTestId('screen-transfer').waitFor();
    await user.page.getByTestId('transfer-asset').selectOption('USDT');
    await user.page.getByTestId('transfer-to').selectOption('contract');
    await user.page.getByTestId('transfer-amount').fill('500');
    await user.page.getByTestId('transfer-submit').click();
    await expect
      .poll(async () => {
        const wallet = await api<{
          accounts: { wallet: string; assets: { asset: string; available: string }[] }[];
        }>('GET', '/asset/wallet');
        return wallet.accounts
          .find((a) => a.wallet === 'contract')
          ?.assets.find((a) => a.asset === 'USDT')?.available;
      })
      .toBe('500');

    await user.page.goto(`${baseUrl}/perpetualContract/BTCUSDT`);
    await user.page.getByTestId('perp-screen').first().waitFor();
    // The demo maker's two accounts quote six levels a side.
    await expect.poll(() => bookLevels('ask'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    await expect.poll(() => bookLevels('bid'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    const mark = Number(
      ((await user.page.getByTestId('mark-price').textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    expect(mark).toBeGreaterThan(0);

    await user.page.getByTestId('action-open').click();
    await user.page.getByTestId('direction-long').click();
    await user.page.getByTestId('order-type-market').click();
    await user.page.getByTestId('leverage-open').click();
    await user.page.getByTestId('leverage-10').click();
    await expect
      .poll(() => user.page.getByTestId('leverage-value').textContent(), { timeout: 10_000 })
      .toContain('10');
    await user.page.getByTestId('order-lots').fill('20');
    await user.page.getByTestId('preset-toggle').click();
    await user.page.getByTestId('order-take-profit').fill(String(Math.round(mark * 1.1)));
    await user.page.getByTestId('order-stop-loss').fill(String(Math.round(mark * 0.95)));
    await screenshot(user.page, 'perp-form-en');
    await user.page.getByTestId('place-order').click();

    // The position arrives over perp_positions with its liquidation price and presets.
    const row = user.page.getByTestId('position-row').first();
    await row.waitFor({ timeout: 15_000 });
    await expect
      .poll(() => row.getByTestId('position-lots').textContent(), { timeout: 10_000 })
      .toBe('20');
    const liquidation = Number(
      ((await row.getByTestId('position-liquidation').textContent()) ?? '').replace(/[^\d.]/g, ''),
    );
    // 10x isolated: liquidated roughly 9.5 % below the entry.
    expect(liquidation).toBeGreaterThan(mark * 0.85);
    expect(liquidation).toBeLessThan(mark * 0.95);
    expect(await row.getByTestId('position-take-profit').textContent()).toMatch(/\d/);
    expect(await row.getByTestId('position-stop-loss').textContent()).toMatch(/\d/);
    await row.scrollIntoViewIfNeeded();
    await screenshot(user.page, 'perp-position-en');

    await row.getByTestId('close-position').click();
    await user.page.getByTestId('close-dialog-confirm').click();
    await expect
      .poll(() => user.page.getByTestId('position-row').count(), { timeout: 15_000 })
      .toBe(0);
    const closed = await api<{ list: { status: string; closedBy: string; lots: number }[] }>(
      'GET',
      '/contract/wallet/findOrderByPage?status=CLOSED',
    );
    expect(closed.list[0]).toMatchObject({ status: 'CLOSED', closedBy: 'user', lots: 0 });
  });

  it('shows the contract screen in Simplified Chinese', async () => {
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.page.goto(`${baseUrl}/perpetualContract/BTCUSDT`);
    await expect.poll(() => bookLevels('ask'), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    await screenshot(user.page, 'perp-zh-CN');
    // The closed long's loss and fees, totalled in USDT.
    await user.page.goto(`${baseUrl}/profitLoss`);
    await user.page.getByTestId('pnl-total-USDT').waitFor({ timeout: 10_000 });
    await screenshot(user.page, 'perp-profit-loss-zh-CN');
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
