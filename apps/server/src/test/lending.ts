import type { EarnRecord, PledgeLoanDetail, SavingsOverview, Session } from '@exchange/contracts';
import { decimal, type Decimal } from '@exchange/money';
import type { Database } from '../db/database.js';
import { createLedger } from '../modules/ledger/index.js';
import { createLendingModule } from '../modules/lending/index.js';
import { reply } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';

let ids = 0;
/** A fresh request id per call. */
export const rid = (prefix: string) => `${prefix}-${(ids += 1)}-request`;

/**
 * A test app with the lending module valued at an index the test moves
 * (`prices`: USDT at 1 and BTC at 60 000 to start), and the calls its
 * users make, as they make them.
 */
export async function lendingApp(options: { database?: Database } = {}) {
  const prices = new Map<string, string>([
    ['USDT', '1'],
    ['BTC', '60000'],
  ]);
  const usdPrice = (asset: string): Decimal | null => {
    const price = prices.get(asset);
    return price === undefined ? null : decimal(price);
  };
  const t: TestApp = await createTestApp({
    modules: [createLendingModule({ usdPrice })],
    ...(options.database ? { database: options.database } : {}),
  });
  const ledger = createLedger(t.database.db, t.clock);

  const post = async <T = unknown>(s: Session, url: string, body: object) =>
    reply<T>(await t.post(`/uc${url}`, body, { token: s.token }));
  const get = async <T = unknown>(s: Session, url: string, query: Record<string, string> = {}) =>
    reply<T>(await t.get(`/uc${url}`, query, { token: s.token }));
  const balance = (s: Session, asset: string) =>
    ledger.balance({ userId: s.member.id, wallet: 'spot', asset });

  return {
    t,
    ledger,
    prices,
    post,
    get,
    spot: async (s: Session, asset: string) => (await balance(s, asset)).available,
    locked: async (s: Session, asset: string) => (await balance(s, asset)).locked,
    /** A `lending:<name>` pool account's balance. */
    system: async (name: string, asset = 'USDT') =>
      (await ledger.balance({ system: `lending:${name}`, asset })).available,
    subscribe: (s: Session, amount: string, requestId = rid('sub'), asset = 'USDT') =>
      post<{ replayed: boolean; queued: boolean }>(s, '/financial/savings/subscribe', {
        asset,
        amount,
        requestId,
      }),
    redeem: (s: Session, amount: string, requestId = rid('red')) =>
      post<{ replayed: boolean; queued: boolean }>(s, '/financial/savings/redeem', {
        asset: 'USDT',
        amount,
        requestId,
      }),
    borrow: (s: Session, body: Partial<Record<string, unknown>> = {}) =>
      post<{ id: number }>(s, '/pledge/borrow', {
        collateral: 'BTC',
        loanCoin: 'USDT',
        collateralAmount: '1',
        amount: '3000',
        termDays: 7,
        requestId: rid('borrow'),
        ...body,
      }),
    loanOf: async (s: Session, id: number) =>
      (await get<PledgeLoanDetail>(s, '/pledge/order', { id: String(id) })).data,
    savingsOf: async (s: Session) =>
      (await get<SavingsOverview>(s, '/financial/savings')).data.coins.find(
        (c) => c.asset === 'USDT',
      ),
    history: async (s: Session, query: Record<string, string> = {}) =>
      (await get<{ list: EarnRecord[]; total: number }>(s, '/financial/earn/his/findByPage', query))
        .data,
    /** Moves the clock to `iso` and runs whatever is due (the lending jobs among it). */
    async at(iso: string) {
      t.clock.set(Date.parse(iso));
      await t.app.jobQueue.runDue(100);
    },
  };
}

export type LendingApp = Awaited<ReturnType<typeof lendingApp>>;
