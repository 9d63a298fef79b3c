import {
  ERROR_CODES,
  type Activity,
  type ActivityConsole,
  type Session,
} from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { redPacketApp, type RedPacketApp } from '../../test/promotions.js';
import { identityModule } from '../identity/index.js';
import { promotionsModule } from './index.js';

const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];
const HOUR = 3_600_000;

let P: RedPacketApp;
beforeAll(async () => {
  P = await redPacketApp();
});
afterAll(async () => {
  expect(await checkAll(P.t.database.db, [identityModule, promotionsModule])).toEqual([]);
  await P.t.close();
});

/** A published activity starting now and ending in two days, with `change` applied. */
async function launch(change: Record<string, unknown>) {
  const now = P.t.clock.nowMs();
  const made = await P.manage<ActivityConsole>('/promotions/activities', {
    kind: 'claim',
    title: { en_US: 'Airdrop', zh_CN: '空投' },
    body: { en_US: 'Claim 5 USDT once.', zh_CN: '每个地址领取一次 5 USDT。' },
    asset: 'USDT',
    reward: '5',
    targetUsdt: null,
    startsAt: now,
    endsAt: now + 48 * HOUR,
    slots: null,
    ...change,
  });
  expect(made.code, made.message).toBe(0);
  const published = await P.manage<ActivityConsole>(
    `/promotions/activities/${made.data.id}/status`,
    { status: 'published' },
  );
  expect(published.code, published.message).toBe(0);
  return published.data;
}
const join = (s: Session, id: number, address?: string) =>
  P.post<Activity>(s, '/promotion/activity/join', { id, ...(address ? { address } : {}) });
const mine = async (s: Session, id: number) =>
  (await P.get<Activity[]>(s, '/promotion/activities')).data.find((a) => a.id === id);

describe('activities', () => {
  it('pays a claim activity at once, one reward per user and per wallet address', async () => {
    await P.fund('100');
    const airdrop = await launch({ slots: 3 });
    const [a, b, c, d] = [await P.user(), await P.user(), await P.user(), await P.user()];
    expect((await mine(a, airdrop.id))?.state).toBe('not_joined');
    expect((await join(a, airdrop.id)).code).toBe(code('ACTIVITY_ADDRESS_REQUIRED'));
    const address = '0xAbC0000000000000000000000000000000000001';
    const joined = await join(a, airdrop.id, address);
    expect(joined.code, joined.message).toBe(0);
    expect(joined.data).toMatchObject({ state: 'joined', address: address.toLowerCase() });
    expect((await P.spot(a)).available).toBe('5');
    expect((await join(a, airdrop.id, '0x0000000000000000000000000000000000000002')).code).toBe(
      code('ACTIVITY_ALREADY_JOINED'),
    );
    // The same address in another letter case is the same address.
    expect((await join(b, airdrop.id, address.toUpperCase().replace('0X', '0x'))).code).toBe(
      code('ACTIVITY_ADDRESS_CLAIMED'),
    );
    expect((await join(b, airdrop.id, 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH')).code).toBe(0);
    expect((await join(c, airdrop.id, 'bc1qexampleaddress00000000000000000000')).code).toBe(0);
    expect((await join(d, airdrop.id, 'bc1qexampleaddress00000000000000000001')).code).toBe(
      code('ACTIVITY_FULL'),
    );
    expect((await mine(d, airdrop.id))?.state).toBe('not_joined');
    expect(await P.promotionsBalance()).toBe('85');
  });

  it('refuses a claim the budget cannot pay, and joins nothing', async () => {
    const big = await launch({ reward: '1000' });
    const s = await P.user();
    expect((await join(s, big.id, '0x0000000000000000000000000000000000000009')).code).toBe(
      code('ACTIVITY_BUDGET_SHORT'),
    );
    expect((await mine(s, big.id))?.state).toBe('not_joined');
  });

  it('rewards a deposit activity once deposits after joining reach its target', async () => {
    const campaign = await launch({ kind: 'deposit', targetUsdt: '1500', reward: '10' });
    const s = await P.user();
    expect((await join(s, campaign.id)).data).toMatchObject({
      state: 'joining',
      progressUsdt: '0',
    });
    for (let i = 0; i < 2; i++) {
      expect((await P.post(s, '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' })).code).toBe(0);
      for (let b = 0; b < 21; b++) await P.t.app.depositWork();
      P.t.clock.advance(1_000);
      await P.t.app.jobQueue.runDue(100);
    }
    expect(await mine(s, campaign.id)).toMatchObject({ state: 'joined', progressUsdt: '2000' });
    expect((await P.spot(s)).available).toBe('2010');
    const listed = await P.manage<ActivityConsole[]>('/promotions/activities');
    expect(listed.data.find((a) => a.id === campaign.id)).toMatchObject({ joined: 1, rewarded: 1 });
  });

  it('rewards a trading activity once trading after joining reaches its target, both sides counted', async () => {
    await P.fund('20');
    const campaign = await launch({ kind: 'trade', targetUsdt: '100', reward: '7' });
    const [s, early] = [await P.people.verified('Tara Trader', { USDT: '500' }), await P.user()];
    // Trading before joining does not count.
    await P.trade(s, 'buy', '0.001');
    expect((await join(s, campaign.id)).data).toMatchObject({
      state: 'joining',
      progressUsdt: '0',
      targetUsdt: '100',
    });
    await P.trade(s, 'buy', '0.001');
    expect(await mine(s, campaign.id)).toMatchObject({ state: 'joining', progressUsdt: '60' });
    await P.trade(s, 'sell', '0.001');
    expect(await mine(s, campaign.id)).toMatchObject({ state: 'joined', progressUsdt: '120' });
    expect(await mine(early, campaign.id)).toMatchObject({ state: 'not_joined' });
    const listed = await P.manage<ActivityConsole[]>('/promotions/activities');
    expect(listed.data.find((a) => a.id === campaign.id)).toMatchObject({ joined: 1, rewarded: 1 });
    // A trade activity needs a target; a claim activity has none.
    const now = P.t.clock.nowMs();
    const bare = {
      title: { en_US: 'Trade' },
      body: { en_US: 'Trade.' },
      asset: 'USDT',
      reward: '1',
      startsAt: now,
      endsAt: now + HOUR,
      slots: null,
    };
    expect(
      (await P.manage('/promotions/activities', { ...bare, kind: 'trade', targetUsdt: null })).code,
    ).toBe(code('FIELD_OUT_OF_RANGE'));
    expect(
      (await P.manage('/promotions/activities', { ...bare, kind: 'claim', targetUsdt: '5' })).code,
    ).toBe(code('FIELD_OUT_OF_RANGE'));
  });

  it('refuses a reward finer than the coin and publishing an activity already over', async () => {
    const now = P.t.clock.nowMs();
    const fine = await P.manage('/promotions/activities', {
      kind: 'claim',
      title: { en_US: 'Dust' },
      body: { en_US: 'Too fine.' },
      asset: 'USDT',
      reward: '0.0000001',
      targetUsdt: null,
      startsAt: now,
      endsAt: now + HOUR,
      slots: null,
    });
    expect(fine.code).toBe(code('AMOUNT_PRECISION'));
    const past = await P.manage<ActivityConsole>('/promotions/activities', {
      kind: 'claim',
      title: { en_US: 'Over' },
      body: { en_US: 'Already over.' },
      asset: 'USDT',
      reward: '1',
      targetUsdt: null,
      startsAt: now - 2 * HOUR,
      endsAt: now - HOUR,
      slots: null,
    });
    expect(past.code, past.message).toBe(0);
    const published = await P.manage(`/promotions/activities/${past.data.id}/status`, {
      status: 'published',
    });
    expect(published.code).toBe(code('ACTIVITY_EXPIRED'));
  });

  it('says when an activity has not started or has expired', async () => {
    const now = P.t.clock.nowMs();
    const later = await launch({ startsAt: now + HOUR, endsAt: now + 2 * HOUR });
    const s = await P.user();
    const early = await join(s, later.id, '0x0000000000000000000000000000000000000010');
    expect(early.code).toBe(code('ACTIVITY_NOT_STARTED'));
    expect(early.message).toContain('UTC');
    const campaign = await launch({ kind: 'deposit', targetUsdt: '100' });
    expect((await join(s, campaign.id)).code).toBe(0);
    P.t.clock.advance(49 * HOUR);
    const fresh = await P.fresh(s);
    expect((await join(fresh, later.id, '0x0000000000000000000000000000000000000011')).code).toBe(
      code('ACTIVITY_EXPIRED'),
    );
    expect((await mine(fresh, campaign.id))?.state).toBe('expired');
    expect((await join(fresh, 999_999)).code).toBe(code('ACTIVITY_NOT_FOUND'));
  });
});
