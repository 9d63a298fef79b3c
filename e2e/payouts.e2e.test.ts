/// <reference lib="dom" />
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './browser.js';
import { startServer, type RunningServer } from './global-setup.js';
import { consoleCall, newOperator, signIn } from './people.js';
import {
  depositCredited,
  firstOperator,
  operatorCode,
  registerOnPage,
  signedApi,
  type SignedApi,
} from './session.js';

const DAY = 24 * 3_600_000;

/**
 * The daily payouts seen by a saver and by a fund buyer: this file runs its
 * own server with a clock the test moves forward (TEST_CLOCK=on, refused
 * outside NODE_ENV=test), since moving the shared server's clock a day
 * would expire every other file's sign-ins and signatures. Operators sign
 * in before the clock moves (their codes follow the real clock).
 */
let server: RunningServer;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let fundId = 0;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: 'on' });
  browser = await launchBrowser();
  context = await phoneContext(browser);
  fundId = await listFund(server.baseUrl, server.dataDir);
}, 120_000);

/** The seeded trial (3-day experience) machine (migration 0041). */
const TRIAL = 1;
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/**
 * The spec's fund (5 days at 0.3 %-0.5 % a day), funded from the earn
 * treasury (topped up maker-checker) with what its stock could owe, and
 * listed, all through the console: its id.
 */
async function listFund(baseUrl: string, dataDir: string): Promise<number> {
  const operator = firstOperator(dataDir);
  const admin = await signIn(
    baseUrl,
    operator.username,
    operator.password,
    await operatorCode(dataDir, operator.secret),
  );
  const checker = await newOperator(baseUrl, admin, 'earnchecker', ['adjustments.check']);
  const now = Date.now();
  const product = await consoleCall<{ id: number; funding: { unsoldMaxIncome: string } }>(
    baseUrl,
    admin,
    'POST',
    '/earn/products',
    {
      kind: 'fund',
      coin: 'USDT',
      name: { en_US: 'USDT 5-day fund', zh_CN: 'USDT 5天理财' },
      cycleDays: 5,
      rateMin: '0.003',
      rateMax: '0.005',
      userLimit: '20000',
      minAmount: '100',
      maxAmount: '10000',
      stock: '50000',
      penaltyRatio: '0.004',
      opensAt: now - 60_000,
      closesAt: now + 60 * DAY,
      lockDate: null,
      sort: 1,
    },
  );
  const topUp = await consoleCall<{ id: number }>(baseUrl, admin, 'POST', '/adjustments', {
    kind: 'earn_fund',
    asset: 'USDT',
    amount: product.funding.unsoldMaxIncome,
    reason: 'earn treasury for the browser test',
    requestId: `earn-fund-${now}`,
  });
  await consoleCall(baseUrl, checker, 'POST', `/adjustments/${topUp.id}/approve`, {});
  await consoleCall(baseUrl, admin, 'POST', `/earn/products/${product.id}/funding`, {
    direction: 'in',
    amount: product.funding.unsoldMaxIncome,
    requestId: `earn-allocate-${now}`,
  });
  await consoleCall(baseUrl, admin, 'POST', `/earn/products/${product.id}/status`, {
    status: 'listed',
  });
  // The trial machine, listed, and the mining-income account filled as pool payouts would.
  await consoleCall(baseUrl, admin, 'POST', `/mining/machines/${TRIAL}/status`, {
    status: 'listed',
  });
  const pool = await consoleCall<{ id: number }>(baseUrl, admin, 'POST', '/adjustments', {
    kind: 'mining_income',
    asset: 'USDT',
    amount: '100',
    reason: 'pool payouts for the browser test',
    requestId: `mining-income-${now}`,
  });
  await consoleCall(baseUrl, checker, 'POST', `/adjustments/${pool.id}/approve`, {});
  return product.id;
}

/** Moves the server's clock forward by `advanceMs` and runs what fell due: the new time. */
async function advance(advanceMs: number): Promise<number> {
  const response = await fetch(`${server.baseUrl}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  const body = (await response.json()) as { code: number; data: { nowMs: number } };
  expect(body.code).toBe(0);
  return body.data.nowMs;
}

/** The 04:00 UTC (the default payout hour and zone) at or after `ms`. */
function fourAtOrAfter(ms: number): number {
  const day = new Date(ms);
  const four = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 4);
  return four >= ms ? four : four + DAY;
}

interface Holding {
  totalIncome: string;
  yesterdayIncome: string;
  earning: string;
}
const holdingOf = async (api: SignedApi) =>
  (
    await api<{ coins: { asset: string; holding: Holding | null }[] }>('GET', '/financial/savings')
  ).coins.find((c) => c.asset === 'USDT')?.holding;

describe('the daily savings payout', () => {
  it('pays the saver at 04:00 from the interest a borrower paid, once held 24 hours', async () => {
    const baseUrl = server.baseUrl;
    const page = await (context as BrowserContext).newPage();
    const saverToken = await registerOnPage(page, baseUrl, 'payout');
    const saver = signedApi(baseUrl, () => saverToken);
    await saver('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(saver);
    await page.goto(`${baseUrl}/savings`);
    await page.getByTestId('savings-subscribe-USDT').click();
    await page.getByTestId('savings-amount').fill('1000');
    await page.getByTestId('savings-subscribe-submit').click();
    await expect
      .poll(() => page.getByTestId('savings-waiting').textContent(), { timeout: 15_000 })
      .toContain('1,000');

    // A borrower takes 300 USDT from the pool against the faucet's BTC.
    // Its own browser context: a second sign-in in this one would replace the saver's.
    const elsewhere = await phoneContext(browser as Browser);
    const borrowerToken = await registerOnPage(await elsewhere.newPage(), baseUrl, 'payoutb');
    await elsewhere.close();
    const borrower = signedApi(baseUrl, () => borrowerToken);
    await borrower('POST', '/asset/faucet', { symbol: 'BTC', chain: 'BTC' });
    await depositCredited(borrower);
    await borrower('POST', '/pledge/borrow', {
      collateral: 'BTC',
      loanCoin: 'USDT',
      collateralAmount: '0.05',
      amount: '300',
      termDays: 7,
      requestId: `payout-borrow-${Date.now()}`,
    });

    // The first 04:00 at least 24 hours after subscribing turns the coins into
    // earning shares; the next one pays them the day's interest.
    const now = await advance(0);
    const converted = fourAtOrAfter(now + DAY);
    await advance(converted + 60_000 - now);
    await expect
      .poll(async () => (await holdingOf(saver))?.earning, { timeout: 15_000 })
      .toBe('1000');
    await advance(DAY);
    await expect
      .poll(async () => Number((await holdingOf(saver))?.totalIncome ?? '0'), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const holding = await holdingOf(saver);
    // Savers get 90 % of the interest the borrower was charged, 0.2 % of 300 an hour
    // begun; no saver earned at the first payout, so it waited for the second.
    const hours = Math.ceil((converted + 60_000 - now + DAY) / 3_600_000) + 1;
    expect(Number(holding?.totalIncome)).toBeLessThanOrEqual(0.9 * 300 * 0.002 * hours);
    expect(holding?.yesterdayIncome).toBe(holding?.totalIncome);
    expect(Number(holding?.earning)).toBeGreaterThan(1000);

    await page.reload();
    await page
      .getByTestId('savings-total-income')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'lending-savings-after-payout-failed');
        throw error;
      });
    await expect
      .poll(() => page.getByTestId('savings-total-income').textContent(), { timeout: 15_000 })
      .toContain(holding?.totalIncome.slice(0, 3) ?? '');
    await screenshot(page, 'lending-savings-after-payout-en');
    await page.goto(`${baseUrl}/savings/history`);
    await page.locator('[data-type="income"]').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'lending-history-income-en');
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.reload();
    await page.locator('[data-type="income"]').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'lending-history-income-zh-CN');
    await page.goto(`${baseUrl}/savings`);
    await page.getByTestId('savings-total-income').waitFor({ timeout: 15_000 });
    await screenshot(page, 'lending-savings-after-payout-zh-CN');

    // The public loan book lists the payout beside the ledger transaction that paid it.
    await page.goto(`${baseUrl}/lending/book`);
    await page.getByTestId('book-payout-0').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('book-payout-0-tx').textContent()).toMatch(/\d/);
    await screenshot(page, 'lending-book-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await page.reload();
    await page.getByTestId('book-payout-0').waitFor({ timeout: 15_000 });
    await screenshot(page, 'lending-book-en');
  }, 120_000);
});

interface FundOrder {
  status: string;
  daysPaid: number;
  incomePaid: string;
  redeemNow: { penalty: string; returned: string } | null;
}

describe('a fund’s daily income and early redemption', () => {
  it('buys the fund at 390 px, sees the 04:00 income, and redeems early with the penalty shown', async () => {
    const baseUrl = server.baseUrl;
    const page = await (context as BrowserContext).newPage();
    const token = await registerOnPage(page, baseUrl, 'fund');
    const api = signedApi(baseUrl, () => token);
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);

    await page.goto(`${baseUrl}/financial`);
    await page.getByTestId(`earn-product-${fundId}`).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId(`earn-product-${fundId}`).textContent()).toContain('109.5');
    await screenshot(page, 'earn-home-en');
    await page.getByTestId(`earn-product-${fundId}`).click();
    await page.getByTestId('earn-rules').waitFor({ timeout: 15_000 });
    await screenshot(page, 'earn-product-en');
    await page.getByTestId('earn-buy').click();
    await page.getByTestId('earn-amount').fill('1000');
    await expect
      .poll(() => page.getByTestId('earn-quote').textContent(), { timeout: 15_000 })
      .toMatch(/15(\.00)?[^0-9]+25(\.00)?/);
    await screenshot(page, 'earn-buy-en');
    await page.getByTestId('earn-buy-submit').click();
    await page.getByTestId('earn-confirm-submit').click();
    await page.getByTestId('earn-order-new').waitFor({ timeout: 15_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await screenshot(page, 'earn-order-success-en');

    // The first 04:00 at least 24 hours later pays the first day at the minimum rate.
    const now = await advance(0);
    await advance(fourAtOrAfter(now + DAY) + 60_000 - now);
    const orderOf = () => api<FundOrder>('GET', `/financial/fund/order?id=${orderId}`);
    await expect.poll(async () => (await orderOf()).daysPaid, { timeout: 15_000 }).toBe(1);
    expect(await orderOf()).toMatchObject({
      incomePaid: '3',
      redeemNow: { penalty: '16', returned: '984' },
    });
    await page.reload();
    await page.getByTestId('earn-payouts').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('earn-payouts').textContent()).toContain('3');
    await screenshot(page, 'earn-order-income-en');

    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.reload();
    await page.getByTestId('earn-redeem').click();
    await page.getByTestId('earn-redeem-dialog').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('earn-redeem-penalty').textContent()).toContain('16');
    expect(await page.getByTestId('earn-redeem-returned').textContent()).toContain('984');
    // The dialog fades in: the picture waits for it to settle.
    await page.waitForTimeout(500);
    await screenshot(page, 'earn-redeem-zh-CN');
    await page.getByTestId('earn-redeem-dialog-confirm').click();
    await expect.poll(async () => (await orderOf()).status, { timeout: 15_000 }).toBe('redeemed');
    await page.getByTestId('earn-status').waitFor({ timeout: 15_000 });
    await screenshot(page, 'earn-order-redeemed-zh-CN');
    await page.goto(`${baseUrl}/financial`);
    await page.getByTestId(`earn-product-${fundId}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'earn-home-zh-CN');
    await page.goto(`${baseUrl}/financial/proof/${fundId}`);
    await page.getByTestId('earn-proof-figures').waitFor({ timeout: 15_000 });
    await screenshot(page, 'earn-proof-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  }, 120_000);
});

interface MachineOrder {
  daysPaid: number;
  incomePaid: string;
}

describe('the trial mining machine', () => {
  it('buys the trial machine at 390 px, sees the 04:00 income and withdraws it, in English and Chinese', async () => {
    const baseUrl = server.baseUrl;
    const page = await (context as BrowserContext).newPage();
    const token = await registerOnPage(page, baseUrl, 'miner');
    const api = signedApi(baseUrl, () => token);
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);

    await page.goto(`${baseUrl}/financial/mining`);
    await page.getByTestId(`mining-machine-${TRIAL}`).waitFor({ timeout: 15_000 });
    // The simulated hash price says what it is.
    expect(await page.getByTestId(`mining-machine-${TRIAL}`).textContent()).toMatch(/simulated/i);
    await screenshot(page, 'mining-home-en');
    await page.getByTestId(`mining-machine-${TRIAL}`).click();
    await page.getByTestId('mining-specs').waitFor({ timeout: 15_000 });
    await screenshot(page, 'mining-machine-en');
    await page.getByTestId('mining-buy').click();
    await page.getByTestId('mining-quote').waitFor({ timeout: 15_000 });
    await screenshot(page, 'mining-buy-en');
    await page.getByTestId('mining-buy-submit').click();
    await page.getByTestId('mining-confirm').waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    await screenshot(page, 'mining-confirm-en');
    await page.getByTestId('mining-buy-confirm').click();
    await page.getByTestId('mining-order-new').waitFor({ timeout: 15_000 });
    const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await screenshot(page, 'mining-order-success-en');

    // The first 04:00 at least 24 hours later pays the first day at the simulated price.
    const now = await advance(0);
    await advance(fourAtOrAfter(now + DAY) + 60_000 - now);
    const orderOf = () => api<MachineOrder>('GET', `/financial/mining/order?id=${orderId}`);
    await expect.poll(async () => (await orderOf()).daysPaid, { timeout: 15_000 }).toBe(1);
    const { incomePaid } = await orderOf();
    expect(incomePaid).toMatch(/^0\.\d*[1-9]/);
    await page.reload();
    await page.getByTestId('mining-payouts').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('mining-payouts').textContent()).toMatch(/simulated/i);
    await screenshot(page, 'mining-order-income-en');

    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${baseUrl}/financial/mining`);
    await page.getByTestId('mining-withdraw').waitFor({ timeout: 15_000 });
    await screenshot(page, 'mining-home-zh-CN');
    const spotBefore = await spotUsdt(api);
    await page.getByTestId('mining-withdraw').click();
    await page.getByTestId('mining-next-withdraw').waitFor({ timeout: 15_000 });
    await expect.poll(() => spotUsdt(api), { timeout: 15_000 }).not.toBe(spotBefore);
    await screenshot(page, 'mining-withdrawn-zh-CN');
    await page.goto(`${baseUrl}/financial/custody`);
    await page.getByTestId(`custody-machine-${orderId}`).waitFor({ timeout: 15_000 });
    await screenshot(page, 'mining-custody-zh-CN');
    await page.goto(`${baseUrl}/financial/mining/order/${orderId}`);
    await page.getByTestId('mining-payouts').waitFor({ timeout: 15_000 });
    await screenshot(page, 'mining-order-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  }, 120_000);
});

type Wallet = { accounts: { wallet: string; assets: { asset: string; available: string }[] }[] };
const spotUsdt = async (api: SignedApi) =>
  (await api<Wallet>('GET', '/asset/wallet')).accounts
    .find((a) => a.wallet === 'spot')
    ?.assets.find((a) => a.asset === 'USDT')?.available;
