/// <reference lib="dom" />
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.js';
import { consoleCall, newOperator, signIn, spotBalance, tokenOf, verify } from './people.js';
import { depositCredited, firstOperator, operatorCode, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const borrower = phoneUser(baseUrl, 'credit');

const REQUIRED = ['idFront', 'idBack', 'idHandheld', 'income', 'bankStatement'] as const;
const photo = (shade: number) =>
  sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: shade, g: 120, b: 90 } },
  })
    .jpeg()
    .toBuffer();

let browser: Browser | undefined;
let context: BrowserContext | undefined;
let desk: Page;
let first = '';
let second = '';
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  desk = await context.newPage();
  const operator = firstOperator(dataDir);
  first = await signIn(
    baseUrl,
    operator.username,
    operator.password,
    await operatorCode(dataDir, operator.secret),
  );
  second = await newOperator(baseUrl, first, 'creditchecker', [
    'credit.review',
    'adjustments.check',
  ]);
  // The lending account, topped up maker-checker, and the coin's budget.
  await consoleCall(baseUrl, first, 'POST', '/lending/credit/budget', {
    coin: 'USDT',
    budget: '50000',
  });
  const topUp = await consoleCall<{ id: number }>(baseUrl, first, 'POST', '/adjustments', {
    kind: 'credit_fund',
    asset: 'USDT',
    amount: '20000',
    reason: 'credit lending account for the browser test',
    requestId: `credit-fund-${Date.now()}`,
  });
  await consoleCall(baseUrl, second, 'POST', `/adjustments/${topUp.id}/approve`, {});
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('a credit loan from application to repayment', () => {
  it('applies with documents on the phone, is approved by two operators, and repays', async () => {
    const phone = borrower.page;
    const api = borrower.api;
    const userId = (await api<{ member: { id: number } }>('GET', '/member/info')).member.id;
    await verify(baseUrl, api, await tokenOf(phone), userId, 'Cleo Credit', first, true);
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);

    await phone.goto(`${baseUrl}/credit`);
    await phone.getByTestId('credit-product-1').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'credit-products-en');
    await phone.getByTestId('credit-apply-1').click();
    await phone.getByTestId('screen-credit-apply').waitFor();
    await phone.getByTestId('credit-amount').fill('500');
    for (const [i, document] of REQUIRED.entries()) {
      await phone.getByTestId(`photo-input-${document}`).setInputFiles({
        name: `${document}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(40 + i * 40),
      });
      await expect
        .poll(() => phone.getByTestId(`photo-${document}`).getAttribute('data-state'), {
          timeout: 15_000,
        })
        .toBe('done');
    }
    await phone.getByTestId('credit-agree').check();
    await expect.poll(() => phone.getByTestId('credit-figures').textContent()).toContain('507.5');
    await screenshot(phone, 'credit-apply-en');
    await phone.getByTestId('credit-submit').click();
    await phone.getByTestId('screen-credit').waitFor({ timeout: 15_000 });
    await expect
      .poll(() => phone.getByTestId('credit-open').textContent(), { timeout: 15_000 })
      .toMatch(/review/i);
    await screenshot(phone, 'credit-pending-en');

    // The first reviewer opens every document in the console and proposes the amount.
    const operator = firstOperator(dataDir);
    await desk.goto(`${baseUrl}/admin/login`);
    await desk.getByTestId('login-username').fill(operator.username);
    await desk.getByTestId('login-password').fill(operator.password);
    await desk.getByTestId('login-totp').fill(await operatorCode(dataDir, operator.secret));
    await desk.getByTestId('login-submit').click();
    await desk.getByTestId('operator-name').waitFor();
    const queue = await consoleCall<{ list: { id: number; userId: number }[] }>(
      baseUrl,
      first,
      'GET',
      '/lending/credit/applications?status=pending',
    );
    const id = queue.list.find((a) => a.userId === userId)?.id;
    expect(id).toBeDefined();
    await desk.goto(`${baseUrl}/admin/credit/${id}`);
    await desk.getByTestId('credit-application').waitFor({ timeout: 15_000 });
    for (const document of REQUIRED) {
      await desk.getByTestId(`document-open-${document}`).click();
      await desk.getByTestId('document-shown').locator('img').waitFor({ timeout: 15_000 });
      await desk.keyboard.press('Escape');
    }
    await expect.poll(() => desk.getByTestId('credit-approve').isEnabled()).toBe(true);
    await screenshot(desk, 'console-credit-application-en');
    await desk.getByTestId('lang-zh').click();
    await desk.getByTestId('credit-approve').waitFor();
    await screenshot(desk, 'console-credit-application-zh-CN');
    await desk.getByTestId('lang-en').click();
    await desk.getByTestId('credit-approve').click();
    await desk.getByTestId('propose-amount').fill('500');
    await desk.getByTestId('propose-rule').selectOption('income_3_months');
    await desk.getByTestId('propose-note').fill('Three months of the proven salary cover it.');
    await desk.getByTestId('propose-submit').click();
    await desk.getByTestId('credit-own-proposal').waitFor({ timeout: 15_000 });
    await screenshot(desk, 'console-credit-proposed-en');

    // A second reviewer opens them too and confirms: the loan is paid out.
    for (const document of REQUIRED) {
      const res = await fetch(
        `${baseUrl}/admin-api/lending/credit/applications/${id}/documents/${document}`,
        { headers: { 'x-admin-token': second } },
      );
      expect(res.status).toBe(200);
    }
    await consoleCall(baseUrl, second, 'POST', `/lending/credit/applications/${id}/approve`, {});
    await expect.poll(() => spotBalance(api)).toBe('1500');

    await phone.reload();
    await expect
      .poll(() => phone.getByTestId('credit-open').textContent(), { timeout: 15_000 })
      .toContain('507.5');
    await screenshot(phone, 'credit-lending-en');
    await phone.goto(`${baseUrl}/credit/history`);
    await phone.getByTestId(`credit-repay-${id}`).click();
    await phone.getByTestId('credit-repay-form').waitFor();
    await screenshot(phone, 'credit-repay-en');
    await phone.getByTestId('credit-repay-submit').click();
    // One day begun at 0.05 %: 0.25 USDT of interest.
    await expect.poll(() => spotBalance(api), { timeout: 15_000 }).toBe('999.75');
    await expect
      .poll(() => phone.getByTestId(`credit-loan-${id}`).textContent(), { timeout: 15_000 })
      .toMatch(/repaid/i);
    await screenshot(phone, 'credit-history-en');
  });

  it('shows the credit screens in Chinese', async () => {
    const phone = borrower.page;
    await phone.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await phone.goto(`${baseUrl}/credit`);
    await phone.getByTestId('credit-product-1').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'credit-products-zh-CN');
    await phone.goto(`${baseUrl}/credit/apply?productId=1`);
    await phone.getByTestId('credit-apply-form').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'credit-apply-zh-CN');
    await phone.goto(`${baseUrl}/credit/history`);
    await phone.getByTestId('screen-credit-history').waitFor({ timeout: 15_000 });
    await screenshot(phone, 'credit-history-zh-CN');
    await phone.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
