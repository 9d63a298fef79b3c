import { ERRORS } from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { manualClock } from '../../lib/clock.js';
import { createPGliteDatabase } from '../../test/db.js';
import { checkLedger } from './ledger.check.js';
import { createLedger, type Ledger } from './ledger.service.js';
import { custody, deposit, freezeForWithdrawal, transfer, user } from './ledger.test-support.js';

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

let nextUser = 1;
const newUser = () => nextUser++;

describe('ledger postings', () => {
  it('credits a deposit against custody and keeps every asset at zero', async () => {
    const u = newUser();
    await deposit(ledger, `dep-${u}`, u, '100.5');
    expect(await ledger.balance(user(u))).toEqual({ available: '100.5', frozen: '0', locked: '0' });
    expect((await ledger.balance(custody())).available).toMatch(/^-/);
  });

  it('applies a key once: a repeat changes nothing and returns the same transaction', async () => {
    const u = newUser();
    const first = await deposit(ledger, `once-${u}`, u, '5');
    const again = await deposit(ledger, `once-${u}`, u, '5');
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true });
    expect((await ledger.balance(user(u))).available).toBe('5');
  });

  it('refuses a key reused for a different posting', async () => {
    const u = newUser();
    await deposit(ledger, `reuse-${u}`, u, '5');
    await expect(deposit(ledger, `reuse-${u}`, u, '6')).rejects.toMatchObject({
      code: ERRORS.IDEMPOTENCY_CONFLICT.code,
    });
  });

  it('refuses an overdraft with INSUFFICIENT_BALANCE and changes nothing, not even the key', async () => {
    const u = newUser();
    await deposit(ledger, `od-${u}`, u, '10');
    await expect(
      transfer(ledger, `od-t-${u}`, user(u), user(u, 'USDT', 'contract'), '10.000000000000000001'),
    ).rejects.toMatchObject({
      code: ERRORS.INSUFFICIENT_BALANCE.code,
    });
    expect(await ledger.balance(user(u))).toEqual({ available: '10', frozen: '0', locked: '0' });
    // The failed key is free: the same posting with an affordable amount goes through.
    await transfer(ledger, `od-t-${u}`, user(u), user(u, 'USDT', 'contract'), '10');
    expect((await ledger.balance(user(u, 'USDT', 'contract'))).available).toBe('10');
  });

  it('freezes under a hold and releases it back, or pays it out', async () => {
    const u = newUser();
    await deposit(ledger, `fr-${u}`, u, '50');
    await freezeForWithdrawal(ledger, `w-${u}`, u, '20');
    expect(await ledger.balance(user(u))).toEqual({ available: '30', frozen: '20', locked: '0' });
    // Rejected: the hold goes back to available.
    await ledger.post({
      idempotencyKey: `w-${u}-reject`,
      type: 'withdraw',
      reference: `w-${u}`,
      lines: [
        { account: user(u), part: 'frozen', amount: '-20' },
        { account: user(u), part: 'available', amount: '20' },
      ],
      holds: { release: [{ key: `w-${u}` }] },
    });
    expect(await ledger.balance(user(u))).toEqual({ available: '50', frozen: '0', locked: '0' });
    // Sent: the frozen amount leaves to custody.
    await freezeForWithdrawal(ledger, `w2-${u}`, u, '50');
    await ledger.post({
      idempotencyKey: `w2-${u}-sent`,
      type: 'withdraw',
      reference: `w2-${u}`,
      lines: [
        { account: user(u), part: 'frozen', amount: '-50' },
        { account: custody(), part: 'available', amount: '50' },
      ],
      holds: { release: [{ key: `w2-${u}` }] },
    });
    expect(await ledger.balance(user(u))).toEqual({ available: '0', frozen: '0', locked: '0' });
  });

  it('rejects malformed postings before touching the database', async () => {
    const u = newUser();
    await expect(transfer(ledger, `bad-${u}`, user(u), user(u, 'BTC'), '1')).rejects.toThrow(
      /does not balance/,
    );
    await expect(
      ledger.post({
        idempotencyKey: `z-${u}`,
        type: 'other',
        reference: '',
        lines: [{ account: user(u), part: 'available', amount: '0' }],
      }),
    ).rejects.toThrow(/bad amount/);
    // Moving money into "frozen" without a hold would break "frozen equals its holds".
    await deposit(ledger, `h-${u}`, u, '1');
    await expect(
      ledger.post({
        idempotencyKey: `nohold-${u}`,
        type: 'other',
        reference: '',
        lines: [
          { account: user(u), part: 'available', amount: '-1' },
          { account: user(u), part: 'frozen', amount: '1' },
        ],
      }),
    ).rejects.toThrow(/holds/);
  });

  it('keeps entries immutable in the database itself', async () => {
    const u = newUser();
    await deposit(ledger, `imm-${u}`, u, '1');
    await expect(sql`update ledger_entry set amount = 2`.execute(database.db)).rejects.toThrow(
      /immutable/,
    );
    await expect(sql`delete from ledger_entry`.execute(database.db)).rejects.toThrow(/immutable/);
  });
});

describe('invariant checker', () => {
  it('notices a balance edited behind the ledger’s back', async () => {
    const fresh = await createPGliteDatabase();
    const l = createLedger(fresh.db, manualClock());
    await deposit(l, 'x', 1, '3');
    expect(await checkLedger(fresh.db)).toEqual([]);
    await sql`update ledger_account set available = available + 1 where user_id = 1`.execute(
      fresh.db,
    );
    const rules = (await checkLedger(fresh.db)).map((v) => v.rule);
    expect(rules).toContain('stored balances equal a replay of the entries');
    expect(rules).toContain('all accounts of an asset sum to zero');
    expect(rules).toContain('user liabilities never exceed custody');
    await fresh.close();
  });
});
