import {
  ERRORS,
  type DemoSession,
  type DemoStatus,
  type PerpOrder,
  type QuickExchange,
  type QuickQuote,
  type Session,
  type SpotOrder,
  type WalletOverview,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { STRONG_PASSWORD, registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { perpHarness } from '../../test/perp.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { checkPerp } from '../perp/index.js';
import { checkSpot } from '../spot/index.js';

let t: TestApp;
let ledger: Ledger;
let perp: ReturnType<typeof perpHarness>;
let real: Session;
/** Another real user, who tries to send money to the demo account. */
let sender: Session;
let demo: DemoSession;
let n = 0;
const coid = () => `d${(n += 1)}x${Date.now().toString(36)}`;
const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
const as = (token: string) => ({ token });

/** Everything the live venue holds: every balance, every open order, every position. */
async function liveState() {
  const { db } = t.database;
  const [accounts, transactions, orders, perpOrders, positions] = await Promise.all([
    sql`select user_id, system_code, wallet, asset, available, frozen, locked
        from ledger_account order by id`.execute(db),
    sql`select count(*) as n from ledger_transaction`.execute(db),
    sql`select id, remaining_lots, status from spot_order order by id`.execute(db),
    sql`select id, remaining_lots, status from perp_order order by id`.execute(db),
    sql`select id, lots, status from perp_position order by id`.execute(db),
  ]);
  return {
    rows: [accounts, transactions, orders, perpOrders, positions].map((r) => r.rows),
    spotDepth: t.app.spot.view.depth('BTC/USDT', 20),
    perpDepth: t.app.perp.runner('BTCUSDT').depth(20),
  };
}

const spotOrder = async (token: string, body: Record<string, unknown>) =>
  t.post(
    '/uc/exchange/order/add',
    { symbol: 'BTC/USDT', clientOrderId: coid(), ...body },
    as(token),
  );
const overview = async (token: string) =>
  reply<WalletOverview>(await t.get('/uc/asset/wallet', {}, as(token))).data;
const holding = (o: WalletOverview, wallet: string, asset: string) =>
  o.accounts.find((a) => a.wallet === wallet)?.assets.find((x) => x.asset === asset);
const venue = () => t.app.demo.venues.get();

/** Moves `usdt` from demo spot to `wallet`, then opens a 10x long there. */
async function openLong(
  wallet: 'contract' | 'delivery',
  usdt: string,
  order: Record<string, string | number>,
) {
  const moved = await t.post(
    '/uc/asset/transfer',
    { asset: 'USDT', from: 'spot', to: wallet, amount: usdt, requestId: coid() },
    as(demo.token),
  );
  expect(reply(moved).code, moved.body).toBe(0);
  const path = wallet === 'contract' ? 'perpetual' : 'delivery';
  return t.get(
    `/uc/contract/${path}/order`,
    { direction: 'long', action: 'open', leverage: 10, ...order },
    as(demo.token),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  perp = perpHarness(t, ledger);
  // Live liquidity: a spot maker on BTC/USDT and two contract traders on BTCUSDT.
  const maker = await registerAccount(t);
  await deposit(ledger, 'live-mk-u', maker.member.id, '1000000');
  await deposit(ledger, 'live-mk-b', maker.member.id, '10', 'BTC');
  for (const [side, price] of [
    ['buy', '90000'],
    ['sell', '91000'],
  ] as const)
    expect(
      reply(await spotOrder(maker.token, { side, type: 'limit', price, amount: '0.5' })).code,
    ).toBe(0);
  perp.setMark('95000');
  await perp.openLong(await perp.trader('100000'), 40, '94000', 5);
  await perp.openShort(await perp.trader('100000'), 40, '96000', 5);

  const q = perpHarness(t, ledger, 'BTCUSDT-Q', 'delivery');
  q.setMark('95000');
  await q.openShort(await q.trader('100000'), 20, '95500', 5);

  real = await registerAccount(t);
  await deposit(ledger, 'real-100', real.member.id, '100');
  sender = await registerAccount(t);
  await deposit(ledger, 'sender-100', sender.member.id, '100');
});
afterAll(async () => {
  expect(
    await checkLedger(t.database.db, [
      () => checkSpot(t.database.db),
      () => checkPerp(t.database.db),
    ]),
  ).toEqual([]);
  await t.close();
});

describe('demo trading', () => {
  // Around every step: the live venue's balances, orders, positions and books
  // are exactly what they were, whatever the demo account did.
  let before: Awaited<ReturnType<typeof liveState>>;
  beforeEach(async () => {
    before = await liveState();
  });
  afterEach(async () => {
    expect(await liveState()).toEqual(before);
  });

  it('switches a user to a demo account holding 3,000 virtual USDT', async () => {
    const res = await t.post('/uc/demo/enter', {}, as(real.token));
    demo = reply<DemoSession>(res).data;
    expect(demo, res.body).toMatchObject({ balance: '3000', asset: 'USDT' });
    expect(demo.uid).not.toBe(real.usercode);
    const info = reply<Session>(await t.get('/uc/member/info', {}, as(demo.token))).data;
    expect(info.member.isDemo).toBe(true);
    demoUser = info.member.id;
    expect(holding(await overview(demo.token), 'spot', 'USDT')?.available).toBe('3000');
    // The real account is untouched and still answers its own token.
    expect(holding(await overview(real.token), 'spot', 'USDT')?.available).toBe('100');
  });

  it('refuses real money sent by UID to a demo account, as if no such user existed', async () => {
    await t.post(
      '/uc/security/fund-password/set',
      { fundPassword: '246810', confirm: '246810' },
      as(sender.token),
    );
    const res = await t.post(
      '/uc/asset/transfer/user',
      { asset: 'USDT', toUid: demo.uid, amount: '25', fundPassword: '246810', requestId: coid() },
      as(sender.token),
    );
    expect(reply(res).code, res.body).toBe(code('INVALID_UID'));
    expect(holding(await overview(sender.token), 'spot', 'USDT')?.available).toBe('100');
    // Nothing of the live ledger was booked to the demo account, and the console says so.
    const detail = await t.app.console.services.users.detail(real.member.id);
    expect(detail.demo?.liveBalances).toEqual([]);
  });

  it('refuses deposits, withdrawals, transfers out and security changes', async () => {
    const refusals = [
      t.get('/uc/asset/deposit/address', { symbol: 'USDT', chain: 'TRON' }, as(demo.token)),
      t.get('/uc/asset/deposit/list', {}, as(demo.token)),
      t.post(
        '/uc/asset/withdraw/apply',
        {
          symbol: 'USDT',
          chain: 'TRON',
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          amount: '10',
          fundPassword: '123456',
          stepUpToken: 'step-up',
          requestId: coid(),
        },
        as(demo.token),
      ),
      t.post(
        '/uc/asset/transfer/user',
        {
          asset: 'USDT',
          toUid: real.usercode,
          amount: '1',
          fundPassword: '123456',
          requestId: coid(),
        },
        as(demo.token),
      ),
      t.post(
        '/uc/security/fund-password/set',
        { fundPassword: '123456', confirm: '123456' },
        as(demo.token),
      ),
      t.post('/uc/demo/enter', {}, as(demo.token)),
    ];
    for (const res of await Promise.all(refusals))
      expect(reply(res).code, res.body).toBe(code('DEMO_RESTRICTED'));
    expect(reply(await t.post('/uc/demo/reset', {}, as(real.token))).code).toBe(
      code('DEMO_MODE_REQUIRED'),
    );
  });

  it('buys at market at the live book price without touching the live book', async () => {
    const res = await spotOrder(demo.token, { side: 'buy', type: 'market', quoteAmount: '910' });
    const order = reply<SpotOrder>(res).data;
    expect(order, res.body).toMatchObject({ status: 'FILLED', filledAmount: '0.01' });
    expect(order.averagePrice).toBe('91000');
    const o = await overview(demo.token);
    expect(holding(o, 'spot', 'USDT')?.available).toBe('2090');
    expect(holding(o, 'spot', 'BTC')?.available).toBe('0.00999');
  });

  it('says "demo balance insufficient" rather than asking for a deposit', async () => {
    const res = await spotOrder(demo.token, {
      side: 'buy',
      type: 'limit',
      price: '90500',
      amount: '1',
    });
    expect(reply(res).code, res.body).toBe(code('DEMO_BALANCE_INSUFFICIENT'));
  });

  it('fills a resting demo order when the live market reaches it', async () => {
    const res = await spotOrder(demo.token, {
      side: 'buy',
      type: 'limit',
      price: '90500',
      amount: '0.01',
    });
    const resting = reply<SpotOrder>(res).data;
    expect(resting.status, res.body).toBe('PENDING');
    // A real seller comes down to 90,400; the mirror follows, and the demo bid fills at its own price.
    const seller = await registerAccount(t);
    await deposit(ledger, 'live-seller', seller.member.id, '1', 'BTC');
    await spotOrder(seller.token, { side: 'sell', type: 'limit', price: '90400', amount: '0.2' });
    before = await liveState();
    await venue().mirror.pass();
    const detail = await t.get(
      '/uc/exchange/order/detail',
      { orderId: resting.orderId },
      as(demo.token),
    );
    expect(reply<SpotOrder>(detail).data, detail.body).toMatchObject({
      status: 'FILLED',
      averagePrice: '90500',
    });
    // The live seller's order still rests whole: the demo fill was the mirror's.
    const live = t.app.spot.view.depth('BTC/USDT', 5);
    expect(live.asks[0]).toEqual(['90400', '0.2']);
  });

  it('opens and holds a contract position at the live book price', async () => {
    const placed = await openLong('contract', '1000', {
      symbol: 'BTCUSDT',
      type: 'market',
      lots: 5,
    });
    const order = reply<PerpOrder>(placed).data;
    expect(order, placed.body).toMatchObject({ status: 'FILLED', filledLots: 5 });
    expect(order.averagePrice).toBe('96000');
    const positions = venue().perp.openPositions(demoId());
    expect(positions).toHaveLength(1);
    expect(t.app.perp.openPositions(demoId())).toEqual([]);
  });

  it('trades a delivery contract in the delivery account', async () => {
    const placed = await openLong('delivery', '100', {
      symbol: 'BTCUSDT-Q',
      type: 'limit',
      price: '95500',
      lots: 2,
    });
    expect(reply<PerpOrder>(placed).data, placed.body).toMatchObject({
      status: 'FILLED',
      averagePrice: '95500',
    });
    expect(
      venue()
        .perp.openPositions(demoId())
        .map((p) => p.symbol)
        .sort(),
    ).toEqual(['BTCUSDT', 'BTCUSDT-Q']);
  });

  it("converts with the flash exchange at the mirrored live bid, on the real account's fund password", async () => {
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/set',
          { fundPassword: '135790', confirm: '135790' },
          as(real.token),
        ),
      ).code,
    ).toBe(0);
    // The demo account reads its owner's fund-password state: the screen asks for that password.
    const overview = await t.get('/uc/security/overview', {}, as(demo.token));
    expect(reply<{ fundPasswordSet: boolean }>(overview).data, overview.body).toMatchObject({
      fundPasswordSet: true,
    });
    const exchange = (body: Record<string, unknown>) =>
      t.post('/uc/order/application/quick-exchange', body, as(demo.token));
    const quoted = await exchange({ fromCoin: 'BTC', toCoin: 'USDT', amount: '0.005' });
    const quote = reply<QuickQuote>(quoted).data;
    // 0.005 BTC at the live 90,000 bid, less the 0.1 % fee.
    expect(quote, quoted.body).toMatchObject({ fromAmount: '0.005', toAmount: '449.55' });
    const wrong = await exchange({ quoteId: quote.quoteId, fundPassword: '000000' });
    expect(reply(wrong).code).toBe(code('FUND_PASSWORD_WRONG'));
    const done = await exchange({ quoteId: quote.quoteId, fundPassword: '135790' });
    expect(reply<QuickExchange>(done).data, done.body).toMatchObject({
      status: 'FILLED',
      toAmount: '449.55',
    });
    const list = async (token: string) =>
      reply<{ total: number }>(
        await t.get('/uc/order/application/quick-exchange-list', {}, as(token)),
      ).data.total;
    expect([await list(demo.token), await list(real.token)]).toEqual([1, 0]);
    // The live bid it priced against is still there, whole.
    expect(t.app.spot.view.depth('BTC/USDT', 1).bids[0]).toEqual(['90000', '0.5']);
  });

  it('wrote nothing of the demo account into the live database, and its own ledger balances', async () => {
    for (const table of [
      'ledger_account',
      'spot_order',
      'perp_order',
      'perp_position',
      'flash_exchange',
    ])
      expect(
        (
          await sql`select count(*) as n from ${sql.table(table)} where user_id = ${demoId()}`.execute(
            t.database.db,
          )
        ).rows,
        table,
      ).toEqual([{ n: '0' }]);
    expect(holding(await overview(real.token), 'spot', 'USDT')?.available).toBe('100');
    expect(await venue().check()).toEqual([]);
  });

  it('resets to exactly 3,000 USDT, closing and cancelling everything', async () => {
    await spotOrder(demo.token, { side: 'sell', type: 'limit', price: '99000', amount: '0.005' });
    const res = await t.post('/uc/demo/reset', {}, as(demo.token));
    expect(reply<DemoStatus>(res).data, res.body).toMatchObject({ isDemo: true, resets: 1 });
    const o = await overview(demo.token);
    const held = o.accounts.flatMap((a) =>
      a.assets
        .filter((x) => x.available !== '0' || x.frozen !== '0')
        .map((x) => [a.wallet, x.asset, x.available, x.frozen]),
    );
    expect(held).toEqual([['spot', 'USDT', '3000', '0']]);
    expect(venue().perp.openPositions(demoId())).toEqual([]);
    expect(await venue().check()).toEqual([]);
  });

  it('exits back to the real session and returns to the same demo account later', async () => {
    expect(reply(await t.post('/uc/demo/exit', {}, as(demo.token))).code).toBe(0);
    expect(reply(await t.get('/uc/member/info', {}, as(demo.token))).code).toBe(
      code('TOKEN_INVALID'),
    );
    expect(reply(await t.get('/uc/member/info', {}, as(real.token))).code).toBe(0);
    const again = reply<DemoSession>(await t.post('/uc/demo/enter', {}, as(real.token))).data;
    expect(again).toMatchObject({ uid: demo.uid, balance: '3000' });
    demo = again;
  });
});

let demoUser = 0;
const demoId = () => demoUser;

describe('a demo session never outlives its owner', () => {
  const enter = async (token: string) =>
    reply<DemoSession>(await t.post('/uc/demo/enter', {}, as(token))).data;
  const alive = async (token: string) =>
    reply(await t.get('/uc/demo/status', {}, as(token))).code === 0;

  it('ends with the owner’s password change and with the owner’s logout', async () => {
    const owner = await registerAccount(t);
    const first = await enter(owner.token);
    expect(await alive(first.token)).toBe(true);
    const changed = await t.post(
      '/uc/security/password/change',
      {
        oldPassword: STRONG_PASSWORD,
        password: `${STRONG_PASSWORD}!`,
        confirm: `${STRONG_PASSWORD}!`,
      },
      as(owner.token),
    );
    expect(reply(changed).code, changed.body).toBe(0);
    // The session that changed it goes on; its demo session does not.
    expect(await alive(owner.token)).toBe(true);
    expect(await alive(first.token)).toBe(false);

    const second = await enter(owner.token);
    expect(await alive(second.token)).toBe(true);
    await t.post('/uc/logout', {}, as(owner.token));
    expect(await alive(second.token)).toBe(false);
  });
});
