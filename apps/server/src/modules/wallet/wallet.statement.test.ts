import type { QuickQuote, Session, WalletHistoryEntry } from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { fundedAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';

/**
 * The statement a user reads: one line per thing they did or received, not
 * the ledger's freezes and releases, with the entries behind each line.
 */
let t: TestApp;
let ledger: Ledger;
let maker: Session;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  maker = await funded({ USDT: '1000000', BTC: '10' });
  for (const [side, price, amount] of [
    ['buy', '94900', '0.5'],
    ['sell', '95100', '0.001'],
    ['sell', '95200', '1'],
  ] as const)
    await order(maker, { side, type: 'limit', price, amount });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const funded = (assets: Record<string, string>) => fundedAccount(t, ledger, assets);

const order = (s: Session, body: Record<string, string>) =>
  t.post(
    '/uc/exchange/order/add',
    { symbol: 'BTC/USDT', timeInForce: 'GTC', clientOrderId: `st${(n += 1)}`, ...body },
    { token: s.token },
  );

async function statement(s: Session, query: Record<string, string | number> = {}) {
  return reply<{ list: WalletHistoryEntry[]; total: number }>(
    await t.get('/uc/wallet_history/list', query, { token: s.token }),
  ).data;
}

describe('the statement', () => {
  it('shows a flash exchange as one line, whatever fills and freezes it took', async () => {
    const s = await funded({ USDT: '1000' });
    const q = reply<QuickQuote>(
      await t.post(
        '/uc/order/application/quick-exchange',
        { fromCoin: 'USDT', toCoin: 'BTC', amount: '500' },
        { token: s.token },
      ),
    ).data;
    const done = await t.post(
      '/uc/order/application/quick-exchange',
      { quoteId: q.quoteId, fundPassword: '123456' },
      { token: s.token },
    );
    expect(reply(done).code).toBe(0);

    const { list, total } = await statement(s);
    // The deposit, then the exchange: it crossed two price levels (two
    // trades, two fees) and froze and released the order's USDT.
    expect(total).toBe(2);
    const [flash, funding] = list;
    expect(funding).toMatchObject({ type: 'recharge', product: 'wallet' });
    expect(flash).toMatchObject({ type: 'spot_buy', product: 'flash', subject: 'USDT>BTC' });
    const usdt = flash?.changes.find((c) => c.asset === 'USDT');
    const btc = flash?.changes.find((c) => c.asset === 'BTC');
    expect(usdt?.wallet).toBe('spot');
    expect(Number(usdt?.amount)).toBeLessThan(0);
    expect(Number(usdt?.amount)).toBeGreaterThanOrEqual(-500);
    expect(Number(btc?.amount)).toBeGreaterThan(0);
    expect(flash?.fees).toEqual([{ asset: 'BTC', amount: expect.stringMatching(/^0\.0+\d+$/) }]);
    // The detail lists the entries behind it: two fills and two fees.
    const types = flash?.entries.map((e) => e.type) ?? [];
    expect(types.filter((type) => type === 'spot_buy')).toHaveLength(4);
    expect(types.filter((type) => type === 'fee')).toHaveLength(2);
  });

  it('shows a spot fill with its fee, and no line for placing or cancelling an order', async () => {
    const s = await funded({ BTC: '1' });
    const resting = reply<{ orderId: string }>(
      await order(s, { side: 'sell', type: 'limit', price: '120000', amount: '0.2' }),
    ).data;
    await t.post('/uc/exchange/order/cancel', { orderId: resting.orderId }, { token: s.token });
    await order(s, { side: 'sell', type: 'limit', price: '94900', amount: '0.1' });

    const { list, total } = await statement(s);
    expect(total).toBe(2);
    const [fill] = list;
    expect(fill).toMatchObject({ type: 'spot_sell', product: 'spot', subject: 'BTC/USDT' });
    expect(fill?.changes).toEqual(
      expect.arrayContaining([
        { asset: 'BTC', wallet: 'spot', amount: '-0.1' },
        { asset: 'USDT', wallet: 'spot', amount: expect.stringMatching(/^9\d{3}\.\d+$/) },
      ]),
    );
    // 0.1 at 94,900 = 9,490 USDT, less the taker fee, which is listed.
    const fee = fill?.fees[0];
    expect(fee?.asset).toBe('USDT');
    const usdt = fill?.changes.find((c) => c.asset === 'USDT');
    expect(Number(usdt?.amount) + Number(fee?.amount)).toBeCloseTo(9490, 6);
  });

  it('filters by product, type, coin and account, and pages', async () => {
    const s = await funded({ USDT: '100' });
    for (const [to, amount] of [
      ['contract', '10'],
      ['delivery', '5'],
      ['contract', '1'],
    ] as const)
      await t.post(
        '/uc/asset/transfer',
        { asset: 'USDT', from: 'spot', to, amount, requestId: `st-tr-${(n += 1)}-x` },
        { token: s.token },
      );
    expect((await statement(s)).total).toBe(4);
    expect((await statement(s, { historyType: 'transfer' })).total).toBe(3);
    expect((await statement(s, { historyType: 'spot_buy' })).total).toBe(0);
    expect((await statement(s, { product: 'wallet' })).total).toBe(4);
    expect((await statement(s, { product: 'flash' })).total).toBe(0);
    expect((await statement(s, { wallet: 'delivery' })).total).toBe(1);
    expect((await statement(s, { asset: 'BTC' })).total).toBe(0);
    const second = await statement(s, { pageNo: 2, pageSize: 3 });
    expect(second.total).toBe(4);
    expect(second.list.map((l) => l.type)).toEqual(['recharge']);
    const beyond = await statement(s, { pageNo: 3, pageSize: 3 });
    expect(beyond).toMatchObject({ list: [], total: 4 });
  });

  it('is the caller’s own: another user’s lines never appear', async () => {
    const a = await funded({ USDT: '7' });
    const b = await funded({ USDT: '9' });
    const lines = (await statement(a)).list;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.changes).toEqual([{ asset: 'USDT', wallet: 'spot', amount: '7' }]);
    expect((await statement(b)).list[0]?.changes[0]?.amount).toBe('9');
  });
});
