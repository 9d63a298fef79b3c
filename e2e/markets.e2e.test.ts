/// <reference lib="dom" />
import { describe, expect, inject, it } from 'vitest';
import { screenshot } from './browser.js';
import { phoneUser } from './session.js';

/**
 * The Markets screen's contract tabs on a 390 px phone, in English and
 * Chinese: perpetuals with their funding and open interest, delivery series
 * with their expiry, and a contract starred from its trade screen found
 * again under favourites.
 */
const baseUrl = inject('baseUrl');
const user = phoneUser(baseUrl, 'markets');
const page = () => user.page;

const contractRow = (symbol: string) =>
  page().locator(`[data-testid="contract-row"][data-symbol="${symbol}"]`);

describe('markets on a phone', () => {
  it('lists perpetual contracts with funding and open interest', async () => {
    await page().goto(`${baseUrl}/quotes?active=2`);
    await page().getByTestId('market-row').first().waitFor();
    await page().getByTestId('quotes-tab-perpetual').click();
    const btc = contractRow('BTCUSDT');
    await btc.waitFor();
    expect(page().url()).toContain('active=3');
    await expect
      .poll(() => btc.getByTestId('contract-funding').textContent(), { timeout: 15_000 })
      .toMatch(/^Funding -?\d+\.\d{4}%/);
    expect(await btc.getByTestId('contract-funding').textContent()).toContain('a year');
    expect(await btc.getByTestId('contract-open-interest').textContent()).toMatch(
      /^OI [\d,]+ lots/,
    );
    expect(await btc.getByTestId('contract-volume').textContent()).toMatch(/^Vol .*USDT$/);
    // A fresh server's contracts may not have traded yet: a price, or "--" until then.
    expect(await btc.getByTestId('contract-last').textContent()).toMatch(/\d|--/);
    await screenshot(page(), 'markets-perpetual-en');

    await page().getByTestId('quotes-tab-delivery').click();
    await page().getByTestId('contract-expiry').first().waitFor();
    expect(await page().getByTestId('contract-funding').count()).toBe(0);
    await screenshot(page(), 'markets-delivery-en');
  });

  it('stars a contract on its trade screen and finds it under favourites', async () => {
    await page().goto(`${baseUrl}/perpetualContract/BTCUSDT`);
    const star = page().getByTestId('favourite-toggle');
    await star.waitFor();
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    expect(await star.getAttribute('aria-label')).toBe('Add to favourites');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page(), 'markets-contract-star-en');

    await page().goto(`${baseUrl}/quotes?active=1`);
    await contractRow('BTCUSDT').waitFor();
    expect(
      await contractRow('BTCUSDT').getByTestId('favourite-toggle').getAttribute('aria-pressed'),
    ).toBe('true');
    await screenshot(page(), 'markets-favourites-en');
  });

  it('shows the same in Chinese', async () => {
    await page().evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    try {
      await page().goto(`${baseUrl}/quotes?active=3`);
      const btc = contractRow('BTCUSDT');
      await btc.waitFor();
      expect(await page().getByTestId('quotes-tab-perpetual').textContent()).toBe('永续');
      await expect
        .poll(() => btc.getByTestId('contract-funding').textContent(), { timeout: 15_000 })
        .toMatch(/^资金费率 -?\d+\.\d{4}%/);
      expect(await btc.getByTestId('contract-open-interest').textContent()).toMatch(/^持仓量 /);
      await screenshot(page(), 'markets-perpetual-zh-CN');

      await page().getByTestId('quotes-tab-favourites').click();
      await btc.waitFor();
      await screenshot(page(), 'markets-favourites-zh-CN');

      await page().getByTestId('quotes-tab-delivery').click();
      await page().getByTestId('contract-expiry').first().waitFor();
      await screenshot(page(), 'markets-delivery-zh-CN');

      await page().goto(`${baseUrl}/contract/chart/BTCUSDT`);
      const star = page().getByTestId('favourite-toggle');
      await star.waitFor();
      // The favourites arrive after the screen: the star fills once they do.
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
      expect(await star.getAttribute('aria-label')).toBe('取消自选');
      await screenshot(page(), 'markets-chart-star-zh-CN');
    } finally {
      await page().evaluate(() => window.localStorage.setItem('lang', 'en'));
    }
  });
});
