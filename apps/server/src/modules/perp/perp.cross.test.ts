import { risk } from '@exchange/engine';
import { ERRORS, type PerpMarginMode, type PerpPosition, type Session } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { user } from '../ledger/ledger.test-support.js';
import { checkPerp } from './perp.check.js';

/**
 * Cross margin (`perp.cross.ts`) through the API and the risk pass: the
 * mode switch and its refusals, the free balance carrying a cross position
 * past its isolated liquidation price, a sister contract's surplus margin
 * moving across, the account's liquidation, and a 50 % gap. Every test
 * leaves the ledger and contract checks clean (checked after all).
 */
let t: TestApp;
let ledger: Ledger;
let btc: ReturnType<typeof perpHarness>;
let eth: ReturnType<typeof perpHarness>;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  btc = perpHarness(t, ledger);
  eth = perpHarness(t, ledger, 'ETHUSDT');
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkPerp(t.database.db)])).toEqual([]);
  await t.close();
});

const PATH = '/uc/contract/margin-mode';
async function setMode(s: Session, mode: string, symbol = 'BTCUSDT') {
  return reply<PerpMarginMode>(await t.post(PATH, { symbol, mode }, { token: s.token }));
}
async function modeOf(s: Session, symbol = 'BTCUSDT') {
  return reply<PerpMarginMode>(await t.get(PATH, { symbol }, { token: s.token })).data.mode;
}
const free = async (s: Session) => (await btc.contractUsdt(s)).available;
/** The user's open position in the harness's contract. */
const one = async (h: typeof btc, s: Session, symbol = h === eth ? 'ETHUSDT' : 'BTCUSDT') => {
  const p = (await h.positions(s)).find((q: PerpPosition) => q.symbol === symbol);
  if (!p) throw new Error(`no open ${symbol} position`);
  return p;
};
/**
 * Equity at the marks of every isolated position (margin + unrealised PnL)
 * and of every cross account (free balance + its positions' margins and
 * PnL in both contracts), by owner.
 */
async function equities(): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  for (const symbol of ['BTCUSDT', 'ETHUSDT']) {
    const runner = t.app.perp.runner(symbol);
    const mark = runner.mark ?? 0n;
    for (const p of runner.allPositions()) {
      const pnl = risk.unrealisedPnl(
        runner.contract.spec,
        p.direction,
        BigInt(p.lots) * risk.ONE,
        p.entryPrice,
        mark,
      );
      const key = p.marginMode === 'cross' ? `account ${p.userId}` : `position ${p.id}`;
      if (!out.has(key) && p.marginMode === 'cross') {
        const balance = await ledger.balance(user(p.userId, 'USDT', 'contract'));
        out.set(key, risk.fx(balance.available));
      }
      out.set(key, (out.get(key) ?? 0n) + p.margin + pnl);
    }
  }
  return out;
}

describe('the margin-mode switch', () => {
  it('is isolated by default, switches while nothing is open, and is refused otherwise', async () => {
    const [u, v] = [await btc.trader(), await btc.trader()];
    expect(await modeOf(u)).toBe('isolated');
    expect((await setMode(u, 'cross')).data).toEqual({ symbol: 'BTCUSDT', mode: 'cross' });
    expect(await modeOf(u)).toBe('cross');
    // The other contract keeps its own mode.
    expect(await modeOf(u, 'ETHUSDT')).toBe('isolated');
    expect((await setMode(u, 'sideways')).code).toBe(ERRORS.FIELD_FORMAT.code);

    btc.setMark('95000');
    const order = await btc.openLong(u, 2, '90000', 20);
    const pending = await setMode(u, 'isolated');
    expect(pending.code).toBe(ERRORS.MARGIN_MODE_ORDERS_PENDING.code);
    expect(await modeOf(u)).toBe('cross');
    await btc.get('/contract/wallet/cancel', u, { id: order.orderId });

    await btc.openShort(v, 2, '95000', 20);
    await btc.openLong(u, 2, '95000', 20);
    const position = await one(btc, u);
    expect(position.marginMode).toBe('cross');
    expect((await one(btc, v)).marginMode).toBe('isolated');
    const refused = await setMode(u, 'isolated');
    expect(refused.code).toBe(ERRORS.MARGIN_MODE_POSITION_OPEN.code);
    expect(await modeOf(u)).toBe('cross');
    // Setting the mode it already has is no change, position or not.
    expect((await setMode(u, 'cross')).code).toBe(0);
  });

  it('survives a restart of the contract', async () => {
    const u = await btc.trader();
    await setMode(u, 'cross');
    await t.app.perp.runner('BTCUSDT').exclusive(() => t.app.perp.runner('BTCUSDT').start());
    expect(await modeOf(u)).toBe('cross');
  });
});

describe('the free balance carries a cross position', () => {
  it('tops it up past its isolated liquidation price instead of liquidating it', async () => {
    const [a, b] = [await btc.trader(), await btc.trader()];
    await setMode(a, 'cross');
    btc.setMark('95000');
    await btc.openShort(b, 10, '95000', 10);
    await btc.openLong(a, 10, '95000', 50);
    const opened = await one(btc, a);
    expect(opened.margin).toBe('19');
    const freeBefore = Number(await free(a));
    // 93400 is below the isolated liquidation price (93473.9) of 19 margin.
    btc.setMark('93400');
    const outcome = await t.app.perp.riskPass('BTCUSDT');
    expect(outcome.liquidated).toEqual([]);
    const carried = await one(btc, a);
    // Initial margin at the mark (0.01 x 93400 / 50 = 18.68) plus the loss (16).
    expect(carried.margin).toBe('34.68');
    expect(Number(await free(a))).toBeCloseTo(freeBefore - 15.68, 9);
    // The account's figures: far from liquidation with ~9,980 USDT behind it.
    expect(Number(carried.marginRate)).toBeLessThan(0.01);
    expect(carried.liquidationPrice === null || Number(carried.liquidationPrice) < 1000).toBe(true);
    await t.app.perp.close(a.member.id, carried.positionId).catch(() => undefined);
  });

  it('draws a sister contract’s surplus margin when the free balance is spent', async () => {
    const [w, b1, e1] = [await btc.trader('1000'), await btc.trader(), await btc.trader()];
    await setMode(w, 'cross');
    await setMode(w, 'cross', 'ETHUSDT');
    btc.setMark('95000');
    eth.setMark('3000');
    await btc.openShort(b1, 10, '95000', 10);
    await btc.openLong(w, 10, '95000', 50);
    await eth.openLong(e1, 100, '3000', 1);
    await eth.openShort(w, 100, '3000', 10);
    // Spend the free balance: it leaves for the spot wallet.
    const left = await free(w);
    await ledger.post({
      idempotencyKey: `cross-out-${w.usercode}`,
      type: 'transfer',
      reference: `cross-out-${w.usercode}`,
      lines: [
        { account: user(w.member.id, 'USDT', 'contract'), part: 'available', amount: `-${left}` },
        { account: user(w.member.id), part: 'available', amount: left },
      ],
    });
    expect(await free(w)).toBe('0');
    // ETH falls: the short is 500 up. BTC falls past the long's isolated liquidation.
    eth.setMark('2500');
    btc.setMark('93000');
    expect((await t.app.perp.riskPass('BTCUSDT')).liquidated).toEqual([]);
    // The ETH runner released what its short holds beyond its maintenance margin
    // (0.4 % of 2500 = 10: its initial margin at 2500, 250, is less than its 500 profit).
    await t.app.perp.riskPass('ETHUSDT');
    const short = await one(eth, w);
    expect(short.margin).toBe('10');
    expect(Number(await free(w))).toBeCloseTo(290, 9);
    // The next mark moves it to the long: initial margin 18.6 plus the 20 loss.
    expect((await t.app.perp.riskPass('BTCUSDT')).liquidated).toEqual([]);
    expect((await one(btc, w)).margin).toBe('38.6');
    expect(Number(await free(w))).toBeCloseTo(290 - 19.6, 9);
  });
});

describe('the free balance a cross account needs stays', () => {
  let rid = 0;
  const transfer = async (s: Session, amount: string) =>
    reply(
      await t.post(
        '/uc/asset/transfer',
        {
          asset: 'USDT',
          from: 'contract',
          to: 'spot',
          amount,
          requestId: `req${Date.now()}${(rid += 1)}`,
        },
        { token: s.token },
      ),
    ).code;

  it('refuses a transfer out that would leave less than its positions need', async () => {
    const [a, b] = [await btc.trader('100'), await btc.trader()];
    await setMode(a, 'cross');
    btc.setMark('95000');
    await btc.openShort(b, 10, '95000', 10);
    await btc.openLong(a, 10, '95000', 50);
    // At 93000 the long needs 18.6 + 20 = 38.6 and holds 19: 19.6 of the free balance is spoken for.
    btc.setMark('93000');
    const left = Number(await free(a));
    expect(await transfer(a, (left - 19.5).toFixed(2))).toBe(ERRORS.CROSS_MARGIN_RESERVED.code);
    expect(Number(await free(a))).toBe(left);
    expect(await transfer(a, (left - 19.6).toFixed(3))).toBe(0);
    // Isolated positions reserve nothing: b moves everything it has free.
    expect(await transfer(b, await free(b))).toBe(0);
    await t.app.perp.close(a.member.id, (await one(btc, a)).positionId).catch(() => undefined);
  });

  it('cancels opening orders whose frozen funds would carry the account, before liquidating', async () => {
    const [c, d] = [await btc.trader('100'), await btc.trader()];
    await setMode(c, 'cross');
    btc.setMark('95000');
    eth.setMark('3000');
    await btc.openShort(d, 10, '95000', 10);
    await btc.openLong(c, 10, '95000', 50);
    // A bid far below the market in the other contract freezes most of the rest.
    const bid = await eth.openLong(c, 3, '2000', 1);
    const freeBefore = Number(await free(c));
    expect(freeBefore).toBeLessThan(40);
    // Loss 40 at 91000: free balance alone cannot carry it, free plus frozen can.
    const long = Number((await one(btc, c)).positionId);
    btc.setMark('91000');
    expect((await t.app.perp.riskPass('BTCUSDT')).liquidated).not.toContain(long);
    await t.app.perp.settled();
    const order = reply<{ status: string; cancelReason: string | null }>(
      await eth.get('/contract/wallet/findOrderById', c, { id: bid.orderId }),
    ).data;
    expect(order.status).toBe('CANCELLED');
    expect(Number(await free(c))).toBeGreaterThan(freeBefore + 39);
    // The next mark tops the long up from the released funds.
    expect((await t.app.perp.riskPass('BTCUSDT')).liquidated).not.toContain(long);
    expect((await one(btc, c)).margin).toBe('58.2');
  });
});

describe('the account is liquidated by its margin ratio', () => {
  it('takes the free balance into the liquidation when equity reaches maintenance', async () => {
    const [c, d, m] = [await btc.trader('100'), await btc.trader(), await btc.trader()];
    await setMode(c, 'cross');
    btc.setMark('95000');
    await btc.openShort(d, 10, '95000', 10);
    await btc.openLong(c, 10, '95000', 50);
    // ~100 USDT of equity behind 950 of value: the account's liquidation is near 85,000.
    btc.setMark('88000');
    expect((await t.app.perp.riskPass('BTCUSDT')).liquidated).toEqual([]);
    const carried = await one(btc, c);
    expect(Number(carried.liquidationPrice)).toBeGreaterThan(84000);
    expect(Number(carried.liquidationPrice)).toBeLessThan(88000);
    // A bid for the liquidation to sell into, then the mark past the account's price.
    await btc.openLong(m, 10, '85000', 10);
    btc.setMark('85000');
    const outcome = await t.app.perp.riskPass('BTCUSDT');
    expect(outcome.liquidated).toContain(Number(carried.positionId));
    expect(await btc.positions(c)).toEqual([]);
    const [closed] = await btc.positions(c, 'CLOSED');
    expect(closed).toMatchObject({ closedBy: 'liquidation', marginMode: 'cross' });
    // The free balance went in with it; nothing is owed.
    expect(await btc.contractUsdt(c)).toEqual({ available: '0', frozen: '0', locked: '0' });
  });

  it('leaves no unhandled negative equity after a 50 % gap in one tick', async () => {
    // Earlier tests' resting bids out of the way: the book is what this test puts there.
    for (const o of t.app.perp.runner('BTCUSDT').allOrders())
      if (o.status === 'PENDING') await t.app.perp.cancel(o.userId, String(o.id));
    const [x, y, z] = [await btc.trader('200'), await btc.trader(), await btc.trader()];
    await setMode(x, 'cross');
    btc.setMark('95000');
    await btc.openShort(y, 10, '95000', 20);
    await btc.openLong(x, 10, '95000', 50);
    // The only bid is half the price away.
    await btc.openLong(z, 1, '47500', 1);
    btc.setMark('47500');
    const [xPosition] = await btc.positions(x);
    const first = await t.app.perp.riskPass('BTCUSDT');
    // The book took one lot; the other nine were auto-deleveraged.
    expect(first.liquidated).toContain(Number(xPosition?.positionId));
    expect(first.deleveraged).toContain(Number(xPosition?.positionId));
    // A deleveraged counterparty may itself be next.
    for (let pass = 0; pass < 2; pass += 1) await t.app.perp.riskPass('BTCUSDT');
    expect(await btc.positions(x)).toEqual([]);
    const [closed] = await btc.positions(x, 'CLOSED');
    expect(closed).toMatchObject({ closedBy: 'liquidation', marginMode: 'cross' });
    // x lost at most what its account had; no balance of anyone is negative.
    const balance = await btc.contractUsdt(x);
    expect(Number(balance.available)).toBeGreaterThanOrEqual(0);
    for (const [owner, equity] of await equities())
      expect(equity, owner).toBeGreaterThanOrEqual(0n);
    const runner = t.app.perp.runner('BTCUSDT');
    const lots = (side: 'long' | 'short') =>
      runner
        .allPositions()
        .filter((p) => p.direction === side)
        .reduce((n, p) => n + p.lots, 0);
    expect(lots('long')).toBe(lots('short'));
    expect(await checkLedger(t.database.db, [() => checkPerp(t.database.db)])).toEqual([]);
    // Auto-deleveraging's trades, off the book, are no last price, in memory or after a restart.
    const last = runner.lastPrice;
    await runner.exclusive(() => runner.start());
    expect(runner.lastPrice).toBe(last);
  });
});
