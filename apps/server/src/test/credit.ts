import {
  CREDIT_DOCUMENTS,
  type CreditApplication,
  type CreditDocument,
  type CreditLoan,
  type Session,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { uploadImage } from '../modules/files/files.test-support.js';
import { createLedger } from '../modules/ledger/index.js';
import { reply } from './accounts.js';
import type { TestApp } from './app.js';
import { consoleGet, consoleOperator, consolePost, type ConsoleOperator } from './console.js';
import { p2pPeople } from './p2p.js';

let requests = 0;
const rid = (prefix: string) => `${prefix}-${(requests += 1)}-credit`;

/**
 * Credit-loan tests' people and calls: applicants verified through the
 * identity module, two reviewers, an operator for products and budgets,
 * and a maker and checker who top up the lending account, each through
 * the routes they use.
 */
export async function creditPeople(t: TestApp) {
  const people = await p2pPeople(t);
  const ledger = createLedger(t.database.db, t.clock);
  type Ops = Record<'first' | 'second' | 'config' | 'maker' | 'checker', ConsoleOperator>;
  let ops: Ops | undefined;
  let signedInAt = 0;
  /** Console sessions end when idle: tests that move the clock sign the operators in again. */
  async function operators(): Promise<Ops> {
    if (!ops || t.clock.nowMs() - signedInAt > 10 * 60_000)
      ops = {
        first: await consoleOperator(t, ['credit.review']),
        second: await consoleOperator(t, ['credit.review']),
        config: await consoleOperator(t, ['config.manage']),
        maker: await consoleOperator(t, ['adjustments.make']),
        checker: await consoleOperator(t, ['adjustments.check']),
      };
    signedInAt = t.clock.nowMs();
    return ops;
  }

  /** Every document uploaded by `s` (purpose document), or the `only` ones. */
  async function documents(s: Session, only: readonly CreditDocument[] = CREDIT_DOCUMENTS) {
    const out: Partial<Record<CreditDocument, string>> = {};
    for (const document of only) out[document] = await uploadImage(t, s.token, 'document');
    return out;
  }

  const get = async <T>(s: Session, url: string, query: Record<string, string> = {}) =>
    reply<T>(await t.get(`/uc${url}`, query, { token: s.token }));
  const post = async <T>(s: Session, url: string, body: object) =>
    reply<T>(await t.post(`/uc${url}`, body, { token: s.token }));

  /**
   * An applicant with advanced verification passed and an email bound (set
   * in the table: the binding flow is the account tests'), so notices reach
   * the test outbox.
   */
  async function applicant(name: string, assets: Record<string, string> = {}) {
    const s = await people.advanced(name, assets);
    await sql`update app_user set email = ${`${s.usercode}@example.test`} where id = ${s.member.id}`.execute(
      t.database.db,
    );
    return s;
  }

  return {
    ...people,
    applicant,
    ledger,
    operators,
    documents,
    get,
    post,
    rid,
    spot: async (s: Session, asset = 'USDT') =>
      (await ledger.balance({ userId: s.member.id, wallet: 'spot', asset })).available,
    account: async (code: 'credit:fund' | 'credit:income', asset = 'USDT') =>
      (await ledger.balance({ system: code, asset })).available,
    apply: (s: Session, body: Record<string, unknown>) =>
      post<{ id: number; replayed: boolean }>(s, '/credit/loan/apply', {
        productId: 1,
        amount: '1000',
        agreeTerms: true,
        requestId: rid('apply'),
        ...body,
      }),
    history: async (s: Session, query: Record<string, string> = {}) =>
      (await get<{ list: CreditLoan[]; total: number }>(s, '/credit/loan/historyByPage', query))
        .data,
    repay: (s: Session, id: number, requestId = rid('repay')) =>
      post<{ paid: string; replayed: boolean }>(s, '/credit/loan/repay', { id, requestId }),
    /** Tops the lending account up by `amount`, maker then checker. */
    async fund(amount: string, asset = 'USDT') {
      const { maker, checker } = await operators();
      const asked = reply<{ id: number }>(
        await consolePost(t, maker.token, '/adjustments', {
          kind: 'credit_fund',
          asset,
          amount,
          reason: `lending account top-up ${amount}`,
          requestId: rid('topup'),
        }),
      );
      expect(asked.code, asked.message).toBe(0);
      const approved = reply(
        await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`, {}),
      );
      expect(approved.code, approved.message).toBe(0);
    },
    /** A product made in the console: USDT 100 to 5000 over `cycleDays`, at 0.05 % a day. */
    async product(cycleDays: number) {
      const { config } = await operators();
      const res = reply<{ products: { id: number; cycleDays: number }[] }>(
        await consolePost(t, config.token, '/lending/credit/products', {
          coin: 'USDT',
          minAmount: '100',
          maxAmount: '5000',
          cycleDays,
          dailyRate: '0.0005',
          lateDailyRate: '0.001',
          repayment: 'lump_sum',
          lender: 'Platform lending account',
          enabled: true,
        }),
      );
      expect(res.code, res.message).toBe(0);
      return Math.max(...res.data.products.map((p) => p.id));
    },
    async budget(amount: string, coin = 'USDT') {
      const { config } = await operators();
      const res = reply(
        await consolePost(t, config.token, '/lending/credit/budget', { coin, budget: amount }),
      );
      expect(res.code, res.message).toBe(0);
      return res;
    },
    /** Opens every document of application `id` as `op`, as the console does. */
    async viewAll(op: ConsoleOperator, id: number) {
      const app = await this.application(op, id);
      for (const document of app.documents) {
        const res = await consoleGet(
          t,
          op.token,
          `/lending/credit/applications/${id}/documents/${document}`,
        );
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\//);
      }
    },
    async application(op: ConsoleOperator, id: number) {
      const res = reply<CreditApplication>(
        await consoleGet(t, op.token, `/lending/credit/applications/${id}`),
      );
      expect(res.code, res.message).toBe(0);
      return res.data;
    },
    approve: async (op: ConsoleOperator, id: number, body: Record<string, unknown> = {}) =>
      reply<CreditApplication>(
        await consolePost(t, op.token, `/lending/credit/applications/${id}/approve`, body),
      ),
    reject: async (op: ConsoleOperator, id: number, reason: string) =>
      reply<CreditApplication>(
        await consolePost(t, op.token, `/lending/credit/applications/${id}/reject`, { reason }),
      ),
    /** Both approvals of `id` for `amount`, each reviewer having opened every document. */
    async lend(id: number, amount: string) {
      const { first, second } = await operators();
      await this.viewAll(first, id);
      const proposed = await this.approve(first, id, { amount, rule: 'requested' });
      expect(proposed.code, proposed.message).toBe(0);
      await this.viewAll(second, id);
      const confirmed = await this.approve(second, id);
      expect(confirmed.code, confirmed.message).toBe(0);
      return confirmed.data;
    },
  };
}

export type CreditPeople = Awaited<ReturnType<typeof creditPeople>>;
