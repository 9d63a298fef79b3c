/// <reference lib="dom" />
import { ROUNDING, decimal, formatAmount, mul, sub, toFixed } from '@exchange/money';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'spot');
const api = user.api;

/** The prices on the bid side of the trade screen's book, as plain decimal text. */
async function bidPrices(): Promise<string[]> {
  const texts = await user.page.locator('[data-testid="book-bid"] .book-price').allTextContents();
  return texts.map((text) => text.replaceAll(',', '').trim());
}

describe('spot trading on a phone', () => {
  it('places a limit buy that appears in the live book and freezes its cost, then cancels it', async () => {
    // 1,000 USDT from the demo faucet, credited once its simulated confirmations arrive.
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    await user.page.goto(`${baseUrl}/trade/BTC_USDT`);
    await user.page.getByTestId('trade-screen').waitFor();
    // The demo market maker quotes eight levels a side; wait for its ladder.
    await expect.poll(async () => (await bidPrices()).length, { timeout: 20_000 }).toBe(8);
    await expect
      .poll(() => user.page.getByTestId('available-balance').textContent())
      .toMatch(/1,000/);

    // One per cent below the ladder's lowest bid: a ninth level nobody trades against.
    const lowest = (await bidPrices()).at(-1) ?? '';
    // The book prints every price to the tick's two places, so the expected
    // text keeps a trailing zero (93224.60, not 93224.6).
    const priceText = toFixed(mul(decimal(lowest), decimal('0.99')), 2, ROUNDING.down);
    const price = decimal(priceText);
    const available = sub(decimal('1000'), mul(price, decimal('0.001')));
    const availableText = formatAmount(available, { places: 2, rounding: ROUNDING.down });

    await user.page.getByTestId('order-price').fill(priceText);
    await user.page.getByTestId('order-amount').fill('0.001');
    await screenshot(user.page, 'trade-form-en');
    await user.page.getByTestId('place-order').click();

    // Live: the level arrives by the depth stream, the frozen cost by the balance stream.
    await expect.poll(bidPrices, { timeout: 10_000 }).toContain(priceText);
    await expect
      .poll(() => user.page.getByTestId('available-balance').textContent(), { timeout: 10_000 })
      .toContain(availableText);
    await user.page.getByTestId('order-row').first().waitFor();
    await screenshot(user.page, 'trade-open-order-en');

    await user.page.getByTestId('cancel-order').first().click();
    await expect.poll(bidPrices, { timeout: 10_000 }).not.toContain(priceText);
    await expect
      .poll(() => user.page.getByTestId('available-balance').textContent(), { timeout: 10_000 })
      .toMatch(/1,000\.00/);
    await expect
      .poll(() => user.page.getByTestId('order-row').count(), { timeout: 10_000 })
      .toBe(0);

    // The ledger agrees: nothing is left frozen.
    const wallet = await api<{
      accounts: {
        wallet: string;
        assets: { asset: string; available: string; frozen: string }[];
      }[];
    }>('GET', '/asset/wallet');
    const usdt = wallet.accounts
      .find((account) => account.wallet === 'spot')
      ?.assets.find((asset) => asset.asset === 'USDT');
    expect(usdt).toMatchObject({ available: '1000', frozen: '0' });
  });

  it('shows the trade screen in Simplified Chinese', async () => {
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.page.goto(`${baseUrl}/trade/BTC_USDT`);
    await expect.poll(async () => (await bidPrices()).length, { timeout: 20_000 }).toBe(8);
    await screenshot(user.page, 'trade-zh-CN');
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
