import type {
  Notification,
  NotificationPage,
  NotificationSettingsView,
  NotificationUnread,
  Session,
} from '@exchange/contracts';
import { sql } from 'kysely';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedAccount, registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { smtpSink } from '../../test/smtp.js';
import { listening, Socket } from '../../test/support.js';
import { withdrawers } from '../../test/withdrawals.js';
import { createLedger } from '../ledger/index.js';
import { smtpMessenger } from '../verification/index.js';

describe('notifications', () => {
  let t: TestApp;
  const sink = smtpSink();
  const users = withdrawers(() => t);

  beforeAll(async () => {
    const smtp = await sink.start();
    t = await createTestApp({
      messenger: {
        // Only e-mails go to the SMTP sink; SMS stay in the outbox.
        send: async (m) =>
          m.channel === 'email'
            ? smtpMessenger(smtp, 'Exchange <no-reply@example.com>').send(m)
            : undefined,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** Dispatches domain events and runs the jobs they enqueue (the send jobs) until quiet. */
  async function settle() {
    for (let i = 0; i < 4; i += 1) {
      t.clock.advance(1_000);
      await t.app.jobQueue.runDue(100);
    }
  }
  const list = async (s: Session, query: Record<string, string> = {}, lang?: string) =>
    reply<NotificationPage>(
      await t.get('/uc/notifications', query, { token: s.token, ...(lang ? { lang } : {}) }),
    );
  const unread = async (s: Session) =>
    reply<NotificationUnread>(await t.get('/uc/notifications/unread', {}, { token: s.token })).data;
  const markRead = async (s: Session, body: object) =>
    reply<NotificationUnread>(await t.post('/uc/notifications/read', body, { token: s.token }));
  const prefs = async (s: Session) =>
    reply<NotificationSettingsView>(
      await t.get('/uc/notifications/preferences', {}, { token: s.token }),
    ).data;
  const savePrefs = async (s: Session, body: object, lang = 'en_US') =>
    reply<NotificationSettingsView>(
      await t.post('/uc/notifications/preferences', body, { token: s.token, lang }),
    );
  const withdraw = async (s: Session & { email: string }) => {
    const res = reply<{ id: number }>(
      await t.post('/uc/asset/withdraw/apply', users.body(await users.stepUp(s)), {
        token: s.token,
      }),
    );
    expect(res.code, res.message).toBe(0);
    return res.data.id;
  };

  it('tells a user of a rejected withdrawal and a security change, in the centre and by e-mail on a real SMTP server', async () => {
    const user = await users.ready();
    const id = await withdraw(user);
    await t.app.withdrawals.reject(id, 'address under review');
    await settle();

    const page = await list(user);
    const kinds = page.data.items.map((n) => n.kind);
    expect(kinds).toContain('withdrawal.rejected');
    expect(kinds).toContain('security.changed');
    const rejected = page.data.items.find((n) => n.kind === 'withdrawal.rejected') as Notification;
    expect(rejected).toMatchObject({
      category: 'funds',
      title: 'Withdrawal rejected',
      link: `/withdraw/withdrawDetail?id=${id}`,
      read: false,
    });
    expect(rejected.body).toContain('50 USDT (TRC20) was rejected: address under review');
    // The same notification in the reader's language.
    const zh = await list(user, {}, 'zh_CN');
    expect(zh.data.items.find((n) => n.id === rejected.id)?.title).not.toBe('Withdrawal rejected');

    // Funds and security go by e-mail by default: both reached the SMTP server as real mail.
    const mails = await Promise.all(
      sink.received.filter((m) => m.to.includes(user.email)).map((m) => PostalMime.parse(m.raw)),
    );
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('Withdrawal rejected');
    expect(subjects).toContain('Security change: Fund password set');
    expect(mails.find((m) => m.subject === 'Withdrawal rejected')?.text).toContain(
      'address under review',
    );
  });

  it('counts unread, marks read one, several or all, and refuses another user’s id without changing anything', async () => {
    const user = await users.ready();
    const other = await users.ready();
    await t.app.withdrawals.reject(await withdraw(user), 'a');
    await t.app.withdrawals.reject(await withdraw(user), 'b');
    await settle();
    const before = await unread(user);
    expect(before.byCategory.funds).toBe(2);
    expect(before.byCategory.security).toBe(1);
    expect(before.total).toBe(3);

    const theirs = (await list(other)).data.items[0] as Notification;
    const mine = (await list(user)).data.items;
    const refused = await markRead(user, { ids: [mine[0]?.id, theirs.id] });
    expect(refused.code).toBe(29500);
    expect(await unread(user)).toEqual(before);

    expect((await markRead(user, { ids: [mine[0]?.id, mine[0]?.id] })).data.total).toBe(2);
    // Reading again changes nothing.
    expect((await markRead(user, { ids: [mine[0]?.id] })).data.total).toBe(2);
    expect((await markRead(user, { all: true, category: 'funds' })).data).toMatchObject({
      total: 1,
      byCategory: { funds: 0, security: 1 },
    });
    expect((await list(user, { unread: 'true' })).data.items.map((n) => n.category)).toEqual([
      'security',
    ]);
    expect((await markRead(user, { all: true })).data.total).toBe(0);
    expect((await unread(other)).total).toBe(1);
    // Bad bodies change nothing and say why.
    expect((await markRead(user, { ids: [] })).code).not.toBe(0);
    expect((await markRead(user, { ids: ['0'] })).code).not.toBe(0);
    expect((await markRead(user, { all: false })).code).not.toBe(0);
  });

  it('pages newest first with `before`, and filters by category', async () => {
    const user = await users.ready();
    for (const reason of ['1', '2', '3'])
      await t.app.withdrawals.reject(await withdraw(user), reason);
    await settle();
    const first = await list(user, { limit: '2' });
    expect(first.data.items).toHaveLength(2);
    expect(first.data.next).not.toBeNull();
    const second = await list(user, { limit: '2', before: first.data.next as string });
    const ids = [...first.data.items, ...second.data.items].map((n) => BigInt(n.id));
    expect(ids).toEqual([...ids].sort((a, b) => (a > b ? -1 : 1)));
    expect(new Set(ids).size).toBe(4);
    expect(second.data.next).toBeNull();
    const funds = await list(user, { category: 'funds' });
    expect(funds.data.items.map((n) => n.body.split(': ')[1]?.split('.')[0])).toEqual([
      '3',
      '2',
      '1',
    ]);
    expect((await list(user, { limit: '51' })).code).not.toBe(0);
    expect((await list(user, { category: 'nope' })).code).not.toBe(0);
  });

  it('follows the preferences: a category off shows nothing, e-mail off sends none, security always goes', async () => {
    const user = await users.ready();
    const defaults = await prefs(user);
    expect(defaults).toMatchObject({
      email: true,
      sms: false,
      emailTo: expect.stringContaining('***'),
    });
    expect(defaults.categories.funds).toEqual({ on: true, email: true, sms: false });

    const off = await savePrefs(user, {
      ...defaults,
      email: false,
      categories: { ...defaults.categories, funds: { on: false, email: true, sms: false } },
    });
    expect(off.code, off.message).toBe(0);
    await settle();
    const mailsBefore = t.outbox.filter((m) => m.to === user.email).length;
    await t.app.withdrawals.reject(await withdraw(user), 'quiet');
    // A password change: a security notice, e-mailed whatever the switches say.
    expect(
      reply(
        await t.post(
          '/uc/security/fund-password/change',
          { oldFundPassword: '123456', fundPassword: '654321', confirm: '654321' },
          { token: user.token },
        ),
      ).code,
    ).toBe(0);
    await settle();
    const kinds = (await list(user)).data.items.map((n) => `${n.kind}:${n.body.slice(0, 20)}`);
    expect(kinds.some((k) => k.startsWith('withdrawal.'))).toBe(false);
    const mails = t.outbox.filter((m) => m.to === user.email).slice(mailsBefore);
    // Only the security notice was mailed (the step-up code came before the count).
    expect(mails.filter((m) => !/\b\d{6}\b/.test(m.text)).map((m) => m.subject)).toEqual([
      'Security change: Fund password changed',
    ]);

    // SMS on needs a bound phone; this user has none.
    const bare = await registerAccount(t);
    const current = await prefs(bare);
    expect(current).toMatchObject({ emailTo: null, phoneTo: null });
    expect((await savePrefs(bare, { ...current, sms: true })).code).toBe(29502);
    expect((await savePrefs(bare, { ...current, email: false })).code).toBe(0);
    expect((await savePrefs(bare, { ...current, email: true })).code).toBe(29501);
    // Security is not a switchable category.
    expect(
      (
        await savePrefs(bare, {
          ...current,
          categories: { ...current.categories, security: { on: false, email: false, sms: false } },
        })
      ).code,
    ).not.toBe(0);
  });

  it('keeps the spec’s P2P switches as a view of the same preferences', async () => {
    const user = await users.ready();
    const p2p = async () =>
      reply(await t.get('/uc/otc/notification/settings', {}, { token: user.token })).data;
    expect(await p2p()).toEqual({ order: true, appeal: true, chat: true, email: true, sms: false });
    const saved = reply(
      await t.post(
        '/uc/otc/notification/settings',
        { order: false, appeal: true, chat: false, email: true, sms: true },
        { token: user.token },
      ),
    );
    expect(saved.data).toEqual({ order: false, appeal: true, chat: false, email: true, sms: true });
    const view = await prefs(user);
    expect(view.sms).toBe(true);
    expect(view.categories.p2p.on).toBe(false);
    expect(view.categories.chat.on).toBe(false);
    expect(view.categories.appeal.on).toBe(true);
  });

  it('tells of a sign-in from a new device, not from a known one', async () => {
    const user = await users.ready();
    const username = (
      await sql<{
        username: string;
      }>`select username from app_user where id = ${user.member.id}`.execute(t.database.db)
    ).rows[0]?.username as string;
    const signIn = (agent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/uc/login',
        payload: { username, password: 'correct horse battery staple', captchaToken: 'off' },
        headers: { ...t.headers(), 'user-agent': agent },
      });
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(reply(await signIn(iphone)).code).toBe(0);
    expect(reply(await signIn(iphone)).code).toBe(0);
    await settle();
    const fresh = (await list(user)).data.items.filter((n) => n.kind === 'security.new_device');
    expect(fresh).toHaveLength(1);
    expect(fresh[0]?.body).toContain('iPhone');
  });

  it('pushes the unread count, each new notification and each read on the private topic', async () => {
    const user = await users.ready();
    await settle();
    const urls = await listening(t);
    const socket = await Socket.open(urls.user);
    try {
      const frames = await socket.subscribe(user.token, ['notifications']);
      const snapshot = frames.find((f) => f.type === 'snapshot');
      expect(snapshot?.data).toEqual({ unread: 1 });
      await t.app.withdrawals.reject(await withdraw(user), 'live');
      await settle();
      const pushed = await socket.waitFor<{ kind: string; item?: Notification; unread: number }>(
        'notifications',
        (d) => d.kind === 'new' && d.item?.kind === 'withdrawal.rejected',
      );
      expect(pushed.unread).toBe(2);
      await markRead(user, { all: true });
      await socket.waitFor<{ kind: string; unread: number }>(
        'notifications',
        (d) => d.kind === 'read' && d.unread === 0,
      );
    } finally {
      await socket.close();
    }
  });

  it('tells both sides of a spot trade their order filled, linked to the order, and nothing for a partial fill', async () => {
    const ledger = createLedger(t.database.db, t.clock);
    const maker = await fundedAccount(t, ledger, { BTC: '1' });
    const taker = await fundedAccount(t, ledger, { USDT: '100000' });
    let n = 0;
    const place = async (s: Session, body: Record<string, string>) => {
      const res = reply<{ orderId: string }>(
        await t.post(
          '/uc/exchange/order/add',
          { symbol: 'BTC/USDT', timeInForce: 'GTC', clientOrderId: `nf${(n += 1)}`, ...body },
          { token: s.token },
        ),
      );
      expect(res.code, res.message).toBe(0);
      return res.data.orderId;
    };
    const ask = await place(maker, { side: 'sell', type: 'limit', price: '95000', amount: '0.5' });
    const bid = await place(taker, { side: 'buy', type: 'limit', price: '95000', amount: '0.2' });
    await settle();
    const fills = async (s: Session) =>
      (await list(s, { category: 'trade' })).data.items.map((i) => [i.kind, i.link, i.body]);
    expect(await fills(taker)).toEqual([
      [
        'spot.buy_filled',
        `/orderDetail?orderId=${bid}`,
        'Your order to buy 0.2 BTC on BTC/USDT was filled at an average price of 95000 USDT.',
      ],
    ]);
    // The maker's order is only partly filled: nothing yet; filled by the rest, told once.
    expect(await fills(maker)).toEqual([]);
    await place(taker, { side: 'buy', type: 'limit', price: '95000', amount: '0.3' });
    await settle();
    expect((await fills(maker)).map(([kind, link]) => [kind, link])).toEqual([
      ['spot.sell_filled', `/orderDetail?orderId=${ask}`],
    ]);
  });
});
