import { ERRORS, type PerpConfig, type PerpOrder } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkPerp } from './perp.check.js';
import { nextExpiry, previousExpiry, settleIfDue } from './perp.settlement.js';
import { createPerpStore } from './perp.store.js';

let t: TestApp;
let ledger: Ledger;
let h: ReturnType<typeof perpHarness>;
const SERIES = 'BTCUSDT-5M';
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  h = perpHarness(t, ledger, SERIES, 'delivery');
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkPerp(t.database.db)])).toEqual([]);
  await t.close();
});

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

describe('delivery terms', () => {
  it('expire on their grid, weeks on Fridays and quarters on the last Friday of the quarter', () => {
    const at = Date.UTC(2026, 10, 22, 2, 13, 7);
    expect(nextExpiry('5M', at)).toBe(Date.UTC(2026, 10, 22, 2, 15));
    expect(nextExpiry('1H', at)).toBe(Date.UTC(2026, 10, 22, 3));
    expect(nextExpiry('5M', Date.UTC(2026, 10, 22, 2, 15))).toBe(Date.UTC(2026, 10, 22, 2, 20));
    expect(nextExpiry('1W', at)).toBe(Date.UTC(2026, 10, 27, 8));
    expect(nextExpiry('Q', at)).toBe(Date.UTC(2026, 11, 25, 8));
    expect(nextExpiry('Q', Date.UTC(2026, 11, 25, 8))).toBe(Date.UTC(2027, 2, 26, 8));
  });

  it('know when the contract expiring at a given time began', () => {
    expect(previousExpiry('5M', Date.UTC(2026, 10, 22, 2, 15))).toBe(Date.UTC(2026, 10, 22, 2, 10));
    expect(previousExpiry('1W', Date.UTC(2026, 10, 27, 8))).toBe(Date.UTC(2026, 10, 20, 8));
    expect(previousExpiry('Q', Date.UTC(2026, 11, 25, 8))).toBe(Date.UTC(2026, 8, 25, 8));
    expect(previousExpiry('Q', Date.UTC(2027, 2, 26, 8))).toBe(Date.UTC(2026, 11, 25, 8));
  });
});

describe('delivery contracts', () => {
  it('lists the series with their current expiry and settlement window', async () => {
    const list = reply<PerpConfig[]>(
      await h.get('/contract/delivery/getDeliveryConfig', null),
    ).data;
    expect(list.map((c) => c.symbol)).toEqual([
      'BTCUSDT-5M',
      'BTCUSDT-1H',
      'ETHUSDT-1H',
      'BTCUSDT-Q',
    ]);
    const series = list[0];
    expect(series).toMatchObject({ product: 'delivery', term: '5M', settleWindowMinutes: 1 });
    expect(series?.expiresAt).toBe(nextExpiry('5M', t.clock.nowMs()));
    // The perpetual list stays perpetual.
    const perps = reply<PerpConfig[]>(
      await h.get('/contract/perpetual/getPerpetualConfig', null),
    ).data;
    expect(perps.every((c) => c.product === 'perpetual')).toBe(true);
  });

  it('trades on its own book with margin in the delivery wallet, then settles at the averaged index', async () => {
    h.setMark('95000');
    const [x, y, z] = [await h.trader(), await h.trader(), await h.trader()];
    await h.openLong(x, 5, '95000', 10);
    await h.openShort(y, 5, '95000', 10);
    const resting = await h.openLong(z, 2, '90000', 10);
    expect(resting.status).toBe('PENDING');
    expect((await h.contractUsdt(x)).locked).toBe('47.5');
    const wrongRoute = await t.get(
      '/uc/contract/perpetual/order',
      {
        symbol: SERIES,
        direction: 'long',
        action: 'open',
        type: 'limit',
        price: '95000',
        lots: 1,
        leverage: 10,
      },
      { token: x.token },
    );
    expect(wrongRoute.json().code).toBe(code('CONTRACT_UNKNOWN'));

    const runner = t.app.perp.runner(SERIES);
    const expiry = runner.expiresAt ?? 0;
    const windows: [number, number][] = [];
    const deps = {
      store: createPerpStore(t.database.db),
      nowMs: () => t.clock.nowMs(),
      averageIndex: (_coin: string, fromMs: number, toMs: number) => {
        windows.push([fromMs, toMs]);
        return { price: '96000', samples: 60 };
      },
    };
    // Not yet due: nothing happens.
    expect(await runner.exclusive(() => settleIfDue(runner, deps))).toBeNull();
    t.clock.set(expiry);
    const late = await h.place(x, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '95000',
      lots: 1,
      leverage: 10,
    });
    expect(late.json().code).toBe(code('CONTRACT_SUSPENDED'));

    const outcome = await runner.exclusive(() => settleIfDue(runner, deps));
    expect(outcome).toMatchObject({
      expiresAt: expiry,
      positions: 2,
      next: nextExpiry('5M', expiry),
    });
    // The index averaged over the minute before expiry.
    expect(windows).toEqual([[expiry - 60_000, expiry]]);
    // 5 lots x 0.001 x (96000 - 95000) = 5 each way, no fee at settlement.
    const [px] = await h.positions(x, 'CLOSED');
    const [py] = await h.positions(y, 'CLOSED');
    expect(px).toMatchObject({ closedBy: 'settlement', realisedPnl: '5', closePrice: '96000' });
    expect(py).toMatchObject({ closedBy: 'settlement', realisedPnl: '-5' });
    expect((await h.contractUsdt(x)).locked).toBe('0');
    // The resting order expired with its contract and returned its margin.
    const orders = reply<{ list: PerpOrder[] }>(
      await h.get('/contract/wallet/findOrderByPage', z, { status: 'HISTORY' }),
    ).data.list;
    expect(orders.find((o) => o.orderId === resting.orderId)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'expired',
    });
    expect(await h.contractUsdt(z)).toMatchObject({ available: '10000', frozen: '0' });

    // The next contract is listed under the same symbol and takes orders again.
    const config = reply<PerpConfig>(
      await h.get('/contract/delivery/getDeliveryConfig', null, { symbol: SERIES }),
    ).data;
    expect(config).toMatchObject({
      expiresAt: nextExpiry('5M', expiry),
      lastSettlementPrice: '96000',
    });
    // The new contract has not traded: no last price carried over from the old one.
    expect(config.lastPrice).toBeNull();
    expect((await h.openLong(x, 1, '95000', 10)).status).toBe('PENDING');
    // Settling again changes nothing.
    expect(await runner.exclusive(() => settleIfDue(runner, deps))).toBeNull();
    expect(await checkPerp(t.database.db)).toEqual([]);
  });
});
