import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { screenshot } from './browser.js';

/**
 * Converts on the flash-exchange screen: picks the coins, waits for a quote,
 * previews and confirms with the fund password. A maker replaces its ladder
 * as the index moves, so a quote can go stale between preview and confirm;
 * the screen then shows the new rate and the user confirms again, as the
 * spec has it (a few rounds at most). `name` prefixes the screenshots.
 */
export async function convertOnScreen(
  page: Page,
  baseUrl: string,
  order: { from: string; to: string; amount: string; fundPassword: string; name: string },
): Promise<void> {
  await page.goto(`${baseUrl}/exchange/exchangePage`);
  await page.getByTestId('exchange-from').selectOption(order.from);
  await page.getByTestId('exchange-to').selectOption(order.to);
  await page.getByTestId('exchange-amount').fill(order.amount);
  await expect
    .poll(() => page.getByTestId('exchange-receive').textContent(), { timeout: 15_000 })
    .toMatch(/\d/);
  expect(await page.getByTestId('exchange-rate').textContent()).toMatch(new RegExp(order.to));
  await screenshot(page, `${order.name}-quote-en`);

  await page.getByTestId('exchange-preview').click();
  const result = page.getByTestId('exchange-result');
  const confirm = page.getByTestId('exchange-confirm');
  for (let round = 0; round < 4 && (await result.count()) === 0; round += 1) {
    await page.getByTestId('exchange-fund-password').fill(order.fundPassword);
    await confirm.click();
    await expect
      .poll(
        async () =>
          (await result.count()) > 0 ||
          ((await page.getByTestId('exchange-notice').count()) > 0 && (await confirm.isEnabled())),
        { timeout: 15_000 },
      )
      .toBe(true);
  }
  await result.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
    await screenshot(page, `${order.name}-failed-en`);
    throw error;
  });
  await screenshot(page, `${order.name}-result-en`);
}
