/// <reference lib="dom" />
import type { AnnouncementSummary } from '@exchange/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiGet } from './api.js';
import { launchBrowser, phoneContext, screenshot } from './browser.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function open(path: string, options: { locale?: string; lang?: string } = {}): Promise<Page> {
  context = await phoneContext(browser, options.locale);
  if (options.lang) {
    const lang = options.lang;
    await context.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  return page;
}

const pinnedTitle = async (lang: string) => {
  const page = await apiGet<{ list: AnnouncementSummary[] }>(
    baseUrl,
    '/announcement/list?pageSize=10',
    lang,
  );
  const first = page.list[0];
  if (!first) throw new Error('no announcements seeded');
  return first.title;
};

describe('web shell on a phone', () => {
  it('opens on /home in English, dark theme, with the tab bar and live announcements', async () => {
    const page = await open('/');
    await page.waitForURL(/\/home$/);
    await page.getByTestId('screen-home').waitFor();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
    await expect
      .poll(() => page.getByTestId('tabbar').locator('[data-testid^="tab-"]').count())
      .toBe(6);
    // Flash exchange is reachable from home, not only by its address.
    expect(await page.getByTestId('home-flash').getAttribute('href')).toBe(
      '/exchange/exchangePage',
    );
    await page
      .getByText(await pinnedTitle('en_US'))
      .first()
      .waitFor();
    await screenshot(page, 'home-en');
  });

  it('sends unknown paths to /home', async () => {
    const page = await open('/no/such/screen');
    await page.waitForURL(/\/home$/);
    await page.getByTestId('screen-home').waitFor();
  });

  it('follows a guarded route to /login with the full path as redirect', async () => {
    const page = await open('/funds?tab=spot');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/funds?tab=spot');
    await screenshot(page, 'guard-login-en');
  });

  it('switches to Simplified Chinese on /language and shows content in Chinese', async () => {
    const page = await open('/language');
    await page.getByTestId('lang-zh-CN').click();
    await expect
      .poll(() => page.locator('html').getAttribute('lang'), { timeout: 10_000 })
      .toBe('zh-CN');
    expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe('zh-CN');
    await page.goto(`${baseUrl}/home`);
    await page
      .getByText(await pinnedTitle('zh_CN'))
      .first()
      .waitFor();
    await screenshot(page, 'home-zh-CN');
    await page.goto(`${baseUrl}/announce`);
    await page.getByTestId('announce-list').waitFor();
    await screenshot(page, 'announce-zh-CN');
    await page.goto(`${baseUrl}/helpCenter`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'help-zh-CN');
  });

  it('defaults to Chinese for a Chinese browser', async () => {
    const page = await open('/home', { locale: 'zh-CN' });
    await expect
      .poll(() => page.locator('html').getAttribute('lang'), { timeout: 10_000 })
      .toBe('zh-CN');
  });

  it('switches to the white theme from My and keeps it after a reload', async () => {
    const page = await open('/userCenter');
    await page.getByTestId('theme-switch').click();
    await expect
      .poll(() => page.locator('html').getAttribute('data-theme'), { timeout: 10_000 })
      .toBe('light');
    await page.reload();
    await page.getByTestId('theme-switch').waitFor();
    await expect
      .poll(() => page.locator('html').getAttribute('data-theme'), { timeout: 10_000 })
      .toBe('light');
    await screenshot(page, 'usercenter-light-en');
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('screen-home').waitFor();
    await screenshot(page, 'home-light-en');
  });

  it.each([
    ['CN', 'zh_HK'],
    ['Japanese', 'ja_JP'],
    ['Korean', 'ko_KR'],
    ['th', 'th_TH'],
  ])('renders the home screen in %s', async (lang, locale) => {
    const page = await open('/home', { lang });
    await page.getByTestId('screen-home').waitFor();
    await page
      .getByText(await pinnedTitle(locale))
      .first()
      .waitFor();
    await screenshot(page, `home-${lang}`);
  });

  it('shows the tab bar only on tab routes', async () => {
    const page = await open('/announce');
    await page.getByTestId('announce-list').waitFor();
    expect(await page.getByTestId('tabbar').count()).toBe(0);
  });
});
