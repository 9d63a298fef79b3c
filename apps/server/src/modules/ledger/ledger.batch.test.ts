import { decimal, neg, toPlainString } from '@exchange/money';
import fc from 'fast-check';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { postBatch } from './ledger.batch.js';
import { lockedAvailable } from './ledger.locks.js';
import { checkLedger } from './ledger.check.js';
import { createLedger, type Ledger } from './ledger.service.js';
import { user } from './ledger.test-support.js';
import type { Posting, UserWallet } from './ledger.types.js';

/**
 * The one write path, two ways in: every fill of the matching engines goes
 * through a batch in the runner's transaction, everything else through
 * single posts. Model test: the same random sequence of postings (deposits,
 * transfers, freezes, releases, and exact repeats of earlier ones) applied
 * one by one and in random batches must refuse, replay and apply the same
 * postings and leave the same balances and holds.
 */
type Side = { u: number; w: UserWallet };
type Step =
  | { kind: 'deposit'; to: Side; amount: string }
  | { kind: 'transfer'; from: Side; to: Side; amount: string }
  | { kind: 'freeze'; of: Side; amount: string }
  | { kind: 'release'; of: number }
  | { kind: 'repeat'; of: number };

const side = fc.record({
  u: fc.constantFrom(1, 2, 3),
  w: fc.constantFrom<UserWallet>('spot', 'contract'),
});
const amount = fc
  .integer({ min: 1, max: 4_000 })
  .map((n) => toPlainString(decimal(`${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`)));
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), to: side, amount }),
  fc.record({ kind: fc.constant('transfer' as const), from: side, to: side, amount }),
  fc.record({ kind: fc.constant('freeze' as const), of: side, amount }),
  fc.record({ kind: fc.constant('release' as const), of: fc.nat(30) }),
  fc.record({ kind: fc.constant('repeat' as const), of: fc.nat(30) }),
);

/** The postings of a sequence in `asset`; a release or repeat names an earlier step by index. */
function postingsOf(steps: readonly Step[], asset: string): Posting[] {
  const out: Posting[] = [];
  const line = (s: Side, part: 'available' | 'frozen', value: string) => ({
    account: user(s.u, asset, s.w),
    part,
    amount: value,
  });
  steps.forEach((s, i) => {
    const key = `${asset}:${i}`;
    const base = { idempotencyKey: key, reference: key };
    if (s.kind === 'deposit')
      out.push({
        ...base,
        type: 'recharge',
        lines: [
          { account: { system: 'custody:TEST', asset }, part: 'available', amount: `-${s.amount}` },
          line(s.to, 'available', s.amount),
        ],
      });
    if (s.kind === 'transfer' && (s.from.u !== s.to.u || s.from.w !== s.to.w))
      out.push({
        ...base,
        type: 'transfer',
        lines: [line(s.from, 'available', `-${s.amount}`), line(s.to, 'available', s.amount)],
      });
    if (s.kind === 'freeze')
      out.push({
        ...base,
        type: 'withdraw',
        lines: [line(s.of, 'available', `-${s.amount}`), line(s.of, 'frozen', s.amount)],
        holds: {
          open: [
            {
              key: `hold:${key}`,
              account: user(s.of.u, asset, s.of.w),
              part: 'frozen',
              amount: s.amount,
              kind: 'withdrawal',
            },
          ],
        },
      });
    const target = steps[(s.kind === 'release' || s.kind === 'repeat') && i > 0 ? s.of % i : -1];
    const targetKey = `${asset}:${(s.kind === 'release' || s.kind === 'repeat') && i > 0 ? s.of % i : -1}`;
    if (s.kind === 'release' && target?.kind === 'freeze')
      out.push({
        ...base,
        type: 'withdraw',
        lines: [
          line(target.of, 'frozen', `-${target.amount}`),
          line(target.of, 'available', target.amount),
        ],
        holds: { release: [{ key: `hold:${targetKey}` }] },
      });
    if (s.kind === 'repeat') {
      const earlier = out.find((p) => p.idempotencyKey === targetKey);
      if (earlier) out.push(earlier);
    }
  });
  return out;
}

type Outcome = 'applied' | 'replayed' | 'insufficient' | 'invalid';

/** One by one: each posting alone, in its own transaction. */
async function oneByOne(ledger: Ledger, postings: readonly Posting[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const posting of postings) {
    try {
      outcomes.push((await ledger.post(posting)).replayed ? 'replayed' : 'applied');
    } catch (error) {
      // A release of a hold that was never opened (its freeze was refused) is a programmer error.
      outcomes.push(
        error instanceof AppError && error.key === 'INSUFFICIENT_BALANCE'
          ? 'insufficient'
          : 'invalid',
      );
    }
  }
  return outcomes;
}

/** Balances and holds of `asset`. A refused posting of a partial batch may leave a zero account behind. */
async function state(database: Database, asset: string) {
  const { rows: accounts } = await sql<Record<string, string>>`
    select user_id, wallet, available, frozen, locked from ledger_account
    where asset = ${asset} and user_id is not null
      and (available <> 0 or frozen <> 0 or locked <> 0)
    order by user_id, wallet`.execute(database.db);
  const { rows: holds } = await sql<Record<string, string>>`
    select split_part(key, ':', 3) as step, remaining, closed_tx is null as open from ledger_hold h
    join ledger_account a on a.id = h.account_id where a.asset = ${asset}
    order by 1`.execute(database.db);
  return { accounts, holds };
}

describe('the batch path agrees with single posts', () => {
  let database: Database;
  let ledger: Ledger;
  beforeAll(async () => {
    database = await createPGliteDatabase();
    ledger = createLedger(database.db, manualClock());
  });
  afterAll(async () => {
    expect(await checkLedger(database.db)).toEqual([]);
    await database.close();
  });

  it('refuses, replays and applies the same postings and ends with the same balances', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 4, maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 30, maxLength: 30 }),
        async (steps, cuts) => {
          round += 1;
          const single = postingsOf(steps, `S${round}`);
          const expected = await oneByOne(ledger, single);
          // Programmer errors fail a whole batch by design; leave those postings out of both.
          const valid = (asset: string) =>
            postingsOf(steps, asset).filter((_, i) => expected[i] !== 'invalid');
          const batched = valid(`B${round}`);
          const got: Outcome[] = [];
          for (let at = 0, cut = 0; at < batched.length; cut += 1) {
            const size = cuts[cut % cuts.length] ?? 1;
            const chunk = batched.slice(at, at + size);
            at += size;
            const results = await database.db
              .transaction()
              .execute((trx) => postBatch(trx, chunk, { partial: true, nowMs: 0 }));
            got.push(...results.map((r) => r.outcome));
          }
          expect(got).toEqual(expected.filter((o) => o !== 'invalid'));
          const [a, b] = [await state(database, `S${round}`), await state(database, `B${round}`)];
          expect(b).toEqual(a);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('releases one hold in several parts of one posting, within what it holds, and keeps line references', async () => {
    const asset = 'PARTS';
    const account = user(8, asset);
    await ledger.post({
      idempotencyKey: 'parts:in',
      type: 'recharge',
      reference: 'parts:in',
      lines: [
        { account: { system: 'custody:TEST', asset }, part: 'available', amount: '-10' },
        { account, part: 'available', amount: '10' },
      ],
    });
    await ledger.post({
      idempotencyKey: 'parts:freeze',
      type: 'spot_buy',
      reference: 'parts:freeze',
      lines: [
        { account, part: 'available', amount: '-6' },
        { account, part: 'frozen', amount: '6' },
      ],
      holds: {
        open: [{ key: 'order:parts', account, part: 'frozen', amount: '6', kind: 'order' }],
      },
    });
    // Two fills of one order in one batch's posting: 2 + 3 of the 6 held.
    const fills = (second: string): Posting => ({
      idempotencyKey: `parts:fills:${second}`,
      type: 'spot_buy',
      reference: 'parts:batch',
      lines: [
        { account, part: 'frozen', amount: '-2', reference: 'parts:trade:1' },
        { account, part: 'frozen', amount: `-${second}`, reference: 'parts:trade:2' },
        { account: user(7, asset), part: 'available', amount: '2' },
        { account: user(7, asset), part: 'available', amount: second },
      ],
      holds: {
        release: [
          { key: 'order:parts', amount: '2' },
          { key: 'order:parts', amount: second },
        ],
      },
    });
    const post = (posting: Posting) =>
      database.db
        .transaction()
        .execute((trx) => postBatch(trx, [posting], { partial: false, nowMs: 0 }));
    // 2 + 5 is more than the 6 held: refused whole.
    await expect(post(fills('5'))).rejects.toThrow('cannot release');
    await post(fills('3'));
    const { rows: hold } = await sql<{ remaining: string; closed: boolean }>`
      select trim_scale(remaining)::text as remaining, closed_tx is not null as closed from ledger_hold
      where key = 'order:parts'`.execute(database.db);
    expect(hold).toEqual([{ remaining: '1', closed: false }]);
    const { rows: lines } = await sql<{ reference: string | null; amount: string }>`
      select e.reference, trim_scale(e.amount)::text as amount from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      where t.idempotency_key = 'parts:fills:3' order by e.id`.execute(database.db);
    expect(lines).toEqual([
      { reference: 'parts:trade:1', amount: '-2' },
      { reference: 'parts:trade:2', amount: '-3' },
      { reference: null, amount: '2' },
      { reference: null, amount: '3' },
    ]);
    // The explorer finds each line by its own reference, and the others by the transaction's.
    expect((await ledger.explore({ reference: 'parts:trade:2' }, 1, 10)).rows).toMatchObject([
      { reference: 'parts:trade:2', amount: '-3.000000000000000000' },
    ]);
    expect((await ledger.explore({ reference: 'parts:batch' }, 1, 10)).total).toBe(2);
  });

  it('locks an account once per transaction and sees its own writes on the next posting', async () => {
    const asset = 'TWICE';
    const account = user(6, asset);
    const move = (key: string, amount: string): Posting => ({
      idempotencyKey: key,
      type: 'recharge',
      reference: key,
      lines: [
        {
          account: { system: 'custody:TEST', asset },
          part: 'available',
          amount: toPlainString(neg(decimal(amount))),
        },
        { account, part: 'available', amount },
      ],
    });
    const steps: string[] = [];
    const available = async <T>(trx: Transaction<T>) =>
      toPlainString(
        (await lockedAvailable(trx, [account])).get(`user:6:spot:${asset}`) ?? decimal('-1'),
      );
    await expect(
      database.db.transaction().execute(async (trx) => {
        // Locked first (as placement does), then posted to three times.
        steps.push(`locked ${await available(trx)}`);
        await postBatch(trx, [move('twice:1', '10')], { partial: false, nowMs: 0 });
        steps.push('+10');
        await postBatch(trx, [move('twice:2', '-8')], { partial: false, nowMs: 0 });
        steps.push('-8');
        steps.push(`locked ${await available(trx)}`);
        // 2 left: a third posting of -5 is refused from what the first two wrote.
        await postBatch(trx, [move('twice:3', '-5')], { partial: false, nowMs: 0 });
        steps.push('-5');
      }),
    ).rejects.toMatchObject({ key: 'INSUFFICIENT_BALANCE' });
    expect(steps).toEqual(['locked 0', '+10', '-8', 'locked 2']);
    expect((await ledger.balance(account)).available).toBe('0');
    // The rows the failed transaction held are not reused by the next one.
    await database.db.transaction().execute(async (trx) => {
      await postBatch(trx, [move('twice:4', '3')], { partial: false, nowMs: 0 });
    });
    expect((await ledger.balance(account)).available).toBe('3');
  });

  it('joins a caller transaction: the posting rolls back with it, and a repeat replays inside it', async () => {
    const deposit = (key: string, value: string): Posting => ({
      idempotencyKey: key,
      type: 'recharge',
      reference: key,
      lines: [
        {
          account: { system: 'custody:TEST', asset: 'JOIN' },
          part: 'available',
          amount: `-${value}`,
        },
        { account: user(9, 'JOIN'), part: 'available', amount: value },
      ],
    });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await ledger.post(deposit('join:1', '5'), { trx });
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await ledger.balance(user(9, 'JOIN'))).available).toBe('0');
    const first = await ledger.post(deposit('join:1', '5'));
    const again = await database.db
      .transaction()
      .execute((trx) => ledger.post(deposit('join:1', '5'), { trx }));
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    await expect(ledger.post(deposit('join:1', '6'))).rejects.toMatchObject({
      key: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await ledger.balance(user(9, 'JOIN'))).available).toBe('5');
  });
});
