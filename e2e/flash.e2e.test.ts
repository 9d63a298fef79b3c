/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { convertOnScreen } from './exchange.js';
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

    // The quote comes from the demo maker's BTC/USDT book.
    await convertOnScreen(user.page, baseUrl, {
      from: 'USDT',
      to: 'BTC',
      amount: '200',
      fundPassword: '246810',
      name: 'flash',
    });

    // The ledger agrees: BTC arrived and at most the 200 USDT left.
    await expect.poll(() => spotBalance('BTC'), { timeout: 10_000 }).not.toBe('0');
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
