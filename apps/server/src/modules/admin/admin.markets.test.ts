import {
  ERRORS,
  type AdminContract,
  type AdminSpotMarket,
  type MarketConfig,
  type PerpConfig,
  type Session,
  type SpotOrder,
} from '@exchange/contracts';
import { decimal, eq, mul, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
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
const suite = marketConsoleSuite(['config.manage', 'audit.read']);
let t: TestApp;
let ledger: Ledger;
let op: ConsoleOperator;
let h: ReturnType<typeof perpHarness>;
beforeAll(() => {
  ({ t, ledger, op } = suite);
  h = perpHarness(t, ledger);
});

const spotMarkets = async () =>
  reply<AdminSpotMarket[]>(await consoleGet(t, op.token, '/config/spot-markets')).data;
const contracts = async () =>
  reply<AdminContract[]>(await consoleGet(t, op.token, '/config/contracts')).data;
const setSpot = (body: Record<string, unknown>) =>
  consolePost(t, op.token, '/config/spot-markets/update', { symbol: 'BTC/USDT', ...body });
const setContract = (body: Record<string, unknown>) =>
  consolePost(t, op.token, '/config/contracts/update', { symbol: 'BTCUSDT', ...body });
const publicMarket = async () =>
  reply<MarketConfig[]>(await t.get('/uc/market/api/markets/exchange-coin-list')).data;
const lastAudit = async (action: string) =>
  reply<{
    list: { target: string; detail: Record<string, { before: unknown; after: unknown }> }[];
  }>(await consoleGet(t, op.token, '/audit', { action })).data.list[0];

async function spotTrader(): Promise<Session> {
  const s = await registerAccount(t);
  await deposit(ledger, `mu-${s.usercode}`, s.member.id, '100000');
  await deposit(ledger, `mb-${s.usercode}`, s.member.id, '10', 'BTC');
  return s;
}
const spotOrder = async (s: Session, body: Record<string, unknown>) => {
  const res = await t.post(
    '/uc/exchange/order/add',
    { symbol: 'BTC/USDT', type: 'limit', ...body },
    { token: s.token },
  );
  return reply<SpotOrder>(res);
};

describe('spot market configuration', () => {
  it('lists every market with its fixed steps and its settings', async () => {
    const btc = (await spotMarkets()).find((m) => m.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({
      base: 'BTC',
      quote: 'USDT',
      tickSize: '0.01',
      lotSize: '0.0001',
      makerFee: '0.001',
      takerFee: '0.001',
      enabled: true,
      openOrders: 0,
    });
  });

  it('applies a new maker fee to the next fill, audits only what changed, and users see it at once', async () => {
    const maker = await spotTrader();
    const taker = await spotTrader();
    const ask = (await spotOrder(maker, { side: 'sell', price: '90000', amount: '0.01' })).data;
    expect((await spotMarkets()).find((m) => m.symbol === 'BTC/USDT')?.openOrders).toBe(1);

    const res = await setSpot({ makerFee: '0.002' });
    expect(res.json().data, res.body).toMatchObject({ makerFee: '0.002', takerFee: '0.001' });
    expect((await publicMarket()).find((m) => m.symbol === 'BTC/USDT')?.makerFee).toBe('0.002');
    expect(await lastAudit('config.spot_market')).toEqual(
      expect.objectContaining({
        target: 'spot_market:BTC/USDT',
        detail: { makerFee: { before: '0.001', after: '0.002' } },
      }),
    );

    await spotOrder(taker, { side: 'buy', price: '90000', amount: '0.01' });
    const filled = reply<SpotOrder>(
      await t.get('/uc/exchange/order/detail', { orderId: ask.orderId }, { token: maker.token }),
    ).data;
    // 900 USDT at the new maker rate; the taker pays the unchanged 0.1 % in BTC.
    expect(filled).toMatchObject({ status: 'FILLED', fee: '1.8' });
    await setSpot({ makerFee: '0.001' });
  });

  it('a raised minimum refuses smaller orders at once; a suspended market refuses every order', async () => {
    const s = await spotTrader();
    expect((await setSpot({ minAmount: '0.01' })).json().code).toBe(0);
    expect((await spotOrder(s, { side: 'buy', price: '1000', amount: '0.005' })).code).toBe(
      code('ORDER_AMOUNT_BELOW_MIN'),
    );
    expect((await setSpot({ minAmount: '0.0001', enabled: false })).json().code).toBe(0);
    expect((await spotOrder(s, { side: 'buy', price: '1000', amount: '0.005' })).code).toBe(
      code('MARKET_SUSPENDED'),
    );
    expect((await setSpot({ enabled: true })).json().code).toBe(0);
    expect((await spotOrder(s, { side: 'buy', price: '1000', amount: '0.005' })).code).toBe(0);
  });

  it('refuses bad settings with a coded error, changing nothing', async () => {
    const before = await spotMarkets();
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [{ minAmount: '5', maxAmount: '1' }, 'FIELD_OUT_OF_RANGE'],
      [{ minAmount: '0' }, 'FIELD_OUT_OF_RANGE'],
      [{ makerFee: '0.1' }, 'FIELD_OUT_OF_RANGE'],
      [{ takerFee: '-0.001' }, 'FIELD_OUT_OF_RANGE'],
      [{ makerFee: '0.0000001' }, 'FIELD_FORMAT'],
      [{ tradingHours: '09:00-09:00' }, 'FIELD_OUT_OF_RANGE'],
      [{ tradingHours: '25:00-26:00' }, 'FIELD_FORMAT'],
      [{ tradingHours: '09:00' }, 'FIELD_FORMAT'],
      [{ minNotional: 'abc' }, 'AMOUNT_INVALID'],
      [{}, 'FIELD_REQUIRED'],
      [{ symbol: 'NOPE/USDT', enabled: false }, 'MARKET_UNKNOWN'],
    ];
    for (const [body, key] of cases)
      expect((await setSpot(body)).json().code, JSON.stringify(body)).toBe(code(key));
    expect(await spotMarkets()).toEqual(before);
  });

  it('two changes at once both stand: changes of one market are serialized', async () => {
    const [a, b] = await Promise.all([
      setSpot({ maxAmount: '50' }),
      setSpot({ tradingHours: '00:00-24:00', sort: 7 }),
    ]);
    expect([a.json().code, b.json().code]).toEqual([0, 0]);
    expect((await spotMarkets()).find((m) => m.symbol === 'BTC/USDT')).toMatchObject({
      maxAmount: '50',
      sort: 7,
    });
    const row = await sql<{ max_amount: string; sort: number }>`
      select max_amount::text, sort from spot_market where symbol = 'BTC/USDT'`.execute(
      t.database.db,
    );
    expect(row.rows[0]).toMatchObject({ sort: 7 });
    expect(toPlainString(decimal(row.rows[0]?.max_amount ?? ''))).toBe('50');
  });
});

describe('contract configuration', () => {
  it('lists perpetual contracts and delivery series with their risk tiers', async () => {
    const list = await contracts();
    expect(list.find((c) => c.symbol === 'BTCUSDT')).toMatchObject({
      product: 'perpetual',
      makerFee: '0.0002',
      takerFee: '0.0005',
      fundingIntervalHours: 8,
      settleWindowMinutes: null,
    });
    const quarterly = list.find((c) => c.symbol === 'BTCUSDT-Q');
    expect(quarterly).toMatchObject({ product: 'delivery', term: 'Q', fundingIntervalHours: null });
    expect(quarterly?.tiers.length).toBeGreaterThan(0);
  });

  it('a fee change reaches only orders placed after it: a resting order keeps the rates it froze for', async () => {
    h.setMark('95000');
    const maker = await h.trader();
    const taker = await h.trader();
    const resting = await h.openLong(maker, 10, '95000', 10);
    const res = await setContract({ makerFee: '0.001', takerFee: '0.002' });
    expect(res.json().data, res.body).toMatchObject({ makerFee: '0.001', takerFee: '0.002' });
    const shown = reply<PerpConfig>(
      await h.get('/contract/perpetual/getPerpetualConfig', null, { symbol: 'BTCUSDT' }),
    ).data;
    expect(shown).toMatchObject({ makerFee: '0.001', takerFee: '0.002' });

    await h.order(taker, {
      direction: 'short',
      action: 'open',
      type: 'market',
      lots: 10,
      leverage: 10,
    });
    const value = mul(decimal('950000'), decimal(shown.contractSize));
    const fees = await sql<{
      id: string;
      fee: string;
      maker_fee_rate: string;
      taker_fee_rate: string;
    }>`
      select id::text, fee::text, maker_fee_rate::text, taker_fee_rate::text from perp_order
      where user_id in (${maker.member.id}, ${taker.member.id})`.execute(t.database.db);
    const of = (orderId: string) => fees.rows.find((r) => r.id === orderId);
    const makerRow = of(resting.orderId);
    const takerRow = fees.rows.find((r) => r.id !== resting.orderId);
    // The maker's order was placed at 0.02 %: it pays that, not the new 0.1 %.
    expect(eq(decimal(makerRow?.maker_fee_rate ?? ''), decimal('0.0002'))).toBe(true);
    expect(toPlainString(decimal(makerRow?.fee ?? ''))).toBe(
      toPlainString(mul(value, decimal('0.0002'))),
    );
    expect(eq(decimal(takerRow?.taker_fee_rate ?? ''), decimal('0.002'))).toBe(true);
    expect(toPlainString(decimal(takerRow?.fee ?? ''))).toBe(
      toPlainString(mul(value, decimal('0.002'))),
    );
    await setContract({ makerFee: '0.0002', takerFee: '0.0005' });
  });

  it('new leverages and lot limits apply to the next placement; the audit names the fields', async () => {
    h.setMark('95000');
    const s = await h.trader();
    const res = await setContract({
      leverages: [10, 1, 5, 2],
      defaultLeverage: 5,
      maxOpenLots: 50,
    });
    expect(res.json().data, res.body).toMatchObject({
      leverages: [1, 2, 5, 10],
      defaultLeverage: 5,
    });
    const refused = await h.place(s, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '90000',
      lots: 1,
      leverage: 20,
    });
    expect(refused.json().code).toBe(code('LEVERAGE_INVALID'));
    const tooMany = await h.place(s, {
      direction: 'long',
      action: 'open',
      type: 'limit',
      price: '90000',
      lots: 51,
      leverage: 10,
    });
    expect(tooMany.json().code).toBe(code('OPEN_LOTS_ABOVE_MAX'));
    const audit = await lastAudit('config.contract');
    expect(audit?.target).toBe('contract:BTCUSDT');
    expect(Object.keys(audit?.detail ?? {}).sort()).toEqual([
      'defaultLeverage',
      'leverages',
      'maxOpenLots',
    ]);
    const original = (await contracts()).find((c) => c.symbol === 'ETHUSDT');
    expect(
      (
        await setContract({
          leverages: original?.leverages,
          defaultLeverage: 20,
          maxOpenLots: original?.maxOpenLots,
        })
      ).json().code,
    ).toBe(0);
  });

  it('refuses inconsistent risk settings with a coded error, changing nothing', async () => {
    const before = await contracts();
    const tiers = before.find((c) => c.symbol === 'BTCUSDT')?.tiers ?? [];
    const cases: [Record<string, unknown>, keyof typeof ERRORS][] = [
      [{ tiers: [...tiers].reverse() }, 'RISK_TIERS_INVALID'],
      [
        { tiers: [{ maxNotional: '1000000', maintenanceRate: '0.02', maxLeverage: 100 }] },
        'RISK_TIERS_INVALID',
      ],
      [{ leverages: [1, 2, 500] }, 'FIELD_OUT_OF_RANGE'],
      [{ leverages: [1, 2, 2] }, 'FIELD_FORMAT'],
      [{ defaultLeverage: 7 }, 'FIELD_OUT_OF_RANGE'],
      [{ minOpenLots: 10, maxOpenLots: 5 }, 'FIELD_OUT_OF_RANGE'],
      [{ makerFee: '-0.01' }, 'FIELD_OUT_OF_RANGE'],
      [{ makerFee: '-0.001', takerFee: '0' }, 'FIELD_OUT_OF_RANGE'],
      [{ settleWindowMinutes: 30 }, 'SETTING_NOT_APPLICABLE'],
      [{ symbol: 'BTCUSDT-Q', fundingIntervalHours: 4 }, 'SETTING_NOT_APPLICABLE'],
      [{ fundingIntervalHours: 3 }, 'FIELD_FORMAT'],
      [{ symbol: 'NOPEUSDT', enabled: false }, 'CONTRACT_UNKNOWN'],
    ];
    for (const [body, key] of cases)
      expect((await setContract(body)).json().code, JSON.stringify(body)).toBe(code(key));
    const after = await contracts();
    expect(after.map(({ openOrders: _o, openPositions: _p, ...c }) => c)).toEqual(
      before.map(({ openOrders: _o, openPositions: _p, ...c }) => c),
    );
  });

  it("changes a delivery series' settlement window and suspends and resumes a contract", async () => {
    const res = await setContract({ symbol: 'BTCUSDT-Q', settleWindowMinutes: 45 });
    expect(res.json().data, res.body).toMatchObject({ settleWindowMinutes: 45 });
    expect((await setContract({ enabled: false })).json().code).toBe(0);
    const s = await h.trader();
    expect(
      (
        await h.place(s, {
          direction: 'long',
          action: 'open',
          type: 'limit',
          price: '90000',
          lots: 1,
          leverage: 10,
        })
      ).json().code,
    ).toBe(code('CONTRACT_SUSPENDED'));
    expect((await setContract({ enabled: true })).json().code).toBe(0);
  });
});

describe('the demo venue trades under the live settings', () => {
  it('copies them when it opens and follows each later change', async () => {
    await setSpot({ takerFee: '0.0015' });
    const real = await registerAccount(t);
    expect((await t.post('/uc/demo/enter', {}, { token: real.token })).json().code).toBe(0);
    const venue = t.app.demo.venues.get();
    expect(venue.spot.market('BTC/USDT').takerFee).toBe('0.0015');
    await setContract({ takerFee: '0.0007' });
    expect(venue.perp.contract('BTCUSDT').takerFee.toString()).toBe('0.0007');
    await setSpot({ takerFee: '0.001' });
    await setContract({ takerFee: '0.0005' });
    expect(venue.spot.market('BTC/USDT').takerFee).toBe('0.001');
  });
});
