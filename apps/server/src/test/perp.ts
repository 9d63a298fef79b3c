/** Helpers shared by the perpetual API tests: funded traders, orders and positions over HTTP. */
import { risk } from '@exchange/engine';
import type { PerpOrder, PerpPosition, Session } from '@exchange/contracts';
import { registerAccount, reply } from './accounts.js';
import type { TestApp } from './app.js';
import type { Ledger } from '../modules/ledger/index.js';
import { deposit, user } from '../modules/ledger/ledger.test-support.js';

export function perpHarness(
  t: TestApp,
  ledger: Ledger,
  symbol = 'BTCUSDT',
  wallet: 'contract' | 'delivery' = 'contract',
) {
  const orderPath =
    wallet === 'delivery' ? '/contract/delivery/order' : '/contract/perpetual/order';
  const get = (path: string, s: Session | null, query: Record<string, string | number> = {}) =>
    t.get(`/uc${path}`, query, s ? { token: s.token } : {});
  const place = (s: Session, query: Record<string, string | number>) =>
    get(orderPath, s, { symbol, ...query });
  /** Places an order that must be accepted: a refusal fails the test with its message. */
  const order = async (s: Session, query: Record<string, string | number>) => {
    const res = await place(s, query);
    const body = reply<PerpOrder>(res);
    if (body.code !== 0) throw new Error(`order ${JSON.stringify(query)} refused: ${res.body}`);
    return body.data;
  };
  const open =
    (direction: 'long' | 'short') =>
    (s: Session, lots: number, price = '95000', leverage = 10) =>
      order(s, { direction, action: 'open', type: 'limit', price, lots, leverage });

  return {
    get,
    place,
    order,
    openLong: open('long'),
    openShort: open('short'),
    setMark(price: string, which = symbol) {
      t.app.perp.runner(which).mark = risk.fx(price);
    },
    /** A user with `usdt` moved from spot into the contract account. */
    async trader(usdt = '10000'): Promise<Session> {
      const s = await registerAccount(t);
      await deposit(ledger, `perp-${s.usercode}`, s.member.id, usdt);
      await ledger.post({
        idempotencyKey: `perp-t-${s.usercode}`,
        type: 'transfer',
        reference: `perp-t-${s.usercode}`,
        lines: [
          { account: user(s.member.id), part: 'available', amount: `-${usdt}` },
          { account: user(s.member.id, 'USDT', wallet), part: 'available', amount: usdt },
        ],
      });
      return s;
    },
    contractUsdt: (s: Session) => ledger.balance(user(s.member.id, 'USDT', wallet)),
    async positions(s: Session, status: 'OPEN' | 'CLOSED' = 'OPEN') {
      return reply<{ list: PerpPosition[] }>(
        await get('/contract/wallet/findOrderByPage', s, { status }),
      ).data.list;
    },
  };
}
