/// <reference lib="dom" />
import { createHmac } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { phoneUser } from './session.js';

const baseUrl = inject('baseUrl');

/**
 * API management as a user meets it on a phone: the empty list, a new
 * HMAC key made after an authenticator code, its secret shown once and
 * working against `/api/v3`, the key in the list; in English and Chinese.
 */
const user = phoneUser(baseUrl, 'apikey');

describe('API keys', () => {
  it('creates an HMAC key behind a step-up, shows its secret once, and the secret signs', async () => {
    const { page, api } = user;
    const enrol = await api<{ secret: string }>('GET', '/security/google/secret');
    await api('POST', '/security/google/bind', {
      secret: enrol.secret,
      code: await generate({ secret: enrol.secret }),
    });

    await page.goto(`${baseUrl}/safety`);
    await page.getByText('API management').click();
    await page.getByTestId('apikeys-empty').waitFor();
    await screenshot(page, 'apikeys-empty-en');

    await page.getByTestId('apikeys-create').click();
    await page.getByTestId('apikey-label-input').fill('grid bot');
    await page.getByTestId('apikey-trade').click();
    await screenshot(page, 'apikeys-create-en');
    await page.getByTestId('apikey-continue').click();
    await page
      .getByTestId('verify-code')
      .fill(await generate({ secret: enrol.secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    // A verified code creates the key at once.
    await page.getByTestId('verify-submit').click();
    await page.getByTestId('apikey-secret').waitFor();
    await screenshot(page, 'apikeys-created-en');

    const apiKey = (await page.getByTestId('apikey-result-key').textContent()) ?? '';
    const secret = (await page.getByTestId('apikey-secret').textContent()) ?? '';
    const query = `timestamp=${Date.now()}`;
    const signature = createHmac('sha256', secret).update(query).digest('hex');
    const res = await fetch(`${baseUrl}/api/v3/account?${query}&signature=${signature}`, {
      headers: { 'X-MBX-APIKEY': apiKey },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ canTrade: true, accountType: 'SPOT' });

    await page.getByTestId('apikey-done').click();
    await page.getByTestId('apikeys-list').waitFor();
    expect(await page.getByTestId('apikey-label').first().textContent()).toBe('grid bot');
    expect(await page.content()).not.toContain(secret);
    await screenshot(page, 'apikeys-list-en');
  });

  it('lists the key in Chinese', async () => {
    const { page } = user;
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${baseUrl}/apiKeys`);
    await page.getByTestId('apikeys-list').waitFor();
    expect(await page.getByTestId('screen-api-keys').textContent()).toContain('API 管理');
    await screenshot(page, 'apikeys-list-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
  });
});
