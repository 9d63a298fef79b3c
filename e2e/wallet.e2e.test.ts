/// <reference lib="dom" />
import { generate } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'wal');
const api = user.api;

describe('wallet on a phone', () => {
  it('sees a faucet deposit arrive after its confirmations, in the balance and the history', async () => {
    await user.page.goto(`${baseUrl}/recharge/rechargePage?symbol=USDT&chain=TRC20`);
    await user.page.getByTestId('deposit-address').waitFor();
    expect(await user.page.getByTestId('deposit-address').textContent()).toMatch(
      /T[1-9A-HJ-NP-Za-km-z]{33}/,
    );
    await screenshot(user.page, 'deposit-en');
    await user.page.getByTestId('deposit-faucet').click();
    await depositCredited(api);
    await user.page.goto(`${baseUrl}/funds`);
    await user.page.getByTestId('screen-funds').waitFor();
    await expect
      .poll(() => user.page.getByTestId('asset-available-USDT').first().textContent())
      .toMatch(/1,000/);
    await screenshot(user.page, 'funds-en');
    await user.page.goto(`${baseUrl}/accountChange`);
    await user.page.getByTestId('history-row').first().waitFor();
    await screenshot(user.page, 'account-change-en');
  });

  it('transfers from spot to the contract account', async () => {
    await user.page.goto(`${baseUrl}/transfer`);
    await user.page.getByTestId('screen-transfer').waitFor();
    await user.page.getByTestId('transfer-asset').selectOption('USDT');
    await user.page.getByTestId('transfer-to').selectOption('contract');
    await user.page.getByTestId('transfer-amount').fill('250');
    await screenshot(user.page, 'transfer-en');
    await user.page.getByTestId('transfer-submit').click();
    await expect
      .poll(async () => {
        const overview = await api<{
          accounts: { wallet: string; assets: { asset: string; available: string }[] }[];
        }>('GET', '/asset/wallet');
        return overview.accounts
          .find((a) => a.wallet === 'contract')
          ?.assets.find((a) => a.asset === 'USDT')?.available;
      })
      .toBe('250');
    await user.page.goto(`${baseUrl}/funds?wallet=contract`);
    await user.page.getByTestId('funds-tab-contract').click();
    await expect
      .poll(() => user.page.getByTestId('asset-available-USDT').first().textContent())
      .toMatch(/250/);
    // The same screens in Simplified Chinese.
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.page.goto(`${baseUrl}/funds`);
    await user.page.getByTestId('screen-funds').waitFor();
    await screenshot(user.page, 'funds-zh-CN');
    await user.page.goto(`${baseUrl}/recharge/rechargePage?symbol=USDT&chain=TRC20`);
    await user.page.getByTestId('deposit-address').waitFor();
    await screenshot(user.page, 'deposit-zh-CN');
    // The statement: the transfer is one line across both accounts, and it
    // opens onto its ledger entries; in Japanese and Thai as well.
    for (const lang of ['zh-CN', 'Japanese', 'th']) {
      await user.page.evaluate((l) => window.localStorage.setItem('lang', l), lang);
      await user.page.goto(`${baseUrl}/accountChange`);
      const line = user.page.getByTestId('history-row').first();
      await line.getByRole('button').click();
      await line.getByTestId('history-entries').waitFor();
      expect(await user.page.getByTestId('history-row').count()).toBe(2);
      await screenshot(user.page, `account-change-${lang}`);
    }
    await user.page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });

  it('requests a withdrawal with a fresh second factor and the fund password, held 24 h for a new address', async () => {
    // Withdrawal prerequisites by API (their screens have their own tests): an authenticator and a fund password.
    const enrol = await api<{ secret: string }>('GET', '/security/google/secret');
    await api('POST', '/security/google/bind', {
      secret: enrol.secret,
      code: await generate({ secret: enrol.secret }),
    });
    await api('POST', '/security/fund-password/set', { fundPassword: '246810', confirm: '246810' });

    await user.page.goto(`${baseUrl}/withdraw/withdrawPage?symbol=USDT`);
    await user.page.getByTestId('screen-withdraw-page').waitFor();
    await user.page.getByTestId('withdraw-chain-TRC20').click();
    // An Ethereum address on TRC20 is refused as it is typed, before any verification.
    await user.page
      .getByTestId('withdraw-address')
      .fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await expect
      .poll(() => user.page.locator('.field-error').first().textContent(), { timeout: 10_000 })
      .toContain('cannot receive USDT on TRC20');
    await screenshot(user.page, 'withdraw-wrong-network-en');
    await user.page.getByTestId('withdraw-address').fill('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    await user.page.getByTestId('withdraw-address-new').waitFor({ timeout: 10_000 });
    await user.page.getByTestId('withdraw-amount').fill('100');
    await screenshot(user.page, 'withdraw-en');
    await user.page.getByTestId('withdraw-continue').click();
    await user.page.getByTestId('screen-security-verification').waitFor();
    // A code from the next 30-second step, so it is never the one the bind used.
    const next = await generate({
      secret: enrol.secret,
      epoch: Math.floor(Date.now() / 1000) + 30,
    });
    await user.page.getByTestId('verify-code').fill(next);
    await user.page.getByTestId('verify-submit').click();
    await user.page.getByTestId('withdraw-fund-password').fill('246810');
    await user.page.getByTestId('withdraw-submit').click();
    await user.page.getByTestId('screen-withdraw-result').waitFor();
    await user.page.getByTestId('withdraw-hold').waitFor();
    await screenshot(user.page, 'withdraw-result-en');
    const records = await api<{
      list: { status: string; amount: string; holdUntil: string | null }[];
    }>('GET', '/asset/withdraw/list?pageNo=1');
    expect(records.list[0]).toMatchObject({ status: 'applied', amount: '100' });
    expect(records.list[0]?.holdUntil).not.toBeNull();
  });
});
