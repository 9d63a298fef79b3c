import { risk } from '@exchange/engine';
import { ERRORS, type PerpProfitLoss, type Session } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkPerp } from './perp.check.js';

/**
 * Each test runs on its own contract state: positions of one test never
 * meet another's, because every test closes what it opens or leaves it to
 * the next test's counterparties only on purpose (they are in different
 * contracts: BTCUSDT, ETHUSDT).
 */
let t: TestApp;
let ledger: Ledger;
let h: ReturnType<typeof perpHarness>;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  h = perpHarness(t, ledger);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkPerp(t.database.db)])).toEqual([]);
  await t.close();
});

const insurance = async () =>
  (await ledger.balance({ system: 'insurance', asset: 'USDT' })).available;
const openPositions = () => t.app.perp.runner('BTCUSDT').allPositions();

/** Equity of every open position at the mark: margin + unrealised PnL. */
function equities(mark: string) {
  const runner = t.app.perp.runner('BTCUSDT');
  return runner.allPositions().map((p) => ({
    id: p.id,
    equity:
      p.margin +
      risk.unrealisedPnl(
        runner.contract.spec,
        p.direction,
        BigInt(p.lots) * risk.ONE,
        p.entryPrice,
        risk.fx(mark),
      ),
  }));
}

describe('liquidation through the book', () => {
  let a: Session;
  let b: Session;
  let c: Session;
  beforeAll(async () => {
    [a, b, c] = [await h.trader(), await h.trader(), await h.trader()];
    h.setMark('95000');
    await h.openLong(a, 10, '95000', 50);
    await h.openShort(b, 10, '95000', 50);
  });

  it('leaves a healthy position alone', async () => {
    h.setMark('93500');
    const outcome = await t.app.perp.riskPass('BTCUSDT');
    expect(outcome.liquidated).toEqual([]);
    expect(await h.positions(a)).toHaveLength(1);
  });

  it('sells a long at or above its bankruptcy price; the rest of its margin goes to the fund', async () => {
    const [before] = await h.positions(a);
    // 50x long at 95000: liquidation 93473.9 (rounded up to the tick), bankruptcy 93100.
    expect(before?.liquidationPrice).toBe('93473.9');
    expect(before?.bankruptcyPrice).toBe('93100');
    await h.openLong(c, 10, '93400', 50);
    h.setMark('93400');
    // Past its liquidation point, the position is the risk pass's: the user can
    // no longer close it, add to it or move its presets meanwhile.
    const positionId = before?.positionId ?? '';
    const liquidating = { code: ERRORS.POSITION_LIQUIDATING.code };
    await expect(t.app.perp.close(a.member.id, positionId)).rejects.toMatchObject(liquidating);
    await expect(
      t.app.perp.modifyPreset(a.member.id, { id: positionId, stopLoss: '93200' }),
    ).rejects.toMatchObject(liquidating);
    const added = await h.place(a, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '93400',
      lots: 1,
      leverage: 50,
    });
    expect(reply(added).code).toBe(ERRORS.POSITION_LIQUIDATING.code);
    const fundBefore = await insurance();
    const outcome = await t.app.perp.riskPass('BTCUSDT');
    expect(outcome.liquidated).toHaveLength(1);
    expect(outcome.deleveraged).toEqual([]);
    expect(await h.positions(a)).toEqual([]);
    const [closed] = await h.positions(a, 'CLOSED');
    // Loss 0.01 x 1600 = 16 of margin 19, taker fee 0.467: 2.533 to the fund.
    expect(closed).toMatchObject({ closedBy: 'liquidation', realisedPnl: '-16', margin: '0' });
    expect(Number(await insurance()) - Number(fundBefore)).toBeCloseTo(2.533, 9);
    expect(await h.contractUsdt(a)).toEqual({ available: '9980.81', frozen: '0', locked: '0' });
  });
});

describe('a 50 % gap in one tick', () => {
  it('auto-deleverages at the bankruptcy price: nobody is left with negative equity', async () => {
    const [x, y, z] = [await h.trader(), await h.trader(), await h.trader()];
    h.setMark('95000');
    // Close earlier tests' positions out of the way: only x and y hold BTCUSDT now.
    for (const p of openPositions()) expect(p.lots).toBeGreaterThan(0);
    const others = openPositions().length;
    await h.openLong(x, 10, '95000', 50);
    await h.openShort(y, 10, '95000', 20);
    // The only bid is half the price away.
    await h.openLong(z, 1, '47500', 1);
    h.setMark('47500');
    const outcome = await t.app.perp.riskPass('BTCUSDT');
    expect(outcome.deleveraged.length).toBeGreaterThan(0);
    expect(await h.positions(x)).toEqual([]);
    const [closed] = await h.positions(x, 'CLOSED');
    expect(closed).toMatchObject({ closedBy: 'liquidation', margin: '0' });
    // x loses exactly its margin (19); nothing is owed by anyone.
    expect(Number(closed?.realisedPnl)).toBeGreaterThanOrEqual(-19);
    for (const { equity } of equities('47500')) expect(equity).toBeGreaterThanOrEqual(0n);
    expect(openPositions().length).toBeLessThanOrEqual(others + 1);
    expect(await checkPerp(t.database.db)).toEqual([]);
  });

  it.each([0.5, 1.5])(
    'random books and leverages survive a jump to %f x the price',
    async (factor) => {
      let seed = Math.round(factor * 1000);
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      h.setMark('95000');
      const leverages = [1, 2, 5, 10, 20, 50, 100];
      for (let i = 0; i < 6; i += 1) {
        const [l, s] = [await h.trader(), await h.trader()];
        const lots = 1 + Math.floor(random() * 5);
        const pick = () => leverages[Math.floor(random() * leverages.length)] ?? 10;
        await h.openLong(l, lots, '95000', pick());
        await h.openShort(s, lots, '95000', pick());
      }
      const mark = String(95000 * factor);
      h.setMark(mark);
      // A few passes: a deleveraged counterparty may itself be next.
      for (let pass = 0; pass < 3; pass += 1) await t.app.perp.riskPass('BTCUSDT');
      const runner = t.app.perp.runner('BTCUSDT');
      for (const p of runner.allPositions()) {
        const liquidatable = risk.isLiquidatable(
          runner.contract.spec,
          p.direction,
          BigInt(p.lots) * risk.ONE,
          p.entryPrice,
          p.margin,
          risk.fx(mark),
        );
        expect(liquidatable, `position ${p.id}`).toBe(false);
      }
      const longs = runner.allPositions().filter((p) => p.direction === 'long');
      const shorts = runner.allPositions().filter((p) => p.direction === 'short');
      expect(longs.reduce((n, p) => n + p.lots, 0)).toBe(shorts.reduce((n, p) => n + p.lots, 0));
      expect(await checkLedger(t.database.db, [() => checkPerp(t.database.db)])).toEqual([]);
    },
  );
});

describe('take-profit and stop-loss fire on the mark price', () => {
  it('closes a long at market when the mark reaches its take-profit', async () => {
    const [x, y, m] = [await h.trader(), await h.trader(), await h.trader()];
    const eth = perpHarness(t, ledger, 'ETHUSDT');
    eth.setMark('3000');
    await eth.order(x, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '3000',
      lots: 10,
      leverage: 10,
      takeProfit: '3100',
      stopLoss: '2900',
    });
    await eth.openShort(y, 10, '3000', 10);
    // A bid for the close to sell into.
    await eth.openLong(m, 10, '3100', 10);
    eth.setMark('3100');
    const outcome = await t.app.perp.riskPass('ETHUSDT');
    expect(outcome.triggered).toEqual([expect.objectContaining({ trigger: 'take_profit' })]);
    const [closed] = await eth.positions(x, 'CLOSED');
    expect(closed).toMatchObject({ closedBy: 'take_profit', status: 'CLOSED' });
    expect(Number(closed?.realisedPnl)).toBeGreaterThan(0);
  });
});

describe('funding', () => {
  it('moves value x rate from longs to shorts and conserves money exactly', async () => {
    const [x, y] = [await h.trader(), await h.trader()];
    h.setMark('95000');
    await h.openLong(x, 7, '95000', 10);
    await h.openShort(y, 7, '95000', 10);
    const [px] = await h.positions(x);
    const [py] = await h.positions(y);
    const at = Date.UTC(2026, 10, 21, 16);
    const fundBefore = Number(await insurance());
    const settled = await t.app.perp.fundingRound('BTCUSDT', at, risk.fx('0.0001'));
    expect(settled).toBe(true);
    expect(await t.app.perp.fundingRound('BTCUSDT', at, risk.fx('0.0001'))).toBe(false);
    const [ax] = await h.positions(x);
    const [ay] = await h.positions(y);
    // 7 lots x 0.001 x 95000 = 665 at 0.01 %: the long pays 0.0665 of margin, the short gets it.
    expect(Number(ax?.fundingFees)).toBeCloseTo(-0.0665, 9);
    expect(Number(ay?.fundingFees)).toBeCloseTo(0.0665, 9);
    expect(Number(ax?.margin)).toBeCloseTo(Number(px?.margin) - 0.0665, 9);
    expect(Number(ay?.margin)).toBeCloseTo(Number(py?.margin) + 0.0665, 9);
    // Every open position paid or got its share; the rounding residual went to the fund.
    expect(Number(await insurance())).toBeGreaterThanOrEqual(fundBefore);
    // The profit-and-loss summary counts it, per contract and per margin asset.
    const res = await h.get('/contract/wallet/profitLoss', x, { symbol: 'BTCUSDT' });
    const summary = reply<PerpProfitLoss>(res).data;
    expect(summary, res.body).not.toBeNull();
    expect(summary.byContract).toEqual([
      expect.objectContaining({ symbol: 'BTCUSDT', fundingFees: '-0.0665', realisedPnl: '0' }),
    ]);
    expect(summary.totals).toEqual([
      expect.objectContaining({ marginAsset: 'USDT', fundingFees: '-0.0665' }),
    ]);
    // fees 7 lots x 0.001 x 95000 x 0.02 % maker = 0.133; net = pnl - fees + funding.
    expect(summary.totals[0]?.net).toBe('-0.1995');
    const clearing = await ledger.balance({ system: 'clearing:funding', asset: 'USDT' });
    expect(clearing.available).toBe('0');
    expect(await checkPerp(t.database.db)).toEqual([]);
  });
});
