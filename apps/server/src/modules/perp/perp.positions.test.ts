/** Perpetual positions over HTTP: pending opens, closed positions, take-profit and stop-loss presets. */
import { ERRORS, type PerpPosition, type Session } from '@exchange/contracts';
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

describe('pending orders and finished positions', () => {
  it('refuses an open that conflicts with a pending open before any position exists', async () => {
    const s = await trader();
    await openLong(s, 1, '90000', 10);
    const other = await place(s, {
      direction: 'short',
      action: 'open',
      type: 'limit',
      price: '99000',
      lots: 1,
      leverage: 10,
    });
    expect(other.json().code).toBe(code('PENDING_ORDER_EXISTS'));
    const mixed = await place(s, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '90000',
      lots: 1,
      leverage: 20,
    });
    expect(mixed.json().code).toBe(code('PENDING_ORDER_EXISTS'));
    // The same direction and leverage simply adds another entrust.
    expect((await openLong(s, 2, '89000', 10)).status).toBe('PENDING');
    const cancelled = reply<{ cancelled: number }>(
      await get('/api/contractApplyOrder!cancelAll.action', s, { symbol: 'BTCUSDT' }),
    ).data;
    expect(cancelled).toEqual({ cancelled: 2 });
    expect(await contractUsdt(s)).toMatchObject({ available: '10000', frozen: '0' });
  });

  it('answers a close of a closed position with POSITION_CLOSED, and another user with POSITION_NOT_FOUND', async () => {
    const [x, y] = [await trader(), await trader()];
    await openLong(x, 1);
    await openShort(y, 1);
    const [px] = await positions(x);
    const id = px?.positionId ?? '';
    const stranger = await get('/contract/wallet/manualContractPerpetualCloseByOrder', y, { id });
    expect(stranger.json().code).toBe(code('POSITION_NOT_FOUND'));
    await order(y, { direction: 'short', action: 'close', type: 'limit', price: '95000', lots: 1 });
    await get('/contract/wallet/manualContractPerpetualCloseByOrder', x, { id });
    const again = await get('/contract/wallet/manualContractPerpetualCloseByOrder', x, { id });
    expect(again.json().code).toBe(code('POSITION_CLOSED'));
    const modify = await get('/contract/perpetual/modifyPresetClosure', x, {
      id,
      takeProfit: '99000',
    });
    expect(modify.json().code).toBe(code('POSITION_CLOSED'));
  });
});

describe('take-profit and stop-loss presets', () => {
  it('sets, changes within 10 % and refuses a larger jump', async () => {
    const [x, y] = [await trader(), await trader()];
    await openLong(x, 2, '95000', 10);
    await order(y, {
      direction: 'short',
      action: 'open',
      type: 'limit',
      price: '95000',
      lots: 2,
      leverage: 10,
      takeProfit: '90000',
    });
    const [px] = await positions(x);
    const id = px?.positionId ?? '';
    const set = reply<PerpPosition>(
      await get('/contract/perpetual/modifyPresetClosure', x, {
        id,
        takeProfit: '100000',
        stopLoss: '90000',
      }),
    ).data;
    expect(set).toMatchObject({ takeProfit: '100000', stopLoss: '90000' });
    const jump = await get('/contract/perpetual/modifyPresetClosure', x, {
      id,
      takeProfit: '120000',
    });
    expect(jump.json().code).toBe(code('ADJUSTMENT_TOO_LARGE'));
    // Our clients send writes as POST with a JSON body; null removes a price too.
    const posted = reply<PerpPosition>(
      await t.post(
        '/uc/contract/perpetual/modifyPresetClosure',
        { id, takeProfit: null, stopLoss: '90000' },
        { token: x.token },
      ),
    ).data;
    expect(posted).toMatchObject({ takeProfit: null, stopLoss: '90000' });
    await get('/contract/perpetual/modifyPresetClosure', x, { id, takeProfit: '100000' });
    const removed = reply<PerpPosition>(
      await get('/contract/perpetual/modifyPresetClosure', x, { id, stopLoss: '' }),
    ).data;
    expect(removed).toMatchObject({ takeProfit: '100000', stopLoss: null });
    const [py] = await positions(y);
    expect(py?.takeProfit).toBe('90000');
    const other = await get('/contract/perpetual/modifyPresetClosure', y, {
      id,
      takeProfit: '99000',
    });
    expect(other.json().code).toBe(code('POSITION_NOT_FOUND'));
  });
});
