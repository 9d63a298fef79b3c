/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { depositCredited, phoneUser } from './session.js';

const baseUrl = inject('baseUrl');

/**
 * The notification centre as a user meets it on a phone: a deposit and a
 * fund password set by the API become notices; the bell on the home page
 * counts them, the centre lists them and marks them read, the settings
 * show the switches with security locked on. In English and Chinese.
 */
const user = phoneUser(baseUrl, 'bell');

describe('notifications', () => {
  it('counts, lists and reads notices, and shows the settings (English)', async () => {
    const { page, api } = user;
    await api('POST', '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' });
    await depositCredited(api);
    await api('POST', '/security/fund-password/set', { fundPassword: '135790', confirm: '135790' });

    await page.goto(`${baseUrl}/home`);
    const badge = page.getByTestId('notifications-bell').locator('.adm-badge-content');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('2');
    await screenshot(page, 'notifications-bell-en');

    await page.getByTestId('notifications-bell').click();
    await page.getByTestId('notification-row').nth(1).waitFor();
    const titles = await page.getByTestId('notification-row').allTextContents();
    expect(titles.join(' | ')).toContain('Deposit credited');
    expect(titles.join(' | ')).toContain('Security change: Fund password set');
    await screenshot(page, 'notifications-centre-en');

    // Tapping the deposit opens it; back in the centre it reads as read.
    await page.getByTestId('notification-row').filter({ hasText: 'Deposit credited' }).click();
    await page.waitForURL(/rechargeDetail\?id=/);
    await page.goBack();
    await expect
      .poll(() =>
        page
          .getByTestId('notification-row')
          .filter({ hasText: 'Deposit credited' })
          .getAttribute('data-read'),
      )
      .toBe('true');

    await page.getByTestId('notifications-settings').click();
    await page.getByTestId('notifications-category-security').waitFor();
    expect(await page.getByTestId('notifications-security-on').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await screenshot(page, 'notifications-settings-en');
    // Trading fills off: saved, and still off after a reload.
    await page.getByTestId('notifications-trade-on').click();
    await expect
      .poll(() => page.getByTestId('notifications-trade-on').getAttribute('aria-checked'))
      .toBe('false');
    await page.reload();
    await expect
      .poll(() => page.getByTestId('notifications-trade-on').getAttribute('aria-checked'))
      .toBe('false');
  });

  it('shows the centre and the settings in Chinese, notices worded in Chinese', async () => {
    const { page } = user;
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${baseUrl}/notifications`);
    await page.getByTestId('notification-row').nth(1).waitFor({ timeout: 15_000 });
    expect((await page.getByTestId('notification-row').allTextContents()).join(' ')).toContain(
      '充值已到账',
    );
    await screenshot(page, 'notifications-centre-zh-CN');
    await page.getByTestId('notifications-read-all').click();
    await expect.poll(() => page.locator('[data-read="false"]').count()).toBe(0);
    await page.goto(`${baseUrl}/notifications/settings`);
    await page.getByTestId('notifications-category-security').waitFor();
    await screenshot(page, 'notifications-settings-zh-CN');
    await page.goto(`${baseUrl}/home`);
    await expect
      .poll(() => page.getByTestId('notifications-bell').locator('.adm-badge-content').count())
      .toBe(0);
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
