/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.js';
import {
  consoleCall as consoleCall_,
  newOperator,
  signIn,
  spotBalance,
  tokenOf,
  upload as upload_,
  verify as verify_,
} from './people.js';
import { firstOperator, operatorCode, phoneUser, type SignedApi } from './session.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const merchant = phoneUser(baseUrl, 'p2pm');
const buyer = phoneUser(baseUrl, 'p2pb');

const upload = (token: string, purpose: string) => upload_(baseUrl, token, purpose);
const consoleCall = <T>(token: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  consoleCall_<T>(baseUrl, token, method, path, body);
const spotUsdt = (api: SignedApi) => spotBalance(api, 'USDT');
const verify = (...args: Parameters<typeof verify_> extends [string, ...infer R] ? R : never) =>
  verify_(baseUrl, ...args);

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let desk: Page;
let operatorToken = '';
let checkerToken = '';
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  desk = await context.newPage();
  const operator = firstOperator(dataDir);
  operatorToken = await signIn(
    baseUrl,
    operator.username,
    operator.password,
    await operatorCode(dataDir, operator.secret),
  );
  // A second operator: business certification takes two.
  checkerToken = await newOperator(baseUrl, operatorToken, 'checker', [
    'identity.review',
    'p2p.arbitrate',
  ]);
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('P2P between two phones', () => {
  it('a merchant lists a sell ad, a buyer orders, they chat, pay and release; a second order is appealed and decided', async () => {
    const m = merchant;
    const b = buyer;
    const mToken = await tokenOf(m.page);
    const bToken = await tokenOf(b.page);
    const mId = (await m.api<{ member: { id: number } }>('GET', '/member/info')).member.id;
    const bId = (await b.api<{ member: { id: number } }>('GET', '/member/info')).member.id;
    await verify(m.api, mToken, mId, 'Mia Merchant', operatorToken, true);
    await verify(b.api, bToken, bId, 'Ben Buyer', operatorToken, false);

    // The merchant's security deposit (15,000 USDT) and coins to sell come from the test faucet.
    for (let i = 0; i < 17; i += 1)
      await m.api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await expect
      .poll(async () => Number(await spotUsdt(m.api)), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(17_000);
    await m.api('POST', '/security/fund-password/set', {
      fundPassword: '135790',
      confirm: '135790',
    });
    const business = await m.api<{ id: number }>('POST', '/approve/certified/business/apply', {
      coin: 'USDT',
      requestId: `biz-e2e-${Date.now()}`,
    });
    await consoleCall(operatorToken, 'POST', `/identity/business/${business.id}/approve`, {});
    await consoleCall(checkerToken, 'POST', `/identity/business/${business.id}/approve`, {});
    const card = await m.api<{ id: number }>('POST', '/payment/saveOrUpdate', {
      type: 'bank_card',
      realName: 'Mia Merchant',
      bankName: 'Test Bank',
      account: '6222020200012345678',
    });

    // The merchant posts a sell ad on the phone, in three steps.
    const page = m.page;
    await page.goto(`${baseUrl}/c2c/advertise`);
    await page
      .getByTestId('screen-advertise')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'p2p-advertise-failed-en');
        throw error;
      });
    await page.getByTestId('ad-side-sell').click();
    await page.getByTestId('ad-price').fill('1.02');
    await screenshot(page, 'p2p-ad-step1-en');
    await page.getByTestId('ad-next').click();
    await page.getByTestId('ad-quantity').fill('1000');
    await page.getByTestId('ad-min').fill('100');
    await page.getByTestId('ad-max').fill('500');
    await page.getByTestId(`ad-method-${card.id}`).click();
    await page.getByTestId('ad-minutes-15').click();
    await page.getByTestId('ad-next').click();
    await page
      .getByTestId('ad-auto-reply')
      .fill('Hi, I am online. Pay from your own account, please.');
    await screenshot(page, 'p2p-ad-step3-en');
    await page.getByTestId('ad-submit').click();
    await page
      .getByTestId('screen-my-ads')
      .waitFor({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        await screenshot(page, 'p2p-ad-failed-en');
        throw error;
      });
    await screenshot(page, 'p2p-my-ads-en');

    // The buyer finds it in the market and orders 200 USD worth.
    const phone = b.page;
    await phone.goto(`${baseUrl}/c2c_normal_user`);
    await phone.getByTestId('screen-p2p').waitFor();
    const adCard = phone.locator('[data-testid^="p2p-trade-"]').first();
    await adCard.waitFor({ timeout: 15_000 });
    await screenshot(phone, 'p2p-market-en');
    await adCard.click();
    await phone.getByTestId('p2p-order-sheet').waitFor();
    await phone.getByTestId('p2p-order-value').fill('204');
    await phone
      .getByTestId(`p2p-method-${card.id}`)
      .click()
      .catch(() => undefined);
    await screenshot(phone, 'p2p-order-sheet-en');
    await phone.getByTestId('p2p-order-submit').click();
    await phone.getByTestId('screen-p2p-order').waitFor({ timeout: 15_000 });
    await phone.getByTestId('order-countdown').waitFor();
    await screenshot(phone, 'p2p-order-unpaid-en');
    const orderId = Number(/\/c2c\/order\/(\d+)/.exec(phone.url())?.[1]);
    expect(orderId).toBeGreaterThan(0);

    // They chat: the buyer writes on the chat screen, the merchant sees it arrive live.
    await page.goto(`${baseUrl}/c2c/order/${orderId}/chat`);
    await page.getByTestId('screen-p2p-chat').waitFor();
    await phone.goto(`${baseUrl}/c2c/order/${orderId}/chat`);
    await phone.getByTestId('screen-p2p-chat').waitFor();
    await phone.getByTestId('chat-text').fill('Sending 204 USD now.');
    await phone.getByTestId('chat-send').click();
    await page.getByText('Sending 204 USD now.').first().waitFor({ timeout: 15_000 });
    await phone.getByText('Sending 204 USD now.').first().waitFor();
    await screenshot(phone, 'p2p-chat-buyer-en');
    await screenshot(page, 'p2p-chat-merchant-en');
    await phone.goto(`${baseUrl}/c2c/order/${orderId}`);
    await phone.getByTestId('screen-p2p-order').waitFor();
    await phone.getByTestId('order-pay').click();
    await phone.getByTestId('order-pay-dialog').waitFor();
    await phone.getByTestId('order-pay-dialog-confirm').click();
    await expect
      .poll(() => phone.getByTestId('order-banner').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('paid');
    await screenshot(phone, 'p2p-order-paid-en');

    // The seller sees the buyer's verified name, goes on to the release step
    // (the C2C security verification) and releases there.
    await page.goto(`${baseUrl}/c2c/order/${orderId}`);
    await page.getByTestId('order-release-entry').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('order-release-entry-name').textContent()).toContain('Ben Buyer');
    await screenshot(page, 'p2p-release-entry-en');
    await page.getByTestId('order-release-open').click();
    await page.getByTestId('order-release-form').waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${baseUrl}/withdraw/c2cSecurityVerification?orderId=${orderId}`);
    expect(await page.getByTestId('order-release-name').textContent()).toContain('Ben Buyer');
    await page.getByTestId('order-release-check').click();
    await page.getByTestId('order-release-password').fill('135790');
    await screenshot(page, 'p2p-release-en');
    await page.getByTestId('order-release').click();
    await page.getByTestId('order-success').waitFor({ timeout: 15_000 });
    await screenshot(page, 'p2p-seller-success-en');
    await phone.getByTestId('order-success').waitFor({ timeout: 20_000 });
    await screenshot(phone, 'p2p-buyer-success-en');
    expect(Number(await spotUsdt(b.api))).toBe(200);

    // In Chinese.
    await phone.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await phone.goto(`${baseUrl}/c2c/order/${orderId}`);
    await phone.getByTestId('order-success').waitFor();
    await screenshot(phone, 'p2p-buyer-success-zh-CN');
    await phone.goto(`${baseUrl}/c2c_normal_user`);
    await phone.getByTestId('screen-p2p').waitFor();
    await screenshot(phone, 'p2p-market-zh-CN');
    await phone.goto(`${baseUrl}/c2c/order/${orderId}/chat`);
    await phone.getByText('Sending 204 USD now.').first().waitFor({ timeout: 15_000 });
    await screenshot(phone, 'p2p-chat-buyer-zh-CN');
    // Thai must render too, not fall back to boxes or English.
    await phone.evaluate(() => window.localStorage.setItem('lang', 'th'));
    await phone.goto(`${baseUrl}/c2c/notifications`);
    await phone
      .getByTestId('screen-p2p-notifications')
      .getByText('ตั้งค่าการแจ้งเตือน')
      .first()
      .waitFor();
    await screenshot(phone, 'p2p-notifications-th');
    await phone.evaluate(() => window.localStorage.setItem('lang', 'en'));

    // A second order goes to appeal; the operator decides it in the console.
    const second = await b.api<{ id: number }>('POST', '/otc/order/buy', {
      adId: (await m.api<{ list: { id: number }[] }>('GET', '/otc/advertise/application/all'))
        .list[0]?.id,
      by: 'amount',
      value: '102',
      paymentMethodId: card.id,
      requestId: `e2e-second-${Date.now()}`,
    });
    await b.api('POST', '/otc/order/pay', { id: second.id });
    await b.api('POST', '/otc/order/appeal', {
      id: second.id,
      reason: 'paid_not_released',
      description: 'I paid 102 USD by bank transfer.',
      contactName: 'Ben',
      contactPhone: '+49 30 1234567',
      proofFileIds: [await upload(bToken, 'appeal')],
    });
    await phone.goto(`${baseUrl}/c2c/order/${second.id}`);
    await phone.getByTestId('appeal-section').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'p2p-appeal-buyer-en');
    await phone.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await phone.reload();
    await phone.getByTestId('appeal-section').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'p2p-appeal-buyer-zh-CN');
    await phone.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await phone.goto(`${baseUrl}/c2cHelp`);
    await phone.getByTestId('screen-p2p-help').waitFor();
    await screenshot(phone, 'p2p-help-en');
    const operator = firstOperator(dataDir);
    await desk.goto(`${baseUrl}/admin/login`);
    await desk.getByTestId('login-username').fill(operator.username);
    await desk.getByTestId('login-password').fill(operator.password);
    await desk.getByTestId('login-totp').fill(await operatorCode(dataDir, operator.secret));
    await desk.getByTestId('login-submit').click();
    await desk.getByTestId('operator-name').waitFor();
    const queue = await consoleCall<{ list: { id: number; orderId: number }[] }>(
      operatorToken,
      'GET',
      '/p2p/appeals',
    );
    const appealId = queue.list.find((a) => a.orderId === second.id)?.id;
    await desk.goto(`${baseUrl}/admin/p2p/appeals/${appealId}`);
    await desk.getByText('Ben Buyer').first().waitFor({ timeout: 15_000 });
    await desk.getByTestId('evidence-image').locator('img').first().waitFor({ timeout: 15_000 });
    await screenshot(desk, 'console-p2p-appeal-en');
    await desk.getByTestId('appeal-decide').click();
    await desk.getByTestId('decision-release').click();
    await desk.getByTestId('decision-note').fill('The bank statement shows the payment.');
    await desk.getByTestId('decision-review').click();
    await desk.getByTestId('decision-moves').waitFor();
    await screenshot(desk, 'console-p2p-decision-en');
    await desk.getByTestId('confirm-ok').click();
    await desk.getByTestId('appeal-closed').waitFor({ timeout: 15_000 });
    await desk.getByTestId('lang-zh').click();
    await screenshot(desk, 'console-p2p-appeal-decided-zh-CN');
    await desk.getByTestId('lang-en').click();
    await expect.poll(async () => Number(await spotUsdt(b.api)), { timeout: 10_000 }).toBe(300);
  }, 300_000);
});
