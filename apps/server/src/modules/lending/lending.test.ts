import {
  ERROR_CODES,
  type LoanBook,
  type SavingsOverview,
  type Session,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { fundedAccount, reply } from '../../test/accounts.js';
import { consoleGet, consoleOperator, consolePost } from '../../test/console.js';
import { lendingApp, rid, type LendingApp } from '../../test/lending.js';

const HOUR = 3_600_000;
const code = (key: keyof typeof ERROR_CODES) => ERROR_CODES[key];

let app: LendingApp;
let t: LendingApp['t'];
let ledger: LendingApp['ledger'];
let prices: LendingApp['prices'];
let post: LendingApp['post'];
let get: LendingApp['get'];
let spot: LendingApp['spot'];
let locked: LendingApp['locked'];
let system: LendingApp['system'];
let subscribe: LendingApp['subscribe'];
let redeem: LendingApp['redeem'];
let borrow: LendingApp['borrow'];
let loanOf: LendingApp['loanOf'];
let savingsOf: LendingApp['savingsOf'];
let history: LendingApp['history'];
let at: LendingApp['at'];

beforeEach(async () => {
  app = await lendingApp();
  ({ t, ledger, prices, post, get, spot, locked, system, subscribe, redeem, borrow } = app);
  ({ loanOf, savingsOf, history, at } = app);
});
afterEach(async () => {
  // Whatever a test did, the ledger, the register and the pools agree.
  expect(await checkAll(t.database.db, MODULES)).toEqual([]);
  await t.close();
});

describe('flexible savings', () => {
  it('takes subscriptions, pays redemptions of waiting coins at once, and refuses bad input changing nothing', async () => {
    const saver = await fundedAccount(t, ledger, { USDT: '10000' });
    const refusals: [Record<string, unknown>, keyof typeof ERROR_CODES][] = [
      [{ asset: 'DOGE', amount: '100' }, 'SAVINGS_COIN_NOT_OFFERED'],
      [{ amount: '0.5' }, 'SAVINGS_BELOW_MINIMUM'],
      [{ amount: '1.1234567' }, 'AMOUNT_PRECISION'],
      [{ amount: '-5' }, 'AMOUNT_INVALID'],
      [{ amount: '20000' }, 'INSUFFICIENT_BALANCE'],
      [{ amount: '10', requestId: 'short' }, 'FIELD_FORMAT'],
    ];
    for (const [body, key] of refusals) {
      const res = await post(saver, '/financial/savings/subscribe', {
        asset: 'USDT',
        requestId: rid('bad'),
        ...body,
      });
      expect(res.code, `${JSON.stringify(body)}: ${res.message}`).toBe(code(key));
    }
    expect(await spot(saver, 'USDT')).toBe('10000');

    const first = await subscribe(saver, '1000', 'subscribe-once-1');
    expect(first).toMatchObject({ code: 0, data: { replayed: false } });
    expect((await subscribe(saver, '1000', 'subscribe-once-1')).data.replayed).toBe(true);
    expect((await subscribe(saver, '999', 'subscribe-once-1')).code).toBe(
      code('IDEMPOTENCY_CONFLICT'),
    );
    expect(await spot(saver, 'USDT')).toBe('9000');
    expect((await savingsOf(saver))?.holding).toMatchObject({
      total: '1000',
      waiting: '1000',
      earning: '0',
      queued: '0',
      // Subscribed at 12:00 on the 21st: the first payout 24 h later is 04:00 on the 23rd.
      earnsFrom: Date.parse('2026-11-23T04:00:00Z'),
    });

    const tooMuch = await redeem(saver, '1500');
    expect(tooMuch.code).toBe(code('SAVINGS_REDEEM_TOO_MUCH'));
    expect(tooMuch.message).toContain('1000');
    expect((await redeem(saver, '200')).data).toEqual({ replayed: false, queued: false });
    expect(await spot(saver, 'USDT')).toBe('9200');
    expect((await savingsOf(saver))?.holding).toMatchObject({ total: '800', waiting: '800' });
    expect(await system('pending')).toBe('800');
    expect((await history(saver)).list.map((r) => [r.type, r.amount, r.status])).toEqual([
      ['redeem', '200', 'done'],
      ['subscribe', '1000', 'done'],
    ]);
    expect((await history(saver, { type: 'subscribe' })).total).toBe(1);
    expect((await get(saver, '/financial/earn/his/findByPage', { type: 'gift' })).code).toBe(
      code('FIELD_OUT_OF_RANGE'),
    );
  });

  it('pays the day’s loan interest at 04:00 to savings held 24 hours: 90 % to savers, 10 % to the security fund', async () => {
    const saver = await fundedAccount(t, ledger, { USDT: '10000' });
    const late = await fundedAccount(t, ledger, { USDT: '1000' });
    const borrower = await fundedAccount(t, ledger, { BTC: '1' });
    await subscribe(saver, '10000');
    await at('2026-11-22T04:00:00Z');
    // Not 24 hours yet: still waiting, nothing earned.
    expect((await savingsOf(saver))?.holding).toMatchObject({ waiting: '10000', earning: '0' });
    await at('2026-11-23T04:00:00Z');
    expect((await savingsOf(saver))?.holding).toMatchObject({ waiting: '0', earning: '10000' });

    await at('2026-11-23T05:00:00Z');
    const loan = await borrow(borrower, { amount: '3000' });
    expect(loan.code, loan.message).toBe(0);
    expect(await spot(borrower, 'USDT')).toBe('3000');
    expect(await locked(borrower, 'BTC')).toBe('1');
    // Subscribed a day later: earns nothing from this payout.
    await subscribe(late, '1000');

    await at('2026-11-24T04:00:00Z');
    // 23 hours × 0.2 % × 3000 = 138: 124.2 to savers, 13.8 to the security fund.
    expect(await system('fund')).toBe('13.8');
    const coin = await savingsOf(saver);
    expect(coin?.holding).toMatchObject({
      earning: '10124.2',
      yesterdayIncome: '124.2',
      totalIncome: '124.2',
    });
    expect(coin?.lent).toBe('3138');
    // 3138 lent of 11 124.2 held (the late subscriber's 1000 included).
    expect(coin?.utilisation).toBe('0.2821');
    expect((await savingsOf(late))?.holding).toMatchObject({ earning: '0', totalIncome: '0' });
    expect((await history(saver, { type: 'income' })).list).toEqual([
      {
        type: 'income',
        asset: 'USDT',
        amount: '124.2',
        status: 'done',
        time: Date.parse('2026-11-24T04:00:00Z'),
        date: '2026-11-24',
      },
    ]);
    // The public loan book says the same, read from the ledger, with the payout's transaction.
    const book = reply<LoanBook>(await t.get('/uc/lending/book')).data;
    expect(book.coins).toEqual([
      expect.objectContaining({
        asset: 'USDT',
        owedToSavers: '11124.2',
        lent: '3138',
        securityFund: '13.8',
        undistributed: '0',
        deficit: '0',
        openLoans: 1,
      }),
    ]);
    expect(book.ratios.find((bucket) => bucket.loans > 0)).toEqual({
      from: '0',
      to: '0.1',
      loans: 1,
    });
    expect(book.payouts[0]).toMatchObject({
      date: '2026-11-24',
      interest: '138',
      savers: '124.2',
      securityFund: '13.8',
      transactionId: expect.stringMatching(/^\d+$/),
    });
    // Run again, the payout is not paid twice.
    await t.app.jobQueue.runDue(100);
    expect(await system('fund')).toBe('13.8');

    // Repaid at 04:30: the hour begun at 04:00 is charged whole.
    await at('2026-11-24T04:30:00Z');
    const detail = await loanOf(borrower, loan.data.id);
    expect(detail).toMatchObject({ interest: '144', debt: '3144', status: 'accruing' });
    await fundedAccountTopUp(borrower, '144');
    const repaid = await post(borrower, '/pledge/repay', {
      id: loan.data.id,
      full: true,
      requestId: rid('repay'),
    });
    expect(repaid).toMatchObject({ code: 0, data: { settled: true, paid: '3144' } });
    expect(await spot(borrower, 'BTC')).toBe('1');
    expect(await locked(borrower, 'BTC')).toBe('0');
    expect(await system('book')).toBe('0');
    // The last hour's interest waits for the next payout.
    expect(await system('interest')).toBe('6');
    await at('2026-11-25T04:00:00Z');
    expect((await savingsOf(saver))?.holding?.totalIncome).toBe('129.6');
    expect(await system('interest')).toBe('0');
  });

  it('queues a redemption the pool cannot pay yet, pays it first from repayments, and lends nothing owed to it', async () => {
    const saver = await fundedAccount(t, ledger, { USDT: '1000' });
    const borrower = await fundedAccount(t, ledger, { BTC: '1', USDT: '100' });
    await subscribe(saver, '1000');
    const loan = await borrow(borrower, { amount: '800' });
    expect(loan.code, loan.message).toBe(0);
    expect((await borrow(borrower, { amount: '300' })).code).toBe(code('LOAN_POOL_SHORT'));

    expect((await redeem(saver, '500')).data).toEqual({ replayed: false, queued: true });
    expect(await spot(saver, 'USDT')).toBe('0');
    expect((await savingsOf(saver))?.holding).toMatchObject({ queued: '500', total: '1000' });
    // 200 is in the pool, all of it owed to the queue.
    expect((await borrow(borrower, { amount: '100' })).code).toBe(code('LOAN_POOL_SHORT'));
    expect((await history(saver, { type: 'redeem' })).list[0]).toMatchObject({ status: 'queued' });

    const part = await post(borrower, '/pledge/repay', {
      id: loan.data.id,
      amount: '400',
      requestId: rid('repay'),
    });
    expect(part).toMatchObject({ code: 0, data: { settled: false } });
    expect(await spot(saver, 'USDT')).toBe('500');
    expect((await history(saver, { type: 'redeem' })).list[0]).toMatchObject({ status: 'done' });
    expect(await system('redeeming')).toBe('0');
  });
});

describe('lending invariants', () => {
  it('notice a register that disagrees with the ledger', async () => {
    const saver = await fundedAccount(t, ledger, { USDT: '100' });
    const borrower = await fundedAccount(t, ledger, { BTC: '1' });
    await subscribe(saver, '100');
    await borrow(borrower, { amount: '100' });
    const db = t.database.db;
    await sql`update savings_lot set amount = amount + 1`.execute(db);
    await sql`update pledge_loan set collateral_amount = 2, principal = 99`.execute(db);
    const rules = (await checkAll(db, MODULES)).map((v) => v.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        expect.stringContaining('waiting account'),
        expect.stringContaining('holds exactly its collateral'),
        expect.stringContaining('book is minus'),
      ]),
    );
    // Put back, so the after-each check holds.
    await sql`update savings_lot set amount = amount - 1`.execute(db);
    await sql`update pledge_loan set collateral_amount = 1, principal = 100`.execute(db);
  });
});

describe('pledge loans', () => {
  it('lends at the initial ratio, charges by the hour begun, and repays interest first', async () => {
    const saver = await fundedAccount(t, ledger, { USDT: '100000' });
    const borrower = await fundedAccount(t, ledger, { BTC: '2', USDT: '200' });
    await subscribe(saver, '100000');
    const refusals: [Record<string, unknown>, keyof typeof ERROR_CODES][] = [
      [{ loanCoin: 'ETH' }, 'LOAN_PAIR_NOT_FOUND'],
      [{ termDays: 9 }, 'LOAN_TERM_INVALID'],
      [{ amount: '99.99' }, 'LOAN_BELOW_MINIMUM'],
      [{ amount: '30000.000001' }, 'LOAN_PLEDGE_RATIO_TOO_HIGH'],
      [{ amount: '10.1234567' }, 'AMOUNT_PRECISION'],
      [{ collateralAmount: '3', amount: '100' }, 'INSUFFICIENT_BALANCE'],
      [{ termDays: '7' }, 'FIELD_TYPE'],
    ];
    for (const [body, key] of refusals) {
      const res = await borrow(borrower, body);
      expect(res.code, `${JSON.stringify(body)}: ${res.message}`).toBe(code(key));
    }
    prices.delete('BTC');
    expect((await borrow(borrower)).code).toBe(code('LOAN_NO_PRICE'));
    prices.set('BTC', '60000');
    expect(await spot(borrower, 'BTC')).toBe('2');
    expect(await system('book')).toBe('0');

    const requestId = rid('borrow');
    const loan = await borrow(borrower, { amount: '30000', requestId });
    expect(loan.code, loan.message).toBe(0);
    expect((await borrow(borrower, { amount: '30000', requestId })).data).toEqual({
      id: loan.data.id,
      replayed: true,
    });
    expect((await borrow(borrower, { amount: '20000', requestId })).code).toBe(
      code('IDEMPOTENCY_CONFLICT'),
    );
    expect(await spot(borrower, 'USDT')).toBe('30200');

    t.clock.advance(HOUR + 60_000);
    const detail = await loanOf(borrower, loan.data.id);
    expect(detail).toMatchObject({
      status: 'accruing',
      interest: '120',
      debt: '30120',
      ratio: '0.502',
      health: 'healthy',
      hourlyRate: '0.002',
      dailyRate: '0.048',
      apr: '17.52',
      renewable: true,
    });
    // 30 120 owed on 1 BTC reaches 85 % at 35 435.29...
    expect(detail.liquidationPrice).toBe('35435.294117647059');
    expect(detail.records.map((r) => r.kind)).toEqual(['borrow']);

    const interestOnly = await post(borrower, '/pledge/repay', {
      id: loan.data.id,
      amount: '100',
      requestId: rid('repay'),
    });
    expect(interestOnly.code, interestOnly.message).toBe(0);
    expect(await loanOf(borrower, loan.data.id)).toMatchObject({
      interest: '20',
      principal: '30000',
      interestPaid: '100',
    });
    const over = await post(borrower, '/pledge/repay', {
      id: loan.data.id,
      amount: '30021',
      requestId: rid('repay'),
    });
    expect(over.code).toBe(code('LOAN_REPAY_TOO_MUCH'));
    expect(over.message).toContain('30020');

    // The index falls: a margin call, and no renewal until collateral is added.
    prices.set('BTC', '50000');
    expect(await loanOf(borrower, loan.data.id)).toMatchObject({
      ratio: '0.6004',
      health: 'call',
      renewable: false,
    });
    const renew = () =>
      post<{ termEnd: number }>(borrower, '/pledge/renew', {
        id: loan.data.id,
        requestId: rid('renew'),
      });
    expect((await renew()).code).toBe(code('LOAN_NOT_RENEWABLE'));
    const added = await post(borrower, '/pledge/collateral/add', {
      id: loan.data.id,
      amount: '1',
      requestId: rid('add'),
    });
    expect(added.code, added.message).toBe(0);
    expect(await locked(borrower, 'BTC')).toBe('2');
    const renewed = await renew();
    expect(renewed.code, renewed.message).toBe(0);
    expect(renewed.data.termEnd).toBe(Date.parse('2026-12-05T12:00:00Z'));

    const stranger = await fundedAccount(t, ledger, { USDT: '10' });
    expect(
      (await post(stranger, '/pledge/repay', { id: loan.data.id, full: true, requestId: rid('x') }))
        .code,
    ).toBe(code('LOAN_NOT_FOUND'));

    const full = await post(borrower, '/pledge/repay', {
      id: loan.data.id,
      full: true,
      requestId: rid('repay'),
    });
    expect(full).toMatchObject({ code: 0, data: { settled: true, paid: '30020' } });
    expect(await spot(borrower, 'BTC')).toBe('2');
    expect(await spot(borrower, 'USDT')).toBe('80');
    expect((await loanOf(borrower, loan.data.id)).status).toBe('settled');
    expect(
      (
        await post(borrower, '/pledge/repay', {
          id: loan.data.id,
          amount: '1',
          requestId: rid('r'),
        })
      ).code,
    ).toBe(code('LOAN_CLOSED'));
    expect(
      (await get<{ total: number }>(borrower, '/pledge/orders', { status: 'closed' })).data.total,
    ).toBe(1);
  });
});

/** Credits a user's spot USDT the way deposits do, for a repayment above what they hold. */
async function fundedAccountTopUp(s: Session, amount: string) {
  const { deposit } = await import('../ledger/ledger.test-support.js');
  await deposit(ledger, `topup-${s.member.id}-${amount}`, s.member.id, amount, 'USDT');
}

describe('lending in the console', () => {
  it('sets the payout hour and zone, pairs and savings coins, each checked and audited', async () => {
    const operator = await consoleOperator(t, ['config.manage']);
    const stranger = await consoleOperator(t, ['identity.review']);
    const cpost = async (path: string, body: unknown, token = operator.token) =>
      reply<Record<string, unknown>>(await consolePost(t, token, path, body));
    expect(reply(await consoleGet(t, operator.token, '/lending/settings')).data).toEqual({
      saverShare: '0.9',
      payoutHour: 4,
      timeZone: 'UTC',
      holdHours: 24,
      liquidationBand: '0.05',
      liquidationSlices: 4,
    });
    expect((await cpost('/lending/settings', { payoutHour: 8 }, stranger.token)).code).toBe(
      code('PERMISSION_DENIED'),
    );
    expect((await cpost('/lending/settings', { timeZone: 'Mars/Olympus' })).code).toBe(
      code('FIELD_OUT_OF_RANGE'),
    );
    expect((await cpost('/lending/settings', { payoutHour: 24 })).code).not.toBe(0);
    const changed = await cpost('/lending/settings', { payoutHour: 8, timeZone: 'Asia/Shanghai' });
    expect(changed.data).toMatchObject({ payoutHour: 8, timeZone: 'Asia/Shanghai' });

    // The savers see the new payout hour: 08:00 in Shanghai is 00:00 UTC.
    const saver = await fundedAccount(t, ledger, { USDT: '10' });
    const overview = (await get<SavingsOverview>(saver, '/financial/savings')).data;
    expect(overview).toMatchObject({ payoutHour: 8, timeZone: 'Asia/Shanghai' });
    expect(overview.nextPayoutAt).toBe(Date.parse('2026-11-22T00:00:00Z'));

    const pair = {
      collateral: 'BTC',
      loanCoin: 'USDT',
      initialRatio: '0.4',
      callRatio: '0.6',
      liquidationRatio: '0.8',
      hourlyRate: '0.0001',
      lateHourlyRate: '0.0001',
      termDays: [30, 7],
      minLoan: '50',
      enabled: true,
    };
    const refusals: [Record<string, unknown>, keyof typeof ERROR_CODES][] = [
      [{ ...pair }, 'FIELD_OUT_OF_RANGE'], // BTC/USDT exists: change it by id
      [{ ...pair, callRatio: '0.3' }, 'FIELD_OUT_OF_RANGE'],
      [{ ...pair, loanCoin: 'BTC' }, 'FIELD_OUT_OF_RANGE'],
      [{ ...pair, collateral: 'XYZ' }, 'ASSET_UNKNOWN'],
      [{ ...pair, collateral: 'USDT', loanCoin: 'BTC' }, 'FIELD_OUT_OF_RANGE'], // no USDT/BTC book
    ];
    for (const [body, key] of refusals)
      expect((await cpost('/lending/pairs', body)).code, JSON.stringify(body)).toBe(code(key));
    const list = (await cpost('/lending/pairs', { ...pair, id: 1 })).data as {
      pairs: { id: number; apr: string; termDays: number[] }[];
    };
    expect(list.pairs[0]).toMatchObject({ id: 1, apr: '0.876', termDays: [7, 30] });
    const userPairs = (
      await get<{ hourlyRate: string; initialRatio: string }[]>(saver, '/pledge/pairs')
    ).data;
    expect(userPairs[0]).toMatchObject({ hourlyRate: '0.0001', initialRatio: '0.4' });

    const coin = await cpost('/lending/savings-coins', {
      asset: 'BTC',
      minSubscribe: '0.001',
      enabled: true,
    });
    expect(coin.code, coin.message).toBe(0);
    const coins = (await get<SavingsOverview>(saver, '/financial/savings')).data.coins;
    expect(coins.map((c) => c.asset)).toEqual(['USDT', 'BTC']);
  });
});
