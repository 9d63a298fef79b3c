/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'flash');
const api = user.api;

const spotBalance = async (asset: string) => {
  const wallet = await api<{
    accounts: { wallet: string; assets: { asset: string; available: string }[] }[];
  }>('GET', '/asset/wallet');
  return (
    wallet.accounts.find((a) => a.wallet === 'spot')?.assets.find((a) => a.asset === asset)
      ?.available ?? '0'
  );
};

describe('flash exchange on a phone', () => {
  it('quotes USDT to BTC on the live book, confirms with the fund password and lists it', async () => {
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    await api('POST', '/security/fund-password/set', { fundPassword: '246810', confirm: '246810' });

    await user.page.goto(`${baseUrl}/exchange/exchangePage`);
    await user.page.getByTestId('exchange-from').selectOption('USDT');
    await user.page.getByTestId('exchange-to').selectOption('BTC');
    await user.page.getByTestId('exchange-amount').fill('200');
    // The quote arrives from the demo maker's BTC/USDT book.
    await expect
      .poll(() => user.page.getByTestId('exchange-receive').textContent(), { timeout: 15_000 })
      .toMatch(/\d/);
    expect(await user.page.getByTestId('exchange-rate').textContent()).toMatch(/BTC/);
    await screenshot(user.page, 'flash-quote-en');

    await user.page.getByTestId('exchange-preview').click();
    // The demo maker replaces its ladder as the index moves: a quote can go stale
    // between preview and confirm. The screen then shows the new rate and the user
    // confirms again, as the spec has it; a few rounds at most.
    const result = user.page.getByTestId('exchange-result');
    const confirm = user.page.getByTestId('exchange-confirm');
    for (let round = 0; round < 4 && (await result.count()) === 0; round += 1) {
      await user.page.getByTestId('exchange-fund-password').fill('246810');
      await confirm.click();
      await expect
        .poll(
          async () =>
            (await result.count()) > 0 ||
            ((await user.page.getByTestId('exchange-notice').count()) > 0 &&
              (await confirm.isEnabled())),
          { timeout: 15_000 },
        )
        .toBe(true);
    }
    await result.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
      await screenshot(user.page, 'flash-failed-en');
      throw error;
    });
    await screenshot(user.page, 'flash-result-en');

    // The ledger agrees: BTC arrived and at most the 200 USDT left.
    await expect.poll(() => spotBalance('BTC')).not.toBe('0');
    expect(Number(await spotBalance('USDT'))).toBeGreaterThanOrEqual(800);

    await user.page.goto(`${baseUrl}/exchange/exchangeHistory`);
    await expect
      .poll(() => user.page.getByTestId('exchange-history-row').count(), { timeout: 10_000 })
      .toBe(1);
  });

  it('shows the exchange screen in Simplified Chinese', async () => {
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.page.goto(`${baseUrl}/exchange/exchangePage`);
    await user.page.getByTestId('exchange-amount').waitFor();
    await screenshot(user.page, 'flash-zh-CN');
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
