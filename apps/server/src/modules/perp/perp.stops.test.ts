import { ERRORS, type PerpStop, type Session } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkPerp } from './perp.check.js';

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
beforeEach(() => h.setMark('95000'));

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let n = 0;
const cid = () => `p${(n += 1)}x${Date.now().toString(36)}`;
const limitLong = {
  symbol: 'BTCUSDT',
  direction: 'long',
  action: 'open',
  type: 'limit',
  price: '96000',
  lots: 1,
  leverage: 10,
};
const send = (s: Session, body: Record<string, unknown>) =>
  t.post('/uc/contract/stop/add', { clientOrderId: cid(), ...body }, { token: s.token });
const stop = async (s: Session, body: Record<string, unknown>) =>
  reply<PerpStop>(await send(s, body)).data;
const list = async (s: Session, which: 'current' | 'history') =>
  reply<{ list: PerpStop[] }>(await t.get(`/uc/contract/stop/${which}`, { token: s.token })).data
    .list;
const find = async (s: Session, id: string) =>
  [...(await list(s, 'current')), ...(await list(s, 'history'))].find((x) => x.stopId === id);
/** A new mark, walked by the mark stops as the tick does, and every trigger handled. */
async function mark(price: string): Promise<void> {
  h.setMark(price);
  t.app.perp.stops.marks();
  await t.app.perp.stops.idle();
  await t.app.perp.settled();
}

describe('contract conditional orders', () => {
  it('a mark trigger places its order when the mark reaches it, not before', async () => {
    const s = await h.trader('5000');
    const placed = await stop(s, {
      ...limitLong,
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '96000',
    });
    expect(placed).toMatchObject({ status: 'WAITING', trigger: 'rise', triggerPrice: '96000' });
    await mark('95999.9');
    expect((await find(s, placed.stopId))?.status).toBe('WAITING');
    await mark('96000');
    const done = await find(s, placed.stopId);
    expect(done).toMatchObject({ status: 'TRIGGERED', triggeredPrice: '96000' });
    const pending = reply<{ list: { orderId: string; price: string }[] }>(
      await h.get('/contract/wallet/findOrderByPage', s),
    ).data.list;
    expect(pending.find((o) => o.orderId === done?.orderId)).toMatchObject({ price: '96000' });
  });

  it('a falling mark trigger waits until the mark is at or below it (the mark is not rounded into it)', async () => {
    const s = await h.trader('5000');
    const placed = await stop(s, {
      ...limitLong,
      price: '94000',
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '94000',
    });
    expect(placed.trigger).toBe('fall');
    await mark('94000.05');
    expect((await find(s, placed.stopId))?.status).toBe('WAITING');
    await mark('94000');
    expect((await find(s, placed.stopId))?.status).toBe('TRIGGERED');
  });

  it('an order refused at the trigger ends the stop REJECTED with the reason', async () => {
    const s = await h.trader('5000');
    const placed = await stop(s, {
      symbol: 'BTCUSDT',
      direction: 'long',
      action: 'close',
      type: 'market',
      lots: 1,
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '94500',
    });
    await mark('94000');
    expect(await find(s, placed.stopId)).toMatchObject({
      status: 'REJECTED',
      reason: 'POSITION_NOT_FOUND',
    });
  });

  it('a trailing buy follows the mark down and fires on the pull-back', async () => {
    const s = await h.trader('5000');
    const placed = await stop(s, {
      ...limitLong,
      type: 'market',
      price: undefined,
      kind: 'trailing',
      source: 'mark',
      callbackRate: '1',
    });
    expect(placed).toMatchObject({
      trigger: 'rise',
      extremePrice: '95000',
      trailingTrigger: '95950',
    });
    await mark('94000');
    expect(await find(s, placed.stopId)).toMatchObject({
      status: 'WAITING',
      extremePrice: '94000',
    });
    await mark('94939.9');
    expect((await find(s, placed.stopId))?.status).toBe('WAITING');
    await mark('94940');
    // It fired and placed its market order (which met an empty book and was cancelled).
    const done = await find(s, placed.stopId);
    expect(done).toMatchObject({ status: 'TRIGGERED', triggeredPrice: '94940' });
    expect(done?.orderId).not.toBeNull();
  });

  it('a last-price trigger fires on a trade through it', async () => {
    // ETHUSDT, whose book only this test touches.
    const eth = perpHarness(t, ledger, 'ETHUSDT');
    eth.setMark('3000');
    const s = await eth.trader('5000');
    const a = await eth.trader('50000');
    const b = await eth.trader('50000');
    await eth.openShort(a, 1, '3000');
    await eth.openLong(b, 1, '3000');
    const placed = await stop(s, {
      ...limitLong,
      symbol: 'ETHUSDT',
      price: '3010',
      kind: 'trigger',
      source: 'last',
      triggerPrice: '3010',
    });
    expect(placed.trigger).toBe('rise');
    await eth.openShort(a, 1, '3020');
    await eth.openLong(b, 1, '3020');
    await t.app.perp.settled();
    await t.app.perp.stops.idle();
    expect(await find(s, placed.stopId)).toMatchObject({
      status: 'TRIGGERED',
      triggeredPrice: '3020',
    });
  });

  it('refuses with coded errors and stores nothing', async () => {
    const s = await h.trader('5000');
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [
        { ...limitLong, kind: 'trigger', source: 'mark', triggerPrice: '95000' },
        'STOP_PRICE_AT_LAST',
      ],
      [
        { ...limitLong, kind: 'trigger', source: 'mark', triggerPrice: '96000.05' },
        'PRICE_PRECISION',
      ],
      [{ ...limitLong, kind: 'trigger', source: 'mark' }, 'PRICE_NOT_POSITIVE'],
      [{ ...limitLong, kind: 'trailing', source: 'mark', callbackRate: '1' }, 'PARAM_INVALID'],
      [
        {
          ...limitLong,
          type: 'market',
          price: undefined,
          kind: 'trailing',
          source: 'mark',
          callbackRate: '11',
        },
        'TRAILING_RATE_INVALID',
      ],
      [
        {
          ...limitLong,
          type: 'market',
          price: undefined,
          kind: 'trailing',
          source: 'mark',
          callbackRate: '1',
          activationPrice: '96000',
        },
        'TRAILING_ACTIVATION_INVALID',
      ],
      [
        { ...limitLong, symbol: 'XXXUSDT', kind: 'trigger', source: 'mark', triggerPrice: '1' },
        'CONTRACT_UNKNOWN',
      ],
      [{ ...limitLong, kind: 'sometimes', source: 'mark', triggerPrice: '96000' }, 'FIELD_FORMAT'],
      [
        {
          ...limitLong,
          leverage: undefined,
          kind: 'trigger',
          source: 'mark',
          triggerPrice: '96000',
        },
        'LEVERAGE_REQUIRED',
      ],
    ];
    for (const [body, key] of cases)
      expect([key, (await send(s, body)).json().code]).toEqual([key, code(key)]);
    t.app.perp.runner('BTCUSDT').mark = null;
    const noMark = await send(s, {
      ...limitLong,
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '96000',
    });
    expect(noMark.json().code).toBe(code('MARK_PRICE_UNAVAILABLE'));
    h.setMark('95000');
    expect(await list(s, 'current')).toEqual([]);
    expect(await list(s, 'history')).toEqual([]);
  });

  it('cancels once, only its owner, and a repeated client order id answers with the same stop', async () => {
    const s = await h.trader('5000');
    const other = await h.trader('5000');
    const body = {
      ...limitLong,
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '97000',
      clientOrderId: cid(),
    };
    const [a, b] = await Promise.all([send(s, body), send(s, body)]);
    const id = reply<PerpStop>(a).data.stopId;
    expect(reply<PerpStop>(b).data.stopId).toBe(id);
    expect((await send(s, { ...body, lots: 2 })).json().code).toBe(code('CLIENT_ORDER_ID_REUSED'));
    const cancel = (who: Session) =>
      t.post('/uc/contract/stop/cancel', { stopId: id }, { token: who.token });
    expect((await cancel(other)).json().code).toBe(code('ORDER_NOT_FOUND'));
    expect(reply<PerpStop>(await cancel(s)).data).toMatchObject({
      status: 'CANCELLED',
      reason: 'user',
    });
    expect((await cancel(s)).json().code).toBe(code('ORDER_ALREADY_CLOSED'));
    await mark('97000');
    expect((await find(s, id))?.status).toBe('CANCELLED');
  });

  it('after a restart: waiting ones wait, and one taken but cut off before its order is placed', async () => {
    const s = await h.trader('5000');
    const waiting = await stop(s, {
      ...limitLong,
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '98000',
    });
    const cut = await stop(s, {
      ...limitLong,
      price: '95500',
      kind: 'trigger',
      source: 'mark',
      triggerPrice: '99000',
    });
    // As if the process died between taking the stop and placing its order.
    await sql`update perp_stop_order set status = 'TRIGGERED', triggered_price = 99000,
      triggered_at = now() where id = ${cut.stopId}`.execute(t.database.db);
    const again = await createTestApp({ database: t.database });
    try {
      await again.app.perp.stops.idle();
      await again.app.perp.settled();
      const rows = reply<{ list: PerpStop[] }>(
        await again.get('/uc/contract/stop/history', { token: s.token }),
      ).data.list;
      const placed = rows.find((x) => x.stopId === cut.stopId);
      expect(placed?.orderId).not.toBeNull();
      const current = reply<{ list: PerpStop[] }>(
        await again.get('/uc/contract/stop/current', { token: s.token }),
      ).data.list;
      expect(current.map((x) => x.stopId)).toEqual([waiting.stopId]);
    } finally {
      await again.app.close();
    }
  });
});
