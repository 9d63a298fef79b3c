import { ERRORS, PERMISSIONS, type Withdrawal, type WithdrawalRisk } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  totpNow,
  type ConsoleOperator,
} from '../../test/console.js';
import { withdrawers } from '../../test/withdrawals.js';
import { createSimulatedChain } from '../chain/index.js';
import { checkLedger } from '../ledger/index.js';
import { checkWithdrawals } from '../withdrawal/index.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
type QueueRow = Withdrawal & {
  userId: number;
  uid: string | null;
  usdtValue: string | null;
  needsCode: boolean;
  risk: WithdrawalRisk;
};

let t: TestApp;
let reviewer: ConsoleOperator;
let configurer: ConsoleOperator;
let auditor: ConsoleOperator;
const { ready, stepUp, body } = withdrawers(() => t);
beforeAll(async () => {
  t = await createTestApp();
  await consoleOperator(t, PERMISSIONS);
  reviewer = await consoleOperator(t, ['withdrawals.review']);
  configurer = await consoleOperator(t, ['config.manage']);
  auditor = await consoleOperator(t, ['audit.read']);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkWithdrawals(t.database.db)])).toEqual([]);
  await t.close();
});

/** Sets the worth (USDT) above which an approval needs the operator's code. */
async function codeAbove(usdt: string) {
  const res = reply<{ withdrawalCodeAboveUsdt: string }>(
    await consolePost(t, configurer.token, '/config/settings', { withdrawalCodeAboveUsdt: usdt }),
  );
  expect(res.code, res.message).toBe(0);
  expect(res.data.withdrawalCodeAboveUsdt).toBe(usdt);
}

/** A new user's withdrawal of 50 USDT (a fresh address), waiting for review. */
async function applied(): Promise<Withdrawal> {
  const s = await ready();
  const res = reply<Withdrawal>(
    await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
  );
  expect(res.code, res.message).toBe(0);
  return res.data;
}

async function queued(id: number, op = reviewer): Promise<QueueRow> {
  const page = reply<{ list: QueueRow[] }>(
    await consoleGet(t, op.token, '/withdrawals', { status: 'applied', pageSize: 100 }),
  );
  const row = page.data.list.find((w) => w.id === id);
  if (!row) throw new Error(`withdrawal ${id} is not in the queue`);
  return row;
}

const approve = (op: ConsoleOperator, id: number, totp?: string) =>
  consolePost(t, op.token, `/withdrawals/${id}/approve`, totp === undefined ? {} : { totp });

async function statusOf(id: number): Promise<string | undefined> {
  const { rows } = await sql<{
    status: string;
  }>`select status from withdrawal where id = ${id}`.execute(t.database.db);
  return rows[0]?.status;
}

/** When the account registered, as the database wrote it. */
async function registeredAt(userId: number): Promise<number> {
  const { rows } = await sql<{
    created_at: Date;
  }>`select created_at from app_user where id = ${userId}`.execute(t.database.db);
  return rows[0]?.created_at.getTime() ?? 0;
}

async function auditOf(id: number): Promise<string[]> {
  const page = reply<{ list: { action: string }[] }>(
    await consoleGet(t, auditor.token, '/audit', { target: `withdrawal:${id}` }),
  );
  return page.data.list.map((e) => e.action);
}

/** A code of a step no sign-in or approval has spent yet. */
async function freshCode(op: ConsoleOperator): Promise<string> {
  t.clock.advance(30_000);
  return totpNow(t, op.totpSecret);
}

/** Another six digits: wrong for this step (and its neighbours, but for a one-in-a-million chance). */
const wrong = (valid: string) => String((Number(valid) + 500_000) % 1_000_000).padStart(6, '0');

describe('approving a withdrawal above the threshold needs the operator’s code', () => {
  it('approves one worth less than the threshold without a code', async () => {
    const w = await applied();
    expect(await queued(w.id)).toMatchObject({ usdtValue: '50', needsCode: false });
    expect(reply(await approve(reviewer, w.id)).code).toBe(0);
    expect(await statusOf(w.id)).toBe('review_passed');
    expect(await auditOf(w.id)).toEqual(['withdrawal.approve']);
  });

  it('takes a new threshold at once: above it, no code is refused and nothing changes', async () => {
    const w = await applied();
    expect((await queued(w.id)).needsCode).toBe(false);
    await codeAbove('20');
    expect(await queued(w.id)).toMatchObject({ usdtValue: '50', needsCode: true });
    const refused = reply(await approve(reviewer, w.id));
    expect(refused.code).toBe(code('WITHDRAWAL_APPROVAL_NEEDS_CODE'));
    expect(await statusOf(w.id)).toBe('applied');
    expect(await auditOf(w.id)).toEqual([]);
    // The change of threshold is audited with the values before and after.
    const entries = reply<{ list: { detail: Record<string, unknown> }[] }>(
      await consoleGet(t, auditor.token, '/audit', { action: 'config.settings' }),
    ).data.list;
    expect(entries[0]?.detail).toMatchObject({
      before: { withdrawalCodeAboveUsdt: '10000' },
      after: { withdrawalCodeAboveUsdt: '20' },
    });
    // 0: every approval needs a code; as much as the threshold does not.
    await codeAbove('50');
    expect((await queued(w.id)).needsCode).toBe(false);
    await codeAbove('0');
    expect((await queued(w.id)).needsCode).toBe(true);
    const settings = reply<{ withdrawalCodeAboveUsdt: string }>(
      await consoleGet(t, configurer.token, '/config/settings'),
    );
    expect(settings.data.withdrawalCodeAboveUsdt).toBe('0');
    // Only the configuration permission changes it.
    const denied = await consolePost(t, reviewer.token, '/config/settings', {
      withdrawalCodeAboveUsdt: '1',
    });
    expect(denied.json().code).toBe(code('PERMISSION_DENIED'));
    await codeAbove('20');
  });

  it('refuses a wrong code, approves with the right one, and never takes a code twice', async () => {
    await codeAbove('20');
    const w = await applied();
    const valid = await freshCode(reviewer);
    const refused = reply(await approve(reviewer, w.id, wrong(valid)));
    expect(refused.code).toBe(code('WITHDRAWAL_APPROVAL_CODE_WRONG'));
    expect(await statusOf(w.id)).toBe('applied');
    // The refusal is on record, the approval is not.
    expect(await auditOf(w.id)).toEqual(['withdrawal.code_refused']);
    const malformed = reply(await approve(reviewer, w.id, '12345'));
    expect(malformed.code).toBe(code('WITHDRAWAL_APPROVAL_CODE_WRONG'));

    const approved = reply<Withdrawal>(await approve(reviewer, w.id, valid));
    expect(approved.code, approved.message).toBe(0);
    expect(approved.data.status).toBe('review_passed');
    expect(await auditOf(w.id)).toEqual(['withdrawal.approve', 'withdrawal.code_refused']);

    // The same code for the next withdrawal is a replay.
    const next = await applied();
    const replayed = reply(await approve(reviewer, next.id, valid));
    expect(replayed.code).toBe(code('WITHDRAWAL_APPROVAL_CODE_WRONG'));
    expect(await statusOf(next.id)).toBe('applied');
    expect(reply(await approve(reviewer, next.id, await freshCode(reviewer))).code).toBe(0);
  });

  it('refuses the code an operator just signed in with, as sign-in would', async () => {
    await codeAbove('20');
    const w = await applied();
    const fresh = await consoleOperator(t, ['withdrawals.review']);
    const signInCode = await totpNow(t, fresh.totpSecret);
    expect(reply(await approve(fresh, w.id, signInCode)).code).toBe(
      code('WITHDRAWAL_APPROVAL_CODE_WRONG'),
    );
    expect(await statusOf(w.id)).toBe('applied');
    expect(reply(await approve(fresh, w.id, await freshCode(fresh))).code).toBe(0);
  });

  it('counts wrong codes toward the operator’s lock, as failed sign-ins are', async () => {
    await codeAbove('20');
    const w = await applied();
    const op = await consoleOperator(t, ['withdrawals.review']);
    const valid = await freshCode(op);
    for (let i = 0; i < 5; i++)
      expect(reply(await approve(op, w.id, wrong(valid))).code).toBe(
        code('WITHDRAWAL_APPROVAL_CODE_WRONG'),
      );
    // Locked now: even the right code is refused, and so is signing in again.
    expect(reply(await approve(op, w.id, valid)).code).toBe(code('OPERATOR_LOCKED'));
    const login = await consolePost(t, null, '/auth/login', {
      username: op.username,
      password: 'operator pass phrase',
      totp: await freshCode(op),
    });
    expect(login.json().code).toBe(code('OPERATOR_LOCKED'));
    expect(await statusOf(w.id)).toBe('applied');
    // Another operator can still decide it.
    expect(reply(await approve(reviewer, w.id, await freshCode(reviewer))).code).toBe(0);
  });
});

describe('the risk facts beside each withdrawal in the queue', () => {
  it('shows a new account without deposits, a new address and a recent security change', async () => {
    const s = await ready();
    const w = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    ).data;
    const row = await queued(w.id);
    expect(row.uid).toBe(s.usercode);
    expect(row.risk).toEqual({
      registeredAt: await registeredAt(s.member.id),
      deposits: { count: 0, usdtValue: '0' },
      withdrawals24h: 1,
      newAddress: true,
      // `ready` set the fund password just now.
      securityChange: { event: 'fund_password_set', time: expect.any(Number) },
    });
  });

  it('counts credited deposits and the day’s requests, and forgets a security change over 48 h old', async () => {
    const s = await ready();
    // 1000 USDT from the faucet, credited after the chain's confirmations.
    expect(
      reply(
        await t.post('/uc/asset/faucet', { symbol: 'USDT', chain: 'TRC20' }, { token: s.token }),
      ).code,
    ).toBe(0);
    await createSimulatedChain(t.database.db, 'TRON').mine(30);
    await t.app.deposits.pollOnce();
    await t.app.deposits.pollOnce();
    // Two days on (the fund password was set at sign-up), signed in again.
    t.clock.advance(49 * 3_600_000);
    const again = await login(t, s.member.username);
    const later = { ...s, token: again.data.token };
    const apply = async () =>
      reply<Withdrawal>(
        await t.post('/uc/asset/withdraw/apply', body(await stepUp(later)), { token: later.token }),
      ).data;
    const first = await apply();
    const cancel = { id: first.id };
    expect(
      reply(await t.post('/uc/asset/withdraw/cancel', cancel, { token: later.token })).code,
    ).toBe(0);
    const second = await apply();
    const row = await queued(second.id, await consoleOperator(t, ['withdrawals.review']));
    expect(row.risk).toEqual({
      registeredAt: await registeredAt(s.member.id),
      deposits: { count: 1, usdtValue: '1000' },
      withdrawals24h: 2,
      // The first went nowhere: the address is still new.
      newAddress: true,
      securityChange: null,
    });
  });
});
