import { ERRORS, type Session, type SpotOrder, type SpotStop } from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { deposit, user } from '../ledger/ledger.test-support.js';
import { checkSpot } from './spot.check.js';

let t: TestApp;
let ledger: Ledger;
/** Sells and buys at any price to move the last price (a deep account on both sides). */
let mover: Session;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  mover = await trader('100000000', '1000');
  await tradeAt('30000');
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

const SYMBOL = 'BTC/USDT';
let n = 0;
const coid = () => `s${(n += 1)}x${Date.now().toString(36)}`;
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

async function trader(usdt = '100000', btc = '10'): Promise<Session> {
  const s = await registerAccount(t);
  if (usdt !== '0') await deposit(ledger, `u-${s.usercode}`, s.member.id, usdt);
  if (btc !== '0') await deposit(ledger, `b-${s.usercode}`, s.member.id, btc, 'BTC');
  return s;
}
const available = async (s: Session, asset: string) =>
  toPlainString(decimal((await ledger.balance(user(s.member.id, asset))).available));

const placeStop = (s: Session, body: Record<string, unknown>) =>
  t.post('/uc/exchange/order/stop/add', { symbol: SYMBOL, ...body }, { token: s.token });
const stop = async (s: Session, body: Record<string, unknown>) =>
  reply<SpotStop>(await placeStop(s, { clientOrderId: coid(), ...body })).data;
const cancelStop = (s: Session, stopId: string) =>
  t.post('/uc/exchange/order/stop/cancel', { stopId }, { token: s.token });
const order = async (s: Session, body: Record<string, unknown>) =>
  reply<SpotOrder>(
    await t.post(
      '/uc/exchange/order/add',
      { symbol: SYMBOL, clientOrderId: coid(), ...body },
      { token: s.token },
    ),
  ).data;

/** One trade of 0.01 BTC at `price` between the mover's own two orders... of two accounts. */
let counter: Session | null = null;
async function tradeAt(price: string): Promise<void> {
  counter ??= await trader('100000000', '1000');
  t.clock.advance(1000);
  await order(mover, { side: 'sell', type: 'limit', price, amount: '0.01' });
  await order(counter, { side: 'buy', type: 'limit', price, amount: '0.01', timeInForce: 'IOC' });
  await settle();
}
/** Every trigger reported so far handled and every batch written. */
async function settle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    await t.app.spot.stops.idle();
    await t.app.spot.settled();
  }
}
const row = async (s: Session, stopId: string) => {
  const open = await t.get(`/uc/exchange/order/stop/current?symbol=${SYMBOL}&pageSize=100`, {
    token: s.token,
  });
  const done = await t.get(`/uc/exchange/order/stop/history?symbol=${SYMBOL}&pageSize=100`, {
    token: s.token,
  });
  const all = [
    ...reply<{ list: SpotStop[] }>(open).data.list,
    ...reply<{ list: SpotStop[] }>(done).data.list,
  ];
  return all.find((x) => x.stopId === stopId);
};
const orderOf = async (s: Session, orderId: string) =>
  reply<SpotOrder>(await t.get(`/uc/exchange/order/detail?orderId=${orderId}`, { token: s.token }))
    .data;

describe('conditional orders: placing and refusing', () => {
  it('a stop-limit sell holds its amount until it triggers; cancelling gives it back', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'stop_limit',
      stopPrice: '29000',
      price: '28900',
      amount: '0.4',
    });
    expect(placed).toMatchObject({
      status: 'WAITING',
      direction: 'fall',
      frozen: '0.4',
      freezeAsset: 'BTC',
    });
    expect(await available(s, 'BTC')).toBe('0.6');
    const cancelled = reply<SpotStop>(await cancelStop(s, placed.stopId)).data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', reason: 'user', frozen: '0' });
    expect(await available(s, 'BTC')).toBe('1');
    expect((await cancelStop(s, placed.stopId)).json().code).toBe(code('ORDER_ALREADY_CLOSED'));
  });

  it('refuses with coded errors and changes nothing', async () => {
    const s = await trader('1000', '0.1');
    const other = await trader();
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [
        { side: 'sell', kind: 'stop_limit', stopPrice: '30000', price: '29000', amount: '0.1' },
        'STOP_PRICE_AT_LAST',
      ],
      [
        { side: 'sell', kind: 'stop_limit', stopPrice: '29000', price: '28900', amount: '0.2' },
        'INSUFFICIENT_BALANCE',
      ],
      [
        { side: 'buy', kind: 'stop_market', stopPrice: '31000', amount: '0.01' },
        'QUOTE_AMOUNT_REQUIRED',
      ],
      [
        {
          side: 'sell',
          kind: 'oco',
          price: '29500',
          stopPrice: '29000',
          stopLimitPrice: '28900',
          amount: '0.1',
        },
        'OCO_PRICES_INVALID',
      ],
      [
        { side: 'sell', kind: 'trailing', callbackRate: '20', amount: '0.1' },
        'TRAILING_RATE_INVALID',
      ],
      [{ side: 'sell', kind: 'nope', stopPrice: '29000', amount: '0.1' }, 'FIELD_FORMAT'],
      [
        { symbol: 'NOPE/USDT', side: 'sell', kind: 'stop_market', stopPrice: '1', amount: '1' },
        'MARKET_UNKNOWN',
      ],
    ];
    for (const [body, key] of cases) {
      const res = await placeStop(s, { clientOrderId: coid(), ...body });
      expect([key, res.json().code]).toEqual([key, code(key)]);
    }
    expect(await available(s, 'BTC')).toBe('0.1');
    expect(await available(s, 'USDT')).toBe('1000');
    const { stopId } = await stop(s, {
      side: 'sell',
      kind: 'stop_market',
      stopPrice: '1000',
      amount: '0.01',
    });
    expect((await cancelStop(other, stopId)).json().code).toBe(code('ORDER_NOT_FOUND'));
    expect((await cancelStop(s, stopId)).json().code).toBe(0);
  });

  it('a repeated client order id answers with the same stop; another body is refused', async () => {
    const s = await trader('0', '1');
    const body = {
      side: 'sell',
      kind: 'stop_market',
      stopPrice: '20000',
      amount: '0.1',
      clientOrderId: coid(),
    };
    const [a, b] = await Promise.all([placeStop(s, body), placeStop(s, body)]);
    expect(reply<SpotStop>(a).data.stopId).toBe(reply<SpotStop>(b).data.stopId);
    expect(await available(s, 'BTC')).toBe('0.9');
    const changed = await placeStop(s, { ...body, amount: '0.2' });
    expect(changed.json().code).toBe(code('CLIENT_ORDER_ID_REUSED'));
    await cancelStop(s, reply<SpotStop>(a).data.stopId);
  });

  it('at most 20 waiting per pair', async () => {
    const s = await trader('0', '1');
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push(
        (
          await stop(s, {
            side: 'sell',
            kind: 'stop_market',
            stopPrice: String(20000 + i),
            amount: '0.01',
          })
        ).stopId,
      );
    const res = await placeStop(s, {
      side: 'sell',
      kind: 'stop_market',
      stopPrice: '19000',
      amount: '0.01',
    });
    expect(res.json().code).toBe(code('TOO_MANY_STOP_ORDERS'));
    for (const id of ids) await cancelStop(s, id);
  });
});

describe('conditional orders: triggers on the last trade price', () => {
  it('a stop-limit sell places its limit order when the price falls to it, its hold moved to the order', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'stop_limit',
      stopPrice: '29500',
      price: '29400',
      amount: '0.5',
    });
    await tradeAt('29600');
    expect((await row(s, placed.stopId))?.status).toBe('WAITING');
    await tradeAt('29500');
    const done = await row(s, placed.stopId);
    expect(done).toMatchObject({ status: 'TRIGGERED', triggeredPrice: '29500' });
    const child = await orderOf(s, done?.orderId ?? '');
    expect(child).toMatchObject({
      type: 'limit',
      side: 'sell',
      price: '29400',
      amount: '0.5',
      status: 'PENDING',
    });
    expect(await available(s, 'BTC')).toBe('0.5');
    await t.post('/uc/exchange/order/cancel', { orderId: child.orderId }, { token: s.token });
    await tradeAt('30000');
  });

  it('a stop-market buy by total fires on a rise through its price and buys', async () => {
    const s = await trader('1000', '0');
    const placed = await stop(s, {
      side: 'buy',
      kind: 'stop_market',
      stopPrice: '30500',
      quoteAmount: '300',
    });
    expect(await available(s, 'USDT')).toBe('700');
    // A resting ask for it to take, then a trade that gaps over the stop.
    await order(mover, { side: 'sell', type: 'limit', price: '31000', amount: '1' });
    await tradeAt('30800');
    const done = await row(s, placed.stopId);
    expect(done?.status).toBe('TRIGGERED');
    const child = await orderOf(s, done?.orderId ?? '');
    // 300 USDT buys 0.0096 BTC at 31,000 (lots of 0.0001); the rest is released.
    expect(child).toMatchObject({ type: 'market', status: 'FILLED', filledQuote: '297.6' });
    expect(await available(s, 'USDT')).toBe('702.4');
    await t.app.spot.cancelAll(mover.member.id, SYMBOL);
    await tradeAt('30000');
  });

  it('a trailing sell follows the rise and fires on the pull-back', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'trailing',
      callbackRate: '2',
      amount: '0.1',
    });
    await tradeAt('31000');
    expect(await row(s, placed.stopId)).toMatchObject({
      status: 'WAITING',
      extremePrice: '31000',
      trailingTrigger: '30380',
    });
    await tradeAt('30400');
    expect((await row(s, placed.stopId))?.status).toBe('WAITING');
    await tradeAt('30380');
    expect((await row(s, placed.stopId))?.status).toBe('TRIGGERED');
    await tradeAt('30000');
  });

  it('a cancel and a trigger race: exactly one wins, and the funds are whole', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'stop_limit',
      stopPrice: '29900',
      price: '29000',
      amount: '0.3',
    });
    const [cancel] = await Promise.all([cancelStop(s, placed.stopId), tradeAt('29800')]);
    await settle();
    const done = await row(s, placed.stopId);
    if (cancel.json().code === 0) {
      expect(done?.status).toBe('CANCELLED');
      expect(await available(s, 'BTC')).toBe('1');
    } else {
      expect(cancel.json().code).toBe(code('ORDER_ALREADY_CLOSED'));
      expect(done?.status).toBe('TRIGGERED');
    }
    await t.app.spot.cancelAll(s.member.id, SYMBOL);
    await tradeAt('30000');
  });
});

describe('OCO: one cancels the other', () => {
  it('the limit leg filling cancels the stop', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'oco',
      price: '31000',
      stopPrice: '29000',
      stopLimitPrice: '28900',
      amount: '0.2',
    });
    expect(placed).toMatchObject({ status: 'WAITING', frozen: '0' });
    expect(await available(s, 'BTC')).toBe('0.8');
    await order(mover, {
      side: 'buy',
      type: 'limit',
      price: '31000',
      amount: '0.05',
      timeInForce: 'IOC',
    });
    await settle();
    expect(await row(s, placed.stopId)).toMatchObject({ status: 'CANCELLED', reason: 'oco' });
    await t.app.spot.cancelAll(s.member.id, SYMBOL);
    await settle();
    expect(await available(s, 'BTC')).toBe('0.95');
    await tradeAt('30000');
  });

  it('the stop triggering cancels the limit leg and places the stop order from its funds', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'oco',
      price: '31000',
      stopPrice: '29700',
      stopLimitPrice: '29600',
      amount: '0.2',
    });
    await tradeAt('29700');
    const done = await row(s, placed.stopId);
    expect(done?.status).toBe('TRIGGERED');
    expect(await orderOf(s, placed.ocoOrderId ?? '')).toMatchObject({ status: 'CANCELLED' });
    expect(await orderOf(s, done?.orderId ?? '')).toMatchObject({
      price: '29600',
      amount: '0.2',
      status: 'PENDING',
    });
    expect(await available(s, 'BTC')).toBe('0.8');
    await t.app.spot.cancelAll(s.member.id, SYMBOL);
    await tradeAt('30000');
  });

  it('cancelling the OCO cancels its limit leg too', async () => {
    const s = await trader('0', '1');
    const placed = await stop(s, {
      side: 'sell',
      kind: 'oco',
      price: '32000',
      stopPrice: '28000',
      stopLimitPrice: '27900',
      amount: '0.2',
    });
    expect((await cancelStop(s, placed.stopId)).json().code).toBe(0);
    await settle();
    expect(await orderOf(s, placed.ocoOrderId ?? '')).toMatchObject({ status: 'CANCELLED' });
    expect(await available(s, 'BTC')).toBe('1');
  });
});

describe('conditional orders across a restart', () => {
  it('wait again after a restart, and fire on a move the crash hid from them', async () => {
    const s = await trader('0', '1');
    // A process that takes two stops and dies: what this process trades next, it never sees.
    const dying = await createTestApp({ database: t.database });
    const viaDying = async (body: Record<string, unknown>) =>
      reply<SpotStop>(
        await dying.post(
          '/uc/exchange/order/stop/add',
          { symbol: SYMBOL, clientOrderId: coid(), ...body },
          { token: s.token },
        ),
      ).data;
    const kept = await viaDying({
      side: 'sell',
      kind: 'stop_market',
      stopPrice: '25000',
      amount: '0.1',
    });
    const lost = await viaDying({
      side: 'sell',
      kind: 'stop_limit',
      stopPrice: '29000',
      price: '28000',
      amount: '0.1',
    });
    await dying.app.close();
    await tradeAt('28500');
    await tradeAt('30000');
    expect((await row(s, lost.stopId))?.status).toBe('WAITING');

    const again = await createTestApp({ database: t.database });
    try {
      await again.app.spot.stops.idle();
      await again.app.spot.settled();
      const list = async (which: string) =>
        reply<{ list: SpotStop[] }>(
          await again.get(`/uc/exchange/order/stop/${which}?symbol=${SYMBOL}`, { token: s.token }),
        ).data.list;
      expect((await list('history')).find((x) => x.stopId === lost.stopId)).toMatchObject({
        status: 'TRIGGERED',
        triggeredPrice: '28500',
      });
      expect((await list('current')).map((x) => x.stopId)).toEqual([kept.stopId]);
      expect(await available(s, 'BTC')).toBe('0.8');
      await again.app.spot.stops.cancel(s.member.id, kept.stopId);
      await again.app.spot.cancelAll(s.member.id, SYMBOL);
      await again.app.spot.settled();
      expect(await available(s, 'BTC')).toBe('1');
    } finally {
      await again.app.close();
    }
  });
});
