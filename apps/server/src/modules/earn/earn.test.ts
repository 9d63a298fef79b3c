import { ERROR_CODES, type DemoSession } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { reply } from '../../test/accounts.js';
import { consoleGet } from '../../test/console.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { earnApp, FUND_TERMS, rid, type EarnApp } from '../../test/earn.js';
import { earnModule } from './index.js';

const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];

let E: EarnApp;
beforeAll(async () => {
  E = await earnApp();
});
afterAll(async () => {
  expect(await checkAll(E.t.database.db, [earnModule])).toEqual([]);
  await E.t.close();
});

describe('fixed-term funds', () => {
  it('quotes the spec’s example before buying: 150 to 250 on 10 000 over 5 days, with the dates', async () => {
    const product = await E.listed();
    expect(product).toMatchObject({
      status: 'listed',
      sale: 'open',
      aprMin: '1.095',
      aprMax: '1.825',
      funding: { free: '1250', reserved: '0', unsoldMaxIncome: '1250' },
    });
    const quote = await E.quote(product.id, '10000');
    expect(quote.code, quote.message).toBe(0);
    // Bought 2026-11-21 12:00 UTC: the first payout at least 24 h later is 11-23 04:00.
    expect(quote.data).toEqual({
      amount: '10000',
      purchaseDate: '2026-11-21',
      valueDate: '2026-11-22',
      firstPayoutAt: Date.parse('2026-11-23T04:00:00Z'),
      maturityDate: '2026-11-27',
      maturityAt: Date.parse('2026-11-27T04:00:00Z'),
      days: 5,
      incomeMin: '150',
      incomeMax: '250',
      aprMin: '1.095',
      aprMax: '1.825',
    });
    const listed = await E.products();
    expect(listed.map((p) => p.id)).toContain(product.id);
    const zh = reply<{ name: string }[]>(
      await E.t.get('/uc/financial/fund/products', {}, { lang: 'zh_CN' }),
    );
    expect(zh.data.find((p) => p.name === 'USDT 5天理财')).toBeDefined();
  });

  it('pays each day at 04:00 at the day’s published rate (the minimum when none was), then returns the principal', async () => {
    const product = await E.listed();
    const s = await E.user({ USDT: '20000' });
    // Rates are published ahead, within the range; today has begun.
    expect((await E.publish(product.id, '2026-11-21', '0.004')).code).toBe(
      code('EARN_RATE_DAY_STARTED'),
    );
    expect((await E.publish(product.id, '2026-11-22', '0.006')).code).toBe(
      code('EARN_RATE_OUT_OF_RANGE'),
    );
    expect((await E.publish(product.id, '2026-11-22', '0.004')).code).toBe(0);
    const bought = await E.buy(s, product.id, '10000');
    expect(bought.code, bought.message).toBe(0);
    const order = bought.data.order;
    expect(order).toMatchObject({
      status: 'custody',
      amount: '10000',
      valueDate: '2026-11-22',
      incomeMin: '150',
      incomeMax: '250',
      reserveLeft: '250',
      nextPayoutAt: Date.parse('2026-11-23T04:00:00Z'),
      redeemNow: { remainingDays: 5, penalty: '200', returned: '9800' },
    });
    expect(await E.spot(s)).toBe('10000');
    expect(await E.custody(s)).toBe('10000');
    expect(await E.funding(product.id)).toEqual({ free: '1000', reserved: '250' });

    await E.at('2026-11-23T03:59:59Z');
    expect((await E.order(s, order.id)).data.daysPaid).toBe(0);
    await E.at('2026-11-23T04:00:00Z');
    let detail = (await E.order(s, order.id)).data;
    expect(detail).toMatchObject({ daysPaid: 1, incomePaid: '40', reserveLeft: '210' });
    expect(detail.payouts).toEqual([
      expect.objectContaining({
        day: '2026-11-22',
        rate: '0.004',
        source: 'published',
        amount: '40',
        transactionId: expect.stringMatching(/^\d+$/) as string,
      }),
    ]);
    expect(await E.spot(s)).toBe('10040');
    // Run again: nothing is paid twice.
    await E.t.app.jobQueue.runDue(100);
    expect(await E.spot(s)).toBe('10040');

    // Nobody published 11-23: it is paid at the minimum, and says so.
    await E.at('2026-11-24T04:00:00Z');
    detail = (await E.order(s, order.id)).data;
    expect(detail.payouts[0]).toMatchObject({
      day: '2026-11-23',
      rate: '0.003',
      source: 'minimum',
    });
    expect(await E.spot(s)).toBe('10070');

    // Days missed while nothing ran are all paid, the last with the principal.
    await E.at('2026-11-27T04:00:00Z');
    detail = (await E.order(s, order.id)).data;
    expect(detail).toMatchObject({
      status: 'matured',
      daysPaid: 5,
      incomePaid: '160',
      reserveLeft: '0',
      returned: '10000',
      penalty: '0',
      nextPayoutAt: null,
      redeemNow: null,
    });
    expect(await E.spot(s)).toBe('20160');
    expect(await E.custody(s)).toBe('0');
    // What the order did not need goes back to the product's free funding.
    expect(await E.funding(product.id)).toEqual({ free: '1090', reserved: '0' });
    const proof = await E.proof(product.id);
    expect(proof).toMatchObject({ paid: '160', reserved: '0', principalInCustody: '0' });
    expect(proof.days.find((d) => d.day === '2026-11-22')).toMatchObject({
      rate: '0.004',
      source: 'published',
      orders: 1,
      principal: '10000',
      paid: '40',
    });
    const income = reply<{ list: { amount: string }[]; total: number }>(
      await E.t.get('/uc/financial/fund/income', {}, { token: s.token }),
    );
    expect(income.data.total).toBe(5);
  });

  it('redeems early with the spec’s penalty: 0.4 % × 3 days × 1000 = 12, so 988 comes back', async () => {
    E.t.clock.set(Date.parse('2026-12-01T12:00:00Z'));
    const product = await E.listed({
      opensAt: E.t.clock.nowMs() - 1000,
      closesAt: E.t.clock.nowMs() + 86_400_000,
    });
    const s = await E.user({ USDT: '1000' });
    const order = (await E.buy(s, product.id, '1000')).data.order;
    expect(order.valueDate).toBe('2026-12-02');
    await E.at('2026-12-04T04:00:00Z');
    const before = (await E.order(s, order.id)).data;
    expect(before).toMatchObject({
      daysPaid: 2,
      incomePaid: '6',
      redeemNow: { remainingDays: 3, penalty: '12', returned: '988' },
    });
    const free = (await E.funding(product.id)).free;
    const redeemed = await E.redeem(s, order.id);
    expect(redeemed.code, redeemed.message).toBe(0);
    expect(redeemed.data).toMatchObject({
      replayed: false,
      order: { status: 'redeemed', penalty: '12', returned: '988', redeemNow: null },
    });
    expect(await E.spot(s)).toBe('994');
    expect(await E.custody(s)).toBe('0');
    // The penalty and the unused reserve (25 − 6) go to the product.
    expect(Number((await E.funding(product.id)).free) - Number(free)).toBe(12 + 19);
    // Again: answered with the same order, nothing moves.
    const again = await E.redeem(s, order.id);
    expect(again.data).toMatchObject({ replayed: true, order: { status: 'redeemed' } });
    expect(await E.spot(s)).toBe('994');
    // Later payouts skip it.
    await E.at('2026-12-08T04:00:00Z');
    expect(await E.spot(s)).toBe('994');
  });

  it('refuses every bad purchase with the spec’s errors, changing nothing', async () => {
    E.t.clock.set(Date.parse('2026-12-10T12:00:00Z'));
    const now = E.t.clock.nowMs();
    const product = await E.listed({
      opensAt: now - 1000,
      closesAt: now + 86_400_000,
      stock: '1000',
      userLimit: '600',
      maxAmount: '500',
    });
    const s = await E.user({ USDT: '5000' });
    const poor = await E.user({ USDT: '50' });
    const refused = async (
      who: typeof s,
      id: number,
      amount: string,
      key: keyof typeof ERROR_CODES,
    ) => {
      const res = await E.buy(who, id, amount);
      expect(res.code, res.message).toBe(code(key));
      return res.message;
    };
    await refused(s, 9999, '100', 'EARN_PRODUCT_NOT_FOUND');
    const draft = (await E.create({ opensAt: now - 1000, closesAt: now + 86_400_000 })).data;
    await refused(s, draft.id, '100', 'EARN_PRODUCT_NOT_LISTED');
    expect(await refused(s, product.id, '99', 'EARN_AMOUNT_OUT_OF_RANGE')).toBe(
      'The amount must be between 100 and 500 USDT',
    );
    await refused(s, product.id, '501', 'EARN_AMOUNT_OUT_OF_RANGE');
    await refused(s, product.id, '100.0000001', 'AMOUNT_PRECISION');
    await refused(poor, product.id, '100', 'INSUFFICIENT_BALANCE');
    expect(await E.spot(poor)).toBe('50');

    expect((await E.buy(s, product.id, '500')).code).toBe(0);
    expect(await refused(s, product.id, '101', 'EARN_USER_LIMIT')).toBe(
      'You can buy at most 100 USDT more of this product',
    );
    const other = await E.user({ USDT: '5000' });
    expect((await E.buy(other, product.id, '400')).code).toBe(0);
    expect(await refused(other, product.id, '200', 'EARN_STOCK_SHORT')).toBe(
      'Only 100 USDT of this product is left',
    );
    const third = await E.user({ USDT: '5000' });
    expect((await E.buy(third, product.id, '100')).code).toBe(0);
    await refused(third, product.id, '100', 'EARN_SOLD_OUT');
    expect((await E.products()).find((p) => p.id === product.id)?.sale).toBe('sold_out');

    const later = await E.listed({ opensAt: now + 3_600_000, closesAt: now + 86_400_000 });
    expect(await refused(s, later.id, '100', 'EARN_NOT_YET_OPEN')).toBe(
      'This product is not open yet: sales open at 2026-12-10 13:00 UTC',
    );
    E.t.clock.set(now + 86_400_000);
    await refused(s, later.id, '100', 'EARN_CLOSED');
    expect(await E.spot(s)).toBe('4500');
  });

  it('answers a repeated request with its order, and refuses the id reused for another purchase', async () => {
    E.t.clock.set(Date.parse('2026-12-15T12:00:00Z'));
    const product = await E.listed({
      opensAt: E.t.clock.nowMs() - 1000,
      closesAt: E.t.clock.nowMs() + 86_400_000,
    });
    const s = await E.user({ USDT: '5000' });
    const requestId = rid('twice');
    const first = await E.buy(s, product.id, '200', requestId);
    const second = await E.buy(s, product.id, '200', requestId);
    expect(second.data).toMatchObject({ replayed: true, order: { id: first.data.order.id } });
    expect((await E.buy(s, product.id, '300', requestId)).code).toBe(code('IDEMPOTENCY_CONFLICT'));
    expect(await E.spot(s)).toBe('4800');
    const demo = reply<DemoSession>(await E.t.post('/uc/demo/enter', {}, { token: s.token })).data;
    const refused = reply(
      await E.t.post(
        '/uc/financial/fund/buy',
        { productId: product.id, amount: '200', requestId: rid('demo') },
        { token: demo.token },
      ),
    );
    expect(refused.code).toBe(code('DEMO_RESTRICTED'));
    // Someone else's order is not found.
    const stranger = await E.user();
    expect((await E.redeem(stranger, first.data.order.id)).code).toBe(code('EARN_ORDER_NOT_FOUND'));
  });
});

describe('pool lock-up', () => {
  it('locks on its date, can be cancelled only before, and unlocks by itself at expiry', async () => {
    E.t.clock.set(Date.parse('2026-12-20T12:00:00Z'));
    const now = E.t.clock.nowMs();
    const lockup = {
      kind: 'lockup',
      name: { en_US: 'USDT 3-day lock-up' },
      cycleDays: 3,
      rateMin: '0.001',
      rateMax: '0.001',
      penaltyRatio: '0',
      lockDate: '2026-12-22',
      opensAt: now - 1000,
      closesAt: Date.parse('2026-12-22T04:00:00Z'),
    };
    // Terms that do not hold together are refused.
    expect((await E.create({ ...lockup, rateMax: '0.002' })).code).toBe(code('FIELD_OUT_OF_RANGE'));
    expect((await E.create({ ...lockup, closesAt: Date.parse('2026-12-23T00:00:00Z') })).code).toBe(
      code('FIELD_OUT_OF_RANGE'),
    );
    const product = await E.listed(lockup);
    const s = await E.user({ USDT: '3000' });
    const cancelled = (await E.buy(s, product.id, '1000')).data.order;
    expect(cancelled).toMatchObject({
      status: 'confirming',
      cancellable: true,
      valueDate: '2026-12-22',
    });
    const undone = await E.redeem(s, cancelled.id);
    expect(undone.data.order).toMatchObject({
      status: 'cancelled',
      penalty: '0',
      returned: '1000',
    });
    expect(await E.spot(s)).toBe('3000');
    expect((await E.products()).find((p) => p.id === product.id)?.remaining).toBe('50000');

    const order = (await E.buy(s, product.id, '2000')).data.order;
    await E.at('2026-12-22T04:00:00Z');
    expect((await E.order(s, order.id)).data).toMatchObject({
      status: 'custody',
      cancellable: false,
    });
    expect((await E.redeem(s, order.id)).code).toBe(code('EARN_NOT_REDEEMABLE'));
    expect((await E.buy(s, product.id, '100')).code).toBe(code('EARN_CLOSED'));
    await E.at('2026-12-25T04:00:00Z');
    const done = (await E.order(s, order.id)).data;
    expect(done).toMatchObject({
      status: 'matured',
      daysPaid: 3,
      incomePaid: '6',
      returned: '2000',
    });
    expect(done.payouts.every((p) => p.amount === '2')).toBe(true);
    expect(await E.spot(s)).toBe('3006');
  });
});

describe('the console', () => {
  it('lists only a funded product, keeps its promise funded, and fixes its terms once sold', async () => {
    E.t.clock.set(Date.parse('2027-01-05T12:00:00Z'));
    const now = E.t.clock.nowMs();
    const created = await E.create({
      opensAt: now - 1000,
      closesAt: now + 86_400_000,
      stock: '10000',
    });
    const id = created.data.id;
    expect(created.data).toMatchObject({ status: 'draft', funding: { unsoldMaxIncome: '250' } });
    const unfunded = await E.status(id, 'listed');
    expect(unfunded.code).toBe(code('EARN_FUNDING_SHORT'));
    expect(unfunded.message).toBe(
      "The product's funding account holds 0 USDT, short of the 250 USDT it could owe",
    );
    const treasury = await E.treasury();
    const tooMuch = await E.allocate(id, String(Number(treasury) + 1));
    expect(tooMuch.code).toBe(code('EARN_TREASURY_SHORT'));
    await E.fillTreasury('300');
    expect((await E.allocate(id, '300')).code).toBe(0);
    expect((await E.status(id, 'listed')).code).toBe(0);
    // Taking back more than the unsold stock's promise leaves is refused.
    expect((await E.allocate(id, '51', 'out')).code).toBe(code('EARN_FUNDING_SHORT'));
    expect((await E.allocate(id, '50', 'out')).code).toBe(0);

    const s = await E.user();
    expect((await E.buy(s, id, '1000')).code).toBe(0);
    const terms = { opensAt: now - 1000, closesAt: now + 86_400_000, stock: '10000' };
    const changed = await E.manage(`/earn/products/${id}`, {
      ...FUND_TERMS,
      ...terms,
      rateMax: '0.006',
    });
    expect(changed.code).toBe(code('EARN_TERMS_LOCKED'));
    const renamed = await E.manage<{ names: Record<string, string> }>(`/earn/products/${id}`, {
      ...FUND_TERMS,
      ...terms,
      name: { en_US: 'Renamed fund' },
    });
    expect(renamed.code, renamed.message).toBe(0);
    expect(renamed.data.names).toEqual({ en_US: 'Renamed fund' });

    const { manager } = await E.operators();
    const payouts = reply<{ total: number }>(
      await consoleGet(E.t, manager.token, '/earn/payouts', { productId: String(id) }),
    );
    expect(payouts.code).toBe(0);
    const audit = await sql<{ action: string }>`
      select action from operator_audit where target = ${`earn-product:${id}`}`.execute(
      E.t.database.db,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['earn.funding', 'earn.product_status', 'earn.product_update']),
    );
  });
});

describeWithPostgres('earn on PostgreSQL', () => {
  it('sells the last stock once when buyers race, and pays each day once with two processes and after a restart', async () => {
    const database = await createPostgresDatabase();
    const A = await earnApp({ database });
    const B = await earnApp({ database });
    try {
      const product = await A.listed({ stock: '1000', maxAmount: '1000', userLimit: '1000' });
      const buyers = await Promise.all([A.user(), A.user(), A.user(), A.user()]);
      const results = await Promise.all(
        buyers.map((s, i) => (i % 2 === 0 ? A : B).buy(s, product.id, '600')),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      expect(results.filter((r) => r.code === code('EARN_STOCK_SHORT'))).toHaveLength(3);
      const second = await Promise.all(
        buyers.map((s, i) => (i % 2 === 0 ? A : B).buy(s, product.id, '400')),
      );
      expect(second.filter((r) => r.code === 0)).toHaveLength(1);

      for (const app of [A, B]) app.t.clock.set(Date.parse('2026-11-27T04:00:00Z'));
      await Promise.all([A.t.app.jobQueue.runDue(100), B.t.app.jobQueue.runDue(100)]);
      // Both processes asked; every order was paid its five days exactly once.
      const { rows } = await sql<{ n: string; paid: string }>`
        select count(*) as n, trim_scale(sum(amount))::text as paid from earn_payout`.execute(
        database.db,
      );
      expect(rows[0]).toEqual({ n: '10', paid: '15' });
      // A restarted process finds nothing left to pay.
      await A.t.app.close();
      const C = await earnApp({ database });
      C.t.clock.set(Date.parse('2026-11-28T04:00:00Z'));
      await C.t.app.jobQueue.runDue(100);
      await C.t.app.close();
      const again = await sql<{ n: string }>`select count(*) as n from earn_payout`.execute(
        database.db,
      );
      expect(again.rows[0]?.n).toBe('10');
      expect(await checkAll(database.db, [earnModule])).toEqual([]);
    } finally {
      await A.t.app.close();
      await B.t.close();
    }
  });
});
