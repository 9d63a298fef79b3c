import { ERROR_CODES, type DemoSession } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { reply } from '../../test/accounts.js';
import { createPostgresDatabase, describeWithPostgres } from '../../test/db.js';
import { rid } from '../../test/earn.js';
import { miningApp, SEEDED, type MiningApp } from '../../test/mining.js';
import { earnModule } from './index.js';

const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];

let M: MiningApp;
beforeAll(async () => {
  M = await miningApp();
  for (const id of [SEEDED.trial, SEEDED.asic, SEEDED.gpu]) await M.list(id);
});
afterAll(async () => {
  expect(await checkAll(M.t.database.db, [earnModule])).toEqual([]);
  await M.t.close();
});

// The tests run in order on one clock, from 2026-11-21 12:00 UTC.
describe('mining machines', () => {
  it('shows each machine’s specifications and its net income at the latest hash price, with its source', async () => {
    expect((await M.publishPrice('2026-11-20', '0.05')).code).toBe(0);
    const machines = await M.machines();
    expect(machines.map((m) => m.id)).toEqual([SEEDED.trial, SEEDED.asic, SEEDED.gpu]);
    const asic = machines.find((m) => m.id === SEEDED.asic);
    expect(asic).toMatchObject({
      type: 'asic',
      price: '800',
      termDays: 180,
      algorithm: 'SHA-256',
      hashRate: '200',
      hashUnit: 'TH/s',
      powerW: 3500,
      manufacturer: 'Bitmain',
      remaining: 500,
      locked: false,
      payoutHour: 4,
      economics: {
        hashPrice: { day: '2026-11-20', price: '0.05', source: 'operator' },
        // 200 TH/s × 0.05 − 3.5 kW × 24 h × 0.06 = 10 − 5.04
        grossPerDay: '10',
        powerPerDay: '5.04',
        netPerDay: '4.96',
        // 800 ÷ 4.96 = 161.3, rounded up
        breakevenDays: 162,
      },
    });
    // A day nobody published comes from the simulated feed, and says so.
    const gpu = machines.find((m) => m.id === SEEDED.gpu);
    expect(gpu?.economics.hashPrice).toMatchObject({
      algorithm: 'KawPow',
      day: '2026-11-20',
      source: 'simulated',
      sourceName: 'simulated (not market data)',
    });
    const zh = await M.machines('zh_CN');
    expect(zh.find((m) => m.id === SEEDED.asic)?.name).toBe('蚂蚁矿机 S21 200T');
    // A draft is absent.
    expect((await M.machine(SEEDED.fpga)).code).toBe(code('MINING_MACHINE_NOT_FOUND'));
    const detail = await M.machine(SEEDED.asic);
    expect(detail.data.hashPrices.map((p) => [p.day, p.source])).toEqual([
      ['2026-11-20', 'operator'],
    ]);
  });

  it('quotes cost, dates, breakeven and the income at today’s price before buying', async () => {
    const quote = await M.quote(SEEDED.asic, 2);
    expect(quote.code, quote.message).toBe(0);
    expect(quote.data).toMatchObject({
      quantity: 2,
      cost: '1600',
      termDays: 180,
      purchaseDate: '2026-11-21',
      startDate: '2026-11-22',
      firstPayoutAt: Date.parse('2026-11-23T04:00:00Z'),
      endDate: '2027-05-20',
      endAt: Date.parse('2027-05-21T04:00:00Z'),
      estimatedIncome: '1785.6',
      economics: { netPerDay: '4.96', breakevenDays: 162 },
    });
    expect((await M.quote(SEEDED.fpga, 1)).code).toBe(code('MINING_MACHINE_NOT_FOUND'));
  });

  let asicOrder = '';
  let owner: Awaited<ReturnType<MiningApp['user']>>;
  it('holds bought machines in custody; a day waits while the mining-income account is short, and says why', async () => {
    owner = await M.user({ USDT: '10000' });
    const bought = await M.buy(owner, SEEDED.asic, 2);
    expect(bought.code, bought.message).toBe(0);
    asicOrder = bought.data.order.id;
    expect(bought.data.order).toMatchObject({
      status: 'custody',
      quantity: 2,
      paid: '1600',
      startDate: '2026-11-22',
      remainingDays: 180,
      // A renewal's term may not be below the remaining time: 180 days left of a 180-day term.
      renewable: true,
      waiting: null,
    });
    expect(await M.spot(owner)).toBe('8400');
    expect(await M.salesAccount()).toBe('1600');
    expect((await M.machines()).find((m) => m.id === SEEDED.asic)?.remaining).toBe(498);

    // A hash price is measured: published once its day has begun.
    expect((await M.publishPrice('2026-11-22', '0.05')).code).toBe(code('MINING_PRICE_DAY_AHEAD'));
    M.t.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    expect((await M.publishPrice('2026-11-22', '0.05')).code).toBe(0);
    await M.at('2026-11-23T04:00:00Z');
    const waiting = await M.order(owner, asicOrder);
    expect(waiting.data).toMatchObject({ daysPaid: 0, waiting: { reason: 'income_short' } });
    expect(waiting.data.payouts).toEqual([]);
    const income = await M.consoleGet<{ coin: string; waitingOrders: number }[]>('/mining/income');
    expect(income.data).toContainEqual(expect.objectContaining({ coin: 'USDT', waitingOrders: 1 }));

    await M.fillIncome('100');
    await M.at('2026-11-23T04:01:00Z');
    const paid = await M.order(owner, asicOrder);
    expect(paid.data).toMatchObject({ daysPaid: 1, incomePaid: '9.92', waiting: null });
    expect(paid.data.payouts).toEqual([
      expect.objectContaining({
        day: '2026-11-22',
        quantity: 2,
        hashPrice: '0.05',
        source: 'operator',
        gross: '20',
        power: '10.08',
        amount: '9.92',
        transactionId: expect.any(String),
      }),
    ]);
    expect((await M.miningWallet(owner)).locked).toBe('9.92');
    expect(await M.incomeAccount()).toBe('90.08');
  });

  it('withdraws rewards to spot every 12 hours, and a repeated request moves nothing twice', async () => {
    const first = await M.withdraw(owner, 'withdraw-once-1');
    expect(first.code, first.message).toBe(0);
    expect(first.data).toEqual({
      withdrawn: [{ coin: 'USDT', amount: '9.92' }],
      nextWithdrawAt: Date.parse('2026-11-23T16:01:00Z'),
      replayed: false,
    });
    expect(await M.spot(owner)).toBe('8409.92');
    const again = await M.withdraw(owner, 'withdraw-once-1');
    expect(again.data).toMatchObject({ replayed: true, withdrawn: [{ amount: '9.92' }] });
    const soon = await M.withdraw(owner);
    expect(soon.code).toBe(code('MINING_WITHDRAW_TOO_SOON'));
    expect(soon.message).toContain('2026-11-23 16:01 UTC');
    expect(await M.spot(owner)).toBe('8409.92');
    expect((await M.rewards(owner)).nextWithdrawAt).toBe(Date.parse('2026-11-23T16:01:00Z'));

    // The next day is paid at the simulated feed's price, recorded with its source.
    await M.fillIncome('1000');
    await M.at('2026-11-24T04:00:00Z');
    const order = await M.order(owner, asicOrder);
    const day2 = order.data.payouts.find((p) => p.day === '2026-11-23');
    expect(day2).toMatchObject({ source: 'simulated', power: '10.08' });
    const rewards = await M.rewards(owner);
    expect(rewards).toMatchObject({ nextWithdrawAt: null, machinesInCustody: 2 });
    expect(rewards.coins).toEqual([
      { coin: 'USDT', rewards: day2?.amount, earned: order.data.incomePaid },
    ]);
    const later = await M.withdraw(owner);
    expect(later.code, later.message).toBe(0);
    expect((await M.withdraw(owner)).code).toBe(code('MINING_WITHDRAW_TOO_SOON'));
    const nobody = await M.user({ USDT: '10' });
    expect((await M.withdraw(nobody)).code).toBe(code('MINING_NOTHING_TO_WITHDRAW'));
  });

  it('sells the trial machine once per user, and returns it after its 3 days', async () => {
    const s = await M.user({ USDT: '10' });
    expect((await M.buy(s, SEEDED.trial, 2)).code).toBe(code('MINING_USER_LIMIT'));
    const trial = await M.buy(s, SEEDED.trial, 1);
    expect(trial.code, trial.message).toBe(0);
    expect(trial.data.order).toMatchObject({ type: 'trial', termDays: 3, paid: '0.5' });
    expect((await M.buy(s, SEEDED.trial, 1)).code).toBe(code('MINING_TRIAL_ALREADY_BOUGHT'));
    expect((await M.rewards(s)).trialBought).toBe(true);
    expect((await M.renew(s, trial.data.order.id)).code).toBe(code('MINING_NOT_RENEWABLE'));
    // Bought 11-24 04:00, held 24 hours by 11-25 04:00: days 11-24 to 11-26, the last paid
    // (and the machine returned) 11-27 04:00.
    await M.at('2026-11-28T04:00:00Z');
    const done = await M.order(s, trial.data.order.id);
    expect(done.data).toMatchObject({ status: 'returned', daysPaid: 3, remainingDays: 0 });
    expect(done.data.payouts.map((p) => p.day)).toEqual(['2026-11-26', '2026-11-25', '2026-11-24']);
    expect((await M.machines()).find((m) => m.id === SEEDED.trial)?.remaining).toBe(100000);
    // Returned, it is still the one trial they had.
    expect((await M.buy(s, SEEDED.trial, 1)).code).toBe(code('MINING_TRIAL_ALREADY_BOUGHT'));
  });

  it('refuses what the spec refuses and changes nothing', async () => {
    const small = await M.createMachine({ stock: 3, userLimit: 2 });
    expect(small.code, small.message).toBe(0);
    const id = small.data.id;
    const s = await M.user({ USDT: '1000' });
    expect((await M.buy(s, id, 1)).code).toBe(code('MINING_MACHINE_NOT_FOUND'));
    await M.list(id);
    expect((await M.buy(s, id, 4)).code).toBe(code('MINING_STOCK_SHORT'));
    expect((await M.buy(s, id, 3)).code).toBe(code('MINING_USER_LIMIT'));
    const requestId = rid('same');
    const bought = await M.buy(s, id, 2, requestId);
    expect(bought.code, bought.message).toBe(0);
    const replay = await M.buy(s, id, 2, requestId);
    expect(replay.data).toMatchObject({ replayed: true, order: { id: bought.data.order.id } });
    expect((await M.buy(s, id, 1, requestId)).code).toBe(code('IDEMPOTENCY_CONFLICT'));
    expect(await M.spot(s)).toBe('800');
    const other = await M.user({ USDT: '50' });
    expect((await M.buy(other, id, 1)).code).toBe(code('INSUFFICIENT_BALANCE'));
    expect(await M.spot(other)).toBe('50');
    const third = await M.user({ USDT: '1000' });
    expect((await M.buy(third, id, 1)).code).toBe(0);
    expect((await M.buy(third, id, 1)).code).toBe(code('EARN_SOLD_OUT'));
    expect((await M.setStatus(id, 'locked')).code).toBe(0);
    expect((await M.buy(third, id, 1)).code).toBe(code('MINING_MACHINE_LOCKED'));
    expect((await M.machine(id)).data.locked).toBe(true);
    const demo = reply<DemoSession>(await M.t.post('/uc/demo/enter', {}, { token: s.token }));
    const refused = reply(
      await M.t.post(
        '/uc/financial/mining/buy',
        { machineId: SEEDED.asic, quantity: 1, requestId: rid('demo') },
        { token: demo.data.token },
      ),
    );
    expect(refused.code).toBe(code('DEMO_RESTRICTED'));
    expect(
      (
        await M.post(s, '/financial/mining/buy', {
          machineId: id,
          quantity: 0,
          requestId: rid('z'),
        })
      ).code,
    ).not.toBe(0);
    await M.setStatus(id, 'listed');
  });

  let rig_: { s: Awaited<ReturnType<MiningApp['user']>>; id: string } | undefined;
  it('waits for a day without a hash price until an operator publishes one, and renews once one term is left', async () => {
    const rig = await M.createMachine({ stock: 20 });
    await M.list(rig.data.id);
    const s = await M.user({ USDT: '1000' });
    // 11-28 04:00: start 11-29, end 12-01 04:00; 2 days left of a 2-day term: renewable at once.
    const bought = await M.buy(s, rig.data.id, 1);
    expect(bought.data.order).toMatchObject({ startDate: '2026-11-29', renewable: true });
    rig_ = { s, id: bought.data.order.id };
    const renewed = await M.renew(s, bought.data.order.id, 'renew-once-1');
    expect(renewed.code, renewed.message).toBe(0);
    expect(renewed.data.order).toMatchObject({
      termDays: 4,
      renewals: 1,
      paid: '200',
      endDate: '2026-12-02',
    });
    expect((await M.renew(s, bought.data.order.id, 'renew-once-1')).data.replayed).toBe(true);
    const early = await M.renew(s, bought.data.order.id);
    expect(early.code).toBe(code('MINING_RENEW_TOO_EARLY'));
    expect(early.message).toContain('2026-12-01 04:00 UTC');
    expect(await M.spot(s)).toBe('800');

    await M.at('2026-11-30T04:00:00Z');
    const waiting = await M.order(s, bought.data.order.id);
    expect(waiting.data).toMatchObject({ daysPaid: 0, waiting: { reason: 'price_missing' } });
    const accounts =
      await M.consoleGet<{ coin: string; waitingForPrice: number }[]>('/mining/income');
    // This one and the two orders of the Equihash machine bought above.
    expect(accounts.data.find((a) => a.coin === 'USDT')?.waitingForPrice).toBe(3);
    expect((await M.publishPrice('2026-11-29', '0.02', 'Equihash', 'kSol/s')).code).toBe(0);
    await M.at('2026-11-30T04:01:00Z');
    const paid = await M.order(s, bought.data.order.id);
    // 100 kSol/s × 0.02 − 1 kW × 24 h × 0.05 = 2 − 1.2
    expect(paid.data.payouts).toEqual([
      expect.objectContaining({ day: '2026-11-29', gross: '2', power: '1.2', amount: '0.8' }),
    ]);
    expect(paid.data.waiting).toBeNull();
  });

  it('keeps hash prices measured and final, and a rented machine’s terms fixed', async () => {
    expect((await M.publishPrice('2026-12-01', '0.05')).code).toBe(code('MINING_PRICE_DAY_AHEAD'));
    expect((await M.publishPrice('2026-11-22', '0.06')).code).toBe(code('MINING_PRICE_DAY_PAID'));
    expect((await M.publishPrice('2026-11-30', '0.051')).code).toBe(0);
    const asic = (
      await M.consoleGet<{ id: number; names: Record<string, string> }[]>('/mining/machines')
    ).data.find((m) => m.id === SEEDED.asic);
    const seeded = {
      type: 'asic',
      coin: 'USDT',
      price: '800',
      termDays: 180,
      algorithm: 'SHA-256',
      hashRate: '200',
      hashUnit: 'TH/s',
      powerW: 3500,
      electricityPrice: '0.06',
      stock: 500,
      userLimit: 20,
    };
    expect((await M.updateMachine(SEEDED.asic, { ...seeded, price: '700' })).code).toBe(
      code('MINING_TERMS_LOCKED'),
    );
    const renamed = await M.updateMachine(SEEDED.asic, {
      ...seeded,
      name: { ...asic?.names, en_US: 'Antminer S21 (200 TH/s)' },
      stock: 600,
    });
    expect(renamed.code, renamed.message).toBe(0);
    expect(renamed.data).toMatchObject({ name: 'Antminer S21 (200 TH/s)', stock: 600 });
    const prices = await M.consoleGet<{ list: { source: string }[] }>('/mining/hash-prices', {
      algorithm: 'SHA-256',
    });
    expect(new Set(prices.data.list.map((p) => p.source))).toEqual(
      new Set(['operator', 'simulated']),
    );
    const payouts = await M.consoleGet<{ list: { userId: number }[]; total: number }>(
      '/mining/payouts',
      {
        machineId: String(SEEDED.asic),
      },
    );
    expect(payouts.data.total).toBeGreaterThan(0);
    expect(payouts.data.list[0]?.userId).toBe(owner.member.id);
  });

  it('lists everything in custody: funds and machines', async () => {
    const product = await M.listed();
    expect((await M.buy(owner, SEEDED.gpu, 1)).code).toBe(0);
    const fund = await M.post(owner, '/financial/fund/buy', {
      productId: product.id,
      amount: '100',
      requestId: rid('fund'),
    });
    expect(fund.code, fund.message).toBe(0);
    const custody = await M.custodyOrders(owner);
    expect(custody.map((c) => c.kind).sort()).toEqual(['fund', 'machine', 'machine']);
    expect(custody.find((c) => c.kind === 'fund')).toMatchObject({ amount: '100', quantity: null });
    expect(custody.find((c) => c.kind === 'machine' && c.id === asicOrder)).toMatchObject({
      quantity: 2,
      amount: '1600',
    });
  });

  it('returns machines at term end even while their days wait for a hash price', async () => {
    const { s, id } = rig_!;
    // Renewed to 4 days from 11-29: returned at 12-03 04:00; only 11-29 was ever priced.
    await M.at('2026-12-03T04:00:00Z');
    const order = await M.order(s, id);
    expect(order.data).toMatchObject({
      status: 'returned',
      daysPaid: 1,
      remainingDays: 0,
      waiting: { reason: 'price_missing' },
    });
    expect(await M.publishPrice('2026-11-30', '0.02', 'Equihash', 'kSol/s')).toMatchObject({
      code: 0,
    });
    await M.at('2026-12-03T04:01:00Z');
    expect((await M.order(s, id)).data).toMatchObject({ daysPaid: 2 });
  });
});

describeWithPostgres('mining on PostgreSQL', () => {
  it('pays each day once with two processes and after a restart, never more than the income account holds', async () => {
    const database = await createPostgresDatabase();
    const A = await miningApp({ database });
    const B = await miningApp({ database });
    try {
      await A.list(SEEDED.asic);
      await A.list(SEEDED.trial);
      const buyers = await Promise.all([A.user(), A.user(), A.user()]);
      for (const s of buyers) expect((await A.buy(s, SEEDED.asic, 1)).code).toBe(0);
      // Racing trial purchases of one user: one machine.
      const trials = await Promise.all([
        A.buy(buyers[0]!, SEEDED.trial),
        B.buy(buyers[0]!, SEEDED.trial),
      ]);
      expect(trials.filter((r) => r.code === 0)).toHaveLength(1);
      expect(trials.filter((r) => r.code === code('MINING_TRIAL_ALREADY_BOUGHT'))).toHaveLength(1);
      // Enough for two of the three machines' first day (4.96 each): the third, and the trial
      // bought after it, wait.
      await A.fillIncome('10');
      for (const app of [A, B]) app.t.clock.set(Date.parse('2026-11-23T04:00:00Z'));
      expect((await A.publishPrice('2026-11-22', '0.05')).code).toBe(0);
      await Promise.all([A.t.app.jobQueue.runDue(100), B.t.app.jobQueue.runDue(100)]);
      const { rows } = await sql<{ n: string; paid: string }>`
        select count(*) as n, trim_scale(sum(amount))::text as paid from mining_payout
        where day = '2026-11-22' and amount > 0 and quantity = 1 and machine_id = ${SEEDED.asic}`.execute(
        database.db,
      );
      expect(rows[0]).toEqual({ n: '2', paid: '9.92' });
      expect(await A.incomeAccount()).toBe('0.08');
      const waiting = await sql<{ n: string }>`
        select count(*) as n from mining_order where wait_reason = 'income_short'`.execute(
        database.db,
      );
      expect(Number(waiting.rows[0]?.n)).toBeGreaterThanOrEqual(1);
      // A restarted process, once the account is filled, pays what waited and nothing twice.
      await A.fillIncome('100');
      await A.t.app.close();
      const C = await miningApp({ database });
      C.t.clock.set(Date.parse('2026-11-23T05:00:00Z'));
      await C.t.app.jobQueue.runDue(100);
      await C.t.app.close();
      const days = await sql<{ n: string }>`
        select count(*) as n from mining_payout where day = '2026-11-22'`.execute(database.db);
      expect(days.rows[0]?.n).toBe('4');
      expect(await checkAll(database.db, [earnModule])).toEqual([]);
    } finally {
      await A.t.app.close();
      await B.t.close();
    }
  });
});
