import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { checkLedger } from './ledger.check.js';
import { forgetUnusedHolds } from './ledger.forget.js';
import { createLedger, type Ledger } from './ledger.service.js';
import { deposit, freezeForWithdrawal, user } from './ledger.test-support.js';
import type { PostingLine } from './ledger.types.js';

let database: Database;
let ledger: Ledger;
beforeAll(async () => {
  database = await createPGliteDatabase();
  ledger = createLedger(database.db, manualClock());
});
afterAll(() => database.close());
afterEach(async () => {
  expect(await checkLedger(database.db)).toEqual([]);
});

let nextUser = 1000;
/** A user with 100 USDT and 40 of it frozen under hold `key`. */
async function frozen(key: string): Promise<number> {
  const u = nextUser++;
  await deposit(ledger, `dep-${key}`, u, '100');
  await freezeForWithdrawal(ledger, key, u, '40');
  return u;
}

/** Releases what hold `key` of user `u` still has, plus `extra` lines in the same posting. */
const release = (key: string, u: number, amount: string, extra: PostingLine[] = []) =>
  ledger.post({
    idempotencyKey: `${key}:release`,
    type: 'withdraw',
    reference: key,
    lines: [
      { account: user(u), part: 'frozen', amount: `-${amount}` },
      { account: user(u), part: 'available', amount },
      ...extra,
    ],
    holds: { release: [{ key }] },
  });

/** A hold of 10 USDT of user `u`'s, as a posting opens it. */
const heldTen = (u: number, key: string) => ({
  key,
  account: user(u),
  part: 'frozen' as const,
  amount: '10',
  kind: 'withdrawal' as const,
});

/** Forgets holds whose lines carry the hold's key as their reference, as these tests post them. */
const forget = (keys: string[]) =>
  database.db.transaction().execute((trx) =>
    forgetUnusedHolds(
      trx,
      keys.map((key) => ({ key, reference: key })),
    ),
  );

async function rowsOf(key: string) {
  const { rows } = await sql<{ txs: string; entries: string; holds: string }>`
    select (select count(*) from ledger_transaction where reference = ${key}) as txs,
      (select count(*) from ledger_entry e join ledger_transaction x on x.id = e.transaction_id
        where x.reference = ${key}) as entries,
      (select count(*) from ledger_hold where key = ${key}) as holds`.execute(database.db);
  return rows[0];
}

describe('forgetting holds that changed nothing', () => {
  it('deletes a freeze released in full, its two postings and their entries; balances stay', async () => {
    const u = await frozen('forget:unused');
    await release('forget:unused', u, '40');
    const before = await ledger.balance(user(u));
    expect(await forget(['forget:unused'])).toEqual(new Set(['forget:unused']));
    expect(await rowsOf('forget:unused')).toEqual({ txs: '0', entries: '0', holds: '0' });
    expect(await ledger.balance(user(u))).toEqual(before);
    // Done once: a second run finds nothing.
    expect(await forget(['forget:unused'])).toEqual(new Set());
  });

  it('keeps a hold something was taken from, one still open, and one whose postings did more', async () => {
    // 10 of the frozen 40 went to another user before the rest was released.
    const used = await frozen('forget:used');
    const other = nextUser++;
    await ledger.post({
      idempotencyKey: 'forget:used:take',
      type: 'withdraw',
      reference: 'forget:used',
      lines: [
        { account: user(used), part: 'frozen', amount: '-10' },
        { account: user(other), part: 'available', amount: '10' },
      ],
      holds: { release: [{ key: 'forget:used', amount: '10' }] },
    });
    await release('forget:used', used, '30');
    await frozen('forget:open');
    // The release also paid 5 to another user: the pair does not net to zero.
    const paying = await frozen('forget:paying');
    await release('forget:paying', paying, '40', [
      { account: user(paying), part: 'available', amount: '-5' },
      { account: user(other), part: 'available', amount: '5' },
    ]);
    // The release also moved money between two other accounts: it touched more than the hold's.
    const wider = await frozen('forget:wider');
    await release('forget:wider', wider, '40', [
      { account: user(other), part: 'available', amount: '-1' },
      { account: user(nextUser++), part: 'available', amount: '1' },
    ]);
    const keys = ['forget:used', 'forget:open', 'forget:paying', 'forget:wider'];
    const before = await Promise.all(keys.map(rowsOf));
    expect(await forget(keys)).toEqual(new Set());
    expect(await Promise.all(keys.map(rowsOf))).toEqual(before);
  });

  it('keeps a hold whose posting opened another hold too', async () => {
    const u = nextUser++;
    await deposit(ledger, `dep-forget-pair-${u}`, u, '100');
    const hold = (key: string) => heldTen(u, key);
    await ledger.post({
      idempotencyKey: 'forget:pair:freeze',
      type: 'withdraw',
      reference: 'forget:pair',
      lines: [
        { account: user(u), part: 'available', amount: '-20' },
        { account: user(u), part: 'frozen', amount: '20' },
      ],
      holds: { open: [hold('forget:pair:a'), hold('forget:pair:b')] },
    });
    await release('forget:pair:a', u, '10');
    expect(await forget(['forget:pair:a'])).toEqual(new Set());
    expect(await rowsOf('forget:pair:a')).toMatchObject({ holds: '1' });
    await release('forget:pair:b', u, '10');
  });

  it("takes one hold's lines out of a batch's freeze, and the posting once its last lines go", async () => {
    const u = nextUser++;
    await deposit(ledger, `dep-forget-batch-${u}`, u, '100');
    const hold = (key: string) => heldTen(u, key);
    // One posting freezes for two owners, each line naming its own.
    await ledger.post({
      idempotencyKey: 'forget:batch:freeze',
      type: 'withdraw',
      reference: 'forget:batch',
      lines: ['forget:batch:a', 'forget:batch:b'].flatMap((reference) => [
        { account: user(u), part: 'available' as const, amount: '-10', reference },
        { account: user(u), part: 'frozen' as const, amount: '10', reference },
      ]),
      holds: { open: [hold('forget:batch:a'), hold('forget:batch:b')] },
    });
    await release('forget:batch:a', u, '10');
    const before = await ledger.balance(user(u));
    expect(await forget(['forget:batch:a', 'forget:batch:b'])).toEqual(new Set(['forget:batch:a']));
    expect(await ledger.balance(user(u))).toEqual(before);
    const linesOf = async () => {
      const { rows } = await sql<{ reference: string | null }>`
        select e.reference from ledger_entry e join ledger_transaction x on x.id = e.transaction_id
        where x.idempotency_key = 'forget:batch:freeze' order by e.id`.execute(database.db);
      return rows.map((row) => row.reference);
    };
    expect(await linesOf()).toEqual(['forget:batch:b', 'forget:batch:b']);
    expect(await rowsOf('forget:batch:a')).toEqual({ txs: '0', entries: '0', holds: '0' });
    await release('forget:batch:b', u, '10');
    expect(await forget(['forget:batch:b'])).toEqual(new Set(['forget:batch:b']));
    expect(await linesOf()).toEqual([]);
    expect(await rowsOf('forget:batch')).toEqual({ txs: '0', entries: '0', holds: '0' });
  });

  it('leaves entries immutable to anything else, even in the transaction that forgets', async () => {
    const u = await frozen('forget:switch');
    await release('forget:switch', u, '40');
    await expect(sql`delete from ledger_entry`.execute(database.db)).rejects.toThrow(/immutable/);
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(
          await forgetUnusedHolds(trx, [{ key: 'forget:switch', reference: 'forget:switch' }]),
        ).toEqual(new Set(['forget:switch']));
        await sql`delete from ledger_entry`.execute(trx);
      }),
    ).rejects.toThrow(/immutable/);
    expect(await rowsOf('forget:switch')).toEqual({ txs: '2', entries: '4', holds: '1' });
  });
});
