/// <reference lib="dom" />
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.js';
import { depositCredited, firstOperator, operatorCode, phoneUser, signedApi } from './session.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const user = phoneUser(baseUrl, 'cons');
const api = user.api;

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let desk: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  desk = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the operator console', () => {
  it('signs an operator in with an authenticator code; the approved withdrawal reaches the user', async () => {
    // The user: 1,000 USDT, an authenticator, a fund password, and a withdrawal waiting for review.
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    const enrol = await api<{ secret: string }>('GET', '/security/google/secret');
    await api('POST', '/security/google/bind', {
      secret: enrol.secret,
      code: await generate({ secret: enrol.secret }),
    });
    await api('POST', '/security/fund-password/set', { fundPassword: '246810', confirm: '246810' });
    const { stepUpToken } = await api<{ stepUpToken: string }>('POST', '/security/safe-verify', {
      channel: 'google',
      code: await generate({ secret: enrol.secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
    const withdrawal = await api<{ id: number; status: string }>('POST', '/asset/withdraw/apply', {
      symbol: 'USDT',
      chain: 'TRC20',
      address: 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH',
      amount: '120',
      fundPassword: '246810',
      stepUpToken,
      requestId: `console-e2e-${Date.now()}`,
    });
    expect(withdrawal.status).toBe('applied');

    // The operator: password and a current authenticator code.
    const operator = firstOperator(dataDir);
    await desk.goto(`${baseUrl}/admin/login`);
    await desk.getByTestId('login-username').fill(operator.username);
    await desk.getByTestId('login-password').fill(operator.password);
    // A wrong code first: refused, with the server's message.
    await desk.getByTestId('login-totp').fill('000000');
    await desk.getByTestId('login-submit').click();
    await desk.getByTestId('login-error').waitFor();
    await desk.getByTestId('login-totp').fill(await operatorCode(dataDir, operator.secret));
    await desk.getByTestId('login-submit').click();
    await desk.getByTestId('operator-name').waitFor();
    expect(await desk.getByTestId('operator-name').textContent()).toContain(operator.username);
    await desk.getByTestId('ledger-verdict').waitFor();
    await screenshot(desk, 'console-dashboard-en');

    await desk.getByTestId('nav-withdrawals').click();
    const row = desk
      .getByTestId('withdrawal-row')
      .filter({ has: desk.locator('td', { hasText: new RegExp(`^${withdrawal.id}$`) }) });
    await row.waitFor({ timeout: 10_000 });
    await screenshot(desk, 'console-withdrawals-en');
    await row.getByTestId('withdrawal-approve').click();
    await desk.getByTestId('confirm-ok').click();
    await desk.getByTestId('notice-ok').waitFor();

    // The user sees it on their withdrawal detail.
    await user.page.goto(`${baseUrl}/withdraw/withdrawDetail?id=${withdrawal.id}`);
    await expect
      .poll(() => user.page.getByTestId('withdraw-status').textContent(), { timeout: 10_000 })
      .toContain('Review passed');
    await screenshot(user.page, 'console-approved-user-en');

    // The approval is in the audit log, under this operator.
    await desk.getByTestId('nav-audit').click();
    await expect
      .poll(() => desk.getByTestId('audit-row').filter({ hasText: 'withdrawal.approve' }).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);

    // Configuration: the TRC20 daily withdrawal count, changed on screen, reaches users.
    await desk.getByTestId('nav-config').click();
    const chain = desk
      .getByTestId('chain-row')
      .filter({ hasText: 'USDT' })
      .filter({ hasText: 'TRC20' });
    await chain.getByTestId('chain-edit').click();
    await desk.getByTestId('chain-daily-count').fill('9');
    await desk.getByTestId('chain-submit').click();
    await desk.getByTestId('chain-form').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(desk, 'console-config-en');
    const coins = await api<
      { symbol: string; chains: { chain: string; withdrawDailyCount: number }[] }[]
    >('GET', '/asset/coins');
    expect(
      coins.find((c) => c.symbol === 'USDT')?.chains.find((c) => c.chain === 'TRC20')
        ?.withdrawDailyCount,
    ).toBe(9);

    // The console in Simplified Chinese.
    await desk.getByTestId('lang-zh').click();
    await desk.getByTestId('nav-withdrawals').click();
    await desk.getByTestId('table-total').waitFor();
    // The approved withdrawal, with its checks worded in Chinese.
    await desk.getByTestId('filter-status').selectOption('review_passed');
    await desk.getByTestId('filter-apply').click();
    await desk.getByTestId('withdrawal-checks').first().waitFor();
    await screenshot(desk, 'console-withdrawals-zh-CN');
    await desk.getByTestId('lang-en').click();
  });

  it('publishes an announcement in English and Japanese; users read it in their language', async () => {
    const title = { en: `Scheduled maintenance ${Date.now()}`, ja: '日曜日の定期メンテナンス' };
    await desk.getByTestId('nav-content').click();
    await desk.getByTestId('content-new').click();
    await desk.getByTestId('content-kind').selectOption('announcement');
    await desk.getByTestId('content-slug').fill(`maintenance-${Date.now().toString(36)}`);
    await desk.getByTestId('content-published').check();
    await desk.getByTestId('content-title').fill(title.en);
    await desk.getByTestId('content-summary').fill('Deposits pause for thirty minutes.');
    await desk
      .getByTestId('content-body')
      .fill('## What changes\n\n- Deposits pause for thirty minutes.\n- Trading continues.');
    await desk.getByTestId('locale-tab-ja_JP').click();
    await desk.getByTestId('content-title').fill(title.ja);
    await desk
      .getByTestId('content-body')
      .fill('## 変更点\n\n- 入金は30分間停止します。\n- 取引は通常どおりです。');
    await desk.getByTestId('content-save').click();
    await desk.waitForURL(/\/admin\/content\/\d+/, { timeout: 10_000 });
    await screenshot(desk, 'console-content-editor-ja');

    type Page = { list: { id: number; title: string }[] };
    const titleIn = async (lang: string) =>
      (
        await signedApi(baseUrl, () => '', lang)<Page>('GET', '/announcement/list?pageNo=1')
      ).list.map((a) => a.title);
    expect(await titleIn('ja_JP')).toContain(title.ja);
    expect(await titleIn('en_US')).toContain(title.en);
    // A language without a translation shows the English text.
    expect(await titleIn('de_DE')).toContain(title.en);

    await desk.getByTestId('lang-zh').click();
    await desk.getByTestId('nav-content').click();
    await desk.getByTestId('content-table').waitFor();
    await screenshot(desk, 'console-content-zh-CN');
    await desk.getByTestId('lang-en').click();
  });
  it("changes a spot market's taker fee on screen; users see it, and the contracts screen shows the risk settings", async () => {
    const takerFee = async () =>
      (
        await api<{ symbol: string; takerFee: string }[]>(
          'GET',
          '/market/api/markets/exchange-coin-list',
        )
      ).find((m) => m.symbol === 'BTC/USDT')?.takerFee;
    const setTaker = async (percent: string) => {
      await desk
        .getByTestId('market-row')
        .filter({ hasText: 'BTC/USDT' })
        .getByTestId('market-edit')
        .click();
      await desk.getByTestId('market-takerFee').fill(percent);
      await desk.getByTestId('market-submit').click();
      await desk.getByTestId('market-form').waitFor({ state: 'detached', timeout: 10_000 });
    };
    await desk.getByTestId('nav-markets').click();
    await desk.getByTestId('markets-table').waitFor();
    expect(await takerFee()).toBe('0.001');
    await setTaker('0.15');
    expect(await takerFee()).toBe('0.0015');
    await screenshot(desk, 'console-markets-en');
    // Back to 0.1 %: the other browser tests trade on this market.
    await setTaker('0.1');
    expect(await takerFee()).toBe('0.001');

    await desk.getByTestId('nav-contracts').click();
    await desk.getByTestId('contract-row').filter({ hasText: 'BTCUSDT' }).first().waitFor();
    await desk.getByTestId('contract-row').first().getByTestId('contract-edit').click();
    await screenshot(desk, 'console-contract-form-en');
    await desk.keyboard.press('Escape');
    await desk.getByTestId('series-list').click();
    await desk.getByTestId('series-perpetual').selectOption('BTCUSDT');
    await desk.getByTestId('series-term').fill('1W');
    await desk.getByTestId('series-symbol').filter({ hasText: '-1W' }).waitFor();
    await screenshot(desk, 'console-series-form-en');
    await desk.keyboard.press('Escape');
    await desk.getByTestId('lang-zh').click();
    await desk.getByTestId('contracts-table').waitFor();
    await screenshot(desk, 'console-contracts-zh-CN');

    // The listing form and the dashboard's platform accounts, in Chinese.
    await desk.getByTestId('nav-markets').click();
    await desk.getByTestId('market-list').click();
    await desk.getByTestId('listing-form').waitFor();
    await screenshot(desk, 'console-market-listing-zh-CN');
    await desk.keyboard.press('Escape');
    await desk.getByTestId('nav-dashboard').click();
    await desk.getByTestId('system-account-row').first().waitFor({ timeout: 15_000 });
    await desk.getByTestId('system-accounts').scrollIntoViewIfNeeded();
    await screenshot(desk, 'console-dashboard-zh-CN');
    await desk.getByTestId('lang-en').click();
  });

  it('shows the earn products, the earn treasury and the mining screens, in English and Chinese', async () => {
    const views: [string, string, string][] = [
      ['nav-earn', 'earn-open', 'console-earn-products'],
      ['nav-miningMachines', 'mining-price-term', 'console-mining-machines'],
      ['nav-miningPrices', 'mining-price', 'console-mining-hash-prices'],
      ['nav-miningIncome', 'mining-income', 'console-mining-income'],
    ];
    for (const lang of ['en', 'zh'] as const) {
      await desk.getByTestId(`lang-${lang}`).click();
      for (const [nav, ready, name] of views) {
        await desk.getByTestId(nav).click();
        await desk.getByTestId(ready).first().waitFor({ timeout: 15_000 });
        await screenshot(desk, `${name}-${lang === 'en' ? 'en' : 'zh-CN'}`);
      }
      // One product's page: its funding, daily rates and payouts.
      await desk.getByTestId('nav-earn').click();
      await desk.getByTestId('earn-open').first().click();
      await desk.getByTestId('earn-cover').waitFor({ timeout: 15_000 });
      await screenshot(desk, `console-earn-product-${lang === 'en' ? 'en' : 'zh-CN'}`);
    }
    await desk.getByTestId('lang-en').click();
  });

  it('shows the referral programme, linked pairs, red packets, activities and the sign-up bonus, in English and Chinese', async () => {
    const tabs = ['compliance', 'flags', 'red-packets', 'activities', 'bonus'] as const;
    for (const lang of ['en', 'zh'] as const) {
      const suffix = lang === 'en' ? 'en' : 'zh-CN';
      await desk.getByTestId(`lang-${lang}`).click();
      await desk.getByTestId('nav-referral').click();
      await desk.getByTestId('referral-budget-hint').waitFor({ timeout: 15_000 });
      await screenshot(desk, `console-referral-programme-${suffix}`);
      for (const tab of tabs) {
        await desk.getByTestId(`referral-tab-${tab}`).click();
        await desk.waitForLoadState('networkidle');
        if (tab === 'bonus') await desk.getByTestId('bonus-form').waitFor({ timeout: 15_000 });
        await screenshot(desk, `console-referral-${tab}-${suffix}`);
      }
    }
    await desk.getByTestId('lang-en').click();
  });
});
