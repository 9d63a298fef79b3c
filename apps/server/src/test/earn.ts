import type {
  EarnConsoleProduct,
  EarnOrder,
  EarnProduct,
  EarnProof,
  EarnQuote,
  Session,
} from '@exchange/contracts';
import { expect } from 'vitest';
import { earnModule } from '../modules/earn/index.js';
import { createLedger } from '../modules/ledger/index.js';
import type { Database } from '../db/database.js';
import { fundedAccount, reply } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { consoleOperator, consolePost, type ConsoleOperator } from './console.js';

let ids = 0;
export const rid = (prefix: string) => `${prefix}-${(ids += 1)}-earn`;

/** The spec's fund example: 5 days at 0.3 %-0.5 % a day, USDT 100 to 10 000 a purchase. */
export const FUND_TERMS = {
  kind: 'fund',
  coin: 'USDT',
  name: { en_US: 'USDT 5-day fund', zh_CN: 'USDT 5天理财' },
  cycleDays: 5,
  rateMin: '0.003',
  rateMax: '0.005',
  userLimit: '20000',
  minAmount: '100',
  maxAmount: '10000',
  stock: '50000',
  penaltyRatio: '0.004',
  lockDate: null,
  sort: 1,
} as const;

/**
 * Earn tests' app (the earn module alone on a fresh database; the test
 * clock starts 2026-11-21 12:00 UTC) and the calls its users and
 * operators make, as they make them: an earn manager, and a maker and a
 * checker who fill the earn treasury.
 */
export async function earnApp(options: { database?: Database } = {}) {
  const t: TestApp = await createTestApp({
    modules: [earnModule],
    ...(options.database ? { database: options.database } : {}),
  });
  const ledger = createLedger(t.database.db, t.clock);
  type Ops = Record<'manager' | 'maker' | 'checker', ConsoleOperator>;
  let ops: Ops | undefined;
  let signedInAt = 0;
  /** Console sessions end when idle: tests that move the clock sign the operators in again. */
  async function operators(): Promise<Ops> {
    if (!ops || t.clock.nowMs() - signedInAt > 10 * 60_000)
      ops = {
        manager: await consoleOperator(t, ['earn.manage']),
        maker: await consoleOperator(t, ['adjustments.make']),
        checker: await consoleOperator(t, ['adjustments.check']),
      };
    signedInAt = t.clock.nowMs();
    return ops;
  }
  const post = async <T = unknown>(s: Session, url: string, body: object) =>
    reply<T>(await t.post(`/uc${url}`, body, { token: s.token }));
  const get = async <T = unknown>(
    s: Session | null,
    url: string,
    query: Record<string, string> = {},
  ) => reply<T>(await t.get(`/uc${url}`, query, s ? { token: s.token } : {}));
  const manage = async <T = unknown>(url: string, body: object) =>
    reply<T>(await consolePost(t, (await operators()).manager.token, url, body));
  const wallet = (s: Session, wallet: 'spot' | 'finance', asset = 'USDT') =>
    ledger.balance({ userId: s.member.id, wallet, asset });

  return {
    t,
    ledger,
    operators,
    post,
    get,
    manage,
    user: (assets: Record<string, string> = { USDT: '100000' }) => fundedAccount(t, ledger, assets),
    spot: async (s: Session, asset = 'USDT') => (await wallet(s, 'spot', asset)).available,
    custody: async (s: Session, asset = 'USDT') => (await wallet(s, 'finance', asset)).locked,
    /** A product's funding account: free and reserved. */
    async funding(productId: number, asset = 'USDT') {
      const b = await ledger.balance({ system: `earn:product:${productId}`, asset });
      return { free: b.available, reserved: b.locked };
    },
    treasury: async (asset = 'USDT') =>
      (await ledger.balance({ system: 'earn:treasury', asset })).available,
    /** Tops the earn treasury up by `amount`, maker then checker. */
    async fillTreasury(amount: string, asset = 'USDT') {
      const { maker, checker } = await operators();
      const asked = reply<{ id: number }>(
        await consolePost(t, maker.token, '/adjustments', {
          kind: 'earn_fund',
          asset,
          amount,
          reason: `earn treasury top-up ${amount}`,
          requestId: rid('topup'),
        }),
      );
      expect(asked.code, asked.message).toBe(0);
      const approved = reply(
        await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`, {}),
      );
      expect(approved.code, approved.message).toBe(0);
    },
    create: (terms: Record<string, unknown> = {}) =>
      manage<EarnConsoleProduct>('/earn/products', {
        ...FUND_TERMS,
        opensAt: t.clock.nowMs() - 1000,
        closesAt: t.clock.nowMs() + 30 * 86_400_000,
        ...terms,
      }),
    allocate: (productId: number, amount: string, direction: 'in' | 'out' = 'in') =>
      manage<EarnConsoleProduct>(`/earn/products/${productId}/funding`, {
        direction,
        amount,
        requestId: rid('allocate'),
      }),
    status: (productId: number, status: 'listed' | 'delisted') =>
      manage<EarnConsoleProduct>(`/earn/products/${productId}/status`, { status }),
    publish: (productId: number, day: string, rate: string) =>
      manage(`/earn/products/${productId}/rates`, { day, rate }),
    /** A product created, funded from the treasury with what its stock could owe, and listed. */
    async listed(terms: Record<string, unknown> = {}) {
      const created = await this.create(terms);
      expect(created.code, created.message).toBe(0);
      const product = created.data;
      const needed = product.funding.unsoldMaxIncome;
      await this.fillTreasury(needed, product.coin);
      const funded = await this.allocate(product.id, needed);
      expect(funded.code, funded.message).toBe(0);
      const listed = await this.status(product.id, 'listed');
      expect(listed.code, listed.message).toBe(0);
      return listed.data;
    },
    products: async (query: Record<string, string> = {}) =>
      (await get<EarnProduct[]>(null, '/financial/fund/products', query)).data,
    quote: async (productId: number, amount: string) =>
      get<EarnQuote>(null, '/financial/fund/quote', { productId: String(productId), amount }),
    proof: async (productId: number) =>
      (await get<EarnProof>(null, '/financial/fund/proof', { id: String(productId) })).data,
    buy: (s: Session, productId: number, amount: string, requestId = rid('buy')) =>
      post<{ order: EarnOrder; replayed: boolean }>(s, '/financial/fund/buy', {
        productId,
        amount,
        requestId,
      }),
    redeem: (s: Session, orderId: string) =>
      post<{ order: EarnOrder; replayed: boolean }>(s, '/financial/fund/redeem', { orderId }),
    order: async (s: Session, id: string) =>
      get<EarnOrder & { payouts: { day: string; amount: string; transactionId: string | null }[] }>(
        s,
        '/financial/fund/order',
        { id },
      ),
    /** Moves the clock to `iso` and runs whatever is due (the earn tick among it). */
    async at(iso: string) {
      t.clock.set(Date.parse(iso));
      await t.app.jobQueue.runDue(100);
    },
  };
}

export type EarnApp = Awaited<ReturnType<typeof earnApp>>;
