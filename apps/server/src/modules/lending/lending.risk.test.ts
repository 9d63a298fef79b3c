import { ERROR_CODES, type LoanBook, type Session } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { fundedAccount, reply } from '../../test/accounts.js';
import { openDatabase } from '../../db/database.js';
import { createPostgresDatabase, describeWithPostgres, TEST_DATABASE_URL } from '../../test/db.js';
import { lendingApp, type LendingApp } from '../../test/lending.js';

let L: LendingApp;
beforeEach(async () => {
  L = await lendingApp();
});
afterEach(async () => {
  expect(await checkAll(L.t.database.db, MODULES)).toEqual([]);
  await L.t.close();
});

/** A resting limit buy of BTC on the spot book, by a user funded for it. */
async function bid(price: string, amount: string): Promise<Session> {
  const buyer = await fundedAccount(L.t, L.ledger, { USDT: '1000000' });
  await L.t.app.spot.place(buyer.member.id, {
    symbol: 'BTC/USDT',
    side: 'buy',
    type: 'limit',
    price,
    amount,
  });
  return buyer;
}

/** Puts coins into the contracts' insurance fund, as an operator's top-up does. */
async function insure(amount: string) {
  await L.ledger.post({
    idempotencyKey: `insure-${amount}`,
    type: 'manual_deposit',
    reference: 'insurance-topup',
    lines: [
      {
        account: { system: 'custody:MANUAL', asset: 'USDT' },
        part: 'available',
        amount: `-${amount}`,
      },
      { account: { system: 'insurance', asset: 'USDT' }, part: 'available', amount },
    ],
  });
}

/** The next slot of the risk job (every 10 s), run. */
async function risk() {
  L.t.clock.advance(10_000);
  await L.t.app.jobQueue.runDue(100);
}

describe('pledge loan risk', () => {
  it('calls margin once per descent, and liquidates at 85 % on our book, returning what the debt did not need', async () => {
    const saver = await fundedAccount(L.t, L.ledger, { USDT: '100000' });
    const borrower = await fundedAccount(L.t, L.ledger, { BTC: '1' });
    await L.subscribe(saver, '100000');
    const loan = await L.borrow(borrower, { amount: '30000' });
    expect(loan.code, loan.message).toBe(0);

    L.prices.set('BTC', '49000');
    await risk();
    let detail = await L.loanOf(borrower, loan.data.id);
    expect(detail).toMatchObject({ health: 'call', status: 'accruing' });
    expect(detail.records.map((r) => r.kind)).toEqual(['margin_call', 'borrow']);
    await risk();
    expect((await L.loanOf(borrower, loan.data.id)).records).toHaveLength(2);
    // Healthy again, then down again: called again.
    L.prices.set('BTC', '60000');
    await risk();
    L.prices.set('BTC', '49000');
    await risk();
    expect(
      (await L.loanOf(borrower, loan.data.id)).records.filter((r) => r.kind === 'margin_call'),
    ).toHaveLength(2);
    expect(L.t.outbox).toEqual([]);

    // Bids well above the floor (35 000 × 0.95): the book pays more than the index.
    const buyer = await bid('36000', '2');
    L.prices.set('BTC', '35000');
    await risk();
    detail = await L.loanOf(borrower, loan.data.id);
    expect(detail.status).toBe('liquidated');
    expect(detail.records[0]?.kind).toBe('liquidation');
    // 30 060 owed (the hour begun charged): slices of at most 0.25 BTC, each
    // sized at the floor price, so the last sells a little more than needed.
    const sold = await L.spot(buyer, 'BTC');
    expect(Number(sold)).toBeGreaterThan(0.83);
    expect(Number(sold)).toBeLessThan(0.85);
    // What the sale raised above the debt is the borrower's, beside the loan they keep.
    expect(Number(await L.spot(borrower, 'USDT'))).toBeGreaterThan(30000);
    expect(await L.locked(borrower, 'BTC')).toBe('0');
    // The unsold collateral is the borrower's again (the resting buyer got the sale less its maker fee).
    const buyerFee = Number(L.t.app.spot.market('BTC/USDT').makerFee);
    expect(Number(await L.spot(borrower, 'BTC'))).toBeCloseTo(1 - Number(sold) / (1 - buyerFee), 8);
    expect(await L.system('book')).toBe('0');
    expect(await L.system('deficit')).toBe('0');
    const book = reply<LoanBook>(await L.t.get('/uc/lending/book')).data;
    expect(book.last30Days).toEqual({
      marginCalls: 2,
      liquidations: 1,
      shortfall: '0',
      covered: '0',
    });
  });

  it('writes a gap the sale cannot cover into the deficit account, covered by the insurance fund as far as it holds', async () => {
    const saver = await fundedAccount(L.t, L.ledger, { USDT: '100000' });
    const borrower = await fundedAccount(L.t, L.ledger, { BTC: '1' });
    await L.subscribe(saver, '100000');
    const loan = await L.borrow(borrower, { amount: '30000' });
    expect(loan.code, loan.message).toBe(0);
    await insure('5000');
    await bid('19500', '1');

    // The index gaps from 60 000 to 20 000: the collateral cannot cover the debt.
    L.prices.set('BTC', '20000');
    await risk();
    const detail = await L.loanOf(borrower, loan.data.id);
    expect(detail.status).toBe('liquidated');
    expect(await L.spot(borrower, 'BTC')).toBe('0');
    expect(await L.system('book')).toBe('0');
    // 1 BTC at 19 500 less the taker fee against ~30 006 owed: ~10 500 short, 5000 covered.
    const deficit = Number(await L.system('deficit'));
    expect(deficit).toBeLessThan(-5000);
    expect(deficit).toBeGreaterThan(-6000);
    expect((await L.ledger.balance({ system: 'insurance', asset: 'USDT' })).available).toBe('0');
    const settled = detail.records.find((r) => r.kind === 'liquidation');
    expect(settled).toBeDefined();
  });

  it('waits, holding the collateral, while the book has no bid within the band, and sells when one comes', async () => {
    const saver = await fundedAccount(L.t, L.ledger, { USDT: '100000' });
    const borrower = await fundedAccount(L.t, L.ledger, { BTC: '1' });
    await L.subscribe(saver, '100000');
    const loan = await L.borrow(borrower, { amount: '30000' });
    await bid('30000', '1');
    L.prices.set('BTC', '35000');
    await risk();
    // The only bid is below 35 000 × 0.95: nothing sold, the loan waits.
    expect((await L.loanOf(borrower, loan.data.id)).status).toBe('liquidating');
    expect(await L.system('book')).not.toBe('0');
    await bid('34000', '1');
    await risk();
    expect((await L.loanOf(borrower, loan.data.id)).status).toBe('liquidated');
  });
});

describe('a crash of the collateral’s index', () => {
  it('leaves every loan healthy, called or liquidated, nothing negative and nothing lost, when BTC falls 50 % in one tick', async () => {
    const saver = await fundedAccount(L.t, L.ledger, { USDT: '1000000' });
    await L.subscribe(saver, '1000000');
    await insure('2000');
    // Twenty borrowers, each pledging 1 BTC at 60 000 and borrowing 10 % to 50 % of it.
    const loans: { s: Session; id: number; ratio: number }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const s = await fundedAccount(L.t, L.ledger, { BTC: '1' });
      const ratio = 0.1 + (0.4 * i) / 19;
      const amount = String(Math.floor(60000 * ratio));
      const loan = await L.borrow(s, { amount });
      expect(loan.code, loan.message).toBe(0);
      loans.push({ s, id: loan.data.id, ratio });
    }
    // A book that takes some of it above the floor, and less and less below.
    await bid('29500', '3');
    await bid('29000', '3');
    await bid('28600', '10');

    L.prices.set('BTC', '30000');
    for (let pass = 0; pass < 6; pass += 1) await risk();

    for (const loan of loans) {
      const detail = await L.loanOf(loan.s, loan.id);
      // Debt over collateral was `ratio` at 60 000, twice that at 30 000.
      const expected = loan.ratio * 2 >= 0.85 ? 'liquidated' : 'accruing';
      expect(detail.status, `loan at ${loan.ratio.toFixed(3)}`).toBe(expected);
      if (detail.status === 'accruing')
        expect(detail.health).toBe(loan.ratio * 2 >= 0.6 ? 'call' : 'healthy');
      for (const asset of ['BTC', 'USDT']) {
        const balance = await L.ledger.balance({ userId: loan.s.member.id, wallet: 'spot', asset });
        expect(Number(balance.available)).toBeGreaterThanOrEqual(0);
      }
      if (detail.status === 'liquidated') expect(await L.locked(loan.s, 'BTC')).toBe('0');
    }
    const { rows } = await sql<{ total: string }>`
      select coalesce(sum(liq_shortfall - liq_covered), 0) as total from pledge_loan`.execute(
      L.t.database.db,
    );
    const shortfall = Number(rows[0]?.total);
    // Whatever the insurance fund could not cover is the deficit, in plain sight.
    expect(Number(await L.system('deficit'))).toBeCloseTo(-shortfall, 8);
    expect(
      Number((await L.ledger.balance({ system: 'insurance', asset: 'USDT' })).available),
    ).toBeGreaterThanOrEqual(0);
    // The after-each check holds every ledger and lending invariant.
  });
});

describeWithPostgres('pledge loans on PostgreSQL', () => {
  let pg: LendingApp;
  beforeAll(async () => {
    pg = await lendingApp({ database: await createPostgresDatabase() });
  });
  afterAll(async () => {
    expect(await checkAll(pg.t.database.db, MODULES)).toEqual([]);
    await pg.t.close();
  });

  it('charges interest by the hour begun across a restart, from what the database holds', async () => {
    const base = await createPostgresDatabase();
    // The first server stops; its database stays for the second.
    const first = await lendingApp({ database: { ...base, close: async () => undefined } });
    const saver = await fundedAccount(first.t, first.ledger, { USDT: '10000' });
    await first.subscribe(saver, '10000');
    const borrower = await fundedAccount(first.t, first.ledger, { BTC: '1' });
    const loan = await first.borrow(borrower, { amount: '1000' });
    expect(loan.code, loan.message).toBe(0);
    const borrowedAt = first.t.clock.nowMs();
    await first.t.close();

    const second = await lendingApp({
      database: await openDatabase({
        databaseUrl: TEST_DATABASE_URL,
        searchPath: base.schema,
        poolSize: 4,
      }),
    });
    try {
      // Five and a half hours later: six hours charged at 0.2 % of 1000.
      second.t.clock.set(borrowedAt + 5.5 * 3_600_000);
      expect(await second.loanOf(borrower, loan.data.id)).toMatchObject({
        interest: '12',
        debt: '1012',
      });
      second.t.clock.set(borrowedAt + 6 * 3_600_000);
      expect((await second.loanOf(borrower, loan.data.id)).interest).toBe('12');
      second.t.clock.set(borrowedAt + 6 * 3_600_000 + 1);
      expect((await second.loanOf(borrower, loan.data.id)).interest).toBe('14');
      expect(await checkAll(second.t.database.db, MODULES)).toEqual([]);
    } finally {
      await second.t.close();
      await base.close();
    }
  });

  it('gives a full repayment racing a liquidation exactly one outcome, three times', async () => {
    const saver = await fundedAccount(pg.t, pg.ledger, { USDT: '1000000' });
    await pg.subscribe(saver, '1000000');
    const buyer = await fundedAccount(pg.t, pg.ledger, { USDT: '1000000' });
    await pg.t.app.spot.place(buyer.member.id, {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: '40000',
      amount: '10',
    });
    for (let round = 0; round < 3; round += 1) {
      pg.prices.set('BTC', '60000');
      const borrower = await fundedAccount(pg.t, pg.ledger, { BTC: '1', USDT: '500' });
      const loan = await pg.borrow(borrower, { amount: '30000' });
      expect(loan.code, loan.message).toBe(0);
      pg.prices.set('BTC', '35000');
      pg.t.clock.advance(10_000);
      const [, repaid] = await Promise.all([
        pg.t.app.jobQueue.runDue(100),
        pg.post<{ settled: boolean }>(borrower, '/pledge/repay', {
          id: loan.data.id,
          full: true,
          requestId: `race-${round}-repay`,
        }),
      ]);
      const detail = await pg.loanOf(borrower, loan.data.id);
      if (repaid.code === 0) {
        expect(detail.status).toBe('settled');
        expect(await pg.spot(borrower, 'BTC')).toBe('1');
      } else {
        expect(repaid.code).toBe(ERROR_CODES.LOAN_LIQUIDATING);
        // Taken by the liquidation: it ends within the next passes.
        for (let pass = 0; pass < 3 && detail.status !== 'liquidated'; pass += 1) {
          pg.t.clock.advance(10_000);
          await pg.t.app.jobQueue.runDue(100);
        }
        expect((await pg.loanOf(borrower, loan.data.id)).status).toBe('liquidated');
      }
      expect(await pg.locked(borrower, 'BTC')).toBe('0');
      expect(await checkAll(pg.t.database.db, MODULES)).toEqual([]);
    }
  });
});
