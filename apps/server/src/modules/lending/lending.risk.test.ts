import type { Session } from '@exchange/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkAll } from '../../checks.js';
import { MODULES } from '../../modules.js';
import { fundedAccount } from '../../test/accounts.js';
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
