/// <reference lib="dom" />
import { ROUNDING, decimal, mul, round, toPlainString } from '@exchange/money';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { convertOnScreen } from './exchange.js';
import { depositCredited, phoneUser, signedApi } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'demo');
const api = user.api;

type Wallet = { accounts: { wallet: string; assets: { asset: string; available: string }[] }[] };
const spotOf = (wallet: Wallet, asset: string) =>
  wallet.accounts.find((a) => a.wallet === 'spot')?.assets.find((a) => a.asset === asset)
    ?.available ?? '0';
const prices = async (side: 'bid' | 'ask') =>
  (await user.page.locator(`[data-testid="book-${side}"] .book-price`).allTextContents()).map(
    (text) => text.replaceAll(',', '').trim(),
  );

describe('demo trading on a phone', () => {
  it('switches to demo, trades at live prices without touching the live book or real funds, resets and exits', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    const realToken = await user.page.evaluate(() => window.localStorage.getItem('token'));

    await user.page.goto(`${baseUrl}/userCenter`);
    await user.page.getByRole('button', { name: 'Switch to demo' }).click();
    await user.page.getByTestId('demo-banner').waitFor();
    const demoToken = (await user.page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
    expect(demoToken).not.toBe(realToken);
    const demoApi = signedApi(baseUrl, () => demoToken);
    expect(spotOf(await demoApi<Wallet>('GET', '/asset/wallet'), 'USDT')).toBe('3000');

    // The trade screen shows the live book, with the banner above it.
    await user.page.goto(`${baseUrl}/trade/BTC_USDT`);
    await user.page.getByTestId('trade-screen').waitFor();
    await user.page.getByTestId('demo-banner').waitFor();
    await expect.poll(async () => (await prices('bid')).length, { timeout: 20_000 }).toBe(8);
    await expect
      .poll(() => user.page.getByTestId('available-balance').textContent(), { timeout: 10_000 })
      .toMatch(/3,000/);

    // A resting demo bid is the demo account's own: it never joins the live book.
    const lowest = (await prices('bid')).at(-1) ?? '';
    const restPrice = toPlainString(round(mul(decimal(lowest), decimal('0.99')), 2, ROUNDING.down));
    await user.page.getByTestId('order-price').fill(restPrice);
    await user.page.getByTestId('order-amount').fill('0.001');
    await user.page.getByTestId('place-order').click();
    await user.page.getByTestId('order-row').first().waitFor({ timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await prices('bid')).not.toContain(restPrice);
    await screenshot(user.page, 'demo-trade-en');
    await user.page.getByTestId('cancel-order').first().click();
    await expect
      .poll(() => user.page.getByTestId('order-row').count(), { timeout: 10_000 })
      .toBe(0);

    // A marketable demo bid fills at the live offer, in the demo account only.
    const bestAsk = Math.min(...(await prices('ask')).map(Number));
    const takePrice = toPlainString(
      round(mul(decimal(String(bestAsk)), decimal('1.01')), 2, ROUNDING.down),
    );
    await user.page.getByTestId('order-price').fill(takePrice);
    await user.page.getByTestId('order-amount').fill('0.001');
    await user.page.getByTestId('place-order').click();
    await expect
      .poll(async () => spotOf(await demoApi<Wallet>('GET', '/asset/wallet'), 'BTC'), {
        timeout: 15_000,
      })
      .not.toBe('0');
    const real = await api<Wallet>('GET', '/asset/wallet');
    expect(spotOf(real, 'USDT')).toBe('1000');
    expect(spotOf(real, 'BTC')).toBe('0');
    // Money in or out of the platform is refused in demo.
    await expect(demoApi('GET', '/asset/deposit/address?symbol=USDT&chain=TRC20')).rejects.toThrow(
      /11043/,
    );

    // Chinese renders in the banner too.
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.page.reload();
    await user.page.getByTestId('demo-banner').waitFor();
    await user.page.getByTestId('trade-screen').waitFor();
    await expect.poll(async () => (await prices('bid')).length, { timeout: 20_000 }).toBe(8);
    await screenshot(user.page, 'demo-trade-zh-CN');
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await user.page.reload();

    // The flash exchange converts in demo against the mirrored books, on the
    // real account's fund password; the real balances stay as they were.
    await api('POST', '/security/fund-password/set', { fundPassword: '246810', confirm: '246810' });
    await convertOnScreen(user.page, baseUrl, {
      from: 'USDT',
      to: 'BTC',
      amount: '100',
      fundPassword: '246810',
      name: 'demo-flash',
    });
    await user.page.getByTestId('demo-banner').waitFor();
    const afterFlash = await api<Wallet>('GET', '/asset/wallet');
    expect([spotOf(afterFlash, 'USDT'), spotOf(afterFlash, 'BTC')]).toEqual(['1000', '0']);
    await user.page.goto(`${baseUrl}/trade/BTC_USDT`);
    await user.page.getByTestId('trade-screen').waitFor();

    // Reset: back to exactly the grant.
    await user.page.getByTestId('demo-banner').getByRole('button', { name: 'Reset' }).click();
    await user.page.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(
        async () => {
          const wallet = await demoApi<Wallet>('GET', '/asset/wallet');
          return [spotOf(wallet, 'USDT'), spotOf(wallet, 'BTC')];
        },
        { timeout: 15_000 },
      )
      .toEqual(['3000', '0']);

    // Exit: the real session is back and the banner is gone.
    await user.page.getByRole('button', { name: 'Exit demo' }).click();
    await expect
      .poll(() => user.page.getByTestId('demo-banner').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await user.page.evaluate(() => window.localStorage.getItem('token'))).toBe(realToken);
    await expect
      .poll(() => user.page.getByTestId('available-balance').textContent(), { timeout: 10_000 })
      .toMatch(/1,000/);
  });
});
