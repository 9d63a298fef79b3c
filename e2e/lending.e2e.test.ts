/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const saver = phoneUser(baseUrl, 'lsave');
const borrower = phoneUser(baseUrl, 'lborrow');

const spotBalance = async (api: typeof saver.api, asset: string) => {
  const wallet = await api<{
    accounts: { wallet: string; assets: { asset: string; available: string }[] }[];
  }>('GET', '/asset/wallet');
  return (
    wallet.accounts.find((a) => a.wallet === 'spot')?.assets.find((a) => a.asset === asset)
      ?.available ?? '0'
  );
};

describe('savings and pledge loans on a phone', () => {
  it('subscribes to savings, borrows against BTC watching the ratio, and repays in full', async () => {
    await saver.api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(saver.api);
    const page = saver.page;
    await page.goto(`${baseUrl}/savings`);
    await page.getByTestId('savings-subscribe-USDT').click();
    await page.getByTestId('savings-amount').fill('1000');
    await page.getByTestId('savings-subscribe-submit').click();
    await expect
      .poll(() => page.getByTestId('savings-mine-USDT').textContent(), { timeout: 15_000 })
      .toContain('1,000');
    expect(await spotBalance(saver.api, 'USDT')).toBe('0');
    await screenshot(page, 'lending-savings-en');

    // The borrower pledges the faucet's 0.05 BTC for 300 USDT from the pool.
    await borrower.api('POST', '/asset/faucet', { symbol: 'BTC', chain: 'BTC' });
    await depositCredited(borrower.api);
    await borrower.api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(borrower.api, 2);
    const phone = borrower.page;
    await phone.goto(`${baseUrl}/pledge`);
    await phone.getByTestId('borrow-form').waitFor({ timeout: 15_000 });
    await phone.getByTestId('borrow-collateral').fill('0.05');
    await phone.getByTestId('borrow-amount').fill('300');
    await phone.getByTestId('borrow-term-7').click();
    await phone.getByTestId('borrow-figures').waitFor();
    await screenshot(phone, 'lending-borrow-en');
    await phone.getByTestId('borrow-submit').click();
    await phone.getByTestId('screen-loan').waitFor({ timeout: 15_000 });
    await phone.getByTestId('loan-view').waitFor({ timeout: 15_000 });
    expect(phone.url()).toMatch(/\/pledge\/order\/\d+$/);
    await expect.poll(() => spotBalance(borrower.api, 'USDT')).toBe('1300');
    await screenshot(phone, 'lending-loan-en');

    await phone.getByTestId('loan-repay').click();
    await phone.getByTestId('repay-form').waitFor();
    await screenshot(phone, 'lending-repay-en');
    // "Repay all" sends at once: the server repays the debt as it stands.
    await phone.getByTestId('repay-all').click();
    await expect
      .poll(() => phone.getByTestId('loan-status').textContent(), { timeout: 15_000 })
      .toMatch(/settled|repaid/i);
    // One hour of interest at 0.2 %: 0.6 USDT, and the BTC is free again.
    await expect.poll(() => spotBalance(borrower.api, 'USDT')).toBe('999.4');
    expect(await spotBalance(borrower.api, 'BTC')).toBe('0.05');
    await screenshot(phone, 'lending-loan-repaid-en');

    await page.goto(`${baseUrl}/savings/history`);
    await page.getByTestId('earn-list').waitFor({ timeout: 15_000 });
    await screenshot(page, 'lending-history-en');
  });

  it('shows savings and the borrow form in Chinese and Thai', async () => {
    for (const lang of ['zh-CN', 'th']) {
      await saver.page.evaluate((key) => window.localStorage.setItem('lang', key), lang);
      await saver.page.goto(`${baseUrl}/savings`);
      await saver.page.getByTestId('savings-mine-USDT').waitFor({ timeout: 15_000 });
      await screenshot(saver.page, `lending-savings-${lang}`);
      await borrower.page.evaluate((key) => window.localStorage.setItem('lang', key), lang);
      await borrower.page.goto(`${baseUrl}/pledge/orders?status=closed`);
      await borrower.page.getByTestId('screen-loans').waitFor({ timeout: 15_000 });
      await borrower.page.goto(`${baseUrl}/pledge`);
      await borrower.page.getByTestId('borrow-form').waitFor({ timeout: 15_000 });
      await screenshot(borrower.page, `lending-borrow-${lang}`);
    }
    await saver.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await borrower.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
