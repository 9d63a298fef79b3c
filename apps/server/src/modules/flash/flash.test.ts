import {
  ERRORS,
  type QuickExchange,
  type QuickQuote,
  type Session,
  type SpotOrder,
} from '@exchange/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { fundedAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { user } from '../ledger/ledger.test-support.js';
import { checkSpot } from '../spot/index.js';
import { QUOTE_VALID_MS } from './flash.service.js';

let t: TestApp;
let ledger: Ledger;
let maker: Session;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
  maker = await funded({ USDT: '1000000', BTC: '10', ETH: '100' });
  // BTC/USDT: bids 94,900 and 94,800, asks 95,100 and 95,200; ETH/USDT around 3,000.
  for (const [symbol, side, price, amount] of [
    ['BTC/USDT', 'buy', '94900', '0.5'],
    ['BTC/USDT', 'buy', '94800', '1'],
    ['BTC/USDT', 'sell', '95100', '0.5'],
    ['BTC/USDT', 'sell', '95200', '1'],
    ['ETH/USDT', 'buy', '2990', '10'],
    ['ETH/USDT', 'sell', '3010', '10'],
  ] as const)
    await spot(maker, { symbol, side, type: 'limit', price, amount });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;

const funded = (assets: Record<string, string>) => fundedAccount(t, ledger, assets);

async function spot(s: Session, body: Record<string, string>): Promise<SpotOrder> {
  const res = await t.post(
    '/uc/exchange/order/add',
    { timeInForce: 'GTC', clientOrderId: `fxm${(n += 1)}`, ...body },
    { token: s.token },
  );
  return reply<SpotOrder>(res).data;
}

const exchange = (s: Session, body: Record<string, string>) =>
  t.post('/uc/order/application/quick-exchange', body, { token: s.token });
const quote = async (s: Session, fromCoin: string, toCoin: string, amount: string) =>
  reply<QuickQuote>(await exchange(s, { fromCoin, toCoin, amount })).data;
const balance = async (s: Session, asset: string) =>
  (await ledger.balance(user(s.member.id, asset))).available;

describe('flash exchange: quotes', () => {
  it('quotes a sale on the direct market after the taker fee, valid for ten seconds', async () => {
    const s = await funded({ BTC: '1' });
    const q = await quote(s, 'BTC', 'USDT', '0.7');
    // 0.5 at 94,900 and 0.2 at 94,800 = 66,410; taker fee 0.1 % = 66.41.
    expect(q).toMatchObject({
      fromCoin: 'BTC',
      toCoin: 'USDT',
      fromAmount: '0.7',
      toAmount: '66343.59',
      fee: '66.41',
      route: [{ symbol: 'BTC/USDT', side: 'sell', limitPrice: '94800' }],
      validForMs: QUOTE_VALID_MS,
    });
    expect(q.expiresAt).toBe(t.clock.nowMs() + QUOTE_VALID_MS);
  });

  it('routes through USDT when the coins share no market', async () => {
    const s = await funded({ ETH: '5' });
    const q = await quote(s, 'ETH', 'BTC', '5');
    expect(q.route.map((leg) => `${leg.symbol} ${leg.side}`)).toEqual([
      'ETH/USDT sell',
      'BTC/USDT buy',
    ]);
    expect(Number(q.toAmount)).toBeGreaterThan(0.15);
    expect(Number(q.toAmount)).toBeLessThan(0.16);
  });

  it.each([
    [{ fromCoin: 'BTC', toCoin: 'BTC', amount: '1' }, 'EXCHANGE_SAME_COIN'],
    [{ fromCoin: 'BTC', toCoin: 'NOPE', amount: '1' }, 'EXCHANGE_PAIR_UNSUPPORTED'],
    [{ fromCoin: 'BTC', toCoin: 'USDT', amount: '0.000001' }, 'EXCHANGE_AMOUNT_TOO_SMALL'],
    [{ fromCoin: 'BTC', toCoin: 'USDT', amount: '5' }, 'EXCHANGE_AMOUNT_TOO_LARGE'],
    [{ fromCoin: 'BTC', toCoin: 'USDT', amount: '0' }, 'AMOUNT_INVALID'],
    [{ fromCoin: 'BTC', amount: '1' }, 'FIELD_REQUIRED'],
    [{ quoteId: 'abcdefgh1234' }, 'FIELD_REQUIRED'],
    [{ quoteId: 'abcdefgh1234', fundPassword: '123456' }, 'QUOTE_NOT_FOUND'],
  ])('%j is refused with %s', async (body, error) => {
    const s = await funded({ BTC: '1' });
    const res = await exchange(s, body as Record<string, string>);
    expect(res.json().code, res.body).toBe(code(error as keyof typeof ERRORS));
    expect(await balance(s, 'BTC')).toBe('1');
  });
});

describe('flash exchange: confirming', () => {
  it('sells at the quoted prices with the fund password and records it once', async () => {
    const s = await funded({ BTC: '1' });
    const q = await quote(s, 'BTC', 'USDT', '0.3');
    const wrong = await exchange(s, { quoteId: q.quoteId, fundPassword: '000000' });
    expect(wrong.json().code).toBe(code('FUND_PASSWORD_WRONG'));
    const done = reply<QuickExchange>(
      await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' }),
    ).data;
    expect(done).toMatchObject({
      status: 'FILLED',
      fromAmount: '0.3',
      toAmount: q.toAmount,
      quotedRate: q.rate,
      route: ['BTC/USDT'],
    });
    expect(await balance(s, 'BTC')).toBe('0.7');
    expect(await balance(s, 'USDT')).toBe(q.toAmount);
    // Confirming again answers the same exchange and moves nothing.
    const again = reply<QuickExchange>(
      await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' }),
    ).data;
    expect(again.id).toBe(done.id);
    expect(await balance(s, 'BTC')).toBe('0.7');
    const list = reply<{ list: QuickExchange[]; total: number }>(
      await t.get('/uc/order/application/quick-exchange-list', {}, { token: s.token }),
    ).data;
    expect(list.total).toBe(1);
  });

  it('buys with USDT through the ask side', async () => {
    const s = await funded({ USDT: '10000' });
    const q = await quote(s, 'USDT', 'BTC', '10000');
    const done = reply<QuickExchange>(
      await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' }),
    ).data;
    expect(done.status).toBe('FILLED');
    expect(await balance(s, 'BTC')).toBe(q.toAmount);
    // What a lot could not take stays in USDT.
    expect(Number(await balance(s, 'USDT'))).toBeGreaterThanOrEqual(0);
  });

  it('refuses a stale rate and hands back a fresh quote; nothing moves', async () => {
    const s = await funded({ BTC: '1' });
    const q = await quote(s, 'BTC', 'USDT', '0.6');
    // Someone else sells into both bids first; the next bid is 94,000.
    await spot(maker, {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: '94000',
      amount: '2',
    });
    const other = await funded({ BTC: '2' });
    await spot(other, { symbol: 'BTC/USDT', side: 'sell', type: 'market', amount: '1.2' });
    const res = await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' });
    expect(res.json().code).toBe(code('RATE_CHANGED'));
    const fresh = res.json().data as QuickQuote;
    expect(fresh.quoteId).not.toBe(q.quoteId);
    expect(Number(fresh.toAmount)).toBeLessThan(Number(q.toAmount));
    expect(await balance(s, 'BTC')).toBe('1');
    const done = reply<QuickExchange>(
      await exchange(s, { quoteId: fresh.quoteId, fundPassword: '123456' }),
    ).data;
    expect(done.status).toBe('FILLED');
  });

  it('refuses an expired quote with a new one', async () => {
    const s = await funded({ BTC: '1' });
    const q = await quote(s, 'BTC', 'USDT', '0.1');
    t.clock.advance(QUOTE_VALID_MS + 1);
    // Expiry is checked first: a wrong password on a dead quote is neither checked nor counted.
    const res = await exchange(s, { quoteId: q.quoteId, fundPassword: '000000' });
    expect(res.json().code).toBe(code('QUOTE_EXPIRED'));
    expect((res.json().data as QuickQuote).quoteId).not.toBe(q.quoteId);
    expect(await balance(s, 'BTC')).toBe('1');
  });

  it('refuses to spend what the user does not have', async () => {
    const s = await funded({ BTC: '0.1' });
    const q = await quote(s, 'BTC', 'USDT', '0.2');
    const res = await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' });
    expect(res.json().code).toBe(code('INSUFFICIENT_BALANCE'));
    expect(await balance(s, 'BTC')).toBe('0.1');
  });

  it('converts ETH to BTC in two legs', async () => {
    const s = await funded({ ETH: '3' });
    const q = await quote(s, 'ETH', 'BTC', '3');
    const done = reply<QuickExchange>(
      await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' }),
    ).data;
    expect(done).toMatchObject({ status: 'FILLED', route: ['ETH/USDT', 'BTC/USDT'] });
    expect(done.orderIds).toHaveLength(2);
    expect(Number(await balance(s, 'BTC'))).toBeGreaterThanOrEqual(Number(q.toAmount));
    expect(await balance(s, 'ETH')).toBe('0');
  });

  it('answers a two-leg exchange PARTIAL when the second book moves, with a quote for the rest', async () => {
    const s = await funded({ ETH: '3' });
    const q = await quote(s, 'ETH', 'BTC', '3');
    // Someone buys out the asks at the quote's BTC limit before it is confirmed.
    const other = await funded({ USDT: '200000' });
    const limit = q.route[1]?.limitPrice ?? '';
    await spot(other, {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: limit,
      amount: '1',
      timeInForce: 'IOC',
    });
    const partial = reply<QuickExchange>(
      await exchange(s, { quoteId: q.quoteId, fundPassword: '123456' }),
    ).data;
    expect(partial).toMatchObject({ status: 'PARTIAL', heldAsset: 'USDT', toAmount: '0' });
    const rest = partial.nextQuote as QuickQuote;
    expect(rest).toMatchObject({ fromCoin: 'USDT', toCoin: 'BTC' });
    // The ETH was sold: the user holds the USDT, and the record says so.
    expect(await balance(s, 'ETH')).toBe('0');
    const held = await balance(s, 'USDT');
    expect(rest.fromAmount).not.toBe('0');
    const list = reply<{ list: QuickExchange[] }>(
      await t.get('/uc/order/application/quick-exchange-list', {}, { token: s.token }),
    ).data.list;
    expect(list[0]).toMatchObject({
      status: 'PARTIAL',
      heldAsset: 'USDT',
      heldAmount: held,
      toAmount: '0',
    });
  });
});
