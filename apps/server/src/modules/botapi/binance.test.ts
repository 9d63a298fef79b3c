import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { fundedBot, publicCall, signedCall, type BotKey } from '../../test/botapi.js';
import { checkLedger } from '../ledger/index.js';
import { checkSpot } from '../spot/index.js';

let t: TestApp;
let maker: BotKey;
let taker: BotKey;
beforeAll(async () => {
  t = await createTestApp();
  maker = await fundedBot(t);
  taker = await fundedBot(t);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

interface WireOrder {
  orderId: number;
  clientOrderId: string;
  status: string;
  executedQty: string;
  cummulativeQuoteQty: string;
  type: string;
  side: string;
  fills?: {
    price: string;
    qty: string;
    commission: string;
    commissionAsset: string;
    tradeId: number;
  }[];
}
const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
const refusal = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  ...json<{ code: number; msg: string }>(res),
});
let n = 0;
const cid = () => `bin-${(n += 1)}-${Date.now().toString(36)}`;
const limit = (side: 'BUY' | 'SELL', price: string, quantity: string, extra = {}) => ({
  symbol: 'BTCUSDT',
  side,
  type: 'LIMIT',
  timeInForce: 'GTC',
  price,
  quantity,
  newClientOrderId: cid(),
  ...extra,
});
const free = async (key: BotKey, asset: string) =>
  json<{ balances: { asset: string; free: string; locked: string }[] }>(
    await signedCall(t, 'GET', '/account', {}, key),
  ).balances.find((b) => b.asset === asset);

describe('market data in the dialect', () => {
  it('lists markets with filters equal to the market rules', async () => {
    const info = json<{ symbols: { symbol: string; filters: Record<string, string>[] }[] }>(
      await publicCall(t, '/exchangeInfo'),
    );
    const btc = info.symbols.find((s) => s.symbol === 'BTCUSDT');
    expect(btc).toBeDefined();
    const market = (await t.app.marketData.markets()).find((m) => m.symbol === 'BTC/USDT');
    const filter = (type: string) => btc?.filters.find((f) => f['filterType'] === type);
    expect(filter('PRICE_FILTER')).toMatchObject({ tickSize: market?.tickSize });
    expect(filter('LOT_SIZE')).toMatchObject({
      stepSize: market?.lotSize,
      minQty: market?.minAmount,
      maxQty: market?.maxAmount,
    });
    expect(filter('NOTIONAL')).toMatchObject({ minNotional: market?.minNotional });
    const one = json<{ symbols: unknown[] }>(
      await publicCall(t, '/exchangeInfo', { symbol: 'BTCUSDT' }),
    );
    expect(one.symbols).toHaveLength(1);
    expect(refusal(await publicCall(t, '/exchangeInfo', { symbol: 'NOPE' }))).toMatchObject({
      code: -1121,
    });
  });

  it('answers ping, time, and refuses unknown symbols, intervals and limits with their codes', async () => {
    expect(json(await publicCall(t, '/ping'))).toEqual({});
    expect(json<{ serverTime: number }>(await publicCall(t, '/time')).serverTime).toBe(
      t.clock.nowMs(),
    );
    expect(refusal(await publicCall(t, '/depth', { symbol: 'BTC/USDT' }))).toMatchObject({
      code: -1121,
    });
    expect(refusal(await publicCall(t, '/depth'))).toMatchObject({ code: -1102 });
    expect(
      refusal(await publicCall(t, '/klines', { symbol: 'BTCUSDT', interval: '2h' })),
    ).toMatchObject({
      code: -1120,
    });
    expect(
      refusal(await publicCall(t, '/trades', { symbol: 'BTCUSDT', limit: 1001 })),
    ).toMatchObject({
      code: -1100,
    });
    expect(refusal(await publicCall(t, '/nothing'))).toMatchObject({ status: 404 });
  });
});

describe('orders in the dialect', () => {
  it('places a resting limit order, finds it by id and by client id, and lists it open', async () => {
    const body = limit('SELL', '50000', '0.5');
    const res = await signedCall(t, 'POST', '/order', body, maker);
    expect(res.statusCode, res.body).toBe(200);
    const order = json<WireOrder>(res);
    expect(order).toMatchObject({
      status: 'NEW',
      clientOrderId: body.newClientOrderId,
      executedQty: '0',
      fills: [],
    });

    const byId = json<WireOrder>(
      await signedCall(t, 'GET', '/order', { symbol: 'BTCUSDT', orderId: order.orderId }, maker),
    );
    const byClient = json<WireOrder>(
      await signedCall(
        t,
        'GET',
        '/order',
        { symbol: 'BTCUSDT', origClientOrderId: body.newClientOrderId },
        maker,
      ),
    );
    expect(byId.orderId).toBe(order.orderId);
    expect(byClient.orderId).toBe(order.orderId);
    const open = json<WireOrder[]>(
      await signedCall(t, 'GET', '/openOrders', { symbol: 'BTCUSDT' }, maker),
    );
    expect(open.map((o) => o.orderId)).toContain(order.orderId);
    expect(await free(maker, 'BTC')).toMatchObject({ free: '9.5', locked: '0.5' });
    // Someone else's order does not exist for this key.
    expect(
      refusal(
        await signedCall(t, 'GET', '/order', { symbol: 'BTCUSDT', orderId: order.orderId }, taker),
      ),
    ).toMatchObject({ code: -2013, msg: 'Order does not exist.' });

    const depth = json<{ lastUpdateId: number; asks: [string, string][] }>(
      await publicCall(t, '/depth', { symbol: 'BTCUSDT', limit: 5 }),
    );
    expect(depth.asks[0]).toEqual(['50000', '0.5']);
    expect(depth.lastUpdateId).toBeGreaterThan(0);
  });

  it('makes newClientOrderId idempotent: the same order comes back, a different one under it is refused', async () => {
    const body = limit('BUY', '100', '0.1');
    const first = json<WireOrder>(await signedCall(t, 'POST', '/order', body, taker));
    t.clock.advance(10);
    const again = json<WireOrder>(await signedCall(t, 'POST', '/order', body, taker));
    expect(again.orderId).toBe(first.orderId);
    const other = await signedCall(t, 'POST', '/order', { ...body, price: '101' }, taker);
    expect(refusal(other)).toMatchObject({ code: -2010, msg: 'Duplicate order sent.' });
  });

  it('fills a market buy against the book, with fills, fees and my trades', async () => {
    const res = await signedCall(
      t,
      'POST',
      '/order',
      { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.2', newClientOrderId: cid() },
      taker,
    );
    expect(res.statusCode, res.body).toBe(200);
    const order = json<WireOrder>(res);
    expect(order).toMatchObject({
      status: 'FILLED',
      type: 'MARKET',
      side: 'BUY',
      executedQty: '0.2',
      cummulativeQuoteQty: '10000',
    });
    expect(order.fills).toHaveLength(1);
    expect(order.fills?.[0]).toMatchObject({ price: '50000', qty: '0.2', commissionAsset: 'BTC' });

    const mine = json<
      { id: number; orderId: number; isBuyer: boolean; isMaker: boolean; qty: string }[]
    >(await signedCall(t, 'GET', '/myTrades', { symbol: 'BTCUSDT' }, taker));
    expect(mine).toEqual([
      expect.objectContaining({
        id: order.fills?.[0]?.tradeId,
        orderId: order.orderId,
        isBuyer: true,
        isMaker: false,
        qty: '0.2',
      }),
    ]);
    const theirs = json<{ isBuyer: boolean; isMaker: boolean }[]>(
      await signedCall(t, 'GET', '/myTrades', { symbol: 'BTCUSDT', orderId: order.orderId }, maker),
    );
    expect(theirs).toEqual([expect.objectContaining({ isBuyer: false, isMaker: true })]);
    await t.app.marketData.tick();
    const trades = json<{ price: string; qty: string; isBuyerMaker: boolean }[]>(
      await publicCall(t, '/trades', { symbol: 'BTCUSDT' }),
    );
    expect(trades.at(-1)).toMatchObject({ price: '50000', qty: '0.2', isBuyerMaker: false });
  });

  it('refuses what the market refuses, with the messages clients map', async () => {
    const cases: [Record<string, string>, number, string?][] = [
      [limit('BUY', '90000', '5'), -2010, 'Account has insufficient balance for requested action.'],
      [limit('BUY', '100.001', '1'), -1013, 'Filter failure: PRICE_FILTER'],
      [limit('BUY', '100', '0.00001'), -1013, 'Filter failure: LOT_SIZE'],
      [limit('BUY', '1', '1'), -1013, 'Filter failure: NOTIONAL'],
      [{ ...limit('BUY', '100', '1'), symbol: 'ETHBTCX' }, -1121, 'Invalid symbol.'],
      [{ ...limit('BUY', '100', '1'), side: 'UP' }, -1117],
      [{ ...limit('BUY', '100', '1'), type: 'STOP_LOSS' }, -1116],
      [{ ...limit('BUY', '100', '1'), timeInForce: 'GTX' }, -1115],
      [{ ...limit('BUY', '100', '1'), price: '1e5' }, -1100],
      [{ ...limit('BUY', '100', '1'), newClientOrderId: 'bad id!' }, -1100],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET' }, -1102],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '1', price: '1' }, -1106],
    ];
    for (const [body, code, msg] of cases) {
      const res = await signedCall(t, 'POST', '/order', body, taker);
      expect(refusal(res), JSON.stringify(body)).toMatchObject({ code, ...(msg ? { msg } : {}) });
    }
  });

  it('cancels by id and by client id, refuses a second cancel with -2011, and cancels all open', async () => {
    const a = json<WireOrder>(
      await signedCall(t, 'POST', '/order', limit('SELL', '60000', '0.1'), maker),
    );
    const bBody = limit('SELL', '61000', '0.1');
    json<WireOrder>(await signedCall(t, 'POST', '/order', bBody, maker));
    const c = json<WireOrder>(
      await signedCall(t, 'POST', '/order', limit('SELL', '62000', '0.1'), maker),
    );

    const cancelled = json<WireOrder & { origClientOrderId: string }>(
      await signedCall(t, 'DELETE', '/order', { symbol: 'BTCUSDT', orderId: a.orderId }, maker),
    );
    expect(cancelled).toMatchObject({ orderId: a.orderId, status: 'CANCELED' });
    const twice = await signedCall(
      t,
      'DELETE',
      '/order',
      { symbol: 'BTCUSDT', orderId: a.orderId },
      maker,
    );
    expect(refusal(twice)).toMatchObject({ code: -2011, msg: 'Unknown order sent.' });
    const byClient = json<WireOrder>(
      await signedCall(
        t,
        'DELETE',
        '/order',
        { symbol: 'BTCUSDT', origClientOrderId: bBody.newClientOrderId },
        maker,
      ),
    );
    expect(byClient.status).toBe('CANCELED');
    expect(
      refusal(
        await signedCall(t, 'DELETE', '/order', { symbol: 'BTCUSDT', orderId: 999999 }, maker),
      ),
    ).toMatchObject({ code: -2011 });

    const all = json<WireOrder[]>(
      await signedCall(t, 'DELETE', '/openOrders', { symbol: 'BTCUSDT' }, maker),
    );
    expect(all.map((o) => o.orderId)).toContain(c.orderId);
    expect(all.every((o) => o.status === 'CANCELED')).toBe(true);
    expect(json<unknown[]>(await signedCall(t, 'GET', '/openOrders', {}, maker))).toEqual([]);

    const history = json<WireOrder[]>(
      await signedCall(t, 'GET', '/allOrders', { symbol: 'BTCUSDT' }, maker),
    );
    expect(history.map((o) => o.orderId)).toEqual(
      [...history.map((o) => o.orderId)].sort((x, y) => x - y),
    );
    expect(history.find((o) => o.orderId === a.orderId)?.status).toBe('CANCELED');
    const fromC = json<WireOrder[]>(
      await signedCall(t, 'GET', '/allOrders', { symbol: 'BTCUSDT', orderId: c.orderId }, maker),
    );
    expect(fromC.map((o) => o.orderId)).toEqual([c.orderId]);
  });

  it('answers a market buy by quote amount and an IOC remainder as expired', async () => {
    json<WireOrder>(await signedCall(t, 'POST', '/order', limit('SELL', '40000', '0.05'), maker));
    const quote = json<WireOrder>(
      await signedCall(
        t,
        'POST',
        '/order',
        {
          symbol: 'BTCUSDT',
          side: 'BUY',
          type: 'MARKET',
          quoteOrderQty: '1000',
          newClientOrderId: cid(),
        },
        taker,
      ),
    );
    expect(quote).toMatchObject({
      status: 'FILLED',
      executedQty: '0.025',
      cummulativeQuoteQty: '1000',
    });
    const ioc = json<WireOrder>(
      await signedCall(
        t,
        'POST',
        '/order',
        limit('BUY', '40000', '0.1', { timeInForce: 'IOC' }),
        taker,
      ),
    );
    expect(ioc).toMatchObject({ status: 'EXPIRED', executedQty: '0.025' });
  });
});
