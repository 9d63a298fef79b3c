import type {
  PromotionClaim,
  PromotionGeneration,
  PromotionSummary,
  RebateRecord,
  ReferralConsole,
  ReferralProgramme,
  Session,
} from '@exchange/contracts';
import { expect } from 'vitest';
import type { Database } from '../db/database.js';
import { earnModule } from '../modules/earn/index.js';
import { identityModule } from '../modules/identity/index.js';
import { p2pModule } from '../modules/p2p/index.js';
import { createLedger } from '../modules/ledger/index.js';
import { referralModule } from '../modules/referral/index.js';
import { reply, STRONG_PASSWORD } from './accounts.js';
import { createTestApp, type TestApp } from './app.js';
import { consoleGet, consoleOperator, consolePost, type ConsoleOperator } from './console.js';
import { p2pPeople } from './p2p.js';

let ids = 0;
const rid = (prefix: string) => `${prefix}-${(ids += 1)}-ref`;

/**
 * A referral test app: identity (rebates need verified invitees), earn
 * (mining income and miner levels) and referral, with the operators the
 * programme needs and helpers that act as users and operators do.
 */
export async function referralApp(options: { database?: Database } = {}) {
  const t: TestApp = await createTestApp({
    modules: [identityModule, p2pModule, earnModule, referralModule],
    ...(options.database ? { database: options.database } : {}),
  });
  const ledger = createLedger(t.database.db, t.clock);
  const people = await p2pPeople(t);
  type Ops = Record<'manager' | 'lawyer' | 'maker' | 'checker', ConsoleOperator>;
  let ops: Ops | undefined;
  let signedInAt = 0;
  async function operators(): Promise<Ops> {
    if (!ops || t.clock.nowMs() - signedInAt > 10 * 60_000)
      ops = {
        manager: await consoleOperator(t, ['referral.manage', 'earn.manage']),
        lawyer: await consoleOperator(t, ['referral.manage', 'referral.compliance']),
        maker: await consoleOperator(t, ['adjustments.make']),
        checker: await consoleOperator(t, ['adjustments.check']),
      };
    signedInAt = t.clock.nowMs();
    return ops;
  }
  const post = async <T = unknown>(s: Session, url: string, body: object = {}) =>
    reply<T>(await t.post(`/uc${url}`, body, { token: s.token }));
  const get = async <T = unknown>(s: Session, url: string, query: Record<string, string> = {}) =>
    reply<T>(await t.get(`/uc${url}`, query, { token: s.token }));
  const consoleAs = async <T = unknown>(
    who: keyof Ops,
    url: string,
    body?: object,
    query: Record<string, string> = {},
  ) => {
    const token = (await operators())[who].token;
    return reply<T>(
      body === undefined
        ? await consoleGet(t, token, url, query)
        : await consolePost(t, token, url, body),
    );
  };

  async function register(inviteCode?: string) {
    const username = `r${Date.now().toString(36)}${(ids += 1)}`;
    return reply<Session>(
      await t.post('/uc/register', {
        type: 'account',
        username,
        password: STRONG_PASSWORD,
        agreeTerms: true,
        captchaToken: 'off',
        ...(inviteCode ? { inviteCode } : {}),
      }),
    );
  }

  return {
    t,
    ledger,
    people,
    operators,
    post,
    get,
    consoleAs,
    register,
    /** A registered user, invited by `inviter` when given. */
    async user(inviter?: Session): Promise<Session> {
      const res = await register(inviter?.member.inviteCode);
      expect(res.code, res.message).toBe(0);
      return res.data;
    },
    summary: async (s: Session) => (await get<PromotionSummary>(s, '/promotion/summary')).data,
    generations: async (s: Session) =>
      (await get<PromotionGeneration[]>(s, '/promotion/generations')).data,
    records: async (s: Session, query: Record<string, string> = {}) =>
      (await get<{ list: RebateRecord[]; total: number }>(s, '/promotion/records', query)).data,
    claim: (s: Session) => post<PromotionClaim>(s, '/promotion/claim'),
    bind: (s: Session, code: string) => post(s, '/promotion/bind', { code }),
    spot: async (s: Session, asset = 'USDT') =>
      (await ledger.balance({ userId: s.member.id, wallet: 'spot', asset })).available,
    promotions: async (asset = 'USDT') =>
      (await ledger.balance({ system: 'promotions', asset })).available,
    payable: async (asset = 'USDT') =>
      (await ledger.balance({ system: 'referral:payable', asset })).available,
    programme: async () =>
      (await consoleAs<ReferralConsole>('manager', '/referral/programme')).data,
    /** Saves the programme with `change` applied to the current one, as the manager. */
    async setProgramme(change: Partial<ReferralProgramme>, who: 'manager' | 'lawyer' = 'manager') {
      const current = (await consoleAs<ReferralConsole>(who, '/referral/programme')).data;
      return consoleAs<ReferralConsole>(who, '/referral/programme', {
        programme: { ...current.programme, ...change },
        version: current.version,
      });
    },
    compliance: (on: boolean, reason = 'Legal review LR-2026-114 approved this scheme') =>
      consoleAs<ReferralConsole>('lawyer', '/referral/compliance', { on, reason }),
    /** Fills the promotions budget by `amount`, maker then checker. */
    async fund(amount: string, asset = 'USDT') {
      const { maker, checker } = await operators();
      const asked = reply<{ id: number }>(
        await consolePost(t, maker.token, '/adjustments', {
          kind: 'promotions_fund',
          asset,
          amount,
          reason: `promotions budget ${amount}`,
          requestId: rid('budget'),
        }),
      );
      expect(asked.code, asked.message).toBe(0);
      const approved = reply(
        await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`, {}),
      );
      expect(approved.code, approved.message).toBe(0);
    },
    /** A second later, runs what is due: event dispatch among it (a recurring job runs once per slot). */
    async settle() {
      t.clock.advance(1_000);
      await t.app.jobQueue.runDue(100);
    },
    /** Signs `s` in again (sessions end when the clock moves days ahead). */
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
    /** Moves the clock forward and runs what fell due. */
    async later(ms: number) {
      t.clock.advance(ms);
      await t.app.jobQueue.runDue(100);
    },
  };
}

export type ReferralApp = Awaited<ReturnType<typeof referralApp>>;
