import type {
  AlertList,
  Notification,
  NotificationPage,
  PriceAlert,
  Session,
} from '@exchange/contracts';
import { decimal } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MODULES } from '../../modules.js';
import { fundedAccount, registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createLedger } from '../ledger/index.js';
import { priceRange } from './alerts.module.js';
import { createAlerts, type Alerts } from './alerts.service.js';
import type { AlertDb } from './alerts.tables.js';
import { createAlertsModule } from './index.js';

const SYMBOL = 'BTC/USDT';
const d = decimal;

describe('price alerts', () => {
  let t: TestApp;
  let alerts: Alerts;
  let maker: Session;
  let taker: Session;
  let n = 0;

  beforeAll(async () => {
    t = await createTestApp({
      modules: MODULES.map((m) =>
        m.name === 'alerts' ? createAlertsModule((built) => (alerts = built)) : m,
      ),
    });
    const ledger = createLedger(t.database.db, t.clock);
    maker = await fundedAccount(t, ledger, { BTC: '10' });
    taker = await fundedAccount(t, ledger, { USDT: '10000000' });
    await trade('100');
  });
  afterAll(async () => t.close());
  // Each test starts with no active alert: an earlier test's would fire in its batches
  // (the books still hold them, but a cancelled alert fires nothing).
  beforeEach(async () => {
    await sql`update price_alert set status = 'CANCELLED', cancelled_at = now()
      where status = 'ACTIVE'`.execute(t.database.db);
  });

  const order = async (s: Session, body: Record<string, string>) => {
    const res = reply(
      await t.post(
        '/uc/exchange/order/add',
        { symbol: SYMBOL, timeInForce: 'GTC', clientOrderId: `al${(n += 1)}`, ...body },
        { token: s.token },
      ),
    );
    expect(res.code, res.message).toBe(0);
  };
  /** One trade of 0.1 BTC at `price`, then every batch's alerts evaluated. */
  async function trade(price: string) {
    await order(maker, { side: 'sell', type: 'limit', price, amount: '0.1' });
    await order(taker, { side: 'buy', type: 'limit', price, amount: '0.1' });
    await t.app.spot.settled();
    await alerts.settled();
  }
  const create = (s: Session, body: Record<string, string>, lang?: string) =>
    t
      .post(
        '/uc/alerts/create',
        { symbol: SYMBOL, ...body },
        { token: s.token, ...(lang ? { lang } : {}) },
      )
      .then((res) => reply<PriceAlert>(res));
  const list = async (s: Session, status: 'active' | 'history') =>
    reply<AlertList>(await t.get('/uc/alerts', { status }, { token: s.token })).data;
  const rows = async () =>
    Number(
      (await sql<{ n: string }>`select count(*) as n from price_alert`.execute(t.database.db))
        .rows[0]?.n,
    );

  it('refuses every bad alert with its code and changes nothing', async () => {
    const user = await registerAccount(t);
    const before = await rows();
    const refusals: [Record<string, string>, number][] = [
      [{ symbol: 'NOPE/USDT', kind: 'price_above', value: '200' }, 14000],
      [{ kind: 'price_above', value: '0' }, 29511],
      [{ kind: 'price_below', value: '-5' }, 29511],
      [{ kind: 'price_above', value: 'abc' }, 29511],
      // The last price is 100: a rise to 100 or a fall to 120 would fire at once.
      [{ kind: 'price_above', value: '100' }, 29512],
      [{ kind: 'price_below', value: '120' }, 29512],
      [{ kind: 'move_up_pct', value: '0' }, 29513],
      [{ kind: 'move_up_pct', value: '1000.01' }, 29513],
      [{ kind: 'move_down_pct', value: '100' }, 29513],
      [{ kind: 'sideways', value: '5' }, 29518],
      [{ kind: 'price_above', value: '200', note: 'x'.repeat(61) }, 29517],
      // No trade on ETH/USDT yet: no price to compare with.
      [{ symbol: 'ETH/USDT', kind: 'price_above', value: '5000' }, 29515],
    ];
    for (const [body, code] of refusals) {
      const res = await create(user, body);
      expect(res.code, `${JSON.stringify(body)}: ${res.message}`).toBe(code);
    }
    const reached = await create(user, { kind: 'price_above', value: '99' }, 'zh_CN');
    expect(reached.message).toContain('100');
    expect(reached.message).not.toMatch(/The last price/);
    expect(await rows()).toBe(before);
  });

  it('keeps at most 50 active alerts per user', async () => {
    const user = await registerAccount(t);
    for (let i = 0; i < 50; i += 1)
      expect((await create(user, { kind: 'price_above', value: `${200 + i}` })).code).toBe(0);
    const over = await create(user, { kind: 'price_above', value: '999' });
    expect(over.code).toBe(29514);
    expect(over.message).toContain('50');
    expect((await list(user, 'active')).active).toBe(50);
    await t.post(
      '/uc/alerts/cancel',
      { id: (await list(user, 'active')).items[0]?.id },
      { token: user.token },
    );
    expect((await create(user, { kind: 'price_above', value: '999' })).code).toBe(0);
  });

  it('turns a percentage into a threshold on the tick, away from the base', async () => {
    const user = await registerAccount(t);
    const up = (await create(user, { kind: 'move_up_pct', value: '3.333' })).data;
    expect(up).toMatchObject({ basePrice: '100', value: '3.333', threshold: '103.34' });
    const down = (await create(user, { kind: 'move_down_pct', value: '3.333' })).data;
    expect(down).toMatchObject({ basePrice: '100', threshold: '96.66', status: 'ACTIVE' });
  });

  it('fires on a gap over the threshold, at the batch’s extreme, once, and not short of it', async () => {
    const user = await registerAccount(t);
    const above = (await create(user, { kind: 'price_above', value: '110' })).data;
    const below = (await create(user, { kind: 'price_below', value: '90' })).data;
    expect(await alerts.onTrades(SYMBOL, d('109.99'), d('90.01'))).toBe(0);
    // A gap: the batch went from 100 to 125 without trading at 110.
    expect(await alerts.onTrades(SYMBOL, d('125'), d('101'))).toBe(1);
    // A second batch past it too: already fired, nothing more.
    expect(await alerts.onTrades(SYMBOL, d('130'), d('100'))).toBe(0);
    const history = (await list(user, 'history')).items;
    expect(history).toEqual([
      expect.objectContaining({ id: above.id, status: 'FIRED', firedPrice: '125' }),
    ]);
    expect((await list(user, 'active')).items.map((a) => a.id)).toEqual([below.id]);
    // An exact touch fires a fall.
    expect(await alerts.onTrades(SYMBOL, d('100'), d('90'))).toBe(1);
    expect((await list(user, 'history')).items[0]).toMatchObject({
      id: below.id,
      firedPrice: '90',
    });
    const events = await sql<{ n: string }>`select count(*) as n from domain_event
      where name = 'alert.fired' and key in (${`alert.fired:${above.id}`}, ${`alert.fired:${below.id}`})`.execute(
      t.database.db,
    );
    expect(events.rows[0]?.n).toBe('2');
  });

  it('fires on a spike that crosses and comes back within one batch', async () => {
    const user = await registerAccount(t);
    const alert = (await create(user, { kind: 'move_up_pct', value: '10' })).data;
    expect(alert.threshold).toBe('110');
    const range = priceRange({
      trades: ['100', '111', '100.5'].map((price, i) => ({
        id: `${i}`,
        symbol: SYMBOL,
        price,
        amount: '1',
        quoteAmount: price,
        takerSide: 'buy' as const,
        time: 0,
      })),
    });
    expect(range && [range.high.toString(), range.low.toString(), range.last.toString()]).toEqual([
      '111',
      '100',
      '100.5',
    ]);
    if (range) await alerts.onTrades(SYMBOL, range.high, range.low);
    expect((await list(user, 'history')).items[0]).toMatchObject({
      id: alert.id,
      firedPrice: '111',
    });
  });

  it('fires from real trades and tells the user in the centre and by e-mail, in their language', async () => {
    const user = await registerAccount(t);
    await sql`update app_user set email = ${`alert-${user.member.id}@example.com`}
      where id = ${user.member.id}`.execute(t.database.db);
    const alert = (await create(user, { kind: 'price_above', value: '105', note: 'take profit' }))
      .data;
    await trade('104.99');
    expect((await list(user, 'active')).items.map((a) => a.id)).toContain(alert.id);
    await trade('105');
    await trade('106');
    await t.deliver();
    await t.deliver();
    const page = reply<NotificationPage>(
      await t.get('/uc/notifications', { category: 'alerts' }, { token: user.token }),
    ).data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      category: 'alerts',
      kind: 'alert.price_above',
      title: 'BTC/USDT rose to 105',
      body: 'Price alert: BTC/USDT traded at 105 USDT, at or above your target of 105 USDT. Your note: take profit',
      link: '/priceAlerts?tab=history',
    } satisfies Partial<Notification>);
    const zh = reply<NotificationPage>(
      await t.get(
        '/uc/notifications',
        { category: 'alerts' },
        { token: user.token, lang: 'zh_CN' },
      ),
    ).data;
    expect(zh.items[0]?.title).toBe('BTC/USDT 已涨到 105');
    expect(
      t.outbox.filter((m) => m.to === `alert-${user.member.id}@example.com`).map((m) => m.subject),
    ).toEqual(['BTC/USDT rose to 105']);
  });

  it('cancels, refuses what is not active or not the caller’s, and deletes history', async () => {
    const user = await registerAccount(t);
    const other = await registerAccount(t);
    const alert = (await create(user, { kind: 'price_below', value: '50' })).data;
    const cancel = async (s: Session, id: number) =>
      reply(await t.post('/uc/alerts/cancel', { id }, { token: s.token })).code;
    expect(await cancel(other, alert.id)).toBe(29510);
    expect(await cancel(user, alert.id)).toBe(0);
    expect(await cancel(user, alert.id)).toBe(29516);
    // Cancelled: a fall through it tells nothing.
    expect(await alerts.onTrades(SYMBOL, d('100'), d('40'))).toBe(0);
    expect((await list(user, 'history')).items[0]).toMatchObject({ status: 'CANCELLED' });
    const active = (await create(user, { kind: 'price_above', value: '500' })).data;
    const del = async (s: Session, body: object) =>
      reply<{ deleted: number }>(
        await t.post('/uc/alerts/history/delete', body, { token: s.token }),
      );
    expect((await del(user, { id: active.id })).code).toBe(29510);
    expect((await del(other, { id: alert.id })).code).toBe(29510);
    expect((await del(user, {})).data.deleted).toBe(1);
    expect((await list(user, 'history')).items).toEqual([]);
    expect((await list(user, 'active')).items.map((a) => a.id)).toEqual([active.id]);
  });

  it('reloads active alerts after a restart and fires them', async () => {
    const user = await registerAccount(t);
    const alert = (await create(user, { kind: 'price_above', value: '777' })).data;
    // A second process's view of the same table: a fresh book, loaded at start.
    const restarted = createAlerts({
      db: t.database.db as unknown as AlertDb,
      nowMs: () => t.clock.nowMs(),
      events: t.app.events,
      market: () => ({ pricePlaces: 2 }),
      lastPrice: () => d('100'),
      log: () => {},
    });
    await restarted.load();
    expect(restarted.held()).toBeGreaterThan(0);
    expect(await restarted.onTrades(SYMBOL, d('780'), d('770'))).toBe(1);
    // The first process still holds it; its attempt finds it fired and tells nobody.
    expect(await alerts.onTrades(SYMBOL, d('780'), d('770'))).toBe(0);
    expect((await list(user, 'history')).items[0]).toMatchObject({
      id: alert.id,
      firedPrice: '780',
    });
  });

  it('refuses a request without a session', async () => {
    expect(reply(await t.get('/uc/alerts', { status: 'active' })).code).not.toBe(0);
  });
});
