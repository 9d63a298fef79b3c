/// <reference lib="dom" />
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Steps shared by the contract screens' browser tests. */

/** A shown price as a number, for comparing on-screen figures with each other only. */
export const figure = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** Types a take-profit as an ROE % on the order form; the price it worked out to, as shown. */
export async function takeProfitByRoe(page: Page, roe: string): Promise<string> {
  await page.getByTestId('preset-toggle').click();
  await page.getByTestId('order-take-profit-mode-roe').click();
  await page.getByTestId('order-take-profit').fill(roe);
  const reading = page.getByTestId('order-take-profit-reading');
  await expect.poll(() => reading.textContent()).toMatch(/\d/);
  return ((await reading.textContent()) ?? '').replace(/^[^\d]*/, '');
}
