import { ERRORS, type Session, type Withdrawal } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { AppError } from '../../http/app-error.js';
import { simulatedSigner } from '../chain/index.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { checkWithdrawals } from './withdrawal.check.js';
import { NEW_ADDRESS_HOLD_MS, type SentStatus } from './withdrawal.service.js';
import { withdrawers } from '../../test/withdrawals.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let t: TestApp;
/** What the network says of a sent withdrawal, by id: confirmed unless a test says otherwise. */
const verdicts = new Map<number, SentStatus>();
/** Withdrawals whose sending the signer refuses with a coded error, as a node's client might. */
const refusals = new Set<number>();
beforeAll(async () => {
  t = await createTestApp({
    withdrawalSigner: {
      async send(w) {
        if (refusals.has(w.id)) throw new AppError('MARKET_BUSY');
        return simulatedSigner.send(w);
      },
      status: async (sent) => verdicts.get(sent.id) ?? 'confirmed',
    },
  });
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkWithdrawals(t.database.db)])).toEqual([]);
  await t.close();
});

const { ready, stepUp, body } = withdrawers(() => t);

const balance = async (s: Session) =>
  createLedger(t.database.db, t.clock).balance({
    userId: s.member.id,
    wallet: 'spot',
    asset: 'USDT',
  });

describe('withdrawal requests', () => {
  it('freezes the amount, holds a first withdrawal to a new address for 24 hours, sends it, and settles it once confirmed', async () => {
    const s = await ready();
    const res = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    );
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({
      status: 'applied',
      amount: '50',
      fee: '1',
      receiveAmount: '49',
    });
    expect(res.data.holdUntil).not.toBeNull();
    expect(await balance(s)).toEqual({ available: '50', frozen: '50', locked: '0' });

    await t.app.withdrawals.approve(res.data.id);
    expect(await t.app.withdrawals.sendApproved()).toBe(0);
    t.clock.advance(NEW_ADDRESS_HOLD_MS + 1000);
    verdicts.set(res.data.id, 'pending');
    expect(await t.app.withdrawals.sendApproved()).toBe(1);
    const detail = async () =>
      reply<Withdrawal>(
        await t.get('/uc/asset/withdraw/detail', { id: res.data.id }, { token: s.token }),
      ).data;
    // Broadcast, not yet confirmed: approved, with its transaction, the amount still frozen.
    const sent = await detail();
    expect(sent.status).toBe('review_passed');
    expect(sent.txid).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await t.app.withdrawals.sendApproved()).toBe(0);
    expect(await t.app.withdrawals.confirmSent()).toBe(0);
    expect(await balance(s)).toEqual({ available: '50', frozen: '50', locked: '0' });
    verdicts.delete(res.data.id);
    expect(await t.app.withdrawals.confirmSent()).toBe(1);
    const done = await detail();
    expect(done.status).toBe('success');
    expect(done.txid).toBe(sent.txid);
    expect(done.txid).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balance(s)).toEqual({ available: '50', frozen: '0', locked: '0' });

    // The second withdrawal to the same address is not held.
    const again = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), { amount: '20' }), {
        token: s.token,
      }),
    );
    expect(again.data.holdUntil).toBeNull();
  });

  it('checks an address as it is typed, before any second factor or fund password', async () => {
    const s = await ready();
    const check = async (address: string, chain = 'TRC20') =>
      reply<{ valid: boolean; newAddress: boolean }>(
        await t.get(
          '/uc/asset/withdraw/address-check',
          { symbol: 'USDT', chain, address },
          { token: s.token },
        ),
      );
    const tron = body('x').address;
    expect((await check(tron)).data).toEqual({
      valid: true,
      newAddress: true,
      saved: null,
      whitelist: false,
    });
    // The same address on another network: not payable there, caught now, not after verification.
    expect((await check(tron, 'ERC20')).data).toMatchObject({ valid: false, newAddress: true });
    expect((await check('0x52908400098527886E0F7030069857D2E4169EE7', 'TRC20')).data.valid).toBe(
      false,
    );
    expect((await check(tron, 'NOPE')).code).toBe(code('DEPOSIT_CHAIN_WRONG'));
    // Used once, it is no longer new: its next withdrawal is not held.
    await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token });
    expect((await check(tron)).data).toMatchObject({ valid: true, newAddress: false });
  });

  it('returns the frozen funds when an operator rejects, with the reason shown', async () => {
    const s = await ready();
    const res = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    );
    const rejected = await t.app.withdrawals.reject(
      res.data.id,
      'Address under review by compliance',
    );
    expect(rejected).toMatchObject({
      status: 'review_failed',
      rejectReason: 'Address under review by compliance',
    });
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
    await expect(t.app.withdrawals.approve(res.data.id)).rejects.toMatchObject({
      code: code('WITHDRAW_STATE'),
    });
  });

  it('lets the user cancel before review, once, and makes a repeated request one withdrawal', async () => {
    const s = await ready();
    const request = body(await stepUp(s));
    const first = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', request, { token: s.token }),
    );
    const repeat = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', request, { token: s.token }),
    );
    expect(repeat.data.id).toBe(first.data.id);
    expect(
      reply(await t.post('/uc/asset/withdraw/cancel', { id: first.data.id }, { token: s.token }))
        .code,
    ).toBe(0);
    expect(
      reply(await t.post('/uc/asset/withdraw/cancel', { id: first.data.id }, { token: s.token }))
        .code,
    ).toBe(code('WITHDRAW_STATE'));
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
  });

  it('applies every rule of spec section 5', async () => {
    const s = await ready();
    const token = { token: s.token };
    const check = async (extra: Record<string, string>, key: keyof typeof ERRORS) => {
      const res = reply(
        await t.post('/uc/asset/withdraw/apply', body('unused-token', extra), token),
      );
      expect(res.code, `${JSON.stringify(extra)}: ${res.message}`).toBe(code(key));
    };
    await check({ amount: '1' }, 'WITHDRAW_NOT_ABOVE_FEE');
    await check({ amount: '5' }, 'WITHDRAW_BELOW_MIN');
    await check({ amount: '1000001' }, 'WITHDRAW_ABOVE_MAX');
    await check({ amount: '10.0000001' }, 'AMOUNT_PRECISION');
    await check(
      { address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
      'WITHDRAW_ADDRESS_INVALID',
    );
    await check({ chain: 'BTC' }, 'DEPOSIT_CHAIN_WRONG');
    await check(
      { symbol: 'LTC', chain: 'LTC', address: 'LQTpS3VaYTjCr4s9Y1t5zbeY26zevf7Fb3' },
      'CHANNEL_NOT_OPEN',
    );
    await check({ fundPassword: '000000' }, 'FUND_PASSWORD_WRONG');
    await check({}, 'STEP_UP_REQUIRED');
    // Nothing above changed the balance.
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });

    // A request refused inside its transaction (more than the balance) leaves
    // its step-up token unspent: the corrected retry goes through with it.
    const proof = await stepUp(s);
    const refused = reply(
      await t.post('/uc/asset/withdraw/apply', body(proof, { amount: '1000' }), token),
    );
    expect(refused.code).toBe(code('INSUFFICIENT_BALANCE'));
    const retried = reply(
      await t.post('/uc/asset/withdraw/apply', body(proof, { amount: '10' }), token),
    );
    expect(retried.code).toBe(0);
    await check({ amount: '10' }, 'WITHDRAW_PENDING_EXISTS');
  });

  it('requires an authenticator or both email and phone, and a fund password', async () => {
    const s = await registerAccount(t);
    const res = reply(await t.post('/uc/asset/withdraw/apply', body('x'), { token: s.token }));
    expect(res.code).toBe(code('WITHDRAW_SECURITY_REQUIRED'));
  });

  it('enforces the daily count and the time window', async () => {
    const s = await ready();
    await sql`update coin_chain set withdraw_daily_count = 1 where symbol = 'USDT' and chain = 'TRC20'`.execute(
      t.database.db,
    );
    const first = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), { amount: '10' }), {
        token: s.token,
      }),
    );
    await t.app.withdrawals.reject(first.data.id, 'test');
    // A refused withdrawal does not use up the day's count.
    const second = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), { amount: '10' }), {
        token: s.token,
      }),
    );
    expect(second.code).toBe(0);
    await t.post('/uc/asset/withdraw/cancel', { id: second.data.id }, { token: s.token });
    await t.app.withdrawals.approve(second.data.id).catch(() => undefined);
    const third = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), { amount: '10' }), {
        token: s.token,
      }),
    );
    expect(third.code).toBe(0);
    // The address was used by the first request, so there is no new-address hold to wait for.
    expect(third.data.holdUntil).toBeNull();
    await t.app.withdrawals.approve(third.data.id);
    await t.app.withdrawals.sendApproved();
    await t.app.withdrawals.confirmSent();
    expect(
      reply(
        await t.post('/uc/asset/withdraw/apply', body('x', { amount: '10' }), { token: s.token }),
      ).code,
    ).toBe(code('WITHDRAW_DAILY_COUNT'));
    await sql`update coin_chain set withdraw_daily_count = 10, withdraw_window = '00:00-00:01' where symbol = 'USDT' and chain = 'TRC20'`.execute(
      t.database.db,
    );
    expect(
      reply(
        await t.post('/uc/asset/withdraw/apply', body('x', { amount: '10' }), { token: s.token }),
      ).code,
    ).toBe(code('WITHDRAW_OUTSIDE_WINDOW'));
    await sql`update coin_chain set withdraw_window = '00:00-24:00' where symbol = 'USDT' and chain = 'TRC20'`.execute(
      t.database.db,
    );
  });
});

describe('withdrawal invariants', () => {
  it('notice a settlement recorded for a withdrawal that was never sent', async () => {
    const s = await ready();
    const res = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    );
    expect(await checkWithdrawals(t.database.db)).toEqual([]);
    await sql`insert into ledger_transaction (idempotency_key, fingerprint, change_type, reference, created_at)
      values (${`withdrawal-settle:${res.data.id}`}, 'x', 'withdraw', 'forged', now())`.execute(
      t.database.db,
    );
    expect((await checkWithdrawals(t.database.db)).map((v) => v.rule)).toEqual([
      'one effect per withdrawal id',
    ]);
    await sql`delete from ledger_transaction where idempotency_key = ${`withdrawal-settle:${res.data.id}`}`.execute(
      t.database.db,
    );
    await t.post('/uc/asset/withdraw/cancel', { id: res.data.id }, { token: s.token });
  });
});

/**
 * A fault injected in the database at one step of a withdrawal (a trigger
 * that raises, as a crash or a lost connection would end the transaction)
 * must leave either no trace of the step or the whole step: never a hold
 * without its withdrawal, a status without its money, or money without its
 * status.
 */
async function withFault<R>(table: string, when: string, run: () => Promise<R>): Promise<R> {
  const { db } = t.database;
  await sql`create function inject_fault() returns trigger language plpgsql as $$
    begin
      if ${sql.raw(when)} then raise exception 'injected fault'; end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger inject_fault before insert or update on ${sql.table(table)}
    for each row execute function inject_fault()`.execute(db);
  try {
    return await run();
  } finally {
    await sql`drop trigger inject_fault on ${sql.table(table)}`.execute(db);
    await sql`drop function inject_fault`.execute(db);
  }
}

/** A 30 USDT withdrawal, approved, its new-address hold passed: ready for the signer job. */
async function approvedAndDue(s: Awaited<ReturnType<typeof ready>>): Promise<Withdrawal> {
  const applied = reply<Withdrawal>(
    await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), { amount: '30' }), {
      token: s.token,
    }),
  ).data;
  await t.app.withdrawals.approve(applied.id);
  t.clock.advance(NEW_ADDRESS_HOLD_MS + 1000);
  return applied;
}

const rowsOf = async (userId: number) =>
  (
    await sql<{ status: string }>`select status from withdrawal where user_id = ${userId}`.execute(
      t.database.db,
    )
  ).rows.map((r) => r.status);

describe('a fault between any two steps of a withdrawal', () => {
  it.each([
    ['recording the address, after the withdrawal row', 'withdrawal_address', 'true'],
    ['opening the hold, after the row and the address', 'ledger_hold', "new.kind = 'withdrawal'"],
    ['writing the balance, after the hold was sized', 'ledger_account', 'new.frozen > old.frozen'],
  ])('while %s leaves no trace', async (_step, table, when) => {
    const s = await ready();
    const request = body(await stepUp(s));
    const res = await withFault(table, when, () =>
      t.post('/uc/asset/withdraw/apply', request, { token: s.token }),
    );
    expect(reply(res).code).not.toBe(0);
    expect(await rowsOf(s.member.id)).toEqual([]);
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
    expect(await checkLedger(t.database.db, [() => checkWithdrawals(t.database.db)])).toEqual([]);
    // The same request, retried with a fresh second factor once the fault is gone, goes through once.
    const retried = reply<Withdrawal>(
      await t.post(
        '/uc/asset/withdraw/apply',
        { ...request, stepUpToken: await stepUp(s) },
        { token: s.token },
      ),
    );
    expect(retried.code, retried.message).toBe(0);
    await t.app.withdrawals.reject(retried.data.id, 'test over');
  });

  it('a fault after signing, or while settling, leaves it approved with its funds frozen; the next runs complete it once', async () => {
    const s = await ready();
    const applied = await approvedAndDue(s);
    await expect(
      withFault('withdrawal', "new.txid <> ''", () => t.app.withdrawals.sendApproved()),
    ).rejects.toThrow();
    const frozen = async () => {
      expect(await rowsOf(s.member.id)).toEqual(['review_passed']);
      expect(await balance(s)).toEqual({ available: '70', frozen: '30', locked: '0' });
      expect(await checkLedger(t.database.db, [() => checkWithdrawals(t.database.db)])).toEqual([]);
    };
    await frozen();
    // The sending flow stored the signed transaction before the fault: it resumes at "record".
    const flow = async () =>
      (
        await sql<{ step: number; status: string; state: { txid: string | null } }>`
          select step, status, state from flow_run where key = ${`withdrawal-send:${applied.id}`}`.execute(
          t.database.db,
        )
      ).rows[0];
    expect(await flow()).toMatchObject({ step: 1, status: 'running' });
    const signed = (await flow())?.state.txid;
    expect(signed).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await t.app.withdrawals.sendApproved()).toBe(1);
    expect(await flow()).toMatchObject({ step: 2, status: 'done' });
    const detail = async () =>
      reply<Withdrawal>(
        await t.get('/uc/asset/withdraw/detail', { id: applied.id }, { token: s.token }),
      ).data;
    expect((await detail()).txid).toBe(signed);

    await expect(
      withFault('withdrawal', "new.status = 'success'", () => t.app.withdrawals.confirmSent()),
    ).rejects.toThrow();
    await frozen();
    expect(await t.app.withdrawals.confirmSent()).toBe(1);
    expect(await t.app.withdrawals.confirmSent()).toBe(0);
    expect((await detail()).txid).toBe(signed);
    // Settled once, so announced once: the event committed with the settlement.
    const events = await sql<{ payload: { txid: string } }>`
      select payload from domain_event where key = ${`withdrawal.settled:${applied.id}`}`.execute(
      t.database.db,
    );
    expect(events.rows.map((r) => r.payload.txid)).toEqual([signed]);
    expect(await rowsOf(s.member.id)).toEqual(['success']);
    expect(await balance(s)).toEqual({ available: '70', frozen: '0', locked: '0' });
  });

  it('a signer refusing with a coded error is a fault to retry, never the end of sending', async () => {
    const s = await ready();
    const applied = await approvedAndDue(s);
    refusals.add(applied.id);
    await expect(t.app.withdrawals.sendApproved()).rejects.toThrow(/MARKET_BUSY/);
    await expect(t.app.withdrawals.sendApproved()).rejects.toThrow(/MARKET_BUSY/);
    expect(await rowsOf(s.member.id)).toEqual(['review_passed']);
    refusals.delete(applied.id);
    expect(await t.app.withdrawals.sendApproved()).toBe(1);
    expect(await t.app.withdrawals.confirmSent()).toBe(1);
    expect(await rowsOf(s.member.id)).toEqual(['success']);
  });

  it('a transfer the network reverted is "not arrived", and the whole amount, fee included, comes back', async () => {
    const s = await ready();
    const applied = await approvedAndDue(s);
    verdicts.set(applied.id, 'failed');
    expect(await t.app.withdrawals.sendApproved()).toBe(1);
    await expect(
      withFault('withdrawal', "new.status = 'not_arrived'", () => t.app.withdrawals.confirmSent()),
    ).rejects.toThrow();
    expect(await balance(s)).toEqual({ available: '70', frozen: '30', locked: '0' });
    expect(await t.app.withdrawals.confirmSent()).toBe(1);
    const ended = reply<Withdrawal>(
      await t.get('/uc/asset/withdraw/detail', { id: applied.id }, { token: s.token }),
    ).data;
    expect(ended).toMatchObject({ status: 'not_arrived', fee: '1' });
    expect(ended.txid).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
    // Nothing was paid out, so nothing was announced, and it is not followed again.
    const events = await sql`
      select 1 from domain_event where key = ${`withdrawal.settled:${applied.id}`}`.execute(
      t.database.db,
    );
    expect(events.rows).toEqual([]);
    expect(await t.app.withdrawals.confirmSent()).toBe(0);
    // It no longer counts as a withdrawal in progress.
    const next = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), { amount: '10' }), {
        token: s.token,
      }),
    );
    expect(next.code, next.message).toBe(0);
    await t.app.withdrawals.reject(next.data.id, 'test over');
    verdicts.delete(applied.id);
  });

  it('while rejecting or cancelling leaves it applied with its funds frozen', async () => {
    const s = await ready();
    const applied = reply<Withdrawal>(
      await t.post('/uc/asset/withdraw/apply', body(await stepUp(s)), { token: s.token }),
    ).data;
    await withFault('ledger_hold', 'new.closed_tx is not null', async () => {
      await expect(t.app.withdrawals.reject(applied.id, 'no')).rejects.toThrow();
      const cancel = await t.post(
        '/uc/asset/withdraw/cancel',
        { id: applied.id },
        { token: s.token },
      );
      expect(reply(cancel).code).not.toBe(0);
    });
    expect(await rowsOf(s.member.id)).toEqual(['applied']);
    expect(await balance(s)).toEqual({ available: '50', frozen: '50', locked: '0' });
    await t.app.withdrawals.reject(applied.id, 'test over');
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
  });

  it('two requests with one request id are one withdrawal, answered twice', async () => {
    const s = await ready();
    const request = body(await stepUp(s));
    const [a, b] = await Promise.all([
      t.post('/uc/asset/withdraw/apply', request, { token: s.token }),
      t.post('/uc/asset/withdraw/apply', request, { token: s.token }),
    ]);
    expect([reply(a).code, reply(b).code]).toEqual([0, 0]);
    expect(reply<Withdrawal>(a).data.id).toBe(reply<Withdrawal>(b).data.id);
    expect(await rowsOf(s.member.id)).toEqual(['applied']);
    await t.app.withdrawals.reject(reply<Withdrawal>(a).data.id, 'test over');
  });

  it('the checker reports a withdrawal hold whose withdrawal is missing', async () => {
    const s = await ready();
    const ledger = createLedger(t.database.db, t.clock);
    const account = { userId: s.member.id, wallet: 'spot' as const, asset: 'USDT' };
    await ledger.post({
      idempotencyKey: `orphan:${s.member.id}`,
      type: 'withdraw',
      reference: 'orphan',
      lines: [
        { account, part: 'available', amount: '-5' },
        { account, part: 'frozen', amount: '5' },
      ],
      holds: {
        open: [
          {
            key: `orphan:${s.member.id}`,
            account,
            part: 'frozen',
            amount: '5',
            kind: 'withdrawal',
          },
        ],
      },
    });
    expect((await checkWithdrawals(t.database.db)).map((v) => v.rule)).toEqual([
      'no withdrawal hold without its withdrawal',
    ]);
    await ledger.post({
      idempotencyKey: `orphan:${s.member.id}:release`,
      type: 'withdraw',
      reference: 'orphan',
      lines: [
        { account, part: 'frozen', amount: '-5' },
        { account, part: 'available', amount: '5' },
      ],
      holds: { release: [{ key: `orphan:${s.member.id}` }] },
    });
    expect(await checkWithdrawals(t.database.db)).toEqual([]);
  });
});
