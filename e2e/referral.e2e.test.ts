/// <reference lib="dom" />
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, phoneContext, screenshot } from './browser.js';
import { startServer, type RunningServer } from './global-setup.js';
import { consoleCall, newOperator, signIn, spotBalance, tokenOf, verify } from './people.js';
import {
  depositCredited,
  firstOperator,
  operatorCode,
  registerOnPage,
  signedApi,
} from './session.js';

const DAY = 24 * 3_600_000;

/**
 * A referral from end to end, as people do it: the referrer opens the
 * promotion centre and copies the link, a friend registers with it (in
 * Chinese), verifies, and trades; the friend's fee is shared with the
 * referrer from the promotions budget the operators funded, vests, and the
 * referrer claims it into the spot wallet. Its own server with a clock the
 * test moves (TEST_CLOCK=on), since the rebate vests for a day.
 */
let server: RunningServer;
let browser: Browser | undefined;
let admin = '';
let activityId = 0;
beforeAll(async () => {
  server = await startServer({ TEST_CLOCK: 'on' });
  browser = await launchBrowser();
  const operator = firstOperator(server.dataDir);
  admin = await signIn(
    server.baseUrl,
    operator.username,
    operator.password,
    await operatorCode(server.dataDir, operator.secret),
  );
  const checker = await newOperator(server.baseUrl, admin, 'promochecker', ['adjustments.check']);
  // The promotions budget, maker-checker, and a programme whose rebates vest in a day.
  const budget = await consoleCall<{ id: number }>(server.baseUrl, admin, 'POST', '/adjustments', {
    kind: 'promotions_fund',
    asset: 'USDT',
    amount: '100',
    reason: 'promotions budget for the browser test',
    requestId: `promotions-${Date.now()}`,
  });
  await consoleCall(server.baseUrl, checker, 'POST', `/adjustments/${budget.id}/approve`, {});
  const current = await consoleCall<{ programme: Record<string, unknown>; version: number }>(
    server.baseUrl,
    admin,
    'GET',
    '/referral/programme',
  );
  await consoleCall(server.baseUrl, admin, 'POST', '/referral/programme', {
    programme: { ...current.programme, vestingDays: 1 },
    version: current.version,
  });
  // A claim activity: 2 USDT once per user and per wallet address.
  const now = Date.now();
  const activity = await consoleCall<{ id: number }>(
    server.baseUrl,
    admin,
    'POST',
    '/promotions/activities',
    {
      kind: 'claim',
      title: { en_US: 'Welcome airdrop', zh_CN: '欢迎空投' },
      body: {
        en_US: 'Claim 2 USDT once, for one wallet address.',
        zh_CN: '每个钱包地址可领取一次 2 USDT。',
      },
      asset: 'USDT',
      reward: '2',
      targetUsdt: null,
      startsAt: now - 60_000,
      endsAt: now + 30 * DAY,
      slots: 100,
    },
  );
  activityId = activity.id;
  await consoleCall(server.baseUrl, admin, 'POST', `/promotions/activities/${activity.id}/status`, {
    status: 'published',
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Moves the server's clock forward and runs what fell due. */
async function advance(advanceMs: number): Promise<void> {
  const response = await fetch(`${server.baseUrl}/__test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  expect(((await response.json()) as { code: number }).code).toBe(0);
}

async function openPromote(page: Page, name: string) {
  await page.goto(`${server.baseUrl}/promote`);
  await page.getByTestId('screen-promote').waitFor();
  await page.getByTestId('promote-rewards').scrollIntoViewIfNeeded();
  await screenshot(page, name);
}

describe('inviting a friend', () => {
  // First: the referral test moves the clock a day on, which ends the console session.
  it('a newcomer is offered the sign-up bonus, verifies, and sees its turnover before withdrawing', async () => {
    const baseUrl = server.baseUrl;
    const checker = await newOperator(baseUrl, admin, 'bonuschecker', ['adjustments.check']);
    const budget = await consoleCall<{ id: number }>(baseUrl, admin, 'POST', '/adjustments', {
      kind: 'promotions_fund',
      asset: 'USDT',
      amount: '50',
      reason: 'sign-up bonus budget for the browser test',
      requestId: `bonus-budget-${Date.now()}`,
    });
    await consoleCall(baseUrl, checker, 'POST', `/adjustments/${budget.id}/approve`, {});
    await consoleCall(baseUrl, admin, 'POST', '/promotions/bonus', {
      enabled: true,
      amount: '50',
      turnoverMultiple: '4',
    });
    const context = await phoneContext(browser as Browser);
    const page = await context.newPage();
    const token = await registerOnPage(page, baseUrl, 'newcomer');
    const api = signedApi(baseUrl, () => token);
    await page.goto(`${baseUrl}/promote`);
    const offer = page.getByTestId('promote-bonus-offer');
    expect(await offer.textContent({ timeout: 15_000 })).toContain('50');
    await page.getByTestId('promote-bonus').scrollIntoViewIfNeeded();
    await screenshot(page, 'bonus-offer-en');

    const userId = (await api<{ member: { id: number } }>('GET', '/member/info')).member.id;
    await verify(baseUrl, api, token, userId, 'Bonus Newcomer', admin, false);
    await expect
      .poll(
        async () =>
          (await api<{ credit: { status: string } | null }>('GET', '/promotion/bonus')).credit
            ?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('active');
    expect(Number(await spotBalance(api))).toBe(50);
    // Trading with the credit counts towards its turnover.
    await api('POST', '/exchange/order/add', {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'market',
      quoteAmount: '20',
    });
    await expect
      .poll(
        async () =>
          Number(
            (await api<{ credit: { traded: string } }>('GET', '/promotion/bonus')).credit.traded,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0);
    await page.goto(`${baseUrl}/promote`);
    await page.getByTestId('promote-bonus-bar').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('promote-bonus-remaining').textContent()).toContain('USDT');
    await page.getByTestId('promote-bonus').scrollIntoViewIfNeeded();
    await screenshot(page, 'bonus-credit-en');

    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.goto(`${baseUrl}/withdraw/withdrawPage?symbol=USDT`);
    const note = page.getByTestId('bonus-compact');
    await note.waitFor({ timeout: 15_000 });
    expect(await note.textContent()).toMatch(/[\u4e00-\u9fff]/);
    await screenshot(page, 'bonus-withdraw-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await consoleCall(baseUrl, admin, 'POST', '/promotions/bonus', {
      enabled: false,
      amount: '50',
      turnoverMultiple: '4',
    });
    await context.close();
  });

  it('the friend registers with the link and trades; the referrer claims the rebate', async () => {
    const baseUrl = server.baseUrl;
    const referrerContext: BrowserContext = await phoneContext(browser as Browser);
    const page = await referrerContext.newPage();
    const referrerToken = await registerOnPage(page, baseUrl, 'inviter');
    const referrer = signedApi(baseUrl, () => referrerToken);

    // The referrer finds the promotion centre under My.
    await page.goto(`${baseUrl}/userCenter`);
    await page.getByTestId('me-entry-promote').click();
    await page.getByTestId('screen-promote').waitFor();
    const link = (await page.getByTestId('promote-link').textContent())?.trim() ?? '';
    const code = (await page.getByTestId('promote-code').textContent())?.trim() ?? '';
    expect(link).toBe(`${baseUrl}/register?inviteCode=${code}`);
    await page.getByTestId('promote-rules').waitFor();
    expect(await page.getByTestId('promote-rule-source').textContent()).toContain('promotions');
    await screenshot(page, 'referral-promote-en');
    await page.getByTestId('promote-poster-open').click();
    await page.getByTestId('promote-poster-image').waitFor({ timeout: 15_000 });
    await screenshot(page, 'referral-poster-en');
    await page.keyboard.press('Escape');

    // The friend opens the link on their own phone, in Chinese: the code is filled in.
    const friendContext = await phoneContext(browser as Browser, 'zh-CN');
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    await friendPage.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await friendPage.goto(link);
    await friendPage.getByTestId('register-tab-account').click();
    expect(await friendPage.getByTestId('register-invite').inputValue()).toBe(code);
    await friendPage.getByTestId('register-username').fill(`friend${Date.now().toString(36)}`);
    await friendPage.getByTestId('register-password').fill('a long browser test passphrase');
    await friendPage.getByTestId('register-confirm').fill('a long browser test passphrase');
    await friendPage.getByTestId('register-terms').check();
    await screenshot(friendPage, 'referral-register-with-code-zh-CN');
    await friendPage.getByTestId('register-submit').click();
    await friendPage.getByTestId('screen-finish').waitFor();
    const friendToken = await tokenOf(friendPage);
    const friend = signedApi(baseUrl, () => friendToken);
    const friendId = (await friend<{ member: { id: number } }>('GET', '/member/info')).member.id;
    await verify(baseUrl, friend, friendToken, friendId, 'Friend Invited', admin, false);

    // The friend sells the faucet's BTC: the fee they pay is what the rebate shares.
    await friend('POST', '/asset/faucet', { symbol: 'BTC', chain: 'BTC' });
    await depositCredited(friend);
    await friend('POST', '/exchange/order/add', {
      symbol: 'BTC/USDT',
      side: 'sell',
      type: 'market',
      amount: '0.05',
    });
    await expect
      .poll(
        async () =>
          (
            await referrer<{ list: { state: string }[] }>('GET', '/promotion/records?pageNo=1')
          ).list.map((r) => r.state),
        { timeout: 20_000 },
      )
      .toEqual(['vesting']);
    await openPromote(page, 'referral-vesting-en');
    expect(await page.getByTestId('promote-claim').isDisabled()).toBe(true);

    // A day later the rebate has vested: the referrer claims it into spot.
    await advance(DAY + 60_000);
    const before = Number(await spotBalance(referrer));
    await openPromote(page, 'referral-claimable-en');
    const claim = page.getByTestId('promote-claim');
    await expect.poll(() => claim.isEnabled(), { timeout: 15_000 }).toBe(true);
    await claim.click();
    await expect
      .poll(async () => Number(await spotBalance(referrer)), { timeout: 15_000 })
      .toBeGreaterThan(before);
    await expect
      .poll(() => page.getByTestId('promote-claim').isDisabled(), { timeout: 15_000 })
      .toBe(true);
    await page.getByTestId('promote-next-claim').waitFor();
    await page.getByTestId('promote-rewards').scrollIntoViewIfNeeded();
    await screenshot(page, 'referral-claimed-en');
    await page.getByTestId('promote-tabs').scrollIntoViewIfNeeded();
    await screenshot(page, 'referral-customers-en');

    // The same centre in Chinese.
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await openPromote(page, 'referral-claimed-zh-CN');
    expect(await page.getByTestId('promote-next-claim').textContent()).toMatch(/[\u4e00-\u9fff]/);
    await page.getByTestId('promote-rules').scrollIntoViewIfNeeded();
    await screenshot(page, 'referral-rules-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));

    // The friend, verified, sends a red packet from the USDT the sale brought (in Chinese).
    await friend('POST', '/security/fund-password/set', {
      fundPassword: '246810',
      confirm: '246810',
    });
    await friendPage.goto(`${baseUrl}/redPacket`);
    await friendPage.getByTestId('redpacket-send-form').waitFor();
    await friendPage.getByTestId('redpacket-coin').selectOption('USDT');
    await friendPage.getByTestId('redpacket-total').fill('2');
    await friendPage.getByTestId('redpacket-shares').fill('2');
    await friendPage.getByTestId('redpacket-kind-equal').click();
    await friendPage.getByTestId('redpacket-greeting').fill('谢谢邀请');
    await friendPage.getByTestId('redpacket-fund-password').fill('246810');
    await screenshot(friendPage, 'red-packet-send-zh-CN');
    await friendPage.getByTestId('redpacket-send').click();
    const packetCode =
      (await friendPage.getByTestId('redpacket-code').textContent({ timeout: 15_000 }))?.trim() ??
      '';
    expect(packetCode).toMatch(/^[A-Z0-9]{10}$/);
    // The sent list is read again and shows the new packet.
    await friendPage.getByTestId('redpacket-row-status').first().waitFor({ timeout: 15_000 });
    await screenshot(friendPage, 'red-packet-sent-zh-CN');

    // The referrer opens the packet's link and claims a share into spot.
    const beforePacket = Number(await spotBalance(referrer));
    await page.goto(`${baseUrl}/redPacket?code=${packetCode}`);
    await page.getByTestId('redpacket-open').click();
    expect(await page.getByTestId('redpacket-amount').textContent({ timeout: 15_000 })).toContain(
      '1',
    );
    await expect
      .poll(async () => Number(await spotBalance(referrer)) - beforePacket, { timeout: 15_000 })
      .toBeCloseTo(1, 6);
    await screenshot(page, 'red-packet-claimed-en');

    // The referrer claims the welcome airdrop for a wallet address, from the promotion centre.
    await page.goto(`${baseUrl}/promote`);
    await page.getByTestId('activities-entry').click();
    const card = page.getByTestId(`activity-${activityId}`);
    await card.waitFor();
    await card.getByTestId('activity-address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await card.getByTestId('activity-claim').click();
    await card.getByTestId('activity-rewarded').waitFor({ timeout: 15_000 });
    await screenshot(page, 'activities-claimed-en');
    await page.evaluate(() => window.localStorage.setItem('lang', 'zh-CN'));
    await page.reload();
    await page.getByTestId(`activity-${activityId}`).waitFor();
    await screenshot(page, 'activities-claimed-zh-CN');
    await page.evaluate(() => window.localStorage.setItem('lang', 'en'));
    await friendContext.close();
    await referrerContext.close();
  });
});
