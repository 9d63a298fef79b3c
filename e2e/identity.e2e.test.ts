/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from './browser.js';
import { firstOperator, operatorCode, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const user = phoneUser(baseUrl, 'kyc');

/** A photo as a phone would hand it over: a JPEG, different for each document. */
async function photo(shade: number): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: shade, g: 120, b: 200 } },
  })
    .jpeg()
    .toBuffer();
}

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

describe('identity verification', () => {
  it('a user applies with photos at 390 px, an operator approves in the console, the app shows level 1', async () => {
    const page = user.page;
    await page.goto(`${baseUrl}/userCenter`);
    await page.getByTestId('identity-entry').click();
    await page.getByTestId('screen-identity').waitFor();
    await page.getByTestId('level-primary-action').waitFor();
    await screenshot(page, 'identity-centre-en');

    await page.getByTestId('level-primary-action').click();
    await page.getByTestId('screen-identity-primary').waitFor();
    await page.getByTestId('identity-nationality').selectOption('DE');
    await page.getByTestId('identity-id-type').selectOption('passport');
    const idNumber = `C${Date.now().toString(36).toUpperCase()}`;
    await page.getByTestId('identity-id-number').fill(idNumber);
    await page.getByTestId('identity-real-name').fill('Erika Mustermann');
    for (const [i, document] of ['idCardFront', 'idCardBack', 'handHeldIdCard'].entries()) {
      await page.getByTestId(`photo-input-${document}`).setInputFiles({
        name: `${document}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await photo(40 + i * 60),
      });
      await expect
        .poll(() => page.getByTestId(`photo-${document}`).getAttribute('data-state'), {
          timeout: 15_000,
        })
        .toBe('done');
    }
    await screenshot(page, 'identity-primary-form-en');
    await page.getByTestId('identity-submit').click();
    await page.getByTestId('screen-identity-status').waitFor();
    await expect
      .poll(() => page.getByTestId('record-primary-state').textContent())
      .toMatch(/review/i);
    await screenshot(page, 'identity-status-review-en');

    // The operator signs in.
    const operator = firstOperator(dataDir);
    await desk.goto(`${baseUrl}/admin/login`);
    await desk.getByTestId('login-username').fill(operator.username);
    await desk.getByTestId('login-password').fill(operator.password);
    await desk.getByTestId('login-totp').fill(await operatorCode(dataDir, operator.secret));
    await desk.getByTestId('login-submit').click();
    await desk.getByTestId('operator-name').waitFor();
    await desk.getByTestId('nav-identity').click();
    const row = desk.getByTestId('identity-row').filter({ hasText: 'Erika Mustermann' }).first();
    await row.waitFor();
    await row.getByTestId('identity-link').click();
    await expect.poll(() => desk.getByTestId('identity-number').textContent()).toBe(idNumber);
    for (const document of ['idCardFront', 'idCardBack', 'handHeldIdCard'])
      await desk.getByTestId(`document-${document}`).locator('img').waitFor();
    await screenshot(desk, 'console-identity-application-en');
    await desk.getByTestId('lang-zh').click();
    await desk.getByTestId('identity-approve').waitFor();
    await screenshot(desk, 'console-identity-application-zh-CN');
    await desk.getByTestId('lang-en').click();
    await desk.getByTestId('identity-approve').click();
    await desk.getByTestId('confirm-ok').click();
    await expect
      .poll(() => desk.getByTestId('identity-status').first().textContent())
      .toBe('Passed');

    // The user sees the level, the review of each photo, and the limits that came with it.
    await page.goto(`${baseUrl}/identity`);
    await expect.poll(() => page.getByTestId('identity-level').textContent()).toContain('1');
    await expect.poll(() => page.getByTestId('level-primary-state').textContent()).toBe('Verified');
    await page.getByTestId('held-documents').waitFor();
    await screenshot(page, 'identity-centre-passed-en');
    await page.goto(`${baseUrl}/userCenter`);
    await expect.poll(() => page.getByTestId('identity-entry-level').textContent()).toContain('1');

    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${baseUrl}/identity`);
    await expect.poll(() => page.getByTestId('level-primary-state').textContent()).toBe('已认证');
    await screenshot(page, 'identity-centre-passed-zh-CN');
    await page.goto(`${baseUrl}/identity/status`);
    await page.getByTestId('record-primary').waitFor();
    await screenshot(page, 'identity-status-zh-CN');
    // Thai and Japanese must render, not fall back to boxes or English.
    for (const [lang, certified] of [
      ['th', 'ยืนยันแล้ว'],
      ['Japanese', '認証済み'],
    ] as const) {
      await page.evaluate((key) => window.localStorage.setItem('lang', key), lang);
      await page.goto(`${baseUrl}/identity`);
      await expect
        .poll(() => page.getByTestId('level-primary-state').textContent())
        .toBe(certified);
      await screenshot(page, `identity-centre-${lang}`);
      await page.goto(`${baseUrl}/identity/business`);
      await page.getByTestId('business-rules').waitFor();
      await screenshot(page, `identity-business-${lang}`);
    }
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
