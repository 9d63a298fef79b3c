/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './browser.js';
import { firstOperator, operatorCode, registerOnPage } from './session.js';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

/**
 * Customer service from both ends, as people use it: a user on a phone asks
 * the assistant, then for a person; an operator at a desk takes the chat
 * over and replies; the user sees who joined and withdraws a message sent
 * by mistake. Then the same in Chinese, the console too.
 */
let browser: Browser | undefined;
let phone: BrowserContext | undefined;
let desk: BrowserContext | undefined;
let user: Page;
let agent: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  phone = await phoneContext(browser);
  desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  user = await phone.newPage();
  agent = await desk.newPage();
  await registerOnPage(user, baseUrl, 'help');
  const operator = firstOperator(dataDir);
  await agent.goto(`${baseUrl}/admin/login`);
  await agent.getByTestId('login-username').fill(operator.username);
  await agent.getByTestId('login-password').fill(operator.password);
  await agent.getByTestId('login-totp').fill(await operatorCode(dataDir, operator.secret));
  await agent.getByTestId('login-submit').click();
  await agent.getByTestId('operator-name').waitFor();
});
afterAll(async () => {
  await phone?.close();
  await desk?.close();
  await browser?.close();
});

/** Types a message into the phone's composer and sends it. */
async function say(page: Page, text: string): Promise<void> {
  await page.getByTestId('support-text').fill(text);
  await page.getByTestId('support-send').click();
  await page.getByTestId('support-list').getByText(text).waitFor();
}

describe('customer service', () => {
  it('the assistant answers, a person takes over, the user withdraws a message (English)', async () => {
    await user.goto(`${baseUrl}/customerService`);
    await user.getByTestId('support-safety').waitFor();
    await say(user, 'How do I withdraw coins to my wallet?');
    // The assistant answers from the help centre and offers a person.
    await user.getByTestId('support-handoff').waitFor({ timeout: 10_000 });
    await screenshot(user, 'support-bot-en');
    await user.getByTestId('support-handoff').click();
    await expect
      .poll(() => user.getByTestId('support-state').textContent())
      .toMatch(/queue|shortly/i);

    // The operator sees it waiting, takes it over and replies.
    await agent.getByTestId('nav-support').click();
    const row = agent.getByTestId('support-row').filter({ hasText: 'How do I withdraw coins' });
    await row.first().waitFor({ timeout: 10_000 });
    await row.first().click();
    await agent.getByTestId('support-takeover').click();
    await agent.getByTestId('support-input').waitFor();
    await agent
      .getByTestId('support-input')
      .fill('Hello, I am Agent here. Which network are you using?');
    await agent.getByTestId('support-send').click();
    await agent
      .getByTestId('support-messages')
      .getByText('Which network are you using?')
      .waitFor({ timeout: 10_000 });
    await screenshot(agent, 'support-desk-en');

    // The user sees who joined, with the verified badge, and the reply, live.
    await user.getByTestId('support-staff').first().waitFor({ timeout: 10_000 });
    await user.getByText('Which network are you using?').waitFor();
    // A message sent by mistake, withdrawn within two minutes.
    await say(user, 'my password is hunter2');
    const withdraw = user.locator('[data-testid^="support-withdraw-"]').last();
    await withdraw.click();
    await user.getByTestId('support-withdraw-confirm-confirm').click();
    await expect
      .poll(() => user.getByTestId('support-list').getByText('my password is hunter2').count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await say(user, 'TRC20, thank you');
    await screenshot(user, 'support-chat-en');
    // The desk sees the withdrawal as a marker, never the text.
    await agent.getByTestId('support-withdrawn').first().waitFor({ timeout: 10_000 });
    expect(await agent.getByTestId('support-messages').textContent()).not.toContain('hunter2');
    await agent.getByTestId('support-messages').getByText('TRC20, thank you').waitFor();
  });

  it('in Chinese, on the phone and at the desk', async () => {
    await agent.getByTestId('lang-zh').click();
    await user.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await user.reload();
    await user.getByTestId('support-list').waitFor();
    await agent.getByTestId('support-input').fill('您好，请稍等，我帮您查一下。');
    await agent.getByTestId('support-send').click();
    await user.getByText('我帮您查一下').waitFor({ timeout: 10_000 });
    await screenshot(user, 'support-chat-zh-CN');
    await agent.getByTestId('support-messages').getByText('我帮您查一下').waitFor();
    await screenshot(agent, 'support-desk-zh-CN');

    // Resolved: the user rates it once.
    await agent.getByTestId('support-resolve').click();
    await agent.getByTestId('confirm-ok').click();
    await user.getByTestId('support-rating').waitFor({ timeout: 10_000 });
    await screenshot(user, 'support-rating-zh-CN');
    await user.getByTestId('support-star-5').click();
    await user.getByTestId('support-rating-submit').click();
    await user.getByTestId('support-rated').waitFor({ timeout: 10_000 });

    // The managers' screens, in both languages.
    await agent.getByTestId('nav-supportAgents').click();
    await agent.getByTestId('support-agents').waitFor();
    await screenshot(agent, 'support-agents-zh-CN');
    await agent.getByTestId('nav-supportCanned').click();
    await agent.getByTestId('canned-add').waitFor();
    await screenshot(agent, 'support-canned-zh-CN');
    await agent.getByTestId('lang-en').click();
    await agent.getByTestId('nav-supportAgents').click();
    await agent.getByTestId('support-agents').waitFor();
    await screenshot(agent, 'support-agents-en');
  });
});
