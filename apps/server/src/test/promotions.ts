import type { RedPacket, Session } from '@exchange/contracts';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import type { ServerModule } from '../module.js';
import { identityModule } from '../modules/identity/index.js';
import { createLedger } from '../modules/ledger/index.js';
import { deposit } from '../modules/ledger/ledger.test-support.js';
import { promotionsModule } from '../modules/promotions/index.js';
import { registerAccount, reply, STRONG_PASSWORD } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { consoleGet, consoleOperator, consolePost } from './console.js';
import { p2pPeople } from './p2p.js';

let ids = 0;
let trades = 0;

/** A red packet test app: identity (senders must be verified) and promotions, and any `modules` more. */
export async function redPacketApp(
  options: { database?: Database; modules?: readonly ServerModule[] } = {},
) {
  const t: TestApp = await createTestApp({
    modules: [identityModule, ...(options.modules ?? []), promotionsModule],
    ...(options.database ? { database: options.database } : {}),
  });
  const ledger = createLedger(t.database.db, t.clock);
  const people = await p2pPeople(t);
  const post = async <T = unknown>(s: Session, url: string, body: object = {}) =>
    reply<T>(await t.post(`/uc${url}`, body, { token: s.token }));
  const get = async <T = unknown>(s: Session, url: string, query: Record<string, string> = {}) =>
    reply<T>(await t.get(`/uc${url}`, query, { token: s.token }));
  return {
    t,
    ledger,
    people,
    post,
    get,
    user: () => registerAccount(t),
    /** Packs a red packet: USDT, equal shares and the fund password 123456 unless told otherwise. */
    send: (s: Session, body: Record<string, unknown>) =>
      post<{ packet: RedPacket; replayed: boolean }>(s, '/promotion/red-packet/create', {
        asset: 'USDT',
        kind: 'equal',
        fundPassword: '123456',
        requestId: `packet-${Date.now().toString(36)}-${(ids += 1)}`,
        ...body,
      }),
    claim: (s: Session, code: string) =>
      post<{ packet: RedPacket; amount: string }>(s, '/promotion/red-packet/claim', { code }),
    detail: async (s: Session, code: string) =>
      (await get<RedPacket>(s, '/promotion/red-packet', { code })).data,
    promotionsBalance: async (asset = 'USDT') =>
      (await ledger.balance({ system: 'promotions', asset })).available,
    spot: (s: Session, asset = 'USDT') =>
      ledger.balance({ userId: s.member.id, wallet: 'spot', asset }),
    /**
     * `s` trades `btc` BTC on BTC/USDT at 60,000 against a fresh
     * counterparty resting first (funded here), then what is due runs, so
     * the batch's events are handled.
     */
    async trade(s: Session, side: 'buy' | 'sell', btc: string) {
      trades += 1;
      const other = await registerAccount(t);
      if (side === 'buy') await deposit(ledger, `promo-btc-${trades}`, other.member.id, btc, 'BTC');
      else await deposit(ledger, `promo-usdt-${trades}`, other.member.id, '100000');
      const order = (who: Session, direction: 'buy' | 'sell') =>
        t.post(
          '/uc/exchange/order/add',
          { symbol: 'BTC/USDT', side: direction, type: 'limit', price: '60000', amount: btc },
          { token: who.token },
        );
      expect(reply(await order(other, side === 'buy' ? 'sell' : 'buy')).code).toBe(0);
      const mine = reply<{ status: string }>(await order(s, side));
      expect(mine.code, mine.message).toBe(0);
      expect(mine.data.status).toBe('FILLED');
      t.clock.advance(1_000);
      await t.app.jobQueue.runDue(100);
    },
    /** Signs `s` in again (sessions end when the clock moves a week ahead). */
    async fresh(s: Session): Promise<Session> {
      const res = reply<Session>(
        await t.post('/uc/login', {
          username: s.member.username,
          password: STRONG_PASSWORD,
          captchaToken: 'off',
        }),
      );
      expect(res.code, res.message).toBe(0);
      return res.data;
    },
    async consoleList(query: Record<string, string> = {}) {
      const operator = await consoleOperator(t, ['referral.manage']);
      return reply<{ list: (RedPacket & { senderUid: string })[] }>(
        await consoleGet(t, operator.token, '/promotions/red-packets', query),
      );
    },
    /** As an operator with referral.manage: a console call (GET without a body). */
    async manage<T = unknown>(url: string, body?: object) {
      const operator = await consoleOperator(t, ['referral.manage']);
      return reply<T>(
        body === undefined
          ? await consoleGet(t, operator.token, url)
          : await consolePost(t, operator.token, url, body),
      );
    },
    /** Fills the promotions budget by `amount`, maker then checker. */
    async fund(amount: string, asset = 'USDT') {
      const maker = await consoleOperator(t, ['adjustments.make']);
      const checker = await consoleOperator(t, ['adjustments.check']);
      const asked = reply<{ id: number }>(
        await consolePost(t, maker.token, '/adjustments', {
          kind: 'promotions_fund',
          asset,
          amount,
          reason: `promotions budget ${amount}`,
          requestId: `budget-${Date.now().toString(36)}-${(ids += 1)}`,
        }),
      );
      expect(asked.code, asked.message).toBe(0);
      const approved = reply(
        await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`, {}),
      );
      expect(approved.code, approved.message).toBe(0);
    },
  };
}

export type RedPacketApp = Awaited<ReturnType<typeof redPacketApp>>;
