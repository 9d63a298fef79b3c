/// <reference lib="dom" />
import { generate } from 'otplib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await phoneContext(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

const username = `e2e${Date.now().toString(36)}`;
const password = 'a long and unusual passphrase';
let secret = '';

/** A code for the next 30-second step, so it is never the one the previous action used. */
const nextTotp = () => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('account journey on a phone', () => {
  it('registers with an account name and lands on /finish', async () => {
    await page.goto(`${baseUrl}/register`);
    await page.getByTestId('register-tab-account').click();
    await page.getByTestId('register-username').fill(username);
    await page.getByTestId('register-password').fill(password);
    await page.getByTestId('register-confirm').fill(password);
    await page.getByTestId('register-terms').check();
    await screenshot(page, 'register-en');
    await page.getByTestId('register-submit').click();
    await page.getByTestId('screen-finish').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
  });

  it('binds an authenticator with a code computed here', async () => {
    await page.goto(`${baseUrl}/gooleVerify`);
    const secretEl = page.getByTestId('google-secret');
    await secretEl.waitFor();
    secret = (await secretEl.textContent())?.replace(/\s+/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await screenshot(page, 'google-bind-en');
    await page.getByTestId('google-code').fill(await generate({ secret }));
    await page.getByTestId('google-bind').click();
    await page.waitForURL((url) => url.pathname === '/safety');
    await page.getByTestId('screen-safety').waitFor();
    await expect
      .poll(() => page.getByTestId('safety-google-status').getAttribute('data-state'))
      .toBe('on');
    await screenshot(page, 'safety-en');
  });

  it('logs out from My', async () => {
    await page.goto(`${baseUrl}/userCenter`);
    await page.getByTestId('account-card').waitFor();
    expect(await page.getByTestId('account-uid').textContent()).toMatch(/\d{8}/);
    await screenshot(page, 'usercenter-logged-in-en');
    await page.getByTestId('logout').click();
    // Logging out goes home; My then shows the guest card.
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto(`${baseUrl}/userCenter`);
    await page.getByTestId('guest-card').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeFalsy();
  });

  it('logs in again with the password and a fresh authenticator code, back to the guarded page', async () => {
    await page.goto(`${baseUrl}/safety`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(password);
    await screenshot(page, 'login-en');
    await page.getByTestId('login-submit').click();
    const codeInput = page.getByTestId('login-code');
    await codeInput.waitFor();
    await codeInput.fill(await nextTotp());
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/safety');
    await page.getByTestId('screen-safety').waitFor();
  });

  it('shows the login screen in Chinese', async () => {
    const zh = await phoneContext(browser, 'zh-CN');
    await zh.addInitScript(() => window.localStorage.setItem('lang', 'zh-CN'));
    const zhPage = await zh.newPage();
    await zhPage.goto(`${baseUrl}/login`);
    await zhPage.getByTestId('login-username').waitFor();
    await screenshot(zhPage, 'login-zh-CN');
    await zh.close();
  });
});
