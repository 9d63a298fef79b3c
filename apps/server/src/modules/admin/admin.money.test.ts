import { ERRORS, PERMISSIONS, type AdjustmentView, type Withdrawal } from '@exchange/contracts';
import { add, decimal, toPlainString } from '@exchange/money';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import { withdrawers } from '../../test/withdrawals.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { checkWithdrawals } from '../withdrawal/index.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let t: TestApp;
let maker: ConsoleOperator;
let checker: ConsoleOperator;
let reviewer: ConsoleOperator;
const { ready, stepUp, body } = withdrawers(() => t);
beforeAll(async () => {
  t = await createTestApp();
  await consoleOperator(t, PERMISSIONS);
  maker = await consoleOperator(t, ['adjustments.make', 'ledger.read']);
  checker = await consoleOperator(t, ['adjustments.check', 'adjustments.make', 'ledger.read']);
  reviewer = await consoleOperator(t, [
    'withdrawals.review',
    'users.read',
    'users.manage',
    'users.security',
    'ledger.read',
    'deposits.read',
  ]);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkWithdrawals(t.database.db)])).toEqual([]);
  await t.close();
});

/** A user's manual security reset request, as the console's pending queue lists it. */
async function pendingReset(token: string, userId: number, factor: 'google' | 'email') {
  const asked = await t.post(
    '/uc/security/reset-request',
    { factor, contact: 'me@example.com', message: `Lost my ${factor} factor`, captchaToken: 'off' },
    { token },
  );
  expect(reply(asked).code, asked.body).toBe(0);
  const pending = reply<{ list: { id: number; userId: number }[] }>(
    await consoleGet(t, reviewer.token, '/reset-requests', { status: 'pending' }),
  );
  return pending.data.list.find((x) => x.userId === userId);
}

const usdt = async (userId: number) =>
  (await createLedger(t.database.db, t.clock).balance({ userId, wallet: 'spot', asset: 'USDT' }))
    .available;
let r = 0;
const adjustment = (op: ConsoleOperator, uid: string, kind: 'credit' | 'debit', amount: string) =>
  consolePost(t, op.token, '/adjustments', {
    uid,
    kind,
    wallet: 'spot',
    asset: 'USDT',
    amount,
    reason: `ticket #${(r += 1)}: ${kind} ${amount}`,
    requestId: `adj-${Date.now()}-${r}`,
  });

describe('maker-checker adjustments', () => {
  it('moves money only once a second operator approves, and the user sees the reason', async () => {
    const user = await registerAccount(t);
    const asked = reply<AdjustmentView>(await adjustment(maker, user.usercode, 'credit', '250'));
    expect(asked.data).toMatchObject({ status: 'PENDING', maker: maker.username, checker: null });
    expect(await usdt(user.member.id)).toBe('0');
    // The maker cannot check their own request.
    const own = await consolePost(t, maker.token, `/adjustments/${asked.data.id}/approve`);
    expect(own.json().code).toBe(code('PERMISSION_DENIED'));
    const selfChecked = await consolePost(t, checker.token, '/adjustments', {
      uid: user.usercode,
      kind: 'credit',
      wallet: 'spot',
      asset: 'USDT',
      amount: '5',
      reason: 'own',
      requestId: `own-${Date.now()}`,
    });
    const self = await consolePost(
      t,
      checker.token,
      `/adjustments/${selfChecked.json().data.id}/approve`,
    );
    expect(self.json().code).toBe(code('MAKER_CHECKER_SAME_OPERATOR'));

    const approved = reply<AdjustmentView>(
      await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`),
    );
    expect(approved.data).toMatchObject({ status: 'APPROVED', checker: checker.username });
    expect(approved.data.transactionId).toMatch(/^\d+$/);
    expect(await usdt(user.member.id)).toBe('250');
    const again = await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`);
    expect(again.json().code).toBe(code('ADJUSTMENT_NOT_PENDING'));

    const history = reply<{
      list: { type: string; note: string; changes: { amount: string }[] }[];
    }>(await t.get('/uc/wallet_history/list', {}, { token: user.token })).data.list;
    expect(history[0]).toMatchObject({
      type: 'manual_deposit',
      note: 'ticket #1: credit 250',
      changes: [{ asset: 'USDT', wallet: 'spot', amount: '250' }],
    });
  });

  it('refuses a correction that would leave a negative balance, and leaves it pending', async () => {
    const user = await registerAccount(t);
    const asked = reply<AdjustmentView>(await adjustment(maker, user.usercode, 'debit', '10'));
    const res = await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`);
    expect(res.json().code).toBe(code('CORRECTION_NEGATIVE_BALANCE'));
    const list = reply<{ list: AdjustmentView[] }>(
      await consoleGet(t, maker.token, '/adjustments', { status: 'PENDING' }),
    );
    expect(list.data.list.find((a) => a.id === asked.data.id)).toMatchObject({
      status: 'PENDING',
      checker: null,
    });
    await deposit(
      createLedger(t.database.db, t.clock),
      `neg-${user.usercode}`,
      user.member.id,
      '15',
    );
    const ok = reply<AdjustmentView>(
      await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`),
    );
    expect(ok.data.status).toBe('APPROVED');
    expect(await usdt(user.member.id)).toBe('5');
  });

  it('answers a repeated request once, and credits once when two checkers race', async () => {
    const user = await registerAccount(t);
    const other = await consoleOperator(t, ['adjustments.check']);
    const requestId = `race-${Date.now()}`;
    const ask = () =>
      consolePost(t, maker.token, '/adjustments', {
        uid: user.usercode,
        kind: 'credit',
        wallet: 'spot',
        asset: 'USDT',
        amount: '40',
        reason: 'race',
        requestId,
      });
    const [a, b] = await Promise.all([ask(), ask()]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const id = a.json().data.id as number;
    const decisions = await Promise.all([
      consolePost(t, checker.token, `/adjustments/${id}/approve`),
      consolePost(t, other.token, `/adjustments/${id}/approve`),
      consolePost(t, other.token, `/adjustments/${id}/reject`, { reason: 'duplicate' }),
    ]);
    expect(decisions.filter((d) => d.json().code === 0)).toHaveLength(1);
    const final = reply<{ list: AdjustmentView[] }>(
      await consoleGet(t, maker.token, '/adjustments'),
    ).data.list.find((x) => x.id === id);
    expect(await usdt(user.member.id)).toBe(final?.status === 'APPROVED' ? '40' : '0');
  });

  it('tops up the insurance fund from manual custody, maker-checker, naming no user', async () => {
    const ledger = createLedger(t.database.db, t.clock);
    const fund = async () =>
      (await ledger.balance({ system: 'insurance', asset: 'USDT' })).available;
    const before = await fund();
    const ask = (extra: Record<string, unknown>) =>
      consolePost(t, maker.token, '/adjustments', {
        asset: 'USDT',
        amount: '1000',
        reason: 'insurance top-up after the March review',
        requestId: `ins-${Date.now()}-${(r += 1)}`,
        ...extra,
      });
    const asked = reply<AdjustmentView>(await ask({ kind: 'insurance' }));
    expect(asked.data).toMatchObject({
      kind: 'insurance',
      userId: null,
      uid: null,
      wallet: 'system',
    });
    expect(await fund()).toBe(before);
    const done = reply<AdjustmentView>(
      await consolePost(t, checker.token, `/adjustments/${asked.data.id}/approve`),
    );
    expect(done.data.status, JSON.stringify(done)).toBe('APPROVED');
    expect(add(decimal(before), decimal('1000')).toString()).toBe(decimal(await fund()).toString());
    // The console's view of the platform's accounts shows the fund and the custody it came from.
    const accounts = reply<{ account: string; asset: string; available: string }[]>(
      await consoleGet(t, maker.token, '/ledger/system-accounts'),
    ).data;
    expect(accounts).toContainEqual(
      expect.objectContaining({ account: 'insurance', asset: 'USDT', available: await fund() }),
    );
    expect(
      accounts.find((a) => a.account === 'custody:MANUAL' && a.asset === 'USDT')?.available,
    ).toMatch(/^-/);
    // A user's credit or debit must name the user and the wallet.
    expect((await ask({ kind: 'credit', wallet: 'spot' })).json().code).toBe(code('INVALID_UID'));
    const user = await registerAccount(t);
    expect((await ask({ kind: 'credit', uid: user.usercode })).json().code).toBe(
      code('FIELD_REQUIRED'),
    );
  });
});

describe('withdrawal review, users and the ledger', () => {
  it('approves and rejects withdrawals from the queue; the user sees the outcome', async () => {
    const s = await ready();
    const applied = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    );
    const queue = reply<{ list: (Withdrawal & { userId: number })[] }>(
      await consoleGet(t, reviewer.token, '/withdrawals', { status: 'applied' }),
    );
    // The queue names the user by the UID users know, beside the internal id.
    expect(queue.data.list.find((w) => w.id === applied.data.id)).toMatchObject({
      userId: s.member.id,
      uid: s.usercode,
    });
    expect(
      reply(await consolePost(t, reviewer.token, `/withdrawals/${applied.data.id}/approve`)).code,
    ).toBe(0);
    const seen = reply<Withdrawal>(
      await t.get('/uc/asset/withdraw/detail', { id: applied.data.id }, { token: s.token }),
    );
    expect(seen.data.status).toBe('review_passed');
    const twice = await consolePost(t, reviewer.token, `/withdrawals/${applied.data.id}/reject`, {
      reason: 'late',
    });
    expect(twice.json().code).toBe(code('WITHDRAW_STATE'));

    // A pending withdrawal blocks another, so the rejection is another user's.
    const other = await ready();
    const second = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(other), { amount: '20' }), {
        token: other.token,
      }),
    );
    const rejected = await consolePost(t, reviewer.token, `/withdrawals/${second.data.id}/reject`, {
      reason: 'address on a sanctions list',
    });
    expect(rejected.json().data).toMatchObject({ status: 'review_failed' });
    const audit = reply<{ list: { action: string; target: string }[] }>(
      await consoleGet(t, (await consoleOperator(t, ['audit.read'])).token, '/audit', {
        action: 'withdrawal.',
      }),
    );
    expect(audit.data.list.map((e) => e.action)).toEqual([
      'withdrawal.reject',
      'withdrawal.approve',
    ]);
  });

  it('finds, locks and unlocks a user; a locked user is refused at once', async () => {
    const user = await registerAccount(t);
    const demo = reply<{ token: string }>(
      await t.post('/uc/demo/enter', {}, { token: user.token }),
    );
    const found = reply<{ list: { id: number }[] }>(
      await consoleGet(t, reviewer.token, '/users', { q: user.usercode }),
    );
    expect(found.data.list.map((u) => u.id)).toEqual([user.member.id]);
    // The user's detail shows the demo account's virtual grant beside the real (empty) balances.
    const detail = reply<{
      balances: { asset: string }[];
      demo: {
        uid: string | null;
        balances: { wallet: string; asset: string; available: string }[];
      };
    }>(await consoleGet(t, reviewer.token, `/users/${user.member.id}`)).data;
    expect(detail.balances.filter((b) => b.asset === 'USDT')).toEqual([]);
    expect(detail.demo.balances).toContainEqual(
      expect.objectContaining({ wallet: 'spot', asset: 'USDT', available: '3000' }),
    );
    const locked = await consolePost(t, reviewer.token, `/users/${user.member.id}/status`, {
      status: 'locked',
      reason: 'fraud report',
    });
    expect(locked.json().data).toMatchObject({ status: 'locked' });
    expect(reply(await t.get('/uc/member/info', {}, { token: user.token })).code).not.toBe(0);
    // The demo session it had opened ends too.
    expect(reply(await t.get('/uc/member/info', {}, { token: demo.data.token })).code).toBe(
      code('TOKEN_INVALID'),
    );
    await consolePost(t, reviewer.token, `/users/${user.member.id}/status`, {
      status: 'active',
      reason: 'cleared',
    });
    const log = reply<{ list: { event: string }[] }>(
      await consoleGet(t, reviewer.token, `/users/${user.member.id}/security-log`),
    );
    expect(log.data.list.map((e) => e.event)).toEqual(
      expect.arrayContaining(['console_locked', 'console_active']),
    );
    // The user reads the same entries in their own log (they once broke its reply).
    const again = await login(t, user.member.username);
    const own = reply<{ list: { event: string }[] }>(
      await t.get('/uc/security/log', {}, { token: again.data.token }),
    );
    expect(own.code).toBe(0);
    expect(own.data.list.map((e) => e.event)).toEqual(
      expect.arrayContaining(['console_locked', 'console_active']),
    );
  });

  it("approves a manual authenticator reset: the user's factor is cleared and their sessions end", async () => {
    const user = await registerAccount(t);
    await sql`update app_user set google_secret = 'sealed' where id = ${user.member.id}`.execute(
      t.database.db,
    );
    const request = await pendingReset(user.token, user.member.id, 'google');
    expect(request).toBeDefined();
    expect(
      reply(await consolePost(t, reviewer.token, `/reset-requests/${request?.id}/approve`)).code,
    ).toBe(0);
    const row = await sql<{
      google_secret: string | null;
    }>`select google_secret from app_user where id = ${user.member.id}`.execute(t.database.db);
    expect(row.rows[0]?.google_secret).toBeNull();
    expect(reply(await t.get('/uc/member/info', {}, { token: user.token })).code).not.toBe(0);
    expect(
      (await consolePost(t, reviewer.token, `/reset-requests/${request?.id}/approve`)).json().code,
    ).toBe(code('RESET_NOT_PENDING'));
  });

  it('changes nothing when the audit entry cannot be written: a status change or a reset decision and its entry commit together', async () => {
    const user = await registerAccount(t);
    const request = await pendingReset(user.token, user.member.id, 'email');
    // The audit log refuses every write for a moment, as a full disk or a bad value would.
    await sql`create function refuse_audit() returns trigger language plpgsql as
      $$ begin raise exception 'audit unavailable'; end $$`.execute(t.database.db);
    await sql`create trigger refuse_audit before insert on operator_audit
      for each row execute function refuse_audit()`.execute(t.database.db);
    try {
      const locked = await consolePost(t, reviewer.token, `/users/${user.member.id}/status`, {
        status: 'locked',
        reason: 'fraud report',
      });
      expect(locked.statusCode).toBe(500);
      const rejected = await consolePost(
        t,
        reviewer.token,
        `/reset-requests/${request?.id}/reject`,
        { reason: 'not the owner' },
      );
      expect(rejected.statusCode).toBe(500);
    } finally {
      await sql`drop trigger refuse_audit on operator_audit`.execute(t.database.db);
      await sql`drop function refuse_audit()`.execute(t.database.db);
    }
    // Neither action happened: the user is active with a live session, the request still pending.
    expect(reply(await t.get('/uc/member/info', {}, { token: user.token })).code).toBe(0);
    const still = reply<{ list: { id: number; status: string }[] }>(
      await consoleGet(t, reviewer.token, '/reset-requests', { status: 'pending' }),
    );
    expect(still.data.list.map((x) => x.id)).toContain(request?.id);
    const log = reply<{ list: { event: string }[] }>(
      await consoleGet(t, reviewer.token, `/users/${user.member.id}/security-log`),
    );
    expect(log.data.list.map((e) => e.event)).not.toContain('console_locked');
  });

  it("counts today's business and the queues waiting now for the dashboard", async () => {
    const today = async () =>
      reply<{
        signUps: number;
        withdrawalsRequested: number;
        queues: { withdrawals: number; resets: number };
        fees: { asset: string; amount: string }[];
      }>(await consoleGet(t, checker.token, '/dashboard/today')).data;
    const before = await today();
    // A service account (a demo market maker) is nobody signing up.
    await t.app.accounts.serviceAccount('dashboardmaker');
    const s = await ready();
    const applied = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    );
    expect(applied.code).toBe(0);
    const after = await today();
    expect(after.signUps).toBe(before.signUps + 1);
    expect(after.withdrawalsRequested).toBe(before.withdrawalsRequested + 1);
    expect(after.queues.withdrawals).toBe(before.queues.withdrawals + 1);
    // Fees booked today are revenue, per asset.
    const feesBefore = before.fees.find((f) => f.asset === 'USDT')?.amount ?? '0';
    await createLedger(t.database.db, t.clock).post({
      idempotencyKey: 'dashboard-fee',
      type: 'fee',
      reference: 'dashboard-fee',
      lines: [
        { account: { system: 'custody:MANUAL', asset: 'USDT' }, part: 'available', amount: '-2.5' },
        { account: { system: 'fees', asset: 'USDT' }, part: 'available', amount: '2.5' },
      ],
    });
    const fees = (await today()).fees.find((f) => f.asset === 'USDT')?.amount;
    expect(fees).toBe(toPlainString(add(decimal(feesBefore), decimal('2.5'))));
  });

  it('explores the ledger by user and reference, and shows every invariant holding', async () => {
    const user = await registerAccount(t);
    await deposit(
      createLedger(t.database.db, t.clock),
      `explore-${user.usercode}`,
      user.member.id,
      '12',
    );
    const byUser = reply<{ list: { userId: number; amount: string; type: string }[] }>(
      await consoleGet(t, reviewer.token, `/users/${user.member.id}/ledger`),
    );
    expect(byUser.data.list).toEqual([
      expect.objectContaining({ userId: user.member.id, amount: '12', type: 'recharge' }),
    ]);
    const detail = reply<{ balances: { asset: string; available: string }[] }>(
      await consoleGet(t, reviewer.token, `/users/${user.member.id}`),
    );
    expect(detail.data.balances).toEqual([
      expect.objectContaining({ asset: 'USDT', available: '12' }),
    ]);
    const check = reply<{ ok: boolean; rules: { rule: string; ok: boolean }[] }>(
      await consoleGet(t, reviewer.token, '/ledger/check'),
    );
    expect(check.data.ok).toBe(true);
    expect(check.data.rules.length).toBeGreaterThan(10);
    expect(check.data.rules.every((x) => x.ok)).toBe(true);
  });
});
