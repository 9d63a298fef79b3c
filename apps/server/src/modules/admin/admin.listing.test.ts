import {
  ERRORS,
  type AdminContract,
  type AdminSpotMarket,
  type MarketSummary,
  type PerpConfig,
  type Session,
  type SpotOrder,
} from '@exchange/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, reply } from '../../test/accounts.js';
import type { TestApp } from '../../test/app.js';
import {
  consoleGet,
  marketConsoleSuite,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import { perpHarness } from '../../test/perp.js';
import type { Ledger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
const suite = marketConsoleSuite(['config.manage']);
let t: TestApp;
let ledger: Ledger;
let op: ConsoleOperator;
beforeAll(() => {
  ({ t, ledger, op } = suite);
});

const ETH_BTC = {
  base: 'ETH',
  quote: 'BTC',
  tickSize: '0.00001',
  lotSize: '0.001',
  minAmount: '0.001',
  maxAmount: '1000',
  minNotional: '0.0001',
  makerFee: '0.001',
  takerFee: '0.001',
  sort: 90,
};
const listSpot = (body: Record<string, unknown>) =>
  consolePost(t, op.token, '/config/spot-markets/list', body);
const listSeries = (body: Record<string, unknown>) =>
  consolePost(t, op.token, '/config/contracts/list-delivery', {
    perpetual: 'BTCUSDT',
    sort: 200,
    ...body,
  });
const publicMarkets = async () =>
  reply<MarketSummary[]>(await t.get('/uc/market/api/markets/exchange-coin-list')).data;

async function ethTrader(): Promise<Session> {
  const s = await registerAccount(t);
  await deposit(ledger, `le-${s.usercode}`, s.member.id, '10', 'ETH');
  await deposit(ledger, `lb-${s.usercode}`, s.member.id, '1', 'BTC');
  return s;
}
const order = (s: Session, body: Record<string, unknown>) =>
  t.post(
    '/uc/exchange/order/add',
    { symbol: 'ETH/BTC', type: 'limit', amount: '0.5', ...body },
    { token: s.token },
  );

describe('listing a spot market', () => {
  it('lists ETH/BTC suspended, opens it, and it trades; the demo venue lists it too', async () => {
    const res = await listSpot(ETH_BTC);
    expect(res.json().data, res.body).toMatchObject({
      symbol: 'ETH/BTC',
      enabled: false,
      openOrders: 0,
    });
    const seller = await ethTrader();
    const buyer = await ethTrader();
    expect(reply(await order(seller, { side: 'sell', price: '0.035' })).code).toBe(
      code('MARKET_SUSPENDED'),
    );
    expect((await publicMarkets()).some((m) => m.symbol === 'ETH/BTC')).toBe(false);

    expect(
      (
        await consolePost(t, op.token, '/config/spot-markets/update', {
          symbol: 'ETH/BTC',
          enabled: true,
        })
      ).json().code,
    ).toBe(0);
    const ask = reply<SpotOrder>(await order(seller, { side: 'sell', price: '0.035' }));
    expect(ask.code).toBe(0);
    expect(reply<SpotOrder>(await order(buyer, { side: 'buy', price: '0.035' })).code).toBe(0);
    const filled = reply<SpotOrder>(
      await t.get(
        '/uc/exchange/order/detail',
        { orderId: ask.data.orderId },
        { token: seller.token },
      ),
    ).data;
    // 0.5 ETH at 0.035 BTC, less the 0.1 % fee in BTC.
    expect(filled).toMatchObject({ status: 'FILLED', fee: '0.0000175' });
    expect((await publicMarkets()).find((m) => m.symbol === 'ETH/BTC')).toMatchObject({
      base: 'ETH',
      quote: 'BTC',
    });

    // A demo venue opened afterwards lists what the live one lists.
    const real = await registerAccount(t);
    expect((await t.post('/uc/demo/enter', {}, { token: real.token })).json().code).toBe(0);
    expect(t.app.demo.venues.get().spot.market('ETH/BTC')).toMatchObject({ enabled: true });
  });

  it('refuses a listed symbol, an unknown coin, steps finer than the coins, and bad limits', async () => {
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [{ ...ETH_BTC, base: 'BTC', quote: 'USDT' }, 'MARKET_ALREADY_LISTED'],
      [{ ...ETH_BTC, base: 'NOPE' }, 'ASSET_UNKNOWN'],
      [{ ...ETH_BTC, base: 'BTC', quote: 'BTC' }, 'FIELD_OUT_OF_RANGE'],
      // ADA/BTC: 8 tick decimals and 3 lot decimals exceed BTC's 8.
      [{ ...ETH_BTC, base: 'ADA', tickSize: '0.00000001' }, 'FIELD_OUT_OF_RANGE'],
      [{ ...ETH_BTC, base: 'ADA', minAmount: '5', maxAmount: '1' }, 'FIELD_OUT_OF_RANGE'],
      [{ ...ETH_BTC, base: 'ADA', tickSize: '0' }, 'FIELD_OUT_OF_RANGE'],
      [{ ...ETH_BTC, base: 'ADA', makerFee: '0.2' }, 'FIELD_OUT_OF_RANGE'],
    ];
    for (const [body, key] of cases)
      expect((await listSpot(body)).json().code, JSON.stringify(body)).toBe(code(key));
    const markets = reply<AdminSpotMarket[]>(
      await consoleGet(t, op.token, '/config/spot-markets'),
    ).data;
    expect(markets.filter((m) => m.symbol.endsWith('/BTC')).map((m) => m.symbol)).toEqual([
      'ETH/BTC',
    ]);
  });

  it('lists a market once when two operators list it at the same moment', async () => {
    const body = { ...ETH_BTC, base: 'BTC', quote: 'ETH', tickSize: '0.001', lotSize: '0.00001' };
    const codes = (await Promise.all([listSpot(body), listSpot(body)])).map((r) => r.json().code);
    expect(codes.sort()).toEqual([0, code('MARKET_ALREADY_LISTED')].sort());
  });
});

describe('listing a delivery series', () => {
  it('lists BTCUSDT-1W with its first contract, which users can trade once enabled', async () => {
    const res = await listSeries({ term: '1w', settleWindowMinutes: 30, enabled: true });
    const series = res.json().data as AdminContract;
    expect(series, res.body).toMatchObject({
      symbol: 'BTCUSDT-1W',
      product: 'delivery',
      term: '1W',
      settleWindowMinutes: 30,
    });
    const expiry = new Date(series.expiresAt ?? 0);
    expect(expiry.getTime()).toBeGreaterThan(t.clock.nowMs());
    expect([expiry.getUTCDay(), expiry.getUTCHours()]).toEqual([5, 8]);
    const shown = reply<PerpConfig[]>(await t.get('/uc/contract/delivery/getDeliveryConfig')).data;
    expect(shown.map((c) => c.symbol)).toContain('BTCUSDT-1W');
    // The demo venue, open since the first test, lists it too.
    expect(t.app.demo.venues.get().perp.contract('BTCUSDT-1W').term).toBe('1W');

    const h = perpHarness(t, ledger, 'BTCUSDT-1W', 'delivery');
    h.setMark('95000');
    const a = await h.trader();
    const b = await h.trader();
    await h.openLong(a, 2, '95000', 10);
    await h.openShort(b, 2, '95000', 10);
    expect((await h.positions(a)).map((p) => p.symbol)).toEqual(['BTCUSDT-1W']);
  });

  it('refuses a listed series, a window as long as the term, an unknown perpetual and a bad term', async () => {
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [{ term: 'Q', settleWindowMinutes: 30 }, 'MARKET_ALREADY_LISTED'],
      [{ term: '10M', settleWindowMinutes: 10 }, 'FIELD_OUT_OF_RANGE'],
      [{ perpetual: 'NOPEUSDT', term: '1D', settleWindowMinutes: 5 }, 'CONTRACT_UNKNOWN'],
      [{ perpetual: 'BTCUSDT-Q', term: '1D', settleWindowMinutes: 5 }, 'CONTRACT_UNKNOWN'],
      [{ term: '2Y', settleWindowMinutes: 5 }, 'FIELD_FORMAT'],
    ];
    for (const [body, key] of cases)
      expect((await listSeries(body)).json().code, JSON.stringify(body)).toBe(code(key));
  });
});
