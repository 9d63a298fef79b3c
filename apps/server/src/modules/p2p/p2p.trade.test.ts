import { randomBytes } from 'node:crypto';
import { ERRORS, type ErrorKey, type Session } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { reply } from '../../test/accounts.js';
import { consolePost } from '../../test/console.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { openDatabase } from '../../db/database.js';
import { createPostgresDatabase, describeWithPostgres, TEST_DATABASE_URL } from '../../test/db.js';
import { p2pCalls, p2pPeople, sellAd, type P2pPeople } from '../../test/p2p.js';
import { withdrawers } from '../../test/withdrawals.js';
import { deposit } from '../ledger/ledger.test-support.js';

const code = (key: ErrorKey) => ERRORS[key].code;

let t: TestApp;
let people: P2pPeople;
let api: ReturnType<typeof p2pCalls>;
beforeAll(async () => {
  t = await createTestApp();
  people = await p2pPeople(t);
  api = p2pCalls(t);
});
afterAll(async () => {
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

let names = 0;
/** Distinct verified names, so every name check compares two people. */
const name = (prefix: string) => `${prefix} Tester${String.fromCharCode(65 + ((names += 1) % 26))}`;

/** A merchant with `usdt` to sell and a bank card. */
async function seller(usdt = '2000') {
  const who = name('Mia');
  const s = await people.merchant(who, { USDT: usdt });
  const card = await people.method(s, who);
  return { s, who, card };
}

async function buyer(assets: Record<string, string> = {}) {
  const who = name('Ben');
  return { s: await people.verified(who, assets), who };
}

const violations = async () => checkAll(t.database.db, MODULES);

describe('ads', () => {
  it('are posted by merchants only, and a sell ad holds its quantity from listing', async () => {
    const plain = await buyer({ USDT: '5000' });
    const card = await people.method(plain.s, plain.who);
    expect((await api.createAd(plain.s, sellAd([card.id]))).code).toBe(
      code('P2P_ACCEPTOR_MISSING'),
    );

    const { s, card: own } = await seller('2000');
    const before = await people.balance(s, 'USDT');
    const created = await api.createAd(s, sellAd([own.id], { requestId: 'ad-hold-00001' }));
    expect(created.code, created.message).toBe(0);
    expect(created.data).toMatchObject({
      status: 'listed',
      quantity: '1000',
      remaining: '1000',
      held: '1000',
      price: '1',
      maxAmount: '500',
      payments: [{ id: own.id, type: 'bank_card' }],
      autoReply: 'Hello, I am online.',
    });
    expect(created.data.adNo).toMatch(/^A\d{8}$/);
    const after = await people.balance(s, 'USDT');
    expect(after.frozen).toBe(String(Number(before.frozen) + 1000));
    // A repeat of the request is the same ad, holding nothing more.
    const again = await api.createAd(s, sellAd([own.id], { requestId: 'ad-hold-00001' }));
    expect(again.data.id).toBe(created.data.id);
    expect(await people.balance(s, 'USDT')).toEqual(after);
  });

  it('refuses terms outside the spec’s rules, changing nothing', async () => {
    const { s, card, who } = await seller('2000');
    const second = await people.method(s, who, 'alipay');
    const third = await people.method(s, who, 'wechat');
    const fourth = await people.method(s, who, 'swift');
    const stranger = await seller('10');
    const before = await people.balance(s, 'USDT');
    const cases: [Record<string, unknown>, ErrorKey, string?][] = [
      [{ minAmount: '99.99' }, 'FIELD_OUT_OF_RANGE', 'minAmount'],
      [{ minAmount: '500', maxAmount: '500' }, 'FIELD_OUT_OF_RANGE', 'maxAmount'],
      [{ maxAmount: '1000.01' }, 'FIELD_OUT_OF_RANGE', 'maxAmount'],
      [{ paymentMethodIds: [] }, 'P2P_PAYMENT_METHOD_MISSING'],
      [
        { paymentMethodIds: [card.id, second.id, third.id, fourth.id] },
        'FIELD_OUT_OF_RANGE',
        'paymentMethods',
      ],
      [{ paymentMethodIds: [stranger.card.id] }, 'P2P_PAYMENT_METHOD_NOT_FOUND'],
      [{ paymentMinutes: 20 }, 'FIELD_OUT_OF_RANGE'],
      [{ price: undefined }, 'FIELD_REQUIRED', 'price'],
      [{ price: '1.001' }, 'FIELD_OUT_OF_RANGE', 'price'],
      [{ priceType: 'floating', price: undefined, premium: '50.5' }, 'FIELD_OUT_OF_RANGE'],
      [{ priceType: 'floating', price: undefined, premium: '-51' }, 'FIELD_OUT_OF_RANGE'],
      [{ quantity: '1.0000001' }, 'FIELD_OUT_OF_RANGE', 'quantity'],
      [{ coin: 'DOGE' }, 'FIELD_OUT_OF_RANGE', 'coin'],
      [{ fiat: 'XXX' }, 'FIELD_OUT_OF_RANGE', 'fiat'],
      [{ quantity: '3000', maxAmount: '2000' }, 'INSUFFICIENT_BALANCE'],
      [{ onlineAt: new Date(t.clock.nowMs() - 60_000).toISOString() }, 'FIELD_OUT_OF_RANGE'],
    ];
    for (const [change, key, field] of cases) {
      const res = await api.createAd(s, sellAd([card.id], change));
      expect([res.code, res.message], JSON.stringify(change)).toEqual([
        code(key),
        expect.stringContaining(field ?? ''),
      ]);
    }
    expect(await people.balance(s, 'USDT')).toEqual(before);
    expect((await api.myAds(s)).data.total).toBe(0);
  });

  it('delists (giving the coins back), lists again, resizes and closes', async () => {
    const { s, card } = await seller('2000');
    const ad = (await api.createAd(s, sellAd([card.id]))).data;
    const held = async () => (await people.balance(s, 'USDT')).frozen;
    const base = Number(await held()) - 1000;

    expect((await api.delistAd(s, { id: ad.id })).data).toMatchObject({
      status: 'delisted',
      held: '0',
    });
    expect(Number(await held())).toBe(base);
    // Delisting twice changes nothing.
    expect((await api.delistAd(s, { id: ad.id })).data.status).toBe('delisted');
    expect((await api.listAd(s, { id: ad.id })).data).toMatchObject({
      status: 'listed',
      held: '1000',
    });
    expect(Number(await held())).toBe(base + 1000);

    const { requestId: _r, ...terms } = sellAd([card.id]);
    const grown = await api.updateAd(s, { ...terms, id: ad.id, quantity: '1500' });
    expect(grown.data).toMatchObject({ quantity: '1500', remaining: '1500', held: '1500' });
    expect(Number(await held())).toBe(base + 1500);
    const shrunk = await api.updateAd(s, { ...terms, id: ad.id, quantity: '600' });
    expect(shrunk.data).toMatchObject({ remaining: '600', held: '600' });
    expect(Number(await held())).toBe(base + 600);
    expect((await api.updateAd(s, { ...terms, id: ad.id, side: 'buy' })).code).toBe(
      code('FIELD_OUT_OF_RANGE'),
    );

    expect((await api.closeAd(s, { id: ad.id })).data).toMatchObject({
      status: 'closed',
      held: '0',
    });
    expect(Number(await held())).toBe(base);
    expect((await api.listAd(s, { id: ad.id })).code).toBe(code('P2P_AD_NOT_FOUND'));
    expect(await violations()).toEqual([]);
  });

  it('stops at the operator’s ad limit', async () => {
    await sql`update p2p_setting set ad_limit = 2`.execute(t.database.db);
    try {
      const { s, card } = await seller('3000');
      expect((await api.createAd(s, sellAd([card.id]))).code).toBe(0);
      expect((await api.createAd(s, sellAd([card.id], { offline: true }))).data.status).toBe(
        'delisted',
      );
      const third = await api.createAd(s, sellAd([card.id]));
      expect([third.code, third.message]).toEqual([
        code('P2P_AD_LIMIT'),
        expect.stringContaining('2'),
      ]);
    } finally {
      await sql`update p2p_setting set ad_limit = 20`.execute(t.database.db);
    }
  });

  it('shows the market best price first, filtered by amount and payment type', async () => {
    const fiat = 'EUR';
    const a = await seller('2000');
    const b = await seller('2000');
    const cheap = (
      await api.createAd(a.s, sellAd([a.card.id], { fiat, price: '0.95', maxAmount: '300' }))
    ).data;
    const dear = (await api.createAd(b.s, sellAd([b.card.id], { fiat, price: '0.97' }))).data;
    const market = async (query: Record<string, string>) =>
      (
        JSON.parse(
          (
            await t.get('/uc/otc/advertise/application/page-by-unit', {
              side: 'sell',
              coin: 'USDT',
              fiat,
              ...query,
            })
          ).body,
        ) as { data: { list: { id: number; price: string }[] } }
      ).data.list.map((ad) => ad.id);
    expect(await market({})).toEqual([cheap.id, dear.id]);
    expect(await market({ amount: '400' })).toEqual([dear.id]);
    expect(await market({ paymentType: 'alipay' })).toEqual([]);
  });
});

/** A listed sell ad of a fresh merchant, and a fresh verified buyer. */
async function market(extra: Record<string, unknown> = {}) {
  const sell = await seller('2000');
  const ad = (await api.createAd(sell.s, sellAd([sell.card.id], extra))).data;
  const buy = await buyer();
  return { sell, ad, buy };
}

const order = (adId: number, paymentMethodId: number, by = 'amount', value = '200') => ({
  adId,
  by,
  value,
  paymentMethodId,
  requestId: `ord-${Math.random().toString(36).slice(2, 12)}`,
});

describe('orders', () => {
  it('buy, pay, release: the escrow moves to the buyer in one balanced transaction', async () => {
    const { sell, ad, buy } = await market();
    const placed = await api.buy(buy.s, order(ad.id, sell.card.id, 'amount', '250'));
    expect(placed.code, placed.message).toBe(0);
    expect(placed.data).toMatchObject({
      role: 'buyer',
      status: 'unpaid',
      price: '1',
      quantity: '250',
      amount: '250',
      payment: {
        type: 'bank_card',
        realName: sell.who,
        account: `ACC-${sell.s.member.id}-bank_card`,
      },
      counterpart: { realName: sell.who },
      paymentMinutes: 15,
    });
    expect(Date.parse(placed.data.payDeadline) - Date.parse(placed.data.createdAt)).toBe(
      15 * 60_000,
    );
    const id = placed.data.id;
    expect((await api.adDetail(sell.s, { id: ad.id })).data).toMatchObject({
      remaining: '750',
      held: '750',
      openOrders: 1,
    });

    // Only the buyer pays; only the seller releases; the seller sees the buyer's name.
    expect((await api.pay(sell.s, { id })).code).toBe(code('P2P_ORDER_STATE'));
    expect(
      (await api.release(sell.s, { id, fundPassword: '123456', payerNameMatches: true })).code,
    ).toBe(code('P2P_ORDER_STATE'));
    expect((await api.pay(buy.s, { id })).data.status).toBe('paid');
    expect((await api.detail(sell.s, { id })).data).toMatchObject({
      role: 'seller',
      counterpart: { realName: buy.who },
    });
    expect(
      (await api.release(buy.s, { id, fundPassword: '123456', payerNameMatches: true })).code,
    ).toBe(code('P2P_ORDER_STATE'));
    const frozen = (await people.balance(sell.s, 'USDT')).frozen;
    expect(
      (await api.release(sell.s, { id, fundPassword: '654321', payerNameMatches: true })).code,
    ).toBe(code('FUND_PASSWORD_WRONG'));
    expect(
      (await api.release(sell.s, { id, fundPassword: '123456', payerNameMatches: false })).code,
    ).toBe(code('P2P_PAYMENT_NAME_MISMATCH'));
    expect((await people.balance(sell.s, 'USDT')).frozen).toBe(frozen);
    const released = await api.release(sell.s, {
      id,
      fundPassword: '123456',
      payerNameMatches: true,
    });
    expect(released.data.status).toBe('completed');
    expect(await people.balance(buy.s, 'USDT')).toEqual({ available: '250', frozen: '0' });
    expect((await people.balance(sell.s, 'USDT')).frozen).toBe(String(Number(frozen) - 250));
    expect(
      (await api.release(sell.s, { id, fundPassword: '123456', payerNameMatches: true })).code,
    ).toBe(code('P2P_ORDER_FINISHED'));
    expect((await api.cancel(buy.s, { id, reason: 'late' })).code).toBe(code('P2P_ORDER_FINISHED'));
    const { rows } = await sql<{ type: string; n: string }>`
      select t.change_type as type, count(*) as n from ledger_transaction t
      where t.reference = ${`p2p-order:${id}`} group by t.change_type order by t.change_type`.execute(
      t.database.db,
    );
    expect(rows.map((r) => [r.type, Number(r.n)])).toEqual([
      ['p2p_escrow', 1],
      ['p2p_trade', 1],
    ]);
    expect(await violations()).toEqual([]);
  });

  it('holds P2P-bought coins from withdrawal for their payment method’s risk class', async () => {
    const { sell, ad, buy } = await market();
    const mates = withdrawers(() => t);
    await sql`update app_user set email = ${`hold${buy.s.member.id}@example.com`}, country_code = '86',
      phone = ${`1390013${String(buy.s.member.id).padStart(4, '0').slice(-4)}`}
      where id = ${buy.s.member.id}`.execute(t.database.db);
    const own = { ...buy.s, email: `hold${buy.s.member.id}@example.com` };
    await deposit(people.ledger, `own-${buy.s.member.id}`, buy.s.member.id, '100');
    const placed = (await api.buy(buy.s, order(ad.id, sell.card.id, 'amount', '250'))).data;
    await api.pay(buy.s, { id: placed.id });
    await api.release(sell.s, { id: placed.id, fundPassword: '123456', payerNameMatches: true });
    const withdraw = async (amount: string) =>
      reply<{ id: number }>(
        await t.post('/uc/asset/withdraw/apply', mates.body(await mates.stepUp(own), { amount }), {
          token: own.token,
        }),
      );
    // 350 USDT in the wallet, 250 of it bought by bank card (class 3: held 72 hours).
    const refused = await withdraw('100.01');
    expect([refused.code, refused.message]).toEqual([
      code('WITHDRAW_P2P_HOLD'),
      expect.stringContaining('250'),
    ]);
    const allowed = await withdraw('100');
    expect(allowed.code, allowed.message).toBe(0);
    await t.post('/uc/asset/withdraw/cancel', { id: allowed.data.id }, { token: own.token });
    t.clock.advance(72 * 3_600_000);
    const later = await withdraw('300');
    expect(later.code, later.message).toBe(0);
  });

  it('refuses an order outside the ad’s terms, changing nothing', async () => {
    const { sell, ad, buy } = await market();
    const unverified = await people.registerAccount();
    const other = await seller('10');
    const cases: [Session, object, ErrorKey][] = [
      [unverified, order(ad.id, sell.card.id), 'REAL_NAME_NOT_PASSED'],
      [sell.s, order(ad.id, sell.card.id), 'P2P_OWN_AD'],
      [buy.s, order(ad.id, other.card.id), 'P2P_PAYMENT_METHOD_MISMATCH'],
      [buy.s, order(ad.id, sell.card.id, 'amount', '99'), 'P2P_AMOUNT_OUT_OF_RANGE'],
      [buy.s, order(ad.id, sell.card.id, 'amount', '500.01'), 'P2P_AMOUNT_OUT_OF_RANGE'],
      [buy.s, order(ad.id, sell.card.id, 'amount', '100.001'), 'FIELD_OUT_OF_RANGE'],
      [buy.s, order(ad.id, sell.card.id, 'quantity', '600'), 'P2P_AMOUNT_OUT_OF_RANGE'],
      [buy.s, order(999_999, sell.card.id), 'P2P_AD_NOT_FOUND'],
    ];
    const before = await people.balance(sell.s, 'USDT');
    for (const [who, body, key] of cases) {
      const res = await api.buy(who, body);
      expect(res.code, `${key}: ${res.message}`).toBe(code(key));
    }
    expect((await api.sell(buy.s, order(ad.id, sell.card.id))).code).toBe(code('P2P_AD_NOT_FOUND'));
    expect(await people.balance(sell.s, 'USDT')).toEqual(before);
    expect((await api.orders(buy.s)).data.total).toBe(0);
    expect((await api.adDetail(sell.s, { id: ad.id })).data.remaining).toBe('1000');
  });

  it('cancels only by the buyer with a reason, back into the ad; three a day stop buying', async () => {
    const { sell, ad, buy } = await market();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const placed = await api.buy(buy.s, order(ad.id, sell.card.id, 'amount', '100'));
      expect(placed.code, placed.message).toBe(0);
      ids.push(placed.data.id);
    }
    expect((await api.adDetail(sell.s, { id: ad.id })).data).toMatchObject({
      remaining: '700',
      held: '700',
    });
    expect((await api.cancel(buy.s, { id: ids[0], reason: ' ' })).code).toBe(
      code('P2P_CANCEL_REASON_REQUIRED'),
    );
    expect((await api.cancel(sell.s, { id: ids[0], reason: 'no' })).code).toBe(
      code('P2P_ORDER_STATE'),
    );
    for (const id of ids) {
      const res = await api.cancel(buy.s, { id, reason: 'changed my mind' });
      expect(res.data).toMatchObject({ status: 'cancelled', cancelReason: 'changed my mind' });
    }
    expect((await api.adDetail(sell.s, { id: ad.id })).data).toMatchObject({
      remaining: '1000',
      held: '1000',
    });
    expect((await api.buy(buy.s, order(ad.id, sell.card.id))).code).toBe(code('P2P_CANCEL_LIMIT'));
    // The next UTC day, buying works again.
    t.clock.advance(86_400_000);
    expect((await api.buy(buy.s, order(ad.id, sell.card.id))).code).toBe(0);
    expect(await violations()).toEqual([]);
  });

  it('cancels an unpaid order at its deadline and marks an unreleased one timed out, from the job queue', async () => {
    const { sell, ad, buy } = await market();
    const unpaid = (await api.buy(buy.s, order(ad.id, sell.card.id))).data;
    const paid = (await api.buy(buy.s, order(ad.id, sell.card.id))).data;
    await api.pay(buy.s, { id: paid.id });
    t.clock.advance(14 * 60_000);
    await t.app.jobQueue.runDue(100);
    expect((await api.detail(buy.s, { id: unpaid.id })).data.status).toBe('unpaid');
    t.clock.advance(2 * 60_000);
    await t.app.jobQueue.runDue(100);
    expect((await api.detail(buy.s, { id: unpaid.id })).data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'payment time ran out',
      cancelledBy: 'system',
    });
    // The merchant sees the orders on their own ads; the buyer placed them.
    expect((await api.orders(sell.s, { as: 'advertiser' })).data.total).toBe(2);
    expect((await api.orders(sell.s, { as: 'taker' })).data.total).toBe(0);
    expect((await api.orders(buy.s, { as: 'taker' })).data.total).toBe(2);
    expect((await api.detail(buy.s, { id: paid.id })).data.status).toBe('paid');
    t.clock.advance(30 * 60_000);
    await t.app.jobQueue.runDue(100);
    expect((await api.detail(buy.s, { id: paid.id })).data.status).toBe('timed_out');
    // The seller may still release a timed-out order.
    const released = await api.release(sell.s, {
      id: paid.id,
      fundPassword: '123456',
      payerNameMatches: true,
    });
    expect(released.data.status).toBe('completed');
    expect((await api.adDetail(sell.s, { id: ad.id })).data).toMatchObject({
      remaining: '800',
      held: '800',
    });
    expect(await violations()).toEqual([]);
  });

  it('sells to a buy ad from the taker’s balance, with the taker’s own payment method', async () => {
    const who = name('Max');
    const advertiser = await people.merchant(who);
    const card = await people.method(advertiser, who);
    const ad = (
      await api.createAd(advertiser, { ...sellAd([card.id]), side: 'buy', price: '1.02' })
    ).data;
    expect(ad).toMatchObject({ side: 'buy', held: '0' });
    const taker = await buyer({ USDT: '300' });
    const preview = await api.preview(taker.s, { id: ad.id });
    expect(preview.data).toMatchObject({ refusal: 'P2P_PAYMENT_METHOD_MISSING', ownMethods: [] });
    expect((await api.sell(taker.s, order(ad.id, 1))).code).toBe(
      code('P2P_PAYMENT_METHOD_MISSING'),
    );
    const own = await people.method(taker.s, taker.who);
    expect((await api.preview(taker.s, { id: ad.id })).data).toMatchObject({
      refusal: null,
      ownMethods: [{ id: own.id, type: 'bank_card' }],
    });
    const sold = await api.sell(taker.s, order(ad.id, own.id, 'quantity', '200'));
    expect(sold.data).toMatchObject({
      role: 'seller',
      amount: '204',
      quantity: '200',
      payment: { realName: taker.who },
    });
    expect(await people.balance(taker.s, 'USDT')).toEqual({ available: '100', frozen: '200' });
    // The buyer here is the advertiser: they pay, the taker releases.
    expect((await api.cancel(taker.s, { id: sold.data.id, reason: 'x' })).code).toBe(
      code('P2P_ORDER_STATE'),
    );
    await api.pay(advertiser, { id: sold.data.id });
    await api.release(taker.s, {
      id: sold.data.id,
      fundPassword: '123456',
      payerNameMatches: true,
    });
    expect(await people.balance(taker.s, 'USDT')).toEqual({ available: '100', frozen: '0' });
    expect((await people.balance(advertiser, 'USDT')).available).toBe('200');
  });

  it('quick-buys from the best-priced ad that takes the amount', async () => {
    const fiat = 'GBP';
    const a = await seller('2000');
    const b = await seller('2000');
    await api.createAd(a.s, sellAd([a.card.id], { fiat, price: '0.80', maxAmount: '150' }));
    const best = (await api.createAd(b.s, sellAd([b.card.id], { fiat, price: '0.81' }))).data;
    const buy = await buyer();
    const body = { coin: 'USDT', fiat, by: 'amount', value: '162', requestId: 'quick-000001' };
    const quick = await api.quickBuy(buy.s, body);
    expect(quick.data).toMatchObject({ adId: best.id, quantity: '200', amount: '162' });
    expect((await api.quickBuy(buy.s, body)).data.id).toBe(quick.data.id);
    expect(
      (await api.quickBuy(buy.s, { ...body, value: '100000', requestId: 'quick-000002' })).code,
    ).toBe(code('P2P_ORDER_NOT_FOUND'));
  });

  it('quick-sells to the best-priced buy ad with the caller’s own payment method', async () => {
    const fiat = 'AUD';
    const who = name('Ola');
    const advertiser = await people.merchant(who);
    const card = await people.method(advertiser, who);
    await api.createAd(advertiser, { ...sellAd([card.id], { fiat, price: '1.50' }), side: 'buy' });
    const best = (
      await api.createAd(advertiser, { ...sellAd([card.id], { fiat, price: '1.55' }), side: 'buy' })
    ).data;
    const taker = await buyer({ USDT: '200' });
    const body = { coin: 'USDT', fiat, by: 'quantity', value: '100', requestId: 'quick-sell-01' };
    expect((await api.quickSell(taker.s, body)).code).toBe(code('P2P_PAYMENT_METHOD_MISSING'));
    const own = await people.method(taker.s, taker.who);
    const sold = await api.quickSell(taker.s, { ...body, paymentMethodId: own.id });
    expect(sold.data).toMatchObject({
      adId: best.id,
      role: 'seller',
      amount: '155',
      quantity: '100',
    });
    expect(await people.balance(taker.s, 'USDT')).toEqual({ available: '100', frozen: '100' });
  });

  it('keeps a merchant’s deposit while their ads are open', async () => {
    const { s, card } = await seller('500');
    const ad = (await api.createAd(s, sellAd([card.id], { quantity: '300', maxAmount: '300' })))
      .data;
    const status = reply<{ id: number }>(
      await t.post('/uc/approve/certified/business/status', {}, { token: s.token }),
    ).data;
    expect(reply(await t.post('/uc/approve/cancel/business', {}, { token: s.token })).code).toBe(0);
    const { reviewer } = await people.operators();
    const refund = async () =>
      reply<{ status: string }>(
        await consolePost(t, reviewer.token, `/identity/business/${status.id}/refund-approve`, {}),
      );
    expect((await refund()).code).toBe(code('BUSINESS_OPEN_ACTIVITY'));
    await api.closeAd(s, { id: ad.id });
    expect((await refund()).data.status).toBe('refund_in_progress');
  });

  it('caps a first trade by its payment method’s risk class, and the open orders', async () => {
    const { sell, ad, buy } = await market({ maxAmount: '1000' });
    await sql`update p2p_risk_class set first_trade_cap_usd = 150 where risk_class = 3`.execute(
      t.database.db,
    );
    await sql`update p2p_setting set open_order_limit = 1`.execute(t.database.db);
    try {
      expect((await api.preview(buy.s, { id: ad.id })).data.firstTradeCap).toBe('150');
      expect((await api.buy(buy.s, order(ad.id, sell.card.id, 'amount', '151'))).code).toBe(
        code('P2P_PAYMENT_METHOD_INELIGIBLE'),
      );
      expect((await api.buy(buy.s, order(ad.id, sell.card.id, 'amount', '150'))).code).toBe(0);
      const limit = await api.buy(buy.s, order(ad.id, sell.card.id, 'amount', '100'));
      expect([limit.code, limit.message]).toEqual([
        code('P2P_OPEN_ORDER_LIMIT'),
        expect.stringContaining('1'),
      ]);
    } finally {
      await sql`update p2p_risk_class set first_trade_cap_usd = 2000 where risk_class = 3`.execute(
        t.database.db,
      );
      await sql`update p2p_setting set open_order_limit = 5`.execute(t.database.db);
    }
  });

  it('keeps the case file chained: a changed record breaks the chain', async () => {
    const { sell, ad, buy } = await market();
    const placed = (await api.buy(buy.s, order(ad.id, sell.card.id))).data;
    await api.pay(buy.s, { id: placed.id });
    await api.release(sell.s, { id: placed.id, fundPassword: '123456', payerNameMatches: true });
    const { rows } = await sql<{ seq: number; kind: string; actor: string }>`
      select seq, kind, actor from p2p_order_event where order_id = ${placed.id} order by seq`.execute(
      t.database.db,
    );
    // Placed, the ad's auto-reply, paid, released.
    expect(rows.map((r) => [r.seq, r.kind, r.actor])).toEqual([
      [1, 'status', 'buyer'],
      [2, 'message', 'seller'],
      [3, 'status', 'buyer'],
      [4, 'status', 'seller'],
    ]);
    await sql`update p2p_order_event set prev_hash = repeat('f', 64)
      where order_id = ${placed.id} and seq = 2`.execute(t.database.db);
    expect((await violations()).map((v) => v.rule)).toContain(
      'each P2P order’s records are numbered from 1 and each links to the one before',
    );
    await sql`delete from p2p_order_event where order_id = ${placed.id} and seq >= 2`.execute(
      t.database.db,
    );
  });
});

describeWithPostgres('P2P orders on PostgreSQL', () => {
  let pg: TestApp;
  let folks: P2pPeople;
  let calls: ReturnType<typeof p2pCalls>;
  beforeAll(async () => {
    pg = await createTestApp({ database: await createPostgresDatabase() });
    folks = await p2pPeople(pg);
    calls = p2pCalls(pg);
  });
  afterAll(async () => {
    expect(await checkAll(pg.database.db, MODULES)).toEqual([]);
    await pg.close();
  });

  async function pgMarket(extra: Record<string, unknown> = {}) {
    const who = name('Ada');
    const s = await folks.merchant(who, { USDT: '2000' });
    const card = await folks.method(s, who);
    const ad = await calls.createAd(s, sellAd([card.id], extra));
    expect(ad.code, ad.message).toBe(0);
    return { s, card, ad: ad.data };
  }
  const pgBuyer = async () => folks.verified(name('Bo'));

  it('lets two buyers take an ad’s last coins only once', async () => {
    const { s, card, ad } = await pgMarket({ quantity: '200', maxAmount: '200' });
    const [a, b] = await Promise.all([pgBuyer(), pgBuyer()]);
    const results = await Promise.all(
      [a, b].map((who) => calls.buy(who, order(ad.id, card.id, 'amount', '200'))),
    );
    expect(results.map((r) => r.code).sort((x, y) => x - y)).toEqual([
      0,
      code('P2P_AD_QUANTITY_SHORT'),
    ]);
    expect((await calls.adDetail(s, { id: ad.id })).data).toMatchObject({
      remaining: '0',
      openOrders: 1,
    });
    expect(await checkAll(pg.database.db, MODULES)).toEqual([]);
  });

  it('settles a release racing a cancel, and a payment racing the deadline, exactly once', async () => {
    const { s, card, ad } = await pgMarket();
    for (let round = 0; round < 3; round += 1) {
      // A fresh buyer each round: a won cancel counts toward the day's limit.
      const buyerSession = await pgBuyer();
      const placed = (await calls.buy(buyerSession, order(ad.id, card.id))).data;
      await calls.pay(buyerSession, { id: placed.id });
      const [released, cancelled] = await Promise.all([
        calls.release(s, { id: placed.id, fundPassword: '123456', payerNameMatches: true }),
        calls.cancel(buyerSession, { id: placed.id, reason: 'changed my mind' }),
      ]);
      const codes = [released.code, cancelled.code];
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      expect(codes.filter((c) => c !== 0)).toEqual([code('P2P_ORDER_FINISHED')]);
      const status = (await calls.detail(buyerSession, { id: placed.id })).data.status;
      expect(status).toBe(released.code === 0 ? 'completed' : 'cancelled');
    }
    const buyerSession = await pgBuyer();
    const late = (await calls.buy(buyerSession, order(ad.id, card.id))).data;
    pg.clock.advance(15 * 60_000);
    const [paid] = await Promise.all([
      calls.pay(buyerSession, { id: late.id }),
      pg.app.jobQueue.runDue(100),
    ]);
    const after = (await calls.detail(buyerSession, { id: late.id })).data.status;
    expect(after).toBe(paid.code === 0 ? 'paid' : 'cancelled');
    if (paid.code !== 0) expect(paid.code).toBe(code('P2P_ORDER_FINISHED'));
    expect(await checkAll(pg.database.db, MODULES)).toEqual([]);
  });

  it('cancels an unpaid order at its deadline from the job queue of a server started after it was placed', async () => {
    const base = await createPostgresDatabase();
    const secretsKey = randomBytes(32);
    // The first server stops without running a job; its database stays for the second.
    const first = await createTestApp({
      database: { ...base, close: async () => undefined },
      secretsKey,
    });
    const firstFolks = await p2pPeople(first);
    const firstCalls = p2pCalls(first);
    const who = name('Ray');
    const s = await firstFolks.merchant(who, { USDT: '1000' });
    const card = await firstFolks.method(s, who);
    const ad = (await firstCalls.createAd(s, sellAd([card.id]))).data;
    const b = await firstFolks.verified(name('Liv'));
    const placed = (await firstCalls.buy(b, order(ad.id, card.id))).data;
    await first.close();

    const second = await createTestApp({
      database: await openDatabase({
        databaseUrl: TEST_DATABASE_URL,
        searchPath: base.schema,
        poolSize: 4,
      }),
      secretsKey,
    });
    try {
      // Both clocks start at the same time; the first moved on as operators signed in.
      second.clock.advance(Date.parse(placed.payDeadline) - second.clock.nowMs() + 1000);
      await second.app.jobQueue.runDue(100);
      const after = await p2pCalls(second).detail(b, { id: placed.id });
      expect(after.data, after.message).toMatchObject({
        status: 'cancelled',
        cancelledBy: 'system',
      });
      expect(await checkAll(second.database.db, MODULES)).toEqual([]);
    } finally {
      await second.close();
      await base.close();
    }
  });

  it('counts four cancellations at once, and then stops buying for the day', async () => {
    const { card, ad } = await pgMarket({ maxAmount: '200' });
    const who = await pgBuyer();
    const ids = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await calls.buy(who, order(ad.id, card.id, 'amount', '100'))).data.id);
    const results = await Promise.all(
      ids.map((id) => calls.cancel(who, { id, reason: 'no longer needed' })),
    );
    expect(results.map((r) => r.code)).toEqual([0, 0, 0, 0]);
    expect((await calls.buy(who, order(ad.id, card.id, 'amount', '100'))).code).toBe(
      code('P2P_CANCEL_LIMIT'),
    );
    expect(await checkAll(pg.database.db, MODULES)).toEqual([]);
  });
});
