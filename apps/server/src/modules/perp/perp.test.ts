import {
  ERRORS,
  type PerpConfig,
  type PerpFill,
  type PerpOrder,
  type PerpPosition,
  type Session,
} from '@exchange/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkPerp } from './perp.check.js';
import { perpHarness } from '../../test/perp.js';

let t: TestApp;
let ledger: Ledger;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkPerp(t.database.db)])).toEqual([]);
  await t.close();
});

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let h: ReturnType<typeof perpHarness>;
beforeAll(() => {
  h = perpHarness(t, ledger);
});
beforeEach(() => h.setMark('95000'));
const trader = (usdt?: string) => h.trader(usdt);
const contractUsdt = (s: Session) => h.contractUsdt(s);
const get = (...args: Parameters<typeof h.get>) => h.get(...args);
const place = (...args: Parameters<typeof h.place>) => h.place(...args);
const order = (...args: Parameters<typeof h.order>) => h.order(...args);
const openLong = (...args: Parameters<typeof h.openLong>) => h.openLong(...args);
const openShort = (...args: Parameters<typeof h.openShort>) => h.openShort(...args);
const positions = (s: Session) => h.positions(s);
const setMark = (price: string) => h.setMark(price);

describe('perpetual configuration', () => {
  it('lists USDT- and coin-margined contracts for BTC and ETH', async () => {
    const list = reply<PerpConfig[]>(
      await get('/contract/perpetual/getPerpetualConfig', null),
    ).data;
    expect(list.map((c) => c.symbol)).toEqual(
      expect.arrayContaining(['BTCUSDT', 'ETHUSDT', 'BTCUSD', 'ETHUSD']),
    );
    const btcusd = list.find((c) => c.symbol === 'BTCUSD');
    expect(btcusd).toMatchObject({ kind: 'inverse', marginAsset: 'BTC', contractSize: '100' });
    const one = reply<PerpConfig>(
      await get('/contract/perpetual/getPerpetualConfig', null, { symbol: 'btcusdt' }),
    ).data;
    expect(one).toMatchObject({ symbol: 'BTCUSDT', markPrice: '95000', tickSize: '0.1' });
  });

  it('names the leverages and tiers of one contract, and refuses an unknown one', async () => {
    const lev = reply<{ leverages: number[]; defaultLeverage: number }>(
      await get('/contract/perpetual/leverage/findAllBySymbol', null, { symbol: 'BTCUSDT' }),
    ).data;
    expect(lev.leverages).toContain(100);
    expect(lev.defaultLeverage).toBe(20);
    const res = await get('/contract/perpetual/leverage/findAllBySymbol', null, {
      symbol: 'XXXUSDT',
    });
    expect(res.json().code).toBe(code('CONTRACT_UNKNOWN'));
  });
});

describe('perpetual placement rules', () => {
  let s: Session;
  beforeAll(async () => {
    s = await trader('1000');
  });

  it.each([
    [
      { direction: 'long', action: 'open', type: 'limit', price: '95000', lots: 1 },
      'LEVERAGE_REQUIRED',
    ],
    [
      { direction: 'long', action: 'open', type: 'limit', price: '95000', lots: 1, leverage: 7 },
      'LEVERAGE_INVALID',
    ],
    [
      {
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '95000.05',
        lots: 1,
        leverage: 10,
      },
      'PRICE_PRECISION',
    ],
    [
      { direction: 'long', action: 'open', type: 'limit', price: '95000', lots: 0, leverage: 10 },
      'LOTS_NOT_POSITIVE',
    ],
    [
      { direction: 'long', action: 'close', type: 'limit', price: '95000', lots: 1 },
      'POSITION_NOT_FOUND',
    ],
    [
      { direction: 'long', action: 'close', type: 'market', lots: 1, takeProfit: '99000' },
      'PRESET_ONLY_ON_OPEN',
    ],
    [
      { direction: 'long', action: 'open', type: 'limit', price: '95000', lots: 200, leverage: 10 },
      'MARGIN_INSUFFICIENT',
    ],
    [
      {
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '95000',
        lots: 1000,
        leverage: 100,
      },
      'LEVERAGE_ABOVE_TIER',
    ],
    [
      {
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '95000',
        lots: 1,
        leverage: 10,
        takeProfit: '94000',
      },
      'TAKE_PROFIT_WRONG_SIDE',
    ],
    [
      {
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '95000',
        lots: 1,
        leverage: 10,
        stopLoss: '96000',
      },
      'STOP_LOSS_WRONG_SIDE',
    ],
    [
      {
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '95000',
        lots: 1,
        leverage: 100,
        stopLoss: '94500',
      },
      'STOP_TOO_CLOSE_TO_LIQUIDATION',
    ],
    [
      {
        direction: 'short',
        action: 'open',
        type: 'limit',
        price: '95000',
        lots: 1,
        leverage: 10,
        takeProfit: '96000',
      },
      'TAKE_PROFIT_WRONG_SIDE',
    ],
    [
      {
        symbol: 'DOGEUSDT',
        direction: 'long',
        action: 'open',
        type: 'market',
        lots: 1,
        leverage: 10,
      },
      'CONTRACT_UNKNOWN',
    ],
  ])('%j is refused with %s and changes nothing', async (query, error) => {
    const before = await contractUsdt(s);
    const res = await place(s, query as Record<string, string | number>);
    expect(res.json().code, res.body).toBe(code(error as keyof typeof ERRORS));
    expect(await contractUsdt(s)).toEqual(before);
  });

  it('needs a mark price for a market order', async () => {
    t.app.perp.runner('BTCUSDT').mark = null;
    const res = await place(s, {
      direction: 'long',
      action: 'open',
      type: 'market',
      lots: 1,
      leverage: 10,
    });
    expect(res.json().code).toBe(code('MARK_PRICE_UNAVAILABLE'));
  });
});

describe('perpetual trading: open, close, positions and money', () => {
  let a: Session;
  let b: Session;
  let c: Session;
  beforeAll(async () => {
    [a, b, c] = [await trader(), await trader(), await trader()];
  });

  it('a long limit resting freezes margin and the worst fee; cancel returns them', async () => {
    const placed = await openLong(a, 10, '90000');
    expect(placed).toMatchObject({ status: 'PENDING', margin: '90', lots: 10, leverage: 10 });
    // 10 lots x 0.001 BTC x 90000 / 10 = 90 margin, + 0.05 % taker fee of 900 = 0.45.
    expect(await contractUsdt(a)).toMatchObject({
      available: '9909.55',
      frozen: '90.45',
    });
    const pending = reply<{ status: string; list: PerpOrder[]; pageSize: number }>(
      await get('/contract/wallet/findOrderByPage', a),
    ).data;
    expect(pending).toMatchObject({ status: 'PENDING', pageSize: 10 });
    expect(pending.list.map((o) => o.orderId)).toEqual([placed.orderId]);
    const cancelled = reply<PerpOrder>(
      await get('/contract/wallet/terminateContractPerpetual', a, { id: placed.orderId }),
    ).data;
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'user',
      remainingLots: 0,
    });
    expect(await contractUsdt(a)).toMatchObject({ available: '10000', frozen: '0' });
    const again = await get('/contract/wallet/terminateContractPerpetual', a, {
      id: placed.orderId,
    });
    expect(again.json().code).toBe(code('ORDER_ALREADY_CLOSED'));
  });

  it('a fill opens a long and a short with isolated margin, fees 90/10', async () => {
    await openLong(a, 10);
    const taker = await openShort(b, 10);
    expect(taker).toMatchObject({ status: 'FILLED', filledLots: 10, averagePrice: '95000' });
    const [pa] = await positions(a);
    const [pb] = await positions(b);
    expect(pa).toMatchObject({
      direction: 'long',
      lots: 10,
      leverage: 10,
      entryPrice: '95000',
      margin: '95',
    });
    expect(pb).toMatchObject({ direction: 'short', lots: 10, margin: '95', fees: '0.475' });
    // Maker fee 0.02 % of 950 = 0.19; the order's unused fee reserve is released.
    expect(await contractUsdt(a)).toEqual({ available: '9904.81', frozen: '0', locked: '95' });
    expect(await contractUsdt(b)).toEqual({ available: '9904.525', frozen: '0', locked: '95' });
    expect(pa?.liquidationPrice).not.toBeNull();
    expect(Number(pa?.liquidationPrice)).toBeLessThan(95000 * 0.91);
    expect(pa?.unrealisedPnl).toBe('0');
  });

  it('refuses the other direction on another contract of the same coin', async () => {
    // a is long BTCUSDT: a short BTCUSD (coin-margined BTC) would hold BTC both ways.
    const res = await place(a, {
      symbol: 'BTCUSD',
      direction: 'short',
      action: 'open',
      type: 'limit',
      price: '95000',
      lots: 1,
      leverage: 10,
    });
    expect(res.json().code).toBe(code('OPPOSITE_POSITION'));
    const eth = await place(a, {
      symbol: 'ETHUSDT',
      direction: 'short',
      action: 'open',
      type: 'limit',
      price: '9000',
      lots: 1,
      leverage: 10,
    });
    expect(eth.json().code).toBe(0);
    await get('/api/contractApplyOrder!cancelAll.action', a, { symbol: 'ETHUSDT' });
  });

  it('refuses an open the other way and a second leverage', async () => {
    const opposite = await place(a, {
      direction: 'short',
      action: 'open',
      type: 'limit',
      price: '95000',
      lots: 1,
      leverage: 10,
    });
    expect(opposite.json().code).toBe(code('OPPOSITE_POSITION'));
    const mixed = await place(a, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '95000',
      lots: 1,
      leverage: 20,
    });
    expect(mixed.json().code).toBe(code('LEVERAGE_MIXED'));
  });

  it('closes part at a profit: margin share back, PnL from clearing, fee taken', async () => {
    setMark('96000');
    const close = await order(a, {
      direction: 'long',
      action: 'close',
      type: 'limit',
      price: '96000',
      lots: 4,
    });
    expect(close.status).toBe('PENDING');
    expect((await positions(a))[0]?.closableLots).toBe(6);
    const over = await place(a, {
      direction: 'long',
      action: 'close',
      type: 'limit',
      price: '97000',
      lots: 7,
    });
    expect(over.json()).toMatchObject({ code: code('CLOSABLE_LOTS_INSUFFICIENT') });
    await openLong(c, 4, '96000');
    const [pa] = await positions(a);
    // 4 lots x 0.001 x (96000 - 95000) = 4; maker fee 0.02 % of 384 = 0.0768.
    expect(pa).toMatchObject({ lots: 6, realisedPnl: '4', margin: '57', closableLots: 6 });
    expect(await contractUsdt(a)).toEqual({ available: '9946.7332', frozen: '0', locked: '57' });
    const fills = reply<{ list: PerpFill[] }>(await get('/contract/wallet/findTransByPage', a)).data
      .list;
    expect(fills[0]).toMatchObject({
      action: 'close',
      direction: 'long',
      lots: 4,
      realisedPnl: '4',
      role: 'maker',
    });
  });

  it('closes a whole position at market against the book', async () => {
    // b's short close is the bid a's market close sells into.
    await order(b, { direction: 'short', action: 'close', type: 'limit', price: '96000', lots: 6 });
    const [pa] = await positions(a);
    const closing = reply<PerpOrder>(
      await get('/contract/wallet/manualContractPerpetualCloseByOrder', a, {
        id: pa?.positionId ?? '',
      }),
    ).data;
    expect(closing).toMatchObject({
      action: 'close',
      type: 'market',
      status: 'FILLED',
      filledLots: 6,
    });
    expect(await positions(a)).toEqual([]);
    const closed = reply<{ list: PerpPosition[] }>(
      await get('/contract/wallet/findOrderByPage', a, { status: 'CLOSED' }),
    ).data.list;
    expect(closed[0]).toMatchObject({
      status: 'CLOSED',
      closedBy: 'user',
      lots: 0,
      openedLots: 10,
    });
    expect((await contractUsdt(a)).locked).toBe('0');
  });

  it('keeps long lots equal to short lots', async () => {
    expect(await checkPerp(t.database.db)).toEqual([]);
  });
});

describe('a contract batch cannot be poisoned by one command', () => {
  it('two cancels of one order in one batch: one cancels, one is refused, the rest is answered', async () => {
    const s = await trader();
    const other = await trader();
    const resting = await openLong(s, 1, '90000');
    const runner = t.app.perp.runner('BTCUSDT');
    // A task holds the runner, so everything below queues into one batch.
    let release = () => {};
    const gate = runner.exclusive(() => new Promise<void>((resolve) => (release = resolve)));
    const racing = Promise.allSettled([
      runner.cancel(s.member.id, Number(resting.orderId)),
      runner.cancel(s.member.id, Number(resting.orderId)),
      t.app.perp.cancelAll(s.member.id, { symbol: 'BTCUSDT', contractType: null }),
      h.openLong(other, 1, '90002'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await gate;
    const [a, b, all, placed] = await racing;
    expect(a.status === 'fulfilled' && a.value.status).toBe('CANCELLED');
    expect(b.status === 'rejected' && (b.reason as { key?: string }).key).toBe(
      'ORDER_ALREADY_CLOSED',
    );
    expect(all.status === 'fulfilled' && all.value).toBe(0);
    expect(placed.status === 'fulfilled' && placed.value.status).toBe('PENDING');
    const next = await openLong(other, 1, '89000');
    expect((await t.app.perp.cancel(other.member.id, next.orderId)).status).toBe('CANCELLED');
    expect(await contractUsdt(s)).toMatchObject({ frozen: '0' });
  });
});
