import {
  ERRORS,
  verifyLiabilityProof,
  type AdminLiabilityRound,
  type LiabilityRound,
  type MyLiabilityProofs,
  type Session,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import { createLedger, userLiabilities, type Ledger } from '../ledger/index.js';
import { deposit } from '../ledger/ledger.test-support.js';
import { createLiabilities } from './liabilities.service.js';

let t: TestApp;
let ledger: Ledger;
let op: ConsoleOperator;
beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger(t.database.db, t.clock);
  op = await consoleOperator(t, ['ledger.read', 'liabilities.publish']);
});
afterAll(() => t.close());

const run = async () =>
  reply<AdminLiabilityRound>(await consolePost(t, op.token, '/liabilities/rounds/run'));
const rounds = async () => reply<LiabilityRound[]>(await t.get('/uc/liabilities/rounds')).data;
const proofsOf = async (s: Session, round?: number) =>
  reply<MyLiabilityProofs>(
    await t.get('/uc/liabilities/proof', round ? { round } : {}, { token: s.token }),
  );

async function holder(assets: Record<string, string>): Promise<Session> {
  const s = await registerAccount(t);
  for (const [asset, amount] of Object.entries(assets))
    await deposit(ledger, `pol-${s.member.id}-${asset}`, s.member.id, amount, asset);
  return s;
}

describe('proof of liabilities', () => {
  let alice: Session;
  let bob: Session;
  let empty: Session;
  let first: AdminLiabilityRound;

  beforeAll(async () => {
    alice = await holder({ USDT: '1500.25', BTC: '0.5' });
    bob = await holder({ USDT: '99.75' });
    empty = await registerAccount(t);
    // Part of Alice's USDT is held by a resting order: holds count too.
    const order = await t.post(
      '/uc/exchange/order/add',
      { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '100', amount: '1' },
      { token: alice.token },
    );
    expect(reply(order).code).toBe(0);
    const res = await run();
    expect(res.code, res.message).toBe(0);
    first = res.data;
  });

  it('publishes trees whose totals equal the ledger’s user balances at the snapshot', async () => {
    expect(first).toMatchObject({ status: 'published', error: null });
    const ledgerNow = await userLiabilities(t.database.db as never);
    for (const root of first.roots) {
      expect(root.total).toBe(root.ledgerTotal);
      expect(Number(root.total)).toBe(Number(ledgerNow.totals.get(root.asset)));
    }
    const usdt = first.roots.find((r) => r.asset === 'USDT');
    const { rows } = await sql<{ total: string }>`
      select sum(available + frozen + locked)::text as total from ledger_account
      where user_id is not null and asset = 'USDT'`.execute(t.database.db);
    expect(Number(usdt?.total)).toBe(Number(rows[0]?.total));
    const published = (await rounds()).find((r) => r.id === first.id);
    expect(published?.roots.map((r) => r.hash)).toEqual(first.roots.map((r) => r.hash));
  });

  it('gives each user proofs that verify against the published roots, and none to a user with nothing', async () => {
    const published = (await rounds())[0] as LiabilityRound;
    const mine = await proofsOf(alice);
    expect(mine.code, mine.message).toBe(0);
    expect(mine.data.proofs.map((p) => [p.asset, p.balance])).toEqual([
      ['BTC', '0.5'],
      ['USDT', '1500.25'],
    ]);
    for (const proof of mine.data.proofs) {
      const root = published.roots.find((r) => r.asset === proof.asset);
      expect(verifyLiabilityProof(proof, root)).toMatchObject({ ok: true });
      // Alice's own balance changed by one unit no longer leads to the root.
      expect(verifyLiabilityProof({ ...proof, balance: `${proof.balance}1` }, root).ok).toBe(false);
    }
    expect((await proofsOf(bob)).data.proofs).toHaveLength(1);
    expect((await proofsOf(empty)).data.proofs).toEqual([]);
  });

  it('counts each user who verified once, and only users in the round', async () => {
    const verify = (s: Session) =>
      t.post('/uc/liabilities/verified', { round: first.id }, { token: s.token });
    expect(reply(await verify(alice)).code).toBe(0);
    expect(reply(await verify(alice)).code).toBe(0);
    expect(reply(await verify(empty)).code).toBe(ERRORS.LIABILITY_ROUND_NOT_FOUND.code);
    const round = (await rounds()).find((r) => r.id === first.id);
    expect(round).toMatchObject({ verifiedUsers: 1 });
    expect(round?.users).toBeGreaterThanOrEqual(2);
  });

  it('keeps past rounds verifiable after balances move', async () => {
    await deposit(ledger, `pol-more-${bob.member.id}`, bob.member.id, '1', 'USDT');
    const second = (await run()).data;
    expect(second.status).toBe('published');
    const old = await proofsOf(bob, first.id);
    const latest = await proofsOf(bob);
    expect(old.data.proofs[0]?.balance).toBe('99.75');
    expect(latest.data.proofs[0]?.balance).toBe('100.75');
    const oldRoot = first.roots.find((r) => r.asset === 'USDT');
    expect(verifyLiabilityProof(old.data.proofs[0]!, oldRoot)).toMatchObject({ ok: true });
    expect(verifyLiabilityProof(latest.data.proofs[0]!, oldRoot)).toEqual({
      ok: false,
      reason: 'not_published',
    });
  });

  it('fails a round that meets a negative balance or a total unlike the ledger’s, and publishes nothing of it', async () => {
    // The ledger's CHECK keeps user balances from going negative; the builder refuses them again.
    const service = (snapshot: Awaited<ReturnType<typeof userLiabilities>>) =>
      createLiabilities({
        db: t.database.db as never,
        clock: t.clock,
        snapshot: async () => snapshot,
        decimals: async () => new Map([['USDT', 6]]),
        uids: async (ids) => new Map(ids.map((id) => [id, `uid${id}`])),
        log: () => undefined,
        reserves: {
          read: async () => [],
          ofRounds: async () => new Map(),
          publishSimulated: async () => undefined,
        },
      });
    const one = { userId: bob.member.id, asset: 'USDT', total: '5' };
    const cases = [
      [
        {
          balances: [one],
          totals: new Map([['USDT', '5']]),
          negatives: [{ accountId: 1, userId: bob.member.id, asset: 'ETH', wallet: 'spot' }],
        },
        'negative user balances',
      ],
      [
        { balances: [{ ...one, total: '-5' }], totals: new Map([['USDT', '-5']]), negatives: [] },
        'negative',
      ],
      [{ balances: [one], totals: new Map([['USDT', '6']]), negatives: [] }, 'is not the ledger'],
    ] as const;
    for (const [snapshot, why] of cases) {
      const failed = await service(snapshot as never).run(null);
      expect(failed.status).toBe('failed');
      expect(failed.error).toContain(why);
      expect(failed.roots).toEqual([]);
      expect((await rounds()).some((r) => r.id === failed.id)).toBe(false);
    }
    expect((await run()).data.status).toBe('published');
  });

  it('runs a round on demand only with liabilities.publish, and lists failed rounds to the console', async () => {
    const reader = await consoleOperator(t, ['ledger.read']);
    const refused = reply(await consolePost(t, reader.token, '/liabilities/rounds/run'));
    expect(refused.code).toBe(ERRORS.PERMISSION_DENIED.code);
    const listed = reply<AdminLiabilityRound[]>(
      await consoleGet(t, reader.token, '/liabilities/rounds'),
    );
    expect(listed.data.map((r) => r.status)).toContain('failed');
  });

  it('refuses an unknown round', async () => {
    expect((await proofsOf(alice, 999_999)).code).toBe(ERRORS.LIABILITY_ROUND_NOT_FOUND.code);
  });
});
