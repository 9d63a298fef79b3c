import { ERRORS, type Session, type SpotOrder } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock.js';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { checkLedger, createLedger, type Ledger } from '../ledger/index.js';
import { checkSpot } from './spot.check.js';
import { deposit, user } from '../ledger/ledger.test-support.js';

let t: TestApp;
let ledger: Ledger;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, manualClock());
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkSpot(t.database.db)])).toEqual([]);
  await t.close();
});

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let n = 0;
const coid = () => `c${(n += 1)}x${Date.now().toString(36)}`;

async function trader(usdt = '100000', btc = '10'): Promise<Session> {
  const s = await registerAccount(t);
  if (usdt !== '0') await deposit(ledger, `u-${s.usercode}`, s.member.id, usdt);
  if (btc !== '0') await deposit(ledger, `b-${s.usercode}`, s.member.id, btc, 'BTC');
  return s;
}

const place = (s: Session, body: Record<string, unknown>) =>
  t.post('/uc/exchange/order/add', { symbol: 'BTC/USDT', ...body }, { token: s.token });
const order = async (s: Session, body: Record<string, unknown>) =>
  reply<SpotOrder>(await place(s, { clientOrderId: coid(), ...body })).data;
const balance = (s: Session, asset: string) => ledger.balance(user(s.member.id, asset));
/** A 0.1 BTC limit buy straight to the service (the runner's answer, no HTTP in between). */
const limitBuy = (s: Session, price: string) =>
  t.app.spot.place(s.member.id, {
    symbol: 'BTC/USDT',
    side: 'buy',
    type: 'limit',
    price,
    amount: '0.1',
    clientOrderId: coid(),
  });

describe('spot orders: rules and errors', () => {
  let s: Session;
  beforeAll(async () => {
    s = await trader();
  });

  it.each([
    [{ side: 'buy', type: 'limit', price: '0', amount: '1' }, 'PRICE_NOT_POSITIVE'],
    [{ side: 'buy', type: 'limit', price: '-5', amount: '1' }, 'PRICE_NOT_POSITIVE'],
    [{ side: 'buy', type: 'limit', amount: '1' }, 'PRICE_NOT_POSITIVE'],
    [{ side: 'buy', type: 'limit', price: '100', amount: '0' }, 'ORDER_AMOUNT_NOT_POSITIVE'],
    [{ side: 'sell', type: 'market' }, 'ORDER_AMOUNT_NOT_POSITIVE'],
    [{ side: 'buy', type: 'limit', price: '100.001', amount: '1' }, 'PRICE_PRECISION'],
    [{ side: 'buy', type: 'limit', price: '100', amount: '0.00001' }, 'LOT_PRECISION'],
    [
      { side: 'buy', type: 'limit', price: '100000', amount: '0.0000' },
      'ORDER_AMOUNT_NOT_POSITIVE',
    ],
    [{ side: 'sell', type: 'limit', price: '100', amount: '101' }, 'ORDER_AMOUNT_ABOVE_MAX'],
    [{ side: 'buy', type: 'limit', price: '1', amount: '1' }, 'NOTIONAL_BELOW_MIN'],
    [{ side: 'buy', type: 'market' }, 'QUOTE_AMOUNT_REQUIRED'],
    [{ side: 'buy', type: 'market', quoteAmount: '1' }, 'NOTIONAL_BELOW_MIN'],
    [{ side: 'buy', type: 'market', quoteAmount: '10', amount: '1' }, 'PARAM_INVALID'],
    [{ side: 'buy', type: 'limit', price: '90000', amount: '5' }, 'INSUFFICIENT_BALANCE'],
    [{ side: 'sell', type: 'limit', price: '90000', amount: '11' }, 'INSUFFICIENT_BALANCE'],
    [
      { symbol: 'NOPE/USDT', side: 'buy', type: 'limit', price: '1', amount: '1' },
      'MARKET_UNKNOWN',
    ],
    [{ symbol: '??', side: 'buy', type: 'limit', price: '1', amount: '1' }, 'MARKET_UNKNOWN'],
    [{ side: 'up', type: 'limit', price: '1', amount: '1' }, 'FIELD_FORMAT'],
  ])('%j is refused with %s and changes nothing', async (body, error) => {
    const before = [await balance(s, 'USDT'), await balance(s, 'BTC')];
    const res = await place(s, { clientOrderId: coid(), ...body });
    expect(res.json().code, res.body).toBe(code(error as keyof typeof ERRORS));
    expect([await balance(s, 'USDT'), await balance(s, 'BTC')]).toEqual(before);
  });

  it('amount below the minimum is refused', async () => {
    // ETH: lot 0.0001, minimum 0.001.
    const res = await place(s, {
      symbol: 'ETH_USDT',
      side: 'buy',
      type: 'limit',
      price: '3000',
      amount: '0.0005',
    });
    expect(res.json().code).toBe(code('ORDER_AMOUNT_BELOW_MIN'));
  });

  it('refuses guests', async () => {
    const res = await t.post('/uc/exchange/order/add', {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: '1',
      amount: '1',
    });
    expect(res.json().code).toBe(401);
  });

  it('refuses orders outside trading hours', async () => {
    const rows = await t.database.db
      .updateTable('spot_market')
      .set({ trading_hours: '00:00-00:01' })
      .where('symbol', '=', 'SOL/USDT')
      .execute();
    expect(rows.length).toBe(1);
    const closed = await createTestApp({ database: t.database });
    try {
      const res = await closed.post(
        '/uc/exchange/order/add',
        { symbol: 'SOL/USDT', side: 'buy', type: 'limit', price: '100', amount: '1' },
        { token: s.token },
      );
      expect(res.json().code).toBe(code('MARKET_CLOSED'));
      expect(res.json().message).toContain('00:00-00:01');
    } finally {
      await t.database.db
        .updateTable('spot_market')
        .set({ trading_hours: '00:00-24:00' })
        .where('symbol', '=', 'SOL/USDT')
        .execute();
      await closed.app.close();
    }
  });

  it('a repeated client order id returns the first order; a different order with it is refused', async () => {
    const id = coid();
    const body = { side: 'buy', type: 'limit', price: '50000', amount: '0.01', clientOrderId: id };
    const [a, b] = await Promise.all([place(s, body), place(s, body)]);
    const first = reply<SpotOrder>(a).data;
    expect(reply<SpotOrder>(b).data.orderId).toBe(first.orderId);
    const again = reply<SpotOrder>(await place(s, body)).data;
    expect(again.orderId).toBe(first.orderId);
    expect((await balance(s, 'USDT')).frozen).toBe('500');
    const other = await place(s, { ...body, price: '50001' });
    expect(other.json().code).toBe(code('CLIENT_ORDER_ID_REUSED'));
    await t.post('/uc/exchange/order/cancel', { orderId: first.orderId }, { token: s.token });
    expect((await balance(s, 'USDT')).frozen).toBe('0');
  });
});

describe('spot matching and settlement', () => {
  it('rests, fills at the maker price, charges fees from what each side receives', async () => {
    const maker = await trader('0', '2');
    const taker = await trader('100000', '0');
    const ask = await order(maker, { side: 'sell', type: 'limit', price: '60000', amount: '1' });
    expect(ask.status).toBe('PENDING');
    expect((await balance(maker, 'BTC')).frozen).toBe('1');

    const bid = await order(taker, { side: 'buy', type: 'limit', price: '61000', amount: '0.5' });
    expect(bid).toMatchObject({
      status: 'FILLED',
      filledAmount: '0.5',
      filledQuote: '30000',
      averagePrice: '60000',
    });
    expect(bid.fee).toBe('0.0005');
    // The 1,000 USDT frozen above the fill price comes back.
    expect(await balance(taker, 'USDT')).toMatchObject({ available: '70000', frozen: '0' });
    expect((await balance(taker, 'BTC')).available).toBe('0.4995');
    expect(await balance(maker, 'BTC')).toMatchObject({ available: '1', frozen: '0.5' });
    expect((await balance(maker, 'USDT')).available).toBe('29970');
    const fees = await ledger.balance({ system: 'fees', asset: 'USDT' });
    const safu = await ledger.balance({ system: 'security_fund', asset: 'USDT' });
    expect(fees.available).toBe('27');
    expect(safu.available).toBe('3');

    const detail = reply<SpotOrder & { trades: unknown[] }>(
      await t.get('/uc/exchange/order/detail', { orderId: ask.orderId }, { token: maker.token }),
    ).data;
    expect(detail.trades).toHaveLength(1);
    expect(detail).toMatchObject({ status: 'PENDING', filledAmount: '0.5' });
    const cancelled = reply<SpotOrder>(
      await t.post('/uc/exchange/order/cancel', { orderId: ask.orderId }, { token: maker.token }),
    ).data;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'user' });
    expect(await balance(maker, 'BTC')).toMatchObject({ available: '1.5', frozen: '0' });
    const again = await t.post(
      '/uc/exchange/order/cancel',
      { orderId: ask.orderId },
      { token: maker.token },
    );
    expect(again.json().code).toBe(code('ORDER_ALREADY_CLOSED'));
    const stranger = await t.post(
      '/uc/exchange/order/cancel',
      { orderId: ask.orderId },
      { token: taker.token },
    );
    expect(stranger.json().code).toBe(code('ORDER_NOT_FOUND'));
  });

  it('market orders by quantity and by quote amount, IOC, FOK, post-only', async () => {
    const maker = await trader('100000', '5');
    const taker = await trader('100000', '5');
    await order(maker, { side: 'sell', type: 'limit', price: '70000', amount: '0.1' });
    await order(maker, { side: 'sell', type: 'limit', price: '70010', amount: '0.1' });

    const byQuote = await order(taker, { side: 'buy', type: 'market', quoteAmount: '7000' });
    expect(byQuote).toMatchObject({ status: 'FILLED', filledAmount: '0.1', filledQuote: '7000' });
    const fok = await order(taker, {
      side: 'buy',
      type: 'limit',
      price: '70010',
      amount: '0.2',
      timeInForce: 'FOK',
    });
    expect(fok).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'fok_not_fillable',
      filledAmount: '0',
    });
    const post = await order(taker, {
      side: 'buy',
      type: 'limit',
      price: '70010',
      amount: '0.01',
      timeInForce: 'POST_ONLY',
    });
    expect(post).toMatchObject({ status: 'CANCELLED', cancelReason: 'post_only_would_take' });
    const ioc = await order(taker, {
      side: 'buy',
      type: 'limit',
      price: '70010',
      amount: '0.2',
      timeInForce: 'IOC',
    });
    expect(ioc).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'ioc_remainder',
      filledAmount: '0.1',
    });
    const byAmount = await order(taker, { side: 'buy', type: 'market', amount: '0.01' });
    expect(byAmount).toMatchObject({ status: 'CANCELLED', cancelReason: 'no_liquidity' });
    expect((await balance(taker, 'USDT')).frozen).toBe('0');

    await order(taker, { side: 'buy', type: 'limit', price: '69000', amount: '0.3' });
    const sell = await order(maker, { side: 'sell', type: 'market', amount: '0.2' });
    expect(sell).toMatchObject({ status: 'FILLED', filledQuote: '13800' });
  });

  it('self-trade prevention cancels the resting order of the same user', async () => {
    const s = await trader('100000', '5');
    const mine = await order(s, { side: 'sell', type: 'limit', price: '80000', amount: '0.01' });
    const cross = await order(s, { side: 'buy', type: 'limit', price: '80000', amount: '0.01' });
    expect(cross.status).toBe('PENDING');
    const closed = reply<SpotOrder & { trades: unknown[] }>(
      await t.get('/uc/exchange/order/detail', { orderId: mine.orderId }, { token: s.token }),
    ).data;
    expect(closed).toMatchObject({ status: 'CANCELLED', cancelReason: 'self_trade' });
    const all = reply<{ cancelled: number }>(
      await t.post('/uc/exchange/order/cancel-all', { symbol: 'BTC_USDT' }, { token: s.token }),
    ).data;
    expect(all.cancelled).toBe(1);
    const current = reply<{ total: number }>(
      await t.get('/uc/exchange/order/current', {}, { token: s.token }),
    ).data;
    expect(current.total).toBe(0);
    const history = reply<{ total: number }>(
      await t.get('/uc/exchange/order/history', {}, { token: s.token }),
    ).data;
    expect(history.total).toBe(2);
  });

  it('rebuilds the same book after a restart', async () => {
    const s = await trader('100000', '5');
    await order(s, { symbol: 'LTC/USDT', side: 'buy', type: 'limit', price: '90', amount: '1' });
    await order(s, { symbol: 'LTC/USDT', side: 'buy', type: 'limit', price: '91', amount: '2' });
    const before = t.app.spot.view.depth('LTC/USDT', 10);
    const again = await createTestApp({ database: t.database });
    try {
      expect(again.app.spot.view.depth('LTC/USDT', 10)).toEqual(before);
      expect(before.bids).toEqual([
        ['91', '2'],
        ['90', '1'],
      ]);
    } finally {
      await again.app.close();
    }
  });
});

describe('a batch cannot be poisoned by one command', () => {
  it('two cancels of one order in one batch: one cancels, one is refused, the market goes on', async () => {
    const s = await trader();
    const other = await trader();
    const resting = await order(s, { side: 'buy', type: 'limit', price: '1000', amount: '0.1' });
    const spot = t.app.spot;
    // The placement keeps the runner busy, so both cancels queue into the next batch together.
    const busy = spot.place(other.member.id, {
      symbol: 'BTC/USDT',
      side: 'buy',
      type: 'limit',
      price: '1001',
      amount: '0.1',
      clientOrderId: coid(),
    });
    const outcomes = await Promise.allSettled([
      spot.cancel(s.member.id, resting.orderId),
      spot.cancel(s.member.id, resting.orderId),
      spot.cancelAll(s.member.id, 'BTC/USDT'),
    ]);
    await busy;
    const [first, second, all] = outcomes;
    expect(first.status === 'fulfilled' && first.value.status).toBe('CANCELLED');
    expect(second.status === 'rejected' && (second.reason as { key?: string }).key).toBe(
      'ORDER_ALREADY_CLOSED',
    );
    expect(all.status === 'fulfilled' && all.value).toBe(0);
    // The market still places and cancels for everyone.
    const next = await order(other, { side: 'buy', type: 'limit', price: '999', amount: '0.1' });
    expect((await spot.cancel(other.member.id, next.orderId)).status).toBe('CANCELLED');
    expect(await balance(s, 'USDT')).toMatchObject({ frozen: '0' });
  });
});

describe('a cancel of an order its own batch fills', () => {
  it('is refused ORDER_ALREADY_CLOSED, the fill stands, and the market goes on', async () => {
    const maker = await trader();
    const taker = await trader();
    const spot = t.app.spot;
    // Inside the spread other tests left, so the buy below meets this order only.
    const touch = spot.view.depth('BTC/USDT', 1);
    const price = (Number(touch?.bids[0]?.[0] ?? '1000') + 0.01).toFixed(2);
    expect(Number(price)).toBeLessThan(Number(touch?.asks[0]?.[0] ?? Infinity));
    const resting = await order(maker, { side: 'sell', type: 'limit', price, amount: '0.1' });
    expect(resting.status).toBe('PENDING');
    await spot.settled();
    // Sent in one turn, so one batch: the placement (matched first) takes the whole
    // order, and the cancel then finds it gone from the book though it was PENDING.
    const [fill, cancel] = await Promise.allSettled([
      limitBuy(taker, price),
      spot.cancel(maker.member.id, resting.orderId),
    ]);
    expect(fill.status === 'fulfilled' && fill.value.status).toBe('FILLED');
    expect(cancel.status === 'rejected' && (cancel.reason as { key?: string }).key).toBe(
      'ORDER_ALREADY_CLOSED',
    );
    await spot.settled();
    expect((await spot.detail(maker.member.id, resting.orderId)).status).toBe('FILLED');
    const next = await order(maker, { side: 'sell', type: 'limit', price: '90000', amount: '0.1' });
    expect((await spot.cancel(maker.member.id, next.orderId)).status).toBe('CANCELLED');
  });
});

describe('a batch whose projection fails', () => {
  it('is answered from the journal; while the database refuses it the market halts with MARKET_BUSY, and it is written once the fault is gone', async () => {
    const s = await trader();
    const other = await trader();
    const doomed = await order(s, { side: 'buy', type: 'limit', price: '1000', amount: '0.1' });
    const { db } = t.database;
    const spot = t.app.spot;
    await spot.settled();
    // A fault only this order's cancellation meets, in the projection's commit.
    await sql`create function refuse_cancel() returns trigger language plpgsql as $$
      begin
        if new.id = ${sql.lit(Number(doomed.orderId))} and new.status = 'CANCELLED' then
          raise exception 'injected fault';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_cancel before update on spot_order
      for each row execute function refuse_cancel()`.execute(db);
    try {
      // Journaled, so answered: the engine's outcome is final whatever the projection meets.
      expect((await spot.cancel(s.member.id, doomed.orderId)).status).toBe('CANCELLED');
      // The projection keeps failing: the market refuses commands instead of piling them up.
      let refused: unknown;
      for (let i = 0; i < 200 && refused === undefined; i += 1) {
        refused = await spot
          .place(other.member.id, {
            symbol: 'BTC/USDT',
            side: 'buy',
            type: 'limit',
            price: '999',
            amount: '0.1',
            clientOrderId: coid(),
          })
          .then(
            () => undefined,
            (error: unknown) => error,
          );
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect((refused as { key?: string }).key).toBe('MARKET_BUSY');
      // The row still rests: the cancel is in the journal only.
      expect(
        (
          await sql<{ status: string }>`select status from spot_order
        where id = ${doomed.orderId}`.execute(db)
        ).rows[0]?.status,
      ).toBe('PENDING');
    } finally {
      await sql`drop trigger refuse_cancel on spot_order`.execute(db);
      await sql`drop function refuse_cancel`.execute(db);
    }
    // The next rebuild writes the cancel as answered, and the market takes commands again.
    await spot.settled();
    const row = (
      await sql<{ status: string }>`select status from spot_order
      where id = ${doomed.orderId}`.execute(db)
    ).rows[0];
    expect(row?.status).toBe('CANCELLED');
    expect(await balance(s, 'USDT')).toMatchObject({ frozen: '0' });
    const next = await order(other, { side: 'buy', type: 'limit', price: '998', amount: '0.1' });
    expect((await spot.cancel(other.member.id, next.orderId)).status).toBe('CANCELLED');
  });

  it('while the next batch is journaled: the rebuild replays both once, as they were answered', async () => {
    const s = await trader();
    const other = await trader();
    const doomed = await order(s, { side: 'buy', type: 'limit', price: '900', amount: '0.1' });
    const { db } = t.database;
    const spot = t.app.spot;
    await spot.settled();
    // Slow, then refused once: the next batches are journaled and answered meanwhile.
    // A sequence, since the failing transaction rolls back anything else it writes.
    await sql`create sequence refused_once`.execute(db);
    await sql`create function refuse_slowly() returns trigger language plpgsql as $$
      begin
        if new.id = ${sql.lit(Number(doomed.orderId))} and new.status = 'CANCELLED'
          and nextval('refused_once') = 1 then
          perform pg_sleep(0.3);
          raise exception 'injected fault';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger refuse_slowly before update on spot_order
      for each row execute function refuse_slowly()`.execute(db);
    const buy = (price: string) => limitBuy(other, price);
    let answers: SpotOrder[];
    try {
      const first = Promise.all([
        spot.cancel(s.member.id, doomed.orderId),
        buy('901'),
        buy('902'),
        buy('903'),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = Promise.all([buy('904'), buy('905')]);
      answers = [...(await first), ...(await next)];
      await spot.settled();
    } finally {
      await sql`drop trigger refuse_slowly on spot_order`.execute(db);
      await sql`drop function refuse_slowly`.execute(db);
      await sql`drop sequence refused_once`.execute(db);
    }
    const [cancel, ...placed] = answers;
    expect(cancel?.status).toBe('CANCELLED');
    expect(placed.map((o) => o.status)).toEqual([
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
      'PENDING',
    ]);
    // The rows say what the callers were told.
    const { rows } = await sql<{ id: string; status: string }>`select id, status from spot_order
      where id = any(${answers.map((o) => o.orderId)}::bigint[])`.execute(db);
    expect(new Map(rows.map((r) => [r.id, r.status]))).toEqual(
      new Map(answers.map((o) => [o.orderId, o.status])),
    );
    // Each rests exactly once: the book shows 0.1 at each price, and each cancels once.
    const bids = new Map(spot.view.depth('BTC/USDT', 50)?.bids);
    for (const price of ['901', '902', '903', '904', '905']) expect(bids.get(price)).toBe('0.1');
    expect(bids.has('900')).toBe(false);
    for (const o of placed)
      expect((await spot.cancel(other.member.id, o.orderId)).status).toBe('CANCELLED');
    await spot.settled();
    expect(await balance(other, 'USDT')).toMatchObject({ frozen: '0' });
    expect(await balance(s, 'USDT')).toMatchObject({ frozen: '0' });
  });
});
