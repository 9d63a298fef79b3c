import {
  ERROR_CODES,
  type Bonus,
  type BonusSettings,
  type MyAd,
  type Session,
} from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { reply } from '../../test/accounts.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { p2pCalls, sellAd } from '../../test/p2p.js';
import { redPacketApp, type RedPacketApp } from '../../test/promotions.js';
import { withdrawers } from '../../test/withdrawals.js';
import { currencyModule } from '../currency/index.js';
import { identityModule } from '../identity/index.js';
import { p2pModule } from '../p2p/index.js';
import { promotionsModule } from './index.js';

const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];

let P: RedPacketApp;
const W = withdrawers(() => P.t);
beforeAll(async () => {
  P = await redPacketApp({ modules: [currencyModule, p2pModule] });
});
afterAll(async () => {
  expect(
    await checkAll(P.t.database.db, [currencyModule, identityModule, p2pModule, promotionsModule]),
  ).toEqual([]);
  await P.t.close();
});

/** Runs what is due: events (grants, turnover, deposits) are handled by the job queue. */
async function settle() {
  P.t.clock.advance(1_000);
  await P.t.app.jobQueue.runDue(100);
}
const offer = (body: Record<string, unknown>) =>
  P.manage<BonusSettings>('/promotions/bonus', {
    enabled: true,
    amount: '100',
    turnoverMultiple: '2',
    ...body,
  });
const bonus = async (s: Session) => (await P.get<Bonus>(s, '/promotion/bonus')).data;
let names = 0;
/** A user ready to withdraw (100 USDT of their own) whose identity then passes. */
async function granted() {
  const s = await W.ready();
  await P.people.verify(s, `Bonus Person ${(names += 1)}`);
  await settle();
  return s;
}
describe('the sign-up bonus', () => {
  it('starts off, at the spec’s 3,000 USDT and ten times its turnover, and refuses unsound terms', async () => {
    const before = await P.manage<BonusSettings>('/promotions/bonus');
    expect(before.data).toMatchObject({ enabled: false, amount: '3000', turnoverMultiple: '10' });
    expect((await offer({ amount: '0' })).code).toBe(code('AMOUNT_INVALID'));
    expect((await offer({ amount: '10.001' })).code).toBe(code('AMOUNT_PRECISION'));
    expect((await offer({ turnoverMultiple: '0.5' })).code).toBe(code('FIELD_OUT_OF_RANGE'));
    expect((await offer({ turnoverMultiple: '101' })).code).toBe(code('FIELD_OUT_OF_RANGE'));
    expect((await P.manage<BonusSettings>('/promotions/bonus')).data.enabled).toBe(false);
  });

  it('offers nothing while off, and grants nothing to a user verified then', async () => {
    const s = await granted();
    expect(await bonus(s)).toEqual({ offer: null, credit: null });
    expect((await offer({})).code).toBe(0);
    await settle();
    // Verified before the offer: it is not theirs to wait for.
    expect(await bonus(s)).toEqual({ offer: null, credit: null });
    expect((await offer({ enabled: false })).code).toBe(0);
  });

  it('is recorded as unfunded when the budget cannot pay it, and paid once when it can', async () => {
    const set = await offer({});
    expect(set.code, set.message).toBe(0);
    expect(set.data).toMatchObject({ enabled: true, amount: '100', turnoverMultiple: '2' });
    const fresh = await P.user();
    expect(await bonus(fresh)).toEqual({
      offer: { asset: 'USDT', amount: '100', turnoverRequired: '200' },
      credit: null,
    });
    const short = await granted();
    expect((await bonus(short)).credit).toMatchObject({ status: 'unfunded', locked: '0' });
    expect((await P.spot(short)).available).toBe('100');

    await P.fund('150');
    const s = await granted();
    expect((await bonus(s)).credit).toMatchObject({
      status: 'active',
      amount: '100',
      locked: '100',
      turnoverRequired: '200',
      traded: '0',
      remaining: '200',
    });
    expect((await P.spot(s)).available).toBe('200');
    expect(await P.promotionsBalance()).toBe('50');
    // Passing a higher level later grants nothing more.
    const again = await P.manage<{ list: { uid: string }[]; total: number }>(
      '/promotions/bonus/credits?status=active',
    );
    expect(again.data.list.filter((row) => row.uid === s.member.uid)).toHaveLength(1);
  });

  it('holds the credit back from withdrawals, never the user’s own coins, until its turnover is traded', async () => {
    await P.fund('100');
    const s = await granted();
    const tooMuch = await P.t.post(
      '/uc/asset/withdraw/apply',
      W.body(await W.stepUp(s), { amount: '150' }),
      { token: s.token },
    );
    const refused = reply(tooMuch);
    expect(refused.code).toBe(code('PROMO_TURNOVER_REQUIRED'));
    expect(refused.message).toContain('200');
    expect(refused.message).toContain('100');
    // Their own 100 USDT leaves freely.
    const own = reply(
      await P.t.post('/uc/asset/withdraw/apply', W.body(await W.stepUp(s), { amount: '100' }), {
        token: s.token,
      }),
    );
    expect(own.code, own.message).toBe(0);

    // Trading counts both sides of every fill, at the quote's USDT value.
    await P.trade(s, 'buy', '0.001');
    expect((await bonus(s)).credit).toMatchObject({ traded: '60', remaining: '140' });
    // (The buyer's fee is taken in BTC: a little less comes back to sell.)
    await P.trade(s, 'sell', '0.0009');
    await P.trade(s, 'buy', '0.001');
    expect((await bonus(s)).credit).toMatchObject({ status: 'active', traded: '174' });
    await P.trade(s, 'sell', '0.0009');
    const released = (await bonus(s)).credit;
    expect(released).toMatchObject({ status: 'released', locked: '0', remaining: '0' });
    expect(released?.releasedAt).not.toBeNull();
  });

  it('takes losses from the credit first, so a later deposit is never held', async () => {
    await P.fund('100');
    const s = await granted();
    // A loss of 150: the 100 own coins and 50 of the credit are gone.
    await P.ledger.post({
      idempotencyKey: `bonus-loss-${s.member.id}`,
      type: 'pnl',
      reference: `bonus-loss-${s.member.id}`,
      lines: [
        {
          account: { userId: s.member.id, wallet: 'spot', asset: 'USDT' },
          part: 'available',
          amount: '-150',
        },
        { account: { system: 'perp_pnl', asset: 'USDT' }, part: 'available', amount: '150' },
      ],
    });
    expect(await P.post(s, '/asset/faucet', { symbol: 'USDT', chain: 'TRC20' })).toMatchObject({
      code: 0,
    });
    for (let b = 0; b < 21; b++) await P.t.app.depositWork();
    await settle();
    expect((await bonus(s)).credit).toMatchObject({ status: 'active', locked: '50' });
    expect((await P.spot(s)).available).toBe('1050');
    // The whole deposit may leave; one cent more may not.
    const over = reply(
      await P.t.post('/uc/asset/withdraw/apply', W.body(await W.stepUp(s), { amount: '1000.01' }), {
        token: s.token,
      }),
    );
    expect(over.code).toBe(code('PROMO_TURNOVER_REQUIRED'));
    const all = reply(
      await P.t.post('/uc/asset/withdraw/apply', W.body(await W.stepUp(s), { amount: '1000' }), {
        token: s.token,
      }),
    );
    expect(all.code, all.message).toBe(0);
  });

  it('holds the credit back from red packets and transfers to other users, one after another', async () => {
    await P.fund('100');
    const s = await granted();
    const packet = await P.send(s, { total: '150', shares: 3 });
    expect(packet.code).toBe(code('PROMO_TURNOVER_REQUIRED'));
    expect((await P.send(s, { total: '60', shares: 3 })).code).toBe(0);
    // The packet's 60 are on their way out: 40 own coins are left to give.
    expect((await P.send(s, { total: '60', shares: 3 })).code).toBe(
      code('PROMO_TURNOVER_REQUIRED'),
    );
    const friend = await P.user();
    const give = (amount: string, n: number) =>
      P.post(s, '/asset/transfer/user', {
        toUid: friend.member.uid,
        asset: 'USDT',
        amount,
        fundPassword: '123456',
        requestId: `bonus-gift-${s.member.id}-${n}`,
      });
    const gifts = await Promise.all([give('30', 1), give('30', 2)]);
    expect(gifts.map((g) => g.code).sort((a, b) => a - b)).toEqual([
      0,
      code('PROMO_TURNOVER_REQUIRED'),
    ]);
    expect((await P.spot(friend)).available).toBe('30');
  });

  it('holds the credit back from P2P sales', async () => {
    const api = p2pCalls(P.t);
    const who = `Bonus Merchant ${(names += 1)}`;
    // Certified before the budget is filled: the merchant's own bonus is recorded unfunded.
    const advertiser = await P.people.merchant(who);
    await settle();
    await P.fund('100');
    const card = await P.people.method(advertiser, who);
    const made = reply<MyAd>(
      await P.t.post(
        '/uc/otc/advertise/application/create',
        { ...sellAd([card.id]), side: 'buy', price: '1' },
        { token: advertiser.token },
      ),
    );
    expect(made.code, made.message).toBe(0);
    const ad = made.data;
    const s = await granted();
    const own = await P.people.method(s, `Bonus Person ${names}`);
    const sale = (value: string) =>
      api.sell(s, {
        adId: ad.id,
        by: 'quantity',
        value,
        paymentMethodId: own.id,
        requestId: `bonus-sale-${value}`,
      });
    expect((await sale('150')).code).toBe(code('PROMO_TURNOVER_REQUIRED'));
    expect((await sale('100')).code).toBe(0);
  });
});

describeWithPostgres('the sign-up bonus on PostgreSQL', () => {
  it('weighs five transfers out at once one after another: only the own coins leave', async () => {
    const database = await createPostgresDatabase();
    const A = await redPacketApp({ database });
    const B = await redPacketApp({ database });
    try {
      const set = await A.manage('/promotions/bonus', {
        enabled: true,
        amount: '100',
        turnoverMultiple: '2',
      });
      expect(set.code, set.message).toBe(0);
      await A.fund('100');
      const s = await A.people.verified('Otto Outflow', { USDT: '100' });
      A.t.clock.advance(1_000);
      await A.t.app.jobQueue.runDue(100);
      expect((await A.spot(s)).available).toBe('200');
      const friend = await A.user();
      const results = await Promise.all(
        // Five: more parallel fund-password tries than five lock it, by design.
        Array.from({ length: 5 }, (_, i) =>
          (i % 2 === 0 ? A : B).post(s, '/asset/transfer/user', {
            toUid: friend.member.uid,
            asset: 'USDT',
            amount: '30',
            fundPassword: '123456',
            requestId: `bonus-pg-gift-${i}`,
          }),
        ),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(3);
      expect(results.filter((r) => r.code !== 0).map((r) => r.code)).toEqual(
        Array(2).fill(code('PROMO_TURNOVER_REQUIRED')),
      );
      expect((await A.spot(friend)).available).toBe('90');
      expect((await A.spot(s)).available).toBe('110');
      expect(await checkAll(database.db, [identityModule, promotionsModule])).toEqual([]);
    } finally {
      await A.t.app.close();
      await B.t.close();
    }
  });
});
