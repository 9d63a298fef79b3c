/** Users ready to withdraw, for the withdrawal and console tests. */
import type { Session } from '@exchange/contracts';
import { sql } from 'kysely';
import { registerAccount, reply } from './accounts.js';
import type { TestApp } from './app.js';
import { createLedger } from '../modules/ledger/index.js';
import { deposit } from '../modules/ledger/ledger.test-support.js';

export const TRON_ADDRESS = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

/** `app` is read at each call, so the helpers can be made before `beforeAll` builds the app. */
export function withdrawers(app: () => TestApp) {
  let n = 0;
  let r = 0;
  return {
    /** A user with 100 USDT, email and phone bound, a fund password, ready to withdraw. */
    async ready(): Promise<Session & { email: string }> {
      const t = app();
      const session = await registerAccount(t);
      n += 1;
      const email = `wd${Date.now().toString(36)}${n}@example.com`;
      await sql`update app_user set email = ${email}, country_code = '86', phone = ${`1380013${String(8000 + n).padStart(4, '0')}`}
        where id = ${session.member.id}`.execute(t.database.db);
      await t.post(
        '/uc/security/fund-password/set',
        { fundPassword: '123456', confirm: '123456' },
        { token: session.token },
      );
      await deposit(
        createLedger(t.database.db, t.clock),
        `wd-fund-${session.member.id}`,
        session.member.id,
        '100',
      );
      return { ...session, email };
    },

    /** A fresh second factor by email code. */
    async stepUp(s: Session & { email: string }): Promise<string> {
      const t = app();
      t.clock.advance(61_000);
      await t.post('/uc/code/send', { purpose: 'verify', channel: 'email' }, { token: s.token });
      const res = reply<{ stepUpToken: string }>(
        await t.post(
          '/uc/security/safe-verify',
          { channel: 'email', code: t.lastCode(s.email) },
          { token: s.token },
        ),
      );
      return res.data.stepUpToken;
    },

    /** A withdrawal request body: 50 USDT on TRC20 unless `extra` says otherwise. */
    body: (stepUpToken: string, extra: Record<string, string> = {}) => ({
      symbol: 'USDT',
      chain: 'TRC20',
      address: TRON_ADDRESS,
      amount: '50',
      fundPassword: '123456',
      stepUpToken,
      requestId: `wd-req-${Date.now()}-${(r += 1)}`,
      ...extra,
    }),
  };
}
